/**
 * A choice from free text, for `choice` questions. In this order:
 * 1. a number is the position in the list as shown (1-based: "2", "option 2", "#2", "number two", "the second one");
 *    a number that is not a position is tried as a choice value (ECOG grade "0");
 * 2. the label or the value, ignoring case, spaces and punctuation ("female", "Female", " FEMALE ");
 * 3. for sex choices (values `FEMALE` and `MALE`), the words of one sex anywhere in the message and none of the other
 *    ("woman", "I'm a guy", "born a girl", "biologically male", "mujer", "hombre"; "F" or "M" only beside numbers:
 *    "F, 52"), a typo one edit from "female" or "woman" included ("femal", "feamle"), and "femail";
 * 4. for choices that say whether a habit goes on now, stopped, or never was (labels such as "I smoke now", "I used to
 *    smoke but have stopped", "I have never smoked", or "Current / Former / Never smoker"), the one status the
 *    message says: now ("a pack a day", "still", "socially", "the odd cigar", "I vape", "trying to quit"), stopped
 *    ("I quit 10 years ago", "ex-smoker", "not anymore", "I smoked in my twenties") or never ("never touched a
 *    cigarette", "nunca"). Of two statuses, the one said after the last "but" ("I quit last year but sometimes have
 *    one at parties" → now); otherwise two statuses, a "not" beside a "now" ("I smoke weed sometimes, not
 *    tobacco"), or how much for how long without a now ("a pack a day for 30 years") are not read;
 * 5. the one choice whose label contains every content word of the message, or else the one choice sharing the most
 *    content words with it (at least one, and no tie): "fully active", "light work"; words a label shares beside a
 *    bare "yes" or "no" decide ("No, I've been through the menopause" → the choice that names the menopause). A label
 *    that says the shared words with a "never", "not" or "cannot" is not picked for a message without a negation.
 * Nothing else is guessed: a tie or no overlap is not understood. Markup is never read.
 */

import type { Choice } from '../../prescreenForm';
import { digitsForWords, hasMarkup, withinOneEdit } from './text';
import { interpretYesNo } from './yesNo';

/** A method of birth control named as being used ("I always use condoms", "I'm on the mini pill", "I have a coil"). */
const USES_CONTRACEPTION =
  /\b(?:use|using|on|have|got|take|taking|with)\s+(?:a |an |the |my )?(?:condoms?|(?:mini[- ]?)?pills?|ocps?|bcps?|(?:contraceptive |birth control )?(?:implant|injection|patch|ring|coil)|iud|nexplanon|depo(?:[- ]provera)?|nuvaring|diaphragm|birth control|contraception)\b|\b(?:always|we) use (?:condoms?|protection|birth control)\b/;

/**
 * The answer after "but": "He's sixteen and not courting anybody, but yes, …", "lol no gf but ya i'd use protection",
 * "…not in a relationship but I suppose yes if it was required", "…But if the study requires it, yes, we agree.", "i dont
 * even have a gf but ok yeah i would".
 */
const AFTER_BUT =
  /\bbut,?\s+(?:(?:ok(?:ay)?|well|ig|lol),?\s+)*(?:(?:i|we|he|she) (?:suppose|guess|think|would say|'d say),?\s+|if [^,.;!?]{1,40}?,?\s+)?(yes|ya|yea|yeah|yep|sure|no|nope)\b/;

/**
 * Willing after "but", whatever came before: "She has no boyfriend. But if it is the rule of the study she will follow.",
 * "not active now but we'd use condoms if needed" (no negation between the person and the verb), "lol i dont even have a gf
 * but yea ig i would" (the verb left out).
 */
const WILLING_AFTER_BUT =
  /\bbut\b[^.;!?]*?\b(?:i|he|she|we|they)(?:'ll| will| would|'d| can| shall)\s+(?:(?:of course|definitely|still|happily|gladly|certainly)\s+)?(?:follow|do|use|comply|agree|go along|stick to|abide)\b|\bbut\b[^.;!?]*?\b(?:i|he|she|we|they) (?:would|will)[.!]*$/;

/**
 * "No need", "not needed", "doesn't apply", "I cannot be pregnant" (said by a woman: a man who cannot be pregnant may
 * still get a partner pregnant), "they took out my uterus": the question does not apply to the visitor.
 */
const NO_NEED =
  /\b(?:no need|not needed|(?:does ?n'?t|does not) apply|not applicable|n\/a|(?:not|no longer) relevant|irrelevant)\b|^(?!.*\b(?:man|male|guy|boy|husband|he|his)\b).*\b(?:(?:i|she) (?:can ?not|can'?t|could not|couldn'?t) (?:be|get|become) pregnant|(?:took|taken|take) out (?:my|her) (?:uterus|womb)|(?:my|her) (?:uterus|womb) (?:was |got )?(?:removed|taken out))\b/;

/**
 * Sterilisation in everyday words ("I had my tubes tied", "tubal ligation", "he had the snip"): read as the word a
 * label's examples use, so "I had my tubes tied" picks "Does not apply to me (… sterilisation …)".
 */
const STERILISED =
  /\b(?:(?:my |her |his )?tubes? (?:tied|clipped|cut|blocked|burn(?:ed|t)|removed|out)|tubal(?: ligation)?|(?:the |a )?snip|snipped)\b/g;

/** Words of a label's examples that name no reason ("for example after the menopause"): "on the pill since after I gave birth" gives none. */
const LINKING = new Set(['example', 'after', 'before', 'since', 'because', 'other', 'about', 'these', 'those', 'there', 'their', 'which', 'while']);

/**
 * Whether the visitor says they have not got a reason a label names: "I haven't had a vasectomy", "no hysterectomy"
 * (a negation up to three words before the word) name no reason; "I can't have kids because of my hysterectomy" does.
 */
const saysNot = (t: string, w: string): boolean => new RegExp(`(?:\\b(?:not|never|no|without)|n't)(?:\\s+\\w+){0,3}\\s+${w}\\b`).test(t);

/**
 * A choice among "Yes", "No" (and "Does not apply to me: …"): a plain yes or no read the yes/no way ("yeah np",
 * "nope", "sí"), and, on a birth-control question, a method named as used ("I'm on the mini pill") as the yes; a
 * message that gives a reason of a third choice ("No, I've been through the menopause") is left to the word match.
 */
function byYesNo(said: string, choices: readonly Choice[]): Choice | null {
  let t = said;
  const yes = choices.find((c) => c.value === 'yes');
  const no = choices.find((c) => c.value === 'no');
  if (!yes || !no) return null;
  const others = choices.filter((c) => c !== yes && c !== no);
  const mine = words(t);
  // "My wife is 50, so no need": the question does not apply, said as no need for it
  const notApplicable = others.find((c) => c.value === 'not_applicable');
  if (notApplicable && NO_NEED.test(t)) return notApplicable;
  // a label's reasons are its examples in brackets when it has them ("…(for example after the menopause…)"); the words
  // before them say the question again ("partner", "pregnant") and name no reason
  const reasons = (label: string) => words(/\(([^()]+)\)/.exec(label)?.[1] ?? label);
  const after = AFTER_BUT.exec(t);
  const reasonWords = others.flatMap((c) => [...reasons(c.label)].filter((w) => w.length >= 5 && !LINKING.has(w)));
  if (!after && reasonWords.some((w) => mine.has(w) && !saysNot(t, w))) return null;
  // "I haven't had my tubes tied, we use condoms": a clause that only denies a reason of a third choice is no "no" to the question
  const clauses = t.split(/[,;.]|\bbut\b|\bso\b/);
  const denying = clauses.filter((c) => reasonWords.some((w) => saysNot(c, w)));
  if (denying.length && denying.length < clauses.length)
    t = clauses
      .filter((c) => !denying.includes(c))
      .join(',')
      .replace(/^[\s,]*(?:(?:and|also)\b[\s,]*)?/, '');
  // "He's sixteen and not courting anybody, but yes, he would do whatever the study asks": the answer after "but"
  if (after) return /^n/.test(after[1]) ? no : yes;
  if (WILLING_AFTER_BUT.test(t)) return yes;
  // "my wife is 47, we not plan baby. yes ok": a plain yes or no as the last sentence answers, after the story
  const lastSentence = t.split(/[.!?]+\s+/).pop() ?? '';
  if (lastSentence !== t && /^(?:yes|yeah|yep|sure|no|nope)\b/.test(lastSentence)) {
    const last = interpretYesNo(lastSentence);
    if (last.kind === 'answer' && !last.reading.hedged && !last.reading.weak && last.reading.value !== 'unsure')
      return last.reading.value === 'yes' ? yes : no;
  }
  const read = interpretYesNo(t);
  if (read.kind === 'answer' && !read.reading.hedged && !read.reading.weak && read.reading.value !== 'unsure')
    return read.reading.value === 'yes' ? yes : no;
  if (
    /\b(?:contracepti\w*|birth control|pregnan\w*)\b/.test(
      choices
        .map((c) => c.label)
        .join(' ')
        .toLowerCase(),
    ) &&
    // a clause that names a method used, without a negation in that clause ("not use pill, my husband use condom")
    t.split(/[,;.]|\bbut\b|\bso\b/).some((c) => USES_CONTRACEPTION.test(c) && !/\b(?:not|never|don'?t|won'?t|no longer)\b/.test(c))
  )
    return yes;
  return null;
}

/** A choice reading: the chosen `Choice.value` and its label. */
export type ChoiceReading = { ok: true; value: string | number; normalized: string } | { ok: false; reason: string };

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  last: -1,
};
/** Words for each sex (rule 3); single letters only beside numbers. */
const SEX_WORDS: Readonly<Record<'FEMALE' | 'MALE', ReadonlySet<string>>> = {
  FEMALE: new Set(['female', 'woman', 'women', 'girl', 'lady', 'gal', 'lass', 'femail', 'mujer']),
  MALE: new Set(['male', 'man', 'men', 'boy', 'guy', 'gentleman', 'bloke', 'fella', 'chap', 'lad', 'dude', 'hombre']),
};
/** Words one typo from which is still that sex (five letters or more: "male" is one edit from "mole" and "make"). */
const SEX_TYPO_TARGETS: ReadonlyArray<readonly [string, 'FEMALE' | 'MALE']> = [
  ['female', 'FEMALE'],
  ['woman', 'FEMALE'],
];

/** The one sex the words of a message name (rule 3), or null. */
function sexOf(t: string): 'FEMALE' | 'MALE' | null {
  if (/\bnot\b|n't\b/.test(t)) return null;
  const tokens = t
    .replace(/'(?:m|s|re|ve|d|ll)\b/g, '')
    .split(/[^a-zñ0-9]+/)
    .filter(Boolean);
  const letters = tokens.every((w) => w.length === 1 || /^\d+$/.test(w));
  const sides = new Set<'FEMALE' | 'MALE'>();
  for (const w of tokens) {
    if (letters && (w === 'f' || w === 'm')) sides.add(w === 'f' ? 'FEMALE' : 'MALE');
    for (const side of ['FEMALE', 'MALE'] as const) if (SEX_WORDS[side].has(w)) sides.add(side);
    if (w.length >= 5) for (const [target, side] of SEX_TYPO_TARGETS) if (withinOneEdit(w, target)) sides.add(side);
  }
  return sides.size === 1 ? [...sides][0] : null;
}

/** Whether a habit goes on now, has stopped, or never was (rule 4). */
type Status = 'current' | 'former' | 'never';
/**
 * Words of each status, in labels and messages; "trying to quit" is a now, "former smoker" a stopped, "never smoker"
 * a never.
 */
const STATUS_WORDS: ReadonlyArray<readonly [Status, RegExp]> = [
  ['never', /\b(?:never|nunca|not (?:once|ever))\b/],
  ['former', /\b(?:quit|quitted|stopped|gave up|given up|ex|former(?:ly)?|used to|no longer|not any ?more|anymore|in the past|previously)\b/],
  [
    'current',
    /\b(?:now|current(?:ly)?|still|daily|every day|a day|per day|a week|socially|occasionally|sometimes|now and (?:then|again)|once in a while|the odd|at parties|on (?:the )?weekends?|smoker|i (?:smoke|vape|chew))\b/,
  ],
];
const STATUS_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:trying|want(?:ing)?|going|planning|about) to (?:quit|stop|give up)\b/g, ' still '],
  [/\b(?:ex|former)[- ]?(?:smoker|vaper|user|drinker)\b/g, ' former '],
  [/\bnever[- ]?smoker\b/g, ' never '],
  [/\bnon[- ]?smoker\b/g, ' '],
];

/** The statuses words say: the labels' own (each one status), or a message's (see rule 4). */
function statusesOf(text: string): Set<Status> {
  let t = text.toLowerCase();
  for (const [re, s] of STATUS_PHRASES) t = t.replace(re, s);
  const found = new Set(STATUS_WORDS.filter(([, re]) => re.test(t)).map(([status]) => status));
  // "I smoked in my twenties": a plain past is a stopped habit, when nothing else is said
  if (!found.size && /\bi smoked\b/.test(t)) found.add('former');
  // a "not" beside a "now" ("I smoke weed, not tobacco") is not read
  if (found.has('current') && /\bnot\b|n't\b|\bno\b/.test(t.replace(/\bnot any ?more\b|\bno longer\b/g, ''))) found.add('never');
  // "a pack a day for 30 years": how much, for how long, but not whether it goes on now
  if (
    found.has('current') &&
    /\bfor (?:\d+|many|a few|several|some) (?:years|decades)\b/.test(t) &&
    !/\b(?:now|still|currently|i (?:smoke|vape|chew))\b/.test(t)
  )
    found.add('former');
  return found;
}

/**
 * The choice whose status the message says (rule 4); `'several'` when it says more than one; null when the choices
 * are not statuses, or the message says none.
 */
function byStatus(t: string, choices: readonly Choice[]): Choice | 'several' | null {
  const labelled = choices.map((c) => ({ c, statuses: statusesOf(c.label) }));
  const distinct = new Set(labelled.filter((x) => x.statuses.size === 1).map((x) => [...x.statuses][0]));
  if (distinct.size < 2) return null;
  let said = statusesOf(t);
  if (!said.size) return null;
  // "I quit last year but sometimes have one at parties": what follows the last "but" says how it is now
  const after = /.*\bbut\b(.+)$/.exec(t);
  if (said.size > 1 && after && statusesOf(after[1]).size === 1) said = statusesOf(after[1]);
  if (said.size > 1) return 'several';
  const [status] = said;
  const match = labelled.filter((x) => x.statuses.size === 1 && x.statuses.has(status));
  return match.length === 1 ? match[0].c : null;
}

/**
 * Words a negation governs in a label, up to the end of its clause: "I have never smoked" → smoked; "I cannot do heavy
 * physical work, but …" → do, heavy, physical, work.
 */
function negatedWords(label: string): Set<string> {
  const out = new Set<string>();
  for (const clause of label.toLowerCase().split(/[,;.]|\bbut\b|\band\b|\bor\b/)) {
    const m = /\b(?:never|not|no|cannot|can't|don't|doesn't|won't)\b(.*)$/.exec(clause);
    if (m) for (const w of m[1].split(/[^a-z0-9']+/).filter(Boolean)) out.add(w);
  }
  return out;
}

const STOP = new Set([
  // "not" alone names no choice ("we not plan baby" shares it with "Does not apply to me")
  'not',
  'i',
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'my',
  'me',
  'am',
  'is',
  'it',
  'do',
  'can',
  'but',
  'than',
  'more',
  'most',
  'such',
  'as',
  'at',
  'all',
  'one',
  'option',
  'choice',
  'number',
  'days',
  'day',
]);

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !STOP.has(w)),
  );

/** Reads a choice among `choices` from a normalised message (`normalise`); see the rules above. */
export function readChoice(text: string, choices: readonly Choice[]): ChoiceReading {
  const pick = (c: Choice): ChoiceReading => ({ ok: true, value: c.value, normalized: c.label });
  if (hasMarkup(text)) return { ok: false, reason: "I didn't catch which one." };
  const raw = text.replace(/^(?:i'?m|i am|im|it'?s|it is|its)\s+/, '').trim();
  const ordinal = /^(?:the )?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)(?: one| option)?$/.exec(raw);
  if (ordinal) {
    const n = ORDINALS[ordinal[1]];
    if (n === -1) return pick(choices[choices.length - 1]);
    if (n <= choices.length) return pick(choices[n - 1]);
  }
  // a label that names sterilisation reads the everyday words for it as its own word (either spelling)
  const sterilisation = choices.map((c) => /\bsterili[sz]ation\b/i.exec(c.label)?.[0].toLowerCase()).find(Boolean);
  const t = sterilisation ? digitsForWords(raw).replace(STERILISED, sterilisation) : digitsForWords(raw);

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

  const sex = choices.some((c) => c.value === 'FEMALE') && choices.some((c) => c.value === 'MALE') ? sexOf(t) : null;
  if (sex) return pick(choices.find((c) => c.value === sex)!);

  const yesNo = byYesNo(t, choices);
  if (yesNo) return pick(yesNo);

  const status = byStatus(t, choices);
  if (status === 'several') return { ok: false, reason: 'That could be more than one of the options.' };
  if (status) return pick(status);

  let mine = words(t);
  if (!mine.size) return { ok: false, reason: "I didn't catch which one." };
  // A reason given beside a yes or no names the choice it is about: "No, I've been through the menopause" is "does not
  // apply to me (… after the menopause …)", not "No".
  const reasons = new Set([...mine].filter((w) => w !== 'yes' && w !== 'no' && !saysNot(t, w) && choices.some((c) => words(c.label).has(w))));
  if (reasons.size && reasons.size < mine.size) mine = reasons;
  const negates = /\b(?:never|not|no|cannot|can'?t|don'?t)\b|n't\b/.test(t);
  const scored = choices.map((c) => {
    const theirs = words(c.label);
    const sharedWords = [...mine].filter((w) => theirs.has(w));
    // "I smoked" shares "smoked" with "I have never smoked", which says the opposite
    const negated = negatedWords(c.label);
    const shared = !negates && sharedWords.length && sharedWords.every((w) => negated.has(w)) ? 0 : sharedWords.length;
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
