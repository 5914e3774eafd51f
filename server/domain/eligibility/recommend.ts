/**
 * The AI recommendation of a prescreen result, with DESIGN §4's definitions:
 * - FAIL: at least one inclusion criterion not met or exclusion criterion present, on a definite answer
 *   (a verdict 'not_met' whose answer is not in conflict);
 * - INCONCLUSIVE: the prescreen did not finish, answers conflict, or a criterion the candidate can answer is unknown;
 * - POTENTIAL: nothing failed, but some criteria can only be confirmed at the site and are still unknown (site-only
 *   criteria, what a rule leaves to the site — Criterion.scope — and what the candidate answered "not sure" to);
 * - PASS: every criterion answered and met, none excluded.
 * Checked in that order (a definite failure decides even an unfinished prescreen).
 */
import type { CriterionVerdict } from './evaluate';
import type { Criterion } from './types';

/** The recommendation and the criteria that decided it. */
export interface Recommendation {
  recommendation: 'PASS' | 'FAIL' | 'POTENTIAL' | 'INCONCLUSIVE';
  /**
   * FAIL: the failed criteria; INCONCLUSIVE: the conflicting or unknown candidate-answerable criteria (empty when
   * only the prescreen is unfinished); POTENTIAL: the site-only criteria left to confirm; PASS: every criterion.
   */
  deciding: string[];
}

/**
 * The state of the prescreen: `completed` = it finished; `conflicts` = answer keys answered inconsistently; `unsure` =
 * answer keys the candidate was asked and answered "not sure" (a criterion resting on one is for the site to confirm:
 * the candidate cannot settle it, so it does not make the prescreen inconclusive).
 */
export interface PrescreenState {
  completed: boolean;
  conflicts?: readonly string[];
  unsure?: readonly string[];
}

/**
 * Recommends PASS / FAIL / POTENTIAL / INCONCLUSIVE from verdicts (matched to criteria by id; a criterion without a
 * verdict counts as unknown). A criterion is in conflict when one of its `answerKeys` is in `state.conflicts`.
 */
export function recommend(criteria: readonly Criterion[], verdicts: readonly CriterionVerdict[], state: PrescreenState): Recommendation {
  const byId = new Map(verdicts.map((v) => [v.criterionId, v.verdict]));
  const unsure = new Set(state.unsure ?? []);
  const siteToConfirm = new Set([
    ...verdicts.filter((v) => v.siteToConfirm).map((v) => v.criterionId),
    ...criteria.filter((c) => c.answerKeys.some((k) => unsure.has(k))).map((c) => c.id),
  ]);
  const conflicts = new Set(state.conflicts ?? []);
  const conflicted = criteria.filter((c) => c.answerKeys.some((k) => conflicts.has(k))).map((c) => c.id);
  const inConflict = new Set(conflicted);
  const failed = criteria.filter((c) => byId.get(c.id) === 'not_met' && !inConflict.has(c.id)).map((c) => c.id);
  if (failed.length) return { recommendation: 'FAIL', deciding: failed };
  const unknown = criteria.filter((c) => (byId.get(c.id) ?? 'unknown') === 'unknown');
  const candidateUnknown = unknown.filter((c) => c.answerableBy === 'candidate' && !siteToConfirm.has(c.id)).map((c) => c.id);
  if (!state.completed) return { recommendation: 'INCONCLUSIVE', deciding: candidateUnknown };
  if (conflicted.length) return { recommendation: 'INCONCLUSIVE', deciding: conflicted };
  if (candidateUnknown.length) return { recommendation: 'INCONCLUSIVE', deciding: candidateUnknown };
  if (unknown.length) return { recommendation: 'POTENTIAL', deciding: unknown.map((c) => c.id) };
  return { recommendation: 'PASS', deciding: criteria.map((c) => c.id) };
}
