/**
 * Organisations (tenants) and invitations (DESIGN §4). Slug `phases` marks the operator (spec §3).
 */
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organization = pgTable('organization', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Opaque id used by the public chat lookup (spec §3). */
  publicId: text('public_id')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  /** IANA time zone for showing dates (DESIGN §2: store UTC, show in the site's zone). */
  timezone: text('timezone').notNull().default('UTC'),
  /** Whether the organisation publishes a public chat agent. */
  chatEnabled: boolean('chat_enabled').notNull().default(false),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An invitation link to join an organisation at sign-up (§3). */
export const invitation = pgTable('invitation', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  /** When set, only this email may accept. */
  email: text('email'),
  createdBy: text('created_by'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedBy: text('accepted_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
