/**
 * Links of "Chat agents" to the public chat (spec §2 /chat/{organizationId}), opened in a new tab without giving it a
 * handle on this one: an organisation's public chat, or the public chat opened on a test conversation ("Try it").
 */
import type { ChatConversationDetail } from '../../../../contracts/chatConversations';
import { PATHS } from '../../../routing/paths';

/**
 * The public chat of the test conversation `detail` (its organisation, or `organizationId` when the answer names
 * none), resumed with the visitor token. @throws Error when the answer holds no token.
 */
export function testChatUrl(detail: ChatConversationDetail, organizationId: string): string {
  if (!detail.token) throw new Error('The server did not return a conversation token');
  return PATHS.chatOf(detail.conversation.organizationId ?? organizationId, { conversationId: detail.conversation.id, token: detail.token });
}

/** Opens `url` in a new tab (`noopener,noreferrer`). */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
