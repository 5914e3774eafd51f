/**
 * Which questions of the form are asked, in which order, and which come from the verified candidate record. The
 * branching is the form's (`showIf`, read the way `answersFromForm` reads it), so the dialogue asks exactly the
 * questions whose answers count.
 */

import type { Question } from '../prescreenForm';
import type { CandidateKnown, DialogueState, RecordedAnswer } from './types';

/** The form's questions in order: shared questions first, then each study block's. */
export function formQuestions(state: Pick<DialogueState, 'form'>): Question[] {
  return [...state.form.sharedQuestions, ...state.form.blocks.flatMap((b) => b.questions)];
}

/** The response a branching condition compares (a yes/no answer as 'yes' / 'no'), as `answersFromForm` does. */
function comparable(q: Question, r: unknown): unknown {
  if (q.answerType === 'yes_no_unsure' && typeof r === 'boolean') return r ? 'yes' : 'no';
  return r;
}

const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/** The ids of the questions shown under the current answers (a follow-up only after its question got `equals`). */
export function visibleIds(state: Pick<DialogueState, 'form' | 'answers'>): Set<string> {
  const shown = new Set<string>();
  const questions = formQuestions(state);
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const q of questions) {
    if (q.showIf) {
      const parent = byId.get(q.showIf.questionId);
      if (!parent || !shown.has(parent.id)) continue;
      if (!same(comparable(parent, state.answers[parent.id]?.value), q.showIf.equals)) continue;
    }
    shown.add(q.id);
  }
  return shown;
}

const PREGNANCY_KEYS = new Set(['pregnant', 'breastfeeding', 'planningPregnancy']);

/**
 * Whether a question is not asked: pregnancy questions (`pregnant`, `breastfeeding`, `planningPregnancy`) once the
 * sex is MALE (the eligibility core decides pregnancy criteria from `sex: 'MALE'`, server/domain/eligibility/evaluate.ts).
 */
export function skipped(state: Pick<DialogueState, 'form' | 'answers'>, q: Question): boolean {
  const keys = [q.answerKey, ...(q.aliasKeys ?? [])];
  if (!keys.every((k) => PREGNANCY_KEYS.has(k))) return false;
  return formQuestions(state).some((x) => x.answerKey === 'sex' && state.answers[x.id]?.value === 'MALE');
}

/** The questions the visitor is asked under the current answers, in order (visible, not from the record, not skipped). */
export function askable(state: Pick<DialogueState, 'form' | 'answers'>): Question[] {
  const shown = visibleIds(state);
  return formQuestions(state).filter((q) => shown.has(q.id) && state.answers[q.id]?.source !== 'record' && !skipped(state, q));
}

/** The next question to ask: the first askable question without an answer; null when every one is answered. */
export function nextQuestion(state: Pick<DialogueState, 'form' | 'answers'>): Question | null {
  return askable(state).find((q) => !state.answers[q.id]) ?? null;
}

/** "Question n of total": n = answered askable questions + 1, total = askable questions under the current answers. */
export function progress(state: Pick<DialogueState, 'form' | 'answers'>): { current: number; total: number } {
  const list = askable(state);
  return { current: list.filter((q) => state.answers[q.id]).length + 1, total: list.length };
}

/** Age in completed years on `now`'s UTC date from a birth date `YYYY-MM-DD`; null when not a date. */
function ageOn(birthDate: string, now: Date): { years: number; months: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  let months = (now.getUTCFullYear() - y) * 12 + (now.getUTCMonth() - mo);
  if (now.getUTCDate() < d) months -= 1;
  return months < 0 ? null : { years: Math.floor(months / 12), months };
}

/**
 * Answers taken from the verified candidate record instead of asking: `age` (years) from `ageYears` or the birth
 * date, `ageMonths` from the birth date, `sex` when the question offers that value. Source `record`, no message.
 */
export function recordAnswers(questions: readonly Question[], known: CandidateKnown, now: Date): RecordedAnswer[] {
  const at = now.toISOString();
  const age = known.birthDate ? ageOn(known.birthDate, now) : null;
  const out: RecordedAnswer[] = [];
  const put = (q: Question, value: unknown, normalized: string) =>
    out.push({ questionId: q.id, value, normalized, source: 'record', messageId: null, text: null, at });
  for (const q of questions) {
    if (q.answerType === 'number' && q.answerKey === 'age' && q.answerPart === 'value') {
      const years = age?.years ?? known.ageYears;
      if (years !== undefined) put(q, years, `${years} years`);
    } else if (q.answerType === 'number' && q.answerKey === 'ageMonths' && age) {
      put(q, age.months, `${age.months} months`);
    } else if (q.answerType === 'choice' && q.answerKey === 'sex' && known.sex) {
      const choice = q.choices?.find((c) => c.value === known.sex);
      if (choice) put(q, choice.value, choice.label);
    }
  }
  return out;
}
