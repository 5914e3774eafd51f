/**
 * /admin/chat-conversations (spec §2 admin routes, "Chat conversations"): react-admin's list of resource
 * `chatConversations` (GET /api/chat-conversations/) whose state is the URL params of the spec (routing/listParams.ts
 * `chatConversations`): search, status, sortBy, dateFrom, dateTo, chatAgentId and orgs (the global view's client
 * filter), plus page and perPage; invalid values fall back to the default. The rows are the active organisation's,
 * or in the global view every client organisation's narrowed by `orgs`. Clicking a row opens the conversation
 * viewer; selected rows can be deleted or exported together.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { Box, Chip, MenuItem, TextField, Typography } from '@mui/material';
import { BulkDeleteButton, BulkExportButton, DataTable, DateInput, SearchInput, TopToolbar, useGetList, useListContext } from 'react-admin';
import { useActiveOrganization } from '../../../authProvider/ActiveOrganization';
import { sortByValue } from '../../../dataProvider/resources';
import { AppList } from '../../../layout/listQuery';
import { useOrganizationScope } from '../../../layout/OrganizationsFilter';
import { ListExportButton } from '../../../lib/ListExportButton';
import { LIST_PARAMS } from '../../../routing/listParams';
import { listDefaults, ListUrlState } from '../../../routing/listUrlState';
import { CHAT_CONVERSATION_SORTS, MAX_PAGE_SIZE } from '../../../../contracts/constants';
import { choicesOf, labelOf } from '../../../../contracts/labels';
import type { ChatConversation } from '../../../../contracts/chatConversations';
import type { ChatAgent } from '../chatAgents/agentForm';
import { ConversationDrawer } from './ConversationDrawer';
import { visitorLabel } from './labels';
import { StatusChip } from './StatusChip';
import { OutcomeChips } from './OutcomeChips';
import { FilterSelect } from '../../../lib/FilterSelect';

const PARAMS = LIST_PARAMS.chatConversations;
const STATUS_CHOICES = choicesOf('chatConversationStatus');
const formatDateTime = (value: string) => new Date(value).toLocaleString();

/** The spec's `sortBy` as a select of the list's sort (the column headers sort too). */
function SortBySelect() {
  const { sort, setSort } = useListContext();
  const value = sortByValue(CHAT_CONVERSATION_SORTS, sort) ?? '';
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(e) => {
        const [field, dir] = e.target.value.split(':');
        setSort({ field, order: dir === 'desc' ? 'DESC' : 'ASC' });
      }}
      sx={{ minWidth: 220 }}
    >
      {choicesOf('chatConversationSort').map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The filter inputs: search, status, dates, the agents of the visible organisations, and `clients` (the global view's). */
function useConversationFilters(organizationIds: string[], clients: ReactElement[]) {
  const { data: agents = [] } = useGetList<ChatAgent>(
    'chatAgents',
    { filter: { organizationIds }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: MAX_PAGE_SIZE } },
    { enabled: organizationIds.length > 0 },
  );
  return useMemo(
    () => [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder="Search conversations"
        slotProps={{ htmlInput: { 'aria-label': 'Search conversations' } }}
      />,
      <FilterSelect key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="Any status" alwaysOn />,
      <DateInput key="dateFrom" source="dateFrom" label="From" alwaysOn />,
      <DateInput key="dateTo" source="dateTo" label="To" alwaysOn />,
      <FilterSelect key="chatAgentId" source="chatAgentId" label="Agent" choices={agents} emptyText="Any agent" alwaysOn />,
      ...clients,
    ],
    [agents, clients],
  );
}

/** The chat conversations page. */
export default function ChatConversationsPage() {
  const scope = useOrganizationScope(PARAMS);
  const filters = useConversationFilters(scope.filter.organizationIds, scope.inputs);
  const { globalAccess } = useActiveOrganization();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Typography variant="h5" component="h2">
        Chat conversations
      </Typography>
      <ListUrlState config={PARAMS}>
        <AppList<ChatConversation>
          resource="chatConversations"
          title="Chat conversations"
          storeKey="admin.chatConversations.listParams"
          filter={scope.filter}
          filters={filters}
          {...listDefaults(PARAMS)}
          empty={false}
          actions={
            <TopToolbar sx={{ alignItems: 'center' }}>
              <SortBySelect />
              <ListExportButton />
            </TopToolbar>
          }
        >
          <DataTable<ChatConversation>
            aria-label="Chat conversations"
            rowClick={(id) => {
              setOpenId(String(id));
              return false;
            }}
            bulkActionButtons={
              <>
                <BulkExportButton label="Export selected" />
                <BulkDeleteButton mutationMode="pessimistic" />
              </>
            }
            empty={<Typography sx={{ p: 2 }}>No conversations match these filters.</Typography>}
          >
            <DataTable.Col source="createdAt" label="Started" render={(c) => formatDateTime(c.createdAt)} />
            <DataTable.Col source="updatedAt" label="Last activity" render={(c) => formatDateTime(c.updatedAt)} />
            <DataTable.Col label="Visitor" disableSort render={visitorLabel} />
            <DataTable.Col label="Agent" disableSort render={(c) => c.agentName ?? '—'} />
            {globalAccess && <DataTable.Col source="organizationName" label="Client" disableSort />}
            <DataTable.Col source="status" label="Status" render={(c) => <StatusChip status={c.status} />} />
            <DataTable.Col label="Phase" disableSort render={(c) => labelOf.chatPhase(c.phase)} />
            <DataTable.Col source="messageCount" label="Messages" disableSort />
            <DataTable.Col label="Outcome" disableSort render={(c) => <OutcomeChips outcomes={c.outcomes} />} />
            <DataTable.Col label="Test" disableSort render={(c) => (c.isTest ? <Chip size="small" color="warning" label="Test" /> : null)} />
          </DataTable>
        </AppList>
      </ListUrlState>
      <ConversationDrawer id={openId} onClose={() => setOpenId(null)} onDeleted={() => setOpenId(null)} />
    </Box>
  );
}
