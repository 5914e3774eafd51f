/**
 * A yes/no question that states its own test — a count ("Do you have 5 or more warts?") or a time window ("Have you
 * had pelvic surgery within the past 6 months?") — answered with the value that test needs ("I only have 2 warts",
 * "that was in 1998"): the answer is the question's test applied to that value, said back with the reason so a
 * misreading is caught ("no — 2 warts is fewer than 5"). The words "yes" or "I had" in such a message do not decide:
 * the value does. Pure; `now` is the caller's clock (UTC days).
 */

import type { Question } from '../prescreenForm';
import { asksIfItCounts, normalise, parseAnswer, type ParsedAnswer, type ParseResult, type UnreadAnswer } from './parse';
import { askedQualifier } from './parse/qualifiers';
import { digitsForWords } from './parse/text';

const UNIT_DAYS: Readonly<Record<string, number>> = { day: 1, week: 7, month: 30.4375, year: 365.25 };

/**
 * "within the past 6 months", "in the last 2 years", "during the previous 12 weeks", "within 90 days before
 * screening": the window in days and words (a window counted back from screening or the start of the study is
 * counted back from today: the chat happens before screening).
 */
function windowOf(questionText: string): { days: number; words: string } | null {
  const t = digitsForWords(normalise(questionText));
  const m =
    /\b(?:in|within|during|over)\s+the\s+(?:past|last|previous|preceding)\s+(\d+)\s+(day|week|month|year)s?\b/.exec(t) ??
    /\bwithin\s+(\d+)\s+(day|week|month|year)s?\s+(?:before|prior to|of)\s+(?:the\s+)?(?:screening|enrol?ment|randomi[sz]ation|the study|study start|baseline|day 1|the first dose|first dose)\b/.exec(
      t,
    );
  return m ? { days: Number(m[1]) * UNIT_DAYS[m[2]], words: `the past ${m[1]} ${m[2]}${m[1] === '1' ? '' : 's'}` } : null;
}

/**
 * A question about a qualified condition ("poorly controlled diabetes", "active cancer") answered with the opposite
 * qualifier ("it's well controlled", "in remission since 2019"): a no, said back with the reason.
 */
function qualifierAnswer(questionText: string, normalisedAnswer: string): ParsedAnswer | null {
  const qualifier = askedQualifier(normalise(questionText));
  return qualifier && qualifier.opposite.test(normalisedAnswer) ? { ok: true, value: 'no', normalized: `no — not ${qualifier.phrase}` } : null;
}

/** Words that say the visitor is not sure of a count: the question's test is then not applied ("4 or 5, not sure"). */
const COUNT_DOUBT = /\b(?:not sure|unsure|not certain|don'?t know|no idea|maybe|perhaps|does that count|if that counts|not sure if)\b/;

/** Words that say the visitor is not sure: the question's test is then not applied ("2 months ago, not sure if that counts"). */
const NOT_SURE = /\b(?:not sure|unsure|not certain|don'?t know|no idea|maybe|perhaps|i think|i guess|does that count|if that counts|not sure if)\b/;

/**
 * "5 or more warts", "at least 3 attacks", "more than 2 episodes": the smallest count that is a yes, and the words
 * that may name what is counted (the two words after the number: "5 or more common warts").
 */
function countOf(questionText: string): { min: number; nouns: string[] } | null {
  const t = digitsForWords(normalise(questionText));
  const m = /\b(\d+)\s*(?:or more|\+)\s+([a-z]+)(?:\s+([a-z]+))?/.exec(t) ?? /\b(?:at least|a minimum of)\s+(\d+)\s+([a-z]+)(?:\s+([a-z]+))?/.exec(t);
  const more = m ? null : /\b(?:more than|over)\s+(\d+)\s+([a-z]+)(?:\s+([a-z]+))?/.exec(t);
  const hit = m ?? more;
  if (!hit) return null;
  return { min: Number(hit[1]) + (more ? 1 : 0), nouns: [hit[2], hit[3]].filter((w): w is string => !!w && w.length >= 3) };
}

/** Whether a yes/no question states a count of its own ("Do you have 5 or more warts?"). */
export function statesCount(q: Question): boolean {
  return q.answerType === 'yes_no_unsure' && countOf(q.text) !== null;
}

const stem = (w: string) => w.replace(/(?:es|s)$/, '');

/** Words after a number that make it something other than a count of the question's thing (an age, a time, a size). */
const NOT_A_COUNT = /^\s*(?:years?|yrs?|y\/?o|months?|weeks?|days?|hours?|mm|cm|inch\w*|kg|lbs?|%|am|pm|o'?clock)\b/;
/** Words before a number that make it an age ("I'm 67", "aged 40"). */
const AGE_BEFORE = /\b(?:i'?m|im|i am|aged?|turned|he'?s|she'?s|he is|she is)\s*$/;

/**
 * The count of the `nouns` a message gives ("I only have 2 warts", "just 3 of them", "2", "she counted three",
 * "no, I think four", "four altogether"), or null when it gives none, or several different ones: a number followed by
 * the noun, a total ("altogether", "in total"), or else the numbers of the message that are not ages, times or sizes,
 * when they all agree ("about 4 I reckon, is 4 ok?").
 */
function countIn(text: string, nouns: readonly string[]): number | null {
  const t = digitsForWords(normalise(text));
  if (/^\d+$/.test(t)) return Number(t);
  // "4 I think. 3 on the foot and the one on his knee": the count said first, as its own sentence, then where they are
  const opening = /^(\d{1,3})(?:\s+(?:i think|i believe|i guess|i reckon|total|altogether|in total))?\s*[.;:]\s/.exec(t);
  if (opening) return Number(opening[1]);
  // "hmm I count 4. 3 on right foot, 1 on left foot": the total the visitor counted, then where they are
  const counted = /\b(?:i|we|she|he|they)\s+(?:count(?:ed)?|have counted)\s+(\d{1,3})\b(?!\s*(?:or|-|to)\s*\d)/.exec(t);
  if (counted) return Number(counted[1]);
  const stems = nouns.map(stem);
  const one = (ns: number[]) => (new Set(ns).size === 1 ? ns[0] : null);
  const counts = [...t.matchAll(/\b(\d+)\s+(?:small\s+|little\s+|big\s+|tiny\s+|of\s+)?([a-z]+)/g)].filter(
    (m) => stems.includes(stem(m[2])) || m[2] === 'them',
  );
  if (counts.length) return one(counts.map((m) => Number(m[1])));
  const totals = [
    ...t.matchAll(/\b(\d+)\s+(?:altogether|all together|in total|in all|total)\b|\b(?:total(?: of)?|that'?s|thats|makes|so)\s+(\d+)\b(?=\W*$)/g),
  ];
  if (totals.length) return one(totals.map((m) => Number(m[1] ?? m[2])));
  const bare = [...t.matchAll(/(?<![\d.,/'-])\b(\d{1,3})\b(?![.,/'-]?\d)/g)].filter(
    (m) => !NOT_A_COUNT.test(t.slice(m.index + m[0].length)) && !AGE_BEFORE.test(t.slice(0, m.index)),
  );
  return bare.length ? one(bare.map((m) => Number(m[1]))) : null;
}

/** Words just before a date that make it the day something stopped ("stopped in", "finished", "my last dose was"). */
const STOPPED_BEFORE =
  /\b(?:stopped|finished|quit|came off|ended|last (?:dose|injection|shot|took it)(?: was)?)(?:\s+(?:it|them|that|those|taking it|using it))?(?:\s+(?:around|about|at|by|before|after|over|in|on|the|end of|start of|beginning of))*\s*$/;

/** Words that say something has stopped, anywhere in a message ("since I stopped", "off it since May"). */
const STOPPED_ANYWHERE = /\b(?:stopped|finished|quit|came off|come off|ended|off it|off them|no longer|not any ?more|gave (?:it|them) up)\b/;

/** The re-ask of a window question answered "it stopped" without saying when: when it stopped decides. */
const stoppedWhen = (words: string): UnreadAnswer => ({
  ok: false,
  reason: `When did you stop? The question asks about ${words}.`,
  example: 'For example: in March, or 4 months ago',
});

/** The re-ask of a window question answered with when it started only: whether it goes on decides. */
const stillGoingOn = (words: string): UnreadAnswer => ({
  ok: false,
  reason: `Is that still going on, or when did it stop? The question asks about ${words}.`,
  example: 'For example: still now, or stopped in March',
});

/** Days back from `now` to the first and the last day of a month `YYYY-MM` or a year `YYYY`. */
function daysSince(value: string, now: Date): { latest: number; earliest: number } {
  const [y, m] = value.split('-').map(Number);
  const first = m ? Date.UTC(y, m - 1, 1) : Date.UTC(y, 0, 1);
  const last = m ? Date.UTC(y, m, 0) : Date.UTC(y, 11, 31);
  return { earliest: (now.getTime() - first) / 86_400_000, latest: (now.getTime() - last) / 86_400_000 };
}

/**
 * The answer the question's own test gives for the value in `text`, or null when the question states no count or
 * window, or the message gives no single such value, or the visitor says they are not sure (then the usual yes/no
 * reading applies).
 * - count: the one count of the question's noun in the message (or a bare number) → yes when at least the minimum;
 *   two counts ("6 or 7", "3-4") on the same side of the minimum decide too, unless another count said is on the
 *   other side ("3 or 4, or 5 or 6");
 * - a qualified condition ("poorly controlled", "active") answered with the opposite ("well controlled", "in
 *   remission") → no;
 * - window: the one date in the message ("1998", "March 2019", "two years ago", "stopped in January") → yes when it falls inside the window
 *   (counted from `now`), no when it is wholly before it; a month or year that straddles the window's start does not
 *   decide; a date something goes on "since" (and has not stopped) is a yes: it goes on today; a stop said without
 *   any date ("I stopped a while ago"), unless the visitor opens with their own yes or no, is asked again with "When did
 *   you stop?" (an unread answer), never read as the yes its "I was on …" would give.
 */
export function readAgainstQuestion(q: Question, text: string, now: Date): ParseResult | null {
  if (q.answerType !== 'yes_no_unsure') return null;
  const count = countOf(q.text);
  // "like 6 or 7 mayb more", "3-4": two counts on one side of the question's minimum decide, whatever the doubt
  const range = count
    ? /\b(\d{1,3})\s*(?:or|-|–|to)\s*(\d{1,3})\b(?!\s*(?:years?|months?|weeks?|days?|kg|lbs?|cm))/.exec(digitsForWords(normalise(text)))
    : null;
  if (count && range) {
    const [low, high] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b);
    if (low >= count.min) return { ok: true, value: 'yes', normalized: `yes — ${low} or ${high} is ${count.min} or more` };
    // "could be 3 or 4, or 5 or 6 if the tiny ones count": another count said at or above the minimum leaves it open
    const counts = (digitsForWords(normalise(text)).match(/\b\d{1,3}\b(?!\s*(?:years?|months?|weeks?|days?|kg|lbs?|cm))/g) ?? []).map(Number);
    if (counts.some((n) => n >= count.min)) return null;
    if (high < count.min && !COUNT_DOUBT.test(normalise(text)) && !/\bmore\b/.test(normalise(text)))
      return { ok: true, value: 'no', normalized: `no — ${low} or ${high} is fewer than ${count.min}` };
  }
  // "Two, maybe a tiny third one. Definitely not five.": the minimum ruled out surely, no count above it said, is a no
  const digits = digitsForWords(normalise(text));
  const ruledOut = /\b(?:definitely|certainly|surely|for sure|absolutely) not (\d+)\b|\bnowhere near (\d+)\b/.exec(digits);
  if (count && ruledOut && Number(ruledOut[1] ?? ruledOut[2]) === count.min && !(digits.match(/\d+/g) ?? []).some((n) => Number(n) > count.min))
    return { ok: true, value: 'no', normalized: `no — fewer than ${count.min}` };
  // "definitely not 3" says what the count is not, never what it is
  if (count && ruledOut) return null;
  // a count said with "I think" or "about" is still that count; real doubt ("not sure", "does that count") is not. A
  // doubt only that there are more ("seven, maybe more") still says the count is at least that: it decides a yes only
  const said = normalise(text);
  const moreDoubt = /\b(?:maybe|perhaps|possibly|probably)\s+(?:even\s+)?more\b/;
  if (count && !COUNT_DOUBT.test(said.replace(new RegExp(moreDoubt.source, 'g'), ''))) {
    const n = countIn(text, count.nouns);
    if (n !== null && n >= count.min) return { ok: true, value: 'yes', normalized: `yes — ${n} is ${count.min} or more` };
    if (n !== null && !moreDoubt.test(said)) return { ok: true, value: 'no', normalized: `no — ${n} is fewer than ${count.min}` };
  }
  // "in November I think, so about seven months ago": a date said with "I think" still gives a window's side, as a hedge
  // (kept only when that side fails no study, else checked once); any other doubt leaves the question unread here
  // "does a c section count? i had one in february": whether it is the thing asked about is the question, not when
  if (asksIfItCounts(normalise(text))) return null;
  const thinks = NOT_SURE.test(normalise(text));
  if (thinks && NOT_SURE.test(normalise(text).replace(/\bi (?:think|guess)\b/g, ''))) return null;
  const window = windowOf(q.text);
  if (thinks) return window ? asHedge(windowAnswer(q, text, now, window)) : null;
  const qualified = qualifierAnswer(q.text, normalise(text));
  if (qualified) return qualified;
  return window ? windowAnswer(q, text, now, window) : null;
}

/** A reading said with "I think": not sure, leaning to the side it gives. */
const asHedge = (r: ParseResult | null): ParseResult | null =>
  r?.ok && (r.value === 'yes' || r.value === 'no') ? { ok: true, value: 'unsure', normalized: 'not sure', hedged: true, lean: r.value } : null;

/**
 * A yes/no question with a time window ("within the past 6 months") answered by when it happened: a date inside the
 * window is a yes, outside it a no; "since January" goes on now, so yes; null when the dates do not decide.
 */
function windowAnswer(q: Question, text: string, now: Date, window: NonNullable<ReturnType<typeof windowOf>>): ParseResult | null {
  const dateQuestion: Question = { ...q, answerType: 'date' };
  const said = digitsForWords(normalise(text));
  const matches = [
    ...said.matchAll(
      /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\b|\b\d+\s*(?:years?|yrs?|months?|mos?|weeks?|wks?|days?)\s+(?:ago|back)\b|\blast (?:year|month|week)\b|\b(?:(?:in|since|until|till|on|around|about)\s+(?:the\s+)?(?:(?:end|start|beginning|middle) of\s+)?|(?:the\s+)?(?:end|start|beginning|middle) of\s+|mid[- ]?)(?:january|february|march|april|may|june|july|august|september|october|november|december)\b(?!\s+(?:of\s+)?(?:19|20)\d{2})|\b(?:last\s+)?(?:christmas|xmas)\b|\blast\s+(?:spring|summer|autumn|winter)\b/g,
    ),
  ];
  // "I've been on Wegovy since January": it goes on now, so it falls inside any window counted back from today
  // "No, not since Christmas", "nothing since 2009" say the opposite: it stopped then
  // "yeah im on wegovy rn, started it in january": a start said beside "now" goes on now too
  const startedAt = (m: RegExpMatchArray) =>
    /\b(?:started|began|start(?:ing)?)(?:\s+[\w-]+){0,2}?(?:\s+(?:in|on|around|about|back in))?\s*$/.test(said.slice(0, m.index));
  const startedNow = matches.some(startedAt) && /\b(?:rn|right now|currently|at the moment|still|now)\b/.test(said);
  // "still on it now", "yes still taking it": it goes on today, inside any window counted back from today
  const stillNow =
    /^(?:(?:yes|yeah|yep|ya)[,\s]+)?(?:(?:i'?m|im|i am|she'?s|he'?s|she is|he is)\s+)?(?:still(?: (?:on|taking|using) (?:it|them|that))?(?: (?:now|today|currently|rn))?|currently (?:on|taking|using) (?:it|them|that))$/.test(
      said,
    );
  const ongoing =
    (startedNow || stillNow || matches.some((m) => /^since\b/.test(m[0]) || /\bsince\s*$/.test(said.slice(0, m.index)))) &&
    !/\b(?:not|never|nothing(?: else)?|none|no (?:more|other|further) \w+)\s+since\b/.test(said);
  if (ongoing && !STOPPED_ANYWHERE.test(said)) return { ok: true, value: 'yes', normalized: `yes — still, so within ${window.words}` };
  const onlyStarted = matches.length > 0 && matches.every(startedAt) && !STOPPED_ANYWHERE.test(said);
  // "I used it until last year, stopped in October": when one date is said with the stop, that date decides
  const stopped = matches.filter((m) => STOPPED_BEFORE.test(said.slice(0, m.index)));
  const spans = (stopped.length === 1 ? stopped : matches).map((m) =>
    m[0].replace(/^(?:(?:in|since|until|till|on|around|about)\s+)?(?:(?:the\s+)?(?:end|start|beginning|middle) of\s+|mid[- ]?)?/, ''),
  );
  // a bare year keeps its precision (the date reader puts it in July): the whole year is compared with the window
  const dateOf = (span: string) => (/^(?:19|20)\d{2}$/.test(span) ? span : parseAnswer(dateQuestion, span, { now }));
  const dates = new Set(
    spans
      .map(dateOf)
      .map((r) => (typeof r === 'string' ? r : r.ok && typeof r.value === 'string' && r.value !== 'unsure' ? r.value : null))
      .filter((d): d is string => d !== null),
  );
  // "I was on Mounjaro but I stopped a while ago": it stopped, but when decides the answer, so that is asked; the
  // plain reading would be a yes ("I was on …") that rules out someone who may have stopped long before the window
  // "I stopped Saxenda last year, around October": the spans ("last year", "October") are one time, as the date reader
  // puts them together
  const whole = dates.size > 1 ? parseAnswer(dateQuestion, said, { now }) : null;
  if (whole?.ok && typeof whole.value === 'string' && whole.value !== 'unsure') {
    dates.clear();
    dates.add(whole.value);
  }
  // "I started Wegovy in 2019": when it started, without a stop, does not say whether it goes on inside the window; the
  // plain reading would be a yes that rules out someone who may have stopped years ago, so whether it goes on is asked.
  // "I started Wegovy in April" (within the past 90 days): taken inside the window whether or not it goes on, a yes
  if (onlyStarted) {
    const start = dates.size === 1 ? daysSince([...dates][0], now) : null;
    return start && start.earliest <= window.days
      ? { ok: true, value: 'yes', normalized: `yes — started within ${window.words}` }
      : stillGoingOn(window.words);
  }
  if (dates.size !== 1)
    return STOPPED_ANYWHERE.test(said) && !matches.length && !/^(?:yes|yeah|yep|no|nope)\b/.test(said) ? stoppedWhen(window.words) : null;
  const since = daysSince([...dates][0], now);
  // a year that straddles the window's start ("2024" for "the past 6 months") does not decide
  if (since.earliest <= window.days) return { ok: true, value: 'yes', normalized: `yes — within ${window.words}` };
  if (since.latest > window.days) return { ok: true, value: 'no', normalized: `no — not within ${window.words}` };
  return null;
}
