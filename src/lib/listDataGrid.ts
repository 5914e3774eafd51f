/**
 * An @mui/x-data-grid over react-admin's list context (the big grids: candidates, prescreen results): the page, page
 * size, sort and checkbox selection are the list's (so they live in the URL through ListUrlState), the grid pages and
 * sorts on the server, and its page sizes are those the list's URL accepts. Its pager reads like react-admin's
 * Pagination under every other list ("1-25 of 130", "Rows per page:"), from the same translation messages.
 */
import { useMemo } from 'react';
import type { DataGridProps, GridLocaleText, GridPaginationModel, GridRowSelectionModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ListUrlConfig } from '../routing/listUrlState';

/**
 * The pager texts of react-admin's Pagination for a data grid's `localeText`: "1-25 of 130" (ra.navigation.page_range_info)
 * and "Rows per page:" (ra.navigation.page_rows_per_page), so every grid of the app counts its pages the same way.
 */
function usePagerLocaleText(): Pick<GridLocaleText, 'paginationDisplayedRows' | 'paginationRowsPerPage'> {
  const translate = useTranslate();
  return useMemo(
    () => ({
      paginationDisplayedRows: ({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count === -1 ? to : count }),
      paginationRowsPerPage: translate('ra.navigation.page_rows_per_page'),
    }),
    [translate],
  );
}

/**
 * The DataGrid props of the list context's page of `R` records; `params` is the list's URL shape, `noRowsLabel` what
 * the grid says when no row matches.
 */
export function useListDataGridProps<R extends RaRecord & GridValidRowModel>(params: ListUrlConfig, noRowsLabel: string): Partial<DataGridProps<R>> {
  const list = useListContext<R>();
  const pager = usePagerLocaleText();
  const localeText = useMemo(() => ({ ...pager, noRowsLabel }), [pager, noRowsLabel]);
  // A new sort model object makes the grid go back to the first page: keep the same one while the sort stays.
  const { field, order } = list.sort;
  const sortModel = useMemo<GridSortModel>(() => [{ field, sort: order === 'ASC' ? 'asc' : 'desc' }], [field, order]);
  const paginationModel: GridPaginationModel = { page: list.page - 1, pageSize: list.perPage };
  const rowSelectionModel: GridRowSelectionModel = { type: 'include', ids: new Set<Identifier>(list.selectedIds) };
  return {
    localeText,
    rows: list.data ?? [],
    // Until the total is known the current page must exist, or the grid would move back to the first one.
    rowCount: list.total ?? list.page * list.perPage,
    loading: list.isPending || list.isFetching,
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    disableColumnFilter: true,
    paginationModel,
    onPaginationModelChange: (model) => {
      if (model.pageSize !== list.perPage) list.setPerPage(model.pageSize);
      else list.setPage(model.page + 1);
    },
    pageSizeOptions: [...params.perPageChoices],
    sortModel,
    onSortModelChange: (model) => {
      const [first] = model;
      list.setSort(first?.sort ? { field: first.field, order: first.sort === 'asc' ? 'ASC' : 'DESC' } : params.defaultSort);
    },
    checkboxSelection: true,
    disableRowSelectionOnClick: true,
    disableRowSelectionExcludeModel: true,
    keepNonExistentRowsSelected: true,
    rowSelectionModel,
    onRowSelectionModelChange: (model) => list.onSelect([...model.ids].map(String)),
  };
}
