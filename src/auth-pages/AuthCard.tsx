/**
 * Frame of the public auth pages (sign-in, sign-up, sign-out): the logo above a centred card with a heading.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Logo } from '../layout/Logo';

/** Centred card titled `title` under the large logo. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ mb: 3 }}>
        <Logo size="lg" />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
