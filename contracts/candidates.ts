/**
 * Candidates (prospective participants, DESIGN §4) with their conditions and prescreen notes, and the CSV import:
 * request bodies, responses and the types both sides read. Phone numbers are stored as E.164, email addresses in
 * lower case, dates of birth and death as YYYY-MM-DD.
 */
import { z } from 'zod';
import { CANDIDATE_SEXES, CANDIDATE_SOURCES, CANDIDATE_STATUSES } from './constants';
import { calendarDate, integer, isoDate, knownValues, pageOf, text, timestamp, uuid, type Received } from './common';

// ── requests ─────────────────────────────────────────────────────────────────────────────────────────────────────

const conditionInput = z.strictObject({
  text: text(500).min(1),
  system: z.enum(['SNOMED', 'ICD10']).optional(),
  code: text(32).optional(),
});

/** `POST /api/candidates`: a candidate's fields; only the names are required. */
export const candidateCreate = z.strictObject({
  firstName: text(100).min(1, 'required'),
  lastName: text(100).min(1, 'required'),
  dateOfBirth: isoDate.nullable().optional(),
  sex: z.enum(CANDIDATE_SEXES).optional(),
  /** Any readable phone number; stored as E.164. */
  phone: text(40).nullable().optional(),
  email: z.email('must be an email address').max(320).nullable().optional(),
  addressLine: text(300).nullable().optional(),
  city: text(100).nullable().optional(),
  state: text(100).nullable().optional(),
  postalCode: text(20).nullable().optional(),
  country: text(2).nullable().optional(),
  conditions: z.array(conditionInput).max(500).optional(),
  medications: z.array(text(200)).max(500).optional(),
  source: z.enum(CANDIDATE_SOURCES).optional(),
  externalId: text(200).nullable().optional(),
  status: z.enum(CANDIDATE_STATUSES).optional(),
  statusReason: text(1000).nullable().optional(),
  consentSms: z.boolean().optional(),
  consentCall: z.boolean().optional(),
  deceasedDate: isoDate.nullable().optional(),
});
/** `PATCH /api/candidates/{id}`: any subset of the create fields. */
export const candidatePatch = candidateCreate.partial();

/** One CSV row as sent by the importer; values are raw strings, normalised and validated by the server per row. */
export const importRow = z.strictObject({
  rowNumber: z.number().int().min(1),
  externalId: z.string().max(200).optional(),
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  fullName: z.string().max(300).optional(),
  dateOfBirth: z.string().max(40).optional(),
  deceasedDate: z.string().max(40).optional(),
  sex: z.string().max(20).optional(),
  phone: z.string().max(60).optional(),
  email: z.string().max(320).optional(),
  addressLine: z.string().max(300).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  postalCode: z.string().max(20).optional(),
  country: z.string().max(60).optional(),
  conditions: z.union([z.string().max(20000), z.array(z.string().max(500)).max(500)]).optional(),
  conditionCodes: z.string().max(5000).optional(),
  medications: z.union([z.string().max(5000), z.array(z.string().max(200)).max(500)]).optional(),
});
export type ImportRow = z.infer<typeof importRow>;

/**
 * `PATCH /api/candidates/reset-status`: the intent must be explicit — `ids` (those candidates of the organisation) or
 * `all: true` (every candidate of the organisation in the query), never both; a body without either is a 400 naming
 * `ids`, so an empty request cannot move a whole organisation.
 */
export const resetStatusBody = z
  .strictObject({
    ids: z
      .array(z.uuid({ message: 'must be a uuid' }))
      .min(1, 'give at least one id')
      .max(10000)
      .optional(),
    all: z.boolean().optional(),
    status: z.enum(CANDIDATE_STATUSES).default('NEW'),
    reason: text(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.ids && v.all) ctx.addIssue({ code: 'custom', path: ['all'], message: 'give either ids or all: true, not both' });
    else if (!v.ids && v.all !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['ids'],
        message: 'give the ids of the candidates to change, or all: true for every candidate of the organisation',
      });
    }
  });

/** `POST /api/candidates/{id}/prescreen-notes`: the note's text. */
export const prescreenNoteCreate = z.strictObject({ text: text(5000).min(1, 'required') });

// ── responses ────────────────────────────────────────────────────────────────────────────────────────────────────

/** A candidate's condition: text, optionally coded (SNOMED CT or ICD-10). */
export const candidateCondition = z.object({ text: z.string(), system: z.enum(['SNOMED', 'ICD10']).optional(), code: z.string().optional() });
export type CandidateCondition = z.output<typeof candidateCondition>;

/** One prescreen note; notes are an ordered list deleted by index (spec §3). createdAt is ISO 8601 UTC. */
export const prescreenNote = z.object({
  text: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
});
export type PrescreenNote = z.output<typeof prescreenNote>;

/** A candidate (DESIGN §4): phone E.164, email lower case, dates of birth and death YYYY-MM-DD. */
export const candidate = z
  .object({
    id: uuid,
    organizationId: uuid,
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: calendarDate.nullable(),
    sex: knownValues(CANDIDATE_SEXES),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    addressLine: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
    conditions: z.array(candidateCondition),
    medications: z.array(z.string()),
    source: knownValues(CANDIDATE_SOURCES),
    externalId: z.string().nullable(),
    status: knownValues(CANDIDATE_STATUSES),
    statusReason: z.string().nullable(),
    statusChangedAt: timestamp.nullable(),
    consentSms: z.boolean(),
    consentSmsAt: timestamp.nullable(),
    consentSmsSource: z.string().nullable(),
    consentCall: z.boolean(),
    consentCallAt: timestamp.nullable(),
    consentCallSource: z.string().nullable(),
    deceasedDate: calendarDate.nullable(),
    prescreenNotes: z.array(prescreenNote),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .describe('A candidate');
export type Candidate = Received<typeof candidate>;

/** A candidate's identity and contact fields, as stored (phone E.164, email lower case, dates YYYY-MM-DD). */
export type CandidatePersonFields = Pick<
  z.output<typeof candidate>,
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'phone'
  | 'email'
  | 'addressLine'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'country'
  | 'conditions'
  | 'medications'
>;

/** `GET /api/candidates` */
export const candidateList = pageOf('candidates', candidate, 'One page of candidates and the total');

/** One problem of an imported CSV row: row number (header = 1), the field at fault and why. */
export const importRejection = z.object({ row: integer, column: z.string(), reason: z.string() });
export type ImportRejection = z.output<typeof importRejection>;

/** `POST /api/candidates/bulk`: counts of created and updated candidates, and the refused rows. */
export const importBatchResult = z
  .object({ created: integer, updated: integer, rejected: z.array(importRejection) })
  .describe('Created and updated counts, refused rows');
export type ImportBatchResult = Received<typeof importBatchResult>;

/**
 * `PATCH /api/candidates/reset-status`: how many candidates changed, and how many of those asked for were left as they
 * are because they are marked do-not-contact or deceased.
 */
export const resetStatusResult = z
  .object({ updated: integer, skipped: integer })
  .describe('Number of candidates changed, and of candidates left unchanged because they are do-not-contact or deceased');
export type ResetStatusResult = Received<typeof resetStatusResult>;

/** The prescreen notes of a candidate, in order, after a read, an addition or a deletion. */
export const prescreenNoteList = z.object({ notes: z.array(prescreenNote) }).describe('The prescreen notes, in order');
