/**
 * What every react-admin list of the SPA shares about its query (spec §8, §9): one retry for a 5xx or network
 * failure (react-admin's lists retry never), and a failure shown in place as the query error panel with "Try Again"
 * instead of an empty grid and a toast (the query cache still logs it to the console).
 */
import { useListContext } from 'react-admin';
import { QueryErrorPanel, SHOW_ERROR_IN_PLACE } from './QueryErrorPanel';

/** `queryOptions` of the lists: the app's retry policy, no toast on failure. */
export const LIST_QUERY_OPTIONS = SHOW_ERROR_IN_PLACE;

/** The list context's error as the query error panel titled `title`, with "Try Again" refetching. */
export function ListError({ title }: { title?: string }) {
  const { error, refetch } = useListContext();
  return <QueryErrorPanel error={error} title={title} onRetry={refetch} />;
}
