/**
 * The TanStack Query client shared by react-admin and the custom pages (spec §8, §9): data stays fresh 5 minutes,
 * a failed query is retried once (not for 4xx answers, where a retry cannot help), and every failed query and
 * mutation is logged to the console.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES, QUERY_STALE_TIME_MS } from '../contracts/constants';
import { ApiError } from './dataProvider/httpClient';

/** Retry policy: at most QUERY_RETRIES retries, none for a 4xx answer or an abort. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.aborted || (error.status >= 400 && error.status < 500))) return false;
  return failureCount < QUERY_RETRIES;
}

/** A new QueryClient with the project defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error('Query failed', query.queryKey, error),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => console.error('Mutation failed', mutation.options.mutationKey ?? '', error),
    }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetry },
    },
  });
}
