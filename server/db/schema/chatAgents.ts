/**
 * Chat agents (DESIGN §4): an organisation's chat pre-screener or site-visit scheduler, on trial(s) and a
 * prescreen form, with its wording. An organisation publishes at most one agent as its public chat (partial unique
 * index); `organization.chat_enabled` follows whether one is published.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organization } from './organizations';
import { prescreenForm } from './prescreenForms';

export const chatAgent = pgTable(
  'chat_agent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** PRESCREEN | SITE_VISIT_SCHEDULING (CHAT_AGENT_TYPES, contracts/chatAgents.ts). */
    type: text('type').notNull(),
    trialIds: uuid('trial_ids').array().notNull().default([]),
    prescreenFormId: uuid('prescreen_form_id').references(() => prescreenForm.id, { onDelete: 'set null' }),
    greeting: text('greeting').notNull().default(''),
    /** Persona / tone of the agent's wording. */
    persona: text('persona').notNull().default(''),
    contactConsentText: text('contact_consent_text').notNull().default(''),
    handoffText: text('handoff_text').notNull().default(''),
    /**
     * Ask every question of the form even after an answer rules the visitor out of its trials (the organisation uses
     * the answers for its other trials); by default the chat ends kindly as soon as the answers fail every trial.
     */
    askEverything: boolean('ask_everything').notNull().default(false),
    active: boolean('active').notNull().default(true),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_agent_org_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('chat_agent_published_uq')
      .on(t.organizationId)
      .where(sql`${t.published}`),
  ],
);
