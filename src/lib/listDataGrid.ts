/**
 * An @mui/x-data-grid over react-admin's list context (the big grids: candidates, prescreen results): the page, page
 * size, sort and checkbox selection are the list's (so they live in the URL through ListUrlState), the grid pages and
 * sorts on the server, and its page sizes are those the list's URL accepts.
 */
import { useMemo } from 'react';
import type { DataGridProps, GridPaginationModel, GridRowSelectionModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { useListContext, type Identifier, type RaRecord } from 'react-admin';
import type { ListUrlConfig } from '../routing/listUrlState';

/** The DataGrid props of the list context's page of `R` records; `params` is the list's URL shape. */
export function useListDataGridProps<R extends RaRecord & GridValidRowModel>(params: ListUrlConfig): Partial<DataGridProps<R>> {
  const list = useListContext<R>();
  // A new sort model object makes the grid go back to the first page: keep the same one while the sort stays.
  const { field, order } = list.sort;
  const sortModel = useMemo<GridSortModel>(() => [{ field, sort: order === 'ASC' ? 'asc' : 'desc' }], [field, order]);
  const paginationModel: GridPaginationModel = { page: list.page - 1, pageSize: list.perPage };
  const rowSelectionModel: GridRowSelectionModel = { type: 'include', ids: new Set<Identifier>(list.selectedIds) };
  return {
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
