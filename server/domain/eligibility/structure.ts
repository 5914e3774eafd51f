/**
 * Turns criterion texts into structured rules and a trial's eligibility (text + ClinicalTrials.gov structured
 * fields) into an ordered list of criteria.
 */
import { answerKeysOf } from './answers';
import { recogniseCompliance, recogniseConsent, recogniseInvestigatorJudgement } from './rules/conduct';
import { recogniseAge, recogniseSex } from './rules/demographics';
import {
  historyConcepts,
  recogniseCondition,
  recogniseMedication,
  recogniseProcedure,
  recogniseSmoking,
  recogniseTrialParticipation,
} from './rules/history';
import { recogniseLab } from './rules/labs';
import { recogniseBloodPressure, recogniseBmi, recogniseEcog, recogniseKarnofsky, recogniseWeight } from './rules/measurements';
import { recogniseContraception, recognisePregnancy } from './rules/reproductive';
import { normaliseForRules, timeUnit } from './rules/text';
import { itemFullText, splitCriteria, type Item } from './split';
import type { AgeRule, AnsweredBy, Criterion, CriterionKind, Range, Rule, RuleType, StructuredRule, TimeUnit } from './types';
import { ageMonthBounds } from './age';

/** Rule types only the site can confirm (labs, measurements and clinician ratings, investigator judgement). */
export const SITE_RULE_TYPES: ReadonlySet<RuleType> = new Set<RuleType>([
  'lab',
  'blood_pressure',
  'ecog',
  'karnofsky',
  'investigator_judgement',
]);

/** Words that mean a site must check an unstructured criterion (labs, imaging, ECG, protocol definitions). */
const SITE_WORDS =
  /\b(?:uln|upper limit of normal|mg\/dl|g\/dl|mmol|µmol|laborator|labs?\b|biopsy|imaging|mri|ct scan|\bct\b|pet|x-ray|radiograph|ultrasound|echocardiogra|ecg|ekg|qtc|lvef|ejection fraction|histolog|cytolog|patholog|serum|plasma|blood test|assay|measured|central laboratory|as defined (?:by|in) the protocol|per protocol|investigator|sponsor)/;

/** Recognisers tried in order; the first that recognises the text wins (more specific measures first). */
const RECOGNISERS: Array<(s: string) => Rule | null> = [
  recogniseEcog,
  recogniseKarnofsky,
  recogniseLab,
  recogniseBloodPressure,
  recogniseAge,
  recogniseBmi,
  recogniseWeight,
  recogniseSex,
  recognisePregnancy,
  recogniseContraception,
  recogniseInvestigatorJudgement,
  recogniseTrialParticipation,
  recogniseSmoking,
  recogniseHistory,
  recogniseConsent,
  recogniseCompliance,
];

/** Wording that allows rather than requires ("Stable background therapies can be used including …"), in the first sentence. */
const PERMISSIVE = /\b(?:can|may) be (?:used|continued|included|enrolled)|\b(?:is|are) (?:allowed|permitted|acceptable|eligible)\b/;

/**
 * Condition, medication or procedure, whichever the text names first (procedure, then medication, on a tie).
 * Permissive wording is not a requirement and gives no rule.
 */
function recogniseHistory(s: string): Rule | null {
  if (PERMISSIVE.test(s.split(/\.\s/, 1)[0])) return null;
  const { condition, medication, procedure } = historyConcepts(s);
  const named = [procedure, medication, condition].filter((c) => c.index >= 0);
  if (!named.length) return recogniseCondition(s);
  const first = named.reduce((a, b) => (b.index < a.index ? b : a));
  if (first === procedure) return recogniseProcedure(s, procedure.concepts);
  if (first === medication) return recogniseMedication(s, medication.concepts);
  return recogniseCondition(s, condition.concepts);
}

/** Who can answer a rule: site for labs, blood pressure, ECOG/Karnofsky and investigator judgement; else the candidate. */
export function answerableByRule(rule: Rule): AnsweredBy {
  return SITE_RULE_TYPES.has(rule.type) ? 'site' : 'candidate';
}

/**
 * Recognises a structured rule in one criterion's text.
 *
 * @param text the criterion's own text (markdown escapes allowed; sub-items are not read).
 * @param kind inclusion or exclusion: the rule states what the text says either way (see `types.ts`), so `kind`
 *   does not change the rule; it is taken for symmetry with `Criterion` and future kind-specific wording.
 * @returns the rule with `answerableBy`, or null when the text is not recognised (it stays a criterion without
 *   a rule). Never throws.
 */
export function structureCriterion(text: string, kind: CriterionKind): StructuredRule | null {
  void kind;
  const s = normaliseForRules(text);
  for (const recognise of RECOGNISERS) {
    const rule = recognise(s);
    if (rule) return { ...rule, answerableBy: answerableByRule(rule) } as StructuredRule;
  }
  return null;
}

/** Eligibility fields of a ClinicalTrials.gov API v2 record (`protocolSection.eligibilityModule`). */
export interface TrialEligibility {
  criteriaText?: string | null;
  /** `ALL`, `FEMALE` or `MALE` (case-insensitive); anything else = no restriction. */
  sex?: string | null;
  /** "18 Years", "6 Months", "N/A"; absent or N/A = no bound. Inclusive (ClinicalTrials.gov data element definitions). */
  minimumAge?: string | null;
  maximumAge?: string | null;
  healthyVolunteers?: boolean | null;
}

/** Parses a ClinicalTrials.gov age ("18 Years", "6 Months", "2 Weeks") → value and unit; "N/A" or junk → null. */
export function parseCtgovAge(age: string | null | undefined): { value: number; unit: TimeUnit } | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$/i.exec(age ?? '');
  const unit = m && timeUnit(m[2]);
  return m && unit ? { value: Number(m[1]), unit } : null;
}

function criterion(id: string, kind: CriterionKind, text: string, rule: StructuredRule | null, source: Criterion['source'], context: string[] = []): Criterion {
  return {
    id,
    kind,
    text,
    rule,
    answerableBy: rule ? rule.answerableBy : SITE_WORDS.test(text.toLowerCase()) ? 'site' : 'candidate',
    answerKeys: answerKeysOf(rule, text),
    source,
    context,
  };
}

/**
 * One text criterion: `text` is structured with `structureCriterion` (its first line only when it has sub-items),
 * and a criterion without a rule is answerable by the site when it names labs, imaging, ECG or protocol
 * definitions, else by the candidate. Used for parsed items and for criteria staff write or edit.
 */
export function structureItem(id: string, kind: CriterionKind, text: string, context: string[] = []): Criterion {
  return criterion(id, kind, text, structureCriterion(text.split('\n', 1)[0], kind), 'text', context);
}

function fromItems(items: Item[], kind: CriterionKind): Criterion[] {
  const prefix = kind === 'inclusion' ? 'inc' : 'exc';
  return items.map((item, i) => structureItem(`${prefix}-${i + 1}`, kind, itemFullText(item), item.context));
}

/** Age bounds (in months, see `ageMonthBounds`) the text criteria already require. */
function textAgeBounds(criteria: Criterion[]): { lo: Set<number>; hi: Set<number> } {
  const lo = new Set<number>();
  const hi = new Set<number>();
  for (const c of criteria) {
    if (c.rule?.type !== 'age') continue;
    const b = ageMonthBounds(c.rule);
    if (c.kind === 'inclusion') {
      if (b.lo !== null) lo.add(b.lo);
      if (b.hi !== null) hi.add(b.hi);
    } else if (b.lo === null && b.hi !== null) lo.add(b.hi + 1); // excluded below X → required from X
    else if (b.hi === null && b.lo !== null) hi.add(b.lo - 1);
  }
  return { lo, hi };
}

function recordAgeRule(min: ReturnType<typeof parseCtgovAge>, max: ReturnType<typeof parseCtgovAge>): AgeRule | null {
  if (!min && !max) return null;
  const unit: TimeUnit = (min ?? max)!.unit === (max ?? min)!.unit ? (min ?? max)!.unit : 'months';
  const inUnit = (a: { value: number; unit: TimeUnit }) => (a.unit === unit ? a.value : a.unit === 'years' ? a.value * 12 : a.value);
  const range: Range = {};
  if (min) Object.assign(range, { min: inUnit(min), minInclusive: true });
  if (max) Object.assign(range, { max: inUnit(max), maxInclusive: true });
  return { type: 'age', range, unit };
}

/**
 * All criteria of a trial, in order: record age and sex (inclusion), the text's inclusion items (`inc-1` …), its
 * exclusion items (`exc-1` …), then "healthy volunteers not accepted" (`exc-healthy-volunteer`) when the record says
 * `healthyVolunteers: false`. A record bound a text criterion already states (same bound, in months) is not added
 * again; a record sex a text criterion already states is not added again.
 *
 * @returns criteria with stable ids: the same input always gives the same list.
 */
export function structureTrial(input: TrialEligibility): Criterion[] {
  const split = splitCriteria(input.criteriaText);
  const text = [...fromItems(split.inclusion, 'inclusion'), ...fromItems(split.exclusion, 'exclusion')];
  const record: Criterion[] = [];
  const min = parseCtgovAge(input.minimumAge);
  const max = parseCtgovAge(input.maximumAge);
  const covered = textAgeBounds(text);
  const age = recordAgeRule(min, max);
  if (age) {
    const b = ageMonthBounds(age);
    if (b.lo !== null && covered.lo.has(b.lo)) delete age.range.min, delete age.range.minInclusive;
    if (b.hi !== null && covered.hi.has(b.hi)) delete age.range.max, delete age.range.maxInclusive;
    if (age.range.min !== undefined || age.range.max !== undefined) {
      const words = [min && age.range.min !== undefined ? `minimum ${input.minimumAge}` : '', max && age.range.max !== undefined ? `maximum ${input.maximumAge}` : '']
        .filter(Boolean)
        .join(', ');
      record.push(criterion('inc-age', 'inclusion', `Age: ${words} (ClinicalTrials.gov eligibility)`, { ...age, answerableBy: 'candidate' }, 'record'));
    }
  }
  const sex = (input.sex ?? '').toUpperCase();
  if ((sex === 'FEMALE' || sex === 'MALE') && !text.some((c) => c.rule?.type === 'sex' && c.rule.sex === sex)) {
    record.push(criterion('inc-sex', 'inclusion', `Sex: ${sex.toLowerCase()} (ClinicalTrials.gov eligibility)`, { type: 'sex', sex, answerableBy: 'candidate' }, 'record'));
  }
  const tail: Criterion[] = [];
  if (input.healthyVolunteers === false) {
    tail.push(criterion('exc-healthy-volunteer', 'exclusion', 'Healthy volunteers are not accepted (ClinicalTrials.gov eligibility)', { type: 'healthy_volunteer', answerableBy: 'candidate' }, 'record'));
  }
  return [...record, ...text, ...tail];
}
