/**
 * Query error panel (spec §8): a title (default "Error"), the error's message (for an API failure the spec's text for
 * its status, then the server's explanation when it gives one: describeError) and an optional "Try Again" button.
 */
import { Alert, AlertTitle, Button } from '@mui/material';
import { describeError } from '../dataProvider/httpClient';
import { shouldRetry } from '../queryClient';

export interface QueryErrorPanelProps {
  error: unknown;
  title?: string;
  /** When given, a "Try Again" button calls it without arguments (e.g. the query's refetch). */
  onRetry?: () => unknown;
  /** True while the retry runs: "Try Again" is disabled meanwhile. */
  retrying?: boolean;
}

/** Error panel of a failed query, with "Try Again" when `onRetry` is given. */
export function QueryErrorPanel({ error, title = 'Error', onRetry, retrying = false }: QueryErrorPanelProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" disabled={retrying} onClick={() => void onRetry()}>
            Try Again
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {describeError(error)}
    </Alert>
  );
}

/**
 * queryOptions for react-admin's ShowBase / EditBase and lists: the app's retry policy (spec §9: one retry for a 5xx
 * or network failure; react-admin's controllers retry never) and a failed load kept on the page (the page renders
 * QueryErrorPanel with the API's message) instead of react-admin's toast, and for a record its redirect.
 */
export const SHOW_ERROR_IN_PLACE = { retry: shouldRetry, onError: () => undefined };
