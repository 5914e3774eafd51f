/**
 * Constants shared by the SPA and the server. Sources: spec §4, §6, §9 and DESIGN §4.
 */

/** Slug of the operator's own organisation (spec §9). Compared case-insensitively. */
export const OPERATOR_SLUG = 'phases';

/** Words that hide an organisation from the global default view (spec §6, §9). */
export const EXCLUDED_ORG_NAME_WORDS = ['demo', 'test', 'phases'] as const;

/** Candidate pipeline statuses (DESIGN §4), in funnel order, then the exits. */
export const CANDIDATE_STATUSES = [
  'NEW',
  'CONTACTED',
  'PRESCREENING',
  'PRESCREEN_PASSED',
  'PRESCREEN_FAILED',
  'SCHEDULED',
  'REFERRED',
  'CONSENTED',
  'ENROLLED',
  'NOT_INTERESTED',
  'UNREACHABLE',
  'DO_NOT_CONTACT',
] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export const CANDIDATE_SEXES = ['FEMALE', 'MALE', 'OTHER', 'UNKNOWN'] as const;
export type CandidateSex = (typeof CANDIDATE_SEXES)[number];

/** Sources a candidate can come from. */
export const CANDIDATE_SOURCES = ['manual', 'import', 'chat', 'call', 'referral', 'web'] as const;

/** Trial eligibility sex as in ClinicalTrials.gov API v2 `eligibilityModule.sex`. */
export const TRIAL_SEXES = ['ALL', 'FEMALE', 'MALE'] as const;

/** A trial's recruiting status: the ClinicalTrials.gov API v2 `statusModule.overallStatus` values. */
export const TRIAL_OVERALL_STATUSES = [
  'RECRUITING',
  'NOT_YET_RECRUITING',
  'ENROLLING_BY_INVITATION',
  'ACTIVE_NOT_RECRUITING',
  'SUSPENDED',
  'TERMINATED',
  'COMPLETED',
  'WITHDRAWN',
  'AVAILABLE',
  'NO_LONGER_AVAILABLE',
  'TEMPORARILY_NOT_AVAILABLE',
  'APPROVED_FOR_MARKETING',
  'WITHHELD',
  'UNKNOWN',
] as const;
export type TrialOverallStatus = (typeof TRIAL_OVERALL_STATUSES)[number];

/** A trial's phases: the ClinicalTrials.gov API v2 `designModule.phases` values (NA: not a drug trial). */
export const TRIAL_PHASES = ['EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4', 'NA'] as const;

/** Where a processing run stands. */
export const PROCESSING_RUN_STATUSES = ['RUNNING', 'COMPLETED', 'FAILED'] as const;

/** A signed-in person's role: `admin` (isAdmin, the operator's staff) or `staff` of one organisation. */
export const USER_ROLES = ['admin', 'staff'] as const;

/** Largest page a list endpoint returns (beyond the spec; the calls list keeps its own 10000 default, spec §9). */
export const MAX_PAGE_SIZE = 1000;

/** Rows per `POST /api/candidates/bulk` request sent by the CSV importer, and the server's upper bound. */
export const IMPORT_BATCH_SIZE = 500;
export const MAX_BULK_ROWS = 5000;

/** Minimum password length. */
export const MIN_PASSWORD_LENGTH = 10;

/** Longest person name, in characters: one limit for sign-up, update-user and PATCH /api/users/{id}. */
export const USER_NAME_MAX = 200;

/** Days an invitation link stays valid at most (and by default); each link creates or joins one account. */
export const INVITATION_MAX_DAYS = 7;

/**
 * What an audit event records (server/lib/audit.ts): `read` one record, `list` a page of records (their ids in
 * `details.ids`), `create`, `update`, `delete`, `import` and `export` in bulk, `accept` an invitation, `invite`
 * someone, `review` a prescreen result.
 */
export const AUDIT_ACTIONS = ['read', 'list', 'create', 'update', 'delete', 'import', 'export', 'accept', 'invite', 'review'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Client query freshness and retries (spec §9). */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 1;

/** Toasts (spec §9). */
export const TOAST = { durationMs: 4000, visible: 3, widthPx: 356, gapPx: 14, swipeThresholdPx: 45 } as const;

/** Routes (spec §9). */
export const ROUTE_PRELOAD_DELAY_MS = 50;
export const MIN_PENDING_MS = 250;

/** localStorage key for the active organisation (spec §4: "a product-specific key"). */
export const ACTIVE_ORG_STORAGE_KEY = 'phases.activeOrganizationId';

/** Header the SPA sends with the active organisation id so the server knows the admin's context. */
export const ACTIVE_ORG_HEADER = 'x-organization-id';

/** Demo seed: fixed id of the Phases Demo organisation, used by /admin/demo/chat (spec §9). */
export const DEMO_CHAT_ORGANIZATION_ID = '00000000-0000-4000-8000-00000000de00';

// ── chat pre-screening ─────────────────────────────────────────────────────────────────────────────────

/** Longest visitor chat message, in characters; longer → 413 ("Bad input and safety"). */
export const CHAT_MESSAGE_MAX_CHARS = 2000;
/** Visitor messages per conversation per minute; more → 429. */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** Conversation initiations per client IP per minute; more → 429. */
export const CHAT_INITIATIONS_PER_MINUTE = 20;
/** The one-time code the visitor receives: digits, lifetime and wrong tries allowed before a new code is needed. */
export const CHAT_OTP = { digits: 6, ttlMs: 10 * 60 * 1000, maxAttempts: 5 } as const;
/** Header that carries a visitor's conversation token (the `token` query/body field works too). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

/** Chat conversation status (spec §4). */
export const CHAT_CONVERSATION_STATUSES = ['ONGOING', 'COMPLETED'] as const;
/** Where a conversation stands: identity check, contact consent, questions, paused, consent declined, completed. */
export const CHAT_PHASES = ['verification', 'consent', 'questions', 'paused', 'declined', 'completed'] as const;
/** `sortBy` of /admin/chat-conversations and `GET /api/chat-conversations/` (spec §2). */
export const CHAT_CONVERSATION_SORTS = ['createdAt:desc', 'createdAt:asc', 'updatedAt:desc', 'updatedAt:asc', 'status'] as const;

/** AI recommendation of a prescreen result (spec §2, DESIGN §4). */
export const AI_RECOMMENDATIONS = ['PASS', 'FAIL', 'INCONCLUSIVE', 'POTENTIAL'] as const;
export type AiRecommendation = (typeof AI_RECOMMENDATIONS)[number];
/** Where a prescreen result came from (spec §2 `sourceType`). */
export const PRESCREEN_SOURCE_TYPES = ['call', 'chat'] as const;
/** The reviewer's decision on a prescreen result. */
export const REVIEW_DECISIONS = ['ACCEPT', 'OVERRIDE'] as const;
/** A criterion's verdict in a prescreen result: met, not met (the candidate is not eligible by it) or unknown. */
export const PRESCREEN_VERDICTS = ['met', 'not_met', 'unknown'] as const;
/**
 * The candidate status a prescreen outcome leads to: PASS and POTENTIAL → PRESCREEN_PASSED (the next step is
 * a site visit), FAIL → PRESCREEN_FAILED, INCONCLUSIVE → stays PRESCREENING.
 */
export const STATUS_FOR_OUTCOME = {
  PASS: 'PRESCREEN_PASSED',
  POTENTIAL: 'PRESCREEN_PASSED',
  FAIL: 'PRESCREEN_FAILED',
  INCONCLUSIVE: 'PRESCREENING',
} as const satisfies Record<AiRecommendation, CandidateStatus>;
