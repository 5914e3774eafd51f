/**
 * Response schemas of the API (DESIGN §5: "every request body, query and response has a zod schema"): used by the
 * routes' `schema.response`, from which @fastify/swagger generates the OpenAPI document at /api/docs, and available
 * to the SPA (`z.infer`). No server code is imported here (the prescreen form shapes of server/domain as types only),
 * so the SPA can load this file.
 *
 * fastify-type-provider-zod's serializer VALIDATES every response against these schemas, and a `z.object` drops keys
 * it does not list, so:
 * - a field missing here is silently left out of the response: tests/api/openapi.test.ts compares the record schemas
 *   with the database tables and with real responses, and the JSON shapes of contracts/types.ts are checked against
 *   their schemas at compile time (bottom of this file);
 * - a payload that does not match is a 500, so nullability follows the database columns exactly, and text columns
 *   holding a fixed set of values are documented as enums but read as strings (`knownValues`);
 * - JSON whose shape belongs to the domain (a trial's criteria, a run's output rows) is a `z.looseObject`: the fields
 *   listed are documented and checked, the rest passes through unchanged.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS, CANDIDATE_SEXES, CANDIDATE_SOURCES, CANDIDATE_STATUSES, TRIAL_SEXES } from './constants';
import type { ArmsInterventions, CandidateCondition, ImportRejection, PrescreenNote, SiteContact, TrialSite } from './types';

/**
 * A point in time: a `Date` (what Drizzle returns for timestamp columns) or an ISO 8601 string, sent as an ISO string.
 * Documented as `string, format date-time`.
 */
export const timestamp = z
  .custom<Date | string>((v) => (v instanceof Date && !Number.isNaN(v.getTime())) || (typeof v === 'string' && !Number.isNaN(Date.parse(v))), {
    message: 'must be a date-time',
  })
  .meta({ type: 'string', format: 'date-time' });

/** A calendar date YYYY-MM-DD (date of birth, date of death). */
export const calendarDate = z.string().meta({ format: 'date' });

/** A whole number (a count, a total, an integer column); documented as `integer` without the safe-integer bounds. */
const integer = z.number().meta({ type: 'integer' });

/** A database uuid (any 8-4-4-4-12 hex string: fixed demo ids are not RFC 4122 v4). */
const uuid = z.guid();

/**
 * `schema` with its TypeScript type widened to `T`, for a value the server types loosely (the jsonb `criteria` column
 * is `unknown[]`): the response is still checked and documented by `schema`.
 */
function loosely<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return schema;
}

/**
 * A text column that holds one of `values` (written only through validated input): documented as an enum, read as a
 * string, so a stray stored value is still returned rather than failing the response.
 */
export function knownValues(values: readonly string[]) {
  return z.string().meta({ enum: [...values] });
}

/** One problem of an invalid request: where (`['body', 'email']`) and what. */
export const errorIssue = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() });

/** Every error (DESIGN §5): `{ statusCode, error, message, issues? }`; `issues` with 400s from validation. */
export const errorResponse = z
  .object({ statusCode: integer, error: z.string(), message: z.string(), issues: z.array(errorIssue).optional() })
  .describe('Error');

/** What each error status means in this API (DESIGN §5); the description of that response in the OpenAPI document. */
const ERROR_MEANING = {
  400: 'Invalid input: the message names the field, issues list every problem',
  401: 'No valid session',
  403: 'Not allowed: another organisation, administrators only, or the account has no organisation yet',
  404: 'No such record, or one of another organisation',
  409: 'Conflict with an existing record',
  413: 'Request body too large',
  422: 'Valid request that cannot be carried out',
  429: 'Too many requests',
  502: 'An outside service (ClinicalTrials.gov, the language model) failed; the message says why',
} as const;

/** Status codes with a documented error response. */
export type ErrorStatus = keyof typeof ERROR_MEANING;

/**
 * `response` entries for the given error statuses, each `errorResponse` with its meaning, plus 500 (any route can fail).
 * Spread into a route's `schema.response`: `{ 200: candidate, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S | 500, typeof errorResponse> {
  const out = { 500: errorResponse.describe('Unexpected failure (no internals are revealed)') } as Record<S | 500, typeof errorResponse>;
  for (const s of statuses) out[s] = errorResponse.describe(ERROR_MEANING[s]);
  return out;
}

/** The response of a 204: no body. */
export const noContent = z.undefined().describe('Done; no content');

// ── organisations and invitations ───────────────────────────────────────────────────────────────────────────────

/** An organisation (tenant), DESIGN §4. */
export const organization = z.object({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  /** Opaque id of the public chat lookup. */
  publicId: z.string(),
  timezone: z.string().describe('IANA time zone'),
  chatEnabled: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
  createdAt: timestamp,
  updatedAt: timestamp,
}).describe('An organisation');

/** `GET /api/organizations/public/{publicId}`: only id, name and whether a public chat is available. */
export const organizationPublic = z.object({ id: uuid, name: z.string(), chatAvailable: z.boolean() }).describe('The public view of the organisation');

/** `GET /api/organizations` */
export const organizationList = z.object({ organizations: z.array(organization), total: integer }).describe('One page of organisations and the total');

/** `POST /api/organizations/{id}/invitations`: the new invitation with its token and sign-up URL. */
export const invitationCreated = z.object({
  id: uuid,
  token: z.string(),
  email: z.string().nullable(),
  expiresAt: timestamp,
  url: z.string().describe('Sign-up link carrying the token'),
}).describe('The invitation, with its token and link');

/** An invitation as listed (no token). */
export const invitation = z.object({
  id: uuid,
  email: z.string().nullable(),
  expiresAt: timestamp,
  acceptedAt: timestamp.nullable(),
  createdAt: timestamp,
});

/** `GET /api/organizations/{id}/invitations`, newest first. */
export const invitationList = z.object({ invitations: z.array(invitation) }).describe('The invitations of the organisation');

/** `GET /api/invitations/{token}` (public): the inviting organisation's name and the invitation's state. */
export const invitationDescription = z.object({
  organizationName: z.string(),
  email: z.string().nullable(),
  expired: z.boolean(),
  accepted: z.boolean(),
}).describe('The invitation: organisation name and state');

/** `POST /api/invitations/{token}/accept`: the organisation the user joined. */
export const invitationAccepted = z.object({ organization }).describe('Joined: the organisation');

// ── users ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A user account (better-auth user plus organisation and admin flag). */
export const user = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  organizationId: uuid.nullable(),
  isAdmin: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
}).describe('A user');

/** `GET /api/users/me`: the signed-in user, their organisation (null before joining one) and isAdmin. */
export const me = z.object({ user, organization: organization.nullable(), isAdmin: z.boolean() }).describe('The session');

/** `GET /api/users` */
export const userList = z.object({ users: z.array(user), total: integer }).describe('One page of users and the total');

// ── trials ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** A site contact from the registry. */
export const siteContact = z.object({
  name: z.string().nullable(),
  role: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** A trial site (contracts/types.ts TrialSite); geoPoint in decimal degrees. */
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

/** Arms and interventions summarised from the registry (contracts/types.ts ArmsInterventions). */
export const armsInterventions = z.object({
  arms: z.array(z.object({ label: z.string(), type: z.string().nullable(), description: z.string().nullable(), interventions: z.array(z.string()) })),
  interventions: z.array(z.object({ type: z.string().nullable(), name: z.string() })),
});

/**
 * A structured rule (server/domain/eligibility/types.ts StructuredRule): `type` names it (age, sex, lab, condition …),
 * the other fields depend on the type.
 */
export const criterionRule = z.looseObject({ type: z.string() });

/**
 * One stored criterion of a trial (the domain's Criterion, plus a language model's proposal staff have not accepted).
 * Fields after `text` are optional here only so older stored criteria still read.
 */
export const trialCriterion = z.looseObject({
  id: z.string(),
  kind: z.enum(['inclusion', 'exclusion']),
  text: z.string(),
  rule: criterionRule.nullable().optional(),
  answerableBy: z.enum(['candidate', 'site']).optional(),
  answerKeys: z.array(z.string()).optional(),
  source: z.enum(['text', 'record']).optional(),
  context: z.array(z.string()).optional(),
  proposedRule: criterionRule.nullable().optional(),
  proposedBy: z.literal('llm').nullable().optional(),
});

/** server/domain/eligibility/suitability.ts SUITABILITY_CODES (checked at compile time below). */
const suitabilityCodes = ['not_recruiting', 'invitation_only', 'retrospective', 'records_only', 'registry', 'inpatient_or_emergency'] as const;

/**
 * Whether a self-report prescreen (public chat, prescreen call) suits a trial: `suitable` false when there is a reason;
 * each reason a `code` and a short message for staff ("Not recruiting (ClinicalTrials.gov status: Completed)"). Rules
 * and their ClinicalTrials.gov sources: server/domain/eligibility/suitability.ts.
 */
export const trialSuitability = z.object({
  suitable: z.boolean(),
  reasons: z.array(z.object({ code: knownValues(suitabilityCodes), message: z.string() })),
});

/** The codes above are exactly the domain's (no runtime value). */
export type SuitabilityCodesMatchTheDomain = Check<Same<import('../server/domain/eligibility/suitability').SuitabilityCode, (typeof suitabilityCodes)[number]>>;

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
  criteria: loosely<unknown[]>(z.array(trialCriterion)),
  criteriaEditedAt: timestamp.nullable(),
  importWarnings: z.array(z.string()),
  sites: z.array(trialSite),
  createdAt: timestamp,
  updatedAt: timestamp,
  prescreenSuitability: trialSuitability,
});

/** A trial with the ClinicalTrials.gov API v2 record last imported, verbatim (null for trials entered by hand). */
export const trial = trialSummary.extend({ sourceRecord: z.record(z.string(), z.unknown()).nullable() }).describe('The trial');

/** Counts of a trial's stored criteria after an import. */
export const criteriaCounts = z.object({ inclusion: integer, exclusion: integer, structured: integer, siteOnly: integer });

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
  prescreenSuitability: trialSuitability,
});

/** `POST /api/trials/auto-gen`: the processing run (`failed` = its rejected count) and one result per record. */
export const trialImportResponse = z
  .object({
    run: z.object({ id: uuid, status: z.string(), total: integer, created: integer, updated: integer, failed: integer }),
    results: z.array(trialImportResult),
  })
  .describe('The run and one result per record');

/** `POST /api/trials/{trialId}/criteria/propose-rules`: the trial with proposals stored as `proposedRule`, and counts. */
export const ruleProposalResult = z
  .object({
    trial,
    asked: integer.describe('Criteria without a rule sent to the model'),
    proposed: integer.describe('Valid proposals stored on their criterion'),
    dropped: integer.describe('Proposals refused'),
    proposals: z.array(z.object({ criterionId: z.string(), rule: loosely<unknown>(criterionRule) })),
    rejected: z.array(z.object({ criterionId: z.string(), reason: z.string() })),
  })
  .describe('The trial and what the model proposed');

/** `GET /api/trials` */
export const trialList = z.object({ trials: z.array(trialSummary), total: integer }).describe('One page of trials (without sourceRecord) and the total');

// ── candidates ───────────────────────────────────────────────────────────────────────────────────────────────────

/** A condition: text, optionally coded (contracts/types.ts CandidateCondition). */
export const candidateCondition = z.object({ text: z.string(), system: z.enum(['SNOMED', 'ICD10']).optional(), code: z.string().optional() });

/** A prescreen note (contracts/types.ts PrescreenNote); notes are an ordered list deleted by index. */
export const prescreenNote = z.object({
  text: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
});

/** A candidate (DESIGN §4): phone E.164, email lower case, dates of birth and death YYYY-MM-DD. */
export const candidate = z.object({
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
}).describe('A candidate');

/** `GET /api/candidates` */
export const candidateList = z.object({ candidates: z.array(candidate), total: integer }).describe('One page of candidates and the total');

/** One refused CSV row (contracts/types.ts ImportRejection): row number (header = 1), column and reason. */
export const importRejection = z.object({ row: integer, column: z.string(), reason: z.string() });

/** `POST /api/candidates/bulk`: counts of created and updated candidates, and the refused rows. */
export const importBatchResult = z
  .object({ created: integer, updated: integer, rejected: z.array(importRejection) })
  .describe('Created and updated counts, refused rows');

/**
 * `PATCH /api/candidates/reset-status`: how many candidates changed, and how many of those asked for were left as they
 * are because they are marked do-not-contact or deceased.
 */
export const resetStatusResult = z
  .object({ updated: integer, skipped: integer })
  .describe('Number of candidates changed, and of candidates left unchanged because they are do-not-contact or deceased');

/** The prescreen notes of a candidate, in order, after a read, an addition or a deletion. */
export const prescreenNoteList = z.object({ notes: z.array(prescreenNote) }).describe('The prescreen notes, in order');

// ── processing runs ──────────────────────────────────────────────────────────────────────────────────────────────

/** A processing run as listed: counts without errors and output rows. */
export const processingRunSummary = z.object({
  id: uuid,
  organizationId: uuid,
  kind: z.string().describe('trial-import, candidate-import …'),
  status: knownValues(['RUNNING', 'COMPLETED', 'FAILED']),
  name: z.string().nullable(),
  total: integer,
  created: integer,
  updated: integer,
  rejected: integer,
  createdBy: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A processing run with its errors (the output rows are read page by page). */
export const processingRun = processingRunSummary.extend({ errors: z.array(z.unknown()) });

/** `GET /api/processing-runs` */
export const processingRunList = z
  .object({ processingRuns: z.array(processingRunSummary), total: integer })
  .describe('One page of runs (without errors and output) and the total');

/**
 * One output row of a run: the row's own fields (for a trial import: where, nctId, trialId, status, title, warnings,
 * error, criteria) plus the run's metadata; `id` = `<runId>:<index>`.
 */
export const processingRunDataRow = z.looseObject({
  id: z.string(),
  runId: uuid,
  runKind: z.string(),
  organizationId: uuid,
  runCreatedAt: timestamp,
  index: integer,
});

/** `GET /api/processing-runs/data` */
export const processingRunDataList = z.object({ data: z.array(processingRunDataRow), total: integer }).describe('One page of output rows and the total');

/** `GET /api/processing-runs/{id}/data` */
export const processingRunData = z
  .object({ run: processingRun, data: z.array(processingRunDataRow), total: integer })
  .describe('The run (counts, errors) and one page of its output rows');

// ── compile-time check: the schemas of stored JSON describe exactly the types of contracts/types.ts ─────────────

/** `true` when A and B have the same keys (optional ones too) and are assignable both ways. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Same<A, B> = SameKeys<A, B> extends true ? ([A] extends [B] ? ([B] extends [A] ? true : false) : false) : false;
type Check<T extends true> = T;
/** Compiles only while every pair matches (no runtime value). */
export type SharedShapesMatchTheirSchemas = [
  Check<Same<TrialSite, z.output<typeof trialSite>>>,
  Check<Same<SiteContact, z.output<typeof siteContact>>>,
  Check<Same<ArmsInterventions, z.output<typeof armsInterventions>>>,
  Check<Same<CandidateCondition, z.output<typeof candidateCondition>>>,
  Check<Same<PrescreenNote, z.output<typeof prescreenNote>>>,
  Check<Same<ImportRejection, z.output<typeof importRejection>>>,
];

// ── chat agents ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A chat agent: the organisation's public chat when `published`. */
export const chatAgent = z
  .object({
    id: uuid,
    organizationId: uuid,
    name: z.string(),
    type: knownValues(['PRESCREEN', 'SITE_VISIT_SCHEDULING']),
    trialIds: z.array(uuid),
    prescreenFormId: uuid.nullable(),
    greeting: z.string(),
    persona: z.string(),
    contactConsentText: z.string(),
    handoffText: z.string(),
    askEverything: z.boolean(),
    active: z.boolean(),
    published: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .describe('The chat agent');

/** `GET /api/chat-agents/internal/` */
export const chatAgentList = z.object({ chatAgents: z.array(chatAgent), total: integer }).describe('One page of chat agents and the total');

// ── chat conversations ─────────────────────────────────────────────────────────────────────────────────

const chatPhases = ['verification', 'consent', 'questions', 'paused', 'declined', 'completed'];
const recommendations = ['PASS', 'FAIL', 'INCONCLUSIVE', 'POTENTIAL'];

/** A quick-reply button of an agent line: the label shown and the text sent when pressed. */
export const chatQuickReply = z.object({ label: z.string(), send: z.string() });

/**
 * The typed agent reply behind an agent line (server/domain/conversation `AgentReply`): `type` text | consent |
 * question | progress | closing | verification; questions carry `questionId`, `answerType`, `quickReplies`, `datePicker`
 * `{ precision: 'month', max }`, `unit`, `help`, `example`; progress `current`/`total`; closing `outcome`.
 */
export const chatReply = z.looseObject({
  type: z.string(),
  text: z.string(),
  quickReplies: z.array(chatQuickReply).optional(),
});

/** One transcript line. `role`: visitor | agent. Text is plain text (shown as text, never as HTML). */
export const chatMessage = z.object({
  id: uuid,
  seq: integer,
  role: knownValues(['visitor', 'agent']),
  text: z.string(),
  reply: chatReply.nullable(),
  createdAt: timestamp,
});

/** A trial's AI recommendation in a conversation's result (staff views). */
export const chatTrialOutcome = z.object({ trialId: uuid, trialTitle: z.string().nullable(), nctId: z.string().nullable(), aiRecommendation: knownValues(recommendations) });

/**
 * A chat conversation. Visitors (token) see the public fields; staff (session) also get `candidateId`,
 * `candidateName`, `visitorName`, `messageCount`, `startedByUserId`, the per-trial `outcomes` and `visitorLanguage`.
 */
export const chatConversation = z
  .object({
    id: uuid,
    organizationId: uuid,
    organizationName: z.string(),
    chatAgentId: uuid.nullable(),
    agentName: z.string().nullable(),
    status: knownValues(['ONGOING', 'COMPLETED']),
    phase: knownValues(chatPhases),
    isTest: z.boolean(),
    verified: z.boolean(),
    /** While a code is pending: where it went (masked: "•••• 4567", "j•••@example.com"). */
    verification: z.object({ channel: knownValues(['sms', 'email']), destination: z.string(), expiresAt: timestamp }).nullable(),
    /** "Question 4 of 12" during the questions; null otherwise. */
    progress: z.object({ current: integer, total: integer }).nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    completedAt: timestamp.nullable(),
    candidateId: uuid.nullable().optional(),
    candidateName: z.string().nullable().optional(),
    visitorName: z.string().nullable().optional(),
    messageCount: integer.optional(),
    startedByUserId: z.string().nullable().optional(),
    outcomes: z.array(chatTrialOutcome).optional(),
    /**
     * Staff only: `es` when the visitor wrote in Spanish (they were told the questions are in English for now and
     * that the team can call them in Spanish); null otherwise, and in lists (which do not read the dialogue).
     */
    visitorLanguage: knownValues(['es']).nullable().optional(),
  })
  .describe('The chat conversation');

/**
 * A conversation with transcript lines: `GET /{id}` and verify give every line; `POST …/messages` the new lines (the
 * visitor's message and the agent's replies); initiate and admin/start also return the visitor `token` (once).
 */
export const chatConversationDetail = z
  .object({ conversation: chatConversation, messages: z.array(chatMessage), token: z.string().optional() })
  .describe('The conversation and its transcript lines');

/** `GET /api/chat-conversations/` */
export const chatConversationList = z
  .object({ chatConversations: z.array(chatConversation), total: integer })
  .describe('One page of chat conversations and the total');

// ── prescreen results and review ───────────────────────────────────────────────────────────────────────

/** A transcript line that gave evidence for a verdict (`messageId` links into the transcript). */
export const verdictMessage = z.object({
  answerKey: z.string(),
  questionId: z.string(),
  messageId: z.string().nullable(),
  text: z.string().nullable(),
  source: z.string(),
});

/**
 * One criterion's verdict, with the criterion as it was when the result was stored: `kind`, `text`, `answerableBy`,
 * and `scope` and `unencoded` when the stored verdict copied them from its criterion (optional: a result stored
 * without them still reads, and the review then names no reason beside "Site to confirm").
 */
export const prescreenVerdict = z.looseObject({
  criterionId: z.string(),
  kind: knownValues(['inclusion', 'exclusion']),
  text: z.string(),
  answerableBy: z.string(),
  verdict: knownValues(['met', 'not_met', 'unknown']),
  /**
   * Unknown although answered: the answer does not settle what the criterion's text adds to its rule (a qualifier, an
   * exception, an alternative: `scope`), or the candidate was not sure; the site confirms it.
   */
  siteToConfirm: z.boolean().optional(),
  /** What the criterion's rule can prove (server/domain/eligibility/types.ts RuleScope); absent = exact. */
  scope: knownValues(['exact', 'necessary', 'sufficient'])
    .optional()
    .describe("What the rule's answers can prove: necessary = a 'no' decides, a 'yes' is for the site; sufficient = the reverse"),
  /** Words of the criterion's text its rule does not test: why a "Site to confirm" verdict is left to the site. */
  unencoded: z.array(z.string()).optional().describe('Words of the criterion the rule does not test, shown to the site'),
  messages: z.array(verdictMessage),
});

/** A prescreen result row of `GET /api/prescreen/results`. */
export const prescreenResultSummary = z.object({
  id: uuid,
  organizationId: uuid,
  candidateId: uuid,
  candidateName: z.string(),
  candidateStatus: z.string(),
  trialId: uuid,
  trialTitle: z.string(),
  nctId: z.string().nullable(),
  sourceType: knownValues(['call', 'chat']),
  chatConversationId: uuid.nullable(),
  formVersion: integer.nullable(),
  aiRecommendation: knownValues(recommendations),
  reviewDecision: knownValues(['ACCEPT', 'OVERRIDE']).nullable(),
  finalOutcome: knownValues(recommendations).nullable(),
  reviewReason: z.string().nullable(),
  reviewedByUserId: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: timestamp.nullable(),
  createdAt: timestamp,
});

/** `GET /api/prescreen/results` */
export const prescreenResultList = z.object({ results: z.array(prescreenResultSummary), total: integer }).describe('One page of prescreen results and the total');

/** A result with its verdicts, conflicts, answers and the criterion ids behind the recommendation. */
export const prescreenResultDetail = prescreenResultSummary.extend({
  verdicts: z.array(prescreenVerdict),
  deciding: z.array(z.string()),
  conflicts: z.array(z.looseObject({ answerKey: z.string() })),
  answers: z.record(z.string(), z.unknown()),
});

/**
 * `GET /api/prescreen/review?candidateId=`: the candidate, their results (newest first) and the transcript of each
 * chat conversation the results came from (by conversation id).
 */
export const prescreenReview = z
  .object({
    candidate: z.object({
      id: uuid,
      organizationId: uuid,
      firstName: z.string(),
      lastName: z.string(),
      dateOfBirth: calendarDate.nullable(),
      sex: z.string(),
      status: z.string(),
      prescreenNotes: z.array(prescreenNote),
    }),
    results: z.array(prescreenResultDetail),
    transcripts: z.record(z.string(), z.array(chatMessage)),
  })
  .describe("The candidate's prescreen review");

// ── outbox (embedded mode) ───────────────────────────────────────────────────────────────────────────────────────

/** A message the product sent (or, in embedded mode, only stored): `channel` sms | email; `subject` null for SMS. */
export const outboxMessage = z.object({
  id: uuid,
  channel: knownValues(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: timestamp,
});

/** `GET /api/outbox/` */
export const outboxList = z.object({ messages: z.array(outboxMessage) }).describe('The newest outbound messages, newest first');

// ── audit log ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * One audit event (server/lib/audit.ts): who (`actorUserId`, with the user's name and email while the account exists;
 * null for the system: seed, jobs, the public chat), what (`action` on `entity` `entityId`), whose data
 * (`organizationId`), when (`at`, UTC) and from where (`ip`). `details` holds what else the writer recorded, e.g. the
 * ids of the records a list showed (`ids`) or an import created (`created`) and updated (`updated`).
 */
export const auditEvent = z
  .object({
    id: integer,
    at: timestamp,
    actorUserId: z.string().nullable(),
    actorName: z.string().nullable(),
    actorEmail: z.string().nullable(),
    actorOrganizationId: uuid.nullable(),
    action: knownValues(AUDIT_ACTIONS),
    entity: z.string(),
    entityId: z.string().nullable(),
    organizationId: uuid.nullable(),
    ip: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .describe('One audit event');

/** `GET /api/audit-events` */
export const auditEventList = z.object({ auditEvents: z.array(auditEvent), total: integer }).describe('One page of audit events, newest first unless sorted otherwise, and the total');
