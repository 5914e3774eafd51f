/**
 * A candidate's responses to a form → the eligibility answers map (server/domain/eligibility/answers.ts) that
 * `evaluate` reads. One response fills its question's answer key and aliases, so a shared question decides the
 * criteria of every trial it feeds.
 */
import type { Answers, AnswerValue, EventAnswer } from '../eligibility';
import type { FormContent, FormResponses, Question } from './types';
import { bodyMeasure, isBodyMeasure } from './units';

const DAYS_PER: Readonly<Record<string, number>> = {
  day: 1,
  days: 1,
  week: 7,
  weeks: 7,
  month: 30.4375,
  months: 30.4375,
  year: 365.25,
  years: 365.25,
};
const CM_PER: Readonly<Record<string, number>> = { cm: 1, m: 100, in: 2.54, inch: 2.54, inches: 2.54 };
const KG_PER: Readonly<Record<string, number>> = { kg: 1, lb: 0.45359237, lbs: 0.45359237 };
const DATE = /^\d{4}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?$/;

type Part = Exclude<Question['answerPart'], 'value'>;

/** `{ value, unit }` with a finite number, else null. */
function measured(r: unknown): { value: number; unit: string } | null {
  if (!r || typeof r !== 'object') return null;
  const { value, unit } = r as { value?: unknown; unit?: unknown };
  return typeof value === 'number' && Number.isFinite(value) && typeof unit === 'string' ? { value, unit } : null;
}

/** 'yes' / true → true, 'no' / false → false, anything else (unsure, missing) → undefined. */
function yesNo(r: unknown): boolean | undefined {
  if (r === 'yes' || r === true) return true;
  if (r === 'no' || r === false) return false;
  return undefined;
}

/** A response as the value the answers map holds, or undefined when it does not answer the question. */
function read(q: Question, r: unknown): AnswerValue | undefined {
  switch (q.answerType) {
    case 'yes_no_unsure': {
      const v = yesNo(r);
      return q.invert && v !== undefined ? !v : v;
    }
    case 'number': {
      // weight and height are kept in one representation whichever unit the question asks in (./units.ts)
      const body = (value: number, unit: string) => (isBodyMeasure(q.answerKey) ? bodyMeasure(q.answerKey, value, unit) : undefined);
      if (typeof r === 'number' && Number.isFinite(r)) return (q.unit ? body(r, q.unit) : undefined) ?? r;
      const m = measured(r);
      return m ? (body(m.value, m.unit) ?? (m.unit === q.unit ? m.value : m)) : undefined;
    }
    case 'date':
      return typeof r === 'string' && DATE.test(r) ? r : undefined;
    case 'duration': {
      const m = measured(r) ?? (typeof r === 'number' && Number.isFinite(r) ? { value: r, unit: q.unit ?? 'days' } : null);
      const per = m && DAYS_PER[m.unit];
      return m && per && m.value >= 0 ? Math.round(m.value * per) : undefined;
    }
    case 'choice':
      return q.choices?.find((c) => c.value === r)?.value;
    case 'text':
      return typeof r === 'string' && r.trim() ? r.trim() : undefined;
  }
}

/** The response a branching condition compares: yes/no questions compare 'yes' / 'no' (a boolean counts as one). */
function comparable(q: Question, r: unknown): unknown {
  if (q.answerType === 'yes_no_unsure' && typeof r === 'boolean') return r ? 'yes' : 'no';
  return r;
}

const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/** A number answer in the base unit of `table` (a plain number is already in it; `{ value, unit }` is converted), else null. */
function inBaseUnit(a: AnswerValue, table: Readonly<Record<string, number>>): number | null {
  if (typeof a === 'number') return a;
  const m = measured(a);
  const per = m && table[m.unit.toLowerCase()];
  return m && per ? m.value * per : null;
}

/**
 * The answers map from a candidate's responses (by question id).
 * - Questions are read in form order; a question hidden by its `showIf` (its question hidden, or answered otherwise)
 *   is ignored, and so is an answer that does not fit the question (unsure, a date in the wrong format, a choice not
 *   offered).
 * - `value` questions set the key: yes/no → boolean, a number in the question's unit → number (another unit →
 *   `{ value, unit }`, which `evaluate` converts for weight and lab values), a choice → its value, a date or text →
 *   the string. Durations (`daysAgo`) become whole days. Weight and height, asked in kg / cm or in lb / in: a number
 *   of kg or cm, else `{ value, unit: 'lb' }` or `{ value, unit: 'in' | 'm' }` (a plain 180 to a question in pounds
 *   → `{ value: 180, unit: 'lb' }`; `lbs`, stone and feet are put in lb and in; see ./units.ts).
 * - `present` / `current` / `lastAt` / `daysAgo` questions of one key make one `EventAnswer`; "no" to `present`
 *   means never (the follow-ups are ignored); a follow-up alone implies `present: true` when it says it happened.
 * - Two visible questions giving different answers for the same key (not merged yet) conflict: the key is left out,
 *   so the criteria it decides stay unknown.
 * - `bmi` is computed from `weight` (kg, or `{ value, unit: 'lb' }`) and `height` (cm, or `{ value, unit: 'in' | 'm' }`)
 *   when no question asks for it, rounded to 0.1 kg/m².
 * Same content and responses, same answers.
 */
export function answersFromForm(content: FormContent, responses: FormResponses): Answers {
  const values = new Map<string, AnswerValue>();
  const events = new Map<string, Map<Part, AnswerValue>>();
  const conflicts = new Set<string>();
  const set = <K>(map: Map<K, AnswerValue>, slot: K, value: AnswerValue, key: string) => {
    if (map.has(slot) && !same(map.get(slot), value)) conflicts.add(key);
    map.set(slot, value);
  };

  for (const q of shownQuestions(content, responses)) {
    const value = read(q, responses[q.id]);
    if (value === undefined) continue;
    for (const key of [q.answerKey, ...(q.aliasKeys ?? [])]) {
      if (q.answerPart === 'value') set(values, key, value, key);
      else {
        const event = events.get(key) ?? new Map<Part, AnswerValue>();
        events.set(key, event);
        set(event, q.answerPart, value, key);
      }
    }
  }

  const answers: Record<string, AnswerValue> = {};
  for (const [key, value] of values) if (!events.has(key)) answers[key] = value;
  for (const [key, e] of events) {
    const [ever, current, lastAt, daysAgo] = [e.get('present'), e.get('current'), e.get('lastAt'), e.get('daysAgo')];
    const happened = current === true || typeof lastAt === 'string' || typeof daysAgo === 'number';
    const present = typeof ever === 'boolean' ? ever : happened ? true : undefined;
    if (present === undefined) continue;
    const event: EventAnswer = { present };
    if (present) {
      if (typeof current === 'boolean') event.current = current;
      if (typeof lastAt === 'string') event.lastAt = lastAt;
      if (typeof daysAgo === 'number') event.daysAgo = daysAgo;
    }
    answers[key] = event;
  }
  for (const key of conflicts) delete answers[key];

  if (answers.bmi === undefined && answers.weight !== undefined && answers.height !== undefined) {
    const kg = inBaseUnit(answers.weight, KG_PER);
    const cm = inBaseUnit(answers.height, CM_PER);
    if (kg && cm) answers.bmi = Math.round((kg / (cm / 100) ** 2) * 10) / 10;
  }
  return answers;
}

/**
 * The answer keys (with aliases) of the questions shown under `responses` that the candidate answered "not sure"
 * (`'unsure'`): `recommend` leaves the criteria resting on them to the site (eligibility `PrescreenState.unsure`).
 */
export function unsureKeys(content: FormContent, responses: FormResponses): string[] {
  const keys = new Set<string>();
  for (const q of shownQuestions(content, responses))
    if (responses[q.id] === 'unsure') [q.answerKey, ...(q.aliasKeys ?? [])].forEach((k) => keys.add(k));
  return [...keys];
}

/** The questions shown under `responses`, in form order: a question with `showIf` only when its question is shown and got `equals`. */
function shownQuestions(content: FormContent, responses: FormResponses): Question[] {
  const questions = [...content.sharedQuestions, ...content.blocks.flatMap((b) => b.questions)];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const shown = new Set<string>();
  return questions.filter((q) => {
    const parent = q.showIf && byId.get(q.showIf.questionId);
    if (q.showIf && !(parent && shown.has(parent.id) && same(comparable(parent, responses[parent.id]), q.showIf.equals))) return false;
    shown.add(q.id);
    return true;
  });
}
