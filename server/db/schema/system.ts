/**
 * Cross-cutting tables: audit events (DESIGN §4: every change and every read of a candidate), the email outbox used
 * in embedded mode, and processing runs (batch jobs such as CSV imports).
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditEvent = pgTable(
  'audit_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** User id, or null for the system (seed, jobs). */
    actorUserId: text('actor_user_id'),
    actorOrganizationId: uuid('actor_organization_id'),
    /** read | create | update | delete | import | export | sign-in … */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    organizationId: uuid('organization_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_entity_idx').on(t.entity, t.entityId), index('audit_at_idx').on(t.at)],
);

export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** outbox | smtp */
  transport: text('transport').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

export const processingRun = pgTable(
  'processing_run',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    /** candidate-import | … */
    kind: text('kind').notNull(),
    /** RUNNING | COMPLETED | FAILED */
    status: text('status').notNull().default('RUNNING'),
    name: text('name'),
    total: integer('total').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    errors: jsonb('errors').$type<unknown[]>().notNull().default([]),
    /** Output of the run (e.g. per-record results of a trial import). */
    output: jsonb('output').$type<unknown[]>().notNull().default([]),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('processing_run_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * Text messages (DESIGN §4 SMS message). In embedded mode (`SMS_PROVIDER` unset or `outbox`) an outbound message is
 * only stored here with status `outbox` and logged; a provider records its id and delivery status.
 */
export const smsMessage = pgTable(
  'sms_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id'),
    candidateId: uuid('candidate_id'),
    /** outbound | inbound */
    direction: text('direction').notNull(),
    from: text('from'),
    to: text('to').notNull(),
    body: text('body').notNull(),
    /** outbox | queued | sent | delivered | failed | received */
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_message_org_created_idx').on(t.organizationId, t.createdAt), index('sms_message_to_idx').on(t.to, t.createdAt)],
);
