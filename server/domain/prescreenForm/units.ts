/**
 * Units of body weight and height in prescreen forms: which units a trial asks in first, and the one representation
 * every layer keeps.
 *
 * Which units first (`measurementSystemOf`): a trial whose sites are mostly in the United States asks weight in
 * pounds and height in feet and inches ("How much do you weigh, in pounds?"), because that is how people there know
 * their own weight and height; every other trial asks in kilograms and centimetres. "Mostly" means more than half
 * of the sites whose country is known (ClinicalTrials.gov `contactsLocationsModule.locations[].country`, stored as
 * `trial.sites[].country`) are in the United States or one of its territories; a trial without such sites, or a
 * multinational trial with fewer US sites, stays metric. Either way both systems are understood: a unit typed with
 * the number is always read ("82 kg" to a question in pounds, "180 lb" to one in kilograms).
 *
 * One representation, by layer:
 * - a question's `unit`: `kg` or `lb` for weight, `cm` or `in` for height (feet and inches are asked; inches kept);
 * - a form response (chat or staff): a number in the question's unit, or `{ value, unit }` in another unit;
 * - the eligibility answers map (`answersFromForm`, read by `evaluate`): weight as a number of kilograms or
 *   `{ value, unit: 'lb' }`; height as a number of centimetres or `{ value, unit: 'in' | 'm' }`. Other spellings are
 *   put in these units first (`lbs`, `pounds` → `lb`; stone → lb; feet → in; mm → cm). An answer is not converted
 *   and rounded before a rule reads it, so 180 lb against "weight ≥ 180 lb" is still 180 lb; BMI is computed from
 *   weight and height in kg and m (1 lb = 0.45359237 kg and 1 in = 2.54 cm exactly, NIST SP 811 appendix B).
 */
import type { AnswerValue } from '../eligibility';

/** The units a trial asks weight and height in first: `metric` (kg, cm) or `imperial` (US customary: lb, ft and in). */
export type MeasurementSystem = 'metric' | 'imperial';

/** A question's unit for weight and for height, per system. */
export const BODY_UNITS: Readonly<Record<MeasurementSystem, { weight: 'kg' | 'lb'; height: 'cm' | 'in' }>> = {
  metric: { weight: 'kg', height: 'cm' },
  imperial: { weight: 'lb', height: 'in' },
};

/** 1 lb = 0.45359237 kg exactly (NIST SP 811 B.8). */
export const KG_PER_LB = 0.45359237;
/** 1 in = 2.54 cm exactly (NIST SP 811 B.8). */
export const CM_PER_IN = 2.54;
/** 1 stone = 14 lb. */
export const LB_PER_STONE = 14;

/**
 * Countries as ClinicalTrials.gov spells the United States and the territories it lists apart (lower case), plus the
 * usual abbreviations staff type into a hand-entered site.
 */
const US = new Set([
  'united states',
  'united states of america',
  'usa',
  'us',
  'u.s.',
  'u.s.a.',
  'puerto rico',
  'guam',
  'virgin islands (u.s.)',
  'u.s. virgin islands',
  'american samoa',
  'northern mariana islands',
]);

/**
 * The system a trial asks weight and height in first, from its sites' countries (`null` or empty = unknown, not
 * counted): `imperial` when more than half of the known ones are the United States (or a US territory), else `metric`.
 * E.g. ['United States', 'United States', 'Canada'] → imperial; ['United States', 'Japan'] → metric; [] → metric.
 */
export function measurementSystemOf(countries: readonly (string | null | undefined)[]): MeasurementSystem {
  const known = countries.map((c) => c?.trim().toLowerCase()).filter((c): c is string => !!c);
  const us = known.filter((c) => US.has(c)).length;
  return us * 2 > known.length ? 'imperial' : 'metric';
}

/** Spellings of weight and height units → [the answers map's unit, the factor to it]. */
const SPELLINGS: Readonly<Record<'weight' | 'height', Readonly<Record<string, readonly [string, number]>>>> = {
  weight: {
    kg: ['kg', 1],
    kgs: ['kg', 1],
    kilo: ['kg', 1],
    kilos: ['kg', 1],
    kilogram: ['kg', 1],
    kilograms: ['kg', 1],
    lb: ['lb', 1],
    lbs: ['lb', 1],
    pound: ['lb', 1],
    pounds: ['lb', 1],
    st: ['lb', LB_PER_STONE],
    stone: ['lb', LB_PER_STONE],
    stones: ['lb', LB_PER_STONE],
  },
  height: {
    cm: ['cm', 1],
    cms: ['cm', 1],
    centimeters: ['cm', 1],
    centimetres: ['cm', 1],
    mm: ['cm', 0.1],
    m: ['m', 1],
    meters: ['m', 1],
    metres: ['m', 1],
    in: ['in', 1],
    inch: ['in', 1],
    inches: ['in', 1],
    ft: ['in', 12],
    feet: ['in', 12],
    foot: ['in', 12],
  },
};

/** The unit a plain number of the answers map is in: kilograms for weight, centimetres for height. */
const BASE: Readonly<Record<'weight' | 'height', string>> = { weight: 'kg', height: 'cm' };

/** Whether `key` is an answer key whose values this module puts in its units (`weight`, `height`). */
export const isBodyMeasure = (key: string): key is 'weight' | 'height' => key === 'weight' || key === 'height';

/**
 * A weight or height `value` given in `unit` as the answers map keeps it: a plain number in kg / cm, else
 * `{ value, unit }` with unit `lb` (weight) or `in` / `m` (height). `undefined` for a unit that is not a weight or
 * height unit. E.g. ('weight', 180, 'lbs') → { value: 180, unit: 'lb' }; ('weight', 12, 'stone') → { value: 168,
 * unit: 'lb' }; ('height', 5, 'ft') → { value: 60, unit: 'in' }; ('height', 178, 'cm') → 178.
 */
export function bodyMeasure(key: 'weight' | 'height', value: number, unit: string): AnswerValue | undefined {
  const spelling = SPELLINGS[key][unit.trim().toLowerCase()];
  if (!spelling) return undefined;
  const [to, factor] = spelling;
  const v = factor === 1 ? value : value * factor;
  return to === BASE[key] ? v : { value: v, unit: to };
}

/**
 * The body quantity a unit measures: `weight` (kg, lb, stone …), `height` (cm, m, in, ft …), else null. Two questions
 * on one answer key whose units measure the same quantity give the same kind of answer (kg and lb alike), since
 * `answersFromForm` keeps both in one representation.
 */
export function bodyQuantityOf(unit: string | undefined): 'weight' | 'height' | null {
  const u = unit?.trim().toLowerCase() ?? '';
  return SPELLINGS.weight[u] ? 'weight' : SPELLINGS.height[u] ? 'height' : null;
}
