/**
 * The answers vocabulary: a candidate's answers are one flat map keyed by concept, so that one answer decides the
 * criteria of every trial that asks about the same concept (a prescreen form merges duplicate questions on this).
 *
 * | key | value |
 * |---|---|
 * | `age` | completed years (number); or `ageMonths`: completed months |
 * | `sex` | `'FEMALE'` or `'MALE'` |
 * | `pregnant`, `breastfeeding`, `planningPregnancy` | boolean |
 * | `contraception` | boolean: agrees to use effective contraception |
 * | `bmi` | kg/m² |
 * | `weight` | kg, or `{ value, unit: 'lb' }` |
 * | lab analytes `hba1c` `egfr` `creatinine` `creatinine_clearance` `alt` `ast` `bilirubin` `hemoglobin` `platelets` `anc` | number in the analyte's usual unit (`CANONICAL_LAB_UNIT`: %, mL/min/1.73m², mg/dL, ×ULN, g/dL, ×10^9/L) or `{ value, unit }` |
 * | `systolicBp`, `diastolicBp` | mmHg |
 * | `ecog` | 0–5; `karnofsky`: 0–100 (%) |
 * | `condition:<concept>`, `medication:<concept>`, `procedure:<concept>`, `smoking`, `trialParticipation` | `EventAnswer` or boolean |
 * | `consent`, `compliance`, `healthyVolunteer` | boolean |
 * | `text:<criterion text, lower-cased>` | boolean: the criterion's statement is true of the candidate (unstructured criteria, investigator judgement) |
 */
import type { Rule } from './types';

/**
 * Something a person has, takes, had done or did (a condition, a medication, a procedure, smoking, trial
 * participation). `present`: ever (false = never). `current`: now. `lastAt`: most recent occurrence as an ISO date
 * `YYYY-MM-DD` or month `YYYY-MM` (diagnosis, last dose, operation, quit date, end of last trial). `daysAgo`: the
 * same as a number of days before the evaluation date, when no date is known. A boolean answer `b` means
 * `{ present: b, current: b }`.
 */
export interface EventAnswer {
  present: boolean;
  current?: boolean;
  lastAt?: string;
  daysAgo?: number;
}

/** A value with its unit, for measurements given in a unit other than the usual one. */
export interface Measured {
  value: number;
  unit: string;
}

/** One answer. `null` / missing = not answered (unknown). */
export type AnswerValue = boolean | number | string | EventAnswer | Measured | null | undefined;

/** All of a candidate's answers, keyed by concept (see the table above). */
export type Answers = Readonly<Record<string, AnswerValue>>;

/** The answer key of an unstructured criterion: `text:` + its text lower-cased with whitespace collapsed. */
export function textKey(text: string): string {
  return 'text:' + text.toLowerCase().replace(/\s+/g, ' ').trim();
}

const PREGNANCY_KEYS = { pregnant: 'pregnant', breastfeeding: 'breastfeeding', planning_pregnancy: 'planningPregnancy' } as const;

/**
 * The answer keys that decide a criterion with this rule (and text, for rules the site judges per trial); a composite
 * rule reads the keys of all its parts.
 */
export function answerKeysOf(rule: Rule | null, text: string): string[] {
  if (!rule) return [textKey(text)];
  switch (rule.type) {
    case 'age':
      return ['age'];
    case 'pregnancy':
      return rule.states.map((s) => PREGNANCY_KEYS[s]);
    case 'lab':
      return [...rule.analytes];
    case 'blood_pressure':
      return [...(rule.systolic ? ['systolicBp'] : []), ...(rule.diastolic ? ['diastolicBp'] : [])];
    case 'condition':
    case 'medication':
    case 'procedure':
      return rule.concepts.map((c) => `${rule.type}:${c}`);
    case 'trial_participation':
      return ['trialParticipation'];
    case 'healthy_volunteer':
      // Known limitation, kept deliberately for now: whether someone is "healthy" depends on the trial (healthy with
      // respect to the condition it studies), so in a form with two trials one answer decides both, and a "yes"
      // given with one trial in mind excludes the candidate from the other. The key cannot be made trial-specific
      // inside this core alone: the record criterion's rule and text are the same for every trial (`structureTrial`
      // is given neither the trial's id nor its conditions), answer keys are recomputed from rule and text when
      // staff edit criteria (server/modules/trials/criteria/stored.ts), and the form generator words this question by
      // looking the key up in a fixed table (server/domain/prescreenForm/generate.ts), which a suffixed key would
      // miss. Making it `healthyVolunteer:<trial>` needs those three changed together.
      return ['healthyVolunteer'];
    case 'composite':
      return [...new Set(rule.rules.flatMap((r) => answerKeysOf(r, text)))];
    case 'investigator_judgement':
      return [textKey(text)];
    default:
      return [rule.type];
  }
}
