/**
 * Shared studies (the reference data's ClinicalTrials.gov records) as the import stores them, with their generated one-trial form,
 * for tests that check how the engine handles real criteria.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Criterion } from '../../../server/domain/eligibility';
import { generateStudyBlocks, type FormContent } from '../../../server/domain/prescreenForm';
import { formTrialFromStudy } from '../../../server/modules/prescreenForms/criteria';
import { sharedData } from '../../helpers/sharedData';

const records = new Map<string, unknown>(
  readFileSync(sharedData('ctgov/studies.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
    .map((s) => [s.protocolSection.identificationModule.nctId, s]),
);

/** The day the tests evaluate time windows from. */
export const AS_OF = new Date('2026-11-23T00:00:00Z');

/** Whitespace collapsed, to match criteria by their text. */
export const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

const forms = new Map<string, { criteria: readonly Criterion[]; content: FormContent }>();

/** A shared study's criteria and its generated one-trial form. */
export function formOf(nctId: string): { criteria: readonly Criterion[]; content: FormContent } {
  if (!forms.has(nctId)) {
    const { trial } = formTrialFromStudy(records.get(nctId));
    forms.set(nctId, { criteria: trial.criteria, content: { sharedQuestions: [], blocks: generateStudyBlocks([trial]) } });
  }
  return forms.get(nctId)!;
}

/** The criterion of a study with this kind and text (ids may change, texts do not; a long text matches on its start). */
export function criterionOf(nctId: string, kind: 'inclusion' | 'exclusion', text: string): Criterion {
  const { criteria } = formOf(nctId);
  const c =
    criteria.find((x) => x.kind === kind && norm(x.text) === norm(text)) ??
    criteria.find((x) => x.kind === kind && norm(x.text).startsWith(norm(text).slice(0, 80)));
  expect(c, `${nctId} ${kind} "${text.slice(0, 60)}" is one of the study's criteria`).toBeDefined();
  return c!;
}
