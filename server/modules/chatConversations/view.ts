/**
 * Rows → the API shapes of contracts/chatConversations.ts (`chatConversation`, `chatMessage`). Visitors get the public
 * fields; staff views add the candidate, the visitor's name, the message count and the per-trial outcomes.
 */
import type { z } from 'zod';
import type { chatConversation as conversationTable, chatMessage as messageTable } from '../../db/schema';
import { progress, type AgentReply } from '../../domain/conversation';
import type { chatConversation, chatMessage, chatTrialOutcome } from '../../../contracts/chatConversations';
import { maskDestination } from './secrets';
import type { StoredState } from './dialogue';

export type ConversationRow = typeof conversationTable.$inferSelect;
export type MessageRow = typeof messageTable.$inferSelect;
type ConversationView = z.input<typeof chatConversation>;

/** The names a view shows next to the ids. */
export interface ConversationNames {
  organizationName: string;
  agentName: string | null;
}

/** Staff-only extras of a conversation view. */
export interface StaffExtras {
  candidateName: string | null;
  outcomes: z.input<typeof chatTrialOutcome>[];
}

/** The public view of a conversation; with `staff`, the staff view. */
export function conversationView(row: ConversationRow, names: ConversationNames, staff?: StaffExtras): ConversationView {
  const stored = row.state as StoredState | null;
  const d = stored?.dialogue;
  const pending = row.verification && !row.verifiedAt ? row.verification : null;
  const view: ConversationView = {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: names.organizationName,
    chatAgentId: row.chatAgentId,
    agentName: names.agentName,
    status: row.status,
    phase: row.phase,
    isTest: row.isTest,
    verified: row.verifiedAt !== null,
    verification: pending
      ? {
          channel: pending.channel,
          destination: maskDestination(pending.channel, (pending.channel === 'sms' ? pending.phone : pending.email) ?? ''),
          expiresAt: pending.expiresAt,
        }
      : null,
    progress: d?.form && (d.phase === 'questions' || d.phase === 'paused') && d.currentQuestionId ? progress(d) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    completedAt: row.completedAt,
  };
  if (!staff) return view;
  return {
    ...view,
    candidateId: row.candidateId,
    candidateName: staff.candidateName,
    visitorName: row.visitorName,
    messageCount: row.messageCount,
    startedByUserId: row.startedByUserId,
    outcomes: staff.outcomes,
    visitorLanguage: d?.spanish ? 'es' : null,
  };
}

/** A transcript line. */
export function messageView(row: MessageRow): z.input<typeof chatMessage> {
  return { id: row.id, seq: row.seq, role: row.role, text: row.text, reply: (row.reply as AgentReply | null) ?? null, createdAt: row.createdAt };
}
