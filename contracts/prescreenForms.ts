/**
 * Prescreen forms (DESIGN §4): the questions a candidate answers for one or more trials — questions shared by several
 * trials first (after de-duplication), then one study block per trial. Every question fills one concept of the
 * eligibility engine's answers map, so answering it once decides every criterion, of every trial, that reads that
 * concept.
 *
 * The content is stored as JSON (one immutable copy per saved version) and checked by `formContentSchema`: besides the
 * shapes, question ids are unique, `showIf` names a question that comes earlier in the form (shared questions first,
 * then the blocks in order), a `choice` question has choices, and an answer part fits the answer type. Each problem
 * is an issue whose path names the field (`blocks.0.questions.2.showIf.questionId`). The API validates request
 * bodies with it and the form builder checks its edits with it; every type of a form is derived from these schemas.
 */
import { z } from 'zod';
import { errorIssue, integer, knownValues, pageOf, timestamp, typedAs, uuid, type Received } from './common';

/**
 * How a question is answered:
 * - `yes_no_unsure`: the response is `'yes'`, `'no'` or `'unsure'` (unsure = not answered);
 * - `number`: a number in the question's `unit`, or `{ value, unit }` in another unit (weight in lb, height in in);
 * - `date`: an ISO date `YYYY-MM-DD` or month `YYYY-MM`;
 * - `duration`: how long ago, `{ value, unit: 'days' | 'weeks' | 'months' | 'years' }`;
 * - `choice`: one of the question's `choices[].value`;
 * - `text`: free text (kept under its answer key; no criterion is decided by it).
 */
export const ANSWER_TYPES = ['yes_no_unsure', 'number', 'date', 'duration', 'choice', 'text'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/**
 * Which part of the answer under `answerKey` a question gives (the engine's `EventAnswer`):
 * - `value`: the whole answer (yes/no → boolean, a number, a choice, a text);
 * - `present`: yes/no → the event happened at some time;
 * - `current`: yes/no → it is going on now;
 * - `lastAt`: a date → when it last happened or was diagnosed;
 * - `daysAgo`: a duration → how many days ago it last happened.
 * Questions for `present`, `current`, `lastAt` and `daysAgo` of the same key are combined into one answer.
 */
export const ANSWER_PARTS = ['value', 'present', 'current', 'lastAt', 'daysAgo'] as const;
export type AnswerPart = (typeof ANSWER_PARTS)[number];

/** Answer parts each answer type can give (yes/no → value, present, current; date → value, lastAt; …). */
export const PARTS_BY_TYPE: Readonly<Record<AnswerType, readonly AnswerPart[]>> = {
  yes_no_unsure: ['value', 'present', 'current'],
  number: ['value'],
  date: ['value', 'lastAt'],
  duration: ['daysAgo'],
  choice: ['value'],
  text: ['value'],
};

/** Longest text of a question, answer key or criterion reference (real criteria reach ~2 300 characters). */
const MAX_TEXT = 10_000;
/** Most trials (blocks) in one form. */
export const MAX_BLOCKS = 50;
/** Most questions in one block or in the shared list. */
export const MAX_QUESTIONS = 1_000;

const text = (max = MAX_TEXT) => z.string().trim().min(1, 'required').max(max);

/**
 * One option of a `choice` question: `value` is what the answers map receives (a string such as `'FEMALE'`, or a
 * number such as an ECOG grade), `label` what the candidate reads.
 */
export const choiceSchema = z.strictObject({ value: z.union([text(200), z.number()]), label: text(500) });
export type Choice = z.output<typeof choiceSchema>;

/**
 * Branching: the question is shown only when the question `questionId` (which must come earlier in the form) is
 * shown and its response equals `equals` (e.g. `'yes'`). A hidden question's response is ignored.
 */
export const showIfSchema = z.strictObject({ questionId: text(300), equals: z.unknown() });
export type ShowIf = z.output<typeof showIfSchema>;

/** A criterion of a trial a question's answer decides (`criterionId` = the criterion's id, e.g. `inc-3`). */
export const criterionRefSchema = z.strictObject({ trialId: text(100), criterionId: text(200) });
export type CriterionRef = z.output<typeof criterionRefSchema>;

/** The people a question applies to (sex, age in completed years, inclusive); a missing bound is unbounded. */
export const appliesToSchema = z.strictObject({
  sex: z.enum(['FEMALE', 'MALE']).optional(),
  minAgeYears: z.number().int().min(0).max(150).optional(),
  maxAgeYears: z.number().int().min(0).max(150).optional(),
});
export type AppliesTo = z.output<typeof appliesToSchema>;

/**
 * One question. `text` is plain language in the second person ("Has a doctor ever told you that you have type 2
 * diabetes?"). The response fills `answerPart` (default `value`) of the answer under `answerKey` (and under each of
 * `aliasKeys`, set when questions with different keys were merged because they were worded the same). `criteria`
 * lists every criterion the answer decides (one trial's criteria in a study block; several trials' in a shared
 * question).
 */
export const questionSchema = z.strictObject({
  /** Unique within the form; stable for the same input (`NCT01234567.exc-3.1` for generated questions, `s1` shared). */
  id: text(300),
  text: text(),
  answerType: z.enum(ANSWER_TYPES),
  /** Unit of a `number` question: `years`, `months`, `kg`, `cm`. */
  unit: text(32).optional(),
  /** Options of a `choice` question. */
  choices: z.array(choiceSchema).max(100).optional(),
  showIf: showIfSchema.optional(),
  /** The concept key of the eligibility answers map this question fills (`age`, `condition:type 2 diabetes`, `text:…`). */
  answerKey: text(),
  /** More answer keys the same response fills (after merging questions with different keys). */
  aliasKeys: z.array(text()).max(100).optional(),
  answerPart: z.enum(ANSWER_PARTS).default('value'),
  criteria: z.array(criterionRefSchema).max(1_000),
  /** More detail shown under the question: for a question built from criteria text, the study's full wording. */
  help: text(20_000).optional(),
  /** For staff: how the response maps to verdicts, where it is not obvious (e.g. BMI computed from weight and height). */
  note: text(2_000).optional(),
  /**
   * Who the question applies to: a person outside is not asked (pregnancy questions of men and children). The
   * dialogue knows sex and age from the verified record.
   */
  appliesTo: appliesToSchema.optional(),
  /** A gentle sentence shown before the question (the first question on a personal topic: mental health, substance use …). */
  preface: text(1_000).optional(),
  /**
   * A yes/no answer means the opposite for the answers map: the criterion's statement is a negation ("No prior
   * systemic therapy") and the question asks the positive ("Have you had systemic therapy before?"), which people
   * answer without the double negative; "yes" then stores false.
   */
  invert: z.boolean().optional(),
});
export type Question = z.output<typeof questionSchema>;

/** A criterion only the site can confirm (labs, imaging, clinician ratings, investigator judgement): listed, not asked. */
export const siteOnlyCriterionSchema = z.strictObject({ criterionId: text(200), text: text(20_000) });
export type SiteOnlyCriterion = z.output<typeof siteOnlyCriterionSchema>;

/** The questions of one trial and the criteria left to the site. `nctId` is null for a trial entered by hand. */
export const studyBlockSchema = z.strictObject({
  trialId: text(100),
  nctId: z.string().trim().max(32).nullable(),
  title: text(2_000),
  questions: z.array(questionSchema).max(MAX_QUESTIONS),
  siteOnly: z.array(siteOnlyCriterionSchema).max(MAX_QUESTIONS),
});
export type StudyBlock = z.output<typeof studyBlockSchema>;

/** A whole form's shape: shared questions (asked first, none by default), then one block per trial. */
const formContentShape = z.strictObject({
  sharedQuestions: z.array(questionSchema).max(MAX_QUESTIONS).default([]),
  blocks: z.array(studyBlockSchema).max(MAX_BLOCKS),
});
export type FormContent = z.output<typeof formContentShape>;

/** One problem of a form's content, with the path of the field inside the content (`blocks.0.questions.2.criteria.0.criterionId`). */
export type ContentIssue = z.output<typeof errorIssue>;

type Path = (string | number)[];

/** Every question with its path, in form order (shared first, then blocks). */
function* questionsWithPath(content: FormContent): Generator<[Question, Path]> {
  for (const [i, q] of content.sharedQuestions.entries()) yield [q, ['sharedQuestions', i]];
  for (const [b, block] of content.blocks.entries()) for (const [i, q] of block.questions.entries()) yield [q, ['blocks', b, 'questions', i]];
}

/**
 * Problems of a content object that has the right shape: duplicate question ids or trial blocks, `showIf` naming an
 * unknown or later question (or itself), `choice` without choices, an answer part the answer type cannot give.
 * Whether the criteria a question names exist is checked against the trials by the engine's `criteriaIssues`.
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
    if (trials.has(block.trialId))
      issues.push({ path: ['blocks', b, 'trialId'], message: `a form has one block per trial; "${block.trialId}" is repeated` });
    trials.add(block.trialId);
  }
  return issues;
}

/** A form's content, checked for consistency (`contentIssues`). */
export const formContentSchema = formContentShape.superRefine((content, ctx) => {
  for (const issue of contentIssues(content)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/**
 * A candidate's responses, by question id: `'yes' | 'no' | 'unsure'`, a number or `{ value, unit }`, a date string,
 * `{ value, unit }` for a duration, a choice value or a text. Missing or null = not answered.
 */
export type FormResponses = Readonly<Record<string, unknown>>;

/**
 * A group of questions that ask the same thing. `similarity` is 1 for the same concept (same answer key and part),
 * else the token similarity of their wording (0..1). `reason` says which, in words.
 */
export const duplicateGroupSchema = z.object({ id: z.string(), questionIds: z.array(z.string()), similarity: z.number(), reason: z.string() });
export type DuplicateGroup = z.output<typeof duplicateGroupSchema>;

/**
 * One problem the form checks found: `unsatisfiable` (no truthful set of answers passes these criteria together),
 * `orphan` (a question no criterion reads), `applicability` (a question put to people it does not concern),
 * `jargon`, `preface` (a personal topic without a gentle preface); the questions and criteria concerned and a
 * sentence for staff.
 */
export const formCheckIssueSchema = z.object({
  check: z.enum(['unsatisfiable', 'orphan', 'applicability', 'jargon', 'preface']),
  trialId: z.string().optional(),
  questionIds: z.array(z.string()),
  criterionIds: z.array(z.string()),
  message: z.string(),
});
export type FormCheckIssue = z.output<typeof formCheckIssueSchema>;

/**
 * A form's checks against its trials' criteria: `publishable` is false when no truthful set of answers passes some
 * trial's criteria (such a form cannot be published as a public chat), and every problem found.
 */
export const formChecksSchema = z.object({ publishable: z.boolean(), issues: z.array(formCheckIssueSchema) });
export type FormChecks = z.output<typeof formChecksSchema>;

// ── responses ────────────────────────────────────────────────────────────────────────────────────────────────────
// Stored and generated content is returned as it is: the response schemas below list the fields of the schemas
// above (documented and checked), are loose (other fields pass through unchanged) and accept any stored string for
// an answer type or part, so a form stored by an older version still reads.

const looseChoice = z.looseObject({ value: z.union([z.string(), z.number()]), label: z.string() });
const looseShowIf = z.looseObject({ questionId: z.string(), equals: z.unknown() });
const looseCriterionRef = z.looseObject({ trialId: z.string(), criterionId: z.string() });
const looseSiteOnly = z.looseObject({ criterionId: z.string(), text: z.string() });

const looseQuestion = z.looseObject({
  id: z.string(),
  text: z.string(),
  answerType: knownValues(ANSWER_TYPES),
  unit: z.string().optional().describe('Unit of a number question: years, months, kg, cm'),
  choices: z.array(looseChoice).optional(),
  showIf: looseShowIf.optional(),
  answerKey: z.string(),
  aliasKeys: z.array(z.string()).optional(),
  answerPart: knownValues(ANSWER_PARTS),
  criteria: z.array(looseCriterionRef),
  help: z.string().optional(),
  note: z.string().optional(),
  appliesTo: z
    .looseObject({ sex: z.enum(['FEMALE', 'MALE']).optional(), minAgeYears: z.number().optional(), maxAgeYears: z.number().optional() })
    .optional()
    .describe('Who is asked (sex, age in completed years); others are not'),
  preface: z.string().optional().describe('A gentle sentence shown before a question on a personal topic'),
  invert: z.boolean().optional().describe('A yes stores false: the question asks the positive of a negated criterion'),
});

const looseStudyBlock = z.looseObject({
  trialId: z.string(),
  nctId: z.string().nullable(),
  title: z.string(),
  questions: z.array(looseQuestion),
  siteOnly: z.array(looseSiteOnly),
});

const looseFormContent = z.looseObject({ sharedQuestions: z.array(looseQuestion), blocks: z.array(looseStudyBlock) });

/** `true` when A and B have the same keys, optional ones too. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Check<T extends true> = T;
/** The response schemas list exactly the fields of the request schemas (compiles only while they do; no runtime value). */
export type ResponsesListTheFields = [
  Check<SameKeys<typeof choiceSchema.shape, typeof looseChoice.shape>>,
  Check<SameKeys<typeof showIfSchema.shape, typeof looseShowIf.shape>>,
  Check<SameKeys<typeof criterionRefSchema.shape, typeof looseCriterionRef.shape>>,
  Check<SameKeys<typeof siteOnlyCriterionSchema.shape, typeof looseSiteOnly.shape>>,
  Check<SameKeys<typeof questionSchema.shape, typeof looseQuestion.shape>>,
  Check<SameKeys<typeof studyBlockSchema.shape, typeof looseStudyBlock.shape>>,
  Check<SameKeys<typeof formContentShape.shape, typeof looseFormContent.shape>>,
];

/** A study block in a response. */
export const studyBlock = typedAs<StudyBlock>(looseStudyBlock);

/** A form's content in a response: shared questions (asked first), then one study block per trial. */
export const formContent = typedAs<FormContent>(looseFormContent);

/** A group of duplicate questions in a response. */
export const duplicateGroup = typedAs<DuplicateGroup>(z.looseObject(duplicateGroupSchema.shape));

/** A form's checks in a response. */
export const formChecks = typedAs<FormChecks>(
  z.looseObject({ publishable: z.boolean(), issues: z.array(z.looseObject(formCheckIssueSchema.shape)) }).describe('The form checks'),
);

/** A prescreen form as listed: every field but the content. */
export const prescreenFormSummary = z.object({
  id: uuid,
  organizationId: uuid,
  name: z.string(),
  trialIds: z.array(uuid),
  version: integer.describe('Current version: 1 on creation, +1 on every save'),
  createdBy: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PrescreenFormSummary = Received<typeof prescreenFormSummary>;

/** A prescreen form with the content of its current version and the checks of that content. */
export const prescreenForm = prescreenFormSummary.extend({ content: formContent, checks: formChecks.optional() }).describe('The prescreen form');
export type PrescreenForm = Received<typeof prescreenForm>;

/** `GET /api/prescreen-forms/` */
export const prescreenFormList = pageOf('prescreenForms', prescreenFormSummary, 'One page of prescreen forms (without content) and the total');

/** `GET /api/prescreen-forms/{id}/versions/{version}`: one saved version's content. */
export const prescreenFormVersion = z
  .object({ formId: uuid, version: integer, content: formContent, createdBy: z.string().nullable(), createdAt: timestamp })
  .describe('The content of the saved version');

/** `POST /api/prescreen-forms/generate-study-blocks` */
export const studyBlockList = z
  .object({ blocks: z.array(studyBlock), checks: formChecks.optional() })
  .describe('One study block per trial, in the order given, and their checks as a form');
export type StudyBlockList = Received<typeof studyBlockList>;

/** `POST /api/prescreen-forms/detect-duplicates` */
export const duplicateGroupList = z.object({ groups: z.array(duplicateGroup) }).describe('Groups of questions that ask the same thing');

/** `POST /api/prescreen-forms/apply-deduplication` */
export const deduplicatedContent = z.object({ content: formContent }).describe('The content with the group merged into one shared question');
