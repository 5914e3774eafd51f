/**
 * A choice from free text, for `choice` questions. In this order:
 * 1. a number is the position in the list as shown (1-based: "2", "option 2", "#2", "number two", "the second one");
 *    a number that is not a position is tried as a choice value (ECOG grade "0");
 * 2. the label or the value, ignoring case, spaces and punctuation ("female", "Female", " FEMALE ");
 * 3. words for sex choices ("woman", "f", "man", "m", "boy", "girl");
 * 4. the one choice whose label contains every content word of the message, or else the one choice sharing the most
 *    content words with it (at least one, and no tie): "fully active", "light work"; words a label shares beside a
 *    bare "yes" or "no" decide ("No, I've been through the menopause" → the choice that names the menopause).
 * Nothing else is guessed: a tie or no overlap is not understood.
 */

import type { Choice } from '../../prescreenForm';
import { digitsForWords } from './text';

/** A choice reading: the chosen `Choice.value` and its label. */
export type ChoiceReading = { ok: true; value: string | number; normalized: string } | { ok: false; reason: string };

const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, last: -1 };
const SEX_WORDS: Readonly<Record<string, string>> = { f: 'FEMALE', woman: 'FEMALE', girl: 'FEMALE', lady: 'FEMALE', m: 'MALE', man: 'MALE', boy: 'MALE', guy: 'MALE' };
const STOP = new Set(['i', 'a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'my', 'me', 'am', 'is', 'it', 'do', 'can', 'but', 'than', 'more', 'most', 'such', 'as', 'at', 'all', 'one', 'option', 'choice', 'number', 'days', 'day']);

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const words = (s: string) => new Set(s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !STOP.has(w)));

/** Reads a choice among `choices` from a normalised message (`normalise`); see the rules above. */
export function readChoice(text: string, choices: readonly Choice[]): ChoiceReading {
  const pick = (c: Choice): ChoiceReading => ({ ok: true, value: c.value, normalized: c.label });
  const raw = text.replace(/^(?:i'?m|i am|im|it'?s|it is|its)\s+/, '').trim();
  const ordinal = /^(?:the )?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)(?: one| option)?$/.exec(raw);
  if (ordinal) {
    const n = ORDINALS[ordinal[1]];
    if (n === -1) return pick(choices[choices.length - 1]);
    if (n <= choices.length) return pick(choices[n - 1]);
  }
  const t = digitsForWords(raw);

  const position = /^(?:option|choice|number|no\.?|#)?\s*(\d{1,2})[.)]?$/.exec(t);
  if (position) {
    const n = Number(position[1]);
    if (n >= 1 && n <= choices.length) return pick(choices[n - 1]);
    const byValue = choices.find((c) => String(c.value) === position[1]);
    if (byValue) return pick(byValue);
    return { ok: false, reason: `Please pick a number from 1 to ${choices.length}.` };
  }

  const s = squash(t);
  const exact = choices.find((c) => squash(c.label) === s || squash(String(c.value)) === s);
  if (exact) return pick(exact);

  const sex = SEX_WORDS[s];
  const sexChoice = sex && choices.find((c) => c.value === sex);
  if (sexChoice) return pick(sexChoice);

  let mine = words(t);
  if (!mine.size) return { ok: false, reason: "I didn't catch which one." };
  // A reason given beside a yes or no names the choice it is about: "No, I've been through the menopause" is "does not
  // apply to me (… after the menopause …)", not "No".
  const reasons = new Set([...mine].filter((w) => w !== 'yes' && w !== 'no' && choices.some((c) => words(c.label).has(w))));
  if (reasons.size && reasons.size < mine.size) mine = reasons;
  const scored = choices.map((c) => {
    const theirs = words(c.label);
    const shared = [...mine].filter((w) => theirs.has(w)).length;
    return { c, shared, all: shared === mine.size };
  });
  const containing = scored.filter((x) => x.all);
  if (containing.length === 1) return pick(containing[0].c);
  const best = Math.max(...scored.map((x) => x.shared));
  const top = scored.filter((x) => x.shared === best);
  if (best > 0 && top.length === 1) return pick(top[0].c);
  return { ok: false, reason: best > 0 ? 'That could be more than one of the options.' : "I didn't catch which one." };
}

/** An example to show on a re-ask of a choice question: the numbers and the first label. */
export function choiceExample(choices: readonly Choice[]): string {
  return choices.length ? `For example: 1 or "${choices[0].label}"` : 'Please pick one of the options.';
}
