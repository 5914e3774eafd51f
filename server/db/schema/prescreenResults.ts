/**
 * Prescreen results (DESIGN §4): one per candidate × trial × source (a chat conversation, later a call): the answers,
 * the per-criterion verdicts with the evidence (the transcript lines), the AI recommendation, and the reviewer's
 * decision — accept, or override to another outcome with a reason.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organization } from './organizations';
import { candidate } from './candidates';
import { trial } from './trials';
import { chatConversation } from './chatConversations';
import { prescreenForm } from './prescreenForms';

export const prescreenResult = pgTable(
  'prescreen_result',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    trialId: uuid('trial_id')
      .notNull()
      .references(() => trial.id, { onDelete: 'cascade' }),
    /** chat | call (spec §2 sourceType). */
    sourceType: text('source_type').notNull(),
    chatConversationId: uuid('chat_conversation_id').references(() => chatConversation.id, { onDelete: 'set null' }),
    prescreenFormId: uuid('prescreen_form_id').references(() => prescreenForm.id, { onDelete: 'set null' }),
    formVersion: integer('form_version'),
    /** `{ responses, answers }`: the form responses by question id and the eligibility answers map. */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    /** Per-criterion verdicts with the messages that gave the evidence (server/domain/conversation `CitedVerdict[]`). */
    verdicts: jsonb('verdicts').$type<Record<string, unknown>[]>().notNull(),
    conflicts: jsonb('conflicts').$type<Record<string, unknown>[]>().notNull().default([]),
    /** PASS | FAIL | INCONCLUSIVE | POTENTIAL (DESIGN §4). */
    aiRecommendation: text('ai_recommendation').notNull(),
    /** Criterion ids behind the recommendation. */
    deciding: jsonb('deciding').$type<string[]>().notNull().default([]),
    /** ACCEPT | OVERRIDE, null until reviewed. */
    reviewDecision: text('review_decision'),
    /** The reviewed outcome (the AI recommendation when accepted). */
    finalOutcome: text('final_outcome'),
    reviewReason: text('review_reason'),
    reviewedByUserId: text('reviewed_by_user_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prescreen_result_org_created_idx').on(t.organizationId, t.createdAt),
    index('prescreen_result_candidate_idx').on(t.candidateId, t.createdAt),
    uniqueIndex('prescreen_result_chat_trial_uq').on(t.chatConversationId, t.trialId),
  ],
);
