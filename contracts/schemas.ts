/**
 * Request body schemas shared by the server (validation, OpenAPI) and the SPA (form validation). Bodies are strict:
 * an unknown field is a 400 naming it.
 */
import { z } from 'zod';
import {
  AI_RECOMMENDATIONS,
  CANDIDATE_SEXES,
  CANDIDATE_SOURCES,
  CANDIDATE_STATUSES,
  INVITATION_MAX_DAYS,
  REVIEW_DECISIONS,
  TRIAL_SEXES,
  USER_NAME_MAX,
} from './constants';
import { textProblem } from './text';

/** Trimmed well-formed text (./text.ts: no NUL, no lone surrogate; else an issue naming the field). */
const wellFormedText = () =>
  z
    .string()
    .trim()
    .superRefine((s, ctx) => {
      const problem = textProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
/** A free-text field of at most `max` characters: every text field of the API is built from this. */
const text = (max: number) => wellFormedText().max(max);
const isoDate = z.iso.date({ message: 'must be a date YYYY-MM-DD' });

/** True for an IANA time zone name the runtime knows ("America/Chicago"). */
function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const organizationCreate = z.strictObject({
  name: text(200).min(1, 'required'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'lower-case letters, digits and dashes, 2–63 characters')
    .optional(),
  timezone: text(64).refine(isTimeZone, 'must be an IANA time zone such as America/New_York').optional(),
  chatEnabled: z.boolean().optional(),
});
export const organizationPatch = organizationCreate.partial();

export const invitationCreate = z.strictObject({
  email: z.email().max(320).optional(),
  /** Days until the link expires (default and at most INVITATION_MAX_DAYS). */
  expiresInDays: z.number().int().min(1).max(INVITATION_MAX_DAYS).optional(),
});

/** A person's name wherever it is set (sign-up, update-user, PATCH /api/users/{id}): 1–USER_NAME_MAX characters. */
export const userName = text(USER_NAME_MAX).min(1, 'required');

export const userPatch = z.strictObject({
  name: userName.optional(),
  organizationId: z.uuid().nullable().optional(),
  isAdmin: z.boolean().optional(),
});

const site = z.strictObject({
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
  nctId: z.string().trim().toUpperCase().regex(/^NCT\d{8}$/, 'must look like NCT01234567').nullable().optional(),
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
  stdAges: z.array(z.enum(['CHILD', 'ADULT', 'OLDER_ADULT'])).max(3).optional(),
  criteriaText: text(100000).nullable().optional(),
  sites: z.array(site).max(5000).optional(),
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

const condition = z.strictObject({
  text: text(500).min(1),
  system: z.enum(['SNOMED', 'ICD10']).optional(),
  code: text(32).optional(),
});

export const candidateFields = {
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
  conditions: z.array(condition).max(500).optional(),
  medications: z.array(text(200)).max(500).optional(),
  source: z.enum(CANDIDATE_SOURCES).optional(),
  externalId: text(200).nullable().optional(),
  status: z.enum(CANDIDATE_STATUSES).optional(),
  statusReason: text(1000).nullable().optional(),
  consentSms: z.boolean().optional(),
  consentCall: z.boolean().optional(),
  deceasedDate: isoDate.nullable().optional(),
};
export const candidateCreate = z.strictObject(candidateFields);
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
    ids: z.array(z.uuid({ message: 'must be a uuid' })).min(1, 'give at least one id').max(10000).optional(),
    all: z.boolean().optional(),
    status: z.enum(CANDIDATE_STATUSES).default('NEW'),
    reason: text(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.ids && v.all) ctx.addIssue({ code: 'custom', path: ['all'], message: 'give either ids or all: true, not both' });
    else if (!v.ids && v.all !== true) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'give the ids of the candidates to change, or all: true for every candidate of the organisation' });
    }
  });

export const prescreenNoteCreate = z.strictObject({ text: text(5000).min(1, 'required') });

// ── chat agents ────────────────────────────────────────────────────────────────────────────────────────

export const CHAT_AGENT_TYPES = ['PRESCREEN', 'SITE_VISIT_SCHEDULING'] as const;

export const chatAgentCreate = z.strictObject({
  name: text(200).min(1, 'required'),
  type: z.enum(CHAT_AGENT_TYPES),
  /** Trials of the agent's organisation. */
  trialIds: z.array(z.uuid({ message: 'must be a uuid' })).max(50).optional(),
  /** A prescreen form of the agent's organisation. */
  prescreenFormId: z.uuid({ message: 'must be a uuid' }).nullable().optional(),
  greeting: text(2000).optional(),
  /** Persona / tone. */
  persona: text(2000).optional(),
  contactConsentText: text(2000).optional(),
  handoffText: text(2000).optional(),
  /**
   * Ask every question even after the answers rule the visitor out of the form's trials (for organisations that use
   * the answers for their other trials); default false: the chat ends kindly as soon as every trial is failed.
   */
  askEverything: z.boolean().optional(),
  active: z.boolean().optional(),
  /** Publish as the organisation's public chat (unpublishes its previous one). */
  published: z.boolean().optional(),
  /**
   * Publish even though a self-report prescreen does not suit one of the trials (not recruiting, retrospective, records
   * only, registry, people enrolled in hospital or emergency care: the trial's `prescreenSuitability`). Without it,
   * publishing on such a trial is a 422 naming the trial and its reasons. Not stored; the audit event records it.
   */
  acknowledgeUnsuitable: z.boolean().optional(),
});
export const chatAgentPatch = chatAgentCreate.partial();

// ── chat conversations and prescreen review ────────────────────────────────────────────────────────────

const uuidField = z.uuid({ message: 'must be a uuid' });

/** `POST /api/chat-conversations/initiate` (public): the organisation, and an agent of it (default: its published one). */
export const chatInitiate = z.strictObject({
  organizationId: uuidField,
  chatAgentId: uuidField.optional(),
});

/**
 * `POST /api/chat-conversations/verify` (public), in two steps on the same conversation:
 * 1. the visitor's details — `firstName`, `lastName`, `dateOfBirth` and `phone` (sent by SMS) or `email` — send a
 *    one-time code;
 * 2. `code` checks it.
 */
export const chatVerify = z
  .strictObject({
    conversationId: uuidField,
    token: z.string().min(1, 'required').max(200),
    firstName: text(100).min(1, 'required').optional(),
    lastName: text(100).min(1, 'required').optional(),
    dateOfBirth: isoDate.optional(),
    /** Any common format; stored E.164 (default region US). */
    phone: text(40).min(1).optional(),
    email: z.email({ message: 'must be an email address' }).max(320).optional(),
    code: z.string().trim().regex(/^\d{6}$/, 'must be the 6-digit code').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.code !== undefined) return;
    for (const field of ['firstName', 'lastName', 'dateOfBirth'] as const) {
      if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    }
    if (v.phone === undefined && v.email === undefined) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'give a phone number or an email address' });
  });

/** `POST /api/chat-conversations/{id}/messages`: the visitor's message (at most 2 000 characters, else 413). */
export const chatMessageCreate = z.strictObject({
  /** The conversation token (or the x-chat-token header). */
  token: z.string().min(1).max(200).optional(),
  text: wellFormedText().min(1, 'required'),
});

/** `POST /api/chat-conversations/admin/start`: staff try a chat agent as a visitor (a test conversation). */
export const chatAdminStart = z.strictObject({ chatAgentId: uuidField });

/** `POST /api/prescreen/review/decision`: accept the AI recommendation, or override it to another outcome with a reason. */
export const reviewDecision = z
  .strictObject({
    resultId: uuidField,
    decision: z.enum(REVIEW_DECISIONS),
    /** Required with OVERRIDE: the outcome the reviewer decides. */
    outcome: z.enum(AI_RECOMMENDATIONS).optional(),
    /** Required with OVERRIDE (at least 3 characters). */
    reason: text(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== 'OVERRIDE') return;
    if (!v.outcome) ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'required to override' });
    if (!v.reason || v.reason.length < 3) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'a reason of at least 3 characters is required to override' });
  });
