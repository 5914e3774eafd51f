/**
 * Qualifiers of a condition that a yes/no question may ask about ("poorly controlled diabetes", "active cancer"), and
 * the answer words that say the opposite ("well controlled", "in remission"). Shared by the question's own test
 * (../questionTest.ts: the opposite is a no) and the yes/no reading (./index.ts: a yes that only names the condition
 * is checked, never taken as a yes to the qualified question). Pure.
 */

/** One qualifier: how a question asks it, how it is said back, and the words of the opposite. */
export interface Qualifier {
  asked: RegExp;
  phrase: string;
  opposite: RegExp;
}

export const QUALIFIERS: readonly Qualifier[] = [
  {
    asked: /\b(?:poorly|inadequately|not well|badly)[- ]controlled\b|\buncontrolled\b|\bunstable\b/,
    phrase: 'poorly controlled',
    opposite:
      /\b(?:well|good|nicely|fully|properly)[- ]?controlled\b|\bunder control\b|\b(?:it'?s|is|are|they'?re)\s+(?:fine|stable|normal|good|ok(?:ay)?)\b|\bcontrolled (?:on|with|by)\b|\bcontrol(?:led)? (?:is )?(?:good|well|fine|ok(?:ay)?)\b|\bon (?:meds|medication|tablets|pills)\s+(?:and\s+)?(?:it'?s|its|is)\s+(?:fine|ok(?:ay)?|good|normal|stable)\b/,
  },
  {
    asked: /\b(?:active|current|ongoing)\b/,
    phrase: 'active',
    opposite: /\b(?:in remission|cured|all clear|cancer[- ]free|gone|went away|no longer|not any ?more|treated and gone|clear now)\b/,
  },
];

/** The qualifier a question asks about (its normalised text), or null. */
export function askedQualifier(normalisedQuestion: string): Qualifier | null {
  return QUALIFIERS.find((q) => q.asked.test(normalisedQuestion)) ?? null;
}
