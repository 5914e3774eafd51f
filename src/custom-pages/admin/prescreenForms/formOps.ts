/**
 * Pure helpers of the prescreen form builder and preview ("Prescreen forms"): questions in form order
 * (shared questions first, then each trial's block), edits and reordering within a list, branching (`showIf`) as the
 * candidate answers, which answer types fit a question's answer part, the content checks of the domain's own
 * schema (contracts/prescreenForms.ts, shared with the API) with each problem tied to its question, and
 * who a question is asked of and what an inverted yes means, in words for staff.
 */
import type { AnswerPart, AnswerType, FormContent, FormResponses, Question } from '../../../dataProvider/types';
import { formContentSchema, PARTS_BY_TYPE } from '../../../../contracts/prescreenForms';

/** Where a question lives: the shared list (SHARED) or the block of that index. */
export type ListIndex = number;
/** The ListIndex of the shared questions. */
export const SHARED: ListIndex = -1;

/** A question with its list and position. */
export interface Located {
  question: Question;
  list: ListIndex;
  index: number;
}

/** Every question in the order the candidate meets them. */
export function questionsInOrder(content: FormContent): Located[] {
  const out: Located[] = content.sharedQuestions.map((question, index) => ({ question, list: SHARED, index }));
  content.blocks.forEach((block, b) => block.questions.forEach((question, index) => out.push({ question, list: b, index })));
  return out;
}

/** The questions of list `list`. */
export function listOf(content: FormContent, list: ListIndex): Question[] {
  return list === SHARED ? content.sharedQuestions : (content.blocks[list]?.questions ?? []);
}

function withList(content: FormContent, list: ListIndex, questions: Question[]): FormContent {
  if (list === SHARED) return { ...content, sharedQuestions: questions };
  return { ...content, blocks: content.blocks.map((b, i) => (i === list ? { ...b, questions } : b)) };
}

/** Where question `id` is, or null. */
export function locate(content: FormContent, id: string): Located | null {
  return questionsInOrder(content).find((l) => l.question.id === id) ?? null;
}

/** Replaces fields of question `id` (a field set to undefined is removed). */
export function updateQuestion(content: FormContent, id: string, patch: Partial<Question>): FormContent {
  const at = locate(content, id);
  if (!at) return content;
  const questions = listOf(content, at.list).map((q) => {
    if (q.id !== id) return q;
    const next: Record<string, unknown> = { ...q, ...patch };
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
    return next as unknown as Question;
  });
  return withList(content, at.list, questions);
}

/** Moves question `id` to position `to` of its own list. */
export function moveQuestionTo(content: FormContent, id: string, to: number): FormContent {
  const at = locate(content, id);
  if (!at) return content;
  const questions = [...listOf(content, at.list)];
  const target = Math.max(0, Math.min(questions.length - 1, to));
  if (target === at.index) return content;
  const [q] = questions.splice(at.index, 1);
  questions.splice(target, 0, q);
  return withList(content, at.list, questions);
}

/** Moves question `id` one place up (-1) or down (+1) in its list. */
export function moveQuestion(content: FormContent, id: string, direction: -1 | 1): FormContent {
  const at = locate(content, id);
  return at ? moveQuestionTo(content, id, at.index + direction) : content;
}

/** Answer types a question giving `part` may use (e.g. "lastAt" needs a date; "present" a yes/no). */
export function typesForPart(part: AnswerPart): AnswerType[] {
  return (Object.keys(PARTS_BY_TYPE) as AnswerType[]).filter((t) => PARTS_BY_TYPE[t].includes(part));
}

/** Loose equality of a response and a `showIf.equals` ("3" equals 3; objects by their JSON). */
export function sameAnswer(response: unknown, expected: unknown): boolean {
  if (response === undefined || response === null || response === '') return false;
  if (typeof expected === 'object' || typeof response === 'object') return JSON.stringify(response) === JSON.stringify(expected);
  return String(response) === String(expected);
}

/**
 * The questions the candidate sees with `responses` so far: a question with `showIf` appears only when the question
 * it names is shown and was answered with `equals` (a hidden question's answer is ignored).
 */
export function visibleQuestions(content: FormContent, responses: FormResponses): Question[] {
  const shown = new Set<string>();
  const out: Question[] = [];
  for (const { question } of questionsInOrder(content)) {
    const cond = question.showIf;
    if (cond && !(shown.has(cond.questionId) && sameAnswer(responses[cond.questionId], cond.equals))) continue;
    shown.add(question.id);
    out.push(question);
  }
  return out;
}

/** A problem of the content, tied to the question it concerns when there is one. */
export interface FormIssue {
  questionId: string | null;
  /** Path inside the content, e.g. blocks.0.questions.2.showIf.questionId */
  path: string;
  message: string;
}

/** The content's problems by the domain schema (ids unique, showIf pointing back, choices present, part fits type). */
export function formIssues(content: FormContent): FormIssue[] {
  const result = formContentSchema.safeParse(content);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.map(String);
    let question: Question | undefined;
    if (path[0] === 'sharedQuestions') question = content.sharedQuestions[Number(path[1])];
    else if (path[0] === 'blocks' && path[2] === 'questions') question = content.blocks[Number(path[1])]?.questions[Number(path[3])];
    return { questionId: question?.id ?? null, path: path.join('.'), message: issue.message };
  });
}

/** Counts for the builder's header. */
export function formCounts(content: FormContent): { questions: number; shared: number; siteOnly: number } {
  return {
    questions: content.sharedQuestions.length + content.blocks.reduce((n, b) => n + b.questions.length, 0),
    shared: content.sharedQuestions.length,
    siteOnly: content.blocks.reduce((n, b) => n + b.siteOnly.length, 0),
  };
}

/**
 * Who a question is asked of, in words: "Asked of women aged 10–60 only", "Asked of people aged 10 or over only",
 * "Asked of men only"; null when it is asked of everyone (no `appliesTo`, or one without a bound). Ages are completed
 * years, both bounds included, as the dialogue reads them.
 */
export function appliesToWords(appliesTo: Question['appliesTo']): string | null {
  if (!appliesTo) return null;
  const { sex, minAgeYears: min, maxAgeYears: max } = appliesTo;
  const who = sex === 'FEMALE' ? 'women' : sex === 'MALE' ? 'men' : 'people';
  const aged =
    min !== undefined && max !== undefined
      ? ` aged ${min}–${max}`
      : min !== undefined
        ? ` aged ${min} or over`
        : max !== undefined
          ? ` aged ${max} or under`
          : '';
  if (!sex && !aged) return null;
  return `Asked of ${who}${aged} only`;
}

/**
 * What a yes means for a question with `invert` (it asks the positive of a negated criterion: "No prior systemic
 * therapy" → "Have you had systemic therapy before?", so a yes makes the criterion's statement false): for an
 * inclusion that means the criterion is not met, for an exclusion that it does not apply. The kind is read from the
 * criterion ids the question decides (`inc-…` / `exc-…`, as the parser numbers them); ids that say neither, or
 * both kinds, get the statement-level sentence. Null for a question without `invert`.
 */
export function invertWords(question: Pick<Question, 'invert' | 'criteria'>): string | null {
  if (!question.invert) return null;
  const ids = question.criteria.map((c) => c.criterionId);
  if (ids.length > 0 && ids.every((id) => id.startsWith('inc'))) return 'A yes means the criterion is not met';
  if (ids.length > 0 && ids.every((id) => id.startsWith('exc'))) return 'A yes means the exclusion does not apply';
  return 'A yes means the criterion\'s statement (a negation, "No …") is not true';
}
