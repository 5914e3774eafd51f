/**
 * Pure rules of the public chat transcript ("Public chat"): which agent line the visitor is answering, what
 * the composer offers for it (quick replies, month picker, unit, example), when the chat is over, how new lines join
 * the transcript and how a month is sent. No React, no I/O.
 */
import type { ChatConversation, ChatMessage } from './types';

type Reply = NonNullable<ChatMessage['reply']>;

/** A quick-reply button: the label shown and the text sent as the visitor's message when pressed. */
export interface QuickReply {
  label: string;
  send: string;
}

/**
 * What the composer offers for the question the agent is waiting on. `monthMax` is YYYY-MM (the `max` of a month
 * `<input>`), from `reply.datePicker.max` (YYYY-MM-DD); `unit` is shown beside a number answer ("kg", "years",
 * "ft / in" for a height asked in feet and inches); `example` becomes the input placeholder; `keyboard` is the
 * on-screen keyboard a phone shows (`decimal` for a plain number, `text` where a unit or words are typed).
 */
export interface AnswerAids {
  replyType: string | null;
  answerType: string | null;
  quickReplies: QuickReply[];
  datePicker: { monthMax: string | undefined } | null;
  unit: string | null;
  example: string | null;
  keyboard: 'decimal' | 'text';
}

/** How a question's unit is shown beside the field: a height kept in inches is asked in feet and inches. */
const UNIT_LABELS: Readonly<Record<string, string>> = { in: 'ft / in' };

/**
 * Units whose answers are typed with a unit or symbols: a weight (kg, lb: "82 kg", "12 st 4") or a height (cm, in:
 * 5'10", "5 10", "1.78 m"). A phone's decimal keypad has no letters, space or apostrophe, so these get the full
 * keyboard; so do durations ("3 weeks").
 */
const TYPED_WITH_UNIT = new Set(['kg', 'lb', 'cm', 'in']);

/** The keyboard for a question: decimal for number questions answered by a number alone, text otherwise. */
function keyboardFor(answerType: string | null, unit: string | null): AnswerAids['keyboard'] {
  return answerType === 'number' && !(unit && TYPED_WITH_UNIT.has(unit)) ? 'decimal' : 'text';
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The reply of the line the visitor is answering: the last agent line, passing over `progress` lines ("Question 4 of
 * 12" may follow the question). Null before any agent line.
 */
export function waitingReply(messages: readonly ChatMessage[]): Reply | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i];
    if (m.role !== 'agent') continue;
    if (m.reply?.type === 'progress') continue;
    return m.reply ?? null;
  }
  return null;
}

/** The answer aids of the waiting line (see AnswerAids); everything empty when the line asks for nothing typed. */
export function answerAids(messages: readonly ChatMessage[]): AnswerAids {
  const reply = waitingReply(messages);
  const picker = reply?.datePicker as { max?: unknown } | undefined;
  const max = str(picker?.max);
  const answerType = str(reply?.answerType);
  const unit = str(reply?.unit);
  return {
    replyType: reply?.type ?? null,
    answerType,
    quickReplies: (reply?.quickReplies ?? []).filter((q) => q.label && q.send),
    datePicker: picker && typeof picker === 'object' ? { monthMax: max ? max.slice(0, 7) : undefined } : null,
    unit: unit ? (UNIT_LABELS[unit] ?? unit) : null,
    example: str(reply?.example),
    keyboard: keyboardFor(answerType, unit),
  };
}

/** True when the chat is over: status COMPLETED, or phase `completed` / `declined` (the input is hidden). */
export function isClosed(conversation: Pick<ChatConversation, 'status' | 'phase'>): boolean {
  return conversation.status === 'COMPLETED' || conversation.phase === 'completed' || conversation.phase === 'declined';
}

/** The transcript with `incoming` lines added: one line per id (the newer copy wins), in `seq` order. */
export function mergeMessages(existing: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const m of existing) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** "Question 4 of 12" from `conversation.progress`, or null outside the questions. */
export function progressText(progress: ChatConversation['progress']): string | null {
  return progress && progress.total > 0 ? `Question ${progress.current} of ${progress.total}` : null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The visitor's message for a picked month: "2021-03" → "March 2021" (the server reads both); null if not YYYY-MM. */
export function monthAnswer(value: string): string | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : null;
}
