/**
 * Values inside sentences. `valueInSentence` finds the one value of a question's kind in a message the answer
 * readers cannot read whole ("210 lbs like I said", "oh it was spring 2015 I think, yes"); `offersIn` finds values a
 * visitor volunteers for questions not asked yet ("I'm 5'4 and about 150 pounds", "prostate cancer, 2019" before
 * "When were you diagnosed?"), which the dialogue keeps and uses when those questions come. Pure.
 *
 * Only spans that carry their own unit or date words are taken ("95 kg", "5'4", "1 meter 62", "March 2019",
 * "two years ago"): a bare number in a sentence could be anything, so it is never offered for another question.
 */

import type { Question } from '../prescreenForm';
import { normalise, parseAnswer, type ParseOptions, type ParsedAnswer } from './parse';
import { digitsForWords } from './parse/text';

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const WORD_NUM = String.raw`(?:${NUM}|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|several)(?:[\s-]+(?:and a half))?)`;
const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** Spans that state a weight, a height, an age, a lab value in %, or a date, each with its own unit or date words. */
const SPANS: Readonly<Record<'weight' | 'height' | 'age' | 'percent' | 'date', RegExp>> = {
  weight: new RegExp(String.raw`\b${NUM}\s*(?:kg|kgs|kilos?|kilograms?|lbs?|pounds?|st|stone)(?:\s*${NUM}\s*(?:lbs?|pounds?))?\b`, 'g'),
  height: new RegExp(
    String.raw`\b\d\s*'\s*\d{1,2}(?:\s*(?:"|''|in(?:ch(?:es)?)?\b))?|\b\d\s*(?:ft|feet|foot)(?:\s*(?:and\s*)?\d{1,2}(?:\s*(?:in(?:ch(?:es)?)?\b|"))?)?|\b\d(?:[.,]\d{1,2})?\s*(?:m|metres?|meters?)\b(?:\s*\d{1,2}\b)?|\b\d{2,3}\s*(?:cm|centimet(?:er|re)s?)\b`,
    'g',
  ),
  age: /\b(?:i'?m|i am|im|aged?)\s+\d{1,3}\b(?!\s*(?:kg|kgs|lbs?|pounds?|cm|m|%|st|stone|feet|ft|'))|\b\d{1,3}\s*(?:years?|yrs?)(?:\s+old|\s+of age)\b|\b\d{1,3}\s*y\/?o\b/g,
  percent: new RegExp(String.raw`\b${NUM}\s*%|\b${NUM}\s*(?:percent|per cent)\b`, 'g'),
  date: new RegExp(
    String.raw`\b(?:(?:early|late|mid|the)\s+)?(?:(?:${MONTHS})\.?\s+(?:of\s+)?|(?:spring|summer|autumn|fall|winter)\s+(?:of\s+)?)?(?:19|20)\d{2}\b|\b(?:(?:${MONTHS})\.?\s+)?(?:19|20)\d{2}\b|\b${WORD_NUM}\s+(?:years?|months?|weeks?)\s+ago\b|\b(?:last|this)\s+(?:year|month|spring|summer|autumn|fall|winter|${MONTHS})\b|\b\d{1,2}\/(?:19|20)?\d{2}\b`,
    'g',
  ),
};

/** The kind of span that can answer a question, or null when values for it are never taken from inside sentences. */
function spanKind(q: Question): keyof typeof SPANS | null {
  if (q.answerType === 'date') return 'date';
  if (q.answerType !== 'number') return null;
  if (q.answerKey === 'weight') return 'weight';
  if (q.answerKey === 'height') return 'height';
  if (q.answerKey === 'age') return 'age';
  if (q.unit === '%') return 'percent';
  return null;
}

/** Words before a number that make it a bound, not a value ("under 170 pounds", "more than 5 years ago"). */
const BOUND = /\b(?:under|over|below|above|less than|more than|fewer than|at least|at most|up to|nearly|almost|no more than|not more than|roughly between|between)\s*$/;

/**
 * The spans of `kind` in a message (number words as digits: "seventy two kilos" → "72 kilos"), leaving out a span
 * that a bound word opens ("a bit under 170 pounds" states no weight).
 */
function spansOf(kind: keyof typeof SPANS, text: string): string[] {
  const t = digitsForWords(normalise(text));
  return [...t.matchAll(SPANS[kind])].filter((m) => !BOUND.test(t.slice(0, m.index))).map((m) => m[0].trim());
}

/** The one value (not "not sure") the pieces give for `q`, or null when none or several different ones do. */
function oneValue(q: Question, pieces: readonly string[], options: ParseOptions): ParsedAnswer | null {
  const found = new Map<string, ParsedAnswer>();
  for (const piece of pieces) {
    const r = parseAnswer(q, piece, options);
    if (r.ok && r.value !== 'unsure') found.set(JSON.stringify(r.value), r);
  }
  return found.size === 1 ? [...found.values()][0] : null;
}

/**
 * The value of `q`'s kind that a message holds inside its sentences, when the whole message cannot be read as one:
 * for numbers with a unit (weight, height, age, %) and dates, the one value of the spans that carry their unit or
 * date words; for numbers, dates, durations and choices, the one value of the message's clauses (split at sentence
 * ends, commas, "but", "so"). Null when none, when the pieces give different values, and for yes/no and free-text
 * questions (their readers look at the whole message on purpose: "no, but my mother had it" is one answer).
 */
export function valueInSentence(q: Question, text: string, options: ParseOptions): ParsedAnswer | null {
  if (q.answerType === 'yes_no_unsure' || q.answerType === 'text') return null;
  const kind = spanKind(q);
  const spans = kind ? spansOf(kind, text) : [];
  if (spans.length) return oneValue(q, spans, options);
  // "and" does not split: it joins number words ("a hundred and seventy") and ranges ("60 and 70")
  const clauses = text.split(/[.;!?\n]+|,\s*|\s+(?:but|though|although|so)\s+/i).map((c) => c.trim()).filter(Boolean);
  return clauses.length > 1 ? oneValue(q, clauses, options) : null;
}

/** A value a message offers for a question not asked yet. */
export interface Offer {
  questionId: string;
  value: unknown;
  normalized: string;
}

/**
 * The values `text` (a message answering `answered`, or the contact question: null) offers for the questions in
 * `open` (not answered yet): a weight, height, age or % value with its unit for a number question of that kind, and a
 * date for a date question that follows up `answered` ("prostate cancer, 2019" → "When were you diagnosed?"). A span
 * of the kind `answered` asks for is its answer, so it is not offered again for another question of that kind.
 */
export function offersIn(open: readonly Question[], answered: Question | null, text: string, options: ParseOptions): Offer[] {
  const out: Offer[] = [];
  const answeredKind = answered ? spanKind(answered) : null;
  for (const q of open) {
    const kind = spanKind(q);
    if (!kind || kind === answeredKind) continue;
    if (kind === 'date' && (!answered || q.showIf?.questionId !== answered.id)) continue;
    const r = oneValue(q, spansOf(kind, text), options);
    if (r) out.push({ questionId: q.id, value: r.value, normalized: r.normalized });
  }
  return out;
}
