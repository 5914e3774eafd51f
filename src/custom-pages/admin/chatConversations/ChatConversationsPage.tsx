/**
 * /admin/chat-conversations (spec §2 admin routes, "Chat conversations"): a server-paged grid over
 * GET /api/chat-conversations/ whose filters are the URL params of the spec — search (sent as q), status, sortBy,
 * dateFrom, dateTo, chatAgentId and orgs (the global view's client filter); invalid values are dropped from the URL.
 * The rows are the active organisation's, or in the global view every client organisation's narrowed by `orgs`.
 * Clicking a row opens the conversation viewer.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { useActiveOrganization, useVisibleOrganizationIds } from '../../../authProvider/ActiveOrganization';
import { OrganizationsFilter } from '../../../layout/OrganizationsFilter';
import { QueryErrorPanel } from '../../../layout/QueryErrorPanel';
import { SEARCH, useValidatedSearch } from '../../../routing/searchParams';
import { CHAT_CONVERSATION_SORTS, CHAT_CONVERSATION_STATUSES } from '../../../../contracts/constants';
import { chatAgentKeys, listChatAgents } from '../chatAgents/api';
import { DebouncedSearchField } from '../../../lib/DebouncedSearchField';
import {
  conversationKeys,
  conversationListQuery,
  DEFAULT_SORT,
  listConversations,
  phaseLabel,
  SORT_LABELS,
  sortByOf,
  sortModelOf,
  visitorLabel,
  type ChatConversation,
  type ChatConversationSort,
} from './api';
import { ConversationDrawer } from './ConversationDrawer';
import { OutcomeChips } from './OutcomeChips';

const PAGE_SIZES = [25, 50, 100];
const toDate = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);

const COLUMNS: GridColDef<ChatConversation>[] = [
  { field: 'createdAt', headerName: 'Started', type: 'dateTime', width: 170, valueGetter: toDate },
  { field: 'updatedAt', headerName: 'Last activity', type: 'dateTime', width: 170, valueGetter: toDate },
  { field: 'visitorName', headerName: 'Visitor', minWidth: 160, flex: 1, sortable: false, valueGetter: (_v, row) => visitorLabel(row) },
  { field: 'agentName', headerName: 'Agent', minWidth: 150, flex: 1, sortable: false, valueGetter: (_v, row) => row.agentName ?? '—' },
  { field: 'organizationName', headerName: 'Client', minWidth: 150, flex: 1, sortable: false },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    renderCell: ({ row }) => (
      <Chip size="small" label={row.status === 'COMPLETED' ? 'Completed' : 'Ongoing'} color={row.status === 'COMPLETED' ? 'success' : 'default'} />
    ),
  },
  { field: 'phase', headerName: 'Phase', width: 120, sortable: false, valueFormatter: (v: string) => phaseLabel(v) },
  { field: 'messageCount', headerName: 'Messages', type: 'number', width: 100, sortable: false },
  {
    field: 'outcomes',
    headerName: 'Outcome',
    minWidth: 200,
    flex: 1.2,
    sortable: false,
    renderCell: ({ row }) => <OutcomeChips outcomes={row.outcomes} />,
  },
  {
    field: 'isTest',
    headerName: 'Test',
    width: 80,
    sortable: false,
    renderCell: ({ row }) => (row.isTest ? <Chip size="small" color="warning" label="Test" /> : null),
  },
];

/** The chat agents of the visible organisations, for the agent filter. */
function AgentFilter({ organizationIds, value, onChange }: { organizationIds: string[]; value: string | undefined; onChange: (id: string | null) => void }) {
  const agents = useQuery({
    queryKey: chatAgentKeys.list(organizationIds, undefined),
    queryFn: ({ signal }) => listChatAgents(organizationIds, undefined, signal),
    enabled: organizationIds.length > 0,
  });
  const options = agents.data?.chatAgents ?? [];
  const known = !value || options.some((a) => a.id === value);
  return (
    <TextField
      select
      size="small"
      label="Agent"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      error={Boolean(agents.error)}
      helperText={agents.error ? 'Could not load the agents' : undefined}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">
        <em>Any agent</em>
      </MenuItem>
      {options.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {a.name}
        </MenuItem>
      ))}
      {!known && value && <MenuItem value={value}>{agents.isPending ? 'Loading…' : 'Unknown agent'}</MenuItem>}
    </TextField>
  );
}

/** The chat conversations page. */
export default function ChatConversationsPage() {
  const [search, setSearch] = useValidatedSearch(SEARCH.chatConversations);
  const organizationIds = useVisibleOrganizationIds(search.orgs);
  const { globalAccess } = useActiveOrganization();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0] });
  const [openId, setOpenId] = useState<string | null>(null);

  // A new filter starts again from the first page.
  const filterKey = JSON.stringify([search, organizationIds]);
  const previousFilterKey = useRef(filterKey);
  useEffect(() => {
    if (previousFilterKey.current === filterKey) return;
    previousFilterKey.current = filterKey;
    setPagination((p) => (p.page === 0 ? p : { ...p, page: 0 }));
  }, [filterKey]);

  const query = useMemo(
    () => conversationListQuery(search, organizationIds, pagination.page, pagination.pageSize),
    [search, organizationIds, pagination],
  );
  const list = useQuery({
    queryKey: conversationKeys.list(query),
    queryFn: ({ signal }) => listConversations(query, signal),
    enabled: organizationIds.length > 0,
    placeholderData: keepPreviousData,
  });
  const sortBy = search.sortBy ?? DEFAULT_SORT;
  const dateError = search.dateFrom && search.dateTo && search.dateFrom > search.dateTo ? '"From" is after "To"' : undefined;

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title="Chat conversations" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Chat conversations
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <DebouncedSearchField label="Search conversations" value={search.search} onChange={(value) => setSearch({ search: value || null })} />
        <TextField select size="small" label="Status" value={search.status ?? ''} onChange={(e) => setSearch({ status: e.target.value || null })} sx={{ minWidth: 140 }}>
          <MenuItem value="">
            <em>Any status</em>
          </MenuItem>
          {CHAT_CONVERSATION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s === 'ONGOING' ? 'Ongoing' : 'Completed'}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Sort by"
          value={sortBy}
          onChange={(e) => setSearch({ sortBy: e.target.value })}
          sx={{ minWidth: 220 }}
        >
          {CHAT_CONVERSATION_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {SORT_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        {(['dateFrom', 'dateTo'] as const).map((key) => (
          <TextField
            key={key}
            type="date"
            size="small"
            label={key === 'dateFrom' ? 'From' : 'To'}
            value={search[key] ?? ''}
            onChange={(e) => setSearch({ [key]: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: key === 'dateFrom' ? { max: search.dateTo } : { min: search.dateFrom } }}
            error={key === 'dateFrom' && Boolean(dateError)}
            helperText={key === 'dateFrom' ? dateError : undefined}
          />
        ))}
        <AgentFilter organizationIds={organizationIds} value={search.chatAgentId} onChange={(id) => setSearch({ chatAgentId: id })} />
        <OrganizationsFilter value={search.orgs} onChange={(orgs) => setSearch({ orgs })} />
      </Stack>
      {list.error ? (
        <QueryErrorPanel error={list.error} title="Could not load the conversations" onRetry={() => void list.refetch()} />
      ) : (
        // width 0 + min-width 100%: the grid takes the page's width without widening the layout to its columns.
        <Box sx={{ height: 'calc(100vh - 280px)', minHeight: 420, width: 0, minWidth: '100%', bgcolor: 'background.paper' }}>
          <DataGrid<ChatConversation>
            aria-label="Chat conversations"
            rows={list.data?.chatConversations ?? []}
            columns={COLUMNS}
            rowCount={list.data?.total ?? 0}
            loading={list.isFetching || (list.isPending && organizationIds.length > 0)}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            paginationModel={pagination}
            onPaginationModelChange={(model) => setPagination(model.pageSize !== pagination.pageSize ? { page: 0, pageSize: model.pageSize } : model)}
            pageSizeOptions={PAGE_SIZES}
            sortModel={sortModelOf(sortBy)}
            onSortModelChange={(model) => setSearch({ sortBy: sortByOf(model) })}
            disableRowSelectionOnClick
            onRowClick={({ id }) => setOpenId(String(id))}
            columnVisibilityModel={{ organizationName: globalAccess }}
            localeText={{ noRowsLabel: 'No conversations match these filters.' }}
            sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
        </Box>
      )}
      {list.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {list.data.total.toLocaleString()} conversations
        </Typography>
      )}
      <ConversationDrawer
        id={openId}
        onClose={() => setOpenId(null)}
        onDeleted={() => {
          setOpenId(null);
          notify('Conversation deleted', { type: 'success' });
          queryClient.removeQueries({ queryKey: conversationKeys.detail(openId ?? '') });
          void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
        }}
      />
    </Box>
  );
}
