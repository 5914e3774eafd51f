/**
 * Numbers with units from free text, for `number` questions. The question's `unit` decides the reading:
 * - `years` (age): "52", "I'm 52", "52 years old", "fifty-two", "52 yrs", "52yo"; "18 months" → 1 (completed years);
 *   an age to come is one less now ("I'll be 60 in August", "turning 60", "almost 60" → 59); "just turned 40" → 40.
 *   An age is known exactly, so "about 50", "over 50", "in my sixties" are asked again;
 * - `months` (age in months): "18 months", "2 years" → 24, "1 year 6 months" → 18, "18" → 18;
 * - `cm` (height, metric first): 5'10" / 5' 10 / 5 ft 10 / 5 feet 10 inches / "5 10" / "5 foot 3 and a half" → cm
 *   (1 in = 2.54 cm, 1 ft = 30.48 cm, NIST SP 811); "70 in"; "178 cm"; "1.78 m", "1,78 m", "1m78", "1 meter 78".
 *   A bare number is read as metres from 1.0 to 2.5 and as centimetres from 100 to 250; any other bare number is
 *   ambiguous (inches? centimetres?) and asked again;
 * - `in` (height asked in feet and inches, a trial in the United States): the same forms; a number in inches, or
 *   `{ value, unit: 'cm' }` for a height written in cm or m. A bare number is read in the question's system: a whole
 *   3–8 as feet ("6" → 6 ft 0 in, "six foot even"), 16–98 as inches ("66" → 5 ft 6 in); "5 6" and "5-6" are feet and
 *   inches; "5.6" (5 ft 6 in or 5.6 ft?) and any other bare number are asked again;
 * - `kg` (weight, metric first): "82 kg", "82 kilos", "180 lb", "180 lbs", "180 pounds", "12 stone", "12 st 4 lb",
 *   "11 stone 4" → kg (1 lb = 0.45359237 kg exactly, 1 stone = 14 lb). A bare number is ambiguous (kg or lb?) and
 *   asked again;
 * - `lb` (weight asked in pounds, a trial in the United States): the same forms; a number in pounds ("180" →
 *   180 lb, "one ninety" → 190 lb as said aloud; stone counted in pounds), or `{ value, unit: 'kg' }` for a weight
 *   written in kilograms;
 * - any other unit (`%`, `mmHg`, lab units of the eligibility core's `CANONICAL_LAB_UNIT`): the number, with the
 *   question's unit or none → a plain number; with another recognised unit ("53 mmol/mol" for HbA1c in %) →
 *   `{ value, unit }`, which `answersFromForm` passes on and `evaluate` converts (`convertLab`). "7,2" is 7.2, "seven
 *   point two" 7.2. The test's name and when it was done may stand around the number ("my last A1c was 6.8", "8.1 in
 *   March"). A bare HbA1c from 3 to 20 is a percentage (NGSP) and from 20 to 200 mmol/mol (IFCC): real results in
 *   the two units do not overlap (20 % is 195 mmol/mol, 20 mmol/mol is 4 %). "Never had that test" is "not sure".
 *   Blood pressure "130/85" gives 130 to the top-number question and 85 to the bottom-number one;
 * - no unit (a count: "How many warts…?"): the number, with the things counted after it ("6 warts on my hands");
 *   "none", "no warts" → 0; "a couple" → 2, "a dozen" → 12; counts by place add up ("7 on my hands and 2 on my
 *   feet" → 9); a closing "so 3 (now)" is the count. A number with a unit ("3 kg") is not a count.
 * Words around the number are allowed ("about", "around", "I weigh", "I'm", "tall", "roughly", "like I said", "last I
 * checked", "the doctor said"). In a longer sentence the value is read from the spans that carry their unit or their
 * own words ("I'm 5'4 and about 150 pounds" → 150 lb to a weight question, 5'4" to a height question; "I'm 61 and my
 * husband is 64" → 61; someone else's never: "my husband is 6 foot"), or else from the one clause with a number in
 * it ("I'm a big guy, about 260", "Retired, 71"): one value,
 * or the one said to be current when the others are past ("about 75 kg now, used to be 90"; "it was 9 but now it's
 * 7.5"). Two values of the same kind the text does not tell apart (a range "140-145", "80 or 85 kg"), a bound ("over
 * 100 kg", "under 7", "10+"), or a value the visitor says has changed since ("I was 90 kg but I've lost a bit since")
 * are not read: precision first, the question is asked again. The same height or weight written in both systems
 * ("1.68m (5'6)") is read in the question's system. Markup is never read. Results are rounded to 0.1 (cm, in, kg,
 * lb) and checked against plausible ranges (age 0–150 years; height 40–250 cm, in either unit; weight 2–400 kg, in
 * either unit; systolic 50–300 and diastolic 20–200 mmHg). How `answersFromForm` keeps weights and heights:
 * server/domain/prescreenForm/units.ts.
 */

import { CM_PER_IN, KG_PER_LB, LB_PER_STONE } from '../../prescreenForm/units';
import { digitsForWords, hasMarkup, readDecimal, withinOneEdit } from './text';

/**
 * A number reading: the form response and its wording for the visitor ("178 cm (5 ft 10 in)"); `'unsure'` for a lab
 * value the visitor never had measured.
 */
export type NumberReading =
  { ok: true; value: number | { value: number; unit: string } | 'unsure'; normalized: string } | { ok: false; reason: string };

const NUM = '(\\d+(?:[.,]\\d+)?)';
/** Month names and their short forms, as a pattern (no groups that capture). */
export const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** Words that only hedge a value ("about 80 kg"): allowed around weights, heights and lab values, not around an age. */
const APPROX = /\b(?:about|around|roughly|approximately|approx|or so|ish|give or take|more or less)\b|~/;

/** Leading and trailing words that do not change the number. */
const LEAD =
  /^(?:(?:(?:i )?(?:just )?weighed(?: myself)?(?: this morning| today| yesterday| just now)?|i'?m|im|i am|i weigh|i weight|i way|weigh|weighing|peso|it'?s|it is|its|my (?:height|weight|age|score|reading|level|result|number) (?:is|was)|i was|it was|age|aged|height|weight|about|around|roughly|approximately|approx|nearly|almost|~|maybe|probably|like|i think|last time|(?:my|the) last (?:one|1|reading|result|test) was|(?:when )?(?:i )?last (?:i )?checked(?: it was| i was)?|(?:they|the doctor|my doctor|doctor|the nurse|it) (?:said|says|told me)(?: it was| it'?s| i was| i'?m)?|it|only|just|exactly|let'?s say|say)\s*[:,]?\s*)+/;
const TRAIL =
  /\s*(?:,?\s*(?:tall|high|roughly|or so|ish|approx|approximately|i think|i believe|last time|at the moment|at present|now|currently|these days|give or take|more or less|like i said|as i said|exactly|on (?:the|my) scales?|this morning|today|yesterday|last (?:i|we) (?:heard|checked|knew)|at (?:my |the |his |her )?last (?:weigh[- ]?in|check(?:[- ]?up)?|visit|appointment)))+$/;

/** Bounds: words before a number that make it a limit, not a value ("over 100 kg", "less than 60", "10+"). */
const BOUND_BEFORE =
  /\b(?:over|under|below|above|less than|more than|fewer than|greater than|higher than|lower than|at least|at most|up to|no more than|not more than|upwards of|in excess of|a (?:bit|little) (?:over|under|more than|less than))\s*$/;
const BOUND_AFTER = /^\s*(?:\+|or (?:more|less|over|under|above|below)\b|plus\b)/;

/**
 * "Just under 16 stone 4", "slightly over 170 cm": a body weight or height read off a scale, a hair from the number
 * said, so the number itself (as "about"); an age or a count "just under" a number stays a bound.
 */
const NEARLY_BOUND = /\b(?:just|slightly|a (?:touch|tad|hair)) (?:under|over|below|above)\b/g;

/** Two numbers joined as a range or alternatives ("140-145", "80 or 85", "between 70 and 75"): no one value. */
const RANGE = /\d\s*(?:-|–|to|or|\/)\s*(?:(?:maybe|perhaps|about|around|possibly)\s+)?\d|\bbetween\b.*\d.*\band\b/;

/** Words said of a value that holds now ("75 kg now", "now it's 7.5", "these days"). */
const CURRENT_AFTER = /^\s*,?\s*(?:now|currently|these days|at the moment|nowadays|at present|today)\b/;
const CURRENT_BEFORE =
  /\b(?:now|currently|these days|nowadays|at present)\b(?:\s+(?:i'?m|im|i am|it'?s|it is|its|is|i weigh|at|about|around|down to|up to))*\s*$/;
/** Words said of a value that held before ("used to be 90", "was once 5'7"). */
const PAST_BEFORE = /\b(?:used to(?: be| weigh)?|was once|previously|back then|in the past|at one point)\s+(?:(?:about|around|like)\s+)?$/;
/** Someone else's value in the clause before a span ("my husband is 6 foot", "she weighs 60 kg"). */
const OTHER_PERSON =
  /\b(?:my|our|his|her)\s+(?:husband|wife|partner|son|daughter|mother|mom|mum|father|dad|brother|sister|kids?|child|children|friend|boyfriend|girlfriend|grandson|granddaughter|baby)\b|\b(?:he|she|they)(?:'s|'re| is| was| are| weighs?)\b/;
/** The clause a span stands in, up to the span: from the last comma, full stop, "and" or "but" before it. */
const clauseBefore = (t: string, index: number) =>
  t
    .slice(0, index)
    .split(/[,.;]|\band\b|\bbut\b/)
    .pop() ?? '';

/**
 * The visitor says the value given is an old one that has changed since ("I was 90 kg … but I've lost a bit since
 * then", "I used to be 5'7 but I've shrunk"): "since then", or a change said beside a past value. A change alone ("About 152
 * cm, I've shrunk a bit") explains the value given, which is the one now.
 */
const CHANGE = /\b(?:lost|gained|put on|shrunk|shrank|grown|grew|dropped)\b/;
/** "since then", "since last time"; "since last year" says how long something else has been so ("a wart on my thumb since last year"), not a change. */
const SINCE_THEN = new RegExp(`\\bsince (?:then|that|last\\b(?! (?:year|month|week|spring|summer|autumn|fall|winter|${MONTHS})\\b))\\b`);
const CHANGED_SINCE = (t: string) =>
  SINCE_THEN.test(t) || (CHANGE.test(t) && /\b(?:was|were|used to|back then|previously|at one point|in the past|last time)\b/.test(t));

/** A clause about a value to come: "72 in September", "50 in a few weeks", "turning 18 next month". */
const FUTURE_CLAUSE = new RegExp(
  `\\b(?:in (?:like |about )?(?:a (?:few|couple of) )?(?:\\d+ )?(?:days?|weeks?|months?)|in (?:${MONTHS})|next (?:week|month|year)|soon|turning|will be)\\b`,
);

/** Laughter and chat slang beside a value ("16 lol", "22 just turned haha"): never part of it. */
const LAUGHTER = /\b(?:lol+|lmao|lmfao|rofl|haha+|hehe+|hihi|xd|tbh|jk)\b/g;

/** A bracketed aside after or before the value ("41 (42 in September)", "22 (just turned)"). */
const ASIDE = /\([^()]*\)/g;

/**
 * The message prepared for reading: number words as digits ("seventy two" → "72"), emoji and other symbols dropped,
 * brackets as spaces, a word one edit from "years" after a number mended ("52 yeras").
 */
function prepare(text: string): string {
  return (
    digitsForWords(text)
      // Chinese units: 公斤 / 千克 kilograms, 公分 / 厘米 centimetres
      .replace(/(?:公斤|千克)/g, ' kg')
      .replace(/(?:公分|厘米)/g, ' cm')
      // 米 (metre): "1米75" is 1 m 75. 斤 (jin) is not read: half a kilogram in mainland China, 0.6 kg in Taiwan
      .replace(/(\d)\s*米\s*(\d{2})/g, '$1 m $2')
      .replace(/(\d(?:[.,]\d+)?)\s*米/g, '$1 m')
      .replace(LAUGHTER, ' ')
      .replace(/[()[\]{}]/g, ' ')
      .replace(/[^\p{L}\p{N}\s'".,%/+#~:–-]/gu, ' ')
      .replace(/(\d\s*)([a-z]{4,6})\b/g, (all, n: string, w: string) => (w !== 'year' && withinOneEdit(w, 'years') ? `${n}years` : all))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The whole message as one value: lead and trail words dropped ("about 80 kg I think" → "80 kg"). */
function clean(t: string): string {
  return t
    .replace(/^(?:(?:oh|ok|okay|well|um+|uh+|ugh|hmm+|so|yes|yeah)[,\s]+)+/, '')
    .replace(LEAD, '')
    .replace(TRAIL, '')
    .replace(/[.,;:!]+$/, '')
    .trim();
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const fmt = (x: number) => String(round1(x));

/** Every number in a text (digits, decimal comma allowed). */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => readDecimal(m[0])).filter((n): n is number => n !== null);
}

/** A value found inside a sentence, and where (so the words before and after it can be read). */
interface Span<T> {
  value: T;
  index: number;
  end: number;
}

/** Every match of `re` (global) in `t`, as spans whose value `read` gives (null: not one). */
function spansOf<T>(t: string, re: RegExp, read: (m: RegExpExecArray) => T | null): Span<T>[] {
  const out: Span<T>[] = [];
  for (const m of t.matchAll(re)) {
    const value = read(m as RegExpExecArray);
    if (value !== null) out.push({ value, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The sentence a span stands in: from the full stop, "!", "?" or ";" before it to the one after it. */
const sentenceOf = (t: string, s: Span<unknown>) => {
  const start = Math.max(...[...t.slice(0, s.index).matchAll(/[.!?;](?:\s|$)/g)].map((m) => m.index + 1), 0);
  const end = t.slice(s.end).search(/[.!?;](?:\s|$)/);
  return t.slice(start, end < 0 ? t.length : s.end + end);
};

/** Whether the words around a span say it holds now ("75 kg now", "now it's 7.5"). */
function isCurrent(t: string, s: Span<unknown>): boolean {
  return CURRENT_AFTER.test(t.slice(s.end)) || CURRENT_BEFORE.test(t.slice(0, s.index));
}

/**
 * The one value the spans of a sentence give, or null: spans of someone else's ("my husband is 6 foot") are left out;
 * a bound that opens or closes a span ("over 100 kg") gives nothing; when the
 * visitor says the value changed since, only a span said to be current counts; values `same` counts as one are one
 * (the one `prefer` picks); of different values, the one current span, or else the one left when the past ones are
 * dropped. Nothing is read from a sentence with a range or alternatives in it.
 */
function oneOf<T>(t: string, spans: Span<T>[], same: (a: T, b: T) => boolean, prefer: (a: T, b: T) => T = (a) => a): T | null {
  if (!spans.length || RANGE.test(t)) return null;
  const own = spans.filter((s) => !OTHER_PERSON.test(clauseBefore(t, s.index)));
  const open = own.filter((s) => !BOUND_BEFORE.test(t.slice(0, s.index)) && !BOUND_AFTER.test(t.slice(s.end)));
  if (open.length < own.length) return null;
  const current = open.filter((s) => isCurrent(t, s));
  const single = (list: Span<T>[]): T | null => {
    if (!list.length) return null;
    const first = list.reduce((a, s) => prefer(a, s.value), list[0].value);
    return list.every((s) => same(s.value, first)) ? first : null;
  };
  const notPast = open.filter((s) => !PAST_BEFORE.test(t.slice(0, s.index)));
  // "I'm five foot two, used to be five three but I've shrunk": the value said beside the past one is the one now
  if (CHANGED_SINCE(t)) {
    const pastSaid = /\b(?:used to|was once|previously|back then|in the past|at one point)\b/.exec(t);
    return single(current) ?? (pastSaid && notPast.length && notPast.every((s) => s.end <= pastSaid.index) ? single(notPast) : null);
  }
  return single(open) ?? single(current) ?? single(notPast);
}

// ---------------------------------------------------------------------------------------------------------- age

/** An age said in a sentence with its own words: "I'm 52", "52 years old", "52yo", "turned 40", "I'll be 60" (→ 59). */
const AGE_SPANS: ReadonlyArray<[RegExp, (n: number) => number]> = [
  [
    /\b(?:i'?m|im|i am|aged?|age is|my age is)\s+(?:only\s+|just\s+)?(\d{1,3})(?!\d|[.,]\d|\s*(?:'|"|ft|feet|foot|kg|kgs|kilos?|lbs?|pounds?|cm|m\b|%|st\b|stone|in\b|inch|inches|and a half))/g,
    (n) => n,
  ],
  [/\b(\d{1,3})\s*-?\s*(?:years?|yrs?|yr)\s*-?\s*(?:old|of age|young)\b|\b(\d{1,3})\s*(?:y\/o|yo)\b/g, (n) => n],
  // "45M, T2DM dx 06/2021": the clinical shorthand of age and sex that opens a note
  [/^(\d{1,3})\s?[mf](?=[\s,;.]|$)/g, (n) => n],
  // "tengo 52", "I have 52" (Spanish and French speakers say an age with "have"), as the whole sentence
  [/\b(?:tengo|i have|i got)\s+(\d{1,3})\s+(?:años|anos|years?)\b|\btengo\s+(\d{1,3})\b|(?:^|[.!]\s*)i have (\d{1,3})[.!]*$/g, (n) => n],
  // "62 as of March", "62 since my birthday": the age reached on a day past (an age "this year" may be one to come)
  [new RegExp(`^(\\d{1,3})\\s+(?:as of|since)\\s+(?:${MONTHS}|last (?:week|month)|my (?:last )?birthday)\\b[.!]*$`, 'g'), (n) => n],
  // "so that would make me fifty-two", "which makes me 38": the age the visitor works out
  [/\b(?:would |will |that'?d |should )?makes? me\s+(\d{1,3})\b(?!\s*(?:'|"|ft|feet|foot|kg|kgs|kilos?|lbs?|pounds?|cm|%|st\b|stone))/g, (n) => n],
  // "38, got two warts on my elbow": the age first, then the rest of the story
  // "sixty-three, sixty-four come August", "forty-nine. fifty this December": the age, then the one the next birthday brings
  // "16. got like 3 warts on my foot": the age as the first sentence
  [
    /^(\d{1,3})\s*[,;:.–-]\s+(?=[a-z])(?!(?:no|sorry|oops|wait|i mean|actually|not)\b)|^(\d{1,3})\s*[,;:.–-]\s+(?=\d{1,3}\s+(?:come|this|in|by|next|on)\b)/g,
    (n) => n,
  ],
  [new RegExp(`^\\d{1,3}\\s*[,;:.–-]\\s+(\\d{1,3})\\s+(?:come|this|in|by|next|on)\\s+(?:${MONTHS}|my (?:next )?birthday)\\b`, 'g'), (n) => n - 1],
  // "turned 40", "22 just turnd lol" (the age, then that it is new)
  [/\b(?:turne?d|became)\s+(\d{1,3})\b|^(\d{1,3})\s*,?\s+(?:just\s+)?turne?d\b|\b(\d{1,3})\s+(?:on|at)?\s*(?:my\s+)?last birthday\b/g, (n) => n],
  [/\b(\d{1,3})\s+(?:on|at)?\s*(?:my\s+)?next birthday\b/g, (n) => n - 1],
  // an age to come, but not "this year" (the birthday may be past)
  [/\b(?:i'?ll be|i will be|i'?m turning|turning|will turn|i turn)\s+(\d{1,3})\b(?!\s+this year)/g, (n) => n - 1],
];

/**
 * An age one looks, feels or acts, said beside the real one: "but everyone says i look 40", "feel like 30", "I still
 * feel about 40 most days".
 */
const LOOKS_AGE =
  /[,;]?\s*(?:but|though|and)?\s*(?:(?:everyone|people|they|my \w+) (?:says?|tells? me|thinks?) )?(?:(?:most|some|other|on bad|on good) days,? )?(?:i|you'?d think i) (?:still |often |sometimes |mostly )?(?:look|feel|act|seem)(?: like)?(?: i'?m| about| only| maybe)? \d{1,3}\b.*$/;

function ageYears(text: string): NumberReading {
  // "29 (Korean age 30 haha)": an age counted another way is not the age asked for; "52 but everyone says i look 40":
  // an age one looks or feels is not one's age
  text = text
    .replace(/\(?\b(?:korean|chinese|lunar|asian) age(?: is)?\s*\d{1,3}\b[^)]*\)?/, '')
    .replace(LOOKS_AGE, '')
    .trim();
  const whole = clean(text.replace(/^(?:almost|nearly)\s+/, ''))
    // "41F", "M 63": the clinical shorthand of age and sex
    .replace(/^(?:[fm]|female|male)\s*(?=\d)|(?<=\d)\s*(?:[fm]|female|male)$/, '')
    .replace(/\s*(?:years? old|yrs? old|y\.?\/?o\.?|years? of age|years? young|years?|yrs?)$/, '')
    .replace(/\s*old$/, '');
  const months = /^(\d+)\s*(?:months?|mos?)(?: old)?$/.exec(whole);
  let years: number | null = null;
  if (months) years = Math.floor(Number(months[1]) / 12);
  else if (/^\d+(?:[.,]\d+)?(?: and a (?:half|bit))?$/.test(whole) && !APPROX.test(text) && !BOUND_BEFORE.test(text.replace(/\s*\d.*$/, ''))) {
    const n = readDecimal(whole.replace(/ and a (?:half|bit)$/, ''))!;
    // "almost 60" is 59 in completed years
    years = /^(?:almost|nearly)\s/.test(text) ? Math.ceil(n) - 1 : Math.floor(n);
  } else {
    const spans = AGE_SPANS.flatMap(([re, read]) => spansOf(text, re, (m) => read(Number(m.slice(1).find((g) => g !== undefined)))));
    // "I am 58 years old. I also have type 2 diabetes, for about six years.": a hedge in another sentence hedges no age
    const hedged = spans.some((s) => APPROX.test(sentenceOf(text, s)));
    years = hedged ? null : oneOf(text, spans, (a, b) => a === b);
  }
  if (years === null) return { ok: false, reason: "I didn't catch your age." };
  if (years > 150 || years < 0) return { ok: false, reason: `${years} years doesn't look like an age.` };
  return { ok: true, value: years, normalized: `${years} years` };
}

function ageMonths(text: string): NumberReading {
  const t = clean(text).replace(/\s*old$/, '');
  const m = /^(?:(\d+)\s*(?:years?|yrs?|y))?\s*(?:and\s*)?(?:(\d+)\s*(?:months?|mos?|m)?)?$/.exec(t);
  if (!m || (m[1] === undefined && m[2] === undefined)) return { ok: false, reason: "I didn't catch the age in months." };
  const months = Number(m[1] ?? 0) * 12 + Number(m[2] ?? 0);
  if (months > 1800) return { ok: false, reason: `${months} months doesn't look like an age.` };
  return { ok: true, value: months, normalized: `${months} months` };
}

// ------------------------------------------------------------------------------------------------------- height

const FEET = `(?:'|ft|feet|foot)`;
const INCHES = `(?:"|''|in|ins|inch|inches)`;
/** Half an inch after the inches: "5'3 and a half", "5 ft 3 1/2", "5'3½". */
const HALF = `(\\s*(?:and a half|1\\/2|½))?`;

/** A height as written: a length with its unit (feet and inches are counted in inches), or a bare number. */
type WrittenHeight = { unit: 'in' | 'cm'; value: number } | { unit: null; value: number };

/** Inches and an optional half: the `NUM` and `HALF` groups of a match. */
const inchesOf = (n: string | undefined, half: string | undefined) => (n ? readDecimal(n)! : 0) + (half ? 0.5 : 0);

/**
 * Reads the forms of a height: 5'10" / 5 ft 10 / 5 feet 10 inches / 5' / "6 foot even" / "5 10" / "5-10" (feet 3–8
 * and inches under 12, without units: nothing else is written that way) → inches; "70 in" → inches; "178 cm",
 * "1.78 m", "1m78", "1 meter 78", "1 70" ("one seventy") → centimetres; a bare number as it is. Null when none fits.
 */
function writtenHeight(text: string): WrittenHeight | null {
  const t = text.replace(/\s+even$/, '');
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${NUM}\\s*${FEET}\\s*(?:${NUM}\\s*${INCHES}?${HALF})?$`).exec(t)))
    return { unit: 'in', value: readDecimal(m[1])! * 12 + inchesOf(m[2], m[3]) };
  if ((m = new RegExp(`^${NUM}\\s*${INCHES}$`).exec(t))) return { unit: 'in', value: readDecimal(m[1])! };
  if ((m = new RegExp(`^${NUM}\\s*(?:cm|cms|centimet(?:er|re)s?)$`).exec(t))) return { unit: 'cm', value: readDecimal(m[1])! };
  // "1 70" (said "one seventy"): metres and centimetres without the unit
  if ((m = /^(1)\s+([4-9]\d)$/.exec(t))) return { unit: 'cm', value: 100 + Number(m[2]) };
  if ((m = /^(\d)\s*(?:m|mtr|meters?|metres?)\s*(\d{2})$/.exec(t))) return { unit: 'cm', value: Number(m[1]) * 100 + Number(m[2]) };
  if ((m = new RegExp(`^${NUM}\\s*(?:m|mtr|meters?|metres?)$`).exec(t))) return { unit: 'cm', value: readDecimal(m[1])! * 100 };
  if ((m = new RegExp(`^([3-8])\\s*(?:\\s|-)\\s*(\\d{1,2}(?:[.,]\\d+)?)${HALF}$`).exec(t)) && readDecimal(m[2])! < 12)
    return { unit: 'in', value: Number(m[1]) * 12 + inchesOf(m[2], m[3]) };
  if ((m = new RegExp(`^${NUM}$`).exec(t))) return { unit: null, value: readDecimal(m[1])! };
  return null;
}

/** Heights with their unit inside a sentence, in centimetres or inches as written. */
const HEIGHT_SPANS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => { unit: 'in' | 'cm'; value: number }]> = [
  [
    new RegExp(`\\b([3-8])\\s*${FEET}\\s*(?:(\\d{1,2}(?:[.,]\\d)?)(?:\\s*(?:"|''|ins?\\b|inch(?:es)?\\b))?${HALF})?`, 'g'),
    (m) => ({ unit: 'in', value: Number(m[1]) * 12 + inchesOf(m[2], m[3]) }),
  ],
  [/\b([12])\s*(?:m|mtr|meters?|metres?)\s*(\d{2})\b/g, (m) => ({ unit: 'cm', value: Number(m[1]) * 100 + Number(m[2]) })],
  [/\b([12][.,]\d{1,2})\s*(?:m|mtr|meters?|metres?)(?![a-z])/g, (m) => ({ unit: 'cm', value: readDecimal(m[1])! * 100 })],
  [/\b(\d{2,3}(?:[.,]\d)?)\s*(?:cm|cms|centimet(?:er|re)s?)\b/g, (m) => ({ unit: 'cm', value: readDecimal(m[1])! })],
  [/\b(\d{2}(?:[.,]\d)?)\s*(?:inches|inch|ins)\b/g, (m) => ({ unit: 'in', value: readDecimal(m[1])! })],
];

/** Inches as feet and inches: 70 → "5 ft 10 in", 66.5 → "5 ft 6.5 in". */
function feetAndInches(inches: number): string {
  const total = round1(inches);
  const feet = Math.floor(total / 12);
  return `${feet} ft ${fmt(total - feet * 12)} in`;
}

/**
 * A height for a question in `cm` (metric first) or `in` (asked in feet and inches). A bare number is read by the
 * question's unit: in cm, 1.0–2.5 as metres and 100–250 as centimetres; in feet and inches, a whole 3–8 as feet and
 * 16–98 as inches; any other bare number is asked again. The value is a number in the question's unit; a height
 * written in the other system goes to a cm question converted, and to an in question as `{ value, unit: 'cm' }`.
 * In a sentence, the heights written with their unit; two that differ by less than 2.5 cm are the same height in two
 * systems, read in the question's.
 */
function height(text: string, unit: 'cm' | 'in'): NumberReading {
  const cmOf = (h: { unit: 'in' | 'cm'; value: number }) => (h.unit === 'cm' ? h.value : h.value * CM_PER_IN);
  // "one seventy two centimeters" ("1 72 centimeters" once number words are digits): 172 cm
  text = text.replace(/\b1 ([4-9]\d)(?=\s*(?:cm|cms|centimet(?:er|re)s?)\b)/, '1$1');
  const w =
    writtenHeight(clean(text)) ??
    oneOf(
      text,
      HEIGHT_SPANS.flatMap(([re, read]) => spansOf(text, re, read)),
      (a, b) => Math.abs(cmOf(a) - cmOf(b)) < 2.5,
      (a, b) => (a.unit !== (unit === 'cm' ? 'cm' : 'in') && b.unit === (unit === 'cm' ? 'cm' : 'in') ? b : a),
    );
  if (!w) return { ok: false, reason: "I didn't catch your height." };
  let given: { unit: 'in' | 'cm'; value: number };
  if (w.unit !== null) given = w;
  else if (unit === 'cm' && w.value >= 1 && w.value <= 2.5) given = { unit: 'cm', value: w.value * 100 };
  else if (unit === 'cm' && w.value >= 100 && w.value <= 250) given = { unit: 'cm', value: w.value };
  else if (unit === 'in' && Number.isInteger(w.value) && w.value >= 3 && w.value <= 8) given = { unit: 'in', value: w.value * 12 };
  else if (unit === 'in' && w.value >= 16 && w.value <= 98) given = { unit: 'in', value: w.value };
  else if (unit === 'in' && w.value > 3 && w.value < 9)
    return { ok: false, reason: 'Please write feet and inches apart, so I know whether that is 5 feet 6 inches or 5.6 feet.' };
  else
    return {
      ok: false,
      reason: `Please add the unit, so I know whether that is ${unit === 'cm' ? 'centimetres, metres or feet and inches' : 'feet and inches or centimetres'}.`,
    };
  const cm = cmOf(given);
  if (cm < 40 || cm > 250)
    return { ok: false, reason: `${given.unit === 'in' ? feetAndInches(given.value) : `${fmt(cm)} cm`} doesn't look like a height.` };
  if (unit === 'cm') return { ok: true, value: round1(cm), normalized: `${fmt(cm)} cm` };
  if (given.unit === 'in') return { ok: true, value: round1(given.value), normalized: feetAndInches(given.value) };
  return { ok: true, value: { value: round1(cm), unit: 'cm' }, normalized: `${fmt(cm)} cm` };
}

// ------------------------------------------------------------------------------------------------------- weight

/** A weight as written: in kg or lb (stone counted in pounds), or a bare number. */
type WrittenWeight = { unit: 'kg' | 'lb' | null; value: number };

const KG = `(?:kg|kgs|kilos?|kilo's|kilograms?|kilogrammes?)`;
const LB = `(?:lb|lbs|pounds?|#)`;
const STONE = `(?:st|stone|stones)`;

/** Stone (and a half) and pounds, in pounds: the groups of a match of `NUM HALF STONE HALF NUM`. */
const stonesOf = (m: RegExpExecArray) => (readDecimal(m[1])! + (m[2] || m[3] ? 0.5 : 0)) * LB_PER_STONE + (m[4] ? readDecimal(m[4])! : 0);

function writtenWeight(t: string): WrittenWeight | null {
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${NUM}${HALF}\\s*${STONE}${HALF}\\s*(?:${NUM}\\s*${LB}?)?$`).exec(t))) return { unit: 'lb', value: stonesOf(m) };
  if ((m = new RegExp(`^${NUM}\\s*${LB}$`).exec(t))) return { unit: 'lb', value: readDecimal(m[1])! };
  if ((m = new RegExp(`^${NUM}\\s*${KG}$`).exec(t))) return { unit: 'kg', value: readDecimal(m[1])! };
  // pounds said aloud: "one ninety" (digits "1 90") is 190
  if ((m = new RegExp(`^([1-4]) ([2-9]\\d)(?:\\s*${LB})?$`).exec(t)))
    return { unit: m[0].match(/[a-z#]$/) ? 'lb' : null, value: Number(m[1]) * 100 + Number(m[2]) };
  if ((m = new RegExp(`^${NUM}$`).exec(t))) return { unit: null, value: readDecimal(m[1])! };
  return null;
}

/** Weights in a sentence: with their unit, or after "weigh" (in the question's unit, if it has a bare one). */
const WEIGHT_SPANS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => WrittenWeight]> = [
  [new RegExp(`\\b${NUM}${HALF}\\s*${STONE}\\b${HALF}(?:\\s*${NUM}\\s*${LB}?(?![\\d'"]))?`, 'g'), (m) => ({ unit: 'lb', value: stonesOf(m) })],
  [new RegExp(`\\b${NUM}\\s*(?:${LB}|${KG})(?![a-z])`, 'g'), (m) => ({ unit: /^\d[\d.,]*\s*k/.test(m[0]) ? 'kg' : 'lb', value: readDecimal(m[1])! })],
  [
    new RegExp(`\\b(?:weigh|weight|way)s?\\s+(?:(?:about|around|roughly|like|maybe)\\s+)?${NUM}\\b(?!\\s*(?:[a-z#'"]|[.,]\\d))`, 'g'),
    (m) => ({ unit: null, value: readDecimal(m[1])! }),
  ],
];

/** Asked when a weight is given without its unit to a question in kilograms. */
export const WEIGHT_UNIT_REASON = 'Is that in kilograms or pounds?';

/**
 * A weight for a question in `kg` (metric first) or `lb` (asked in pounds). A bare number is pounds to a question in
 * pounds, and asked again ("kilograms or pounds?") to one in kilograms. The value is a number in the question's unit;
 * a weight written in the other system goes to a kg question converted (the visitor sees the kilograms), and to a lb
 * question as `{ value, unit: 'kg' }`. In a sentence, the weights written with their unit or after "weigh"; two that
 * differ by less than 1 kg are the same weight in two systems, read in the question's.
 */
function weight(text: string, unit: 'kg' | 'lb'): NumberReading {
  const kgOf = (w: WrittenWeight) => (w.unit === 'kg' ? w.value : w.value * KG_PER_LB);
  const w =
    writtenWeight(clean(text)) ??
    oneOf(
      text,
      WEIGHT_SPANS.flatMap(([re, read]) => spansOf(text, re, read)),
      (a, b) => (a.unit === b.unit ? a.value === b.value : a.unit !== null && b.unit !== null && Math.abs(kgOf(a) - kgOf(b)) < 1),
      (a, b) => (a.unit !== unit && b.unit === unit ? b : a),
    );
  if (!w) return { ok: false, reason: "I didn't catch your weight." };
  if (w.unit === null && unit === 'kg') return { ok: false, reason: WEIGHT_UNIT_REASON };
  const given = { unit: w.unit ?? 'lb', value: w.value };
  const kg = kgOf(given);
  if (kg < 2 || kg > 400) return { ok: false, reason: `${fmt(given.value)} ${given.unit} doesn't look like a body weight.` };
  if (unit === 'kg') return { ok: true, value: round1(kg), normalized: `${fmt(kg)} kg` };
  if (given.unit === 'lb') return { ok: true, value: round1(given.value), normalized: `${fmt(given.value)} lb` };
  return { ok: true, value: { value: round1(kg), unit: 'kg' }, normalized: `${fmt(kg)} kg` };
}

// ------------------------------------------------------------------------------------- lab values, BP and counts

/** Written units → the eligibility core's spelling (`LabUnit`, or `mmHg`). */
const UNIT_ALIASES: ReadonlyArray<[RegExp, string]> = [
  [/^(?:%|percent|per cent|pct)$/, '%'],
  [/^mmol\s*\/\s*mol$/, 'mmol/mol'],
  [/^mm\s*hg$/, 'mmHg'],
  [/^mg\s*\/\s*dl$/, 'mg/dL'],
  [/^g\s*\/\s*dl$/, 'g/dL'],
  [/^g\s*\/\s*l$/, 'g/L'],
  [/^(?:µ|u|micro)mol\s*\/\s*l$/, 'µmol/L'],
  [/^ml\s*\/\s*min\s*\/\s*1[.,]73\s*m(?:2|²)?$/, 'mL/min/1.73m²'],
  [/^ml\s*\/\s*min$/, 'mL/min'],
  [/^(?:x|×|times)\s*(?:the\s*)?uln$/, '×ULN'],
  [/^(?:x|×)?\s*10\s*\^?\s*9\s*\/\s*l$/, '×10^9/L'],
  [/^\/\s*mm(?:3|³)$/, '/mm³'],
  [/^(?:i?u)\s*\/\s*l$/, 'U/L'],
];

/** A written unit in the core's spelling; "mmol" alone is HbA1c's mmol/mol when the question is the HbA1c one. */
function canonicalUnit(written: string, answerKey: string): string | null {
  const w = written.trim();
  if (answerKey === 'hba1c' && /^mmols?$/.test(w)) return 'mmol/mol';
  for (const [re, unit] of UNIT_ALIASES) if (re.test(w)) return unit;
  return null;
}

/** Units of other quantities (weight, height, time, money…): a number with one of them is not a count. */
const OTHER_UNITS = new RegExp(
  `^(?:${KG}|${LB}|${STONE}|cm|m|mm|ft|feet|foot|in|inches|'|"|years?|yrs?|months?|weeks?|days?|hours?|minutes?|mg|ml|g|l|\\$|dollars?|euros?|times)\\b`,
);

const RANGES: Readonly<Record<string, [number, number]>> = { systolicBp: [50, 300], diastolicBp: [20, 200], karnofsky: [0, 100] };
/** Plausible HbA1c results per unit (see the module comment). */
const HBA1C_RANGES: Readonly<Record<string, [number, number]>> = { '%': [3, 20], 'mmol/mol': [10, 200] };

/** The name of the test and what it was, before the number ("my last A1c was", "HbA1c of", "A1C"). */
const TEST_LEAD =
  /^(?:(?:my|the)\s+)?(?:(?:last|latest|most recent|recent|current)\s+)?(?:hba1c|hb a1c|a1c|a1 c|hemoglobin a1c|haemoglobin a1c|blood sugar|sugar|result|reading|level|test|score|number|value|one)(?:\s+(?:test|result|level|reading|score))?(?:\s*(?:was|is|=|:|of|at))?\s+/;
/** When the test was done, before or after the number ("in March", "last month", "at my last check-up"). */
const WHEN = `(?:(?:in|on|at|from|since|back in)\\s+)?(?:(?:last|this)\\s+)?(?:${MONTHS}|month|week|year|time|spring|summer|autumn|fall|winter)(?:\\s+\\d{4})?|(?:at|on|from)\\s+my\\s+last\\s+(?:check-?up|visit|appointment|test|blood test)|recently|\\d+\\s+(?:weeks?|months?)\\s+ago|a\\s+(?:week|month|few weeks|few months)\\s+ago`;
const WHEN_AFTER = new RegExp(`\\s*,?\\s*(?:${WHEN})$`);
const WHEN_BEFORE = new RegExp(`^(?:${WHEN})\\s*,?\\s*`);

/** The visitor never had the value measured ("never been tested", "I've never had that test"): "not sure". */
const NEVER_MEASURED =
  /\bnever\b(?:\s+(?:been|had|got|done))*\s+(?:tested|checked|measured|done)\b|\b(?:never|haven'?t|have not|not)\s+(?:had|done|got|taken)\s+(?:it|that|one|this|the|a|any)\b(?:\s+\w+)?(?:\s+(?:done|checked|tested|measured))?/;

/** Counts in words: "none" → 0, "a couple" → 2, "the one" → 1. */
function wordCount(t: string): number | null {
  if (
    /^(?:none|zero|nil|nothing|not (?:a single )?one|not any|no(?:ne)? (?!(?:idea|clue|thanks|thank|way|problem|worries)\b)[a-z]+s(?: at all| at the moment| now| currently| anymore| any more)?|i (?:don'?t|do not) have any(?: \w+)?)$/.test(
      t,
    )
  )
    return 0;
  if (/^a couple(?: of \w+)?$/.test(t)) return 2;
  return null;
}

/**
 * A count (a number question without a unit): the number, the things counted after it ("6 warts on my hands") but no
 * unit of another quantity ("3 kg"), counts in words, counts by place added up ("7 on my hands and 2 on my feet"), or
 * the closing "so N (now)" of a sentence.
 */
function count(t: string): number | null {
  const words = wordCount(t.replace(/^(?:i have|i've got|i'?ve|there are|there's|just|only|about|around|the)\s+/g, '').replace(/^the\s+/, ''));
  if (words !== null) return words;
  const conclusion = /(?:^|[,;.]\s*|\s)so(?:\s+(?:that'?s|it'?s|its|i have))?\s+(\d+)(?:\s+(?:now|in total|total|altogether|left))?$/.exec(t);
  if (conclusion) return Number(conclusion[1]);
  const byPlace = t.split(/\s*(?:,|\band\b)\s*/).map((part) => /^(\d+)\s+(?:on|in|at)\s+(?:my|the|each|both)\s+[a-z ]+$/.exec(part));
  if (byPlace.length > 1 && byPlace.every(Boolean)) return byPlace.reduce((sum, m) => sum + Number(m![1]), 0);
  const m = /^(?:(?:i have|i've got|i'?ve|there are|there's|just|only|about|around|the)\s+)*(\d+)(?:\s+([a-z][a-z' ]*))?$/.exec(t);
  if (!m || (m[2] && OTHER_UNITS.test(m[2]))) return null;
  return Number(m[1]);
}

function measurement(text: string, unit: string | undefined, answerKey: string): NumberReading {
  if (unit && NEVER_MEASURED.test(text)) return { ok: true, value: 'unsure', normalized: 'not sure' };
  let t = clean(text);
  for (let before = ''; before !== t;) {
    before = t;
    t = clean(t.replace(TEST_LEAD, '').replace(WHEN_AFTER, '').replace(WHEN_BEFORE, ''));
  }
  const bp = /^(\d{2,3})\s*(?:\/|over)\s*(\d{2,3})(?:\s*mm\s*hg)?$/.exec(t);
  const expected = unit ? (canonicalUnit(unit, answerKey) ?? unit) : undefined;
  let value: number;
  let given: string | undefined = expected;
  if (bp && (answerKey === 'systolicBp' || answerKey === 'diastolicBp')) {
    value = Number(answerKey === 'systolicBp' ? bp[1] : bp[2]);
  } else if (!unit) {
    const n = count(t) ?? count(text);
    if (n === null) return { ok: false, reason: "I didn't catch the number." };
    value = n;
  } else {
    const whole = new RegExp(`^${NUM}\\s*(.*)$`).exec(t);
    const m = whole && (!numbersIn(whole[2]).length || canonicalUnit(whole[2], answerKey)) ? whole : null;
    // in a sentence, a number with its unit, or one said to hold now ("it was 9 but now it's 7.5"): a bare number
    // among other words could be anything
    const spans = spansOf(text, new RegExp(`\\b${NUM}(?:\\s*(%|percent|per cent|mmol\\s*/\\s*mol))?`, 'g'), (x) => ({
      n: readDecimal(x[1])!,
      unit: x[2],
    }));
    const current = m
      ? null
      : oneOf(
          text,
          spans.filter((x) => x.value.unit || isCurrent(text, x)),
          (a, b) => a.n === b.n && a.unit === b.unit,
        );
    if (!m && !current) return { ok: false, reason: whole ? 'Please give just one number.' : "I didn't catch the number." };
    value = m ? readDecimal(m[1])! : current!.n;
    const written = m ? m[2].trim() : (current!.unit ?? '');
    if (written) {
      const known = canonicalUnit(written, answerKey);
      if (!known) return { ok: false, reason: `I don't know the unit "${written}".` };
      given = known;
    } else if (answerKey === 'hba1c') {
      // without a unit, an HbA1c from 3 to 20 is a percentage and from 20 to 200 mmol/mol (see the module comment)
      given = value > 20 ? 'mmol/mol' : '%';
    }
  }
  const plausible = answerKey === 'hba1c' && given ? HBA1C_RANGES[given] : undefined;
  if (plausible && (value < plausible[0] || value > plausible[1]))
    return { ok: false, reason: `${value} ${given} doesn't look like an HbA1c result.` };
  const range = RANGES[answerKey];
  if (given === expected && range && (value < range[0] || value > range[1])) return { ok: false, reason: `${value} doesn't look right here.` };
  if (!given || given === expected) return { ok: true, value, normalized: `${value}${expected ? (expected === '%' ? '%' : ` ${expected}`) : ''}` };
  return { ok: true, value: { value, unit: given }, normalized: `${value} ${given}` };
}

/**
 * Reads a number answer for a question with this `unit` and `answerKey` (see the rules above). `text` is the
 * normalised message (`normalise`). The value is in the question's unit (years, months, cm, in, kg, lb, …) or
 * `{ value, unit }`: a lab value in another recognised unit, a weight in kg to a question in lb, a height in cm to a
 * question in feet and inches; `'unsure'` when the visitor never had a lab value measured.
 */
export function readNumber(text: string, unit: string | undefined, answerKey: string): NumberReading {
  if (hasMarkup(text)) return { ok: false, reason: "I didn't catch the number." };
  const t = prepare(text);
  const read = (x: string): NumberReading => {
    if (unit === 'years') return ageYears(x);
    if (unit === 'months') return ageMonths(x);
    if (unit === 'cm' || unit === 'in') return height(x.replace(NEARLY_BOUND, 'about'), unit);
    if (unit === 'kg' || unit === 'lb') return weight(x.replace(NEARLY_BOUND, 'about'), unit);
    return measurement(x, unit, answerKey);
  };
  const whole = read(t);
  if (whole.ok) return whole;
  // "30. the big three-oh, thanks for reminding me": a number said first as its own sentence, a remark after it
  const first = /^(\d{1,3}(?:[.,]\d+)?(?:\s*[a-z]{1,6})?)[.!]+\s+(?=\D)/.exec(text);
  if (first && !/\d/.test(text.slice(first[0].length))) {
    const alone = read(prepare(first[1]));
    if (alone.ok) return alone;
  }
  // "41 (42 in September)": the value outside a bracketed aside, when the aside offers no alternative to it
  const asides = text.match(ASIDE) ?? [];
  if (asides.length && !asides.some((a) => /\bor\b|\d\s*(?:-|–|to)\s*\d/.test(a))) {
    const outside = prepare(text.replace(ASIDE, ' '));
    if (/\d/.test(outside)) {
      const read2 = read(outside);
      if (read2.ok) return read2;
    }
  }
  // "71, 72 in September", "forty nine, fifty in a few weeks", "17 but im 18 in october": the value now, before a value
  // to come ("58 - 59 in August, don't remind me!": a remark without a number may follow)
  const [now, ...later] = t.split(/,\s*|\.?\s+but\s+|\s+[-–—]\s+/);
  if (later.length >= 1 && /\d/.test(now) && FUTURE_CLAUSE.test(later[0]) && !later.slice(1).some((c) => /\d/.test(c))) {
    const first = read(now);
    if (first.ok) return first;
  }
  // "45 años... 45 years", "38歳 - 38 years", "23 tuổi... sorry, 23 years": one value said twice, the second time in
  // English (two different values are never read)
  const said = t
    .split(/[.,;!?]+\s*|\s+[-–—/]\s+|\s+(?:sorry|i mean|i meant)\s+/)
    .filter((c) => /\d/.test(c))
    .map((c) => read(c.trim()));
  if (said.length >= 2 && said.every((r) => r.ok && JSON.stringify(r.value) === JSON.stringify((said[0] as { value: unknown }).value)))
    return said[0];
  if (RANGE.test(t) || CHANGED_SINCE(t) || OTHER_PERSON.test(t)) return whole;
  // "I'm a big guy, about 260", "Retired, 71": the one clause with a number in it, read as a whole answer; an age
  // goes on with "and" to a remark without a number ("54 and yeah I'm a bloke before you ask")
  // "40, 68kg, 172cm, no diabetes": a clause whose number is of another quantity (a weight to an age question) is left out
  const foreign = FOREIGN_UNIT[unit ?? ''];
  const withNumbers = t
    .split(unit === 'years' ? /[,;!?]\s*|\.\s+|\s+and\s+/ : /[,;!?]\s*|\.\s+/)
    .filter((c) => /\d/.test(c) && !(foreign && foreign.test(c)));
  if (withNumbers.length !== 1 || withNumbers[0].trim() === t) return whole;
  const clause = read(withNumbers[0].trim());
  return clause.ok ? clause : whole;
}

/** A number with the unit of another quantity than the question's: a weight or height to an age question, and so on. */
const FOREIGN_UNIT: Readonly<Record<string, RegExp>> = {
  years: /\d\s*(?:kgs?|kilos?|lbs?|pounds?|cm|m|ft|feet|foot|'|"|st|stone|%)(?![a-z])/,
  kg: /\d\s*(?:cm|m|ft|feet|foot|years?|yrs?|y\/?o|%)(?![a-z])/,
  lb: /\d\s*(?:cm|m|ft|feet|foot|years?|yrs?|y\/?o|%)(?![a-z])/,
  cm: /\d\s*(?:kgs?|kilos?|lbs?|pounds?|years?|yrs?|y\/?o|st|stone|%)(?![a-z])/,
};

/** An example answer to show on a re-ask, per unit ("For example: 5'10\" or 178 cm"). */
export function numberExample(unit: string | undefined, answerKey: string): string {
  switch (unit) {
    case 'years':
      return 'For example: 52';
    case 'months':
      return 'For example: 18 months';
    case 'cm':
      return 'For example: 5\'10" or 178 cm';
    case 'kg':
      return 'For example: 82 kg or 180 lb';
    case 'in':
      return 'For example: 5\'10" or 5 10 (feet and inches), or 178 cm';
    case 'lb':
      return 'For example: 180 (pounds), or 82 kg';
    case '%':
      return answerKey === 'hba1c' ? 'For example: 7.2%' : 'For example: 80';
    case 'mmHg':
      return answerKey === 'diastolicBp' ? 'For example: 80 (the bottom number of 120/80)' : 'For example: 120 (the top number of 120/80)';
    default:
      return unit ? `For example: 1.2 ${unit}` : 'For example: 12';
  }
}
