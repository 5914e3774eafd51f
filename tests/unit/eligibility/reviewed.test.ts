/**
 * Regression set from the coordinators' criterion-by-criterion review of 20 shared studies
 * (../shared/data/criteria-review/reviews.jsonl: what an earlier engine did wrong, and the correct handling in plain
 * words). Every criterion the review found would FAIL people the text allows ("wrong-excludes") must no longer be
 * able to fail anyone except through a question that is exactly its test:
 * - the coordinator says "site:" → the form cannot fail anyone on it (left to the site, or a rule that leaves a
 *   "yes" to the site);
 * - the coordinator says "ask:" → if the form can fail someone on it, that is only through the criterion asked in its
 *   own words (its text key), never through a broader concept question.
 * The same holds for the criteria the review marked "site:" whatever the old rule was: the form must not fail a
 * person on what only the site can judge. Where this set and the review disagree, the test says why.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textKey, type Criterion } from '../../../server/domain/eligibility';
import { canFail, generateStudyBlocks, type FormContent } from '../../../server/domain/prescreenForm';
import { formTrialFromStudy } from '../../../server/modules/prescreenForms/criteria';
import { sharedData } from '../../helpers/sharedData';

interface Review {
  nctId: string;
  kind: 'inclusion' | 'exclusion';
  text: string;
  R: string;
  expected: string;
}

const reviews: Review[] = readFileSync(sharedData('criteria-review/reviews.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l));

const records = new Map<string, unknown>(
  readFileSync(sharedData('ctgov/studies.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
    .map((s) => [s.protocolSection.identificationModule.nctId, s]),
);
const AS_OF = new Date('2026-11-23T00:00:00Z');
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A reviewed study's criteria and its generated one-trial form. */
const forms = new Map<string, { criteria: readonly Criterion[]; content: FormContent }>();
function formOf(nctId: string) {
  if (!forms.has(nctId)) {
    const { trial } = formTrialFromStudy(records.get(nctId));
    forms.set(nctId, { criteria: trial.criteria, content: { sharedQuestions: [], blocks: generateStudyBlocks([trial]) } });
  }
  return forms.get(nctId)!;
}

/** The criterion a review row is about (by kind and text: ids may change, texts do not). */
function criterionOf(r: Review): Criterion {
  const { criteria } = formOf(r.nctId);
  const c = criteria.find((x) => x.kind === r.kind && norm(x.text) === norm(r.text)) ?? criteria.find((x) => x.kind === r.kind && norm(x.text).startsWith(norm(r.text).slice(0, 80)));
  expect(c, `${r.nctId} ${r.kind} "${r.text.slice(0, 60)}" is one of the study's criteria`).toBeDefined();
  return c!;
}

/** Whether the form can fail a person on `c` through anything but the criterion asked in its own words. */
function failsThroughAConcept(r: Review, c: Criterion): boolean {
  const failable = canFail(formOf(r.nctId).content, c, AS_OF) !== false;
  return failable && !(c.rule === null && c.answerKeys.length === 1 && c.answerKeys[0] === textKey(c.text));
}

describe('criteria the review found would fail people the text allows', () => {
  const wrong = reviews.filter((r) => r.R === 'wrong-excludes');
  it('covers every such row (60 at the reviewed commit)', () => {
    expect(wrong.length).toBe(60);
  });

  it.each(wrong.map((r) => [r.nctId, r.text.split('\n')[0].slice(0, 90), r] as const))('%s "%s" can no longer fail a person the text allows', (_id, _text, r) => {
    const c = criterionOf(r);
    if (/^site:/.test(r.expected)) expect(canFail(formOf(r.nctId).content, c, AS_OF), `"site:" criterion is failable: ${JSON.stringify(c.rule)}`).toBe(false);
    else expect(failsThroughAConcept(r, c), `fails through a concept question: ${JSON.stringify(c.rule)} scope ${c.scope}`).toBe(false);
  });
});

describe('criteria the review says only the site can judge', () => {
  const site = reviews.filter((r) => /^site:/.test(r.expected) && r.R !== 'wrong-excludes');
  it.each(site.map((r) => [r.nctId, r.text.split('\n')[0].slice(0, 90), r] as const))('%s "%s" cannot fail anyone in the form', (_id, _text, r) => {
    const c = criterionOf(r);
    expect(canFail(formOf(r.nctId).content, c, AS_OF), `failable: rule ${JSON.stringify(c.rule)}, answerable by ${c.answerableBy}`).toBe(false);
  });
});
