/**
 * The conversation viewer of /admin/chat-conversations: a drawer that reads one record of resource
 * `chatConversations` (the staff view, GET /api/chat-conversations/{id} with the session) and shows who and which agent, status, phase,
 * the per-trial outcomes, links to the candidate and to their prescreen review once the visitor is a candidate,
 * the transcript (plain text bubbles) and "Delete" with confirmation.
 */
import { useState } from 'react';
import { Box, Button, Chip, Divider, Drawer, IconButton, Link, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useGetOne, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { describeError } from '../../../dataProvider/httpClient';
import { QueryErrorPanel } from '../../../layout/QueryErrorPanel';
import { PATHS } from '../../../routing/paths';
import { PendingScreen } from '../../../routing/pending';
import { EnumChip } from '../../../lib/EnumField';
import { visitorLabel, type ConversationRecord } from './labels';
import { StatusChip } from './StatusChip';
import { OutcomeChips } from './OutcomeChips';
import { Transcript } from '../../prescreen/Transcript';

const WITH_TRANSCRIPT = { transcript: true };

/** Label / value line of the header. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** The loaded conversation: facts, links, outcomes, transcript. */
export function ConversationDetailView({ conversation: c }: { conversation: ConversationRecord }) {
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Fact label="Visitor">{visitorLabel(c)}</Fact>
        <Fact label="Agent">{c.agentName ?? '—'}</Fact>
        <Fact label="Organisation">{c.organizationName}</Fact>
        <Fact label="Status">
          <Stack direction="row" spacing={0.5}>
            <StatusChip status={c.status} />
            <EnumChip domain="chatPhase" value={c.phase} variant="outlined" />
            {c.isTest && <Chip size="small" color="warning" label="Test" />}
            {c.visitorLanguage === 'es' && <Chip size="small" color="info" label="Wrote in Spanish: call back in Spanish" />}
          </Stack>
        </Fact>
        <Fact label="Started">{new Date(c.createdAt).toLocaleString()}</Fact>
        <Fact label="Last activity">{new Date(c.updatedAt).toLocaleString()}</Fact>
        {c.progress && (
          <Fact label="Progress">
            Question {c.progress.current} of {c.progress.total}
          </Fact>
        )}
        <Fact label="Messages">{c.messageCount ?? c.messages.length}</Fact>
      </Stack>
      {c.candidateId ? (
        <Stack direction="row" spacing={2}>
          <Link component={RouterLink} to={PATHS.candidate(c.candidateId)}>
            Candidate{c.candidateName ? `: ${c.candidateName}` : ''}
          </Link>
          <Link component={RouterLink} to={PATHS.prescreenReview(c.candidateId)}>
            Prescreen review
          </Link>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No candidate is linked to this conversation yet.
        </Typography>
      )}
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          Outcomes
        </Typography>
        <OutcomeChips outcomes={c.outcomes} wrap />
      </Box>
      <Divider />
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Transcript
        </Typography>
        <Transcript messages={c.messages} />
      </Box>
    </Stack>
  );
}

/** Confirmation, then DELETE through the data provider. */
function DeleteConversationConfirm({
  conversation,
  onDeleted,
  onClose,
}: {
  conversation: ConversationRecord;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<ConversationRecord>();
  const onConfirm = () =>
    remove(
      'chatConversations',
      { id: conversation.id, previousData: conversation },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Conversation deleted', { type: 'success' });
          onDeleted();
        },
        onError: (e) => notify(`Could not delete the conversation: ${describeError(e)}`, { type: 'error' }),
      },
    );
  return (
    <Confirm
      isOpen
      loading={isPending}
      title="Delete this conversation?"
      content="The transcript is deleted for good. A candidate created from it is kept."
      confirm="Delete"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** The viewer drawer of conversation `id` (closed when `id` is null); `onDeleted` runs once it is deleted. */
export function ConversationDrawer({ id, onClose, onDeleted }: { id: string | null; onClose: () => void; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  // `meta` keeps this read apart from the rows a list puts in react-admin's cache, which have no transcript.
  const query = useGetOne<ConversationRecord>('chatConversations', { id: id ?? '', meta: WITH_TRANSCRIPT }, { enabled: Boolean(id) });
  return (
    <Drawer anchor="right" open={Boolean(id)} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } } } }}>
      <Box sx={{ p: 2 }} role="region" aria-label="Conversation">
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Conversation
          </Typography>
          <Button color="error" startIcon={<DeleteIcon />} disabled={!query.data} onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {query.isPending ? (
          <PendingScreen label="Loading the conversation" />
        ) : query.error || !query.data ? (
          <QueryErrorPanel error={query.error} title="Could not load the conversation" onRetry={query.refetch} />
        ) : (
          <ConversationDetailView conversation={query.data} />
        )}
      </Box>
      {confirming && query.data && (
        <DeleteConversationConfirm
          conversation={query.data}
          onClose={() => setConfirming(false)}
          onDeleted={() => {
            setConfirming(false);
            onDeleted();
          }}
        />
      )}
    </Drawer>
  );
}
