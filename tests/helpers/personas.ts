/**
 * Visitor personas for the demo chat: the Phases Demo organisation's published agent runs the form generated from
 * NCT05896215 (KNP2002 for common warts, ages 15–49; shared/data/ctgov). Each persona gives an answer per question,
 * matched on the question's wording. `eligible` (32 years old from the verified record, common warts, fewer than 5,
 * agrees to contraception and to sign the consent form, nothing excluded) → PASS. `manyWarts` is the same person with
 * 5 or more warts on the limbs (exclusion 1) → FAIL citing that criterion. Used by the API tests and the Playwright
 * flows, so both drive the same script.
 */
export interface Persona {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** E.164. */
  phone: string;
  /** [pattern of the question text, answer typed by the visitor]; first match wins; any other question → "no". */
  answers: [RegExp, string][];
}

const AGREES: [RegExp, string][] = [
  [/common warts/i, 'yes, on my hand'],
  [/birth control/i, 'yes'],
  [/sign a form/i, 'yep'],
];

export const PERSONAS = {
  eligible: {
    firstName: 'Mei',
    lastName: 'Tanaka',
    dateOfBirth: '1994-03-12',
    phone: '+16175550111',
    answers: [[/5 or more warts/i, 'no, just two'], ...AGREES],
  },
  manyWarts: {
    firstName: 'Jun',
    lastName: 'Park',
    dateOfBirth: '1990-08-30',
    phone: '+16175550122',
    answers: [[/5 or more warts/i, 'yes'], ...AGREES],
  },
} satisfies Record<string, Persona>;

/** The persona's answer to a question. */
export function answerFor(persona: Persona, question: string): string {
  return persona.answers.find(([re]) => re.test(question))?.[1] ?? 'no';
}
