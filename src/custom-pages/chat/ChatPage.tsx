/**
 * /chat/{organizationId} (spec §2, "Public chat"): the public, mobile-first chat in the organisation's name,
 * outside react-admin. The organisation is checked through the public lookup (404 → the not-found page; any other
 * failure is logged and the page loads with the title "Chat"). Without `conversation-id` and `token` in the URL it
 * shows a start screen; starting puts both in the URL (replace) so a reload resumes; with them it loads that
 * conversation ("This chat link is no longer valid" on a 404). While the conversation waits for the identity check
 * the verification form follows the transcript; afterwards the composer sits at the bottom until the chat closes.
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, AppBar, Box, Button, Paper, Stack, Toolbar, Typography } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { NotFound } from '../../layout/NotFound';
import { PendingScreen } from '../../routing/pending';
import { SEARCH, useValidatedSearch } from '../../routing/searchParams';
import type { ConversationKey, OrganizationPublic } from './types';
import { LINK_INVALID } from './chatErrors';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { answerAids, isClosed, progressText } from './transcript';
import { useConversation, type ConversationState, type InlineFailure } from './useConversation';
import { useOrganizationLookup } from './useOrganizationLookup';
import { VerificationForm } from './VerificationForm';

/** Content column width: the page reads as a phone-sized column on wide screens too. */
const COLUMN = { width: '100%', maxWidth: 720, mx: 'auto' } as const;

/** The page: organisation check, then the chat. */
export default function ChatPage() {
  const { organizationId = '' } = useParams();
  const lookup = useOrganizationLookup(organizationId);
  if (lookup.state === 'notFound') return <NotFound />;
  if (lookup.state === 'loading') return <PendingScreen label="Loading chat" />;
  return <ChatRoom organizationId={organizationId} organization={lookup.state === 'found' ? lookup.organization : null} />;
}

/** Full-height frame: header with the organisation's name and the progress, a scrolling body and an optional footer. */
export function ChatFrame({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string | null;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0} component="header">
        <Toolbar sx={{ ...COLUMN, gap: 1.5, px: 2 }}>
          <ChatBubbleOutlineIcon aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h1" variant="h6" noWrap sx={{ lineHeight: 1.2 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" noWrap sx={{ opacity: 0.9 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, overflowY: 'auto' }}>
        <Box sx={{ ...COLUMN, px: 2, py: 2 }}>{children}</Box>
      </Box>
      {footer && (
        <Paper component="footer" square elevation={3} sx={{ px: 2, pt: 1.5, pb: 'max(8px, env(safe-area-inset-bottom))' }}>
          <Box sx={COLUMN}>{footer}</Box>
        </Paper>
      )}
    </Box>
  );
}

/** An inline error with, for network trouble, a Retry button. */
function FailureAlert({ failure }: { failure: InlineFailure }) {
  return (
    <Alert
      severity="error"
      action={
        failure.retry ? (
          <Button color="inherit" size="small" onClick={failure.retry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {failure.message}
    </Alert>
  );
}

/** The start screen: what the chat is for and a "Start chat" button (or why the chat is not available). */
export function StartScreen({
  name,
  available,
  busy,
  failure,
  onStart,
}: {
  name: string | null;
  available: boolean;
  busy: boolean;
  failure: InlineFailure | null;
  onStart: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: { xs: 1, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          {name ? `Chat with ${name}` : 'Chat with us'}
        </Typography>
        <Typography>
          Answer a few short questions to find out whether a clinical study may be right for you. It takes about five minutes, and you can stop at any
          time.
        </Typography>
        {failure && <FailureAlert failure={failure} />}
        {available ? (
          <Button variant="contained" size="large" onClick={onStart} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            Start chat
          </Button>
        ) : (
          <Alert severity="info">Chat is not available for this organisation right now.</Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** A dead end (invalid link, closed chat) with a button to start a new chat. */
export function ChatNotice({
  title,
  children,
  onNewChat,
  severity = 'info',
}: {
  title: string;
  children?: ReactNode;
  onNewChat: () => void;
  severity?: 'info' | 'warning';
}) {
  return (
    <Alert
      severity={severity}
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onNewChat}>
          Start a new chat
        </Button>
      }
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Alert>
  );
}

function closingText(chat: ConversationState): string {
  return chat.conversation?.phase === 'declined' ? 'You chose not to continue. Thank you for your time.' : 'Thank you. This chat has ended.';
}

/** The chat itself for one organisation. */
export function ChatRoom({ organizationId, organization }: { organizationId: string; organization: OrganizationPublic | null }) {
  const [search, setSearch] = useValidatedSearch(SEARCH.chat);
  const conversationId = search['conversation-id'];
  const token = search.token;
  const resume = conversationId && token ? { conversationId, token } : undefined;
  const onStarted = useCallback((key: ConversationKey) => setSearch({ 'conversation-id': key.conversationId, token: key.token }), [setSearch]);
  const chat = useConversation(organizationId, resume, onStarted);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const title = organization?.name ?? chat.conversation?.organizationName ?? 'Chat';
  useEffect(() => {
    document.title = title === 'Chat' ? 'Chat' : `${title} · Chat`;
  }, [title]);

  const newChat = () => {
    chat.reset();
    setSearch({ 'conversation-id': null, token: null });
  };
  /** Typed messages keep the focus in the field; a quick reply does not open the phone's keyboard. */
  const send = (text: string, typed: boolean) => {
    void chat.send(text).then((sent) => sent && typed && inputRef.current?.focus());
  };

  const conversation = chat.stage === 'ready' ? chat.conversation : null;
  const closed = conversation ? isClosed(conversation) : false;
  const verifying = conversation?.phase === 'verification';
  const subtitle = (conversation && progressText(conversation.progress)) ?? conversation?.agentName ?? null;

  let body: ReactNode;
  if (chat.stage === 'start') {
    body = (
      <StartScreen
        name={organization?.name ?? null}
        available={organization?.chatAvailable ?? true}
        busy={chat.pending}
        failure={chat.failure}
        onStart={() => void chat.start()}
      />
    );
  } else if (chat.stage === 'loading') {
    body = <PendingScreen label="Loading your conversation" />;
  } else if (chat.stage === 'invalid') {
    body = <ChatNotice title={LINK_INVALID} severity="warning" onNewChat={newChat} />;
  } else if (chat.stage === 'loadFailed') {
    body = <FailureAlert failure={{ message: "We couldn't load this chat. Check your connection and try again.", retry: chat.retryLoad }} />;
  } else {
    body = (
      <Stack spacing={2}>
        <MessageList messages={chat.messages} agentName={conversation?.agentName ?? 'Agent'} typing={chat.pending} />
        {verifying && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <VerificationForm
              codeSentTo={conversation?.verification?.destination ?? null}
              busy={chat.pending}
              sendCode={chat.sendCode}
              checkCode={chat.checkCode}
            />
          </Paper>
        )}
        {closed && <ChatNotice title={closingText(chat)} onNewChat={newChat} />}
        {chat.failure && <FailureAlert failure={chat.failure} />}
      </Stack>
    );
  }

  const showComposer = conversation !== null && !closed && !verifying;
  return (
    <ChatFrame
      title={title}
      subtitle={subtitle}
      footer={
        showComposer ? (
          <Composer
            aids={answerAids(chat.messages)}
            draft={chat.draft}
            onDraftChange={chat.setDraft}
            onSend={send}
            busy={chat.pending}
            inputRef={inputRef}
          />
        ) : undefined
      }
    >
      {body}
    </ChatFrame>
  );
}
