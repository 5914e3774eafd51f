/**
 * zod schema of a prescreen form's content (types.ts), shared by the API (request bodies, OpenAPI) and the form
 * builder. Besides the shapes it checks what a form needs to be answerable: question ids are unique, `showIf` names
 * a question that comes earlier in the form (shared questions first, then the blocks in order), a `choice` question
 * has choices, and an answer part fits the answer type. Each problem is an issue whose path names the field
 * (`blocks.0.questions.2.showIf.questionId`). Whether the criteria a question names exist is checked against the
 * trials by `criteriaIssues` (validate.ts).
 */
import { z } from 'zod';
import { ANSWER_PARTS, ANSWER_TYPES, type AnswerPart, type AnswerType, type FormContent } from './types';
import type { ContentIssue } from './validate';

/** Longest text of a question, answer key or criterion reference (real criteria reach ~2 300 characters). */
const MAX_TEXT = 10_000;
/** Most trials (blocks) in one form. */
export const MAX_BLOCKS = 50;
/** Most questions in one block or in the shared list. */
export const MAX_QUESTIONS = 1_000;

const text = (max = MAX_TEXT) => z.string().trim().min(1, 'required').max(max);

/** Answer parts each answer type can give (yes/no → value, present, current; date → value, lastAt; …). */
export const PARTS_BY_TYPE: Readonly<Record<AnswerType, readonly AnswerPart[]>> = {
  yes_no_unsure: ['value', 'present', 'current'],
  number: ['value'],
  date: ['value', 'lastAt'],
  duration: ['daysAgo'],
  choice: ['value'],
  text: ['value'],
};

/** One question (types.ts `Question`); `answerPart` defaults to `value`. */
const questionSchema = z.strictObject({
  id: text(300),
  text: text(),
  answerType: z.enum(ANSWER_TYPES),
  unit: text(32).optional(),
  choices: z.array(z.strictObject({ value: z.union([text(200), z.number()]), label: text(500) })).max(100).optional(),
  showIf: z.strictObject({ questionId: text(300), equals: z.unknown() }).optional(),
  answerKey: text(),
  aliasKeys: z.array(text()).max(100).optional(),
  answerPart: z.enum(ANSWER_PARTS).default('value'),
  criteria: z.array(z.strictObject({ trialId: text(100), criterionId: text(200) })).max(1_000),
  help: text(20_000).optional(),
  note: text(2_000).optional(),
  appliesTo: z
    .strictObject({ sex: z.enum(['FEMALE', 'MALE']).optional(), minAgeYears: z.number().int().min(0).max(150).optional(), maxAgeYears: z.number().int().min(0).max(150).optional() })
    .optional(),
  preface: text(1_000).optional(),
  invert: z.boolean().optional(),
});

/** One study block (types.ts `StudyBlock`). */
const studyBlockSchema = z.strictObject({
  trialId: text(100),
  nctId: z.string().trim().max(32).nullable(),
  title: text(2_000),
  questions: z.array(questionSchema).max(MAX_QUESTIONS),
  siteOnly: z.array(z.strictObject({ criterionId: text(200), text: text(20_000) })).max(MAX_QUESTIONS),
});

type Path = (string | number)[];

/** Every question with its path, in form order (shared first, then blocks). */
function* questionsWithPath(content: FormContent): Generator<[FormContent['sharedQuestions'][number], Path]> {
  for (const [i, q] of content.sharedQuestions.entries()) yield [q, ['sharedQuestions', i]];
  for (const [b, block] of content.blocks.entries()) for (const [i, q] of block.questions.entries()) yield [q, ['blocks', b, 'questions', i]];
}

/**
 * Problems of a content object that has the right shape: duplicate question ids or trial blocks, `showIf` naming an
 * unknown or later question (or itself), `choice` without choices, an answer part the answer type cannot give.
 * @returns issues with paths relative to the content (empty when the content is consistent).
 */
export function contentIssues(content: FormContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const all = new Set<string>();
  for (const [q] of questionsWithPath(content)) all.add(q.id);
  const seen = new Set<string>();
  for (const [q, path] of questionsWithPath(content)) {
    if (seen.has(q.id)) issues.push({ path: [...path, 'id'], message: `duplicate question id "${q.id}"` });
    if (q.showIf) {
      const target = q.showIf.questionId;
      if (!all.has(target)) issues.push({ path: [...path, 'showIf', 'questionId'], message: `unknown question "${target}"` });
      else if (!seen.has(target)) issues.push({ path: [...path, 'showIf', 'questionId'], message: `question "${target}" must come before this one` });
    }
    if (q.answerType === 'choice' && !q.choices?.length) issues.push({ path: [...path, 'choices'], message: 'a choice question needs choices' });
    if (!PARTS_BY_TYPE[q.answerType].includes(q.answerPart)) {
      issues.push({ path: [...path, 'answerPart'], message: `a ${q.answerType} question cannot give "${q.answerPart}"` });
    }
    seen.add(q.id);
  }
  const trials = new Set<string>();
  for (const [b, block] of content.blocks.entries()) {
    if (trials.has(block.trialId)) issues.push({ path: ['blocks', b, 'trialId'], message: `a form has one block per trial; "${block.trialId}" is repeated` });
    trials.add(block.trialId);
  }
  return issues;
}

/** A form's content (types.ts `FormContent`), checked for consistency (`contentIssues`). */
export const formContentSchema = z
  .strictObject({
    sharedQuestions: z.array(questionSchema).max(MAX_QUESTIONS).default([]),
    blocks: z.array(studyBlockSchema).max(MAX_BLOCKS),
  })
  .superRefine((content, ctx) => {
    for (const issue of contentIssues(content as FormContent)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
