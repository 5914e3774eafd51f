/**
 * Dates and durations from free text, relative to `now` (its UTC calendar date; the caller passes the clock).
 *
 * What is read (after number words become digits, Spanish date words English ones — "marzo de 2019", "hace dos
 * años" —, a misspelt month name mended — "Septmber", "feburary" —, and "about" / "around" / "roughly" / "in" /
 * "since" / "back in" / "I was diagnosed" / "had it for" dropped):
 * - full dates: "2021-03-14", "2021/03/14", "14 March 2021", "March 14, 2021", "14/03/2021" and "03/14/2021" (day
 *   and month told apart when one of them is over 12; "03/04/2021" is ambiguous and asked again);
 * - months: "March 2021", "Mar 2021", "Mar. 2021", "2021 March", "03/2021", "3-2021", "2021-03", "09/22" or "dx 09/22"
 *   alone (month and two-digit year, as clinical notes write it); "2019, maybe April" is the year alone; a month name alone
 *   ("March", "in March") is the latest such month not after now, "last March" the latest one before the current
 *   month when that is last year's (said in June, "last March" may mean either year, so which one is asked); "October last year", "March this year";
 * - a year alone ("2019", "since 2019", "in 2019", "'98") — taken as the middle of that year (July; for the current
 *   year the month halfway between January and now), because the form keeps months, not years; "early / mid / late
 *   2019", "the end of 2019" → March / July / October. The visitor's own words stay in the evidence for the site;
 * - seasons (northern hemisphere), by their middle month: "spring 2015" → April, "summer of 2020" → July, "the fall
 *   of 2017" / "autumn 2017" → October, "winter 2018" → January 2018, "Christmas 2018" → December; "last summer" the
 *   latest one before the current month; "in the summer, 2 years ago" and "in May, 2 years ago" that month so many
 *   years back;
 * - relative: "today", "yesterday", "last week", "last month", "this month", "last year" (middle of last year),
 *   "this year", "a year ago", "2 years ago", "a decade ago", "about 6 months ago", "two weeks", "a couple of months"
 *   (2), "a few weeks" (3), "1 year and 6 months", "one and a half years", "half a year";
 * - "when I was 40" / "at age 40" — with the candidate's birth date (or age) from the verified record.
 * In a longer sentence ("Prostate cancer, 2019", "I was diagnosed with type 2 in march 2018"; for a duration also
 * "type 2 for about 12 years") the one time its spans with date words give. Not read, precision first: two times or
 * a range ("2019 or 2020", "5 or 6 years"), a bound ("over 10 years", "more than 5 years", "10+ years"), date words
 * the spans leave over, markup.
 * Units: a month is 30.4375 days and a year 365.25 days (the eligibility core's `Window.days`); a date given to a
 * duration question counts whole days from that date (a month alone from its 15th, so a year alone from 15 July) to
 * now. "In 2 weeks" (a time to come) is refused. A date question receives `YYYY-MM-DD` (day known, or counted back in
 * days or weeks) or `YYYY-MM` (counted back in months or years, or a month alone); dates after now and before 1900
 * are refused.
 */

import { digitsForWords, hasMarkup, readDecimal, withinOneEdit } from './text';

/** What the candidate record adds to date reading: birth date (`YYYY-MM-DD`) or age in completed years. */
export interface CandidateFacts {
  ageYears?: number;
  birthDate?: string;
}

/** A date reading: `YYYY-MM-DD` or `YYYY-MM`, and its wording ("March 2021"). */
export type DateReading = { ok: true; value: string; normalized: string } | { ok: false; reason: string };

/** A duration reading: whole days before now as `{ value: days, unit: 'days' }`, and its wording. */
export type DurationReading = { ok: true; value: { value: number; unit: 'days' }; normalized: string } | { ok: false; reason: string };

const DAY_MS = 86_400_000;
const DAYS_PER_UNIT = { day: 1, week: 7, month: 30.4375, year: 365.25 } as const;
type Unit = keyof typeof DAYS_PER_UNIT;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAMES = MONTHS.map((m) => m[0].toUpperCase() + m.slice(1));
const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3)));
/**
 * A season (northern hemisphere) or Christmas → its middle month (0-based): spring April, summer July, autumn and fall
 * October, winter January (the winter months that carry the year's number), Christmas December.
 */
const SEASONS: Readonly<Record<string, number>> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 0, christmas: 11, xmas: 11 };
const SEASON_RE = '(spring|summer|autumn|fall|winter|christmas|xmas)';

/** A point in time as the visitor gave it: a day, a month, or a year (approximated). */
type When =
  | { kind: 'day'; y: number; m: number; d: number; words: string }
  | { kind: 'month'; y: number; m: number; words: string; yearAlone?: true }
  | { kind: 'ago'; days: number; unit: Unit; count: number; words: string };

type Parsed = When | { error: string } | null;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;
const isoMonth = (y: number, m: number) => `${y}-${pad(m + 1)}`;
const validDay = (y: number, m: number, d: number) => m >= 0 && m < 12 && d >= 1 && d <= new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/** The UTC calendar date of `now`. */
function today(now: Date): { y: number; m: number; d: number } {
  return { y: now.getUTCFullYear(), m: now.getUTCMonth(), d: now.getUTCDate() };
}

/** A year alone → the middle of that year (for the current year: halfway between January and now). */
function yearOnly(y: number, now: Date, words: string, part: 'early' | 'mid' | 'late' | null = null): When {
  const t = today(now);
  let m = part === 'early' ? 2 : part === 'late' ? 9 : 6;
  if (y === t.y) m = Math.min(m, Math.floor(t.m / 2));
  return { kind: 'month', y, m, words, ...(part === null ? { yearAlone: true as const } : {}) };
}

const UNIT_RE = '(days?|weeks?|wks?|months?|mos?|years?|yrs?)';
const unitOf = (u: string): Unit => (u.startsWith('d') ? 'day' : u.startsWith('w') ? 'week' : u.startsWith('m') ? 'month' : 'year');

function ago(count: number, unit: Unit, words: string): When {
  return { kind: 'ago', days: Math.round(count * DAYS_PER_UNIT[unit]), unit, count, words };
}

/** Amounts of time: "2 years", "a year", "a couple of months", "1 year and 6 months", "one and a half years". */
function amount(t: string): When | null {
  let m: RegExpExecArray | null;
  const quantity = '(\\d+(?:[.,]\\d+)?|an?|a couple(?: of)?|couple(?: of)?|a few|few|half an?|half a)';
  if ((m = new RegExp(`^(\\d+) ${UNIT_RE},? (?:and )?(\\d+) ${UNIT_RE}$`).exec(t))) {
    const [a, ua, b, ub] = [Number(m[1]), unitOf(m[2]), Number(m[3]), unitOf(m[4])];
    const days = Math.round(a * DAYS_PER_UNIT[ua] + b * DAYS_PER_UNIT[ub]);
    return { kind: 'ago', days, unit: 'day', count: days, words: t };
  }
  if ((m = new RegExp(`^(\\d+|an?) and a half ${UNIT_RE}$`).exec(t))) {
    const n = /^\d/.test(m[1]) ? Number(m[1]) : 1;
    return ago(n + 0.5, unitOf(m[2]), t);
  }
  if ((m = new RegExp(`^${quantity} ${UNIT_RE}(?: and a half)?$`).exec(t))) {
    const q = m[1];
    let n = /^\d/.test(q) ? readDecimal(q)! : /couple/.test(q) ? 2 : /few/.test(q) ? 3 : /half/.test(q) ? 0.5 : 1;
    if (t.endsWith('and a half')) n += 0.5;
    return ago(n, unitOf(m[2]), t);
  }
  return null;
}

/** Reads a point in time from a cleaned, lower-case text with digits for number words. */
function parseWhen(t: string, now: Date, candidate: CandidateFacts | undefined): Parsed {
  const now_ = today(now);
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t))) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
    return validDay(y, mo, d) ? { kind: 'day', y, m: mo, d, words: t } : { error: `${t} is not a date I know.` };
  }
  if ((m = /^(\d{4})[-/.](\d{1,2})$/.exec(t))) {
    const [y, mo] = [Number(m[1]), Number(m[2]) - 1];
    return mo >= 0 && mo < 12 ? { kind: 'month', y, m: mo, words: t } : { error: `${t} is not a month I know.` };
  }
  if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t))) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    let day: number;
    let mo: number;
    if (a > 12 && b <= 12) [day, mo] = [a, b];
    else if (b > 12 && a <= 12) [day, mo] = [b, a];
    else if (a === b) [day, mo] = [a, a];
    else return { error: 'I can read that date two ways (day/month or month/day).' };
    return validDay(y, mo - 1, day) ? { kind: 'day', y, m: mo - 1, d: day, words: t } : { error: `${t} is not a date I know.` };
  }
  if ((m = /^(\d{1,2})[-/.](\d{4})$/.exec(t))) {
    const [mo, y] = [Number(m[1]) - 1, Number(m[2])];
    return mo >= 0 && mo < 12 ? { kind: 'month', y, m: mo, words: t } : { error: `${t} is not a month I know.` };
  }
  if ((m = new RegExp(`^(?:the )?(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH_RE},? (\\d{4})$`).exec(t))) {
    const [d, mo, y] = [Number(m[1]), monthIndex(m[2]), Number(m[3])];
    return validDay(y, mo, d) ? { kind: 'day', y, m: mo, d, words: t } : { error: `${t} is not a date I know.` };
  }
  if ((m = new RegExp(`^${MONTH_RE} (?:the )?(\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})$`).exec(t))) {
    const [mo, d, y] = [monthIndex(m[1]), Number(m[2]), Number(m[3])];
    return validDay(y, mo, d) ? { kind: 'day', y, m: mo, d, words: t } : { error: `${t} is not a date I know.` };
  }
  if ((m = new RegExp(`^(?:(?:the )?(early|mid|middle of|late|end of|beginning of|start of) )?${MONTH_RE},? (?:of )?(\\d{4})$`).exec(t))) {
    return { kind: 'month', y: Number(m[3]), m: monthIndex(m[2]), words: t };
  }
  // "October last year", "last year in October", "March this year"
  if ((m = new RegExp(`^${MONTH_RE},? (?:of )?(last|this) year$|^(last|this) year,? (?:in )?${MONTH_RE}$`).exec(t))) {
    return { kind: 'month', y: (m[2] ?? m[3]) === 'last' ? now_.y - 1 : now_.y, m: monthIndex(m[1] ?? m[4]), words: t };
  }
  if ((m = new RegExp(`^(\\d{4}),? ${MONTH_RE}$`).exec(t))) return { kind: 'month', y: Number(m[1]), m: monthIndex(m[2]), words: t };
  if ((m = new RegExp(`^(?:the )?${SEASON_RE},? (?:of )?(\\d{4})$`).exec(t))) return { kind: 'month', y: Number(m[2]), m: SEASONS[m[1]], words: t };
  if ((m = new RegExp(`^(?:(last|this) )?(?:the )?${SEASON_RE}$`).exec(t))) {
    const mo = SEASONS[m[2]];
    const y = m[1] === 'this' || mo < now_.m ? now_.y : now_.y - 1;
    return { kind: 'month', y, m: mo, words: t };
  }
  // "in the summer, 2 years ago", "in May, 2 years ago": that month of the year so many years back
  if ((m = new RegExp(`^(?:the )?(?:${SEASON_RE}|${MONTH_RE}),? (\\d+|an?) years? ago$`).exec(t))) {
    const mo = m[1] ? SEASONS[m[1]] : monthIndex(m[2]);
    return { kind: 'month', y: now_.y - (/^\d/.test(m[3]) ? Number(m[3]) : 1), m: mo, words: t };
  }
  if ((m = new RegExp(`^(last |this )?${MONTH_RE}$`).exec(t))) {
    const mo = monthIndex(m[2]);
    const strictlyBefore = m[1]?.trim() === 'last';
    // "last March" said in June means this year's March to some and last year's to others: which one is asked
    if (strictlyBefore && mo < now_.m) return { error: `Do you mean ${MONTH_NAMES[mo]} ${now_.y} or ${MONTH_NAMES[mo]} ${now_.y - 1}?` };
    const y = mo < now_.m || (mo === now_.m && !strictlyBefore) ? now_.y : now_.y - 1;
    return { kind: 'month', y, m: mo, words: t };
  }
  if ((m = /^(?:(?:the )?(early|mid|middle of|late|end of|beginning of|start of) )?(\d{4})$/.exec(t))) {
    const part = !m[1] ? null : /early|beginning|start/.test(m[1]) ? 'early' : /late|end/.test(m[1]) ? 'late' : 'mid';
    return yearOnly(Number(m[2]), now, t, part);
  }
  if (t === 'today' || t === 'now' || t === 'right now') return { kind: 'ago', days: 0, unit: 'day', count: 0, words: t };
  if (t === 'yesterday') return ago(1, 'day', t);
  if (t === 'last week') return ago(1, 'week', t);
  if (t === 'last month') return { kind: 'month', y: now_.m ? now_.y : now_.y - 1, m: (now_.m + 11) % 12, words: t };
  if (t === 'this month') return { kind: 'month', y: now_.y, m: now_.m, words: t };
  if (t === 'last year') return yearOnly(now_.y - 1, now, t);
  if (t === 'this year') return yearOnly(now_.y, now, t);
  if ((m = /^(?:when i was|at (?:the )?age(?: of)?|aged?|at) (\d{1,3})(?: years old| years)?$/.exec(t))) {
    const atAge = Number(m[1]);
    if (candidate?.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(candidate.birthDate)) {
      const [by, bm] = candidate.birthDate.split('-').map(Number);
      // somewhere in that year of life: its middle, six months after the birthday
      const total = by * 12 + (bm - 1) + atAge * 12 + 6;
      return { kind: 'month', y: Math.floor(total / 12), m: total % 12, words: t };
    }
    if (candidate?.ageYears !== undefined) return yearOnly(now_.y - (candidate.ageYears - atAge), now, t);
    return { error: "I need the date, as I don't have your date of birth here." };
  }
  const stripped = t.replace(/\s+(?:ago|back|before)$/, '').replace(/^(?:for|past|the (?:last|past)) /, '');
  return amount(stripped);
}

const LEAD =
  /^(?:(?:about|around|roughly|approximately|approx|maybe|probably|perhaps|nearly|almost|only|just|~|in|on|since|from|it was|it'?s been|its been|that was|was|i was diagnosed|diagnosed|i'?ve had it|i have had it|had it|i'?ve had|back in|sometime in|some time in|sometime|i think|i believe|i guess|last time was|the last time was|i stopped|stopped|i quit|quit)\s*[:,]?\s+)+/;
const TRAIL = /(?:,?\s+(?:or so|ish|roughly|approximately|i think|i believe|i guess|give or take|more or less|now|yes))+$/;

/** Words before a time that make it a limit, not a value ("over 10 years", "more than 5 years ago"). */
const BOUND = /\b(?:over|under|below|above|less than|more than|at least|at most|up to|no more than|upwards of|just over|just under)\s*$/;
/** Two times joined as a range or alternatives ("2019 or 2020", "5 or 6 years", "2-3 years"). */
const RANGE = /\d\s*(?:-|–|to|or)\s*(?:(?:maybe|perhaps|about|around)\s+)?\d|\bbetween\b.*\d.*\band\b/;

/** Spanish words of dates and times, in English ("hace dos años" → "2 years ago", "marzo de 2019" → "march 2019"). */
const SPANISH: ReadonlyArray<[RegExp, string]> = [
  [/(?<!\p{L})hace\s+(\S+(?:\s+y\s+medio)?)\s+(años?|mes(?:es)?|semanas?|d[ií]as?)(?!\p{L})/gu, '$1 $2 ago'],
  [/(?<!\p{L})y medio(?!\p{L})/gu, 'and a half'],
  [/(?<!\p{L})años?(?!\p{L})/gu, 'years'],
  [/(?<!\p{L})mes(?:es)?(?!\p{L})/gu, 'months'],
  [/(?<!\p{L})semanas?(?!\p{L})/gu, 'weeks'],
  [/(?<!\p{L})d[ií]as?(?!\p{L})/gu, 'days'],
  [/(?<!\p{L})(?:desde|en)(?!\p{L})/gu, 'since'],
  [/(?<!\p{L})ayer(?!\p{L})/gu, 'yesterday'],
  ...(
    [
      ['enero', 'january'],
      ['febrero', 'february'],
      ['marzo', 'march'],
      ['abril', 'april'],
      ['mayo', 'may'],
      ['junio', 'june'],
      ['julio', 'july'],
      ['agosto', 'august'],
      ['septiembre', 'september'],
      ['setiembre', 'september'],
      ['octubre', 'october'],
      ['noviembre', 'november'],
      ['diciembre', 'december'],
    ] as const
  ).map(([es, en]): [RegExp, string] => [new RegExp(`(?<!\\p{L})${es}(?: de(?= \\d{4}))?(?!\\p{L})`, 'gu'), en]),
];

/**
 * The message prepared for reading: number words as digits, Spanish date words in English, a month name with a typo
 * mended ("septmber", "feburary": one edit from a month name of five letters or more), "mar." as "mar", "a decade" as
 * 10 years, a year written "'98" in full (the latest such year not after now).
 */
/**
 * A year said aloud, as digits once number words are (`digitsForWords`): "nineteen ninety eight" ("19 98") → 1998,
 * "twenty twelve" ("20 12") → 2012, "twenty oh five" ("20 oh 5") → 2005, "two thousand and twelve" ("2 thousand 12")
 * → 2012.
 */
function spokenYears(digits: string): string {
  return digits
    .replace(/\b(19|20) ([1-9]\d)\b(?! ?(?:years?|months?|weeks?|days?|kg|lbs?|cm|%))/g, '$1$2')
    .replace(/\b(19|20) (?:oh|o|0) ([1-9])\b/g, '$10$2')
    .replace(/\b2 thousand (\d{1,2})\b/g, (_, n: string) => String(2000 + Number(n)));
}

/** "October or November 2022": two months of one year — only the year is certain. */
const MONTH_ALTERNATIVES = new RegExp(`\\b${MONTH_RE}(?: \\d{4})? (?:or|/) ${MONTH_RE} (\\d{4})\\b`, 'g');

/**
 * Japanese era years as years: Heisei (平成) 1 is 1989, Reiwa (令和) 1 is 2019, Showa (昭和) 1 is 1926 ("Heisei 27" →
 * 2015), as the Japanese calendar counts them.
 */
function eraYears(text: string): string {
  const start: Record<string, number> = { heisei: 1988, 平成: 1988, reiwa: 2018, 令和: 2018, showa: 1925, shōwa: 1925, 昭和: 1925 };
  return text.replace(/(heisei|reiwa|sh[oō]wa|平成|令和|昭和)\s*(\d{1,2})(?:\s*年)?/g, (_, era: string, n: string) => String(start[era] + Number(n)));
}

function prepare(text: string, now: Date): string {
  let t = eraYears(spokenYears(digitsForWords(text)));
  for (const [re, english] of SPANISH) t = t.replace(re, english);
  const yy = now.getUTCFullYear() % 100;
  return (
    t
      // "…October 2018, operation in December the same year": a later event said after the date is a remark
      .replace(LATER_EVENT, '')
      .replace(/\b[a-z]{5,10}\b/g, (w) => MONTHS.find((m) => m.length >= 5 && withinOneEdit(w, m)) ?? w)
      .replace(new RegExp(`\\b${MONTH_RE}\\.`, 'g'), '$1')
      .replace(/\b(?:a|one) decade\b/g, '10 years')
      .replace(/\b(\d+) decades\b/g, (_, n: string) => `${Number(n) * 10} years`)
      .replace(/(^|\s)'(\d{2})\b/g, (_, before: string, y: string) => `${before}${Number(y) <= yy ? 2000 + Number(y) : 1900 + Number(y)}`)
      .replace(MONTH_ALTERNATIVES, (...m) => m[m.length - 3] as string)
      .replace(HEDGED_MONTH, '$1')
      .replace(HEDGED_MONTH_AFTER, '$1$2')
      .replace(SEASON_THEN_GUESS, '$1 $2')
      .replace(YEAR_THEN_WHEN_IN, (_, year: string, season?: string, month?: string) => `${season ?? month} ${year}`)
      // "2019 spring": the season before its year, as a season is read
      .replace(new RegExp(`\\b((?:19|20)\\d{2}),? (${SEASON_RE})\\b`, 'g'), '$2 $1')
      // "last year, in the autumn", "autumn last year", "in March this year": the season or month of that year
      .replace(
        new RegExp(`\\b(last|this) year,? (?:in |around )?(?:the )?(?:${SEASON_RE}|${MONTH_RE})\\b`, 'g'),
        (_, which: string, season?: string, month?: string) => `${season ?? month} ${now.getUTCFullYear() - (which === 'last' ? 1 : 0)}`,
      )
      .replace(
        new RegExp(`\\b(?:in )?(?:the )?(?:${SEASON_RE}|${MONTH_RE}),? (?:of )?(last|this) year\\b`, 'g'),
        (_, season?: string, month?: string, which?: string) => `${season ?? month} ${now.getUTCFullYear() - (which === 'last' ? 1 : 0)}`,
      )
      .replace(/\bdx(?:'?d)?\b/g, 'diagnosed')
      // "around when covid started": the pandemic began in 2020 (WHO declared it on 11 March 2020); only the year is kept
      .replace(PANDEMIC_START, '2020')
      .replace(MONTH_SLASH_YY, (_, before: string, m: string, y: string) => `${before}${m}/${Number(y) <= yy ? 2000 + Number(y) : 1900 + Number(y)}`)
  );
}

/**
 * "2019, maybe April", "2019, autumn I think", "2017 I think, summer", "2019, in the autumn I think. Maybe October", "since
 * 2019 I think. Maybe autumn": the year is certain, the month or season a guess — only the year is kept.
 */
const HEDGED_MONTH = new RegExp(
  `\\b((?:19|20)\\d{2})[.,]? (?:(?:(?:i think|i guess|i believe)[.,]? )?(?:maybe|probably|perhaps|possibly|i think|i guess|i believe|around)[.,]? (?:in )?(?:the )?(?:${MONTH_RE}|${SEASON_RE})|(?:in )?(?:the )?(?:${MONTH_RE}|${SEASON_RE})(?: ?time)?,? (?:i think|i guess|maybe|probably|i believe))(?:[.,]? (?:maybe|probably|perhaps|possibly|or) (?:in )?${MONTH_RE})?\\b`,
  'g',
);
/**
 * "2019, at company health check. October I think.", "…autumn of 2014, after my health check. I believe it was
 * October.": a month or season guessed in a sentence after the year's.
 */
const HEDGED_MONTH_AFTER = new RegExp(
  `\\b((?:19|20)\\d{2})\\b([^.!?]*)[.!?]\\s+(?:(?:in |around |maybe |probably )?(?:the )?(?:${MONTH_RE}|${SEASON_RE}),? (?:i think|i guess|i believe|maybe|probably)|(?:i (?:think|guess|believe)|maybe|probably)(?: it was)? (?:in )?(?:the )?(?:${MONTH_RE}|${SEASON_RE}))[.!]*$`,
);
/**
 * "Spring 2022, I think it was April", "spring 2019, maybe April or May": the season is said, the month a guess — the
 * season is kept.
 */
const SEASON_THEN_GUESS = new RegExp(
  `\\b${SEASON_RE},? ((?:19|20)\\d{2}),? (?:i think|i guess|i believe|maybe|probably|perhaps)(?: it was)? (?:in )?(?:the )?${MONTH_RE.replace('(', '(?:')}(?: or (?:in )?${MONTH_RE.replace('(', '(?:')})?\\b`,
  'g',
);
/**
 * A sentence or clause after a year that tells of another event ("The operation was in December.", ", operation in
 * December the same year", ", surgery in January"): what the visitor adds, not the date asked for.
 */
const LATER_EVENT =
  /(?<=(?:19|20)\d{2}\b[^.;]*)[.,;]\s+(?:and\s+)?(?:the |my |his |her |then )?(?:operation|surgery|op|treatment|chemo(?:therapy)?|radiation|radiotherapy|removal)\b[^.;]*[.!]*$/;

/**
 * "It was 2016, at company health check in autumn", "It was 2017, in autumn": the year, where it happened, then the
 * season or month.
 */
const YEAR_THEN_WHEN_IN = new RegExp(
  `\\b((?:19|20)\\d{2}),? (?:(?:at|during|after|before|with|from) (?:a |an |the |my |our |his |her )?[a-z' -]{2,40}? )?in (?:the )?(?:${SEASON_RE}|${MONTH_RE})\\b`,
  'g',
);
/** The start of the COVID-19 pandemic, as people date things by it ("around when covid started", "the first lockdown"). */
const PANDEMIC_START =
  /\b(?:(?:around|about|just|right)\s+)?(?:when|as) (?:covid|covid-19|corona(?:virus)?|the pandemic|the (?:first )?lockdown) (?:started|began|hit|first hit|kicked off|happened)\b|\b(?:the )?(?:start|beginning) of (?:covid|covid-19|the pandemic|lockdown)\b|\bthe first lockdown\b/g;

/** "09/22", "dx 09/22": month and two-digit year, as clinical notes write a date of diagnosis (the whole message). */
const MONTH_SLASH_YY = /(^|^diagnosed\s+)(0?[1-9]|1[0-2])\/(\d{2})$/;

function clean(t: string): string {
  return t
    .replace(/,\s*$/, '')
    .replace(LEAD, '')
    .replace(TRAIL, '')
    .replace(/\s*-?ish$/, '')
    .trim();
}

/** Times inside a sentence, with their own date words: a date, a month or season with its year, a year, "… ago". */
const DATE_SPANS = new RegExp(
  [
    String.raw`\b\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?\b`,
    String.raw`\b\d{1,2}[-/.]\d{1,2}[-/.]\d{4}\b`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH_RE},? \d{4}\b`,
    String.raw`\b${MONTH_RE} \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b`,
    String.raw`\b(?:(?:the\s+)?(?:early|mid|middle of|late|end of|beginning of|start of)\s+|the\s+)?(?:${MONTH_RE}|${SEASON_RE}),? (?:of )?(?:19|20)\d{2}\b`,
    String.raw`\b${MONTH_RE},? (?:of )?(?:last|this) year\b`,
    String.raw`\b(?:19|20)\d{2},? ${MONTH_RE}\b`,
    String.raw`\b\d{1,2}[/-](?:19|20)\d{2}\b`,
    String.raw`\b(?:(?:the\s+)?(?:early|mid|middle of|late|end of|beginning of|start of)\s+)?(?:19|20)\d{2}\b(?!s|')`,
    String.raw`\b(?:\d+(?:[.,]\d+)?|an?|a couple of|a few)(?: and a half)? (?:days?|weeks?|wks?|months?|mos?|years?|yrs?) (?:ago|back)\b`,
    String.raw`\b(?:last|this) (?:week|month|year|${SEASON_RE}|${MONTH_RE})\b`,
    String.raw`\byesterday\b`,
  ].join('|'),
  'g',
);
/** Date words that change a time's value, outside the spans of a sentence ("may" is left out: it is also a verb). */
const LEFTOVER = new RegExp(`\\b(?:${MONTH_RE.replace('may|', '')}|${SEASON_RE}|early|late|mid|middle|end|beginning|start)\\b`);

/** "That autumn", "that same year", "later that month": a time said again by reference to the one already said. */
const THAT_TIME = new RegExp(`\\b(?:later |earlier )?that (?:same )?(?:${SEASON_RE}|${MONTH_RE}|year|month)\\b`, 'g');

/** Amounts of time inside a sentence, for a duration question ("for about 12 years"). */
const AMOUNT_SPANS = /\b(?:\d+(?:[.,]\d+)?|an?|a couple of|a few)(?: and a half)? (?:days?|weeks?|wks?|months?|mos?|years?|yrs?)\b(?! ago| back)/g;

/**
 * A point in time from a message: the whole message read as one (after lead and trail words), or else the one time
 * its sentence holds (`DATE_SPANS`, and for a duration question `AMOUNT_SPANS`): spans of the same value are one; a
 * range or alternatives, a bound ("over 10 years"), or spans of different values give nothing. The value of a
 * time is compared by `key` (the form value it gives).
 */
function whenIn(text: string, now: Date, candidate: CandidateFacts | undefined, key: (w: When) => string, amounts: boolean): Parsed {
  const t = prepare(text, now);
  const whole = parseWhen(clean(t), now, candidate);
  if (whole || RANGE.test(t)) return whole;
  const found = new Map<string, When>();
  let diagnosed: When | null = null;
  let rest = t;
  for (const re of amounts ? [DATE_SPANS, AMOUNT_SPANS] : [DATE_SPANS]) {
    for (const m of t.matchAll(re)) {
      if (BOUND.test(t.slice(0, m.index))) return null;
      const w = parseWhen(clean(m[0]), now, candidate);
      if (!w || 'error' in w) return w;
      found.set(key(w), w);
      if (DIAGNOSED_BEFORE.test(t.slice(0, m.index))) diagnosed = w;
      rest = rest.replace(m[0], ' ');
    }
  }
  // "I was diagnosed in March 2022 and finished chemo that autumn": the date the diagnosis is said with
  if (diagnosed) return diagnosed;
  // date words the spans did not take ("October last year" read as "last year") would be dropped: nothing is read;
  // "that autumn" names no new time, only a part of the one said ("08/2017, had it taken out that autumn")
  if (LEFTOVER.test(rest.replace(THAT_TIME, ' '))) return null;
  if (found.size === 1) return [...found.values()][0];
  // "about 8 years ago, 2017 I think", "like 2 years ago, summer 2023": two ways of saying one year, read as the one
  // that names it (the year, or the month or season with its year)
  const all = [...found.values()];
  const years = new Set(all.map((w) => (w.kind === 'ago' ? monthsBack(now, w.unit === 'year' ? w.count * 12 : w.count).y : w.y)));
  const named = all.filter((w) => w.kind !== 'ago');
  if (amounts || years.size !== 1) return null;
  if (named.length === 1 && all.some((w) => w.kind === 'ago')) return named[0];
  // "around when covid started, so early 2020": the year, and a part of it that says more
  const finer = named.filter((w) => !(w.kind === 'month' && w.yearAlone));
  return finer.length === 1 && named.length === all.length ? finer[0] : null;
}

/** Words just before a date that make it the date of the diagnosis ("diagnosed in", "found it in", "told me in"). */
const DIAGNOSED_BEFORE =
  /\b(?:diagnosed|found (?:it|out)|told (?:me|us)|picked (?:it )?up)(?:\s+(?:with\s+\w+(?:\s+\w+)?))?\s+(?:in|on|back in|around|about)?\s*$/;

function check(w: When, now: Date): string | null {
  if (w.kind === 'ago') return w.days < 0 ? 'That is in the future.' : w.days > 150 * 365.25 ? "That's longer ago than I can use." : null;
  const t = today(now);
  if (w.y < 1900) return "That's earlier than I can use.";
  const after = w.kind === 'day' ? w.y * 10000 + w.m * 100 + w.d > t.y * 10000 + t.m * 100 + t.d : w.y * 12 + w.m > t.y * 12 + t.m;
  return after ? 'That date is in the future.' : null;
}

/** Subtracts whole calendar months from now, → `{ y, m }`. */
function monthsBack(now: Date, months: number): { y: number; m: number } {
  const t = today(now);
  const total = t.y * 12 + t.m - Math.round(months);
  return { y: Math.floor(total / 12), m: ((total % 12) + 12) % 12 };
}

/** "in 2 weeks", "in a few months": a time to come, which no date or duration question asks for. */
const FUTURE = /^in (?:\d+(?:[.,]\d+)?|an?|a few|a couple(?: of)?) (?:days?|weeks?|months?|years?)$/;

/** A time as a date question's value: `YYYY-MM-DD` (a day, or counted back in days or weeks), or `YYYY-MM`. */
function dateOf(w: When, now: Date): { value: string; normalized: string } {
  if (w.kind === 'day') return { value: isoDay(w.y, w.m, w.d), normalized: `${w.d} ${MONTH_NAMES[w.m]} ${w.y}` };
  // a year alone is kept as its middle month, and said back as the year the visitor gave
  if (w.kind === 'month') return { value: isoMonth(w.y, w.m), normalized: w.yearAlone ? String(w.y) : `${MONTH_NAMES[w.m]} ${w.y}` };
  if (w.unit === 'day' || w.unit === 'week') {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - w.days * DAY_MS);
    return {
      value: isoDay(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()),
      normalized: `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
    };
  }
  const back = monthsBack(now, w.unit === 'year' ? w.count * 12 : w.count);
  return { value: isoMonth(back.y, back.m), normalized: `${MONTH_NAMES[back.m]} ${back.y}` };
}

/** The form value of a time for a duration question: whole days before now. */
function durationOf(w: When, now: Date): { value: { value: number; unit: 'days' }; normalized: string } {
  if (w.kind === 'ago') {
    // "yesterday", "last week" already say when; "3 years" needs "ago"
    const relative = /^(?:yesterday|(?:last|this) \w+)$/.test(w.words);
    const words = w.count === 0 ? 'today' : relative ? w.words : `${w.words.replace(/\s+ago$/, '')} ago`;
    return { value: { value: w.days, unit: 'days' }, normalized: `${words} (${w.days} ${w.days === 1 ? 'day' : 'days'})` };
  }
  const t = today(now);
  const nowMs = Date.UTC(t.y, t.m, t.d);
  const fromMs = Math.min(nowMs, w.kind === 'day' ? Date.UTC(w.y, w.m, w.d) : Date.UTC(w.y, w.m, 15));
  const days = Math.floor((nowMs - fromMs) / DAY_MS);
  const when = w.kind === 'day' ? `${w.d} ${MONTH_NAMES[w.m]} ${w.y}` : `${MONTH_NAMES[w.m]} ${w.y}`;
  return { value: { value: days, unit: 'days' }, normalized: `${days} days (since ${when})` };
}

/** The time a message gives, checked (not in the future, not before 1900), or why not. */
function readWhen(
  text: string,
  now: Date,
  candidate: CandidateFacts | undefined,
  key: (w: When) => string,
  amounts: boolean,
  unread: string,
): When | { error: string } {
  if (hasMarkup(text)) return { error: unread };
  if (FUTURE.test(digitsForWords(text))) return { error: 'That is in the future.' };
  const w = whenIn(text, now, candidate, key, amounts);
  if (!w) return { error: unread };
  if ('error' in w) return w;
  const problem = check(w, now);
  return problem ? { error: problem } : w;
}

/**
 * Reads a date for a `date` question from a normalised message (`normalise`); see the rules above. The value is
 * `YYYY-MM-DD` or `YYYY-MM`.
 */
export function readDate(text: string, now: Date, candidate?: CandidateFacts): DateReading {
  const w = readWhen(text, now, candidate, (x) => dateOf(x, now).value, false, "I didn't catch the date.");
  return 'error' in w ? { ok: false, reason: w.error } : { ok: true, ...dateOf(w, now) };
}

/**
 * Reads how long ago something happened, for a `duration` question, from a normalised message; see the rules above.
 * The value is `{ value: days, unit: 'days' }` (whole days before now).
 */
export function readDuration(text: string, now: Date, candidate?: CandidateFacts): DurationReading {
  const w = readWhen(text, now, candidate, (x) => String(durationOf(x, now).value.value), true, "I didn't catch how long ago.");
  return 'error' in w ? { ok: false, reason: w.error } : { ok: true, ...durationOf(w, now) };
}

/** Example answers to show on a re-ask of a date or a duration question. */
export const DATE_EXAMPLE = 'For example: March 2021, 03/2021 or "about 6 months ago"';
/** See `DATE_EXAMPLE`. */
export const DURATION_EXAMPLE = 'For example: 3 weeks, 6 months or 2 years';
