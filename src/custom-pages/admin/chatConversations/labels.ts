/**
 * Words of /admin/chat-conversations: the sort orders of `sortBy` (spec §2), the visitor, the status and the phase of
 * a conversation, and the record of resource `chatConversations` read by id (the conversation with its transcript
 * lines, contracts/chatConversations.ts).
 */
import type { ChatConversation, ChatMessage } from '../../../../contracts/chatConversations';
import type { CHAT_CONVERSATION_SORTS } from '../../../../contracts/constants';

/** One conversation read by id: its fields and every transcript line. */
export type ConversationRecord = ChatConversation & { messages: ChatMessage[] };

/** Label of each sort order of the "Sort by" select. */
export const SORT_LABELS: Record<(typeof CHAT_CONVERSATION_SORTS)[number], string> = {
  'createdAt:desc': 'Newest first',
  'createdAt:asc': 'Oldest first',
  'updatedAt:desc': 'Last activity, latest first',
  'updatedAt:asc': 'Last activity, earliest first',
  status: 'Status',
};

/** "Jane Doe", or "Unverified visitor" before the visitor proved who they are. */
export function visitorLabel(c: Pick<ChatConversation, 'visitorName'>): string {
  return c.visitorName || 'Unverified visitor';
}

/** "Completed" / "Ongoing". */
export function statusLabel(status: string): string {
  return status === 'COMPLETED' ? 'Completed' : 'Ongoing';
}

/** Human label of a conversation phase ("verification" → "Verification"). */
export function phaseLabel(phase: string): string {
  return phase ? phase.charAt(0).toUpperCase() + phase.slice(1) : '';
}
