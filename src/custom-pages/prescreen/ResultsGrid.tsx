/**
 * The prescreen results grid (spec §2 /prescreen/results without `candidateId`, "Results and review"): a
 * server-paged, server-sorted @mui/x-data-grid over react-admin's list of resource `prescreenResults`
 * (GET /api/prescreen/results) with the search box, source and AI recommendation selects and the "Clients"
 * narrowing, all kept in the URL (routing/listParams.ts `prescreenResults`: `search`, `sourceType`, `orgs`,
 * `aiRecommendation`, `sort`, `order`, `page`, `perPage`), and the CSV export of every filtered row. A row opens that
 * candidate's review (`candidateId`), pushing a history entry so Back returns to the grid as it was. Selected rows can
 * be exported, and their AI recommendation accepted in one go for every one not reviewed yet.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, Link, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  BulkActionsToolbar,
  BulkExportButton,
  Button,
  Confirm,
  SearchInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRefresh,
  useUpdateMany,
} from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { RESOURCES } from '../../dataProvider/resources';
import { AppList } from '../../layout/listQuery';
import { useOrganizationScope } from '../../layout/OrganizationsFilter';
import { useListDataGridProps } from '../../lib/listDataGrid';
import { ListExportButton } from '../../lib/ListExportButton';
import { LIST_PARAMS } from '../../routing/listParams';
import { listDefaults, ListUrlState } from '../../routing/listUrlState';
import { PATHS } from '../../routing/paths';
import { writeSearch } from '../../routing/searchParams';
import { choicesOf, labelOf } from '../../../contracts/labels';
import { StatusChip } from '../../resources/candidates/StatusChip';
import { describeError } from '../../dataProvider/httpClient';
import { formatDateTime, RecommendationChip, reviewLabel } from './labels';
import type { PrescreenResultSummary, ReviewDecision } from './types';
import { FilterSelect } from '../../lib/FilterSelect';

const PARAMS = LIST_PARAMS.prescreenResults;
const SORTABLE = new Set<string>(RESOURCES.prescreenResults.sortable);
const SOURCE_CHOICES = choicesOf('prescreenSource');
const RECOMMENDATION_CHOICES = choicesOf('aiRecommendation');

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
    { field: 'sourceType', headerName: 'Source', width: 90, valueFormatter: (v: string) => labelOf.prescreenSource(v) },
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
      renderCell: ({ row }) => <StatusChip status={row.candidateStatus} />,
    },
    { field: 'createdAt', headerName: 'Date', width: 180, valueFormatter: (v: string) => formatDateTime(v) },
  ];
  return defs.map((c) => ({ ...c, sortable: SORTABLE.has(c.field) }));
}

const results = (n: number) => (n === 1 ? 'result' : 'results');

/**
 * "Accept AI recommendation": the selected results not reviewed yet get the reviewer's ACCEPT (each one's candidate
 * status follows its recommendation), after a confirmation naming how many; reviewed ones are left as they are.
 * `resultOf` gives the results seen on any page (a selection can span pages).
 */
function BulkAcceptButton({ resultOf }: { resultOf: Record<string, PrescreenResultSummary> }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany<PrescreenResultSummary & ReviewDecision>();
  const open = selectedIds.filter((id) => resultOf[String(id)]?.reviewDecision == null);
  const reviewed = selectedIds.length - open.length;
  const accept = () =>
    updateMany(
      'prescreenResults',
      { ids: open, data: { decision: 'ACCEPT' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`AI recommendation accepted for ${open.length} ${results(open.length)}`, { type: 'success' });
          setConfirming(false);
          onUnselectItems();
          refresh();
        },
        onError: (e) => notify(describeError(e), { type: 'error' }),
      },
    );
  return (
    <>
      <Button label="Accept AI recommendation" disabled={open.length === 0} onClick={() => setConfirming(true)}>
        <DoneAllIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Accept the AI recommendation of ${open.length} ${results(open.length)}?`}
        content={`Each candidate's status follows the recommendation.${reviewed ? ` ${reviewed} selected ${results(reviewed)} already reviewed ${reviewed === 1 ? 'is' : 'are'} left as ${reviewed === 1 ? 'it is' : 'they are'}.` : ''}`}
        confirm="Accept"
        onConfirm={accept}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** The grid of the list context; a row opens its candidate's review. */
function ResultsDataGrid() {
  const list = useListContext<PrescreenResultSummary>();
  // Every result seen, for the bulk accept of a selection spanning pages.
  const resultOf = useRef<Record<string, PrescreenResultSummary>>({});
  for (const row of list.data ?? []) resultOf.current[String(row.id)] = row;
  const navigate = useNavigate();
  const reviewHref = useReviewHref();
  const cols = useMemo(() => columns(reviewHref), [reviewHref]);
  const gridProps = useListDataGridProps<PrescreenResultSummary>(PARAMS, 'No prescreen results match these filters.');
  return (
    <>
      <BulkActionsToolbar>
        <BulkAcceptButton resultOf={resultOf.current} />
        <BulkExportButton label="Export selected" />
      </BulkActionsToolbar>
      {/* width 0 + min-width 100%: the grid takes the page's width without widening the layout to its columns. */}
      <Box sx={{ height: 'calc(100vh - 260px)', minHeight: 420, width: 0, minWidth: '100%', bgcolor: 'background.paper' }}>
        <DataGrid<PrescreenResultSummary>
          aria-label="Prescreen results"
          {...gridProps}
          columns={cols}
          onRowClick={({ row }) => navigate(reviewHref(row.candidateId))}
          rowHeight={60}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
        />
      </Box>
    </>
  );
}

/** The results grid with its filters (see the file comment). */
export function ResultsGrid() {
  const scope = useOrganizationScope(PARAMS);
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn placeholder="Search results" slotProps={{ htmlInput: { 'aria-label': 'Search results' } }} />,
      <FilterSelect key="sourceType" source="sourceType" label="Source" choices={SOURCE_CHOICES} emptyText="Any source" alwaysOn />,
      <FilterSelect
        key="aiRecommendation"
        source="aiRecommendation"
        label="AI recommendation"
        choices={RECOMMENDATION_CHOICES}
        emptyText="Any recommendation"
        alwaysOn
      />,
      ...scope.inputs,
    ],
    [scope.inputs],
  );
  return (
    <ListUrlState config={PARAMS}>
      <AppList<PrescreenResultSummary>
        resource="prescreenResults"
        title="Prescreen results"
        filter={scope.filter}
        filters={filters}
        {...listDefaults(PARAMS)}
        empty={false}
        pagination={false}
        actions={
          <TopToolbar sx={{ alignItems: 'center' }}>
            <ListExportButton />
          </TopToolbar>
        }
      >
        <ResultsDataGrid />
      </AppList>
    </ListUrlState>
  );
}
