/**
 * Prescreen forms (DESIGN §4): ordered study blocks (one per trial) of plain-language questions mapped to criteria,
 * versioned — every save writes an immutable version row, and a prescreen result records the version it used.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organization } from './organizations';

export const prescreenForm = pgTable(
  'prescreen_form',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    trialIds: uuid('trial_ids').array().notNull().default([]),
    /** Current version number (1 on creation, +1 on every save). */
    version: integer('version').notNull().default(1),
    /** The form content of the current version: { blocks, sharedQuestions, … } (server/domain/prescreenForm). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescreen_form_org_idx').on(t.organizationId, t.updatedAt)],
);

export const prescreenFormVersion = pgTable(
  'prescreen_form_version',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => prescreenForm.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('prescreen_form_version_uq').on(t.formId, t.version)],
);
