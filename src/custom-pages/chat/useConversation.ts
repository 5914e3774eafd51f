/**
 * The state of one public chat conversation ("Public chat", flow): start a conversation, resume one from
 * the URL's conversation id and token, the two verification steps, and the visitor's messages. Every call is one of
 * the data provider's public chat methods; failures are classified by `classifyFailure` (429 and 413 as toasts, network trouble as an
 * inline retry, 404 as "link no longer valid").
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../dataProvider/httpClient';
import { dataProvider } from '../../dataProvider';
import type { ChatConversation, ChatMessage, ConversationKey, VisitorDetails } from './types';
import { classifyFailure, fieldIssues } from './chatErrors';
import { mergeMessages } from './transcript';

/**
 * Where the page stands: `start` (no conversation yet), `loading` (resuming), `invalid` (the link's conversation or
 * token is unknown), `loadFailed` (resuming failed for another reason; `retryLoad`), `ready` (a conversation is shown).
 */
export type ChatStage = 'start' | 'loading' | 'invalid' | 'loadFailed' | 'ready';

/** The message of a failed call and, for network trouble, the call to try again. */
export interface InlineFailure {
  message: string;
  retry?: () => void;
}

/** Result of a verification step: null on success, else messages by field (`form` for the whole form). */
export type StepErrors = Record<string, string> | null;

export interface ConversationState {
  stage: ChatStage;
  conversation: ChatConversation | null;
  messages: ChatMessage[];
  /** A request is in flight (the typing indicator shows, buttons are disabled). */
  pending: boolean;
  failure: InlineFailure | null;
  /** The composer's text: kept on failure, cleared once that text is sent. */
  draft: string;
  setDraft: (text: string) => void;
  start: () => Promise<void>;
  retryLoad: () => void;
  sendCode: (details: VisitorDetails) => Promise<StepErrors>;
  checkCode: (code: string) => Promise<StepErrors>;
  send: (text: string) => Promise<boolean>;
  /** Forgets the conversation (the caller clears the URL) and shows the start screen. */
  reset: () => void;
}

/**
 * @param organizationId the organisation of the route (/chat/{organizationId})
 * @param resume the URL's conversation id and token, when both are present and valid
 * @param onStarted called with the new conversation's id and token after initiate, to put them in the URL
 */
export function useConversation(
  organizationId: string,
  resume: ConversationKey | undefined,
  onStarted: (key: ConversationKey) => void,
): ConversationState {
  const [stage, setStage] = useState<ChatStage>(resume ? 'loading' : 'start');
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<InlineFailure | null>(null);
  const [draft, setDraft] = useState('');
  const [reloads, setReloads] = useState(0);
  const keyRef = useRef<ConversationKey | null>(null);
  const busy = useRef(false);

  const show = useCallback((next: { conversation: ChatConversation; messages: ChatMessage[] }, replace: boolean) => {
    setConversation(next.conversation);
    setMessages((current) => (replace ? mergeMessages([], next.messages) : mergeMessages(current, next.messages)));
    setStage('ready');
  }, []);

  const resumeId = resume?.conversationId;
  const resumeToken = resume?.token;
  useEffect(() => {
    if (!resumeId || !resumeToken) return;
    // Just started here: the URL now carries what we already show.
    if (keyRef.current?.conversationId === resumeId && keyRef.current.token === resumeToken) return;
    const controller = new AbortController();
    const key = { conversationId: resumeId, token: resumeToken };
    setStage('loading');
    dataProvider.getChat(key, controller.signal).then(
      (detail) => {
        keyRef.current = key;
        show(detail, true);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setStage(error instanceof ApiError && error.status === 404 ? 'invalid' : 'loadFailed');
      },
    );
    return () => controller.abort();
  }, [resumeId, resumeToken, reloads, show]);

  /** Runs one call at a time with the pending flag; reports failures; returns the result or undefined. */
  const run = useCallback(async <T>(call: () => Promise<T>, retry?: () => void): Promise<{ ok: T } | { error: unknown }> => {
    busy.current = true;
    setPending(true);
    setFailure(null);
    try {
      return { ok: await call() };
    } catch (error) {
      const failed = classifyFailure(error);
      if (failed.kind === 'gone') setStage('invalid');
      else if (failed.kind === 'retry') setFailure({ message: failed.message, retry });
      return { error };
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  const start = useCallback(async () => {
    if (busy.current) return;
    const result = await run(
      () => dataProvider.initiateChat(organizationId),
      () => void start(),
    );
    if (!('ok' in result)) {
      const failed = classifyFailure(result.error);
      if (failed.kind === 'gone') {
        setStage('start');
        setFailure({ message: 'This organisation has no chat available right now.' });
      } else if (failed.kind === 'notice') setFailure({ message: failed.message });
      return;
    }
    const key = { conversationId: result.ok.conversation.id, token: result.ok.token ?? '' };
    keyRef.current = key;
    show(result.ok, true);
    onStarted(key);
  }, [organizationId, onStarted, run, show]);

  const verifyStep = useCallback(
    async (call: (key: ConversationKey) => Promise<{ conversation: ChatConversation; messages: ChatMessage[] }>): Promise<StepErrors> => {
      const key = keyRef.current;
      if (!key || busy.current) return { form: 'Please wait a moment.' };
      const result = await run(() => call(key));
      if ('ok' in result) {
        show(result.ok, false);
        return null;
      }
      const byField = fieldIssues(result.error);
      if (Object.keys(byField).length > 0) return byField;
      const failed = classifyFailure(result.error);
      if (result.error instanceof ApiError && result.error.status === 422)
        return { form: 'This code has expired or was tried too many times. Send a new code.' };
      return failed.kind === 'retry' ? {} : { form: failed.message };
    },
    [run, show],
  );

  const sendCode = useCallback((details: VisitorDetails) => verifyStep((key) => dataProvider.sendChatCode(key, details)), [verifyStep]);
  const checkCode = useCallback((code: string) => verifyStep((key) => dataProvider.checkChatCode(key, code.trim())), [verifyStep]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      const key = keyRef.current;
      if (!message || !key || busy.current) return false;
      const result = await run(
        () => dataProvider.sendChatMessage(key, message),
        () => void send(message),
      );
      if ('ok' in result) {
        show(result.ok, false);
        setDraft((current) => (current.trim() === message ? '' : current));
        return true;
      }
      const failed = classifyFailure(result.error);
      if (failed.kind === 'notice') toast.error(failed.message);
      return false;
    },
    [run, show],
  );

  const reset = useCallback(() => {
    keyRef.current = null;
    setConversation(null);
    setMessages([]);
    setFailure(null);
    setDraft('');
    setStage('start');
  }, []);

  const retryLoad = useCallback(() => setReloads((n) => n + 1), []);

  return { stage, conversation, messages, pending, failure, draft, setDraft, start, retryLoad, sendCode, checkCode, send, reset };
}
