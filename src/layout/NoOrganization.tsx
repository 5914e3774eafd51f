/**
 * Shown to a signed-in person whose account belongs to no organisation (an administrator removed it from theirs, or
 * the organisation was deleted): what to do next, and links to their account and to sign out.
 */
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { Link } from 'react-router';
import { PATHS } from '../routing/paths';

/** What a person without an organisation reads: an account is useful only inside an organisation, so it says how to get invited. */
export const NO_ORGANIZATION_MESSAGE =
  'Your account is not part of an organisation yet — ask your coordinator or a Phases administrator for an invitation link';

/** The "no organisation yet" notice with links to the account page and to sign out. */
export function NoOrganization() {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', mt: 4 }}>
      <Alert severity="info">
        <AlertTitle>No organisation yet</AlertTitle>
        {NO_ORGANIZATION_MESSAGE}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button component={Link} to={PATHS.account}>
          My account
        </Button>
        <Button component={Link} to={PATHS.signOut}>
          Sign out
        </Button>
      </Stack>
    </Box>
  );
}
