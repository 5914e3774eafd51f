/**
 * Shapes of the prescreen dialogue ("The prescreen dialogue"): the serialisable state of one conversation,
 * the agent's typed replies, and the result handed to storage when the dialogue completes. Every shape here is plain
 * JSON (no Date, Map or class), so `JSON.parse(JSON.stringify(state))` is the same state and `resume` can continue it.
 */

import type { Criterion, CriterionVerdict, Recommendation } from '../eligibility';
import type { AnswerType, FormContent } from '../prescreenForm';

/** The version of the state shape; `resume` refuses other versions. */
export const STATE_VERSION = 1;

/** What the verified candidate record says: age in completed years, sex, and birth date `YYYY-MM-DD`. */
export interface CandidateKnown {
  ageYears?: number;
  sex?: 'FEMALE' | 'MALE';
  birthDate?: string;
}

/**
 * What the chat may tell a visitor about a trial, from its registry record (./facts.ts `trialFacts`): the title, the
 * sponsor, the summary's first sentences in plain words, the conditions, who can join (sex; ages in completed years, null = no
 * limit; healthy volunteers), the treatments by name and the arms (with whether an arm gets a placebo), how long
 * taking part lasts as the record says it (a sentence of the record, or the primary outcomes' time frames), and the
 * sites (recruiting first).
 */
export interface TrialFacts {
  title: string;
  /** The lead sponsor (the company or institution running the study), when the record names one. */
  sponsor?: string | null;
  summary: string | null;
  conditions: string[];
  sex: 'ALL' | 'FEMALE' | 'MALE';
  minAgeYears: number | null;
  maxAgeYears: number | null;
  healthyVolunteers: boolean | null;
  treatments: string[];
  /** How the treatment is given, in plain words, when the record says ("as an injection under the skin, once a week"). */
  route?: string | null;
  arms: { label: string; placebo: boolean; description: string | null }[];
  duration: { stated: string } | { outcomeTimeFrames: string[] } | null;
  /** How long the treatment is given, as an intervention's description says it ("Daily topical administration for 12 weeks"). */
  treatmentPeriod?: string;
  /** Participants are put into the groups by chance (the registry's allocation is RANDOMIZED). */
  randomized?: boolean;
  /** The study's phase as the registry gives it, in words ("phase 2", "phase 2/3", "early phase 1"). */
  phase?: string;
  /**
   * Who does not know which treatment each participant gets (the registry's masking: NONE is open-label; `who` from
   * `whoMasked`: PARTICIPANT, CARE_PROVIDER, INVESTIGATOR, OUTCOMES_ASSESSOR).
   */
  masking?: { kind: 'NONE' | 'SINGLE' | 'DOUBLE' | 'TRIPLE' | 'QUADRUPLE'; who: string[] };
  /** The study's ClinicalTrials.gov ID ("NCT05813925"), from the registry record. */
  registryId?: string;
  /** Whom the study's titles say it is for by origin, in their words ("East Asian Participants"). */
  population?: string;
  sites: { facility: string | null; city: string | null; state: string | null; country: string | null }[];
}

/**
 * A trial of the form with its criteria (the eligibility core's `Criterion[]`), needed to evaluate at the end, and
 * the facts the chat answers visitors' questions from (absent in dialogues started before facts were kept: the
 * study team answers those questions).
 */
export interface DialogueTrial {
  id: string;
  criteria: readonly Criterion[];
  facts?: TrialFacts;
}

/**
 * One visitor message as the dialogue saw it: the caller's id (or a generated `v<n>`), the text and when (ISO), and
 * the reading a language model gave for it, when the caller passed one (`VisitorMessage.reading`).
 */
export interface VisitorMessageRecord {
  id: string;
  text: string;
  at: string;
  reading?: string;
}

/**
 * The current answer to one question. `source`: `visitor` (read from `messageId`), `record` (the verified candidate
 * record: age, sex), `unread` (recorded as unsure after two re-asks; `messageId` is the last unread message).
 * `value` is the form response (see `parseAnswer`), `normalized` its wording.
 */
export interface RecordedAnswer {
  questionId: string;
  value: unknown;
  normalized: string;
  source: 'visitor' | 'record' | 'unread';
  messageId: string | null;
  text: string | null;
  at: string;
  hedged?: boolean;
  /** Set when this answer replaced an earlier one through a correction. */
  corrected?: boolean;
  /**
   * `model` when the value was read from a language model's reading of the message (`VisitorMessage.reading`),
   * because the visitor's words could not be read deterministically; `text` is still the visitor's own words.
   */
  interpretedBy?: 'model';
  /**
   * Set when the value was offered in an earlier message, before this question was asked ("210 lbs like I said"),
   * and recorded from it (said back to the visitor, not asked); `messageId` and `text` are that earlier message.
   */
  volunteered?: boolean;
}

/** A value the visitor offered for a question not asked yet (./slots.ts), with the message that offered it. */
export interface OfferedValue {
  value: unknown;
  normalized: string;
  messageId: string;
  text: string;
}

/**
 * Answers that contradict each other: `answerKey` is the eligibility answer key; `questionIds` the questions whose
 * answers disagree (or the question and the message that contradicts it, for `kind: 'mention'`); `messageIds` the
 * visitor messages that gave them.
 */
export interface Conflict {
  answerKey: string;
  kind: 'same_key' | 'mention';
  questionIds: string[];
  messageIds: string[];
}

/** Where the dialogue is. `declined`: no consent to be contacted; `paused`: the visitor will continue later. */
export type Phase = 'consent' | 'questions' | 'paused' | 'declined' | 'completed';

/** The evidence of one criterion: the answers (and the messages that gave them) behind its verdict. */
export interface VerdictEvidence {
  answerKey: string;
  questionId: string;
  messageId: string | null;
  text: string | null;
  source: RecordedAnswer['source'];
  /** `model` when the answer was read from a language model's reading of `text` (RecordedAnswer.interpretedBy). */
  interpretedBy?: 'model';
}

/** A criterion's verdict from the eligibility core, with the messages that gave the deciding answers. */
export interface CitedVerdict extends CriterionVerdict {
  messages: VerdictEvidence[];
}

/** One trial's result: verdicts (with the messages that gave the evidence) and the AI recommendation. */
export interface TrialResult {
  trialId: string;
  recommendation: Recommendation['recommendation'];
  deciding: string[];
  verdicts: CitedVerdict[];
}

/**
 * The result of a completed (or paused) dialogue: the form responses by question id, the eligibility answers map,
 * conflicts, one result per trial, the overall outcome the closing message speaks to, and when (ISO).
 */
export interface DialogueResult {
  completed: boolean;
  responses: Record<string, unknown>;
  answers: Record<string, unknown>;
  conflicts: Conflict[];
  trials: TrialResult[];
  /** PASS or POTENTIAL for some trial → `next_step`; all FAIL → `not_eligible`; otherwise `review`. */
  outcome: 'next_step' | 'not_eligible' | 'review';
  at: string;
}

/** The whole state of one prescreen dialogue; plain JSON. */
export interface DialogueState {
  version: typeof STATE_VERSION;
  phase: Phase;
  form: FormContent;
  trials: DialogueTrial[];
  consentText: string;
  greeting?: string;
  candidateKnown: CandidateKnown;
  /** The consent answer (null until given or refused). */
  consent: { given: boolean; messageId: string; at: string } | null;
  /**
   * The visitor said no to contact and was asked to confirm it ("You'd rather we didn't contact you — is that
   * right?"): the dialogue closes as declined only on that confirmation.
   */
  declinePending?: boolean;
  /** Current answers by question id. */
  answers: Record<string, RecordedAnswer>;
  /** Values offered for questions not asked yet, by question id: recorded when the question comes. */
  offered?: Record<string, OfferedValue>;
  /** Ask every question even once every trial is failed (StartOptions.askEverything). */
  askEverything?: boolean;
  /** Completed before every question was asked, because an answer failed every trial: the next message may correct it. */
  endedEarly?: boolean;
  /** The visitor wrote in Spanish and was told, once, that the questions are in English for now. */
  spanish?: boolean;
  /**
   * The question whose hedged answer ("I don't think so") was checked once ("Just to check: would you say no?"): a
   * second hedge is noted as not sure.
   */
  hedgeChecked?: string;
  /**
   * The question whose "does that count?" was answered once with what counts: a second one is noted as not sure, for
   * the site to check.
   */
  countChecked?: string;
  /** Every answer ever recorded, corrections included, in order (the audit trail of the dialogue). */
  history: RecordedAnswer[];
  /** Question ids in the order the visitor answered them (numbers "question 3" in corrections refer to this). */
  asked: string[];
  /** The question waiting for an answer (null in the consent phase and at the end). */
  currentQuestionId: string | null;
  /** Unreadable answers to the current question (or to the consent question) so far. */
  attempts: number;
  messages: VisitorMessageRecord[];
  conflicts: Conflict[];
  result: DialogueResult | null;
  startedAt: string;
  updatedAt: string;
}

/** A quick-reply button: the label shown and the text sent as the visitor's message when pressed. */
export interface QuickReply {
  label: string;
  send: string;
}

/**
 * One reply of the agent, typed for the chat page:
 * - `text`: a plain message (acknowledgements, re-asks with an example, notes on corrections and conflicts, answers to
 *   the visitor's own questions — those carry `answersQuestion`, the visitor's question, and `originalText` when the
 *   chat service showed a language model's phrasing of the answer as `text`);
 * - `consent`: the contact-consent question with yes/no quick replies;
 * - `question`: a form question, with quick replies for yes/no and choice questions, a date-picker hint for dates
 *   (`precision` month, latest `max`), the unit for numbers, and the form's help text;
 * - `progress`: "Question 4 of 12" (`total` counts the questions shown under the answers so far, so it may grow when a
 *   "yes" opens follow-ups);
 * - `closing`: the last message, with the outcome it speaks to.
 */
export type AgentReply =
  | { type: 'text'; text: string; answersQuestion?: string; originalText?: string }
  | { type: 'consent'; text: string; quickReplies: QuickReply[] }
  | {
      type: 'question';
      questionId: string;
      text: string;
      answerType: AnswerType;
      help?: string;
      unit?: string;
      quickReplies?: QuickReply[];
      datePicker?: { precision: 'month'; max: string };
      example?: string;
      /** The form's wording when the chat service showed a language model's rewording as `text` (never set here). */
      originalText?: string;
    }
  | { type: 'progress'; current: number; total: number; text: string }
  | { type: 'closing'; outcome: DialogueResult['outcome'] | 'declined' | 'paused'; text: string };

/**
 * A visitor message: its text, with the caller's message id when it has one (stored messages cite it as evidence).
 * `reading` is an optional short restatement of the text for the waiting question ("76 kg", "no", "March 2021"),
 * e.g. from a language model, used only when `text` itself cannot be read as an answer to that question and the
 * reading can (see `step`); the evidence is always `text`. Consent is never read from it.
 */
export type VisitorMessage = string | { id: string; text: string; reading?: string };
