/** Body measurements, blood pressure and performance-status recognisers. */
import type { BloodPressureRule, BmiRule, CompositeRule, EcogRule, KarnofskyRule, Range, WeightRule } from '../types';
import { findBound, NUM, opRange } from './text';

/** The first bound within `span` characters after the first match of `keyword`, or null. */
function boundAfter(s: string, keyword: RegExp, span = 60): { range: Range; end: number } | null {
  const k = keyword.exec(s);
  if (!k) return null;
  const bound = findBound(s, k.index + k[0].length);
  if (!bound || bound.index > k.index + k[0].length + span) return null;
  return bound;
}

/** Body mass index in kg/m²: "Body Mass Index ≥25 kg/m2", "BMI 18.5-35", "BMI≥40 kg/m2"; "BMI < 18.5 or > 35" → either (composite 'any'). */
export function recogniseBmi(s: string): BmiRule | CompositeRule | null {
  const b = boundAfter(s, /\bbmi\b|body mass index/);
  if (!b || (b.range.min ?? 0) >= 100 || (b.range.max ?? 0) >= 100) return null;
  const first: BmiRule = { type: 'bmi', range: b.range, unit: 'kg/m²' };
  // "BMI < 18.5 kg/m2 or BMI > 35 kg/m2": two one-sided bounds pointing apart, either of which makes it true
  const or = /^\s*(?:kg\s*\/\s*m\s*(?:2|²)?)?\s*,?\s*or\s+(?:(?:a\s+)?(?:bmi|body mass index)\s*(?:of\s*)?)?/.exec(s.slice(b.end));
  const next = or ? findBound(s, b.end + or[0].length) : null;
  const apart =
    next &&
    next.index === b.end + or![0].length &&
    ((b.range.max !== undefined && next.range.min !== undefined) || (b.range.min !== undefined && next.range.max !== undefined));
  if (!apart || (next.range.min ?? 0) >= 100 || (next.range.max ?? 0) >= 100) return first;
  return { type: 'composite', combine: 'any', rules: [first, { type: 'bmi', range: next.range, unit: 'kg/m²' }], partial: false };
}

/** Body weight with a stated unit: "body weight ≥ 40 kg", "weighing more than 110 lbs" (kg or lb as written). */
export function recogniseWeight(s: string): WeightRule | null {
  const b = boundAfter(s, /\b(?:body\s+)?weigh(?:t|s|ing)\b/, 40);
  if (!b) return null;
  const unit = /^\s*(kg|kilograms?|lbs?|pounds?)\b/.exec(s.slice(b.end));
  if (!unit) return null;
  return { type: 'weight', range: b.range, unit: unit[1].startsWith('k') ? 'kg' : 'lb' };
}

const SLASH_BP = new RegExp(`(>=|<=|>|<)\\s*${NUM}\\s*/\\s*${NUM}\\s*(?:mm\\s*hg)?`);

/**
 * Blood pressure in mmHg: "systolic blood pressure ≥ 160 mmHg or diastolic ≥ 100 mmHg" (combine 'any'; "and/or"
 * too), "… and diastolic …" (combine 'all'), "BP > 140/90 mmHg" (either over: 'any'), "BP < 160/100 mmHg" (both
 * under: 'all'). Requires a blood-pressure word and a bound.
 */
export function recogniseBloodPressure(s: string): BloodPressureRule | null {
  if (!/blood pressure|\bsbp\b|\bdbp\b|\bbp\b|systolic|diastolic/.test(s)) return null;
  const slash = SLASH_BP.exec(s);
  if (slash) {
    return {
      type: 'blood_pressure',
      systolic: opRange(slash[1], Number(slash[2])),
      diastolic: opRange(slash[1], Number(slash[3])),
      combine: slash[1].startsWith('<') ? 'all' : 'any', // "< 160/100": both under; "> 140/90": either over
      unit: 'mmHg',
    };
  }
  const systolic = boundAfter(s, /systolic|\bsbp\b/, 40)?.range;
  const diastolic = boundAfter(s, /diastolic|\bdbp\b/, 40)?.range;
  if (!systolic && !diastolic) return null;
  const rule: BloodPressureRule = { type: 'blood_pressure', combine: 'any', unit: 'mmHg' };
  if (systolic) rule.systolic = systolic;
  if (diastolic) rule.diastolic = diastolic;
  if (systolic && diastolic && /(?:systolic|sbp)[^;]*\band\b(?!\s*\/\s*or)[^;]*(?:diastolic|dbp)/.test(s)) rule.combine = 'all';
  // "Systolic blood pressure < 180 mmHg, diastolic blood pressure < 110 mmHg": two upper bounds listed together are
  // both required, as in "< 160/100".
  const under = (r: Range | undefined) => r !== undefined && r.max !== undefined && r.min === undefined;
  if (under(systolic) && under(diastolic) && !/\bor\b/.test(s)) rule.combine = 'all';
  // "Blood pressure is not well controlled (…, systolic ≤ 150 mmHg and diastolic ≤ 90 mmHg)": the bounds define
  // *controlled*, the statement is its opposite (systolic > 150 or diastolic > 90).
  if (
    /\bnot (?:well[- ])?controlled|\bpoorly controlled/.test(s) &&
    [systolic, diastolic].every((r) => !r || (r.max !== undefined && r.min === undefined))
  ) {
    return complement(rule);
  }
  return rule;
}

/** The opposite statement of upper bounds: "≤ 150 and ≤ 90" → "> 150 or > 90". */
function complement(rule: BloodPressureRule): BloodPressureRule {
  const flip = (r: Range | undefined): Range | undefined => r && { min: r.max, minInclusive: r.maxInclusive === false };
  const out: BloodPressureRule = { type: 'blood_pressure', combine: rule.combine === 'all' ? 'any' : 'all', unit: 'mmHg' };
  if (rule.systolic) out.systolic = flip(rule.systolic);
  if (rule.diastolic) out.diastolic = flip(rule.diastolic);
  return out;
}

const ECOG_LIST = new RegExp(`^[^\\d<>=]{0,30}?(\\d)\\s*(?:,\\s*\\d\\s*)*(?:,?\\s*or|,)\\s*(\\d)\\b`);

/**
 * ECOG performance status (0 = fully active … 5 = dead; Oken et al., Am J Clin Oncol 1982): "ECOG ≤2",
 * "ECOG performance status of 0-2", "ECOG PS 0 or 1", "ECOG 0, 1 or 2".
 */
export function recogniseEcog(s: string): EcogRule | null {
  const k = /\becog\b|eastern cooperative oncology group|zubrod|who performance status/.exec(s);
  if (!k) return null;
  const tail = s.slice(k.index + k[0].length, k.index + k[0].length + 60);
  const list = ECOG_LIST.exec(tail);
  const bound = findBound(tail);
  let range: Range | null = bound && bound.index < 40 ? bound.range : null;
  if (list && (!bound || list.index + list[0].length <= bound.index || !range)) {
    range = { min: Number(list[1]), minInclusive: true, max: Number(list[2]), maxInclusive: true };
  } else if (!range) {
    const single = /^[^\d<>=]{0,30}?\bof\s+(\d)\b/.exec(tail);
    if (single) range = opRange('=', Number(single[1]));
  }
  if (!range || (range.min ?? 0) > 5 || (range.max ?? 0) > 5) return null;
  return { type: 'ecog', range };
}

/** Karnofsky (adults) / Lansky (children) performance score in %: "Karnofsky ≥ 70%", "Lansky or Karnofsky score ≥50". */
export function recogniseKarnofsky(s: string): KarnofskyRule | null {
  const k = /karnofsky|\bkps\b|lansky/.exec(s);
  if (!k) return null;
  // Skip age bounds written with the scale ("Lansky (age < 16 years) … performance status ≥ 50").
  let b = findBound(s, k.index + k[0].length);
  let span = 40;
  while (b && /^\s*(?:years?|yrs?|months?)\b/.test(s.slice(b.end))) {
    b = findBound(s, b.end);
    span = 120;
  }
  if (b && b.index > k.index + k[0].length + span) b = null;
  if (!b || (b.range.min ?? 0) > 100 || (b.range.max ?? 0) > 100) return null;
  return { type: 'karnofsky', range: b.range, unit: '%' };
}
