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

/** Largest page a list endpoint returns (beyond the spec; the calls list keeps its own 10000 default, spec §9). */
export const MAX_PAGE_SIZE = 1000;

/** Rows per `POST /api/candidates/bulk` request sent by the CSV importer, and the server's upper bound. */
export const IMPORT_BATCH_SIZE = 500;
export const MAX_BULK_ROWS = 5000;

/** Minimum password length (issue 2). */
export const MIN_PASSWORD_LENGTH = 10;

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
