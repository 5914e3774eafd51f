/**
 * The not-found page (spec §2 "Other screens"): a big 404, the message and hint of the spec, a "Go back home" link
 * to / and a "Go back" button returning to the previous browser page.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';

/** The 404 page of spec §2. */
export function NotFound() {
  return (
    <Box component="section" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography component="h1" sx={{ fontSize: { xs: 96, sm: 144 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h5" component="p" sx={{ mt: 2 }}>
        Oops! The page you're looking for doesn't exist.
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        The page might have been moved, deleted, or you entered the wrong URL.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
        <Button variant="contained" component={Link} to="/">
          Go back home
        </Button>
        <Button variant="outlined" onClick={() => window.history.back()}>
          Go back
        </Button>
      </Stack>
    </Box>
  );
}
