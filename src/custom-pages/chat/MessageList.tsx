/**
 * The transcript of the public chat ("Public chat"): an `aria-live="polite"` log, the visitor's lines on the
 * right and the agent's on the left, each with a role label for screen readers ("You said" / "<agent> said"),
 * progress lines ("Question 4 of 12") as a small centred note, and a typing indicator ("Agent is typing") while a
 * request is in flight. Text is rendered as text (React escapes it): never HTML.
 */
import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { ChatMessage } from './types';

/** Hidden on screen, read by screen readers (the role labels of the lines). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

/** Three dots on the agent's side, announced as "Agent is typing". */
export function TypingIndicator() {
  return (
    <Box
      role="status"
      aria-label="Agent is typing"
      sx={{ alignSelf: 'flex-start', display: 'flex', gap: 0.5, px: 2, py: 1.5, borderRadius: 3, bgcolor: 'grey.200' }}
    >
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: `${blink} 1.2s ${i * 0.2}s infinite ease-in-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}

/** One transcript line as a bubble; `agentName` names the agent for screen readers. */
export function MessageBubble({ message, agentName }: { message: ChatMessage; agentName: string }) {
  if (message.role === 'agent' && message.reply?.type === 'progress') {
    return (
      <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center', py: 0.5 }}>
        {message.text}
      </Typography>
    );
  }
  const mine = message.role === 'visitor';
  return (
    <Box
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 2,
        py: 1.25,
        borderRadius: 3,
        borderBottomRightRadius: mine ? 4 : undefined,
        borderBottomLeftRadius: mine ? undefined : 4,
        bgcolor: mine ? 'primary.main' : 'background.paper',
        color: mine ? 'primary.contrastText' : 'text.primary',
        border: mine ? 'none' : 1,
        borderColor: 'divider',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {mine ? 'You said: ' : `${agentName} said: `}
      </Box>
      <Typography component="span" variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Typography>
    </Box>
  );
}

/** The conversation log; scrolls to the newest line when lines arrive or the agent starts typing. */
export function MessageList({ messages, agentName, typing }: { messages: readonly ChatMessage[]; agentName: string; typing: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [messages.length, typing]);
  return (
    <Box role="log" aria-live="polite" aria-label="Conversation" sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      {messages.map((m) => (
        <MessageBubble key={m.id} message={m} agentName={agentName} />
      ))}
      {typing && <TypingIndicator />}
      <div ref={end} />
    </Box>
  );
}
