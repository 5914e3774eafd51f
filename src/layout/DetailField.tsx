import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A labelled read-only value on a detail page (caption above, value below; an empty value shows "—"). */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children || '—'}</Typography>
    </Box>
  );
}
