/**
 * Words of /admin/chat-conversations beside the label table (contracts/labels.ts): the visitor, and the record of
 * resource `chatConversations` read by id (the conversation with its transcript lines, contracts/chatConversations.ts).
 */
import type { ChatConversation, ChatMessage } from '../../../../contracts/chatConversations';

/** One conversation read by id: its fields and every transcript line. */
export type ConversationRecord = ChatConversation & { messages: ChatMessage[] };

/** "Jane Doe", or "Unverified visitor" before the visitor proved who they are. */
export function visitorLabel(c: Pick<ChatConversation, 'visitorName'>): string {
  return c.visitorName || 'Unverified visitor';
}
