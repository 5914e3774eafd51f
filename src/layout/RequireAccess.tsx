/**
 * Guard of the pages a role may not open (spec §2, §6): renders the page when canAccess (contracts/access.ts,
 * the one rule) lets the signed-in person's role take `action` on `resource`, an "Access denied" notice otherwise.
 */
import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { Title } from 'react-admin';
import { canAccess, roleOf } from '../../contracts/access';
import { useActiveOrganization } from '../authProvider/ActiveOrganization';

/** The person's role, for pure canAccess checks in components (menus, buttons). */
export function useRole() {
  const { isAdmin } = useActiveOrganization();
  return roleOf({ isAdmin });
}

/** Renders `children` when the role may take `action` (default `list`) on `resource`, an access-denied notice otherwise. */
export function RequireAccess({ resource, action = 'list', children }: { resource: string; action?: string; children: ReactNode }) {
  const role = useRole();
  if (canAccess(role, resource, action)) return <>{children}</>;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', mt: 4 }}>
      <Title title="Access denied" />
      <Alert severity="warning">
        <AlertTitle>Access denied</AlertTitle>
        This page is for Phases administrators.
      </Alert>
    </Box>
  );
}
