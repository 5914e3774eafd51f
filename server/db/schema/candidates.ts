/**
 * Candidates (prospective participants), DESIGN §4. Phones are E.164, dates of birth ISO dates, emails lower-case.
 * `searchText` is a generated lower-case concatenation of name, email, phone and external id, so a list search is one
 * trigram-indexed predicate.
 */
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { organization } from './organizations';
import type { CandidateCondition, PrescreenNote } from '../../../contracts/candidates';

export type { CandidateCondition, PrescreenNote };

export const candidate = pgTable(
  'candidate',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    sex: text('sex').notNull().default('UNKNOWN'),
    phone: text('phone'),
    email: text('email'),
    addressLine: text('address_line'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    conditions: jsonb('conditions').$type<CandidateCondition[]>().notNull().default([]),
    medications: jsonb('medications').$type<string[]>().notNull().default([]),
    source: text('source').notNull().default('manual'),
    externalId: text('external_id'),
    status: text('status').notNull().default('NEW'),
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    consentSms: boolean('consent_sms').notNull().default(false),
    consentSmsAt: timestamp('consent_sms_at', { withTimezone: true }),
    consentSmsSource: text('consent_sms_source'),
    consentCall: boolean('consent_call').notNull().default(false),
    consentCallAt: timestamp('consent_call_at', { withTimezone: true }),
    consentCallSource: text('consent_call_source'),
    deceasedDate: date('deceased_date', { mode: 'string' }),
    prescreenNotes: jsonb('prescreen_notes').$type<PrescreenNote[]>().notNull().default([]),
    /** Generated: lower-case names, email, phone (also without +1) and external id, for one indexed search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '^\\+1?', '') || ' ' || coalesce(external_id, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_org_last_name_idx').on(t.organizationId, t.lastName, t.firstName, t.id),
    index('candidate_org_created_idx').on(t.organizationId, t.createdAt),
    index('candidate_org_status_idx').on(t.organizationId, t.status),
    index('candidate_org_phone_idx').on(t.organizationId, t.phone),
    index('candidate_org_email_idx').on(t.organizationId, t.email),
    index('candidate_org_external_idx').on(t.organizationId, t.externalId),
    index('candidate_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
