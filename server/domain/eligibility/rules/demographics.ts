/** Age and sex recognisers (ClinicalTrials.gov eligibility: minimumAge / maximumAge / sex). */
import type { AgeRule, Range, SexRule, TimeUnit } from '../types';
import { findBound, NUM, opRange } from './text';

const AGE_WORD = /\bage[ds]?\b|\byears?[\s-]*(?:old|of age)\b|\byear-old\b|\byrs?\b|\bmonths?[\s-]*(?:old|of age)\b/;
const AGE_OP = new RegExp(`(>=|<=|>|<)\\s*${NUM}\\s*(years?|yrs?|months?)`, 'g');

/** Bounds within a human lifespan and a range that is not empty ("≥ 16 and < 16" is two conditions, not a range). */
function plausible(range: Range, unit: TimeUnit): boolean {
  const limit = unit === 'months' ? 1500 : 125;
  if ((range.min ?? 0) > limit || (range.max ?? 0) > limit) return false;
  if (range.min === undefined || range.max === undefined) return true;
  return range.min < range.max || (range.min === range.max && range.minInclusive !== false && range.maxInclusive !== false);
}

/** Words that may stand between an age bound and the word "age" / "years" ("aged between 18 and 65", "≥ 18 years of age"). */
const AGE_GLUE =
  /^(?:[\s:,=(+\-–]|\b(?:of|is|are|be|must|should|between|from|at|least|range|aged?|ages|years?|yrs?|months?|old|older|younger|than|the|time|inclusive|both|and|or)\b)*$/;

/** Whether the bound belongs to the age word: only glue words between them ("grades 9-12 (… 13-20 years of age)" is not an age 9–12). */
function attached(s: string, word: RegExpExecArray, bound: { index: number; end: number }): boolean {
  const between = bound.index >= word.index ? s.slice(word.index + word[0].length, bound.index) : s.slice(bound.end, word.index);
  return AGE_GLUE.test(between);
}

/**
 * Whether the age at `at` only says whom another requirement applies to: in brackets ("Karnofsky (for patients > 12
 * years)") or after "for / if / when / among / unless" in its clause ("For adolescents under 18 years of age, able to
 * provide assent"; "Candidates aged 19–70 … sign the consent themselves" is caught by the fidelity check).
 */
function sideClause(s: string, at: number): boolean {
  const before = s.slice(0, at);
  if ((before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)) return true;
  const clause = before.split(/[;:]|\.(?!\d)/).pop() ?? '';
  return /\b(?:for|if|when|whenever|among|unless|where)\b/.test(clause);
}

/** An age at a past event ("< 16 years of age at disease onset") is history, not the candidate's age now. */
const AGE_AT_EVENT = /\bat\s+(?:the\s+time\s+of\s+)?(?:disease\s+|symptom\s+)?(?:onset|diagnosis)\b/;

/**
 * Age range stated in a criterion: "18 to 70 years of age inclusive", "≥ 12 years of age", "Be 18 years of age or
 * older", "Age 4 to <8 years", "Males or females ≥18 years of age, ≤ 80 years of age", "6 months to 17 years"
 * (mixed units → months). `s` is normalised text. Bounds are in `unit` (years unless the text says months).
 */
export function recogniseAge(s: string): AgeRule | null {
  const word = AGE_WORD.exec(s);
  if (!word || AGE_AT_EVENT.test(s)) return null;
  const from = Math.max(0, word.index - 45);
  const bound = findBound(s, from);
  if (!bound || bound.index > word.index + word[0].length + 45) return null;
  if (
    !attached(s, word, bound) ||
    sideClause(s, bound.index) ||
    /^\s*(?:°|degrees?|%|mm\b|cm\b|kg\b|mg\b|points?\b|grades?\b|class\b|stage\b)/.test(s.slice(bound.end))
  )
    return null;
  const range: Range = { ...bound.range };
  const afterUnit = /^\s*(months?|years?|yrs?)/.exec(s.slice(bound.end))?.[1] ?? 'years';
  let unit: TimeUnit = afterUnit.startsWith('month') ? 'months' : 'years';
  if (unit === 'years' && /month/.test(s.slice(bound.index, bound.end)) && range.max !== undefined) {
    range.max *= 12; // "6 months to 17 years": lower bound in months, upper in years → all in months.
    unit = 'months';
  }
  AGE_OP.lastIndex = bound.end;
  const second = AGE_OP.exec(s);
  if (second) {
    const extra = opRange(second[1], Number(second[2]));
    if (range.max === undefined && extra.max !== undefined) Object.assign(range, { max: extra.max, maxInclusive: extra.maxInclusive });
    if (range.min === undefined && extra.min !== undefined) Object.assign(range, { min: extra.min, minInclusive: extra.minInclusive });
  }
  return plausible(range, unit) ? { type: 'age', range, unit } : null;
}

const SEX_ONLY =
  /^\W*(?:healthy\s+|adult\s+|postmenopausal\s+|ambulatory\s+)?(males?|females?|men|women|boys|girls)(?:\s+(?:participants?|subjects?|patients?|volunteers?|only))?(?:\s+and\s+|\s+or\s+|\s*\/\s*)?(males?|females?|men|women|boys|girls)?(?:\s+(?:participants?|subjects?|patients?|volunteers?|only))?\W*$/;

/**
 * Sex stated on its own: "Male or female" (→ ALL), "Women only", "Healthy male volunteers". Text mixing sex with
 * other requirements ("Women of childbearing potential …") is left to the other recognisers.
 */
export function recogniseSex(s: string): SexRule | null {
  const m = SEX_ONLY.exec(s);
  if (!m) return null;
  const female = (w: string | undefined) => w !== undefined && /^(females?|women|girls)$/.test(w);
  const a = female(m[1]);
  if (m[2] !== undefined && female(m[2]) !== a) return { type: 'sex', sex: 'ALL' };
  return { type: 'sex', sex: a ? 'FEMALE' : 'MALE' };
}
