/**
 * Per-criterion verdicts from a candidate's answers (DESIGN §4, prescreen result: met / not met / unknown with the
 * evidence).
 *
 * Meaning of a verdict, the same for both kinds: 'met' = the candidate satisfies the criterion's requirement —
 * for an inclusion criterion its statement is true, for an exclusion criterion its statement is false (the
 * candidate is NOT excluded by it). 'not_met' = inclusion statement false, or exclusion statement true (excluded).
 * 'unknown' = the answers do not decide it.
 */
import { ageMonthBounds } from './age';
import { answerKeysOf, type Answers, type AnswerValue, type EventAnswer } from './answers';
import { CANONICAL_LAB_UNIT, convertLab } from './rules/labs';
import { subgroupOf } from './subgroup';
import type { Criterion, LabUnit, Range, Rule, Window } from './types';

/** A criterion's verdict and the answer that decided it (`evidence` null when no answer decided it). */
export interface CriterionVerdict {
  criterionId: string;
  verdict: 'met' | 'not_met' | 'unknown';
  evidence: { answerKey: string; answer: AnswerValue } | null;
  /**
   * Unknown although answered: the answer does not settle what the criterion's text adds to its rule (a qualifier,
   * an exception, an alternative: Criterion.scope), or the candidate was not sure; the site confirms it.
   */
  siteToConfirm?: boolean;
}

/** Options of `evaluate`. `asOf`: ISO date the time windows count back from; without it, windows decide only on `daysAgo` or `current`. */
export interface EvaluateOptions {
  asOf?: string;
}

/** true / false / undefined (unknown), plus the key of the answer that decided it. */
type Truth = { value: boolean | undefined; key: string | null };

const UNKNOWN: Truth = { value: undefined, key: null };
const DAY_MS = 86_400_000;

function inRange(x: number, r: Range): boolean {
  if (r.min !== undefined && (r.minInclusive === false ? x <= r.min : x < r.min)) return false;
  if (r.max !== undefined && (r.maxInclusive === false ? x >= r.max : x > r.max)) return false;
  return true;
}

function numberAnswer(answers: Answers, key: string): number | undefined {
  const a = answers[key];
  return typeof a === 'number' && Number.isFinite(a) ? a : undefined;
}

function truth(value: boolean | undefined, key: string | null): Truth {
  return value === undefined ? UNKNOWN : { value, key };
}

function ageTruth(rule: Extract<Rule, { type: 'age' }>, answers: Answers): Truth {
  const months = numberAnswer(answers, 'ageMonths');
  const years = numberAnswer(answers, 'age');
  const [key, lo, hi] =
    months !== undefined ? ['ageMonths', months, months] : years !== undefined ? ['age', years * 12, years * 12 + 11] : [null, 0, 0];
  if (key === null) return UNKNOWN;
  const b = ageMonthBounds(rule);
  const inside = (m: number) => (b.lo === null || m >= b.lo) && (b.hi === null || m <= b.hi);
  return truth(inside(lo) && inside(hi) ? true : inside(lo) || inside(hi) ? undefined : false, key);
}

function measuredTruth(answers: Answers, key: string, range: Range, unit: string, convert: (v: number, from: string) => number | null): Truth {
  const a = answers[key];
  let value: number | null = null;
  if (typeof a === 'number') value = convert(a, unit === 'lb' || unit === 'kg' ? 'kg' : '');
  else if (a && typeof a === 'object' && 'value' in a && typeof a.value === 'number') value = convert(a.value, a.unit);
  return value === null ? UNKNOWN : truth(inRange(value, range), key);
}

function labTruth(rule: Extract<Rule, { type: 'lab' }>, answers: Answers): Truth {
  // Several analytes share a bound ("ALT and AST ≤ 3 × ULN"): the statement holds if it holds for each.
  let result: Truth = { value: true, key: null };
  for (const analyte of rule.analytes) {
    const t = measuredTruth(answers, analyte, rule.range, rule.unit, (v, from) =>
      convertLab(v, (from || CANONICAL_LAB_UNIT[analyte]) as LabUnit, rule.unit, analyte),
    );
    if (t.value === false) return t;
    if (t.value === undefined) result = UNKNOWN;
    else if (result.value) result = t;
  }
  return result;
}

function weightTruth(rule: Extract<Rule, { type: 'weight' }>, answers: Answers): Truth {
  const KG_PER_LB = 0.45359237;
  return measuredTruth(answers, 'weight', rule.range, rule.unit, (v, from) => {
    // an answer in the rule's own unit is compared as given (a round trip through kg is not exact: 150 lb ≥ 150 lb)
    if (from === rule.unit) return v;
    const kg = from === 'lb' ? v * KG_PER_LB : from === 'kg' || from === '' ? v : null;
    if (kg === null) return null;
    return rule.unit === 'kg' ? kg : kg / KG_PER_LB;
  });
}

function asEvent(a: AnswerValue): EventAnswer | undefined {
  if (typeof a === 'boolean') return { present: a, current: a };
  if (a && typeof a === 'object' && 'present' in a) return a;
  return undefined;
}

/** Days between a `YYYY-MM-DD` / `YYYY-MM` date and `asOf`, as [fewest, most] (a month-only date spans its month). */
function daysAgo(date: string, asOf: string | undefined): [number, number] | null {
  if (!asOf) return null;
  const ref = Date.parse(asOf);
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date);
  if (!m || Number.isNaN(ref)) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]) - 1;
  if (m[3]) {
    const d = (ref - Date.UTC(y, mo, Number(m[3]))) / DAY_MS;
    return [d, d];
  }
  return [(ref - Date.UTC(y, mo + 1, 0)) / DAY_MS, (ref - Date.UTC(y, mo, 1)) / DAY_MS];
}

/** Whether an event answer makes "has/had it [now] [within window]" true. */
function eventTruth(
  ev: EventAnswer,
  status: 'current' | 'prior' | 'history' | 'any' | 'ever',
  window: Window | undefined,
  asOf: string | undefined,
): boolean | undefined {
  if (!ev.present) return false;
  if (status === 'current' && !window) return ev.current;
  if (!window) return true;
  if (ev.current && !window.atLeast) return true;
  const span = ev.daysAgo !== undefined ? [ev.daysAgo, ev.daysAgo] : ev.lastAt ? daysAgo(ev.lastAt, asOf) : null;
  if (!span) return undefined;
  if (window.atLeast) {
    if (span[0] >= window.days) return true;
    return span[1] < window.days ? false : undefined;
  }
  if (span[1] <= window.days) return true;
  return span[0] > window.days ? false : undefined;
}

/** "Any of these concepts": true if one is true, false if all are false, else unknown. */
function anyTruth(keys: string[], answers: Answers, test: (ev: EventAnswer) => boolean | undefined): Truth {
  let allFalse = true;
  let falseKey: string | null = null;
  for (const key of keys) {
    const ev = asEvent(answers[key]);
    const t = ev ? test(ev) : undefined;
    if (t === true) return { value: true, key };
    if (t === undefined) allFalse = false;
    else falseKey ??= key;
  }
  return allFalse ? { value: false, key: falseKey } : UNKNOWN;
}

function booleanTruth(answers: Answers, key: string): Truth {
  const a = answers[key];
  return typeof a === 'boolean' ? { value: a, key } : UNKNOWN;
}

/** The truth of a rule's statement (before negation) given the answers. */
function statementTruth(c: Criterion, rule: Rule, answers: Answers, asOf: string | undefined): Truth {
  switch (rule.type) {
    case 'age':
      return ageTruth(rule, answers);
    case 'sex': {
      if (rule.sex === 'ALL') return { value: true, key: null };
      const sex = answers.sex;
      return sex === 'FEMALE' || sex === 'MALE' ? { value: sex === rule.sex, key: 'sex' } : UNKNOWN;
    }
    case 'pregnancy': {
      if (answers.sex === 'MALE') return { value: false, key: 'sex' };
      // Pregnancy, breastfeeding and planning one are taken as not concerning girls under 10 or women over 60 (the
      // prescreen form does not ask them: server/domain/prescreenForm/generate.ts CHILDBEARING).
      const age = numberAnswer(answers, 'age');
      if (age !== undefined && (age < 10 || age > 60)) return { value: false, key: 'age' };
      return anyTruth(c.answerKeys, answers, (ev) => ev.present);
    }
    case 'contraception': {
      // "Does not apply to me" (cannot become pregnant or father a child) meets an agreement to use contraception.
      const a = answers.contraception;
      if (a === 'not_applicable') return { value: true, key: 'contraception' };
      return a === 'yes' || a === 'no' ? { value: a === 'yes', key: 'contraception' } : booleanTruth(answers, 'contraception');
    }
    case 'bmi':
      return measuredTruth(answers, 'bmi', rule.range, rule.unit, (v) => v);
    case 'weight':
      return weightTruth(rule, answers);
    case 'lab':
      return labTruth(rule, answers);
    case 'blood_pressure': {
      const parts: Truth[] = [];
      if (rule.systolic) parts.push(measuredTruth(answers, 'systolicBp', rule.systolic, 'mmHg', (v) => v));
      if (rule.diastolic) parts.push(measuredTruth(answers, 'diastolicBp', rule.diastolic, 'mmHg', (v) => v));
      const decisive = rule.combine === 'any' ? true : false;
      const hit = parts.find((p) => p.value === decisive);
      if (hit) return hit;
      return parts.every((p) => p.value !== undefined) ? parts[0] : UNKNOWN;
    }
    case 'ecog':
      return measuredTruth(answers, 'ecog', rule.range, '', (v) => v);
    case 'karnofsky':
      return measuredTruth(answers, 'karnofsky', rule.range, '%', (v) => v);
    case 'condition': {
      // An exclusion that does not say whether the condition is current or past ("Spinal infection") is true on
      // either reading only when the candidate has it now, and false on both only when they never had it.
      const either = c.kind === 'exclusion' && rule.status === 'any' && !rule.window;
      return anyTruth(c.answerKeys, answers, (ev) =>
        either ? (!ev.present ? false : ev.current === true ? true : undefined) : eventTruth(ev, rule.status, rule.window, asOf),
      );
    }
    case 'medication':
      return anyTruth(c.answerKeys, answers, (ev) => eventTruth(ev, rule.status, rule.window, asOf));
    case 'procedure':
      return anyTruth(c.answerKeys, answers, (ev) => eventTruth(ev, 'any', rule.window, asOf));
    case 'smoking':
      return anyTruth(c.answerKeys, answers, (ev) => eventTruth(ev, rule.status, rule.window, asOf));
    case 'trial_participation':
      return anyTruth(c.answerKeys, answers, (ev) => eventTruth(ev, rule.window ? 'any' : 'current', rule.window, asOf));
    case 'composite':
      return compositeTruth(c, rule, answers, asOf);
    default:
      return booleanTruth(answers, c.answerKeys[0]);
  }
}

function isNegated(rule: Rule | null): boolean {
  return rule !== null && 'negated' in rule && rule.negated;
}

/**
 * A composite's statement from its parts' (each read with its own answer keys and negation). 'all': false if a part
 * is false, true if every part is true, else unknown; 'any': true if a part is true, false if every part is false,
 * else unknown. A `partial` composite never reaches the verdict that needs every part (the unrecognised rest is
 * unknown): so for an inclusion list every part met → unknown, any part not met → not met.
 */
function compositeTruth(c: Criterion, rule: Extract<Rule, { type: 'composite' }>, answers: Answers, asOf: string | undefined): Truth {
  const decisive = rule.combine === 'all' ? false : true;
  let complete = !rule.partial;
  let key: string | null = null;
  for (const part of rule.rules) {
    const t = statementTruth({ ...c, rule: part as Criterion['rule'], answerKeys: answerKeysOf(part, c.text) }, part, answers, asOf);
    if (t.value === undefined) {
      complete = false;
      continue;
    }
    const value = isNegated(part) ? !t.value : t.value;
    if (value === decisive) return { value, key: t.key };
    key ??= t.key;
  }
  return complete ? { value: !decisive, key } : UNKNOWN;
}

/**
 * One criterion's verdict. A criterion restricted to a subgroup by its context (./subgroup.ts: "for participants with
 * T2D") is 'met' — it does not apply — when the answers put the candidate outside the subgroup (evidence: that answer);
 * while membership is unknown it can be 'met' or 'unknown' but never 'not_met' (nobody fails a criterion that may not
 * apply to them).
 */
export function evaluateCriterion(c: Criterion, answers: Answers, options: EvaluateOptions = {}): CriterionVerdict {
  const own = ownVerdict(c, answers, options);
  const group = c.context.length ? subgroupOf(c.context) : null;
  if (!group) return own;
  const member = statementTruth({ ...c, answerKeys: answerKeysOf(group.rule, '') }, group.rule, answers, options.asOf);
  const inside = member.value === undefined ? undefined : member.value === group.present;
  if (inside === false)
    return { criterionId: c.id, verdict: 'met', evidence: member.key === null ? null : { answerKey: member.key, answer: answers[member.key] } };
  if (inside === undefined && own.verdict === 'not_met') return { criterionId: c.id, verdict: 'unknown', evidence: null };
  return own;
}

/**
 * A criterion's own verdict. The rule's statement (after negation) decides the criterion only in the direction its
 * scope allows (Criterion.scope, ./fidelity.ts): a `necessary` rule's statement being true, or a `sufficient` rule's
 * being false, leaves the criterion for the site to confirm (`siteToConfirm`, with the answer as evidence), never
 * failed. An informational item (a header, "None") is always met.
 */
function ownVerdict(c: Criterion, answers: Answers, options: EvaluateOptions): CriterionVerdict {
  if (c.informational) return { criterionId: c.id, verdict: 'met', evidence: null };
  const t = c.rule ? statementTruth(c, c.rule, answers, options.asOf) : booleanTruth(answers, c.answerKeys[0]);
  if (t.value === undefined) return { criterionId: c.id, verdict: 'unknown', evidence: null };
  const evidence = t.key === null ? null : { answerKey: t.key, answer: answers[t.key] };
  const statement = isNegated(c.rule) ? !t.value : t.value;
  const scope = c.scope ?? 'exact';
  if ((scope === 'necessary' && statement) || (scope === 'sufficient' && !statement)) {
    return { criterionId: c.id, verdict: 'unknown', evidence, siteToConfirm: true };
  }
  const met = c.kind === 'inclusion' ? statement : !statement;
  return { criterionId: c.id, verdict: met ? 'met' : 'not_met', evidence };
}

/**
 * Verdicts for every criterion, in order. Pure: the same criteria, answers and `asOf` always give the same result;
 * nothing is cached or read from the clock. Unstructured criteria (and investigator judgement) are decided by a
 * boolean under their `text:` key (see `Answers`). Never throws on missing or malformed answers (→ 'unknown').
 */
export function evaluate(criteria: readonly Criterion[], answers: Answers, options: EvaluateOptions = {}): CriterionVerdict[] {
  const out = new Array<CriterionVerdict>(criteria.length);
  for (let i = 0; i < criteria.length; i++) out[i] = evaluateCriterion(criteria[i], answers, options);
  return out;
}
