/**
 * Chat conversations (DESIGN §4, "Public chat"): one visitor's chat with an organisation's chat agent. The
 * visitor holds a random token whose SHA-256 is stored (`tokenHash`); staff read conversations through their session.
 * `state` is the prescreen dialogue (server/domain/conversation `DialogueState`, plain JSON) once the visitor is
 * verified (or at once for a staff test conversation), without its form and trials' criteria, which never change
 * after the start and are stored once in `setup` (so a message rewrites a few kB, not the whole form);
 * `chat_message` rows are the transcript lines, in `seq` order.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organization } from './organizations';
import { chatAgent } from './chatAgents';
import { candidate } from './candidates';

/**
 * A pending identity check: the details the visitor gave, where the one-time code went, the code's SHA-256, when it
 * expires (10 minutes after sending) and how many wrong codes were tried (5 at most).
 */
export interface PendingVerification {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone: string | null;
  email: string | null;
  channel: 'sms' | 'email';
  codeHash: string;
  expiresAt: string;
  attempts: number;
}

export const chatConversation = pgTable(
  'chat_conversation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    chatAgentId: uuid('chat_agent_id').references(() => chatAgent.id, { onDelete: 'set null' }),
    /** ONGOING | COMPLETED (spec §4). */
    status: text('status').notNull().default('ONGOING'),
    /** verification | consent | questions | paused | declined | completed. */
    phase: text('phase').notNull().default('verification'),
    /** Started by staff from /admin to try the agent (no identity check, no candidate, no stored result). */
    isTest: boolean('is_test').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    candidateId: uuid('candidate_id').references(() => candidate.id, { onDelete: 'set null' }),
    verification: jsonb('verification').$type<PendingVerification>(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    state: jsonb('state').$type<Record<string, unknown>>(),
    /** `{ form, trials }` of the dialogue, written once when it starts (server/modules/chatConversations/dialogue.ts). */
    setup: jsonb('setup').$type<Record<string, unknown>>(),
    /** The visitor's name once verified (for the staff list search), else null. */
    visitorName: text('visitor_name'),
    messageCount: integer('message_count').notNull().default(0),
    startedByUserId: text('started_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_conversation_org_created_idx').on(t.organizationId, t.createdAt),
    index('chat_conversation_org_updated_idx').on(t.organizationId, t.updatedAt),
    index('chat_conversation_agent_idx').on(t.chatAgentId),
    index('chat_conversation_candidate_idx').on(t.candidateId),
  ],
);

export const chatMessage = pgTable(
  'chat_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversation.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within the conversation. */
    seq: integer('seq').notNull(),
    /** visitor | agent */
    role: text('role').notNull(),
    text: text('text').notNull(),
    /** For agent lines: the typed reply (server/domain/conversation `AgentReply`): quick replies, date picker, progress. */
    reply: jsonb('reply').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_message_seq_uq').on(t.conversationId, t.seq)],
);
