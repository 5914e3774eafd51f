/**
 * The trial module's glue around the eligibility core (server/domain/eligibility): which stored fields the parser
 * reads, the counts shown after an import, the normalisation of staff edits and the diff summary written to the audit
 * log. Pure functions, no I/O.
 */
import {
  answerableByRule,
  answerKeysOf,
  structureItem,
  structureTrial,
  type AnsweredBy,
  type Criterion,
  type StructuredRule,
  type TrialEligibility,
} from '../../../domain/eligibility';
import { ageToMonths } from '../import/ctgov';
import type { CriterionInput } from '../../../../contracts/eligibility';

/** A criterion as stored in `trial.criteria`: the domain's Criterion plus a language model's pending proposal. */
export type StoredCriterion = Criterion & {
  /** A rule proposed for a criterion without one; never used by `evaluate` until staff accept it (PUT criteria). */
  proposedRule?: StructuredRule | null;
  proposedBy?: 'llm' | null;
};

/** Stored trial fields the parser reads. */
export interface TrialEligibilityFields {
  criteriaText: string | null;
  sex: string;
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
  healthyVolunteers: boolean | null;
  /** The conditions studied (registry `conditionsModule.conditions`): exclusions naming them are about the study's own disease. */
  conditions?: string[] | null;
  sourceRecord?: Record<string, unknown> | null;
}

/** Months → a ClinicalTrials.gov age string ("18 Years", "6 Months"); null → null (unbounded). */
function monthsToAge(months: number | null): string | null {
  if (months === null) return null;
  return months % 12 === 0 ? `${months / 12} Years` : `${months} Months`;
}

/**
 * The parser's input for a stored trial: the trial's own fields (staff may have edited them), with the registry's
 * age wording ("18 Years") when the imported record states the same bound.
 */
export function eligibilityOf(t: TrialEligibilityFields): TrialEligibility {
  const record = t.sourceRecord as { protocolSection?: { eligibilityModule?: Record<string, unknown> } } | null;
  const source = record?.protocolSection?.eligibilityModule ?? {};
  const age = (stored: number | null, original: unknown) =>
    typeof original === 'string' && ageToMonths(original) === stored ? original : monthsToAge(stored);
  return {
    criteriaText: t.criteriaText,
    sex: t.sex,
    minimumAge: age(t.minAgeMonths, source.minimumAge),
    maximumAge: age(t.maxAgeMonths, source.maximumAge),
    healthyVolunteers: t.healthyVolunteers,
    conditions: t.conditions ?? [],
  };
}

/** Runs the parser on a stored (or freshly mapped) trial. Same fields, same list. */
export function parseTrialCriteria(t: TrialEligibilityFields): StoredCriterion[] {
  return structureTrial(eligibilityOf(t));
}

/** Counts shown after an import: inclusion and exclusion items, items with a rule, items only the site can confirm. */
export interface CriteriaSummary {
  inclusion: number;
  exclusion: number;
  structured: number;
  siteOnly: number;
}

/** Counts of `criteria` (see CriteriaSummary). */
export function summarizeCriteria(criteria: readonly Criterion[]): CriteriaSummary {
  return {
    inclusion: criteria.filter((c) => c.kind === 'inclusion').length,
    exclusion: criteria.filter((c) => c.kind === 'exclusion').length,
    structured: criteria.filter((c) => c.rule).length,
    siteOnly: criteria.filter((c) => c.answerableBy === 'site').length,
  };
}

/**
 * Staff's list → stored criteria. A criterion sent without `rule` is structured by the parser; `null` keeps it
 * without a rule. The site-only flag (`answerableBy`) defaults to what the rule (or, without one, the text) implies
 * and is copied onto the rule; answer keys are always recomputed from rule and text.
 */
export function normalizeCriteria(inputs: readonly CriterionInput[]): StoredCriterion[] {
  return inputs.map((c) => {
    const parsed = c.rule === undefined ? structureItem(c.id, c.kind, c.text, c.context) : null;
    const rule = c.rule === undefined ? parsed!.rule : (c.rule as StructuredRule | null);
    const flag: AnsweredBy = c.answerableBy ?? (rule ? answerableByRule(rule) : (parsed ?? structureItem(c.id, c.kind, c.text)).answerableBy);
    const out: StoredCriterion = {
      id: c.id,
      kind: c.kind,
      text: c.text,
      rule: rule ? ({ ...rule, answerableBy: flag } as StructuredRule) : null,
      answerableBy: flag,
      answerKeys: answerKeysOf(rule, c.text),
      source: c.source,
      context: c.context,
    };
    // what the parser found about the rule's fidelity holds while its rule is the parser's; a rule staff write is theirs
    const scope = c.rule === undefined ? parsed!.scope : c.scope;
    const unencoded = c.rule === undefined ? parsed!.unencoded : c.unencoded;
    const informational = c.rule === undefined ? parsed!.informational : c.informational;
    if (scope && scope !== 'exact') out.scope = scope;
    if (unencoded?.length) out.unencoded = unencoded;
    if (informational) out.informational = true;
    if (c.proposedRule && !rule) {
      out.proposedRule = { ...c.proposedRule, answerableBy: answerableByRule(c.proposedRule as StructuredRule) } as StructuredRule;
      out.proposedBy = c.proposedBy ?? 'llm';
    }
    return out;
  });
}

/** What changed between two lists, by criterion id (for the audit log and the response). */
export interface CriteriaDiff {
  before: number;
  after: number;
  added: string[];
  removed: string[];
  /** id → the fields that changed: text, kind, rule, answerableBy (site-only flag), context. */
  changed: Record<string, string[]>;
  /** True when the remaining ids are in another order. */
  reordered: boolean;
}

const DIFF_FIELDS = ['text', 'kind', 'rule', 'answerableBy', 'context'] as const;

/** Stable JSON for comparing rules regardless of key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** Diff summary of `before` → `after`. */
export function diffCriteria(before: readonly Criterion[], after: readonly Criterion[]): CriteriaDiff {
  const old = new Map(before.map((c) => [c.id, c]));
  const now = new Set(after.map((c) => c.id));
  const changed: Record<string, string[]> = {};
  for (const c of after) {
    const prev = old.get(c.id);
    if (!prev) continue;
    const fields = DIFF_FIELDS.filter((f) => canonical(prev[f]) !== canonical(c[f]));
    if (fields.length) changed[c.id] = fields;
  }
  const keptOld = before.filter((c) => now.has(c.id)).map((c) => c.id);
  const keptNew = after.filter((c) => old.has(c.id)).map((c) => c.id);
  return {
    before: before.length,
    after: after.length,
    added: after.filter((c) => !old.has(c.id)).map((c) => c.id),
    removed: keptOld.length === before.length ? [] : before.filter((c) => !now.has(c.id)).map((c) => c.id),
    changed,
    reordered: keptOld.some((id, i) => id !== keptNew[i]),
  };
}
