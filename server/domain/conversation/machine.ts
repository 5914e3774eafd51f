/**
 * The prescreen dialogue as a state machine over a prescreen form ("The prescreen dialogue"):
 * consent to be contacted → the form's questions in order with branching → a closing message with the next step.
 *
 * - `start` builds the state (age and sex from the verified record are filled in, not asked);
 * - `step` takes one visitor message and returns the new state and the agent's replies;
 * - `prompt` gives the replies that show where a dialogue stands (the greeting and consent question, the waiting
 *   question, or the closing message);
 * - `resume` reads a serialised state back (JSON text or parsed) and gives `prompt`'s replies.
 * Pure: the caller passes `now`; no I/O, no randomness; the input state is never modified.
 *
 * In the questions phase a message is, in this order: a wish to stop for now ("later", "stop", "pause", "bye",
 * "I'll continue later", "can I finish later?", "I have to go", "give me a minute" as the whole message) → paused,
 * with an offer to continue later; a greeting on return ("OK I'm back, sorry about that") → the waiting question
 * again, not an answer; a correction
 * (./corrections.ts) → applied to the previous or the named question; otherwise an answer to the waiting question.
 * An answer that cannot be read is asked again with a reason and an example, at most twice; the third unreadable
 * answer is recorded as unsure (source `unread`) and the dialogue moves on. A message in a paused dialogue resumes it
 * ("continue", "hi", "I'm back"… are greeted; anything else is read as usual). A completed or declined dialogue
 * answers every further message with its closing message again: the result is final.
 *
 * A message may carry a `reading` (VisitorMessage; e.g. a language model's restatement, "76 kg"). It is used only for
 * an answer to the waiting question (not for consent, pausing, or a correction of an earlier answer), and only when
 * the visitor's text itself cannot be read: the deterministic reading of the text always wins. A reading that cannot
 * be read either is ignored (the usual re-ask). An answer taken from a reading records the visitor's text as evidence,
 * is marked `interpretedBy: 'model'`, and is always confirmed back ("Got it: 76 kg.") so the visitor can correct it.
 * `unreadAnswerQuestion` tells a caller which messages need a reading.
 */

import type { Question } from '../prescreenForm';
import { findConflicts } from './conflicts';
import { correctionBody, namedPosition, namesTopic } from './corrections';
import { formQuestions, nextQuestion, progress, recordAnswers } from './flow';
import { normalise, parseAnswer, readYesNo, type ParsedAnswer } from './parse';
import {
  ackText,
  closingReply,
  CONFIRM_DECLINE_TEXT,
  CONFIRM_REPLIES,
  CONSENT_QUESTION_TEXT,
  CONSENT_UNCLEAR_TEXT,
  REOPENED_TEXT,
  CONFLICT_TEXT,
  consentReply,
  CORRECTION_UNREAD_TEXT,
  correctedText,
  GIVE_UP_TEXT,
  HEDGE_TEXT,
  progressReply,
  questionReply,
  reAskText,
  RECORD_TEXT,
  textReply,
  WELCOME_BACK_TEXT,
} from './replies';
import { evaluateDialogue } from './result';
import { STATE_VERSION, type AgentReply, type CandidateKnown, type DialogueState, type DialogueTrial, type RecordedAnswer, type VisitorMessage } from './types';
import type { FormContent } from '../prescreenForm';

/** How many times an unreadable answer is asked again before it is recorded as unsure. */
export const MAX_REASKS = 2;

/** Options of `start`: the clock, the trials' criteria, the consent wording, and what the verified record says. */
export interface StartOptions {
  now: Date;
  /** Every trial of the form (`StudyBlock.trialId`), with its criteria (`TrialForForm` fits). */
  trials: readonly DialogueTrial[];
  /** The agent's contact-consent question ("May the study site contact you about this study?"). */
  consentText: string;
  /** The agent's greeting, shown before the consent question. */
  greeting?: string;
  candidateKnown?: CandidateKnown;
}

/** Options of `step`: the clock. */
export interface StepOptions {
  now: Date;
}

/** What `step` and `resume` return: the new state and the agent's replies, in order. */
export interface StepResult {
  state: DialogueState;
  replies: AgentReply[];
}

/** Thrown by `start` for a form whose trials are not all given, and by `resume` for a state it cannot read. */
export class DialogueError extends Error {}

/**
 * A new dialogue over `form`, waiting for consent. Questions the verified record answers (age, sex) are filled in
 * from `candidateKnown`. @throws DialogueError when a study block's trial is missing from `trials`.
 */
export function start(form: FormContent, options: StartOptions): DialogueState {
  const trialIds = new Set(options.trials.map((t) => t.id));
  const missing = form.blocks.map((b) => b.trialId).filter((id) => !trialIds.has(id));
  if (missing.length) throw new DialogueError(`trials missing for study blocks: ${missing.join(', ')}`);
  const at = options.now.toISOString();
  const known = options.candidateKnown ?? {};
  const state: DialogueState = {
    version: STATE_VERSION,
    phase: 'consent',
    form: structuredClone(form),
    trials: options.trials.filter((t) => form.blocks.some((b) => b.trialId === t.id)).map((t) => ({ id: t.id, criteria: structuredClone([...t.criteria]) })),
    consentText: options.consentText,
    ...(options.greeting ? { greeting: options.greeting } : {}),
    candidateKnown: { ...known },
    consent: null,
    answers: {},
    history: [],
    asked: [],
    currentQuestionId: null,
    attempts: 0,
    messages: [],
    conflicts: [],
    result: null,
    startedAt: at,
    updatedAt: at,
  };
  for (const a of recordAnswers(formQuestions(state), known, options.now)) {
    state.answers[a.questionId] = a;
    state.history.push(a);
  }
  return state;
}

/** The replies that show where a dialogue stands (used after `start`, by `resume`, and on a paused dialogue). */
export function prompt(state: DialogueState, now: Date): AgentReply[] {
  switch (state.phase) {
    case 'consent':
      if (state.declinePending) return [confirmDeclineReply()];
      return [...(state.greeting ? [textReply(state.greeting)] : []), consentReply(state.consentText)];
    case 'questions':
    case 'paused': {
      const q = currentQuestion(state);
      if (!q) return [];
      const p = progress(state);
      return [...(state.phase === 'paused' ? [textReply(WELCOME_BACK_TEXT)] : []), progressReply(p.current, p.total), questionReply(q, now)];
    }
    case 'declined':
      return [closingReply('declined')];
    case 'completed':
      return [closingReply(state.result?.outcome ?? 'review')];
  }
}

/**
 * Reads a serialised dialogue (the JSON text, or the parsed object) and returns it with `prompt`'s replies, so the
 * chat page can continue after a reload. `now` dates the replies (the date picker's latest date); without it, the
 * state's `updatedAt` is used (the clock is never read).
 * @throws DialogueError when it is not a dialogue state of this version.
 */
export function resume(serialised: string | unknown, now?: Date): StepResult {
  let value: unknown = serialised;
  if (typeof serialised === 'string') {
    try {
      value = JSON.parse(serialised);
    } catch {
      throw new DialogueError('not JSON');
    }
  }
  const s = value as Partial<DialogueState> | null;
  if (!s || typeof s !== 'object' || s.version !== STATE_VERSION || !s.form || !Array.isArray(s.trials) || typeof s.answers !== 'object' || !Array.isArray(s.messages)) {
    throw new DialogueError(`not a dialogue state of version ${STATE_VERSION}`);
  }
  const state = structuredClone(s) as DialogueState;
  return { state, replies: prompt(state, now ?? new Date(state.updatedAt)) };
}

function currentQuestion(state: DialogueState): Question | null {
  return state.currentQuestionId ? formQuestions(state).find((q) => q.id === state.currentQuestionId) ?? null : null;
}

/** The words a quick-reply button sends (a tap needs no confirmation): "Yes", "No", "Not sure". */
const QUICK_REPLY = /^(?:yes|no|not sure)$/i;

const PAUSE =
  /^(?:(?:ok(?:ay)?|sorry|um+|oh)[,\s]+)?(?:stop|pause|later|bye|goodbye|exit|not now|talk later|talk to you later|ttyl|brb|be right back|one (?:moment|sec(?:ond)?|minute)|give me a (?:minute|moment|sec(?:ond)?)|(?:can (?:i|we) )?(?:continue|finish|do (?:this|it)|carry on|come back to (?:this|it)) later|(?:i'?ll|i will|let me) (?:continue|finish|come back|do (?:this|it))(?: later)?|i (?:have|need|got) to (?:go|run|stop)|gotta (?:go|run)|i'?m busy(?: now)?)(?:,?\s*(?:please|for now|thanks|thank you|sorry))*$/;
const CONTINUE =
  /^(?:(?:ok(?:ay)?|sorry|hi|hello|hey|right|so)[,!.\s]+)*(?:continue|resume|carry on|go on|i'?m back|im back|i am back|back|hi|hello|hey|ready|let'?s go|let'?s continue|start|where were we)(?:[,!.\s]+(?:please|again|now|sorry(?: about that| for the wait)?|thanks))*[!.]*$/;

/**
 * The waiting question when `step` would read `text` as an answer to it (questions phase, or a paused dialogue the
 * message resumes without a greeting; not a wish to pause; not a correction) and the text cannot be read for it
 * (`parseAnswer` fails); otherwise null (also for free-text questions, which read any text). A caller with a
 * language model asks it for a reading of exactly these messages and passes it as `VisitorMessage.reading`. Pure.
 */
export function unreadAnswerQuestion(state: DialogueState, text: string, now: Date): Question | null {
  const t = normalise(text);
  if (state.phase === 'paused') {
    if (!state.consent?.given || CONTINUE.test(t)) return null;
  } else if (state.phase !== 'questions') return null;
  if (PAUSE.test(t) || CONTINUE.test(t) || correctionBody(t) !== null) return null;
  const q = currentQuestion(state);
  if (!q || q.answerType === 'text') return null;
  return parseAnswer(q, text, { now, candidate: state.candidateKnown }).ok ? null : q;
}

/** Applies one visitor message to a dialogue. The input state is not modified. See the module comment for the rules. */
export function step(input: DialogueState, message: VisitorMessage, options: StepOptions): StepResult {
  const state = structuredClone(input);
  const now = options.now;
  const at = now.toISOString();
  const msg: Msg =
    typeof message === 'string'
      ? { id: `v${state.messages.length + 1}`, text: message }
      : { id: message.id, text: message.text, ...(message.reading?.trim() ? { reading: message.reading.trim() } : {}) };
  state.messages.push({ ...msg, at });
  state.updatedAt = at;
  const text = normalise(msg.text);

  // a visitor who declined and then says a clear yes in the same conversation reopens it
  if (state.phase === 'declined' && !isQuestion(text) && readYesNo(text)?.value === 'yes' && !readYesNo(text)?.hedged) return giveConsent(state, msg, now, REOPENED_TEXT);
  if (state.phase === 'completed' || state.phase === 'declined') return { state, replies: prompt(state, now) };

  if (state.phase === 'paused') {
    state.phase = state.consent?.given ? 'questions' : 'consent';
    if (CONTINUE.test(text)) return { state, replies: [textReply(WELCOME_BACK_TEXT), ...prompt(state, now)] };
  }

  if (state.phase === 'consent') return consentStep(state, msg, text, now);

  if (PAUSE.test(text)) {
    state.phase = 'paused';
    return { state, replies: [closingReply('paused')] };
  }
  // "OK I'm back, sorry about that" is a greeting, not an answer to the waiting question
  if (CONTINUE.test(text) && !/^(?:start|ready|continue|go on)$/.test(text)) return { state, replies: [textReply(WELCOME_BACK_TEXT), ...pending(state, now)] };

  const body = correctionBody(text);
  if (body !== null) return correctionStep(state, msg, body, now);
  return answerStep(state, msg, now);
}

/** A visitor message inside `step`: id, the visitor's text, and the optional reading for the waiting question. */
interface Msg {
  id: string;
  text: string;
  reading?: string;
}

/**
 * The contact-consent question. A clear yes goes on; a no is confirmed before the dialogue closes as declined (the
 * confirmation's yes closes, its no goes on); a question is never consent (it is acknowledged and consent asked
 * again); anything unclear is asked again, however often — nothing is taken as a refusal unless it is one.
 */
function consentStep(state: DialogueState, msg: Msg, text: string, now: Date): StepResult {
  const r = isQuestion(text) ? null : readYesNo(text);
  if (state.declinePending) {
    if (r?.value === 'yes') return decline(state, msg, now);
    if (r?.value === 'no') return giveConsent(state, msg, now);
    return { state, replies: [textReply(reAskText("Sorry, I didn't understand.", 'Please answer yes or no.')), confirmDeclineReply()] };
  }
  if (r?.value === 'yes') return giveConsent(state, msg, now);
  if (r?.value === 'no') {
    state.declinePending = true;
    return { state, replies: [confirmDeclineReply()] };
  }
  state.attempts += 1;
  const why = isQuestion(text) ? CONSENT_QUESTION_TEXT : r ? "I can only go on if you're happy for the study site to contact you." : CONSENT_UNCLEAR_TEXT;
  return { state, replies: [textReply(isQuestion(text) || !r ? why : reAskText(why, 'Please answer yes or no.')), consentReply(state.consentText)] };
}

/** The confirmation asked before closing on a refusal. */
function confirmDeclineReply(): AgentReply {
  return { type: 'consent', text: CONFIRM_DECLINE_TEXT, quickReplies: CONFIRM_REPLIES };
}

function giveConsent(state: DialogueState, msg: Msg, now: Date, intro = 'Thank you. I have a few questions about your health; you can answer in your own words.'): StepResult {
  state.consent = { given: true, messageId: msg.id, at: now.toISOString() };
  state.phase = 'questions';
  state.attempts = 0;
  delete state.declinePending;
  return advance(state, now, [textReply(intro)]);
}

function decline(state: DialogueState, msg: Msg, now: Date): StepResult {
  state.consent = { given: false, messageId: msg.id, at: now.toISOString() };
  state.phase = 'declined';
  state.attempts = 0;
  delete state.declinePending;
  return { state, replies: [closingReply('declined')] };
}

/** A message that asks something ("is it paid?", "where is it", "what is this study") rather than answering. */
function isQuestion(text: string): boolean {
  return /\?/.test(text) || /^(?:what|where|when|who|why|how|is it|is this|are there|do you|does it|can i|could you|will i|would i)\b/.test(text.trim());
}

/** Records an answer and returns whether it created a conflict that was not there before. */
function record(state: DialogueState, q: Question, answer: RecordedAnswer): boolean {
  const before = new Set(state.conflicts.map((c) => JSON.stringify(c)));
  state.answers[q.id] = answer;
  state.history.push(answer);
  if (!state.asked.includes(q.id)) state.asked.push(q.id);
  state.conflicts = findConflicts(state);
  return state.conflicts.some((c) => !before.has(JSON.stringify(c)) && (c.questionIds.includes(q.id) || c.messageIds.includes(answer.messageId ?? '')));
}

function visitorAnswer(q: Question, parsed: ParsedAnswer, msg: Msg, at: string, corrected = false, byModel = false): RecordedAnswer {
  return {
    questionId: q.id,
    value: parsed.value,
    normalized: parsed.normalized,
    source: 'visitor',
    messageId: msg.id,
    text: msg.text,
    at,
    ...(parsed.hedged ? { hedged: true } : {}),
    ...(corrected ? { corrected: true } : {}),
    ...(byModel ? { interpretedBy: 'model' as const } : {}),
  };
}

/** An answer to the waiting question: `text` (the message, or a correction's body) first, then the message's reading. */
function answerStep(state: DialogueState, msg: Msg, now: Date, text = msg.text): StepResult {
  const q = currentQuestion(state);
  if (!q) return advance(state, now, []);
  const options = { now, candidate: state.candidateKnown };
  const own = parseAnswer(q, text, options);
  const reading = !own.ok && msg.reading !== undefined ? parseAnswer(q, msg.reading, options) : null;
  const byModel = !!reading?.ok;
  const parsed = reading?.ok ? reading : own;
  const replies: AgentReply[] = [];
  if (!parsed.ok) {
    state.attempts += 1;
    if (state.attempts <= MAX_REASKS) return { state, replies: [textReply(reAskText(parsed.reason, parsed.example)), questionReply(q, now)] };
    record(state, q, { questionId: q.id, value: 'unsure', normalized: 'not sure', source: 'unread', messageId: msg.id, text: msg.text, at: now.toISOString() });
    replies.push(textReply(GIVE_UP_TEXT));
  } else {
    const conflict = record(state, q, visitorAnswer(q, parsed, msg, now.toISOString(), false, byModel));
    if (parsed.hedged) replies.push(textReply(HEDGE_TEXT));
    else if (byModel || (parsed.value !== 'unsure' && q.answerType !== 'text' && (q.answerType !== 'yes_no_unsure' || !QUICK_REPLY.test(text.trim())))) {
      // a typed answer is said back ("Got it: no.") so a misreading is caught at once; a tapped quick reply is not
      replies.push(textReply(ackText(parsed.normalized)));
    }
    if (conflict) replies.push(textReply(CONFLICT_TEXT));
  }
  return advance(state, now, replies);
}

/** A correction of an earlier answer; the message's reading is only used where it falls back to the waiting question. */
function correctionStep(state: DialogueState, msg: Msg, body: string, now: Date): StepResult {
  const byId = new Map(formQuestions(state).map((q) => [q.id, q]));
  const answered = state.asked.filter((id) => state.answers[id] && state.answers[id].source !== 'record').map((id) => byId.get(id)!);
  const options = { now, candidate: state.candidateKnown };
  let candidates: Question[];
  let rest = body;
  const named = namedPosition(body);
  if (named) {
    const q = state.asked[named.position - 1];
    candidates = q && byId.get(q) && state.answers[q]?.source !== 'record' ? [byId.get(q)!] : [];
    rest = named.rest;
  } else {
    candidates = answered.filter((q) => namesTopic(body, q)).reverse();
    if (!candidates.length) {
      const fromRecord = formQuestions(state).some((q) => state.answers[q.id]?.source === 'record' && namesTopic(body, q));
      if (fromRecord) return { state, replies: [textReply(RECORD_TEXT), ...pending(state, now)] };
      // nothing answered yet: "actually, no" can only answer the waiting question
      if (!answered.length) return answerStep(state, msg, now, body);
      candidates = answered.slice(-1);
    }
  }
  const fallback = !named && candidates.length === 1 && !namesTopic(body, candidates[0]);
  for (const q of candidates) {
    const parsed = parseAnswer(q, rest, options);
    if (!parsed.ok) continue;
    if (fallback && JSON.stringify(parsed.value) === JSON.stringify(state.answers[q.id].value) && state.currentQuestionId) return answerStep(state, msg, now, body);
    const conflict = record(state, q, visitorAnswer(q, parsed, msg, now.toISOString(), true));
    const replies = [textReply(correctedText(q, parsed.normalized))];
    if (conflict) replies.push(textReply(CONFLICT_TEXT));
    return advance(state, now, replies);
  }
  return { state, replies: [textReply(CORRECTION_UNREAD_TEXT), ...pending(state, now)] };
}

/** The waiting question again (no progress line), for replies that do not move the dialogue on. */
function pending(state: DialogueState, now: Date): AgentReply[] {
  const q = currentQuestion(state);
  return q ? [questionReply(q, now)] : [];
}

/**
 * Moves to the next unanswered question (re-computed after every answer, so branching follows corrections), or
 * completes. Before the first question, when the verified record alone (age, sex) already fails every trial (a
 * 78-year-old for a study of people aged 15–49, a man for a study of women), it completes at once with the kind
 * not-a-fit closing instead of asking questions whose answers cannot matter.
 */
function advance(state: DialogueState, now: Date, replies: AgentReply[]): StepResult {
  const next = nextQuestion(state);
  if (next && !state.asked.length && failsOnRecord(state, now)) return complete(state, now, replies);
  if (next) {
    if (next.id !== state.currentQuestionId) state.attempts = 0;
    state.currentQuestionId = next.id;
    const p = progress(state);
    return { state, replies: [...replies, progressReply(p.current, p.total), questionReply(next, now)] };
  }
  return complete(state, now, replies);
}

/** Whether the verified record's answers (age, sex) fail every trial of the form on a definite answer. */
function failsOnRecord(state: DialogueState, now: Date): boolean {
  if (!Object.values(state.answers).some((a) => a.source === 'record') && !state.candidateKnown.sex && state.candidateKnown.ageYears === undefined) return false;
  const trials = evaluateDialogue(state, now, false).trials;
  return trials.length > 0 && trials.every((t) => t.recommendation === 'FAIL');
}

function complete(state: DialogueState, now: Date, replies: AgentReply[]): StepResult {
  state.currentQuestionId = null;
  state.attempts = 0;
  state.phase = 'completed';
  state.result = evaluateDialogue(state, now, true);
  return { state, replies: [...replies, closingReply(state.result.outcome)] };
}
