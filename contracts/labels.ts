/**
 * The words people read for the product's enum values: one table, keyed by the kernel's own value lists (constants.ts
 * and the zod enums of the domain modules), so a value added to a list is a type error here until it has a label.
 * The SPA shows these wherever it shows such a value (columns, chips, selects, detail pages); API values and CSV
 * exports keep the values themselves. Pure: imports only from contracts/.
 *
 * Wording: the trial statuses are the labels ClinicalTrials.gov shows for its API values ("Active, not recruiting");
 * the phases read "Phase 1", with NA "Not applicable" (ClinicalTrials.gov's "Not Applicable" for trials without FDA
 * phases); every other label is sentence case, as the spec writes its screen labels ("Chat conversations").
 */
import {
  AI_RECOMMENDATIONS,
  AUDIT_ACTIONS,
  CANDIDATE_SEXES,
  CANDIDATE_SOURCES,
  CANDIDATE_STATUSES,
  CHAT_CONVERSATION_SORTS,
  CHAT_CONVERSATION_STATUSES,
  CHAT_PHASES,
  PRESCREEN_SOURCE_TYPES,
  PRESCREEN_VERDICTS,
  PROCESSING_RUN_STATUSES,
  REVIEW_DECISIONS,
  TRIAL_OVERALL_STATUSES,
  TRIAL_PHASES,
  TRIAL_SEXES,
  USER_ROLES,
} from './constants';
import { CHAT_AGENT_TYPES } from './chatAgents';
import { criterionKindSchema, ruleScopeSchema, type RuleType } from './eligibility';
import { ANSWER_TYPES } from './prescreenForms';
import { trialImportResult } from './trials';

/** A value list and the label of each of its values, in the list's order (the order selects offer them in). */
interface Vocabulary<V extends string> {
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
}

/** `labels` must name every value of `values`, and nothing else. */
function vocabulary<V extends string>(values: readonly V[], labels: Record<NoInfer<V>, string>): Vocabulary<V> {
  return { values, labels };
}

/**
 * Every rule type of contracts/eligibility.ts, in the order the criteria editor offers them. The rule types are a
 * union of schemas, not a list, so this table is the list; `satisfies` makes a missing or unknown type an error.
 */
const RULE_TYPE_LABELS = {
  age: 'Age',
  sex: 'Sex',
  pregnancy: 'Pregnancy / breastfeeding',
  contraception: 'Contraception',
  bmi: 'BMI',
  weight: 'Weight',
  lab: 'Lab value',
  blood_pressure: 'Blood pressure',
  ecog: 'ECOG performance status',
  karnofsky: 'Karnofsky / Lansky score',
  condition: 'Condition (diagnosis)',
  medication: 'Medication or therapy',
  procedure: 'Procedure or surgery',
  smoking: 'Smoking',
  trial_participation: 'Other trial participation',
  consent: 'Informed consent',
  compliance: 'Willing to comply',
  investigator_judgement: 'Investigator judgement',
  healthy_volunteer: 'Healthy volunteer',
  composite: 'Several rules (all / any)',
} as const satisfies Record<RuleType, string>;

/** Every labelled value list, by the name the SPA asks for it with. */
export const VOCABULARIES = {
  trialStatus: vocabulary(TRIAL_OVERALL_STATUSES, {
    RECRUITING: 'Recruiting',
    NOT_YET_RECRUITING: 'Not yet recruiting',
    ENROLLING_BY_INVITATION: 'Enrolling by invitation',
    ACTIVE_NOT_RECRUITING: 'Active, not recruiting',
    SUSPENDED: 'Suspended',
    TERMINATED: 'Terminated',
    COMPLETED: 'Completed',
    WITHDRAWN: 'Withdrawn',
    AVAILABLE: 'Available',
    NO_LONGER_AVAILABLE: 'No longer available',
    TEMPORARILY_NOT_AVAILABLE: 'Temporarily not available',
    APPROVED_FOR_MARKETING: 'Approved for marketing',
    WITHHELD: 'Withheld',
    UNKNOWN: 'Unknown status',
  }),
  trialPhase: vocabulary(TRIAL_PHASES, {
    EARLY_PHASE1: 'Early phase 1',
    PHASE1: 'Phase 1',
    PHASE2: 'Phase 2',
    PHASE3: 'Phase 3',
    PHASE4: 'Phase 4',
    NA: 'Not applicable',
  }),
  trialSex: vocabulary(TRIAL_SEXES, { ALL: 'All', FEMALE: 'Female', MALE: 'Male' }),
  trialImportResult: vocabulary(trialImportResult.shape.status.options, { created: 'Created', updated: 'Updated', failed: 'Failed' }),
  candidateStatus: vocabulary(CANDIDATE_STATUSES, {
    NEW: 'New',
    CONTACTED: 'Contacted',
    PRESCREENING: 'Prescreening',
    PRESCREEN_PASSED: 'Prescreen passed',
    PRESCREEN_FAILED: 'Prescreen failed',
    SCHEDULED: 'Scheduled',
    REFERRED: 'Referred',
    CONSENTED: 'Consented',
    ENROLLED: 'Enrolled',
    NOT_INTERESTED: 'Not interested',
    UNREACHABLE: 'Unreachable',
    DO_NOT_CONTACT: 'Do not contact',
  }),
  candidateSex: vocabulary(CANDIDATE_SEXES, { FEMALE: 'Female', MALE: 'Male', OTHER: 'Other', UNKNOWN: 'Unknown' }),
  candidateSource: vocabulary(CANDIDATE_SOURCES, {
    manual: 'Entered by hand',
    import: 'CSV import',
    chat: 'Chat',
    call: 'Call',
    referral: 'Referral',
    web: 'Web',
  }),
  aiRecommendation: vocabulary(AI_RECOMMENDATIONS, { PASS: 'Pass', FAIL: 'Fail', INCONCLUSIVE: 'Inconclusive', POTENTIAL: 'Potential' }),
  prescreenSource: vocabulary(PRESCREEN_SOURCE_TYPES, { call: 'Call', chat: 'Chat' }),
  reviewDecision: vocabulary(REVIEW_DECISIONS, { ACCEPT: 'Accepted', OVERRIDE: 'Overridden' }),
  verdict: vocabulary(PRESCREEN_VERDICTS, { met: 'Met', not_met: 'Not met', unknown: 'Unknown' }),
  criterionKind: vocabulary(criterionKindSchema.options, { inclusion: 'Inclusion', exclusion: 'Exclusion' }),
  ruleScope: vocabulary(ruleScopeSchema.options, {
    exact: 'Exact: decides both ways',
    necessary: "Necessary: decides a 'no' only",
    sufficient: "Sufficient: decides a 'yes' only",
  }),
  ruleType: vocabulary(Object.keys(RULE_TYPE_LABELS) as RuleType[], RULE_TYPE_LABELS),
  answerType: vocabulary(ANSWER_TYPES, {
    yes_no_unsure: 'Yes / No / Not sure',
    number: 'Number',
    date: 'Date',
    duration: 'How long ago',
    choice: 'Choice',
    text: 'Free text',
  }),
  chatAgentType: vocabulary(CHAT_AGENT_TYPES, { PRESCREEN: 'Prescreen', SITE_VISIT_SCHEDULING: 'Site visit scheduling' }),
  chatConversationStatus: vocabulary(CHAT_CONVERSATION_STATUSES, { ONGOING: 'Ongoing', COMPLETED: 'Completed' }),
  chatPhase: vocabulary(CHAT_PHASES, {
    verification: 'Identity check',
    consent: 'Contact consent',
    questions: 'Questions',
    paused: 'Paused',
    declined: 'Consent declined',
    completed: 'Completed',
  }),
  chatConversationSort: vocabulary(CHAT_CONVERSATION_SORTS, {
    'createdAt:desc': 'Newest first',
    'createdAt:asc': 'Oldest first',
    'updatedAt:desc': 'Last activity, latest first',
    'updatedAt:asc': 'Last activity, earliest first',
    status: 'Status',
  }),
  processingRunStatus: vocabulary(PROCESSING_RUN_STATUSES, { RUNNING: 'Running', COMPLETED: 'Completed', FAILED: 'Failed' }),
  auditAction: vocabulary(AUDIT_ACTIONS, {
    read: 'Viewed',
    list: 'Listed',
    create: 'Created',
    update: 'Changed',
    delete: 'Deleted',
    import: 'Imported',
    export: 'Exported',
    accept: 'Accepted',
    invite: 'Invited',
    review: 'Reviewed',
  }),
  userRole: vocabulary(USER_ROLES, { admin: 'Phases administrator', staff: 'Staff' }),
};

/** The name of a labelled value list ("trialStatus", "candidateStatus" …). */
export type LabelDomain = keyof typeof VOCABULARIES;

/** The values of list `D` ("NOT_YET_RECRUITING" … for trialStatus). */
export type ValueOf<D extends LabelDomain> = (typeof VOCABULARIES)[D]['values'][number];

/**
 * The label of `value` in list `domain`: "" for null, undefined or ""; a value the list does not hold (a stored value
 * a newer registry or server wrote) is shown as it is rather than hidden.
 */
export function label(domain: LabelDomain, value: string | null | undefined): string {
  if (!value) return '';
  const labels: Readonly<Record<string, string>> = VOCABULARIES[domain].labels;
  return Object.hasOwn(labels, value) ? labels[value] : value;
}

/** True when `value` is one of the values of list `domain`. */
export function isValueOf<D extends LabelDomain>(domain: D, value: string | null | undefined): value is ValueOf<D> {
  return value != null && Object.hasOwn(VOCABULARIES[domain].labels, value);
}

/** Select choices `{ id, name }` of list `domain`, in its order (react-admin's SelectInput reads this shape). */
export function choicesOf<D extends LabelDomain>(domain: D): { id: ValueOf<D>; name: string }[] {
  const { values, labels } = VOCABULARIES[domain] as Vocabulary<ValueOf<D>>;
  return values.map((id) => ({ id, name: labels[id] }));
}

/** A trial's phases in words, joined by " / ": ["PHASE1", "PHASE2"] → "Phase 1 / Phase 2"; [] → "". */
function trialPhases(phases: readonly string[] | null | undefined): string {
  return (phases ?? []).map((p) => label('trialPhase', p)).join(' / ');
}

/**
 * `labelOf.<list>(value)`: the label of a value of that list (see `label`), e.g.
 * `labelOf.trialStatus('NOT_YET_RECRUITING') === 'Not yet recruiting'`; and `labelOf.trialPhases(phases)` for a
 * trial's phases together ("Phase 1 / Phase 2").
 */
export const labelOf = {
  ...(Object.fromEntries(
    Object.keys(VOCABULARIES).map((domain) => [domain, (value: string | null | undefined) => label(domain as LabelDomain, value)]),
  ) as {
    [D in LabelDomain]: (value: string | null | undefined) => string;
  }),
  trialPhases,
};
