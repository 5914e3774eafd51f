/**
 * Guard of the /admin pages (spec §2, §6): renders the page for an admin, an "Access denied" notice otherwise.
 * The rule itself is canAccess (authProvider/canAccess.ts).
 */
import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { canAccess } from '../authProvider/canAccess';
import { useActiveOrganization } from '../authProvider/ActiveOrganization';

/** Renders `children` for admins, an access-denied notice for anyone else. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useActiveOrganization();
  if (canAccess({ isAdmin }, { resource: 'admin', action: 'list' })) return <>{children}</>;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', mt: 4 }}>
      <Alert severity="warning">
        <AlertTitle>Access denied</AlertTitle>
        This page is for Phases administrators.
      </Alert>
    </Box>
  );
}
