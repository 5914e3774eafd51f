/**
 * Candidates grid (/candidates and /admin/candidates; spec §2, §6; front-end brief §3, §4): @mui/x-data-grid driven
 * by react-admin's list controller, with server-side paging, sort, search (`search` param → q), status and source
 * filters, a column chooser (remembered in react-admin's store), checkbox selection with bulk status change and
 * bulk delete, CSV export of every filtered row (GET /api/candidates/export) and the CSV import. Filters live in the
 * URL (validated: invalid values are dropped). The rows are the active organisation's, or in the global view every
 * client organisation's, narrowed by `orgs`; switching organisation re-queries.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Box, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import {
  ListContextProvider,
  Title,
  useDataProvider,
  useListController,
  useStore,
  type Identifier,
} from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useActiveOrganization, useVisibleOrganizationIds } from '../../authProvider/ActiveOrganization';
import type { CandidateFilter, PhasesDataProvider } from '../../dataProvider';
import { RESOURCES } from '../../dataProvider/resources';
import type { Candidate } from '../../dataProvider/types';
import { QueryErrorPanel } from '../../layout/QueryErrorPanel';
import { OrganizationsFilter } from '../../layout/OrganizationsFilter';
import { DebouncedSearchField } from '../../lib/DebouncedSearchField';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { PATHS } from '../../routing/paths';
import { SEARCH, useValidatedSearch } from '../../routing/searchParams';
import type { CandidateStatus } from '../../../contracts/constants';
import { OrganizationName } from '../organizations/OrganizationName';
import { CandidateBulkActions } from './CandidateBulkActions';
import { CandidateImportButton } from './CandidateImport';
import { humanize, SOURCE_CHOICES, STATUS_CHOICES } from './labels';
import { StatusChip } from './StatusChip';

const PAGE_SIZES = [25, 50, 100];
const SORTABLE = new Set<string>(RESOURCES.candidates.sortable);
const DEFAULT_HIDDEN: GridColumnVisibilityModel = { email: false, city: false, state: false, externalId: false, updatedAt: false };

const toDate = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);

const COLUMN_DEFS: GridColDef<Candidate>[] = [
  {
    field: 'lastName',
    headerName: 'Name',
    minWidth: 180,
    flex: 1,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={PATHS.candidate(row.id)} onClick={(e) => e.stopPropagation()}>
        {row.firstName} {row.lastName}
      </Link>
    ),
  },
  { field: 'dateOfBirth', headerName: 'Date of birth', width: 120 },
  { field: 'sex', headerName: 'Sex', width: 90, valueFormatter: (v: string | null) => (v ? humanize(v) : '') },
  { field: 'phone', headerName: 'Phone', width: 140 },
  { field: 'email', headerName: 'Email', minWidth: 180, flex: 1 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'state', headerName: 'State', width: 120 },
  { field: 'postalCode', headerName: 'Postal code', width: 110 },
  {
    field: 'conditions',
    headerName: 'Conditions',
    minWidth: 200,
    flex: 1.5,
    valueGetter: (_v, row) => row.conditions.map((c) => c.text).join('; '),
  },
  { field: 'status', headerName: 'Status', width: 160, renderCell: ({ row }) => <StatusChip status={row.status as CandidateStatus} /> },
  { field: 'source', headerName: 'Source', width: 100, valueFormatter: (v: string | null) => (v ? humanize(v) : '') },
  { field: 'externalId', headerName: 'External ID', width: 150 },
  {
    field: 'organizationId',
    headerName: 'Client',
    width: 180,
    renderCell: ({ row }) => <OrganizationName id={row.organizationId} />,
  },
  { field: 'createdAt', headerName: 'Added', type: 'dateTime', width: 170, valueGetter: toDate },
  { field: 'updatedAt', headerName: 'Updated', type: 'dateTime', width: 170, valueGetter: toDate },
];
const COLUMNS = COLUMN_DEFS.map((c) => ({ ...c, sortable: SORTABLE.has(c.field) }));

/** The candidates page; `admin` marks the /admin/candidates variant (own remembered columns, client column). */
export default function CandidateList({ admin = false }: { admin?: boolean }) {
  const [search, setSearch] = useValidatedSearch(SEARCH.candidates);
  const organizationIds = useVisibleOrganizationIds(search.orgs);
  const { globalAccess } = useActiveOrganization();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const filter = useMemo<CandidateFilter>(
    () => ({ organizationIds, q: search.search, status: search.status, source: search.source }),
    [organizationIds, search.search, search.status, search.source],
  );
  const list = useListController<Candidate>({
    resource: 'candidates',
    filter,
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: PAGE_SIZES[0],
    disableSyncWithLocation: true,
    storeKey: false,
  });
  const { setPage, onUnselectItems } = list;

  // A new filter starts again from the first page, without the previous selection.
  const filterKey = JSON.stringify(filter);
  const previousFilterKey = useRef(filterKey);
  useEffect(() => {
    if (previousFilterKey.current === filterKey) return;
    previousFilterKey.current = filterKey;
    setPage(1);
    onUnselectItems();
  }, [filterKey, setPage, onUnselectItems]);

  // Organisation of every row seen, for the per-organisation status reset of a selection spanning pages.
  const organizationIdOf = useRef<Record<string, string>>({});
  for (const row of list.data ?? []) organizationIdOf.current[String(row.id)] = row.organizationId;

  const [storedVisibility, setStoredVisibility] = useStore<GridColumnVisibilityModel>(
    admin ? 'admin.candidates.grid.columns' : 'candidates.grid.columns',
    DEFAULT_HIDDEN,
  );
  const columnVisibility = useMemo(
    () => ({ ...storedVisibility, organizationId: storedVisibility.organizationId ?? (admin || globalAccess) }),
    [storedVisibility, admin, globalAccess],
  );

  const sortModel: GridSortModel = [{ field: list.sort.field, sort: list.sort.order === 'ASC' ? 'asc' : 'desc' }];
  const paginationModel: GridPaginationModel = { page: list.page - 1, pageSize: list.perPage };
  const selectionModel: GridRowSelectionModel = { type: 'include', ids: new Set<Identifier>(list.selectedIds) };

  return (
    <ListContextProvider value={list}>
      <Title title={admin ? 'Candidates (admin)' : 'Candidates'} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
        <DebouncedSearchField label="Search candidates" value={search.search} onChange={(value) => setSearch({ search: value })} />
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Status"
          value={search.status ?? []}
          onChange={(e) => {
            const value = e.target.value as unknown as CandidateStatus[] | string;
            setSearch({ status: typeof value === 'string' ? value.split(',') : value });
          }}
          slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map(humanize).join(', ') } }}
          sx={{ minWidth: 180, maxWidth: 320 }}
        >
          {STATUS_CHOICES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Source"
          value={search.source ?? ''}
          onChange={(e) => setSearch({ source: e.target.value || null })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">
            <em>Any source</em>
          </MenuItem>
          {SOURCE_CHOICES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <OrganizationsFilter value={search.orgs} onChange={(orgs) => setSearch({ orgs })} />
        <Box sx={{ flex: 1 }} />
        <CandidateImportButton />
        <ExportCsvButton download={() => dataProvider.exportCandidatesCsv(filter)} fallbackName="candidates.csv" />
      </Stack>
      {list.selectedIds.length > 0 && (
        <CandidateBulkActions
          selectedIds={list.selectedIds}
          organizationIdOf={organizationIdOf.current}
          onDone={() => onUnselectItems()}
        />
      )}
      {list.error ? (
        <QueryErrorPanel error={list.error} title="Could not load candidates" onRetry={() => void list.refetch()} />
      ) : (
        // width 0 + min-width 100%: the grid takes the page's width without widening the layout to its columns.
        <Box sx={{ height: 'calc(100vh - 260px)', minHeight: 420, width: 0, minWidth: '100%', bgcolor: 'background.paper' }}>
          <DataGrid<Candidate>
            aria-label="Candidates"
            rows={list.data ?? []}
            columns={COLUMNS}
            rowCount={list.total ?? 0}
            loading={list.isPending || list.isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            paginationModel={paginationModel}
            onPaginationModelChange={(model) => {
              if (model.pageSize !== list.perPage) list.setPerPage(model.pageSize);
              else list.setPage(model.page + 1);
            }}
            pageSizeOptions={PAGE_SIZES}
            sortModel={sortModel}
            onSortModelChange={(model) => {
              const [first] = model;
              list.setSort(first?.sort ? { field: first.field, order: first.sort === 'asc' ? 'ASC' : 'DESC' } : { field: 'createdAt', order: 'DESC' });
            }}
            checkboxSelection
            disableRowSelectionOnClick
            disableRowSelectionExcludeModel
            keepNonExistentRowsSelected
            rowSelectionModel={selectionModel}
            onRowSelectionModelChange={(model) => list.onSelect([...model.ids].map(String))}
            onRowClick={({ id }) => navigate(PATHS.candidate(String(id)))}
            columnVisibilityModel={columnVisibility}
            onColumnVisibilityModelChange={(model) => setStoredVisibility(model)}
            showToolbar
            slotProps={{
              toolbar: {
                showQuickFilter: false,
                csvOptions: { disableToolbarButton: true },
                printOptions: { disableToolbarButton: true },
              },
            }}
            localeText={{ noRowsLabel: 'No candidates match these filters.' }}
            sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
        </Box>
      )}
      {list.total != null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {list.total.toLocaleString()} candidates
        </Typography>
      )}
    </ListContextProvider>
  );
}
