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
 * Whether a question is not asked because it does not apply to the visitor (`Question.appliesTo`), by the sex and age
 * of the verified record (`candidateKnown`) or, for the sex, the answer to a sex question; pregnancy questions are
 * never asked once the sex is MALE. The eligibility core reads the same facts (sex and age in the answers map,
 * `candidateFacts`), so a skipped question's criteria are still decided.
 */
export function skipped(state: Pick<DialogueState, 'form' | 'answers'> & Partial<Pick<DialogueState, 'candidateKnown'>>, q: Question): boolean {
  const answeredSex = formQuestions(state).find((x) => x.answerKey === 'sex' && state.answers[x.id])?.id;
  const sex = state.candidateKnown?.sex ?? (answeredSex ? (state.answers[answeredSex].value as string) : undefined);
  const keys = [q.answerKey, ...(q.aliasKeys ?? [])];
  if (sex === 'MALE' && keys.every((k) => PREGNANCY_KEYS.has(k))) return true;
  const to = q.appliesTo;
  if (!to) return false;
  const age = ageYearsOf(state);
  if (to.sex && sex && to.sex !== sex) return true;
  return age !== undefined && ((to.minAgeYears !== undefined && age < to.minAgeYears) || (to.maxAgeYears !== undefined && age > to.maxAgeYears));
}

/** The visitor's age in completed years from the record (`ageYears`, set by `start`), else from an answered age question. */
function ageYearsOf(state: Pick<DialogueState, 'form' | 'answers'> & Partial<Pick<DialogueState, 'candidateKnown'>>): number | undefined {
  if (state.candidateKnown?.ageYears !== undefined) return state.candidateKnown.ageYears;
  const q = formQuestions(state).find((x) => x.answerKey === 'age' && typeof state.answers[x.id]?.value === 'number');
  return q ? (state.answers[q.id].value as number) : undefined;
}

/**
 * The facts of the verified record as eligibility answers (`sex`, `age` in completed years), for criteria whose
 * questions were skipped or that no question asks (a pregnancy exclusion in a trial open to both sexes).
 */
export function candidateFacts(state: Pick<DialogueState, 'candidateKnown'>): Record<string, unknown> {
  const k = state.candidateKnown;
  return { ...(k.sex ? { sex: k.sex } : {}), ...(k.ageYears !== undefined ? { age: k.ageYears } : {}) };
}

/** The questions the visitor is asked under the current answers, in order (visible, not from the record, not skipped). */
export function askable(state: Pick<DialogueState, 'form' | 'answers'> & Partial<Pick<DialogueState, 'candidateKnown'>>): Question[] {
  const shown = visibleIds(state);
  return formQuestions(state).filter((q) => shown.has(q.id) && state.answers[q.id]?.source !== 'record' && !skipped(state, q));
}

/** The next question to ask: the first askable question without an answer; null when every one is answered. */
export function nextQuestion(state: Pick<DialogueState, 'form' | 'answers'> & Partial<Pick<DialogueState, 'candidateKnown'>>): Question | null {
  return askable(state).find((q) => !state.answers[q.id]) ?? null;
}

/** "Question n of total": n = answered askable questions + 1, total = askable questions under the current answers. */
export function progress(state: Pick<DialogueState, 'form' | 'answers'> & Partial<Pick<DialogueState, 'candidateKnown'>>): {
  current: number;
  total: number;
} {
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
