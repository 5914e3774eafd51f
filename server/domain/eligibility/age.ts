/** Age arithmetic shared by structuring (de-duplication) and evaluation. */
import type { AgeRule } from './types';

/**
 * An age rule as whole months of age `[lo, hi]` (null = unbounded). A bound in years counts completed years, as
 * ClinicalTrials.gov does ("maximum 70 Years" admits a person aged 70 years 11 months): min 18 y inclusive → lo 216;
 * max 70 y inclusive → hi 851; max 8 y exclusive → hi 95; min 18 y exclusive → lo 228.
 */
export function ageMonthBounds(rule: AgeRule): { lo: number | null; hi: number | null } {
  const per = rule.unit === 'years' ? 12 : rule.unit === 'months' ? 1 : rule.unit === 'weeks' ? 7 / 30.4375 : 1 / 30.4375;
  const { min, minInclusive = true, max, maxInclusive = true } = rule.range;
  const lo = min === undefined ? null : Math.ceil((minInclusive ? min : Math.floor(min) + 1) * per);
  const hi = max === undefined ? null : Math.ceil((maxInclusive ? Math.floor(max) + 1 : max) * per) - 1;
  return { lo, hi };
}
