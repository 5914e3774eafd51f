/**
 * The persona checks of a list of studies, one test per study and kind of persona:
 * - the eligible persona must end PASS or POTENTIAL — the engine must never FAIL a person the study needs, and a
 *   "not sure" now and then leaves a criterion for the site to confirm, not the whole prescreen unresolved;
 * - each excluded persona (the eligible person with one exclusion they tell the agent) must end FAIL, or POTENTIAL
 *   where only the site can confirm the exclusion — never PASS, and not INCONCLUSIVE; and the exclusion they have
 *   must not be recorded as met (cleared), or a POTENTIAL would send the site a person the result calls clear of it.
 * A failure names the criteria that decided the outcome, their text, and each question asked with the answer typed.
 */
import { describe, expect, it } from 'vitest';
import { criterionByText, eligiblePersona, excludedPersona, explain, explainExcluded, runPersona, sharedStudy, type StudyPersonas } from './harness';

export function personaSuite(title: string, studies: readonly StudyPersonas[]): void {
  const cases = studies.map((s) => [`${s.nctId} (${s.about.split(':')[0]})`, s] as const);
  describe(title, () => {
    it.each(cases)('%s: the eligible persona ends PASS or POTENTIAL', (_name, s) => {
      const outcome = runPersona(sharedStudy(s.nctId), eligiblePersona(s));
      expect(['PASS', 'POTENTIAL'], explain(outcome)).toContain(outcome.recommendation);
    });

    it.each(cases.filter(([, s]) => s.excluded.length > 0))('%s: each excluded persona ends FAIL or POTENTIAL', (_name, s) => {
      const study = sharedStudy(s.nctId);
      for (const x of s.excluded) {
        const target = criterionByText(study.trial, x.criterion);
        const outcome = runPersona(study, excludedPersona(s, x));
        expect.soft(['FAIL', 'POTENTIAL'], explainExcluded(outcome, x)).toContain(outcome.recommendation);
        const verdict = outcome.state.result?.trials[0].verdicts.find((v) => v.criterionId === target.id)?.verdict;
        expect.soft(verdict, `the exclusion is recorded as met. ${explainExcluded(outcome, x)}`).not.toBe('met');
      }
    });
  });
}
