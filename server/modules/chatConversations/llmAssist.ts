/**
 * The optional language model in the prescreen chat ("When LLM_BASE_URL is set, an OpenAI-compatible model
 * may paraphrase questions and interpret free text, but the verdicts still come from the eligibility engine on the
 * extracted structured answers, and every LLM output is checked against the expected answer type"). Without
 * LLM_BASE_URL none of this runs and the deterministic dialogue is the whole product.
 *
 * - `interpretWithModel`: for an answer the deterministic parser cannot read, the model's short reading ("76 kg") is
 *   accepted only when `parseAnswer` reads it as an answer of the question's type; the dialogue then records the
 *   visitor's own words as evidence (server/domain/conversation `VisitorMessage.reading`).
 * - `paraphraseWithModel`: the model's rewording of a question is shown only when it passes `paraphraseProblem`
 *   (a question, short, every number kept and none added, no markup or links); the form's wording is kept beside it.
 * - `phraseWithModel`: the model's phrasing of the chat's answer to a visitor's own question is shown only when it
 *   passes `phrasingProblem` (only the answer's facts: no number, name or place the answer does not have; short; no
 *   markup or links); the answer from the study's record is kept beside it;
 * - `planAssist` / `messageFor` / `withParaphrases`: how the chat service (./service.ts `postMessage`) uses them —
 *   the model calls run before the message's database transaction, on the conversation read without a lock.
 *
 * Nothing here throws because of the model: failures, timeouts (LLM_CHAT_TIMEOUT_MS) and rejected outputs are logged
 * (reason and question id only, never the visitor's words) and the chat goes on as without a model.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db';
import { chatAgent } from '../../db/schema';
import {
  parseAnswer,
  step,
  unreadAnswerQuestion,
  type AgentReply,
  type CandidateFacts,
  type DialogueState,
  type VisitorMessage,
} from '../../domain/conversation';
import type { Question } from '../../domain/prescreenForm';
import type { LlmProvider } from '../../providers/llm';
import type { StoredState } from './dialogue';
import type { ConversationRow } from './view';

/** Longest reworded question shown, in characters. */
export const PARAPHRASE_MAX_CHARS = 300;

/** Longest model reading of an answer taken to the parser, in characters (canonical answers are a few words). */
export const READING_MAX_CHARS = 100;

/** Where rejected or failed model outputs are reported (a pino / Fastify logger fits). */
export interface AssistLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The model the chat may use (routes.ts passes it when `config.llm` is set) and where to log what it rejects. */
export interface ChatAssist {
  llm: LlmProvider;
  log?: AssistLog;
}

/** A question reply of the dialogue (server/domain/conversation `AgentReply` of type `question`). */
export type QuestionReply = Extract<AgentReply, { type: 'question' }>;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The model's reading of `text` as an answer to `question`, checked: it is returned only when the deterministic
 * parser reads it (`parseAnswer(question, reading, { now, candidate })` is ok), i.e. it is an answer of the question's
 * type (a yes/no, a number with a unit the parser knows, a date, a duration, one of the choices, or "not sure").
 * Meant for text the parser could not read; free-text questions are never sent (the parser reads any text).
 * @returns the reading (at most READING_MAX_CHARS characters), or null when the model cannot tell, fails, or gives
 *   something that is not such an answer. Never throws.
 */
export async function interpretWithModel(
  llm: LlmProvider,
  question: Question,
  text: string,
  opts: { now: Date; candidate?: CandidateFacts; log?: AssistLog },
): Promise<string | null> {
  if (question.answerType === 'text' || !text.trim()) return null;
  let reading: string | null;
  try {
    reading = await llm.interpretAnswer({
      question: question.text,
      answerType: question.answerType,
      ...(question.unit ? { unit: question.unit } : {}),
      ...(question.choices?.length ? { choices: question.choices.map((c) => c.label) } : {}),
      text,
    });
  } catch (e) {
    opts.log?.warn({ questionId: question.id, reason: errorText(e) }, 'language model reading failed; the answer is asked again');
    return null;
  }
  if (reading === null) return null;
  const rejected = (reason: string) => {
    opts.log?.warn(
      { questionId: question.id, answerType: question.answerType, reason },
      'language model reading rejected; the answer is asked again',
    );
    return null;
  };
  if (reading.length > READING_MAX_CHARS) return rejected(`longer than ${READING_MAX_CHARS} characters`);
  const parsed = parseAnswer(question, reading, { now: opts.now, candidate: opts.candidate });
  if (!parsed.ok) return rejected(`not a ${question.answerType} answer: ${parsed.reason}`);
  return reading;
}

/** The numbers written with digits in `s` ("5", "27.0", "1,000" → "5", "27.0", "1000"), as a sorted list. */
function numbersIn(s: string): string[] {
  return (s.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,(?=\d{3}\b)/g, '')).sort();
}

const MARKUP = /<[a-z/!][^>]*>|&[a-z]+;|&#\d+;|\]\(|https?:|www\.|\b[\w-]+\.(?:com|org|net|io|gov|edu|info|ly)\b/i;

/**
 * Why `candidate` cannot be shown instead of the question `original`, or null when it can: it must be non-empty, at
 * most PARAPHRASE_MAX_CHARS characters, one line, end with "?", keep every number of the original (numbers carry
 * thresholds: "5 or more warts", "BMI of 27") and add none, and have no HTML, markdown links or web addresses. Pure.
 */
export function paraphraseProblem(original: string, candidate: string): string | null {
  const text = candidate.trim();
  if (!text) return 'empty';
  if (text.length > PARAPHRASE_MAX_CHARS) return `longer than ${PARAPHRASE_MAX_CHARS} characters`;
  if (/[\r\n]/.test(text)) return 'more than one line';
  if (!text.endsWith('?')) return 'not a question (no "?" at the end)';
  if (MARKUP.test(text)) return 'has markup or a web address';
  const before = numbersIn(original);
  const after = numbersIn(text);
  const missing = before.filter((n) => !after.includes(n));
  if (missing.length) return `drops the number ${missing[0]}`;
  const added = after.filter((n) => !before.includes(n));
  if (added.length) return `adds the number ${added[0]}`;
  return null;
}

/**
 * `reply` with the model's rewording of its text in the agent's `persona` (the chat agent's persona field; may be
 * empty), when `paraphraseProblem` finds nothing wrong with it: `text` is the rewording and `originalText` the form's
 * wording. Otherwise (model failure, timeout, a rewording that fails a check, or the same text) `reply` unchanged.
 * Never throws.
 */
export async function paraphraseWithModel(llm: LlmProvider, reply: QuestionReply, persona: string, log?: AssistLog): Promise<QuestionReply> {
  const original = reply.originalText ?? reply.text;
  let candidate: string;
  try {
    candidate = await llm.paraphraseQuestion({ question: original, persona });
  } catch (e) {
    log?.warn({ questionId: reply.questionId, reason: errorText(e) }, 'language model rewording failed; the form’s wording is shown');
    return reply;
  }
  const problem = paraphraseProblem(original, candidate);
  if (problem) {
    log?.warn({ questionId: reply.questionId, reason: problem }, 'language model rewording rejected; the form’s wording is shown');
    return reply;
  }
  const text = candidate.trim();
  return text === original ? reply : { ...reply, text, originalText: original };
}

/** Longest phrased answer shown, in characters. */
export const PHRASING_MAX_CHARS = 700;

/** Capitalised words inside sentences (names of places, sites, medicines, sponsors), lower-cased. */
function namesIn(s: string): string[] {
  return (s.match(/(?<![.!?]\s|^)\b\p{Lu}[\p{L}\p{N}-]+/gu) ?? []).map((w) => w.toLowerCase());
}

/**
 * Why `candidate` cannot be shown instead of the chat's answer `original` (built from the study's record), or null
 * when it can: non-empty, at most PHRASING_MAX_CHARS characters, no HTML, markdown links or web addresses, every
 * number of it in the original, and every capitalised word inside its sentences (a place, a site, a medicine) in the
 * original — so the model can only say the record's facts in other words, never add one. Pure.
 */
export function phrasingProblem(original: string, candidate: string): string | null {
  const text = candidate.trim();
  if (!text) return 'empty';
  if (text.length > PHRASING_MAX_CHARS) return `longer than ${PHRASING_MAX_CHARS} characters`;
  if (MARKUP.test(text)) return 'has markup or a web address';
  const numbers = numbersIn(original);
  const added = numbersIn(text).find((n) => !numbers.includes(n));
  if (added) return `adds the number ${added}`;
  const words = new Set(original.toLowerCase().split(/[^\p{L}\p{N}-]+/u));
  const name = namesIn(text).find((w) => !words.has(w));
  if (name) return `adds the name "${name}"`;
  return null;
}

/** A text reply that answers a visitor's own question (server/domain/conversation `askReplies`). */
type AnswerReply = Extract<AgentReply, { type: 'text' }> & { answersQuestion: string };

/**
 * `reply` with the model's phrasing of its answer in the agent's `persona`, when `phrasingProblem` finds nothing wrong
 * with it (`text` the phrasing, `originalText` the answer from the record); otherwise `reply` unchanged. Never throws.
 */
export async function phraseWithModel(llm: LlmProvider, reply: AnswerReply, persona: string, log?: AssistLog): Promise<AnswerReply> {
  let candidate: string;
  try {
    candidate = await llm.phraseAnswer({ question: reply.answersQuestion, answer: reply.text, persona });
  } catch (e) {
    log?.warn({ reason: errorText(e) }, 'language model phrasing failed; the answer from the study record is shown');
    return reply;
  }
  const problem = phrasingProblem(reply.text, candidate);
  if (problem) {
    log?.warn({ reason: problem }, 'language model phrasing rejected; the answer from the study record is shown');
    return reply;
  }
  const text = candidate.trim();
  return text === reply.text ? reply : { ...reply, text, originalText: reply.text };
}

/**
 * What the model gave for one visitor message, worked out before the message's transaction: the reading for the
 * question `questionId` (null when none was needed or none was accepted), the accepted rewordings by the form's
 * question text, and the accepted phrasings of answers to the visitor's questions by the answer's text.
 */
export interface AssistPlan {
  questionId: string | null;
  reading: string | null;
  paraphrases: Map<string, string>;
  phrasings?: Map<string, string>;
}

const NO_PLAN: AssistPlan = { questionId: null, reading: null, paraphrases: new Map() };

/**
 * Asks the model, outside any transaction, for what the visitor's message `text` needs, on the conversation `row` as
 * read without a lock (null when it could not be read: the transaction then reports why). When the dialogue waits for
 * an answer the parser cannot read (`unreadAnswerQuestion`), the checked reading (`interpretWithModel`); then, on the
 * replies the dialogue would give (the pure `step`, run here only to see them), a checked rewording of each question
 * (`paraphraseWithModel`) and a checked phrasing of each answer to the visitor's own questions (`phraseWithModel`),
 * with the agent's persona. Never throws because of the model.
 */
export async function planAssist(db: AppDb, assist: ChatAssist, row: ConversationRow | null, text: string, now: Date): Promise<AssistPlan> {
  const stored = row?.state as StoredState | null | undefined;
  if (!row || !stored || row.phase === 'verification') return NO_PLAN;
  const dialogue = stored.dialogue;
  const question = unreadAnswerQuestion(dialogue, text, now);
  const reading = question
    ? await interpretWithModel(assist.llm, question, text, { now, candidate: dialogue.candidateKnown, log: assist.log })
    : null;
  const predicted = step(dialogue, { id: 'planned', text, ...(reading ? { reading } : {}) }, { now }).replies;
  const questions = [...new Map(predicted.filter((r): r is QuestionReply => r.type === 'question').map((r) => [r.text, r])).values()];
  const answers = predicted.filter((r): r is AnswerReply => r.type === 'text' && !!r.answersQuestion);
  const paraphrases = new Map<string, string>();
  const phrasings = new Map<string, string>();
  if (questions.length || answers.length) {
    const [agent] = row.chatAgentId ? await db.select({ persona: chatAgent.persona }).from(chatAgent).where(eq(chatAgent.id, row.chatAgentId)) : [];
    const persona = agent?.persona ?? '';
    const [reworded, phrased] = await Promise.all([
      Promise.all(questions.map((r) => paraphraseWithModel(assist.llm, r, persona, assist.log))),
      Promise.all(answers.map((r) => phraseWithModel(assist.llm, r, persona, assist.log))),
    ]);
    for (const r of reworded) if (r.originalText) paraphrases.set(r.originalText, r.text);
    for (const r of phrased) if (r.originalText) phrasings.set(r.originalText, r.text);
  }
  return { questionId: question?.id ?? null, reading, paraphrases, phrasings };
}

/**
 * The message to give `step` on the dialogue as read inside the transaction: with the plan's reading only when the
 * dialogue still waits for the question the reading was made for (another message may have moved it on meanwhile).
 */
export function messageFor(plan: AssistPlan | null, dialogue: DialogueState, message: { id: string; text: string }): VisitorMessage {
  if (!plan?.reading || !plan.questionId || dialogue.currentQuestionId !== plan.questionId) return message;
  return { ...message, reading: plan.reading };
}

/**
 * `replies` with the plan's rewordings of question texts and phrasings of answers to the visitor's questions
 * (`originalText` keeps the form's wording, or the answer from the study's record).
 */
export function withParaphrases(plan: AssistPlan | null, replies: readonly AgentReply[]): AgentReply[] {
  if (!plan?.paraphrases.size && !plan?.phrasings?.size) return [...replies];
  return replies.map((r) => {
    const text =
      r.type === 'question' ? plan.paraphrases.get(r.text) : r.type === 'text' && r.answersQuestion ? plan.phrasings?.get(r.text) : undefined;
    return (r.type === 'question' || r.type === 'text') && text ? { ...r, text, originalText: r.text } : r;
  });
}
