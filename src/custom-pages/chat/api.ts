/**
 * The public chat's own fetch client ("Public chat"; spec §2 /chat/{organizationId}). The page is public, so
 * it does not go through the react-admin data provider: no active-organisation header, and the visitor is
 * identified by the conversation token (sent as the CHAT_TOKEN_HEADER header, or in the body where the request
 * schema asks for it). Failures are the SPA's `ApiError` (status 0 = no response), so callers branch on `status`.
 *
 * Shapes: response `organizationPublic` (contracts/organizations.ts); response `chatConversationDetail` and bodies
 * `chatInitiate`, `chatVerify`, `chatMessageCreate` (contracts/chatConversations.ts).
 */
import { ApiError, toApiError } from '../../dataProvider/httpClient';
import { CHAT_TOKEN_HEADER } from '../../../contracts/constants';
import type { OrganizationPublic } from '../../../contracts/organizations';
import type { ChatConversation, ChatConversationDetail, ChatMessage } from '../../../contracts/chatConversations';

/**
 * The kernel's shapes of the public chat: `OrganizationPublic` ({id, name, chatAvailable}), and `ChatDetail`, a
 * conversation with transcript lines (all of them, or only the new ones after a message) and once its token.
 */
export type { ChatConversation, ChatConversationDetail as ChatDetail, ChatMessage, OrganizationPublic };

/** Step 1 of the identity check: who the visitor is and where the one-time code goes (phone by SMS, or email). */
export interface VisitorDetails {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  phone?: string;
  email?: string;
}

/** Where the conversation lives and the visitor's token for it. */
export interface ConversationKey {
  conversationId: string;
  token: string;
}

async function request<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; token?: string; signal?: AbortSignal } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers[CHAT_TOKEN_HEADER] = init.token;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (e) {
    const aborted = Boolean(init.signal?.aborted);
    const detail = e instanceof Error ? e.message : String(e);
    throw new ApiError({ message: aborted ? 'Request aborted' : `Network error — ${detail}`, status: 0, statusText: 'Network error', body: detail, aborted });
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

const conversationPath = (id: string) => `/api/chat-conversations/${encodeURIComponent(id)}`;

/** The calls of the public chat, one per endpoint of the contract. */
export const chatApi = {
  /** The organisation's public view; 404 when unknown. */
  lookupOrganization: (organizationId: string, signal?: AbortSignal) =>
    request<OrganizationPublic>(`/api/organizations/public/${encodeURIComponent(organizationId)}`, { signal }),

  /** Starts a conversation with the organisation's published agent (201, with the token; 404 when none, 429 rate limit). */
  initiate: (organizationId: string) => request<ChatConversationDetail>('/api/chat-conversations/initiate', { method: 'POST', body: { organizationId } }),

  /** Every line of a conversation (resume after a reload); 404 when the id or token is wrong. */
  getConversation: ({ conversationId, token }: ConversationKey, signal?: AbortSignal) =>
    request<ChatConversationDetail>(conversationPath(conversationId), { token, signal }),

  /** Verification step 1: sends a 6-digit code; 400 with field issues. Only one of phone or email is sent. */
  sendCode: ({ conversationId, token }: ConversationKey, details: VisitorDetails) =>
    request<ChatConversationDetail>('/api/chat-conversations/verify', { method: 'POST', body: { conversationId, token, ...details } }),

  /** Verification step 2: checks the code (400 wrong code, 422 expired or too many tries). */
  checkCode: ({ conversationId, token }: ConversationKey, code: string) =>
    request<ChatConversationDetail>('/api/chat-conversations/verify', { method: 'POST', body: { conversationId, token, code } }),

  /** The visitor's message; the answer holds only the new lines (409 before verification, 413 too long, 429 too fast). */
  sendMessage: ({ conversationId, token }: ConversationKey, text: string) =>
    request<ChatConversationDetail>(`${conversationPath(conversationId)}/messages`, { method: 'POST', body: { text }, token }),
};
