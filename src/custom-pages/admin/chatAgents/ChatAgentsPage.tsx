/**
 * /admin/chat-agents (spec §2 admin routes, param `search`, "Chat agents"): the chat agents of the active
 * organisation (in the operator's global view, of every client organisation), searched by name, with their type,
 * trials, prescreen form, active flag and the "Public chat" badge of the organisation's published agent. New / edit in
 * a dialog, delete with confirmation, "Try it" (a test conversation opened in a new tab) and "Open public chat".
 */
import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useGetMany, useNotify } from 'react-admin';
import { useActiveOrganization, useVisibleOrganizationIds } from '../../../authProvider/ActiveOrganization';
import { describeError } from '../../../dataProvider/httpClient';
import type { PrescreenFormSummary, Trial } from '../../../dataProvider/types';
import { QueryErrorPanel } from '../../../layout/QueryErrorPanel';
import { OrganizationName } from '../../../resources/organizations/OrganizationName';
import { PendingScreen } from '../../../routing/pending';
import { SEARCH, useValidatedSearch } from '../../../routing/searchParams';
import { AGENT_TYPE_LABELS, chatAgentKeys, deleteChatAgent, listChatAgents, openPublicChat, tryChatAgent, type ChatAgent, type ChatAgentType } from './api';
import { ChatAgentDialog } from './ChatAgentDialog';
import { DebouncedSearchField } from '../../../lib/DebouncedSearchField';

/** Confirmation of deleting `agent`, then DELETE. */
function DeleteAgentConfirm({ agent, onDone, onClose }: { agent: ChatAgent; onDone: () => void; onClose: () => void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteChatAgent(agent.id);
      onDone();
    } catch (e) {
      notify(`Could not delete the agent: ${describeError(e)}`, { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Confirm
      isOpen
      loading={busy}
      title={`Delete ${agent.name}?`}
      content={`The agent is removed; its past conversations stay.${agent.published ? " It is the organisation's public chat: the public chat is turned off until another agent is published." : ''}`}
      confirm="Delete"
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}

/** NCT IDs (or titles) of the trials of the listed agents, read once for all rows. */
function useLabels(agents: ChatAgent[]) {
  const trialIds = useMemo(() => [...new Set(agents.flatMap((a) => a.trialIds))], [agents]);
  const formIds = useMemo(() => [...new Set(agents.flatMap((a) => (a.prescreenFormId ? [a.prescreenFormId] : [])))], [agents]);
  const { data: trials } = useGetMany<Trial>('trials', { ids: trialIds }, { enabled: trialIds.length > 0 });
  const { data: forms } = useGetMany<PrescreenFormSummary & { content?: unknown }>('prescreenForms', { ids: formIds }, { enabled: formIds.length > 0 });
  return useMemo(
    () => ({
      trial: new Map((trials ?? []).map((t) => [t.id, t])),
      form: new Map((forms ?? []).map((f) => [f.id, f.name])),
    }),
    [trials, forms],
  );
}

/** One agent's row with its actions. */
function AgentRow({
  agent,
  labels,
  showClient,
  onEdit,
  onDelete,
}: {
  agent: ChatAgent;
  labels: ReturnType<typeof useLabels>;
  showClient: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const notify = useNotify();
  const [starting, setStarting] = useState(false);
  const tryIt = async () => {
    setStarting(true);
    try {
      await tryChatAgent(agent);
    } catch (e) {
      notify(`Could not start a test conversation: ${describeError(e)}`, { type: 'error' });
    } finally {
      setStarting(false);
    }
  };
  return (
    <TableRow hover>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{agent.name}</span>
          {agent.published && <Chip size="small" color="primary" label="Public chat" />}
        </Stack>
      </TableCell>
      <TableCell>{AGENT_TYPE_LABELS[agent.type as ChatAgentType] ?? agent.type}</TableCell>
      <TableCell>
        {agent.trialIds.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None
          </Typography>
        ) : (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {agent.trialIds.map((id) => {
              const t = labels.trial.get(id);
              return (
                <Tooltip key={id} title={t?.title ?? ''}>
                  <Chip size="small" variant="outlined" label={t ? (t.nctId ?? t.title) : '…'} />
                </Tooltip>
              );
            })}
          </Stack>
        )}
      </TableCell>
      <TableCell>{agent.prescreenFormId ? (labels.form.get(agent.prescreenFormId) ?? '…') : '—'}</TableCell>
      {showClient && (
        <TableCell>
          <OrganizationName id={agent.organizationId} />
        </TableCell>
      )}
      <TableCell>{agent.active ? 'Active' : <Chip size="small" label="Inactive" />}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Button size="small" startIcon={<PlayArrowIcon />} disabled={starting} onClick={() => void tryIt()}>
          Try it
        </Button>
        {agent.published && (
          <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => openPublicChat(agent.organizationId)}>
            Open public chat
          </Button>
        )}
        <IconButton size="small" aria-label={`Edit ${agent.name}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Delete ${agent.name}`} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

/** The chat agents page. */
export default function ChatAgentsPage() {
  const [search, setSearch] = useValidatedSearch(SEARCH.chatAgents);
  const organizationIds = useVisibleOrganizationIds(undefined);
  const { globalAccess } = useActiveOrganization();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [editing, setEditing] = useState<ChatAgent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ChatAgent | null>(null);

  const list = useQuery({
    queryKey: chatAgentKeys.list(organizationIds, search.search),
    queryFn: ({ signal }) => listChatAgents(organizationIds, search.search, signal),
    enabled: organizationIds.length > 0,
  });
  const agents = useMemo(() => list.data?.chatAgents ?? [], [list.data]);
  const labels = useLabels(agents);
  // The published agent of each organisation, across every listed agent (a search may hide it: then none is named).
  const publishedByOrganization = useMemo(() => Object.fromEntries(agents.filter((a) => a.published).map((a) => [a.organizationId, a])), [agents]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatAgentKeys.all });

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      <Title title="Chat agents" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Chat agents
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The agents that pre-screen visitors and schedule site visits by chat. The agent published as an organisation's
        public chat answers visitors of its chat page.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <DebouncedSearchField label="Search agents" value={search.search} onChange={(value) => setSearch({ search: value || null })} />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          New agent
        </Button>
      </Stack>
      {organizationIds.length === 0 ? (
        <Typography>No organisation is active.</Typography>
      ) : list.isPending ? (
        <PendingScreen label="Loading the chat agents" />
      ) : list.error ? (
        <QueryErrorPanel error={list.error} title="Could not load the chat agents" onRetry={() => void list.refetch()} />
      ) : agents.length === 0 ? (
        <Typography>{search.search ? `No agent's name contains "${search.search}".` : 'No chat agents yet. Use "New agent" to create one.'}</Typography>
      ) : (
        <Card>
          <TableContainer>
            <Table size="small" aria-label="Chat agents">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Trials</TableCell>
                  <TableCell>Prescreen form</TableCell>
                  {globalAccess && <TableCell>Client</TableCell>}
                  <TableCell>Active</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {agents.map((agent) => (
                  <AgentRow
                    key={agent.id}
                    agent={agent}
                    labels={labels}
                    showClient={globalAccess}
                    onEdit={() => setEditing(agent)}
                    onDelete={() => setDeleting(agent)}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {list.data && list.data.total > agents.length && (
            <Typography variant="caption" sx={{ p: 1, display: 'block' }}>
              The first {agents.length} of {list.data.total} agents; search by name to narrow the list.
            </Typography>
          )}
        </Card>
      )}
      {editing && (
        <ChatAgentDialog
          agent={editing === 'new' ? null : editing}
          publishedByOrganization={publishedByOrganization}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify(editing === 'new' ? `Chat agent "${saved.name}" created` : `Chat agent "${saved.name}" saved`, { type: 'success' });
            refresh();
          }}
        />
      )}
      {deleting && (
        <DeleteAgentConfirm
          agent={deleting}
          onClose={() => setDeleting(null)}
          onDone={() => {
            notify(`Chat agent "${deleting.name}" deleted`, { type: 'success' });
            setDeleting(null);
            refresh();
          }}
        />
      )}
    </Box>
  );
}
