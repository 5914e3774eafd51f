/**
 * Answers that contradict each other ("Bad input and safety": an answer that contradicts an earlier one is
 * recorded and makes the result INCONCLUSIVE unless corrected). Conflicts are derived from the current answers every
 * time, so a correction that removes the contradiction removes the conflict. Two kinds:
 * - `same_key`: two shown questions fill the same answer key and part (or alias) with different definite answers
 *   (unsure answers never conflict);
 * - `mention`: a question about a condition or medication (`condition:…`, `medication:…`) was answered "no", and a later
 *   visitor message says the visitor has or takes it ("metformin for my diabetes" after "no" to diabetes). The concept
 *   is recognised by its name, or by its name without a leading qualifier ("type 2", "chronic", "active", …:
 *   "type 2 diabetes" → "diabetes"), after an affirming word (for, with, have, has, had, got, my, take, taking, on,
 *   diagnosed) in the same clause, and with no negation (no, not, never, don't, haven't, without) in that clause.
 */

import { formQuestions, visibleIds } from './flow';
import type { Conflict, DialogueState } from './types';

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const definite = (v: unknown) => v !== undefined && v !== null && v !== 'unsure';

const QUALIFIERS =
  /^(?:(?:type\s*(?:1|2|i|ii|one|two)|chronic|acute|active|severe|uncontrolled|current|advanced|known|significant|clinically significant)\s+)+/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phrases that name a concept in a message: the concept and the concept without its leading qualifiers. */
function conceptPhrases(answerKey: string): string[] {
  const concept = answerKey.slice(answerKey.indexOf(':') + 1).toLowerCase();
  const bare = concept.replace(QUALIFIERS, '');
  return [...new Set([concept, bare])].filter((p) => p.length >= 4);
}

/** Whether a message affirms having or taking the concept (see the rule above). */
export function affirmsConcept(message: string, answerKey: string): boolean {
  const clauses = message.toLowerCase().split(/[,.;!?]|\bbut\b/);
  return conceptPhrases(answerKey).some((phrase) => {
    const re = new RegExp(`\\b(?:for|with|have|has|had|got|my|take|taking|on|diagnosed)\\b(?:\\s+[\\w'-]+){0,3}?\\s+${escape(phrase)}\\b`);
    return clauses.some((c) => re.test(c) && !/\b(?:no|not|never|don'?t|do not|haven'?t|have not|without|didn'?t|nor)\b/.test(c));
  });
}

/** The conflicts among the current answers and messages of a dialogue (see the kinds above). */
export function findConflicts(state: Pick<DialogueState, 'form' | 'answers' | 'messages'>): Conflict[] {
  const shown = visibleIds(state);
  const questions = formQuestions(state).filter((q) => shown.has(q.id) && state.answers[q.id]);
  const conflicts: Conflict[] = [];
  const seen = new Set<string>();

  for (let i = 0; i < questions.length; i++) {
    for (let j = i + 1; j < questions.length; j++) {
      const [a, b] = [questions[i], questions[j]];
      if (a.answerPart !== b.answerPart) continue;
      const [va, vb] = [state.answers[a.id].value, state.answers[b.id].value];
      if (!definite(va) || !definite(vb) || same(va, vb)) continue;
      const bKeys = new Set([b.answerKey, ...(b.aliasKeys ?? [])]);
      const key = [a.answerKey, ...(a.aliasKeys ?? [])].find((k) => bKeys.has(k));
      if (!key || seen.has(`${key}|${a.id}|${b.id}`)) continue;
      seen.add(`${key}|${a.id}|${b.id}`);
      const messageIds = [state.answers[a.id].messageId, state.answers[b.id].messageId].filter((m): m is string => m !== null);
      conflicts.push({ answerKey: key, kind: 'same_key', questionIds: [a.id, b.id], messageIds });
    }
  }

  const order = new Map(state.messages.map((m, i) => [m.id, i]));
  for (const q of questions) {
    const answer = state.answers[q.id];
    if (answer.value !== 'no' || answer.source !== 'visitor' || (q.answerPart !== 'present' && q.answerPart !== 'value')) continue;
    const from = answer.messageId === null ? -1 : (order.get(answer.messageId) ?? -1);
    for (const key of [q.answerKey, ...(q.aliasKeys ?? [])].filter((k) => /^(?:condition|medication):/.test(k))) {
      const later = state.messages.slice(from + 1).find((m) => affirmsConcept(m.text, key));
      if (later) conflicts.push({ answerKey: key, kind: 'mention', questionIds: [q.id], messageIds: [answer.messageId!, later.id] });
    }
  }
  return conflicts;
}
