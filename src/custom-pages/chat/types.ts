/**
 * Shapes of the public chat (spec §2 /chat/{organizationId}), whose calls are the data provider's public chat methods:
 * the kernel's `OrganizationPublic` ({id, name, chatAvailable}) and `ChatDetail`, a conversation with transcript lines
 * (all of them, or only the new ones after a message) and once its token; the conversation key and the visitor's
 * details of the identity check.
 */
import type { OrganizationPublic } from '../../../contracts/organizations';
import type { ChatConversation, ChatConversationDetail, ChatMessage } from '../../../contracts/chatConversations';

export type { ChatConversation, ChatConversationDetail as ChatDetail, ChatMessage, OrganizationPublic };
export type { ConversationKey, VisitorDetails } from '../../dataProvider';
