/**
 * What every react-admin list of the SPA shares about its query (spec §8, §9): one retry for a 5xx or network
 * failure (react-admin's lists retry never), and a failure shown in place as the query error panel — titled "Error",
 * the spec's text for the status, "Try Again" refetching — instead of an empty grid, a page count and a toast (the
 * query cache still logs it to the console). `AppList` is react-admin's List with all of that; every list page uses it.
 */
import { List, Pagination, useListContext, type ListProps, type RaRecord } from 'react-admin';
import { QueryErrorPanel, SHOW_ERROR_IN_PLACE } from './QueryErrorPanel';

/** The list context's error as the query error panel, "Try Again" refetching (disabled while it runs). */
function ListError() {
  const { error, refetch, isFetching } = useListContext();
  return <QueryErrorPanel error={error} onRetry={refetch} retrying={isFetching} />;
}

/** react-admin's pagination, left out while the list shows its error (there is no total to count or page through). */
function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}

/**
 * react-admin's List with the app's list query: SHOW_ERROR_IN_PLACE's retry policy and no toast (under the page's own
 * `queryOptions`), the query error panel in place of the content on failure, and a pagination hidden meanwhile; every
 * other prop is the List's.
 */
export function AppList<RecordType extends RaRecord = RaRecord>({ queryOptions, pagination = <ListPagination />, ...props }: ListProps<RecordType>) {
  return <List<RecordType> queryOptions={{ ...SHOW_ERROR_IN_PLACE, ...queryOptions }} error={<ListError />} pagination={pagination} {...props} />;
}
