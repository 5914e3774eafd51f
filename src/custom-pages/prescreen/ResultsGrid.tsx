/**
 * The prescreen results grid (spec §2 /prescreen/results without `candidateId`, "Results and review"): a
 * server-paged, server-sorted @mui/x-data-grid of `GET /api/prescreen/results` (prescreenResultList) with the search
 * box (`search` → q), source and AI recommendation selects and the "Clients" narrowing (`orgs`), all kept in the URL,
 * and the CSV export of every filtered row (`GET /api/prescreen/results/export`). A row opens that candidate's review
 * (`candidateId`), pushing a history entry so Back returns to the grid with its filters.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useVisibleOrganizationIds } from '../../authProvider/ActiveOrganization';
import { OrganizationsFilter } from '../../layout/OrganizationsFilter';
import { QueryErrorPanel } from '../../layout/QueryErrorPanel';
import { DebouncedSearchField } from '../../lib/DebouncedSearchField';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { PATHS } from '../../routing/paths';
import { SEARCH, useValidatedSearch, writeSearch } from '../../routing/searchParams';
import { AI_RECOMMENDATIONS, PRESCREEN_SOURCE_TYPES, type CandidateStatus } from '../../../contracts/constants';
import { StatusChip } from '../../resources/candidates/StatusChip';
import { formatDateTime, RECOMMENDATION_LABELS, RecommendationChip, reviewLabel, sourceLabel } from './labels';
import {
  exportPrescreenResultsCsv,
  fetchPrescreenResults,
  prescreenKeys,
  RESULT_SORTS,
  type PrescreenResultFilter,
  type PrescreenResultSummary,
  type ResultSort,
} from './prescreenApi';

const PAGE_SIZES = [25, 50, 100];
const DEFAULT_SORT: { field: ResultSort; order: 'asc' | 'desc' } = { field: 'createdAt', order: 'desc' };
const SORTABLE = new Set<string>(RESULT_SORTS);

/** The URL of the review of `candidateId`, keeping the grid's filters (so "back to results" restores them). */
export function useReviewHref(): (candidateId: string) => string {
  const { search } = useLocation();
  return useCallback((candidateId: string) => `${PATHS.prescreenResults}?${writeSearch(new URLSearchParams(search), { candidateId })}`, [search]);
}

function columns(reviewHref: (candidateId: string) => string): GridColDef<PrescreenResultSummary>[] {
  const defs: GridColDef<PrescreenResultSummary>[] = [
    {
      field: 'candidateName',
      headerName: 'Candidate',
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={reviewHref(row.candidateId)} onClick={(e) => e.stopPropagation()}>
          {row.candidateName}
        </Link>
      ),
    },
    {
      field: 'trialTitle',
      headerName: 'Trial',
      minWidth: 260,
      flex: 2,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, py: 0.5, overflow: 'hidden' }}>
          <Typography variant="body2" noWrap title={row.trialTitle}>
            {row.trialTitle}
          </Typography>
          {row.nctId && (
            <Typography variant="caption" color="text.secondary">
              {row.nctId}
            </Typography>
          )}
        </Box>
      ),
    },
    { field: 'sourceType', headerName: 'Source', width: 90, valueFormatter: (v: string) => sourceLabel(v) },
    {
      field: 'aiRecommendation',
      headerName: 'AI recommendation',
      width: 170,
      renderCell: ({ row }) => <RecommendationChip value={row.aiRecommendation} />,
    },
    { field: 'review', headerName: 'Review', width: 190, valueGetter: (_v, row) => reviewLabel(row) },
    {
      field: 'candidateStatus',
      headerName: 'Candidate status',
      width: 170,
      renderCell: ({ row }) => <StatusChip status={row.candidateStatus as CandidateStatus} />,
    },
    { field: 'createdAt', headerName: 'Date', width: 180, valueFormatter: (v: string) => formatDateTime(v) },
  ];
  return defs.map((c) => ({ ...c, sortable: SORTABLE.has(c.field) }));
}

/** A one-value select bound to a search param; the first entry ("Any …") clears it. */
function SelectFilter(props: {
  label: string;
  name: string;
  anyLabel: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={props.label}
      name={props.name}
      value={props.value ?? ''}
      onChange={(e) => props.onChange(e.target.value || null)}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">
        <em>{props.anyLabel}</em>
      </MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The results grid with its filters (see the file comment). */
export function ResultsGrid() {
  const [search, setSearch] = useValidatedSearch(SEARCH.prescreenResults);
  const organizationIds = useVisibleOrganizationIds(search.orgs);
  const navigate = useNavigate();
  const reviewHref = useReviewHref();
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0] });

  const filter = useMemo<PrescreenResultFilter>(
    () => ({ organizationIds, q: search.search, sourceType: search.sourceType, aiRecommendation: search.aiRecommendation }),
    [organizationIds, search.search, search.sourceType, search.aiRecommendation],
  );

  // A new filter starts again from the first page.
  const filterKey = JSON.stringify(filter);
  const previousFilterKey = useRef(filterKey);
  useEffect(() => {
    if (previousFilterKey.current === filterKey) return;
    previousFilterKey.current = filterKey;
    setPagination((p) => ({ ...p, page: 0 }));
  }, [filterKey]);

  const query = {
    ...filter,
    sort: sort.field,
    order: sort.order,
    limit: pagination.pageSize,
    offset: pagination.page * pagination.pageSize,
  };
  const results = useQuery({
    queryKey: prescreenKeys.results(query),
    queryFn: ({ signal }) => fetchPrescreenResults(query, signal),
    placeholderData: keepPreviousData,
  });

  const sortModel: GridSortModel = [{ field: sort.field, sort: sort.order }];
  const cols = useMemo(() => columns(reviewHref), [reviewHref]);

  return (
    <>
      <Title title="Prescreen results" />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
        <DebouncedSearchField label="Search results" value={search.search} onChange={(value) => setSearch({ search: value })} />
        <SelectFilter
          label="Source"
          name="sourceType"
          anyLabel="Any source"
          value={search.sourceType}
          options={PRESCREEN_SOURCE_TYPES.map((s) => ({ value: s, label: sourceLabel(s) }))}
          onChange={(sourceType) => setSearch({ sourceType })}
        />
        <SelectFilter
          label="AI recommendation"
          name="aiRecommendation"
          anyLabel="Any recommendation"
          value={search.aiRecommendation}
          options={AI_RECOMMENDATIONS.map((r) => ({ value: r, label: RECOMMENDATION_LABELS[r] }))}
          onChange={(aiRecommendation) => setSearch({ aiRecommendation })}
        />
        <OrganizationsFilter value={search.orgs} onChange={(orgs) => setSearch({ orgs })} />
        <Box sx={{ flex: 1 }} />
        <ExportCsvButton download={() => exportPrescreenResultsCsv(filter)} fallbackName="prescreen-results.csv" />
      </Stack>
      {results.error ? (
        <QueryErrorPanel error={results.error} title="Could not load prescreen results" onRetry={() => void results.refetch()} />
      ) : (
        // width 0 + min-width 100%: the grid takes the page's width without widening the layout to its columns.
        <Box sx={{ height: 'calc(100vh - 260px)', minHeight: 420, width: 0, minWidth: '100%', bgcolor: 'background.paper' }}>
          <DataGrid<PrescreenResultSummary>
            aria-label="Prescreen results"
            rows={results.data?.results ?? []}
            columns={cols}
            rowCount={results.data?.total ?? 0}
            loading={results.isPending || results.isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            paginationModel={pagination}
            onPaginationModelChange={(model) =>
              setPagination(model.pageSize !== pagination.pageSize ? { page: 0, pageSize: model.pageSize } : model)
            }
            pageSizeOptions={PAGE_SIZES}
            sortModel={sortModel}
            onSortModelChange={(model) => {
              const [first] = model;
              setSort(first?.sort ? { field: first.field as ResultSort, order: first.sort } : DEFAULT_SORT);
              setPagination((p) => ({ ...p, page: 0 }));
            }}
            disableRowSelectionOnClick
            onRowClick={({ row }) => navigate(reviewHref(row.candidateId))}
            rowHeight={60}
            localeText={{ noRowsLabel: 'No prescreen results match these filters.' }}
            sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
          />
        </Box>
      )}
      {results.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {results.data.total.toLocaleString()} prescreen results
        </Typography>
      )}
    </>
  );
}
