/**
 * Trials (studies), DESIGN §4. Ages are stored in months (ClinicalTrials.gov gives "18 Years", "6 Months");
 * null = unbounded. `criteriaText` keeps the registry's eligibility text verbatim; `criteria` holds the structured
 * list once parsed (eligibility issue).
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organization } from './organizations';
import type { TrialCriterion } from '../../../contracts/eligibility';
import type { ArmsInterventions, TrialSite } from '../../../contracts/trials';

export type { ArmsInterventions, TrialSite };

export const trial = pgTable(
  'trial',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    nctId: text('nct_id'),
    title: text('title').notNull(),
    officialTitle: text('official_title'),
    sponsor: text('sponsor'),
    phases: text('phases').array().notNull().default([]),
    overallStatus: text('overall_status'),
    conditions: text('conditions').array().notNull().default([]),
    keywords: text('keywords').array().notNull().default([]),
    briefSummary: text('brief_summary'),
    enrollmentTarget: integer('enrollment_target'),
    sex: text('sex').notNull().default('ALL'),
    minAgeMonths: integer('min_age_months'),
    maxAgeMonths: integer('max_age_months'),
    healthyVolunteers: boolean('healthy_volunteers'),
    /** ClinicalTrials.gov age groups: CHILD, ADULT, OLDER_ADULT. */
    stdAges: text('std_ages').array().notNull().default([]),
    /** Arms and interventions summary from the registry record. */
    armsInterventions: jsonb('arms_interventions').$type<ArmsInterventions>(),
    criteriaText: text('criteria_text'),
    criteria: jsonb('criteria').$type<TrialCriterion[]>().notNull().default([]),
    /** When staff last edited the structured criteria (a re-import keeps edited criteria unless asked to re-parse). */
    criteriaEditedAt: timestamp('criteria_edited_at', { withTimezone: true }),
    /** Warnings of the last ClinicalTrials.gov import (missing modules …). */
    importWarnings: jsonb('import_warnings').$type<string[]>().notNull().default([]),
    /** The ClinicalTrials.gov API v2 record last imported, verbatim. */
    sourceRecord: jsonb('source_record').$type<Record<string, unknown>>(),
    sites: jsonb('sites').$type<TrialSite[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trial_organization_idx').on(t.organizationId, t.title), uniqueIndex('trial_organization_nct_uq').on(t.organizationId, t.nctId)],
);
