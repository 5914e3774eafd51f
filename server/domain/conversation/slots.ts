/**
 * Values a visitor volunteers for questions not asked yet ("I'm 5'4 and about 150 pounds" at the contact question,
 * "prostate cancer, 2019" before "When were you diagnosed?"): `offersIn` finds them, and the dialogue keeps them and
 * uses them when those questions come (said back, so they can be corrected). Pure.
 *
 * A value is offered only from a sentence that names it with its own unit or date words ("95 kg", "5'4", "1 meter
 * 62", "March 2019", "two years ago"), and only as the answer reader (`parseAnswer`) reads that whole sentence — so
 * its rules hold here too: a bound ("under 170 pounds"), a range ("80 or 85 kg"), someone else's value ("my husband is
 * 6 foot"), a value that has changed since ("I used to be 90 kg") or markup is never offered. A bare number in a
 * sentence could be anything, so it is never offered for another question.
 */

import type { Question } from '../prescreenForm';
import { normalise, parseAnswer, type ParseOptions } from './parse';
import { digitsForWords } from './parse/text';

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** Words that show a sentence states a weight, a height, an age, a lab value in %, or a date. */
const NAMES: Readonly<Record<'weight' | 'height' | 'age' | 'percent' | 'date', RegExp>> = {
  weight: new RegExp(String.raw`\b${NUM}\s*(?:kg|kgs|kilos?|kilograms?|lbs?|pounds?|st|stone)\b`),
  height: new RegExp(
    String.raw`\b\d\s*'\s*\d{1,2}|\b\d\s*(?:ft|feet|foot)\b|\b\d(?:[.,]\d{1,2})?\s*(?:m|metres?|meters?)\b|\b\d{2,3}\s*(?:cm|centimet(?:er|re)s?)\b`,
  ),
  age: /\b(?:i'?m|i am|im|aged?)\s+\d{1,3}\b(?!\s*(?:kg|kgs|lbs?|pounds?|cm|m|%|st|stone|feet|ft|'))|\b\d{1,3}\s*(?:years?|yrs?)(?:\s+old|\s+of age)\b|\b\d{1,3}\s*y\/?o\b/,
  percent: new RegExp(String.raw`\b${NUM}\s*%|\b${NUM}\s*(?:percent|per cent)\b`),
  date: new RegExp(
    String.raw`\b(?:(?:${MONTHS})\.?\s+|(?:spring|summer|autumn|fall|winter)\s+(?:of\s+)?)?(?:19|20)\d{2}\b|\b\d+\s+(?:years?|months?|weeks?)\s+ago\b|\b(?:last|this)\s+(?:year|month|spring|summer|autumn|fall|winter|${MONTHS})\b`,
  ),
};

/** The kind of value a question takes from a volunteered sentence, or null when it never takes one. */
function kindOf(q: Question): keyof typeof NAMES | null {
  if (q.answerType === 'date') return 'date';
  if (q.answerType !== 'number') return null;
  if (q.answerKey === 'weight') return 'weight';
  if (q.answerKey === 'height') return 'height';
  if (q.answerKey === 'age') return 'age';
  if (q.unit === '%') return 'percent';
  return null;
}

/** The sentences of a message (split at sentence ends, line breaks and semicolons). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A value a message offers for a question not asked yet. */
export interface Offer {
  questionId: string;
  value: unknown;
  normalized: string;
}

/**
 * The values `text` (a message answering `answered`, or the contact question: null) offers for the questions in
 * `open` (not answered yet): a weight, height, age or % value for a number question of that kind, and a date for a
 * date question that follows up `answered` ("prostate cancer, 2019" → "When were you diagnosed?"). Each is the one
 * value the answer reader gives for the sentences that name such a value (see the module comment); none when they
 * give none or different ones. A value of the kind `answered` asks for is its answer, not an offer for another
 * question of that kind.
 */
/** "This year", "last year" with no month or number: too rough to keep as an offered date. */
const ROUGH_YEAR =
  /^(?!.*(?:\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:spring|summer|autumn|fall|winter)\b)).*\b(?:this|last) year\b/;

export function offersIn(open: readonly Question[], answered: Question | null, text: string, options: ParseOptions): Offer[] {
  const out: Offer[] = [];
  const answeredKind = answered ? kindOf(answered) : null;
  const sentences = sentencesOf(text);
  for (const q of open) {
    const kind = kindOf(q);
    if (!kind || kind === answeredKind) continue;
    if (kind === 'date' && (!answered || q.showIf?.questionId !== answered.id)) continue;
    const found = new Map<string, Offer>();
    // "the doctor told me this year": a year only roughly said is asked for when its question comes, never kept
    const said = sentences.filter((s) => NAMES[kind].test(digitsForWords(normalise(s))) && !(kind === 'date' && ROUGH_YEAR.test(normalise(s))));
    for (const sentence of said) {
      const r = parseAnswer(q, sentence, { ...options, ownOnly: true });
      if (r.ok && r.value !== 'unsure') found.set(JSON.stringify(r.value), { questionId: q.id, value: r.value, normalized: r.normalized });
    }
    if (found.size === 1) out.push([...found.values()][0]);
  }
  return out;
}
