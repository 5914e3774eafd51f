/**
 * Shapes of a prescreen form (DESIGN §4, "Prescreen forms"). A form is the questions a candidate answers for
 * one or more trials: questions shared by several trials first (after de-duplication), then one study block per
 * trial. Every question fills one concept of the eligibility answers map (`server/domain/eligibility/answers.ts`),
 * so answering it once decides every criterion, of every trial, that reads that concept.
 *
 * The form content is stored as JSON (`prescreen_form.content`, one immutable copy per version in
 * `prescreen_form_version`); `formContentSchema` (./schema.ts) validates it.
 */

/**
 * How a question is answered:
 * - `yes_no_unsure`: the response is `'yes'`, `'no'` or `'unsure'` (unsure = not answered);
 * - `number`: a number in the question's `unit`, or `{ value, unit }` in another unit (weight in lb, height in in);
 * - `date`: an ISO date `YYYY-MM-DD` or month `YYYY-MM`;
 * - `duration`: how long ago, `{ value, unit: 'days' | 'weeks' | 'months' | 'years' }`;
 * - `choice`: one of the question's `choices[].value`;
 * - `text`: free text (kept under its answer key; no criterion is decided by it).
 */
export type AnswerType = 'yes_no_unsure' | 'number' | 'date' | 'duration' | 'choice' | 'text';

/** The answer types, in a fixed order (for schemas and pickers). */
export const ANSWER_TYPES = ['yes_no_unsure', 'number', 'date', 'duration', 'choice', 'text'] as const satisfies readonly AnswerType[];

/**
 * Which part of the answer under `answerKey` a question gives (see `EventAnswer` in the eligibility core):
 * - `value`: the whole answer (yes/no → boolean, a number, a choice, a text);
 * - `present`: yes/no → the event happened at some time (`EventAnswer.present`);
 * - `current`: yes/no → it is going on now (`EventAnswer.current`);
 * - `lastAt`: a date → when it last happened or was diagnosed (`EventAnswer.lastAt`);
 * - `daysAgo`: a duration → how many days ago it last happened (`EventAnswer.daysAgo`).
 * Questions for `present`, `current`, `lastAt` and `daysAgo` of the same key are combined into one `EventAnswer`.
 */
export type AnswerPart = 'value' | 'present' | 'current' | 'lastAt' | 'daysAgo';

/** The answer parts, in a fixed order. */
export const ANSWER_PARTS = ['value', 'present', 'current', 'lastAt', 'daysAgo'] as const satisfies readonly AnswerPart[];

/**
 * One option of a `choice` question: `value` is what the answers map receives (a string such as `'FEMALE'`, or a
 * number such as an ECOG grade), `label` what the candidate reads.
 */
export interface Choice {
  value: string | number;
  label: string;
}

/**
 * Branching: the question is shown only when the question `questionId` (which must come earlier in the form) is
 * shown and its response equals `equals` (e.g. `'yes'`). A hidden question's response is ignored.
 */
export interface ShowIf {
  questionId: string;
  equals: unknown;
}

/** A criterion of a trial (`Criterion.id` of the eligibility core, e.g. `inc-3`, `exc-healthy-volunteer`). */
export interface CriterionRef {
  trialId: string;
  criterionId: string;
}

/**
 * One question. `text` is plain language in the second person ("Has a doctor ever told you that you have type 2
 * diabetes?"). The response fills `answerPart` of the answer under `answerKey` (and under each of `aliasKeys`, set
 * when questions with different keys were merged because they were worded the same). `criteria` lists every
 * criterion the answer decides (one trial's criteria in a study block; several trials' in a shared question).
 */
export interface Question {
  /** Unique within the form; stable for the same input (`NCT01234567.exc-3.1` for generated questions, `s1` shared). */
  id: string;
  text: string;
  answerType: AnswerType;
  /** Unit of a `number` question: `years`, `months`, `kg`, `cm`. */
  unit?: string;
  /** Options of a `choice` question. */
  choices?: Choice[];
  showIf?: ShowIf;
  /** The concept key of the eligibility answers map this question fills (`age`, `condition:type 2 diabetes`, `text:…`). */
  answerKey: string;
  /** More answer keys the same response fills (after merging questions with different keys). */
  aliasKeys?: string[];
  answerPart: AnswerPart;
  criteria: CriterionRef[];
  /** More detail shown under the question: for a question built from criteria text, the study's full wording. */
  help?: string;
  /** For staff: how the response maps to verdicts, where it is not obvious (e.g. BMI computed from weight and height). */
  note?: string;
  /**
   * Who the question applies to (sex, age in completed years, inclusive): a person outside is not asked (pregnancy
   * questions of men and children). The dialogue knows sex and age from the verified record.
   */
  appliesTo?: AppliesTo;
  /** A gentle sentence shown before the question (the first question on a personal topic: mental health, substance use …). */
  preface?: string;
  /**
   * A yes/no answer means the opposite for the answers map: the criterion's statement is a negation ("No prior
   * systemic therapy") and the question asks the positive ("Have you had systemic therapy before?"), which people
   * answer without the double negative; "yes" then stores false.
   */
  invert?: boolean;
}

/** The people a question applies to; a missing bound is unbounded. */
export interface AppliesTo {
  sex?: 'FEMALE' | 'MALE';
  minAgeYears?: number;
  maxAgeYears?: number;
}

/** A criterion only the site can confirm (labs, imaging, clinician ratings, investigator judgement): listed, not asked. */
export interface SiteOnlyCriterion {
  criterionId: string;
  text: string;
}

/** The questions of one trial and the criteria left to the site. `nctId` is null for a trial entered by hand. */
export interface StudyBlock {
  trialId: string;
  nctId: string | null;
  title: string;
  questions: Question[];
  siteOnly: SiteOnlyCriterion[];
}

/** A whole form: shared questions (asked first), then one block per trial. */
export interface FormContent {
  sharedQuestions: Question[];
  blocks: StudyBlock[];
}

/**
 * A group of questions that ask the same thing. `similarity` is 1 for the same concept (same answer key and part),
 * else the token similarity of their wording (0..1). `reason` says which, in words.
 */
export interface DuplicateGroup {
  id: string;
  questionIds: string[];
  similarity: number;
  reason: string;
}

/**
 * A candidate's responses, by question id: `'yes' | 'no' | 'unsure'`, a number or `{ value, unit }`, a date string,
 * `{ value, unit }` for a duration, a choice value or a text. Missing or null = not answered.
 */
export type FormResponses = Readonly<Record<string, unknown>>;
