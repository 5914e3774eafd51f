/**
 * The generic error screen (spec §2, §8): "Something went wrong" with the error's message. Used as the router's
 * errorElement (RouteErrorScreen) and as react-admin's error component (ErrorScreen, which gets a reset callback).
 */
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError } from '../dataProvider/httpClient';

export interface ErrorScreenProps {
  error: unknown;
  /** Offered as "Try again" when given. */
  resetErrorBoundary?: (...args: unknown[]) => void;
}

/** "Something went wrong" plus the message, with "Try again" (when resettable) and a link home. */
export function ErrorScreen({ error, resetErrorBoundary }: ErrorScreenProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describeError(error);
  return (
    <Box sx={{ p: 3, maxWidth: 720, mx: 'auto' }}>
      <Alert severity="error" role="alert">
        <AlertTitle>Something went wrong</AlertTitle>
        {message}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {resetErrorBoundary && (
          <Button variant="contained" onClick={() => resetErrorBoundary()}>
            Try again
          </Button>
        )}
        <Button href="/">Go back home</Button>
      </Stack>
    </Box>
  );
}

/** The router's errorElement: shows the route error. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
