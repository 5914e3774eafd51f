/**
 * A chat transcript for staff ("Results and review", the conversation viewer of /admin/chat-conversations;
 * shape `chatMessage[]`): agent and visitor bubbles in order, each line an element `#msg-<messageId>` that the evidence
 * links scroll to and focus; the quick-reply buttons an agent line offered are listed under it. Evidence lines are
 * highlighted and carry an "Evidence" label that screen readers announce too. Every line is rendered as plain text
 * (React escapes it), never as HTML.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatDateTime } from './labels';
import type { ChatMessage } from './types';

/** The element id of a transcript line (the target of the evidence links). */
export const messageElementId = (messageId: string) => `msg-${messageId}`;

/** Scrolls to the transcript line `messageId` and moves the keyboard focus onto it; false when it is not shown. */
export function focusMessage(messageId: string): boolean {
  const el = document.getElementById(messageElementId(messageId));
  if (!el) return false;
  el.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  el.focus({ preventScroll: true });
  return true;
}

export interface TranscriptProps {
  messages: readonly (Omit<ChatMessage, 'createdAt'> & { createdAt: string | Date })[];
  /** Ids of the lines that are evidence for a verdict (none in the conversation viewer). */
  evidenceIds?: ReadonlySet<string>;
  /** Accessible name of the transcript list. */
  label?: string;
}

/** The transcript as a list of chat bubbles (visitor on the right), in sequence order. */
export function Transcript({ messages, evidenceIds = new Set(), label = 'Transcript' }: TranscriptProps) {
  if (messages.length === 0) return <Typography color="text.secondary">The transcript has no lines.</Typography>;
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {[...messages]
        .sort((a, b) => a.seq - b.seq)
        .map((m) => {
          const visitor = m.role === 'visitor';
          const evidence = evidenceIds.has(m.id);
          const quickReplies = m.reply?.quickReplies ?? [];
          return (
            <Box
              component="li"
              key={m.id}
              id={messageElementId(m.id)}
              tabIndex={-1}
              data-evidence={evidence || undefined}
              sx={{
                alignSelf: visitor ? 'flex-end' : 'flex-start',
                maxWidth: '80%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: visitor ? 'primary.main' : 'action.hover',
                color: visitor ? 'primary.contrastText' : 'text.primary',
                border: 3,
                borderColor: evidence ? 'warning.main' : 'transparent',
                scrollMarginTop: 80,
                '&:focus-visible, &:focus': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
              }}
            >
              <Typography variant="caption" component="div" sx={{ opacity: 0.85, display: 'flex', gap: 1, alignItems: 'center' }}>
                <span>{visitor ? 'Visitor' : 'Agent'}</span>
                <span>{formatDateTime(typeof m.createdAt === 'string' ? m.createdAt : m.createdAt.toISOString())}</span>
                {evidence && <Chip size="small" color="warning" label="Evidence" aria-label="evidence" sx={{ height: 18 }} />}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.text}
              </Typography>
              {quickReplies.length > 0 && (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }} aria-label="Quick replies offered">
                  {quickReplies.map((q, i) => (
                    <Chip key={`${i}:${q.label}`} size="small" variant="outlined" label={q.label} />
                  ))}
                </Stack>
              )}
            </Box>
          );
        })}
    </Box>
  );
}
