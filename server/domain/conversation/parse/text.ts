/**
 * Shared helpers of the answer parsers: text normalisation, "I don't know" phrases (valid for every answer type),
 * English and Spanish number words, and typo distance. Pure, deterministic.
 */

/**
 * Lower case, curly quotes and primes made straight (’ → ', ″ → "), whitespace collapsed, trimmed; trailing
 * sentence punctuation (. ! ?) removed; "wat", "wut" written "what". Keeps digits, units and symbols such as ' " % / ,
 * as written.
 */
export function normalise(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019\u2032\u00b4`]/g, "'")
      .replace(/[\u201c\u201d\u2033]/g, '"')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.!?]+$/, '')
      .trim()
      // chat spellings of "what": "wat does forego mean"
      .replace(/\b(?:wat|wut|wht)\b/g, 'what')
  );
}

/** Whether a normalised message holds markup (an HTML tag): the visitor's text is kept, never read as an answer. */
export function hasMarkup(normalised: string): boolean {
  return /<\/?[a-z][^>]*>/.test(normalised);
}

/**
 * Phrases meaning "I don't know / not sure / rather not say" (the whole message, or its start), in English and
 * Spanish ("no sé", "ni idea"). Checked before every other reading, for every answer type, so "I don't know" is never
 * read as "no" ("I don't…"). "Maybe", "perhaps" and "possibly" are a "not sure" only without a number after them:
 * "maybe 80 kg" is a hedged value and "maybe 80 or 90" two values, neither of them a "not sure"; nor is "I don't know
 * exactly, maybe around 80 kg" (a value said roughly). "I can't say I'm fond of needles" is an idiom, not a "not sure".
 */
const UNSURE =
  /^(?:(?:i'?m|i am|im)\s+)?(?:not sure|unsure|not certain|uncertain)\b(?!\s+exactly\b.*\d)|^(?:i\s+)?(?:don'?t|do not|dont)\s+(?:really\s+)?(?:know|remember|recall)\b(?!\s+exactly\b.*\d)|^(?:i\s+)?(?:can'?t|cannot|can not)\s+(?:remember|recall|say(?! (?:i'?m|i am|i like|i love|i enjoy|that i)\b))\b|^(?:maybe|perhaps|possibly)\b(?!.*\d)|^(?:dunno|idk|no idea|not known|unknown|no clue|skip|pass|prefer not to (?:say|answer)|(?:i'?d|i would) rather not (?:say|answer)|(?:i'?m\s+)?not (?:telling|saying)|who knows|ni idea)\b|^no (?:lo )?s[eé](?!\p{L})|^n\/a$|^\?+$/u;

/** Whether a normalised message says the visitor does not know (or will not say): see `UNSURE`. */
export function isUnsure(normalised: string): boolean {
  return UNSURE.test(normalised);
}

/** Number words, with the misspellings typed most often ("twenty thre", "fourty", "ninty", "eightteen"). */
const ONES: Readonly<Record<string, number>> = {
  zero: 0,
  oh: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  thre: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  eightteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  ninty: 90,
};

/** Regex source matching a run of number words ("fifty-two", "one hundred and five", "a hundred", "a dozen"). */
const NUMBER_WORDS =
  '(?:(?:zero|one|two|three|thre|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|eightteen|nineteen|twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|ninty|hundred|dozen|a|an|and)(?:[\\s-]+|$|(?=\\W)))+';

/**
 * English number words → integer, 0–999: "fifty-two" → 52, "one hundred and five" → 105, "a hundred" → 100,
 * "twenty one" → 21, "a dozen" → 12, "two dozen" → 24. null when the words are not one well-formed number (e.g.
 * "and", "a a", "five two").
 */
export function wordsToNumber(words: string): number | null {
  const tokens = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((t) => t && t !== 'and');
  if (!tokens.length) return null;
  let total = 0;
  let current = 0;
  let seen = false;
  let last: 'ones' | 'tens' | 'hundred' | 'dozen' | null = null;
  for (const t of tokens) {
    if (last === 'dozen') return null;
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
    } else if (t === 'dozen') {
      if (last !== 'ones' && last !== null) return null;
      current = (current || 1) * 12;
      last = 'dozen';
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/**
 * A run of number words that is not one number, as the numbers it holds one after the other ("five two" → [5, 2],
 * "six one" → [6, 1], "one ninety" → [1, 90]: how people say heights and weights aloud), each the longest
 * well-formed number from where the last one ended; null when some word belongs to none.
 */
function numbersInRun(words: string): number[] | null {
  const tokens = words.split(/[\s-]+/).filter(Boolean);
  const out: number[] = [];
  for (let i = 0; i < tokens.length;) {
    let end = tokens.length;
    while (end > i && wordsToNumber(tokens.slice(i, end).join(' ')) === null) end--;
    if (end === i) return null;
    out.push(wordsToNumber(tokens.slice(i, end).join(' '))!);
    i = end;
  }
  return out;
}

/** Spanish number words, 0–199 ("setenta" → 70, "cuarenta y cinco" → 45, "ciento veinte" → 120). */
const ES_UNITS: Readonly<Record<string, number>> = {
  cero: 0,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  dieciséis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintidós: 22,
  veintitres: 23,
  veintitrés: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintiséis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const ES_TENS: Readonly<Record<string, number>> = { treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 };
// "once" (11) is left out: it is an English word ("I smoked once")
const ES_NUMBER = new RegExp(
  `(?<!\\p{L})(?:(cien|ciento)(?:\\s+(?=\\p{L}))?)?(?:(${Object.keys(ES_TENS).join('|')})(?:\\s+y\\s+(${['uno', 'una', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'].join('|')}))?|(${Object.keys(ES_UNITS).join('|')}))?(?!\\p{L})`,
  'gu',
);

function spanishDigits(text: string): string {
  return text.replace(
    ES_NUMBER,
    (run, hundred: string | undefined, tens: string | undefined, unit: string | undefined, alone: string | undefined) => {
      if (!hundred && !tens && !alone) return run;
      const n = (hundred ? 100 : 0) + (tens ? ES_TENS[tens] + (unit ? ES_UNITS[unit] : 0) : 0) + (alone ? ES_UNITS[alone] : 0);
      return String(n);
    },
  );
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

/** Words after which "one" is a pronoun, not a number ("one big one on my foot", "a small one", "my last one"). */
const BEFORE_PRONOUN_ONE = /\b(?:big|small|little|large|tiny|other|another|each|every|which|that|this|new|old|bad|good|last|next|same)\s+$/;

/**
 * Replaces number words in a normalised text by digits ("fifty-two years" → "52 years"); other words are kept, and
 * "one" after an adjective is a pronoun that stays ("one big one"). Also: Spanish number words ("setenta kilos" →
 * "70 kilos"); "half a dozen" → 6; a run of words that is several numbers, one digit group each ("five two" →
 * "5 2"); a decimal said aloud ("seven point two" → "7.2"); the letter "o" typed among digits for a zero ("2o19" →
 * "2019").
 */
export function digitsForWords(normalised: string): string {
  return spanishDigits(normalised)
    .replace(/\bhalf a dozen\b/g, '6')
    .replace(new RegExp(`\\b${NUMBER_WORDS}`, 'g'), (run: string, offset: number, all: string) => {
      // trailing "and" / "a" / "an" belong to the next words ("one and a half", "two and a bit"), not to the number;
      // a lone "a" / "an" is an article ("a year ago" is read by the duration parser)
      const trimmed = run
        .trim()
        .replace(/(?:[\s-]+(?:and|a|an))+$/, '')
        .replace(/[\s-]+$/, '');
      if (/^(?:a|an|and)$/.test(trimmed) || (trimmed === 'one' && BEFORE_PRONOUN_ONE.test(all.slice(0, offset)))) return run;
      const words = trimmed.replace(/^(?:a|an)\s+(?=hundred|dozen)/, 'one ');
      const n = wordsToNumber(words);
      if (n !== null) return run.replace(trimmed, String(n));
      // "a seventy-one year old woman": an article before the number, kept as it is
      const article = /^(an?\s+)(.+)$/.exec(words);
      const afterArticle = article && article[2] !== 'one' ? wordsToNumber(article[2]) : null;
      if (article && afterArticle !== null) return run.replace(trimmed, `${article[1]}${afterArticle}`);
      // several numbers said one after the other; an article before the first is left as it is ("a five two")
      const several = /^(?:a|an)\s/.test(words) ? null : numbersInRun(words);
      return several ? run.replace(trimmed, several.join(' ')) : run;
    })
    .replace(/\b(\d+) point (\d+)\b/g, '$1.$2')
    .replace(/\b(?=[\do]*\d)(?=[\do]*o)[\do]{3,}\b/g, (w) => w.replace(/o/g, '0'));
}

/**
 * Whether two words are at most one edit apart: a letter added, dropped or changed, or two neighbouring letters
 * swapped (Damerau–Levenshtein distance ≤ 1). Used to mend typos of answer words, month names and choice words.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].map((c, i) => (c === b[i] ? -1 : i)).filter((i) => i >= 0);
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < l.length; i++) if (l.slice(0, i) + l.slice(i + 1) === s) return true;
  return false;
}
