/**
 * The chat prescreen dialogue ("The prescreen dialogue"; DESIGN §3 `server/domain`, §4 prescreen result and
 * recommendation): pure functions, no I/O, no clock reads (every call takes `now`), no randomness.
 *
 * - `parseAnswer(question, text, { now, candidate })`: deterministic reading of a free-text answer per answer type;
 * - `start` / `step` / `prompt` / `resume`: the state machine — consent, the form's questions with branching,
 *   re-asks, corrections, conflicts, and the closing message after `answersFromForm` → `evaluate` → `recommend`;
 * - `evaluateDialogue`: the prescreen result of a dialogue at any point (per trial, with the messages as evidence);
 * - `intentOf` / `readReply`: what a message is (pause, greeting, correction, the visitor's own question, answer);
 * - `trialFacts` / `answerAsk`: the study's registry facts in plain words, and answers to visitors' questions from them.
 */
export type * from './types';
export { STATE_VERSION } from './types';
export {
  parseAnswer,
  exampleFor,
  normalise,
  readYesNo,
  type ParseOptions,
  type ParseResult,
  type ParsedAnswer,
  type UnreadAnswer,
  type CandidateFacts,
  type YesNoReading,
} from './parse';
export {
  start,
  step,
  prompt,
  resume,
  unreadAnswerQuestion,
  DialogueError,
  MAX_REASKS,
  type StartOptions,
  type StepOptions,
  type StepResult,
} from './machine';
export { evaluateDialogue, responsesOf } from './result';
export { findConflicts, affirmsConcept } from './conflicts';
export { correctionBody } from './corrections';
export { askable, nextQuestion, progress } from './flow';
export {
  CLOSING_TEXT,
  CONFIRM_DECLINE_TEXT,
  CONFIRM_REPLIES,
  CONSENT_QUESTION_TEXT,
  CONSENT_UNCLEAR_TEXT,
  REOPENED_TEXT,
  SPANISH_TEXT,
  WELCOME_BACK_TEXT,
} from './replies';
export { intentOf, isSpanish, readReply, splitAsks, type MessageIntent, type ReplyReading } from './message';
export { answerAsk, explainQuestion, STUDY_TEAM_TEXT, type AskAnswer, type AskTopic } from './visitorQuestions';
export { trialFacts, type TrialFactsInput } from './facts';
