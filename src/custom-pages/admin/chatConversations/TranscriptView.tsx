/**
 * A chat transcript as bubbles (staff conversation viewer, issue 4): visitor lines on the right, agent lines on the
 * left, each with its time; quick-reply buttons an agent line offered are listed under it. Every text is rendered as
 * a React text node (plain text, never HTML), with its line breaks kept.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ChatMessage } from './api';

/** One line. */
function Bubble({ message }: { message: ChatMessage }) {
  const visitor = message.role === 'visitor';
  const quickReplies = message.reply?.quickReplies ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: visitor ? 'flex-end' : 'flex-start' }} data-role={message.role}>
      <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
        {visitor ? 'Visitor' : 'Agent'} · {new Date(message.createdAt).toLocaleString()}
      </Typography>
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: visitor ? 'primary.main' : 'action.hover',
          color: visitor ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="body2" component="div">
          {message.text}
        </Typography>
      </Box>
      {quickReplies.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {quickReplies.map((q, i) => (
            <Chip key={`${i}:${q.label}`} size="small" variant="outlined" label={q.label} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The transcript, oldest line first; `messages` are sorted by their sequence number. */
export function TranscriptView({ messages }: { messages: readonly ChatMessage[] }) {
  if (messages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No messages.
      </Typography>
    );
  }
  const ordered = [...messages].sort((a, b) => a.seq - b.seq);
  return (
    <Stack spacing={1.25} aria-label="Transcript" role="log">
      {ordered.map((m) => (
        <Bubble key={m.id} message={m} />
      ))}
    </Stack>
  );
}
