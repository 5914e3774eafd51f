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
 * In the questions phase a message is (./message.ts `intentOf`), in this order: a wish to stop for now ("later",
 * "stop", "bye", "can I finish later?", "I have to go", "give me a minute" as the whole message) → paused, with an
 * offer to continue later; a greeting on return ("OK I'm back, sorry about that") → the waiting question again, not
 * an answer; a correction (./corrections.ts) → applied to the previous, the numbered or the named question ("the
 * warts question should be no"); a message with questions of the visitor's own → each answered from the study's
 * facts (./visitorQuestions.ts), then the answer beside them, if any, is read, else the waiting question is asked
 * again; otherwise an answer to the waiting question. A request to explain the question ("what do you mean?") gets
 * an explanation and the question again. An answer that cannot be read is asked again with a reason and an example,
 * at most twice; the third unreadable answer is recorded as unsure (source `unread`) and the dialogue moves on.
 * Values offered for later questions are kept and used when those questions come (./slots.ts). A message in Spanish
 * gets, once, a note in Spanish that the questions are in English for now and that the team can call back. A message in a paused dialogue resumes it
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
import { DATE_TOPIC, namedPosition, namesTopic, RECOUNT_TOPIC, wordingHas } from './corrections';
import { formQuestions, nextQuestion, progress, recordAnswers } from './flow';
import { CONTINUE, intentOf, isSpanish, splitAsks } from './message';
import {
  agreesReluctantly,
  agreesToWillingness,
  asksIfItCounts,
  DEFERS,
  namesTopicOf,
  normalise,
  parseAnswer,
  readYesNo,
  thumbOf,
  WEIGHT_UNIT_REASON,
  type ParsedAnswer,
  type ParseOptions,
  type ParseResult,
} from './parse';
import { digitsForWords } from './parse/text';
import { readAgainstQuestion, statesCount } from './questionTest';
import type { RuleText } from './rulesAnswer';
import { offersIn } from './slots';
import { answerAsk, explainQuestion, STUDY_TEAM_TEXT } from './visitorQuestions';
import {
  ackText,
  closingReply,
  CONFIRM_DECLINE_TEXT,
  CONFIRM_REPLIES,
  CONSENT_QUESTION_TEXT,
  CONSENT_UNCLEAR_TEXT,
  REOPENED_TEXT,
  CONFLICT_TEXT,
  SPANISH_TEXT,
  volunteeredText,
  consentReply,
  CORRECTION_UNREAD_TEXT,
  correctedText,
  COUNTS_NOTED_TEXT,
  GIVE_UP_TEXT,
  hedgeCheckText,
  HEDGE_TEXT,
  progressReply,
  questionReply,
  reAskText,
  RECORD_TEXT,
  textReply,
  WELCOME_BACK_TEXT,
} from './replies';
import { evaluateDialogue } from './result';
import {
  STATE_VERSION,
  type AgentReply,
  type CandidateKnown,
  type DialogueState,
  type DialogueTrial,
  type RecordedAnswer,
  type VisitorMessage,
} from './types';
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
  /**
   * Ask every question even when an answer (or the verified age or sex) already rules the visitor out of every trial
   * of the form: the chat agent's setting for organisations that use the answers for their other trials.
   */
  askEverything?: boolean;
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
    trials: options.trials
      .filter((t) => form.blocks.some((b) => b.trialId === t.id))
      .map((t) => ({ id: t.id, criteria: structuredClone([...t.criteria]), ...(t.facts ? { facts: structuredClone(t.facts) } : {}) })),
    consentText: options.consentText,
    ...(options.greeting ? { greeting: options.greeting } : {}),
    ...(options.askEverything ? { askEverything: true } : {}),
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
  if (
    !s ||
    typeof s !== 'object' ||
    s.version !== STATE_VERSION ||
    !s.form ||
    !Array.isArray(s.trials) ||
    typeof s.answers !== 'object' ||
    !Array.isArray(s.messages)
  ) {
    throw new DialogueError(`not a dialogue state of version ${STATE_VERSION}`);
  }
  const state = structuredClone(s) as DialogueState;
  return { state, replies: prompt(state, now ?? new Date(state.updatedAt)) };
}

function currentQuestion(state: DialogueState): Question | null {
  return state.currentQuestionId ? (formQuestions(state).find((q) => q.id === state.currentQuestionId) ?? null) : null;
}

/** A message that opens with an answer word (yes, no, not sure, never; sí), after filler words. */
const ANSWER_OPENING =
  /^(?:(?:well|oh|um+|so|ok(?:ay)?|sorry)[,\s]+)*(?:yes|yeah|yep|yup|ya|yah|yea|sure|no|nope|nah|never|none|nothing|not sure|not in the (?:last|past)|not really|not at all|certainly(?: not)?|definitely(?: not)?|absolutely(?: not)?|of course(?: not)?|s[ií])\b/u;

/**
 * A remark that says the question's own verb can or will be done ("He can sign it." to "Are you able and willing to read
 * and sign a form…?"): an answer beside a question, as a yes word would be.
 */
function affirmsTheVerb(q: Question, part: string): boolean {
  const m =
    /^(?:(?:well|oh|ok(?:ay)?|so)[,\s]+)*(?:i|he|she|we|they)(?:'ll|'d| can| could| will| would| am able to| is able to| are able to)\s+(?:(?:definitely|certainly|easily|still|happily)\s+)?([a-z]{3,})\b/.exec(
      normalise(part),
    );
  return !!m && new RegExp(`\\b${m[1]}\\b`).test(normalise(q.text));
}

/** A correction inside a message after a first answer: the part after "no wait", "wait no", "I mean", "sorry". */
const INNER_CORRECTION = /(?:\.\.\.|…|[,.;!?]|\s)\s*(?:no,? wait|wait,? no|i mean|sorry,? i mean|correction)[,:]?\s+(.+)$/i;

/** The words a quick-reply button sends (a tap needs no confirmation): "Yes", "No", "Not sure". */
const QUICK_REPLY = /^(?:yes|no|not sure)$/i;

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
  const intent = intentOf(text);
  if (intent.kind !== 'answer') return null;
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
  // a visitor writing in Spanish is told once, in Spanish, that the questions are in English for now and that the
  // team can call back; the message is still read ("sí", "no", "no sé", "nunca", numbers and months are understood)
  const lead: AgentReply[] = [];
  if (!state.spanish && isSpanish(msg.text)) {
    state.spanish = true;
    lead.push(textReply(SPANISH_TEXT));
  }
  const withLead = (r: StepResult): StepResult => ({ state: r.state, replies: [...lead, ...r.replies] });

  // a visitor who declined and then says a clear yes in the same conversation reopens it
  if (
    state.phase === 'declined' &&
    ((!splitAsks(msg.text).asks.length && readYesNo(text)?.value === 'yes' && !readYesNo(text)?.hedged) ||
      (CONTACT_OK.test(text) && !NO_CONTACT.test(text)))
  ) {
    return withLead(giveConsent(state, msg, now, REOPENED_TEXT));
  }
  // a closed dialogue can still be corrected ("no wait, I only have 3 warts", "sorry I type wrong, is 85 kg not 58");
  // one that ended early on an answer also by a plain different answer to that last question; the questions go on
  // from there, or the dialogue closes again with the corrected answers
  const intent = intentOf(msg.text);
  if (state.phase === 'completed' && (intent.kind === 'correction' || (state.endedEarly && correctsLastAnswer(state, msg.text, now)))) {
    const closed = structuredClone(state);
    state.phase = 'questions';
    state.result = null;
    delete state.endedEarly;
    const r = correctionStep(
      state,
      msg,
      intent.kind === 'correction' ? intent.body : text,
      now,
      intent.kind === 'correction' ? intent.topic : undefined,
    );
    // a correction that changed no answer leaves the dialogue closed as it was
    if (r.state.history.length === closed.history.length)
      return withLead({ state: closed, replies: [textReply(CORRECTION_UNREAD_TEXT), ...prompt(closed, now)] });
    return withLead(r);
  }
  if (state.phase === 'completed' || state.phase === 'declined') {
    // questions after the end are still answered ("why not?", "who is this study for?"); anything else gets the closing
    const { asks } = splitAsks(msg.text);
    if (asks.length) return withLead({ state, replies: askReplies(state, asks, null, msg.text) });
    return withLead({ state, replies: prompt(state, now) });
  }

  if (state.phase === 'paused') {
    state.phase = state.consent?.given ? 'questions' : 'consent';
    if (CONTINUE.test(text)) return withLead({ state, replies: [textReply(WELCOME_BACK_TEXT), ...prompt(state, now)] });
  }

  if (state.phase === 'consent') return withLead(consentStep(state, msg, now));

  // values offered for later questions ("I'm 5 foot 4 and about 210 lbs") are kept from answers and questions alike
  if (intent.kind === 'answer' || intent.kind === 'asks') keepOffers(state, currentQuestion(state), msg, now);
  switch (intent.kind) {
    case 'pause':
      state.phase = 'paused';
      return withLead({ state, replies: [closingReply('paused')] });
    case 'greeting':
      // "OK I'm back, sorry about that" is a greeting, not an answer to the waiting question
      return withLead({ state, replies: [textReply(WELCOME_BACK_TEXT), ...pending(state, now)] });
    case 'correction':
      return withLead(correctionStep(state, msg, intent.body, now, intent.topic));
    case 'asks': {
      const q = currentQuestion(state);
      // "I stopped my kampo 2 or 3 months ago. Does it count?": the visitor tells what they have and asks whether it is
      // what the question names; the rules are quoted when they say it, and the message is read as an answer
      if (q?.answerType === 'yes_no_unsure' && intent.rest.trim() && intent.asks.every((a) => asksIfItCounts(normalise(a)))) {
        lead.push(...askReplies(state, intent.asks, q, msg.text).filter((r) => r.type === 'text' && r.text !== STUDY_TEAM_TEXT));
        // "I had a laparoscopy … about seven months ago. Does that count?" to "surgery within the past 6 months": a time
        // outside the question's window (or a count under its minimum) answers no, whatever the kind of surgery was
        const tested = readAgainstQuestion(q, intent.rest, now);
        if (tested?.ok && (tested.value === 'no' || tested.lean === 'no')) return withLead(answerStep(state, msg, now, intent.rest));
        return withLead(answerStep(state, msg, now));
      }
      // the visitor's own questions are answered first; an answer beside them is read as usual
      lead.push(...askReplies(state, intent.asks, q, msg.text));
      // an answer beside the questions is read when it can be; otherwise the questions were the point of the message
      // ("can my daughter join? she's 12"): no re-ask (a longer remark counts as a try, below)
      // a remark beside a question answers a yes/no or choice question only with an answer word or a short answer ("No.
      // How long does it last?", "woman, why does it matter"), never by mentioning something ("Is it safe for someone
      // my age? I have a bit of heart trouble", "Is there a placebo? I don't want to sign up and get nothing")
      // "Never had either, just asking": the visitor says the message was only a question
      const plain = (part: string) =>
        !/\bjust (?:asking|wondering|curious)\b/.test(normalise(part)) &&
        ((q?.answerType !== 'yes_no_unsure' && q?.answerType !== 'choice') ||
          ANSWER_OPENING.test(normalise(part)) ||
          // "The doctor said prediabetes last year? I'm not sure if they said diabetes or not": the visitor's own doubt
          /^(?:i'?m|im|i am) (?:really |honestly )?not (?:sure|certain)(?:$| if\b| whether\b| either\b)|^(?:i )?(?:really )?(?:don'?t|do not|dont) know(?:$| if\b| whether\b| for sure\b)/.test(
            normalise(part),
          ) ||
          // "She can read and sign yes, she's a bright girl.": an answer word the visitor gives in the sentence
          // (a word of its own, not "no diabetes"), never in a message asking about someone else
          (!intent.asks.some((a) => ASKS_IF_OTHER_CAN_JOIN.test(a)) &&
            /\b(?:yes|yeah|yep|yup|no|nope|nah)(?=\s*(?:[,.;!]|$))/.test(normalise(part))) ||
          (q.answerType === 'choice' && normalise(part).split(/\s+/).length <= 4) ||
          affirmsTheVerb(q, part));
      // the whole remark, else its first sentence ("58kg. I want to lose 5kg before summer, can I join?")
      // "My son is 20 and also has warts. Can he join?": the value said is of the one asked about, not an answer
      const ownOnly = intent.asks.some((a) => ASKS_IF_OTHER_CAN_JOIN.test(a));
      const reads = (part: string) =>
        !!q && plain(part) && (readAgainstQuestion(q, part, now) ?? parseAnswer(q, part, { now, candidate: state.candidateKnown, ownOnly })).ok;
      const first = intent.rest.split(/(?<=[.!?])\s+/)[0];
      const part = intent.rest && reads(intent.rest) ? intent.rest : first && first !== intent.rest && reads(first) ? first : null;
      if (part) return withLead(answerStep(state, msg, now, part));
      // words beside the question that are not read are counted as a try at the waiting question, so the same message
      // sent again does not loop: after the re-asks they are read as an answer, or noted as not sure aloud
      if (intent.rest.split(/\s+/).length >= 3 && ++state.attempts > MAX_REASKS) return withLead(answerStep(state, msg, now, intent.rest));
      return withLead({ state, replies: pending(state, now) });
    }
    case 'answer':
      return withLead(answerStep(state, msg, now));
  }
}

/**
 * Whether a message after an early end is a definite answer to that last question other than the one recorded (a
 * plain different answer corrects the answer that ended the dialogue).
 */
function correctsLastAnswer(state: DialogueState, raw: string, now: Date): boolean {
  if (intentOf(raw).kind !== 'answer') return false;
  const lastId = state.asked[state.asked.length - 1];
  const last = formQuestions(state).find((q) => q.id === lastId);
  if (!last) return false;
  const r = readAgainstQuestion(last, raw, now) ?? parseAnswer(last, raw, { now, candidate: state.candidateKnown });
  return r.ok && r.value !== 'unsure' && JSON.stringify(r.value) !== JSON.stringify(state.answers[last.id]?.value);
}

/** Countries where body weight is customarily given in pounds (or stones and pounds): a bare weight there may be either. */
const POUND_COUNTRIES = new Set(['United States', 'United Kingdom', 'Liberia', 'Myanmar']);

/**
 * A weight given without its unit ("82.5") in a study whose every site is in a country that weighs people in kilograms
 * (Japan, Taiwan): read as kilograms, and said back so a slip is caught; elsewhere it is asked ("kilograms or
 * pounds?"), as `reading` says.
 */
function inKilograms(state: DialogueState, q: Question, reading: ParseResult, text: string, options: ParseOptions): ParseResult {
  if (reading.ok || reading.reason !== WEIGHT_UNIT_REASON) return reading;
  const sites = trialFor(state, q)?.facts?.sites ?? [];
  if (!sites.length || !sites.every((s) => !!s.country && !POUND_COUNTRIES.has(s.country))) return reading;
  // the unit after the one number given ("79.5 on the scale" → "79.5 kg on the scale")
  if ((text.match(/\d+(?:[.,]\d+)?/g) ?? []).length !== 1) return reading;
  const kg = parseAnswer(q, text.replace(/\d+(?:[.,]\d+)?/, '$& kg'), options);
  // a number above 130 is asked whatever the country: as likely pounds ("180", "140") as a heavy weight in kilograms, and
  // read as kilograms it could pass a study's upper weight or BMI limit wrongly
  return kg.ok && typeof kg.value === 'number' && kg.value <= 130 ? kg : reading;
}

/** A visitor message inside `step`: id, the visitor's text, and the optional reading for the waiting question. */
interface Msg {
  id: string;
  text: string;
  reading?: string;
}

/** The answers to the visitor's questions (./visitorQuestions.ts), each text once, asked while `q` waits (null: consent). */
function askReplies(state: DialogueState, asks: readonly string[], q: Question | null, said: string): AgentReply[] {
  const seen = new Set<string>();
  const out: AgentReply[] = [];
  const trial = trialFor(state, q);
  const ruledOutBy = state.phase === 'completed' && state.result?.outcome === 'not_eligible' ? rulesNotMet(state) : [];
  for (const ask of asks) {
    const { text } = answerAsk(ask, { facts: trial?.facts ?? null, question: q, said, rules: trial?.criteria ?? [], ruledOutBy });
    if (!seen.has(text)) out.push({ type: 'text', text, answersQuestion: ask });
    seen.add(text);
  }
  return out;
}

/** The rules the visitor's answers did not meet, of every trial the closing said was not a fit. */
function rulesNotMet(state: DialogueState): RuleText[] {
  const questions = formQuestions(state);
  return (state.result?.trials ?? []).flatMap((r) => {
    const criteria = state.trials.find((t) => t.id === r.trialId)?.criteria ?? [];
    if (r.recommendation !== 'FAIL') return [];
    return criteria
      .filter((c) => r.deciding.includes(c.id))
      .map((c) => {
        // the visitor's answer the rule did not fit, said back ("so that's a no for me then?" hears what was read)
        // the question that checks the rule: by its reference, or by the answer key the rule reads
        const checks = (x: Question) =>
          x.criteria.some((ref) => ref.trialId === r.trialId && ref.criterionId === c.id) ||
          [x.answerKey, ...(x.aliasKeys ?? [])].some((k) => c.answerKeys.includes(k));
        // of several questions that check it ("Are you pregnant?", "Are you breastfeeding?"), the one answered last: the
        // dialogue closes on the answer that decides, so that answer is the one that did not fit
        const lastAnswered = (x: Question) => state.history.map((h) => h.questionId).lastIndexOf(x.id);
        const q = questions
          .filter((x) => state.answers[x.id] && state.answers[x.id].source !== 'record' && checks(x))
          .sort((a, b) => lastAnswered(b) - lastAnswered(a))[0];
        if (!q) return c;
        const a = state.answers[q.id];
        const typed = state.messages
          .find((m) => m.id === a.messageId)
          ?.text.trim()
          .replace(/\s+/g, ' ');
        const said = typed && typed.length <= 160 ? `"${typed}" (read as: ${a.normalized})` : a.normalized;
        return { ...c, answer: `to "${q.text}": ${said}` };
      });
  });
}

/** The trial a question belongs to (shared questions and consent: the form's first trial), if any. */
function trialFor(state: DialogueState, q: Question | null): DialogueState['trials'][number] | undefined {
  const block = q ? state.form.blocks.find((b) => b.questions.some((x) => x.id === q.id)) : undefined;
  return state.trials.find((t) => t.id === block?.trialId) ?? state.trials[0];
}

/**
 * The contact-consent question. A clear yes goes on; a no is confirmed before the dialogue closes as declined (the
 * confirmation's yes closes, its no goes on); a message with a question is never consent (the questions are answered
 * from the study's facts and consent is asked again); anything unclear is asked again, however often — nothing is
 * taken as a refusal unless it is one.
 */
function consentStep(state: DialogueState, msg: Msg, now: Date): StepResult {
  // "ok, can you contact me by email?" asks to be contacted: agreeing, with the way of contact, not a question to answer
  // "um I think that's fine? yes": an agreement said with a rising voice, not a question
  // "I think so? Yes ok": a hedge said with a rising voice, not a question
  const asks = splitAsks(msg.text).asks.filter(
    (a) =>
      !CONTACT_REQUEST.test(a) &&
      !(!QUESTION_OPENING.test(normalise(a)) && CONTACT_OK.test(normalise(a))) &&
      !/^(?:i think so|i guess so|i suppose so|i think|probably|maybe)$/.test(normalise(a)),
  );
  const text = normalise(msg.text);
  const thumb = thumbOf(text);
  // "Email only please, no phone calls": agreeing to one way of being contacted, not a refusal
  const channel = CONTACT_ONLY.exec(text);
  if (!asks.length && channel) return giveConsent(state, msg, now, `${onlyChannelText(channel.slice(1).find(Boolean)!)} ${QUESTIONS_INTRO}`);
  // "Email preferred, please", "OK, email can": agreeing, with the way the visitor would rather be contacted
  const preferred = CONTACT_PREFERRED.exec(text);
  if (!asks.length && preferred && !NO_CONTACT.test(text))
    return giveConsent(state, msg, now, `${onlyChannelText(preferred.slice(1).find(Boolean)!, 'preferred')} ${QUESTIONS_INTRO}`);
  // "OK you can call. Better email, my phone signal not good": agreeing to be contacted, whatever else it says
  const agrees = !asks.length && CONTACT_OK.test(text) && !NO_CONTACT.test(text) && !UNDECIDED.test(text);
  // "sure i guess": agreeing, however reluctantly; "Yes dear, that's fine, my number is on file I think": a yes said
  // first, with nothing after it that refuses, doubts or negates
  const opensYes = !asks.length && /^(?:yes|yeah|yep|yup|sure)\b/.test(text) && !UNDECIDED.test(text) && !/\b(?:no|not|never)\b|n'?t\b/.test(text);
  // "I think so? Yes ok": a clear yes as the last sentence, after a hedge
  const sentences = text.split(/[.?!]+\s*/).filter(Boolean);
  const lastSentence = sentences.length > 1 ? sentences[sentences.length - 1] : '';
  const last = /^(?:yes|yeah|yep|yup|sure|ok(?:ay)?)\b/.test(lastSentence) ? readYesNo(lastSentence) : null;
  const endsYes = !asks.length && last?.value === 'yes' && !last.hedged && !NO_CONTACT.test(text) && !UNDECIDED.test(text);
  const yes = thumb === 'yes' || agrees || agreesReluctantly(text) || opensYes || endsYes;
  // "That's right. No calls, no emails." (before any confirmation was asked): a refusal, whatever word opens it
  const refuses = NO_CONTACT.test(text) && !CONTACT_OK.test(text) && !preferred && !channel;
  // a weak yes ("I'm her daughter, I'm helping my mom fill this out" says something, not yes to being contacted) is
  // none, and so is a weak no said by someone who only says they are helping ("I'm helping my mom with this since she
  // doesn't read English well"); "I'd rather not get calls tbh" stays a refusal to confirm
  const plain = readYesNo(text);
  const read = yes
    ? { value: 'yes' as const, hedged: false }
    : thumb
      ? { value: thumb, hedged: false }
      : plain?.weak && (plain.value === 'yes' || HELPING.test(text)) && !state.declinePending
        ? null
        : plain;
  const r = asks.length ? null : read?.value === 'yes' && refuses && !state.declinePending ? { value: 'no' as const, hedged: false } : read;
  if (state.declinePending) {
    // "No, you can contact me" answers the confirmation by agreeing after all
    if (agrees) return giveConsent(state, msg, now);
    // "no i said no", "I already told you no": the refusal said again, confirming it
    if (SAID_NO_BEFORE.test(text)) return decline(state, msg, now);
    if (r?.value === 'yes' || NO_CONTACT.test(text)) return decline(state, msg, now);
    if (r?.value === 'no') return giveConsent(state, msg, now);
    return { state, replies: [textReply(reAskText("Sorry, I didn't understand.", 'Please answer yes or no.')), confirmDeclineReply()] };
  }
  if (r?.value === 'yes') return giveConsent(state, msg, now);
  // "I don't want phone calls. I get enough of those": one way refused, not contact — asked about the other ways
  if (!asks.length && NO_CALLS.test(text) && !OTHER_WAYS_REFUSED.test(text)) {
    state.attempts += 1;
    return { state, replies: [textReply(NO_CALLS_TEXT), consentReply(state.consentText)] };
  }
  // "No, I don't think so.": a refusal said with a hedge, confirmed like any refusal before anything closes
  // ("Ok. No, I'd rather not be contacted, …": a refusal by its words, whatever the yes/no reading makes of the rest)
  if (r?.value === 'no' || (r?.value === 'unsure' && r.lean === 'no') || (!asks.length && refuses)) {
    state.declinePending = true;
    return { state, replies: [confirmDeclineReply()] };
  }
  state.attempts += 1;
  if (asks.length) {
    // "How did you get my information? I don't want anyone calling me.": the question answered, then the refusal
    // beside it taken up as any refusal is — calls only: the other ways offered; contact at all: confirmed first
    const rest = normalise(splitAsks(msg.text).rest);
    const answered = askReplies(state, asks, null, msg.text);
    if (NO_CALLS.test(rest) && !OTHER_WAYS_REFUSED.test(rest))
      return { state, replies: [...answered, textReply(NO_CALLS_TEXT), consentReply(state.consentText)] };
    if (NO_CONTACT.test(rest) || NO_CALLS.test(rest)) {
      state.declinePending = true;
      return { state, replies: [...answered, confirmDeclineReply()] };
    }
    return { state, replies: [...answered, textReply(CONSENT_QUESTION_TEXT), consentReply(state.consentText)] };
  }
  const why = r ? reAskText("I can only go on if you're happy for the study site to contact you.", 'Please answer yes or no.') : CONSENT_UNCLEAR_TEXT;
  return { state, replies: [textReply(why), consentReply(state.consentText)] };
}

/** Words that agree to be contacted ("ok actually you can email me", "call me", "I'd like to find out"); "don't contact me" does not. */
const CONTACT_OK =
  /\b(?:you (?:can|may) (?:call|email|e-mail|text|contact|phone|ring)(?: me)?(?! (?:about|for) what\b)|(?<!\b(?:don'?t|dont|do not|never|not) )(?:call|email|e-mail|text|contact|phone|ring) me(?! not\b(?! (?:her|him|them|my)\b)| (?:about|for) what\b)|(?:email|e-mail|calls?|texts?|phone|a call)(?: is| are| would be|'s) (?:(?:perfectly|totally|all) )?(?:fine|ok(?:ay)?|good|better|best|all right|alright)|i'?d (?:like|love) to (?:find out|know more|take part|join|go ahead|hear more)|go ahead and contact|ok(?:ay)? to (?:contact|call|email|e-mail|text)(?: me)?|(?:i'?m|she'?s|he'?s|we'?re|she is|he is) (?:fine|ok(?:ay)?|happy) with (?:a )?(?:calls?|emails?|texts?|being contacted)|(?:i'?m|she'?s|he'?s|we'?re|she is|he is|i am) (?:fine|ok(?:ay)?|happy|good) (?:with|for) (?:you|someone|the (?:study )?team|them) (?:to )?(?:calling|call|emailing|email|texting|text|contacting|contact|ringing|ring)\b|(?:that|this|it)(?: (?:would be|will be|is|sounds)|'s) (?:perfectly |totally )?(?:fine|ok(?:ay)?|good|great|alright|all right)|(?:i have|i'?ve got|there'?s|there is|(?<!\bif )i'?ve) no objections?\b|use (?:that|this|my) (?:email|e-mail|number|phone)|(?:i )?consent(?: is)? given|i (?:give|am giving) (?:my )?(?:consent|permission)|you have my (?:consent|permission)|i consent)\b/;

/** Phone calls refused: "I don't want phone calls", "no calls please". */
const NO_CALLS =
  /\b(?:don'?t|do not|dont) (?:want|like) (?:any )?(?:phone )?calls\b|\b(?:don'?t|do not|dont) want (?:anyone|anybody|people|you|them|strangers) (?:to )?(?:call|calling|ring|ringing|phone|phoning) me\b|^no (?:phone )?calls\b/;
/** Every way of contact refused, or contact itself: "no calls or emails", "don't contact me", "no thanks, no calls". */
const OTHER_WAYS_REFUSED =
  /\b(?:e-?mails?|texts?|sms|messages?|contact(?:ed)?|anything|anyone|at all|not interested|leave me alone|no thanks?|no thank you)\b|^(?:(?:hmm+|um+|well|oh)[,\s]+)*(?:no|nope|nah)\b/;
/** Said when the visitor refuses phone calls only: the other ways are offered before anything is taken as a refusal. */
export const NO_CALLS_TEXT = 'Noted: no phone calls. May the study team contact you another way, such as email or a text message?';

/** A request to be contacted, put as a question: "can you contact me by email?", "could you text me". */
const CONTACT_REQUEST =
  /^(?:(?:ok(?:ay)?|yes|sure|so)[,\s]+)*(?:can|could|would) (?:you )?(?:please )?(?:contact|reach|email|e-mail|text|call|phone|ring|message)(?: me)?\b/;

/** A visitor's question whether someone else can join ("Can he join?", "could my wife take part?"). */
const ASKS_IF_OTHER_CAN_JOIN =
  /\b(?:can|could|may|would) (?:he|she|they|my \w+|his \w+|her \w+)\b.*\b(?:join|take part|participate|do (?:it|this)|sign up|be in)\b/;

/** How a real question opens (after fillers): a sentence that opens otherwise and agrees ("I think that's fine?") is no question. */
const QUESTION_OPENING =
  /^(?:(?:um+|uh+|hmm+|ok(?:ay)?|so|and|but|sorry|well)[,\s]+)*(?:what|why|who|whom|whose|how|when|where|which|can|could|would|will|is|are|am|do|does|did|should|may|might|shall|have|has)\b/;

/** The one typing says they help someone else: "I'm helping my mom with this", "I am filling this in for my dad". */
const HELPING = /\b(?:i'?m|im|i am) (?:helping|filling (?:this|it) (?:out|in)|typing|doing this) (?:for|with)?\s*(?:my|her|him|them)\b/;

/** Not decided: "hmm maybe? contact me about what" agrees to nothing yet. */
const UNDECIDED = /\b(?:maybe|not sure|perhaps|dunno|idk)\b/;

/**
 * One way of being contacted, as the visitor's condition: "email only", "only by text", "text only please", or one way
 * agreed and the other refused ("email would be ok I guess, just no calls", "no phone calls please but email okay").
 */
const CONTACT_ONLY =
  /\bas long as (?:it'?s |it is )?(?:by |via )?(email|e-mail|text(?: messages?)?|texts|sms)\b|\bno (?:phone )?calls?(?: please)?,?\s+(?:but\s+|just\s+|only\s+)*(email|e-mail|text(?: messages?)?|texts|sms)(?: is| would be)?\s*(?:ok(?:ay)?|fine|good|all right|alright)?\b|\b(email|e-mail|text(?: messages?)?|texts|sms)(?: me)?\s+(?:is|are|would be|will be|'?s)?\s*(?:ok(?:ay)?|fine|good|better|best|all right|alright)\b[^.;]*?,?\s+(?:but\s+|just\s+|only\s+)*no (?:phone )?calls?\b|\b(?:by |via )?(email|e-mail|text(?: messages?)?|texts|sms|phone|calls?|phone calls?)\s+only\b|\bonly (?:by |via |through )?(email|e-mail|text(?: messages?)?|texts|sms|phone|calls?|phone calls?)\b/;

/** One way of being contacted, as the visitor's wish: "email preferred", "I prefer text", "email can", "email is fine". */
const CONTACT_PREFERRED =
  /\b(email|e-mail|text(?: messages?)?|texts|sms|phone|calls?|cell|mobile)\s+(?:is\s+)?(?:preferred|pref|please|can|fine|ok(?:ay)?|works|is best|is better|rather than)\b|\bprefer (?:an? |by )?(email|e-mail|text(?: messages?)?|texts|sms|phone|calls?)\b|\b(?:contact(?: me)?|reach me) (?:by|via|through) (email|e-mail|text(?: messages?)?|texts|sms|phone)\b/;

/** The thank-you for a consent with one way of contact, only or preferred: said back so the visitor sees it was read. */
function onlyChannelText(channel: string, kind: 'only' | 'preferred' = 'only'): string {
  const way = /^(?:e-?mail)/.test(channel) ? 'email' : /^(?:text|sms)/.test(channel) ? 'text message' : 'phone';
  return kind === 'only'
    ? `Thank you. I've noted that you'd like to be contacted by ${way} only; the study team will see that with your answers.`
    : `Thank you. I've noted that you'd rather be contacted by ${way}; the study team will see that with your answers.`;
}

/**
 * Words that confirm a refusal of contact whatever else the message says ("right, no calls for now", "I'd rather not be
 * contacted", "I don't want anyone to call or email me", "I'd rather not give out my phone or email").
 */
const NO_CONTACT =
  /\b(?:no|don'?t|do not|dont|please don'?t)\s+(?:calls?|call me|contact(?: me)?|texts?|text me|emails?|email me|phone calls?)\b|\bno thanks?\b|\bno thank you\b|\bleave me alone\b|\bnot interested\b|\b(?:rather|prefer) not (?:to )?be (?:contacted|called|phoned|emailed)\b|\b(?:don'?t|do not|dont) want to be (?:contacted|called|phoned|emailed)\b|\b(?:don'?t|do not|dont) want (?:anyone|anybody|people|you|them|strangers|the (?:study )?team) (?:to )?(?:contact|call|email|e-mail|text|phone|ring)\b|\brather not have (?:anyone|anybody|people|you|them) (?:calling|contacting|emailing|texting|ringing|phoning)\b|\b(?:rather|prefer) not (?:to )?(?:give|share|leave|hand)(?: out)? (?:my |any )?(?:phone|number|e-?mail|details|contact)/;

/** A refusal said again, pointing back at the first one: "no i said no", "like I said, no", "I already told you no". */
const SAID_NO_BEFORE = /\b(?:i (?:already |just )?(?:said|told you|wrote)|like i said|as i said)[,:]?\s+(?:no|nope|not?)\b/;

/** The confirmation asked before closing on a refusal. */
function confirmDeclineReply(): AgentReply {
  return { type: 'consent', text: CONFIRM_DECLINE_TEXT, quickReplies: CONFIRM_REPLIES };
}

/** The sentence that leads into the questions once consent is given. */
const QUESTIONS_INTRO = 'I have a few questions about your health; you can answer in your own words.';

function giveConsent(state: DialogueState, msg: Msg, now: Date, intro = `Thank you. ${QUESTIONS_INTRO}`): StepResult {
  state.consent = { given: true, messageId: msg.id, at: now.toISOString() };
  keepOffers(state, null, msg, now);
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

/** Records an answer and returns whether it created a conflict that was not there before. */
function record(state: DialogueState, q: Question, answer: RecordedAnswer): boolean {
  const before = new Set(state.conflicts.map((c) => JSON.stringify(c)));
  state.answers[q.id] = answer;
  state.history.push(answer);
  delete state.countChecked;
  if (!state.asked.includes(q.id)) state.asked.push(q.id);
  if (state.offered) delete state.offered[q.id];
  state.conflicts = findConflicts(state);
  return state.conflicts.some(
    (c) => !before.has(JSON.stringify(c)) && (c.questionIds.includes(q.id) || c.messageIds.includes(answer.messageId ?? '')),
  );
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

/** A reading that settles nothing: unread, or "not sure" (a hedge the chat would ask about). */
const unsettled = (r: ReturnType<typeof parseAnswer>) => !r.ok || r.value === 'unsure';

/** A question of willingness or agreement ("Are you willing to use…", "Are you able and willing to sign…"). */
const WILLINGNESS = /\b(?:willing|agree|prepared to|happy to|ok with)\b/i;

/**
 * An answer to the waiting question: `said` (the message, its answer part, or a correction's body) first — read
 * against the question's own count or window (./questionTest.ts), else by the answer readers, which find the one value
 * inside a sentence ("210 lbs like I said") — then the message's reading. A request to explain the question is answered with an explanation, not counted as an unread answer.
 */
function answerStep(state: DialogueState, msg: Msg, now: Date, said = msg.text): StepResult {
  const q = currentQuestion(state);
  if (!q) return advance(state, now, []);
  // "lol ok yeah i guess", "I think so", "if I decide to do it, sure" to "are you willing to…?" agree, however
  // reluctantly: a yes, not a hedge about a fact
  const options = { now, candidate: state.candidateKnown };
  const willing =
    WILLINGNESS.test(q.text) &&
    (agreesReluctantly(normalise(said)) || (agreesToWillingness(normalise(said)) && unsettled(parseAnswer(q, said, options))));
  // "let's say 88" when the question is asked again after "85–90 kg": the unit said just before
  const bareDigits = /^(?:(?:it'?s|it is|about|around|let'?s say|say)\s+)?\d+(?:[.,]\d+)?$/.test(normalise(said));
  const text = willing ? 'yes' : state.attempts > 0 && bareDigits ? withEarlierUnit(q, said, normalise(state.messages.at(-2)?.text ?? '')) : said;
  // a yes/no question that states its own count or window is answered by the value given ("only 2 warts")
  // "I think I'm 44... no wait, 45 as of last month": the visitor's own correction inside the message wins
  const tail = INNER_CORRECTION.exec(text)?.[1];
  // the corrected value leads the words after the marker ("45 as of last month, ha")
  const lead =
    tail && q.answerType === 'number'
      ? /^\d+(?:[.,]\d+)?(?:\s*(?:kg|kgs|kilos?|lbs?|pounds?|st|stone|cm|m|ft|feet|in|inches|years?|%))?/.exec(tail)?.[0]
      : undefined;
  const readTail = (part: string) => readAgainstQuestion(q, part, now) ?? parseAnswer(q, part, options);
  const corrected = tail ? (readTail(tail).ok ? readTail(tail) : lead ? readTail(lead) : null) : null;
  const tested = corrected?.ok ? corrected : readAgainstQuestion(q, text, now);
  const own = inKilograms(state, q, tested ?? parseAnswer(q, text, options), text, options);
  const reading = !own.ok && msg.reading !== undefined ? parseAnswer(q, msg.reading, options) : null;
  const byModel = !!reading?.ok;
  const parsed = reading?.ok ? reading : own;
  const replies: AgentReply[] = [];
  if (!parsed.ok) {
    if (parsed.kind === 'not_understood') return { state, replies: [textReply(explainQuestion(q)), questionReply(q, now)] };
    // "does that count?" is answered with what counts once; asked again, the site checks it: noted as not sure
    if (parsed.kind === 'counts' && state.countChecked !== q.id) {
      state.countChecked = q.id;
      return { state, replies: [textReply(parsed.reason), questionReply(q, now)] };
    }
    if (parsed.kind === 'counts') {
      record(state, q, visitorAnswer(q, { ok: true, value: 'unsure', normalized: 'not sure' }, msg, now.toISOString()));
      return advance(state, now, [textReply(COUNTS_NOTED_TEXT)], true);
    }
    state.attempts += 1;
    if (state.attempts <= MAX_REASKS) return { state, replies: [textReply(reAskText(parsed.reason, parsed.example)), questionReply(q, now)] };
    record(state, q, {
      questionId: q.id,
      value: 'unsure',
      normalized: 'not sure',
      source: 'unread',
      messageId: msg.id,
      text: msg.text,
      at: now.toISOString(),
    });
    replies.push(textReply(GIVE_UP_TEXT));
  } else {
    // a hedge that leans to a side ("I don't think so") is kept as that side, marked as a hedge and said back, when
    // that side fails no study; one that would fail a study is checked once ("Just to check: would you say yes?"),
    // because a study may only rule someone out on a definite answer; a second hedge is not sure
    // "sort of" says it is partly so, not which side, and "I think she would, but I'd have to ask her" is left to
    // someone else: never kept as a side
    const lean = parsed.hedged && parsed.lean && !PARTLY.test(normalise(text)) && !DEFERS.test(normalise(text)) ? parsed.lean : null;
    if (lean && state.hedgeChecked !== q.id && failsAStudy(state, q, lean, now)) {
      state.hedgeChecked = q.id;
      return { state, replies: [textReply(hedgeCheckText(lean)), questionReply(q, now)] };
    }
    const leaned = lean && state.hedgeChecked !== q.id ? { ...parsed, value: lean, normalized: `probably ${lean}` } : parsed;
    delete state.hedgeChecked;
    const conflict = record(state, q, visitorAnswer(q, leaned, msg, now.toISOString(), false, byModel));
    if (leaned !== parsed) replies.push(textReply(ackText(leaned.normalized)));
    else if (parsed.hedged) replies.push(textReply(HEDGE_TEXT));
    else if (
      byModel ||
      (parsed.value !== 'unsure' && q.answerType !== 'text' && (q.answerType !== 'yes_no_unsure' || !QUICK_REPLY.test(text.trim())))
    ) {
      // a typed answer is said back ("Got it: no.") so a misreading is caught at once; a tapped quick reply is not
      replies.push(textReply(ackText(parsed.normalized)));
    }
    if (conflict) replies.push(textReply(CONFLICT_TEXT));
  }
  return advance(state, now, replies, true);
}

/**
 * Keeps the values `msg` offers for questions not answered yet, other than `waiting` (the question the message
 * answers; null for the contact question).
 */
function keepOffers(state: DialogueState, waiting: Question | null, msg: Msg, now: Date): void {
  const open = formQuestions(state).filter((x) => x.id !== waiting?.id && !state.answers[x.id]);
  for (const offer of offersIn(open, waiting, msg.text, { now, candidate: state.candidateKnown })) {
    state.offered = { ...state.offered, [offer.questionId]: { value: offer.value, normalized: offer.normalized, messageId: msg.id, text: msg.text } };
  }
}

/** A value said with its unit, by the unit of the number questions it answers (years of age, kg of weight, cm of height). */
const UNIT_SAID: Readonly<Record<string, RegExp>> = {
  years: /\d\s*(?:years?|yrs?|y\/?o)\b/,
  kg: /\d\s*(?:kg|kgs|kilos?|lbs?|pounds?|st|stone)\b/,
  cm: /\d\s*(?:cm|m|ft|feet|foot|inches|in)\b|\d'/,
};

/**
 * A correction of an earlier answer; the message's reading is only used where it falls back to the waiting question.
 * `topic`: the words naming the question ("warts" in "the warts question should be no"): the answered questions that
 * topic names, by their answer key's topic or their wording.
 */
function correctionStep(state: DialogueState, msg: Msg, body: string, now: Date, topic?: string): StepResult {
  const byId = new Map(formQuestions(state).map((q) => [q.id, q]));
  const answered = state.asked.filter((id) => state.answers[id] && state.answers[id].source !== 'record').map((id) => byId.get(id)!);
  const options = { now, candidate: state.candidateKnown };
  let candidates: Question[];
  let rest = body;
  const named = namedPosition(body);
  if (topic === RECOUNT_TOPIC) {
    // "yes, I just went and counted with her and it's 7…" while the count question waits: its answer, not a correction
    const waiting = currentQuestion(state);
    if (waiting && statesCount(waiting)) return answerStep(state, msg, now, body);
    candidates = answered.filter((q) => statesCount(q)).reverse();
    if (!candidates.length) return { state, replies: [textReply(CORRECTION_UNREAD_TEXT), ...pending(state, now)] };
  } else if (topic === DATE_TOPIC) {
    // "Sorry, it was 2015" while a date question waits answers it; otherwise it puts right the date answered last
    if (currentQuestion(state)?.answerType === 'date') return answerStep(state, msg, now, body);
    candidates = answered.filter((q) => q.answerType === 'date').slice(-1);
    if (!candidates.length) return { state, replies: [textReply(CORRECTION_UNREAD_TEXT), ...pending(state, now)] };
  } else if (topic !== undefined) {
    candidates = answered.filter((q) => namesTopic(topic, q) || wordingHas(topic, q)).reverse();
    // "the scale this morning said 232" while the weight question waits unanswered: the answer to it
    const waiting = currentQuestion(state);
    if (!candidates.length && waiting && (namesTopic(topic, waiting) || wordingHas(topic, waiting))) return answerStep(state, msg, now, body);
    if (!candidates.length) return { state, replies: [textReply(CORRECTION_UNREAD_TEXT), ...pending(state, now)] };
  } else if (named) {
    const q = state.asked[named.position - 1];
    candidates = q && byId.get(q) && state.answers[q]?.source !== 'record' ? [byId.get(q)!] : [];
    rest = named.rest;
  } else {
    // "oops sorry im 165 not 160": the wrong value said after "not" is the answer of the one question it corrects (here
    // the height, though "im" names the age)
    const wrong = /\bnot\s+(\d+(?:[.,]\d+)?)\b/.exec(digitsForWords(normalise(msg.text)))?.[1];
    const gaveWrong = wrong
      ? answered.filter((q) => typeof state.answers[q.id].value === 'number' && state.answers[q.id].value === Number(wrong.replace(',', '.')))
      : [];
    candidates = gaveWrong.length === 1 ? gaveWrong : answered.filter((q) => namesTopic(body, q)).reverse();
    if (!candidates.length) {
      const fromRecord = formQuestions(state).some((q) => state.answers[q.id]?.source === 'record' && namesTopic(body, q));
      if (fromRecord) return { state, replies: [textReply(RECORD_TEXT), ...pending(state, now)] };
      // nothing answered yet: "actually, no" can only answer the waiting question
      if (!answered.length) return answerStep(state, msg, now, body);
      // "wait im 51 not 50, bday was last week" ("51 years"), "89kg, not 98": the answered question of the value's unit
      const unitSaid = (q: Question | null) => !!q && q.answerType === 'number' && !!q.unit && !!UNIT_SAID[q.unit]?.test(normalise(body));
      const byUnit = answered.filter(unitSaid).reverse();
      // "he is 91 kg, not 88" while the weight question waits unanswered: the answer to it, said as a correction
      if (!byUnit.length && unitSaid(currentQuestion(state))) return answerStep(state, msg, now, body);
      // "sorry 176 actually": a bare number puts right the number answered last
      const bare = /^\d+(?:[.,]\d+)?$/.test(body.trim());
      // ("sorry, … it was 2003 actually" puts right the date answered last, which reads it first)
      const lastNumber = answered.filter((q) => q.answerType === 'number').slice(-1);
      candidates = byUnit.length ? byUnit.slice(0, 1) : [...new Set([...answered.slice(-1), ...(bare ? lastNumber : [])])];
    }
  }
  const fallback = topic === undefined && !named && candidates.length === 1 && !namesTopic(body, candidates[0]);
  // "actually yes I got a rash from an antibiotic ointment" while the allergy question waits, "Actually yes, she started
  // antibiotics for a bladder infection" while the antibiotics question waits (though "bladder" names the bladder
  // cancer question answered before): an answer to the waiting question, opened with "actually", not a correction —
  // when the message names more of the waiting question's words than of any question it could correct
  const waiting = currentQuestion(state);
  if (topic === undefined && !named && waiting && wordsNamed(waiting, body) > Math.max(0, ...candidates.map((q) => wordsNamed(q, body))))
    return answerStep(state, msg, now, body);
  for (const q of candidates) {
    // the earlier answer as said back and as the visitor typed it ("111.1 kg", "245 lbs")
    const earlier = state.answers[q.id];
    const typed = earlier ? (state.messages.find((m) => m.id === earlier.messageId)?.text ?? '') : '';
    const parsed =
      readAgainstQuestion(q, rest, now) ?? parseAnswer(q, withEarlierUnit(q, rest, `${earlier?.normalized ?? ''} ${normalise(typed)}`), options);
    if (!parsed.ok) continue;
    if (fallback && JSON.stringify(parsed.value) === JSON.stringify(state.answers[q.id].value) && state.currentQuestionId)
      return answerStep(state, msg, now, body);
    const conflict = record(state, q, visitorAnswer(q, parsed, msg, now.toISOString(), true));
    const replies = [textReply(correctedText(q, parsed.normalized))];
    if (conflict) replies.push(textReply(CONFLICT_TEXT));
    return advance(state, now, replies, true);
  }
  return { state, replies: [textReply(CORRECTION_UNREAD_TEXT), ...pending(state, now)] };
}

/** How many of a message's words name the question's topic ("antibiotics", "infection": two of "…antibiotics… for urinary tract infection?"). */
function wordsNamed(q: Question, body: string): number {
  return [...new Set(normalise(body).split(/[^\p{L}\p{N}]+/u))].filter((w) => namesTopicOf(q, w)).length;
}

/**
 * A bare number that corrects a number answer takes the unit of the answer it corrects ("the weight I said before is
 * wrong, it is 94" after "91 kg"): the visitor corrects the value, not the unit. Likewise a bare number said when the
 * question is asked again takes the unit the visitor gave it just before ("let's say 88" after "85–90 kg").
 * `earlier`: the earlier answer as said back ("91 kg") or the visitor's earlier message.
 */
function withEarlierUnit(q: Question, body: string, earlier: string | undefined): string {
  const t = normalise(body);
  const bare = /^\s*(?:(?:it'?s|it is|about|around|let'?s say|say)\s+)?(\d+(?:[.,]\d+)?|[a-z]+(?:[\s-][a-z]+)?)\s*$/.exec(t);
  // "weighed myself this morning, 236": one number in a sentence with no unit in it is as bare
  const numbers = t.match(/\d+(?:[.,]\d+)?/g) ?? [];
  const inSentence =
    !bare && numbers.length === 1 && !/(?:\b|(?<=\d))(?:kg|kgs|kilos?|lbs?|pounds?|st|stone|cm|m|ft|feet|foot|inch(?:es)?|in)\b|\d\s*['"]/.test(t);
  if (q.answerType !== 'number' || (!bare && !inSentence)) return body;
  const number = bare ? bare[1] : (numbers[0] ?? '');
  // "111.1 kg (245 lb)" said back, then "232": the unit of the earlier value nearest the new one (the visitor's own unit)
  const said = [...(earlier ?? '').matchAll(/(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|lbs?|pounds?|cm)\b/g)].map((m) => ({ n: Number(m[1]), unit: m[2] }));
  const value = Number(number.replace(',', '.'));
  const nearest =
    Number.isFinite(value) && value > 0 ? said.sort((a, b) => Math.abs(Math.log(a.n / value)) - Math.abs(Math.log(b.n / value)))[0] : said[0];
  if (!nearest) return body;
  return bare ? `${number} ${nearest.unit}` : t.replace(number, `${number} ${nearest.unit}`);
}

/** The waiting question again (no progress line), for replies that do not move the dialogue on. */
function pending(state: DialogueState, now: Date): AgentReply[] {
  const q = currentQuestion(state);
  return q ? [questionReply(q, now)] : [];
}

/**
 * Moves to the next unanswered question (re-computed after every answer, so branching follows corrections), or
 * completes. A value the visitor offered earlier for the next question ("210 lbs like I said", "prostate cancer,
 * 2019" before "When were you diagnosed?") is recorded from that earlier message and said back instead of asking
 * ("You told me earlier: 95 kg."), so it can be corrected. Unless the agent asks everything (`askEverything`), it
 * completes at once with the kind not-a-fit closing when the answers so far already fail every trial on a definite
 * answer: before the first question on the verified record alone (a 78-year-old for a study of people aged 15–49, a
 * man for a study of women), or right after an answer (`answered`) that decides it; such an early end can still be
 * corrected by the next message (`step`).
 */
function advance(state: DialogueState, now: Date, replies: AgentReply[], answered = false): StepResult {
  if ((answered || !state.asked.length) && !state.askEverything && failsEveryTrial(state, now, answered)) {
    if (answered) state.endedEarly = true;
    return complete(state, now, replies, false);
  }
  const next = nextQuestion(state);
  if (next && state.offered?.[next.id]) {
    const offer = state.offered[next.id];
    record(state, next, {
      questionId: next.id,
      value: offer.value,
      normalized: offer.normalized,
      source: 'visitor',
      messageId: offer.messageId,
      text: offer.text,
      at: now.toISOString(),
      volunteered: true,
    });
    return advance(state, now, [...replies, textReply(volunteeredText(next, offer.normalized))], true);
  }
  if (next) {
    if (next.id !== state.currentQuestionId) state.attempts = 0;
    state.currentQuestionId = next.id;
    const p = progress(state);
    return { state, replies: [...replies, progressReply(p.current, p.total), questionReply(next, now)] };
  }
  return complete(state, now, replies);
}

/** "Sort of", "kind of": partly so. */
const PARTLY = /\b(?:sort of|sorta|kind of|kinda|in a way|partly)\b/;

/**
 * Whether answering `q` with `value` would make a study's recommendation FAIL that is not FAIL with the answers so far
 * (the hedge rule of `answerStep`).
 */
function failsAStudy(state: DialogueState, q: Question, value: 'yes' | 'no', now: Date): boolean {
  const failing = (s: DialogueState) =>
    new Set(
      evaluateDialogue(s, now, false)
        .trials.filter((t) => t.recommendation === 'FAIL')
        .map((t) => t.trialId),
    );
  const before = failing(state);
  const trial: DialogueState = {
    ...state,
    answers: {
      ...state.answers,
      [q.id]: { questionId: q.id, value, normalized: value, source: 'visitor', messageId: null, text: null, at: now.toISOString() },
    },
  };
  return [...failing(trial)].some((id) => !before.has(id));
}

/**
 * Whether the answers so far fail every trial of the form on a definite answer (the recommendation of each is FAIL
 * though the dialogue is unfinished). Before any answer (`afterAnswer` false) only the verified record's age and sex
 * count, so nothing is concluded from an empty dialogue.
 */
function failsEveryTrial(state: DialogueState, now: Date, afterAnswer: boolean): boolean {
  if (
    !afterAnswer &&
    !Object.values(state.answers).some((a) => a.source === 'record') &&
    !state.candidateKnown.sex &&
    state.candidateKnown.ageYears === undefined
  )
    return false;
  const trials = evaluateDialogue(state, now, false).trials;
  return trials.length > 0 && trials.every((t) => t.recommendation === 'FAIL');
}

/** Completes the dialogue: `allAsked` false when it ends before every question was asked (the result says so). */
function complete(state: DialogueState, now: Date, replies: AgentReply[], allAsked = true): StepResult {
  state.currentQuestionId = null;
  state.attempts = 0;
  state.phase = 'completed';
  state.result = evaluateDialogue(state, now, allAsked);
  return { state, replies: [...replies, closingReply(state.result.outcome)] };
}
