/**
 * Trials (studies, DESIGN §4) with their sites, arms and stored criteria, and their import from ClinicalTrials.gov:
 * request bodies, responses and the types both sides read. The criteria and rules themselves are
 * contracts/eligibility.ts's.
 */
import { z } from 'zod';
import { TRIAL_SEXES } from './constants';
import { integer, knownValues, pageOf, text, timestamp, uuid, type Received } from './common';
import { prescreenSuitabilitySchema, proposedRuleResponse, trialCriterionResponse } from './eligibility';

// ── requests ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Most records one import takes (a 20 MiB body holds a few hundred typical records). */
export const MAX_IMPORT_STUDIES = 2000;

/** A ClinicalTrials.gov identifier: NCT and eight digits. */
export const NCT_ID = /^NCT\d{8}$/;

const siteInput = z.strictObject({
  facility: text(500).nullable(),
  city: text(200).nullable(),
  state: text(200).nullable(),
  zip: text(32).nullable(),
  country: text(200).nullable(),
  status: text(64).nullable(),
  geoPoint: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).nullable(),
  contacts: z
    .array(z.strictObject({ name: text(300).nullable(), role: text(100).nullable(), phone: text(60).nullable(), email: text(320).nullable() }))
    .max(50)
    .optional(),
});

const trialFields = z.strictObject({
  title: text(1000).min(1, 'required'),
  nctId: z.string().trim().toUpperCase().regex(NCT_ID, 'must look like NCT01234567').nullable().optional(),
  officialTitle: text(2000).nullable().optional(),
  sponsor: text(500).nullable().optional(),
  phases: z.array(text(32)).max(10).optional(),
  overallStatus: text(64).nullable().optional(),
  conditions: z.array(text(500)).max(200).optional(),
  keywords: z.array(text(200)).max(200).optional(),
  briefSummary: text(20000).nullable().optional(),
  enrollmentTarget: z.number().int().min(0).max(10_000_000).nullable().optional(),
  sex: z.enum(TRIAL_SEXES).optional(),
  /** Months; ClinicalTrials.gov records go up to "130 Years" (NCT05883644). */
  minAgeMonths: z.number().int().min(0).max(1800).nullable().optional(),
  maxAgeMonths: z.number().int().min(0).max(1800).nullable().optional(),
  healthyVolunteers: z.boolean().nullable().optional(),
  stdAges: z
    .array(z.enum(['CHILD', 'ADULT', 'OLDER_ADULT']))
    .max(3)
    .optional(),
  criteriaText: text(100000).nullable().optional(),
  sites: z.array(siteInput).max(5000).optional(),
});

/**
 * Why an age range is impossible, as the message of the error on `field`, or null when it is fine (either end may be
 * absent): a minimum above the maximum would make every candidate ineligible by age, which is a typing error, never a
 * design. Used by the create schema (both ends in the body) and by the trial update (one end may be the stored one).
 */
export function ageRangeProblem(
  minAgeMonths: number | null | undefined,
  maxAgeMonths: number | null | undefined,
  field: 'minAgeMonths' | 'maxAgeMonths' = 'minAgeMonths',
): string | null {
  if (minAgeMonths == null || maxAgeMonths == null || minAgeMonths <= maxAgeMonths) return null;
  return field === 'minAgeMonths'
    ? `must not be above maxAgeMonths (${minAgeMonths} > ${maxAgeMonths} months)`
    : `must not be below minAgeMonths (${maxAgeMonths} < ${minAgeMonths} months)`;
}

/** A new trial: a 400 names `minAgeMonths` when it is above `maxAgeMonths`. */
export const trialCreate = trialFields.superRefine((v, ctx) => {
  const problem = ageRangeProblem(v.minAgeMonths, v.maxAgeMonths);
  if (problem) ctx.addIssue({ code: 'custom', path: ['minAgeMonths'], message: problem });
});
/** A trial update: any subset of the fields; the age range is checked against the stored trial (trials service). */
export const trialPatch = trialFields.partial();

/**
 * Body of `POST /api/trials/auto-gen`: exactly one of `nctId` (fetched from ClinicalTrials.gov), `study` (one API v2
 * study object), `studies` (several, as in the API's `{"studies": […]}` list answer) or `jsonl` (the text of a file:
 * JSON Lines, one study per line, or a whole JSON document: a study, an array of studies or `{"studies": […]}`), plus
 * `reparse` (re-run the criteria parser even where staff edited the criteria; default false).
 */
export const autoGenBody = z
  .strictObject({
    nctId: z.string().trim().toUpperCase().regex(NCT_ID, 'must look like NCT01234567').optional(),
    study: z.record(z.string(), z.unknown()).optional(),
    studies: z
      .array(z.unknown())
      .min(1, 'must contain at least one study')
      .max(MAX_IMPORT_STUDIES, `at most ${MAX_IMPORT_STUDIES} studies per import`)
      .optional(),
    jsonl: z.string().min(1, 'must not be empty').optional(),
    reparse: z.boolean().optional(),
  })
  .refine((b) => ['nctId', 'study', 'studies', 'jsonl'].filter((k) => b[k as keyof typeof b] !== undefined).length === 1, {
    message: 'give exactly one of nctId, study, studies or jsonl',
  });
/** A checked body of `POST /api/trials/auto-gen`. */
export type AutoGenBody = z.output<typeof autoGenBody>;
/** A body of `POST /api/trials/auto-gen` as the SPA sends it. */
export type TrialImportBody = z.input<typeof autoGenBody>;

// ── responses ────────────────────────────────────────────────────────────────────────────────────────────────────

/** A recruitment contact of a site (ClinicalTrials.gov `locations[].contacts[]`). */
export const siteContact = z.object({
  name: z.string().nullable(),
  role: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/**
 * A trial site, from a ClinicalTrials.gov location (DESIGN §4); geoPoint in decimal degrees. Contacts are optional:
 * older records and manual entries have none.
 */
export const trialSite = z.object({
  facility: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  status: z.string().nullable(),
  geoPoint: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  contacts: z.array(siteContact).optional(),
});
export type TrialSite = z.output<typeof trialSite>;

/** Arms and interventions of a trial (ClinicalTrials.gov `armsInterventionsModule`), summarised. */
export const armsInterventions = z.object({
  arms: z.array(z.object({ label: z.string(), type: z.string().nullable(), description: z.string().nullable(), interventions: z.array(z.string()) })),
  interventions: z.array(z.object({ type: z.string().nullable(), name: z.string() })),
});
export type ArmsInterventions = z.output<typeof armsInterventions>;

/**
 * A trial as listed: every field but the verbatim registry record, plus its `prescreenSuitability` (computed from the
 * stored trial, not a column). Ages in months, null = unbounded.
 */
export const trialSummary = z.object({
  id: uuid,
  organizationId: uuid,
  nctId: z.string().nullable(),
  title: z.string(),
  officialTitle: z.string().nullable(),
  sponsor: z.string().nullable(),
  phases: z.array(z.string()),
  overallStatus: z.string().nullable(),
  conditions: z.array(z.string()),
  keywords: z.array(z.string()),
  briefSummary: z.string().nullable(),
  enrollmentTarget: integer.nullable(),
  sex: knownValues(TRIAL_SEXES),
  minAgeMonths: integer.nullable(),
  maxAgeMonths: integer.nullable(),
  healthyVolunteers: z.boolean().nullable(),
  stdAges: z.array(z.string()).describe('ClinicalTrials.gov age groups: CHILD, ADULT, OLDER_ADULT'),
  armsInterventions: armsInterventions.nullable(),
  criteriaText: z.string().nullable(),
  /** The structured criteria, in order (inclusion and exclusion items mixed as in the text). */
  criteria: z.array(trialCriterionResponse),
  /** When staff last edited the criteria (a re-import keeps them), null when they are the parser's. */
  criteriaEditedAt: timestamp.nullable(),
  /** What the import could not read (one per missing module). */
  importWarnings: z.array(z.string()),
  sites: z.array(trialSite),
  createdAt: timestamp,
  updatedAt: timestamp,
  prescreenSuitability: prescreenSuitabilitySchema,
});
/** A trial as the SPA reads it in lists and records (the verbatim registry record is left out). */
export type Trial = Received<typeof trialSummary>;

/** The registry fields of a trial as mapped from a ClinicalTrials.gov API v2 record (DESIGN §4). Ages in months. */
export type TrialRegistryFields = Pick<
  z.output<typeof trialSummary>,
  | 'nctId'
  | 'title'
  | 'officialTitle'
  | 'sponsor'
  | 'phases'
  | 'overallStatus'
  | 'conditions'
  | 'keywords'
  | 'briefSummary'
  | 'enrollmentTarget'
  | 'sex'
  | 'minAgeMonths'
  | 'maxAgeMonths'
  | 'healthyVolunteers'
  | 'stdAges'
  | 'armsInterventions'
  | 'criteriaText'
  | 'sites'
>;

/** A trial with the ClinicalTrials.gov API v2 record last imported, verbatim (null for trials entered by hand). */
export const trial = trialSummary.extend({ sourceRecord: z.record(z.string(), z.unknown()).nullable() }).describe('The trial');

/** `GET /api/trials` */
export const trialList = pageOf('trials', trialSummary, 'One page of trials (without sourceRecord) and the total');

/** Counts of a trial's stored criteria after an import. */
export const criteriaCounts = z.object({ inclusion: integer, exclusion: integer, structured: integer, siteOnly: integer });
export type CriteriaCounts = z.output<typeof criteriaCounts>;

/** One record of a trial import: where it came from (`study`, `studies[3]`, `jsonl line 7`), what became of it. */
export const trialImportResult = z.object({
  where: z.string(),
  nctId: z.string(),
  trialId: uuid.nullable(),
  status: z.enum(['created', 'updated', 'failed']),
  title: z.string().nullable(),
  warnings: z.array(z.string()),
  error: z.string().optional(),
  criteria: criteriaCounts,
  /** Judged on the record read, also when it could not be stored. */
  prescreenSuitability: prescreenSuitabilitySchema,
});
export type TrialImportResult = Received<typeof trialImportResult>;

/** `POST /api/trials/auto-gen`: the processing run (`failed` = its rejected count) and one result per record. */
export const trialImportResponse = z
  .object({
    run: z.object({ id: uuid, status: z.string(), total: integer, created: integer, updated: integer, failed: integer }),
    results: z.array(trialImportResult),
  })
  .describe('The run and one result per record');
export type TrialImportResponse = Received<typeof trialImportResponse>;

/** `POST /api/trials/{trialId}/criteria/propose-rules`: the trial with proposals stored as `proposedRule`, and counts. */
export const ruleProposalResult = z
  .object({
    trial,
    asked: integer.describe('Criteria without a rule sent to the model'),
    proposed: integer.describe('Valid proposals stored on their criterion'),
    dropped: integer.describe('Proposals refused'),
    proposals: z.array(z.object({ criterionId: z.string(), rule: proposedRuleResponse })),
    rejected: z.array(z.object({ criterionId: z.string(), reason: z.string() })),
  })
  .describe('The trial and what the model proposed');
export type RuleProposalResult = Received<typeof ruleProposalResult>;
