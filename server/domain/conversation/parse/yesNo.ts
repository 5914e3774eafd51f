/**
 * Yes / no / not sure from free text, for `yes_no_unsure` questions and the consent question.
 *
 * Rules (checked in this order on the normalised message, see `normalise`):
 * 1. "not sure", "don't know", "maybe", "idk", "no idea", "skip"… → `unsure` (`isUnsure`).
 * 2. Hedges — "I think so", "I believe so", "probably", "I guess", "I don't think so", "probably not" → `unsure`
 *    with `hedged: true`. A hedge is not a definite answer, and DESIGN §4 lets a criterion fail only "on a definite
 *    answer"; an unknown sends the criterion to the site instead of deciding it on a guess.
 * 3. No: "no", "n", "nope", "nah", "never", "not really", "not at all", "none", "negative", "I don't", "I do not",
 *    "I'm not", "I haven't", "I didn't", "I wasn't", "I won't", "I can't", "false"…, optionally followed by more words
 *    ("no, never had it").
 * 4. Yes: "yes", "y", "yep", "yeah", "yup", "ya", "sure", "correct", "right", "true", "absolutely", "definitely",
 *    "of course", "ok", "I do", "I am", "I have", "I did", "I was", "I will", "I can", "affirmative"…
 * Fillers before the answer ("um,", "well,", "oh,", "sorry,", "I mean,") are skipped. No is checked before yes, so
 * "I'm not" is no although "I'm" opens a yes; a message matching none of the rules is not understood.
 * 5. "I'm a man", "I am male" is not a yes (it says who, not whether): not understood here; `parseAnswer` reads it as
 *    no to a pregnancy or breastfeeding question (`SAYS_MALE`).
 */

import { isUnsure } from './text';

/** A yes/no reading: the response the form stores (`'yes' | 'no' | 'unsure'`), and whether it was a hedge. */
export interface YesNoReading {
  value: 'yes' | 'no' | 'unsure';
  hedged: boolean;
}

const HEDGE =
  /^(?:i\s+)?(?:think|believe|guess|suppose|reckon)\s+(?:so|not)\b|^(?:i\s+)?(?:don'?t|do not)\s+(?:think|believe)\s+so\b|^(?:probably|likely|most likely|possibly|kind of|kinda|sort of|i think|i guess)\b|^(?:yes|no),?\s+i\s+(?:think|guess|believe)\b/;

const NO =
  /^(?:no|n|nope|nah|naw|never|none|negative|false|not really|not at all|not that i know of|no way|no thanks|no thank you|of course not|definitely not|absolutely not|certainly not)\b|^(?:i\s+)?(?:don'?t|do not|dont|haven'?t|have not|havent|didn'?t|did not|didnt|wasn'?t|was not|won'?t|will not|can'?t|cannot|can not|am not|isn'?t|is not|not)\b|^i'?m not\b|^im not\b/;

/** "I'm a man", "I am male", "im a guy": the visitor says they are male. */
export const SAYS_MALE = /^(?:i am|i'?m|im)\s+(?:a\s+)?(?:man|male|guy|boy|gentleman|dude)\b/;

const YES =
  /^(?:yes|y|yep|yeah|yea|yeh|ya|yah|yup|yess+|sure|surely|correct|right|that'?s right|true|absolutely|definitely|certainly|of course|ok|okay|affirmative|indeed|i do|(?:i am|i'?m|im)(?!\s+\d)|i have|i'?ve|i did|i was|i will|i can|i agree|agreed|go ahead|please do|fine)\b/;

/**
 * Reads yes / no / not sure from a normalised message (`normalise`); null when it says none of them. See the rules
 * above for the phrasings.
 */
export function readYesNo(normalised: string): YesNoReading | null {
  const t = normalised.replace(/^(?:(?:um+|uh+|well|hmm+|oh|er+|ah|sorry|i mean)[,\s]+)+/, '');
  if (isUnsure(t)) return { value: 'unsure', hedged: false };
  if (HEDGE.test(t)) return { value: 'unsure', hedged: true };
  if (NO.test(t)) return { value: 'no', hedged: false };
  if (SAYS_MALE.test(t)) return null;
  if (YES.test(t)) return { value: 'yes', hedged: false };
  return null;
}
