/**
 * Checks of a form's content against its trials: every block is one of the form's trials, and every criterion a
 * question feeds or a block lists for the site exists in that trial's criteria. The shape and the branching are
 * checked by `formContentSchema` (contracts/prescreenForms.ts).
 */
import type { ContentIssue, FormContent } from '../../../contracts/prescreenForms';

export type { ContentIssue };

/**
 * Problems of `content` given the criteria ids of each of the form's trials (`criteriaByTrial`: trial id → ids).
 * @returns issues in form order; empty when every reference is known.
 */
export function criteriaIssues(content: FormContent, criteriaByTrial: ReadonlyMap<string, ReadonlySet<string>>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const checkRefs = (path: (string | number)[], refs: FormContent['sharedQuestions'][number]['criteria']) => {
    for (const [k, ref] of refs.entries()) {
      const ids = criteriaByTrial.get(ref.trialId);
      if (!ids) issues.push({ path: [...path, 'criteria', k, 'trialId'], message: `trial "${ref.trialId}" is not in this form` });
      else if (!ids.has(ref.criterionId))
        issues.push({ path: [...path, 'criteria', k, 'criterionId'], message: `trial "${ref.trialId}" has no criterion "${ref.criterionId}"` });
    }
  };
  for (const [i, q] of content.sharedQuestions.entries()) checkRefs(['sharedQuestions', i], q.criteria);
  for (const [b, block] of content.blocks.entries()) {
    const ids = criteriaByTrial.get(block.trialId);
    if (!ids) issues.push({ path: ['blocks', b, 'trialId'], message: `trial "${block.trialId}" is not in this form` });
    for (const [i, q] of block.questions.entries()) checkRefs(['blocks', b, 'questions', i], q.criteria);
    for (const [i, s] of block.siteOnly.entries()) {
      if (ids && !ids.has(s.criterionId))
        issues.push({ path: ['blocks', b, 'siteOnly', i, 'criterionId'], message: `trial "${block.trialId}" has no criterion "${s.criterionId}"` });
    }
  }
  return issues;
}
