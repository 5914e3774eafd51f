/**
 * /admin/chat-agents (spec §2 admin routes, param `search`, "Chat agents"): react-admin's list of resource
 * `chatAgents` (GET /api/chat-agents/internal) for the active organisation (in the operator's global view, every
 * client organisation), searched by name, sorted and paged with its state in the URL (routing/listParams.ts
 * `chatAgents`). Each row shows the type, trials, prescreen form, active flag and the "Public chat" badge of the
 * organisation's published agent, with "Try it" (a test conversation opened in a new tab), "Open public chat", edit
 * (a dialog) and delete (after a confirmation). Selected rows can be deleted or exported together.
 */
import { useState } from 'react';
import { Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  BulkDeleteButton,
  BulkExportButton,
  Confirm,
  DataTable,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  TopToolbar,
  useDataProvider,
  useDelete,
  useNotify,
  WithRecord,
} from 'react-admin';
import { useActiveOrganization, useVisibleOrganizationIds } from '../../../authProvider/ActiveOrganization';
import type { PhasesDataProvider } from '../../../dataProvider';
import { describeError } from '../../../dataProvider/httpClient';
import type { Trial } from '../../../dataProvider/types';
import { AppList } from '../../../layout/listQuery';
import { searchFilter } from '../../../layout/searchFilter';
import { ListExportButton } from '../../../lib/ListExportButton';
import { OrganizationName } from '../../../resources/organizations/OrganizationName';
import { LIST_PARAMS } from '../../../routing/listParams';
import { listDefaults, ListUrlState } from '../../../routing/listUrlState';
import { PATHS } from '../../../routing/paths';
import { EnumField } from '../../../lib/EnumField';
import type { ChatAgent } from './agentForm';
import { ChatAgentDialog } from './ChatAgentDialog';
import { openInNewTab, testChatUrl } from './publicChatLinks';

const PARAMS = LIST_PARAMS.chatAgents;
const filters = [searchFilter('Search agents')];

/** Confirmation of deleting `agent`, then DELETE through the data provider. */
function DeleteAgentConfirm({ agent, onClose }: { agent: ChatAgent; onClose: () => void }) {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<ChatAgent>();
  const onConfirm = () =>
    remove(
      'chatAgents',
      { id: agent.id, previousData: agent },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Chat agent "${agent.name}" deleted`, { type: 'success' }),
        onError: (e) => notify(`Could not delete the agent: ${describeError(e)}`, { type: 'error' }),
        onSettled: onClose,
      },
    );
  return (
    <Confirm
      isOpen
      loading={isPending}
      title={`Delete ${agent.name}?`}
      content={`The agent is removed; its past conversations stay.${agent.published ? " It is the organisation's public chat: the public chat is turned off until another agent is published." : ''}`}
      confirm="Delete"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** "Try it", "Open public chat", edit and delete of one agent. */
function AgentActions({ agent, onEdit, onDelete }: { agent: ChatAgent; onEdit: () => void; onDelete: () => void }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<PhasesDataProvider>();
  const [starting, setStarting] = useState(false);
  const tryIt = async () => {
    setStarting(true);
    try {
      openInNewTab(testChatUrl(await dataProvider.tryChatAgent(agent.id), agent.organizationId));
    } catch (e) {
      notify(`Could not start a test conversation: ${describeError(e)}`, { type: 'error' });
    } finally {
      setStarting(false);
    }
  };
  return (
    <Box sx={{ whiteSpace: 'nowrap', textAlign: 'right' }} onClick={(e) => e.stopPropagation()}>
      <Button size="small" startIcon={<PlayArrowIcon />} disabled={starting} onClick={() => void tryIt()}>
        Try it
      </Button>
      {agent.published && (
        <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => openInNewTab(PATHS.chatOf(agent.organizationId))}>
          Open public chat
        </Button>
      )}
      <IconButton size="small" aria-label={`Edit ${agent.name}`} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Delete ${agent.name}`} onClick={onDelete}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The agent's trials as chips (NCT ID, or the title) with the title as tooltip. */
function TrialChips() {
  return (
    <ReferenceArrayField<ChatAgent, Trial>
      source="trialIds"
      reference="trials"
      empty={
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      }
    >
      <SingleFieldList linkType={false}>
        <WithRecord<Trial>
          render={(t) => (
            <Tooltip title={t.title}>
              <Chip size="small" variant="outlined" label={t.nctId ?? t.title} />
            </Tooltip>
          )}
        />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

/** The chat agents page. */
export default function ChatAgentsPage() {
  const organizationIds = useVisibleOrganizationIds(undefined);
  const { globalAccess } = useActiveOrganization();
  const notify = useNotify();
  const [editing, setEditing] = useState<ChatAgent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ChatAgent | null>(null);

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Chat agents
      </Typography>
      <Typography color="text.secondary">
        The agents that pre-screen visitors and schedule site visits by chat. The agent published as an organisation's public chat answers visitors of
        its chat page.
      </Typography>
      <ListUrlState config={PARAMS}>
        <AppList<ChatAgent>
          resource="chatAgents"
          title="Chat agents"
          storeKey="admin.chatAgents.listParams"
          filter={{ organizationIds }}
          filters={filters}
          {...listDefaults(PARAMS)}
          empty={false}
          actions={
            <TopToolbar sx={{ alignItems: 'center' }}>
              <ListExportButton />
              <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
                New agent
              </Button>
            </TopToolbar>
          }
        >
          <DataTable<ChatAgent>
            aria-label="Chat agents"
            rowClick={false}
            bulkActionButtons={
              <>
                <BulkExportButton label="Export selected" />
                <BulkDeleteButton mutationMode="pessimistic" />
              </>
            }
            empty={<Typography sx={{ p: 2 }}>No chat agents match. Use "New agent" to create one.</Typography>}
          >
            <DataTable.Col
              source="name"
              label="Name"
              render={(agent) => (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{agent.name}</span>
                  {agent.published && <Chip size="small" color="primary" label="Public chat" />}
                </Stack>
              )}
            />
            <DataTable.Col source="type" label="Type">
              <EnumField source="type" domain="chatAgentType" />
            </DataTable.Col>
            <DataTable.Col label="Trials" disableSort render={() => <TrialChips />} />
            <DataTable.Col
              label="Prescreen form"
              disableSort
              render={(agent) =>
                agent.prescreenFormId ? (
                  <ReferenceField source="prescreenFormId" reference="prescreenForms" link={false}>
                    <TextField source="name" />
                  </ReferenceField>
                ) : (
                  '—'
                )
              }
            />
            {globalAccess && <DataTable.Col label="Client" disableSort render={(agent) => <OrganizationName id={agent.organizationId} />} />}
            <DataTable.Col source="active" label="Active" render={(agent) => (agent.active ? 'Active' : <Chip size="small" label="Inactive" />)} />
            <DataTable.Col
              label="Actions"
              disableSort
              render={(record) => {
                const agent = record as ChatAgent;
                return <AgentActions agent={agent} onEdit={() => setEditing(agent)} onDelete={() => setDeleting(agent)} />;
              }}
            />
          </DataTable>
        </AppList>
      </ListUrlState>
      {editing && (
        <ChatAgentDialog
          agent={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify(editing === 'new' ? `Chat agent "${saved.name}" created` : `Chat agent "${saved.name}" saved`, { type: 'success' });
          }}
        />
      )}
      {deleting && <DeleteAgentConfirm agent={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
