/**
 * Dates and durations from free text, relative to `now` (its UTC calendar date; the caller passes the clock).
 *
 * What is read (after number words become digits, "about" / "around" / "roughly" / "in" / "since" dropped):
 * - full dates: "2021-03-14", "2021/03/14", "14 March 2021", "March 14, 2021", "14/03/2021" and "03/14/2021" (day
 *   and month told apart when one of them is over 12; "03/04/2021" is ambiguous and asked again);
 * - months: "March 2021", "Mar 2021", "03/2021", "3-2021", "2021-03"; a month name alone ("March", "in March") is the
 *   latest such month not after now, "last March" the latest one before the current month;
 * - a year alone ("2019", "since 2019", "in 2019") — taken as the middle of that year (July; for the current year the
 *   month halfway between January and now), because the form keeps months, not years; "early / mid / late 2019" →
 *   March / July / October. The visitor's own words stay in the evidence for the site;
 * - relative: "today", "yesterday", "last week", "last month", "this month", "last year" (middle of last year),
 *   "this year", "a year ago", "2 years ago", "about 6 months ago", "two weeks", "a couple of months" (2),
 *   "a few weeks" (3), "1 year and 6 months", "one and a half years", "half a year";
 * - "when I was 40" / "at age 40" — with the candidate's birth date (or age) from the verified record.
 * Units: a month is 30.4375 days and a year 365.25 days (the eligibility core's `Window.days`); a date given to a
 * duration question counts whole days from that date (a month alone from its 15th, so a year alone from 15 July) to now.
 * "In 2 weeks" (a time to come) is refused. A date question receives `YYYY-MM-DD` (day known, or counted back in days or weeks) or `YYYY-MM` (counted back in
 * months or years, or a month alone); dates after now and before 1900 are refused.
 */

import { digitsForWords, readDecimal } from './text';

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
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3)));

/** A point in time as the visitor gave it: a day, a month, or a year (approximated). */
type When =
  | { kind: 'day'; y: number; m: number; d: number; words: string }
  | { kind: 'month'; y: number; m: number; words: string }
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
  return { kind: 'month', y, m, words };
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
  if ((m = new RegExp(`^(?:(early|mid|middle of|late|end of|beginning of|start of) )?${MONTH_RE},? (?:of )?(\\d{4})$`).exec(t))) {
    return { kind: 'month', y: Number(m[3]), m: monthIndex(m[2]), words: t };
  }
  if ((m = new RegExp(`^(last |this )?${MONTH_RE}$`).exec(t))) {
    const mo = monthIndex(m[2]);
    const strictlyBefore = m[1]?.trim() === 'last';
    const y = mo < now_.m || (mo === now_.m && !strictlyBefore) ? now_.y : now_.y - 1;
    return { kind: 'month', y, m: mo, words: t };
  }
  if ((m = /^(?:(early|mid|middle of|late|end of|beginning of|start of) )?(\d{4})$/.exec(t))) {
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
    return { error: 'I need the date, as I don\'t have your date of birth here.' };
  }
  const stripped = t.replace(/\s+(?:ago|back|before)$/, '').replace(/^(?:for|over|past|the (?:last|past)) /, '');
  return amount(stripped);
}

const LEAD = /^(?:(?:about|around|roughly|approximately|approx|maybe|probably|perhaps|nearly|almost|just over|just under|over|under|more than|less than|at least|~|in|on|since|from|it was|it'?s been|its been|that was|was|i was diagnosed|diagnosed|back in|sometime in|some time in|sometime|i think|i believe|i guess|last time was|the last time was|i stopped|stopped|i quit|quit)\s*[:,]?\s+)+/;
const TRAIL = /(?:,?\s+(?:or so|ish|roughly|approximately|i think|i believe|i guess|give or take|more or less))+$/;

function clean(text: string): string {
  return digitsForWords(text).replace(/,\s*$/, '').replace(LEAD, '').replace(TRAIL, '').replace(/\s*-?ish$/, '').trim();
}

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

/**
 * Reads a date for a `date` question from a normalised message (`normalise`); see the rules above. The value is
 * `YYYY-MM-DD` or `YYYY-MM`.
 */
export function readDate(text: string, now: Date, candidate?: CandidateFacts): DateReading {
  if (FUTURE.test(digitsForWords(text))) return { ok: false, reason: 'That is in the future.' };
  const w = parseWhen(clean(text), now, candidate);
  if (!w) return { ok: false, reason: "I didn't catch the date." };
  if ('error' in w) return { ok: false, reason: w.error };
  const problem = check(w, now);
  if (problem) return { ok: false, reason: problem };
  if (w.kind === 'day') return { ok: true, value: isoDay(w.y, w.m, w.d), normalized: `${w.d} ${MONTH_NAMES[w.m]} ${w.y}` };
  if (w.kind === 'month') return { ok: true, value: isoMonth(w.y, w.m), normalized: `${MONTH_NAMES[w.m]} ${w.y}` };
  if (w.unit === 'day' || w.unit === 'week') {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - w.days * DAY_MS);
    return { ok: true, value: isoDay(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()), normalized: `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}` };
  }
  const back = monthsBack(now, w.unit === 'year' ? w.count * 12 : w.count);
  return { ok: true, value: isoMonth(back.y, back.m), normalized: `${MONTH_NAMES[back.m]} ${back.y}` };
}

/**
 * Reads how long ago something happened, for a `duration` question, from a normalised message; see the rules above.
 * The value is `{ value: days, unit: 'days' }` (whole days before now).
 */
export function readDuration(text: string, now: Date, candidate?: CandidateFacts): DurationReading {
  if (FUTURE.test(digitsForWords(text))) return { ok: false, reason: 'That is in the future.' };
  const w = parseWhen(clean(text), now, candidate);
  if (!w) return { ok: false, reason: "I didn't catch how long ago." };
  if ('error' in w) return { ok: false, reason: w.error };
  const problem = check(w, now);
  if (problem) return { ok: false, reason: problem };
  if (w.kind === 'ago') {
    // "yesterday", "last week" already say when; "3 years" needs "ago"
    const relative = /^(?:yesterday|(?:last|this) \w+)$/.test(w.words);
    const words = w.count === 0 ? 'today' : relative ? w.words : `${w.words.replace(/\s+ago$/, '')} ago`;
    return { ok: true, value: { value: w.days, unit: 'days' }, normalized: `${words} (${w.days} ${w.days === 1 ? 'day' : 'days'})` };
  }
  const t = today(now);
  const nowMs = Date.UTC(t.y, t.m, t.d);
  const fromMs = Math.min(nowMs, w.kind === 'day' ? Date.UTC(w.y, w.m, w.d) : Date.UTC(w.y, w.m, 15));
  const days = Math.floor((nowMs - fromMs) / DAY_MS);
  const when = w.kind === 'day' ? `${w.d} ${MONTH_NAMES[w.m]} ${w.y}` : `${MONTH_NAMES[w.m]} ${w.y}`;
  return { ok: true, value: { value: days, unit: 'days' }, normalized: `${days} days (since ${when})` };
}

/** Example answers to show on a re-ask of a date or a duration question. */
export const DATE_EXAMPLE = 'For example: March 2021, 03/2021 or "about 6 months ago"';
/** See `DATE_EXAMPLE`. */
export const DURATION_EXAMPLE = 'For example: 3 weeks, 6 months or 2 years';
