/**
 * Data access of /admin/chat-agents: the chat agents API (`/api/chat-agents/internal`, spec §7), the
 * organisation's trials and prescreen forms for the agent form, and "Try it" (POST /api/chat-conversations/admin/start,
 * then the public chat of the agent's organisation opened on that test conversation in a new tab). Every call goes
 * through the app's http client (credentials and the active-organisation header).
 */
import type { z } from 'zod';
import { httpClient } from '../../../dataProvider/httpClient';
import type { PrescreenFormSummary, Trial } from '../../../dataProvider/types';
import { PATHS } from '../../../routing/paths';
import { MAX_PAGE_SIZE } from '../../../../contracts/constants';
import type { CHAT_AGENT_TYPES, chatAgent, chatAgentCreate, chatAgentPatch } from '../../../../contracts/chatAgents';
import type { chatConversationDetail } from '../../../../contracts/chatConversations';

/** A chat agent as the API returns it. */
export type ChatAgent = z.output<typeof chatAgent>;
/** An agent type: PRESCREEN or SITE_VISIT_SCHEDULING. */
export type ChatAgentType = (typeof CHAT_AGENT_TYPES)[number];
export type ChatAgentCreateBody = z.input<typeof chatAgentCreate>;
export type ChatAgentPatchBody = z.input<typeof chatAgentPatch>;
/** A conversation with its lines (admin/start also returns the visitor token). */
export type ChatConversationDetail = z.output<typeof chatConversationDetail>;

/** Label of each agent type. */
export const AGENT_TYPE_LABELS: Record<ChatAgentType, string> = {
  PRESCREEN: 'Prescreen',
  SITE_VISIT_SCHEDULING: 'Site visit scheduling',
};

const AGENTS_PATH = '/api/chat-agents/internal';

/** react-query keys of this page (every key starts with `chatAgents`, so one invalidation refreshes them all). */
export const chatAgentKeys = {
  all: ['chatAgents'] as const,
  list: (organizationIds: readonly string[], q: string | undefined) => ['chatAgents', 'list', organizationIds, q ?? ''] as const,
  trials: (organizationId: string) => ['chatAgents', 'trials', organizationId] as const,
  forms: (organizationId: string) => ['chatAgents', 'forms', organizationId] as const,
};

/** The agents of `organizationIds` whose name contains `q` (first MAX_PAGE_SIZE, by name). */
export async function listChatAgents(organizationIds: readonly string[], q: string | undefined, signal?: AbortSignal) {
  return httpClient<{ chatAgents: ChatAgent[]; total: number }>(`${AGENTS_PATH}/`, {
    query: { organizationIds, q, sort: 'name', order: 'asc', limit: MAX_PAGE_SIZE },
    signal,
  });
}

/** POST a new agent into `organizationId`. */
export function createChatAgent(organizationId: string, body: ChatAgentCreateBody) {
  return httpClient<ChatAgent>(`${AGENTS_PATH}/`, { method: 'POST', query: { organizationId }, body });
}

/** PATCH the changed fields of agent `id`. */
export function updateChatAgent(id: string, body: ChatAgentPatchBody) {
  return httpClient<ChatAgent>(`${AGENTS_PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** DELETE agent `id` (204). */
export function deleteChatAgent(id: string) {
  return httpClient<void>(`${AGENTS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The trials of one organisation (for the agent's trial picker). */
export async function listOrganizationTrials(organizationId: string, signal?: AbortSignal): Promise<Trial[]> {
  const body = await httpClient<{ trials: Trial[] }>('/api/trials/', {
    query: { organizationIds: [organizationId], sort: 'title', order: 'asc', limit: MAX_PAGE_SIZE },
    signal,
  });
  return body.trials;
}

/** The prescreen forms of one organisation (list response `{ prescreenForms, total }`, without content). */
export async function listOrganizationForms(organizationId: string, signal?: AbortSignal): Promise<PrescreenFormSummary[]> {
  const body = await httpClient<{ prescreenForms: PrescreenFormSummary[] }>('/api/prescreen-forms/', {
    query: { organizationIds: [organizationId], sort: 'name', order: 'asc', limit: MAX_PAGE_SIZE },
    signal,
  });
  return body.prescreenForms;
}

/** Opens `url` in a new tab without giving it a handle on this one. */
export type OpenWindow = (url: string, target: string, features: string) => unknown;

const defaultOpen: OpenWindow = (url, target, features) => window.open(url, target, features);

/**
 * "Try it": starts a test conversation with `agent` (POST /api/chat-conversations/admin/start, isTest, no identity
 * check) and opens the organisation's public chat on it in a new tab (`noopener`). Returns the URL opened.
 * @throws ApiError when the start fails (nothing is opened).
 */
export async function tryChatAgent(agent: Pick<ChatAgent, 'id' | 'organizationId'>, open: OpenWindow = defaultOpen): Promise<string> {
  const detail = await httpClient<ChatConversationDetail>('/api/chat-conversations/admin/start', {
    method: 'POST',
    body: { chatAgentId: agent.id },
  });
  if (!detail?.token) throw new Error('The server did not return a conversation token');
  const organizationId = detail.conversation.organizationId ?? agent.organizationId;
  const url = PATHS.chatOf(organizationId, { conversationId: detail.conversation.id, token: detail.token });
  open(url, '_blank', 'noopener,noreferrer');
  return url;
}

/** "Open public chat": the organisation's public chat (its published agent) in a new tab. */
export function openPublicChat(organizationId: string, open: OpenWindow = defaultOpen): string {
  const url = PATHS.chatOf(organizationId);
  open(url, '_blank', 'noopener,noreferrer');
  return url;
}
