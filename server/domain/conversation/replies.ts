/**
 * The agent's replies and their wording: questions with quick replies and input hints, progress, re-asks, and the
 * closing messages. Closing messages never name a criterion, a condition or a medicine: the FAIL message is kind and
 * says only that this study is not the right fit ("a kind, non-judgemental message on FAIL that never lists
 * medical reasons").
 */

import type { Question } from '../prescreenForm';
import { exampleFor } from './parse';
import type { AgentReply, DialogueResult, QuickReply } from './types';

const YES_NO: QuickReply[] = [
  { label: 'Yes', send: 'Yes' },
  { label: 'No', send: 'No' },
  { label: 'Not sure', send: 'Not sure' },
];

/** Closing texts by outcome. */
export const CLOSING_TEXT = {
  next_step:
    'Thank you for answering all the questions. From your answers, you may be able to take part in this study. Someone from the study site will contact you to book a visit, where they will go through the next steps with you.',
  not_eligible:
    "Thank you for taking the time to answer these questions. This particular study isn't the right fit for you at the moment. Every study looks for a very specific group of people, so this says nothing about you. We'd be glad to let you know about other studies that may suit you.",
  review: 'Thank you for your answers. A member of the study team will look at them and may contact you to go over a few of them together.',
  declined:
    "No problem, and thank you for your time. We won't contact you about this study. If you change your mind, you're welcome to come back to this chat at any time.",
  paused: "No problem. Your answers so far are saved. Come back to this chat whenever you like and we'll pick up where you left off.",
} as const;

/** The contact-consent question, with yes / no quick replies. */
export function consentReply(consentText: string): AgentReply {
  return { type: 'consent', text: consentText, quickReplies: [YES_NO[0], YES_NO[1]] };
}

/**
 * A form question as a reply: yes/no questions get Yes / No / Not sure buttons, choice questions one button per
 * choice (the label is sent, which `parseAnswer` reads back), dates a month-precision date picker up to today,
 * numbers their unit; the example answer is included for the chat page's placeholder.
 */
export function questionReply(q: Question, now: Date): AgentReply {
  const reply: Extract<AgentReply, { type: 'question' }> = {
    type: 'question',
    questionId: q.id,
    text: q.text,
    answerType: q.answerType,
    example: exampleFor(q),
  };
  if (q.help) reply.help = q.help;
  if (q.unit) reply.unit = q.unit;
  if (q.answerType === 'yes_no_unsure') reply.quickReplies = YES_NO;
  if (q.answerType === 'choice')
    reply.quickReplies = [...(q.choices ?? []).map((c) => ({ label: c.label, send: c.label })), { label: 'Not sure', send: 'Not sure' }];
  if (q.answerType === 'date') reply.datePicker = { precision: 'month', max: now.toISOString().slice(0, 10) };
  return reply;
}

/** "Question 4 of 12". */
export function progressReply(current: number, total: number): AgentReply {
  return { type: 'progress', current, total, text: `Question ${current} of ${total}` };
}

/** A plain text reply. */
export function textReply(text: string): AgentReply {
  return { type: 'text', text };
}

/** The closing reply for an outcome. */
export function closingReply(outcome: DialogueResult['outcome'] | 'declined' | 'paused'): AgentReply {
  return { type: 'closing', outcome, text: CLOSING_TEXT[outcome] };
}

/** Shown once when a new answer contradicts an earlier one. */
export const CONFLICT_TEXT =
  'That\'s different from something you told me earlier. If one of your answers was a slip, just tell me, for example: "sorry, I meant no".';

/** When the visitor still cannot tell whether theirs is what the question names: the site checks it. */
export const COUNTS_NOTED_TEXT = "I'll note that as not sure, with what you told me, and the study team will check whether it counts.";

/** After the second re-ask fails. */
export const GIVE_UP_TEXT = "No problem, I'll note that one as not sure and we'll move on.";

/** Asked once after a hedged yes/no that leans to a side ("I don't think so" → "Just to check: would you say no?"). */
export function hedgeCheckText(lean: 'yes' | 'no'): string {
  return `Just to check: would you say ${lean}? If you're not sure, that's fine too — just say "not sure".`;
}

/** After a hedged yes/no ("I think so"). */
export const HEDGE_TEXT = "Thanks. I'll note that as not sure, and the study team can go over it with you.";

/** When the visitor comes back to a paused dialogue. */
export const WELCOME_BACK_TEXT = "Welcome back! Let's pick up where we left off.";

/** Asked before closing on a "no" to contact: a refusal is confirmed, never guessed. */
export const CONFIRM_DECLINE_TEXT = "You'd rather the study site didn't contact you about this study — is that right?";

/**
 * Said after answering the visitor's questions asked instead of answering the contact question (a question is never
 * consent), before the contact question again.
 */
export const CONSENT_QUESTION_TEXT = 'Before we go on, I need to know:';

/** The re-ask of the contact question after unclear replies: nothing is taken as a refusal unless it is one. */
export const CONSENT_UNCLEAR_TEXT = "Sorry, I didn't understand. Please answer yes or no — and if you'd rather not go on, just say no.";

/** A visitor who declined and then says yes in the same conversation. */
export const REOPENED_TEXT = 'Thank you — happy to continue.';

/** The closing confirmation's quick replies. */
export const CONFIRM_REPLIES = [
  { label: "Yes, don't contact me", send: 'Yes' },
  { label: 'No, you can contact me', send: 'No' },
];

/** When the visitor corrects an answer the verified record gave (age, sex). */
export const RECORD_TEXT = "I have that from your verified details, so I'll leave it as it is. The study team can check it with you.";

/** When a correction cannot be read. */
export const CORRECTION_UNREAD_TEXT =
  'Sorry, I couldn\'t tell which answer you want to change, or to what. You can say, for example, "actually I\'m 45" or "sorry, I meant no".';

/** After a correction: which question, and the new answer. */
export function correctedText(q: Question, normalized: string): string {
  return `Thanks, I've changed your answer to "${q.text}" to: ${normalized}.`;
}

/** The re-ask: why it was not read, and an example. */
export function reAskText(reason: string, example: string): string {
  return `${reason} ${example}`;
}

/**
 * Told once, in Spanish, to a visitor who writes in Spanish: the questions are in English for now (short answers
 * such as "sí", "no", "no sé" are understood), and that the wish to speak Spanish is noted for the study team's call
 * (the conversation view shows it).
 */
export const SPANISH_TEXT =
  'Gracias por escribir. Por ahora las preguntas están en inglés, pero entiendo respuestas cortas como "sí", "no" o "no sé". He anotado que usted habla español: si lo prefiere, el equipo del estudio puede llamarle y hablar con usted en español.';

/** Said instead of asking a question whose answer the visitor gave earlier ("You told me earlier: 95 kg."). */
export function volunteeredText(q: Question, normalized: string): string {
  return `You told me earlier: ${normalized}, so I've noted that for "${q.text}" If that's not right, just tell me.`;
}

/** A short confirmation of a number, date, duration or choice answer ("Got it: 178 cm."). */
export function ackText(normalized: string): string {
  return `Got it: ${normalized}.`;
}
