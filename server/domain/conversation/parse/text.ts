/**
 * Shared helpers of the answer parsers: text normalisation, "I don't know" phrases (valid for every answer type) and
 * English number words. Pure, deterministic.
 */

/**
 * Lower case, curly quotes and primes made straight (’ → ', ″ → "), whitespace collapsed, trimmed; trailing
 * sentence punctuation (. ! ?) removed. Keeps digits, units and symbols such as ' " % / , as written.
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '')
    .trim();
}

/**
 * Phrases meaning "I don't know / not sure / rather not say" (the whole message, or its start). Checked before every
 * other reading, for every answer type, so "I don't know" is never read as "no" ("I don't…").
 */
const UNSURE =
  /^(?:(?:i'?m|i am|im)\s+)?(?:not sure|unsure|not certain|uncertain)\b|^(?:i\s+)?(?:don'?t|do not|dont)\s+(?:really\s+)?(?:know|remember|recall)\b|^(?:i\s+)?(?:can'?t|cannot|can not)\s+(?:remember|recall|say)\b|^(?:dunno|idk|no idea|maybe|perhaps|possibly|not known|unknown|no clue|skip|pass|prefer not to (?:say|answer)|(?:i'?d|i would) rather not (?:say|answer)|who knows)\b|^n\/a$|^\?+$/;

/** Whether a normalised message says the visitor does not know (or will not say): see `UNSURE`. */
export function isUnsure(normalised: string): boolean {
  return UNSURE.test(normalised);
}

const ONES: Readonly<Record<string, number>> = {
  zero: 0, oh: 0, one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** Regex source matching a run of number words ("fifty-two", "one hundred and five", "a hundred"). */
export const NUMBER_WORDS =
  '(?:(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|hundred|a|an|and)(?:[\\s-]+|$|(?=\\W)))+';

/**
 * English number words → integer, 0–999: "fifty-two" → 52, "one hundred and five" → 105, "a hundred" → 100,
 * "twenty one" → 21. null when the words are not one well-formed number (e.g. "and", "a a").
 */
export function wordsToNumber(words: string): number | null {
  const tokens = words.toLowerCase().split(/[\s-]+/).filter((t) => t && t !== 'and');
  if (!tokens.length) return null;
  let total = 0;
  let current = 0;
  let seen = false;
  let last: 'ones' | 'tens' | 'hundred' | null = null;
  for (const t of tokens) {
    if (t in ONES) {
      if (last === 'ones') return null;
      if (last === 'tens' && ONES[t] >= 10) return null;
      if (last === 'tens' && (t === 'a' || t === 'an')) return null;
      current += ONES[t];
      last = 'ones';
    } else if (t in TENS) {
      if (last === 'ones' || last === 'tens') return null;
      current += TENS[t];
      last = 'tens';
    } else if (t === 'hundred') {
      if (last === 'hundred' || total) return null;
      total = (current || 1) * 100;
      current = 0;
      last = 'hundred';
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/**
 * A decimal number as written by a person: "7.2", "7,2" (a decimal comma), "1,200" (a thousands separator: a comma
 * followed by exactly three digits), "52". null when not a number.
 */
export function readDecimal(s: string): number | null {
  const t = s.trim();
  if (/^\d{1,3}(?:,\d{3})+$/.test(t)) return Number(t.replace(/,/g, ''));
  if (/^\d+,\d{1,2}$/.test(t) || /^\d+,\d{4,}$/.test(t)) return Number(t.replace(',', '.'));
  if (/^\d*\.?\d+$/.test(t)) return Number(t);
  return null;
}

/** Replaces number words in a normalised text by digits ("fifty-two years" → "52 years"); other words are kept. */
export function digitsForWords(normalised: string): string {
  return normalised.replace(new RegExp(`\\b${NUMBER_WORDS}`, 'g'), (run) => {
    // trailing "and" / "a" / "an" belong to the next words ("one and a half", "two and a bit"), not to the number;
    // a lone "a" / "an" is an article ("a year ago" is read by the duration parser)
    const trimmed = run.trim().replace(/(?:[\s-]+(?:and|a|an))+$/, '').replace(/[\s-]+$/, '');
    if (/^(?:a|an|and)$/.test(trimmed)) return run;
    const n = wordsToNumber(trimmed.replace(/^(?:a|an)\s+(?=hundred)/, 'one '));
    if (n === null) return run;
    return run.replace(trimmed, String(n));
  });
}
