/**
 * Data access of /admin/chat-conversations: the page's URL params (spec §2) → the query of
 * GET /api/chat-conversations/ (search → q, status, sortBy, dateFrom, dateTo, chatAgentId, the visible organisations,
 * limit/offset), the staff view of one conversation (GET /api/chat-conversations/{id} with the session, no token) and
 * its deletion. Every call goes through the app's http client.
 */
import type { GridSortModel } from '@mui/x-data-grid';
import type { z } from 'zod';
import { httpClient, type QueryValue } from '../../../dataProvider/httpClient';
import type { SEARCH, SearchValues } from '../../../routing/searchParams';
import { CHAT_CONVERSATION_SORTS } from '../../../../contracts/constants';
import type { chatConversation, chatConversationDetail, chatConversationList, chatMessage } from '../../../../contracts/chatConversations';

export type ChatConversation = z.output<typeof chatConversation>;
export type ChatConversationDetail = z.output<typeof chatConversationDetail>;
export type ChatConversationList = z.output<typeof chatConversationList>;
export type ChatMessage = z.output<typeof chatMessage>;
export type ChatConversationSort = (typeof CHAT_CONVERSATION_SORTS)[number];
/** The validated URL params of the page. */
export type ConversationSearch = SearchValues<typeof SEARCH.chatConversations>;

/** Label of each sort order of the sortBy select. */
export const SORT_LABELS: Record<ChatConversationSort, string> = {
  'createdAt:desc': 'Newest first',
  'createdAt:asc': 'Oldest first',
  'updatedAt:desc': 'Last activity, latest first',
  'updatedAt:asc': 'Last activity, earliest first',
  status: 'Status',
};

export const DEFAULT_SORT: ChatConversationSort = 'createdAt:desc';

const PATH = '/api/chat-conversations';

/** react-query keys (all start with `chatConversations`). */
export const conversationKeys = {
  all: ['chatConversations'] as const,
  list: (query: Record<string, QueryValue>) => ['chatConversations', 'list', query] as const,
  detail: (id: string) => ['chatConversations', 'detail', id] as const,
};

/**
 * The list query for the URL params, the organisations the view shows and the page (0-based) of `pageSize` rows.
 * Params absent from the URL are left out (the server's defaults apply, except sortBy which is always sent).
 */
export function conversationListQuery(
  search: ConversationSearch,
  organizationIds: readonly string[],
  page: number,
  pageSize: number,
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    organizationIds: [...organizationIds],
    sortBy: search.sortBy ?? DEFAULT_SORT,
    limit: pageSize,
    offset: page * pageSize,
  };
  if (search.search) query.q = search.search;
  if (search.status) query.status = search.status;
  if (search.dateFrom) query.dateFrom = search.dateFrom;
  if (search.dateTo) query.dateTo = search.dateTo;
  if (search.chatAgentId) query.chatAgentId = search.chatAgentId;
  return query;
}

/** One page of conversations. */
export function listConversations(query: Record<string, QueryValue>, signal?: AbortSignal) {
  return httpClient<ChatConversationList>(`${PATH}/`, { query, signal });
}

/** The staff view of conversation `id` with every transcript line. */
export function getConversation(id: string, signal?: AbortSignal) {
  return httpClient<ChatConversationDetail>(`${PATH}/${encodeURIComponent(id)}`, { signal });
}

/** Deletes conversation `id` (204). */
export function deleteConversation(id: string) {
  return httpClient<void>(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** "Jane Doe", or "Unverified visitor" before the visitor proved who they are. */
export function visitorLabel(c: Pick<ChatConversation, 'visitorName'>): string {
  return c.visitorName || 'Unverified visitor';
}

/** Human label of a conversation phase ("verification" → "Verification"). */
export function phaseLabel(phase: string): string {
  return phase ? phase.charAt(0).toUpperCase() + phase.slice(1) : '';
}

/** The grid's sort model for a sortBy value (the "Started", "Last activity" and "Status" columns). */
export function sortModelOf(sortBy: ChatConversationSort): GridSortModel {
  if (sortBy === 'status') return [{ field: 'status', sort: 'asc' }];
  const [field, dir] = sortBy.split(':') as [string, 'asc' | 'desc'];
  return [{ field, sort: dir }];
}

/** The sortBy value for a grid sort model (null = back to the default). */
export function sortByOf(model: GridSortModel): ChatConversationSort | null {
  const [first] = model;
  if (!first?.sort) return null;
  if (first.field === 'status') return 'status';
  const value = `${first.field}:${first.sort}`;
  return (CHAT_CONVERSATION_SORTS as readonly string[]).includes(value) ? (value as ChatConversationSort) : null;
}
