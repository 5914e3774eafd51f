/**
 * Text helpers shared by the rule recognisers: comparator normalisation, numeric bounds and time windows.
 * Pure functions over strings; no recogniser-specific vocabulary lives here.
 */
import { DAYS_PER } from '../../../../contracts/eligibility';
import type { Range, TimeUnit, Window } from '../types';

const COMPARATOR_WORDS: Array<[RegExp, string]> = [
  [/[≥⩾≧]|=>|>\s*\/\s*=|>\s*or\s*=|=\s*or\s*>/g, '>='],
  [/[≤⩽≦]|=<|<\s*\/\s*=|<\s*or\s*=|=\s*or\s*</g, '<='],
  [/＞/g, '>'],
  [/＜/g, '<'],
  [
    /\b(?:greater|more|higher|larger) than (?:to )?or equal(?: to)?|\bequal to or (?:greater|more|higher) than|\bat least|\bminimum of|\bno less than|\bnot less than/g,
    '>=',
  ],
  [
    /\b(?:less|lower|fewer|lesser) than or equal(?: to)?|\bequal to or (?:less|lower) than|\bno more than|\bnot more than|\bnot (?:to )?exceed(?:ing)?|\bup to|\bmaximum of|\bat most/g,
    '<=',
  ],
  [/\b(?:greater|more|higher|larger) than|\babove(?=\s*\d)|\bover(?=\s*\d)|\bexceed(?:s|ing)?(?=\s*\d)/g, '>'],
  [/\b(?:less|lower|fewer|lesser) than|\bbelow(?=\s*\d)|\bunder(?=\s*\d)/g, '<'],
];

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

/**
 * Lower-cases a criterion ("ALL" in capitals becomes "acute lymphoblastic leukaemia") and writes comparators as symbols (`≥`, "at least", "greater than or equal to" → `>=`;
 * "less than" → `<` …), number words one…ninety as digits, thousands separators dropped ("1,500" → "1500") and decimal commas as points ("7,5" → "7.5").
 */
export function normaliseForRules(text: string): string {
  // "ALL" in capitals is acute lymphoblastic leukaemia ("B-cell ALL", "ALL or AML"), not the word "all".
  const expanded = text.replace(/\bALL\b(?!\s+(?:OF|THE|of|the|other|participants|patients|subjects|criteria)\b)/g, 'acute lymphoblastic leukaemia');
  let s = expanded
    .toLowerCase()
    .replace(/\b(?:over|above|older than) the age of\b/g, 'age >')
    .replace(/\b(?:under|below|younger than) the age of\b/g, 'age <')
    .replace(/\\([<>=*[\]])/g, '$1')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/(\d),(\d)(?!\d\d)/g, '$1.$2');
  for (const [re, to] of COMPARATOR_WORDS) s = s.replace(re, ` ${to} `);
  // "greater than (>) 3": the symbol in brackets repeats the words.
  if (/\(\s*[<>]/.test(s)) s = s.replace(/(>=|<=|>|<)\s*\(\s*(?:>=|<=|>|<)\s*\)/g, '$1');
  s = s.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|eighteen|twenty|thirty|sixty|ninety)\b/g, (w) =>
    String(NUMBER_WORDS[w]),
  );
  return s.replace(/[ \t]+/g, ' ');
}

/** A number, e.g. `18`, `1.5`, `.5`. */
export const NUM = '(\\d+(?:\\.\\d+)?|\\.\\d+)';

/** A bound found in text: the range, and the index just past the last number (where a unit would follow). */
export interface Bound {
  range: Range;
  index: number;
  end: number;
}

const RANGE_RE = new RegExp(
  `(?:between\\s+${NUM}\\s*(?:[a-z%/²^.\\d]+\\s*){0,3}?(?:and|-|–|to)|(?:from\\s+)?${NUM}\\s*(?:[a-z%/²^]+\\s*){0,2}?(?:-|–|—|to))\\s*(<=|<)?\\s*${NUM}`,
  'g',
);
const OP_RE = new RegExp(`(>=|<=|>|<|=)\\s*${NUM}`, 'g');
const SUFFIX_RE = new RegExp(
  `${NUM}\\s*(?:[a-z%/²^.]+\\s*){0,4}?(?:or|and)\\s+(more|greater|higher|above|older|over|less|lower|below|younger|fewer|fewer)\\b`,
  'g',
);

const PLUS_RE = new RegExp(`${NUM}\\s*\\+(?!\\s*\\d)`, 'g');

/**
 * Finds the first numeric bound in `s` (already passed through `normaliseForRules`) at or after `from`:
 * "between 18 and 75", "18-65", "4 to < 8" (both ends inclusive unless marked), "> 7", "<= 1.5",
 * "18 years or older" / "65 or less", "18+". Returns null when there is none.
 */
export function findBound(s: string, from = 0): Bound | null {
  const candidates: Bound[] = [];
  RANGE_RE.lastIndex = from;
  const r = RANGE_RE.exec(s);
  if (r) {
    const lo = Number(r[1] ?? r[2]);
    const hi = Number(r[4]);
    if (hi > lo)
      candidates.push({ range: { min: lo, minInclusive: true, max: hi, maxInclusive: r[3] !== '<' }, index: r.index, end: r.index + r[0].length });
  }
  OP_RE.lastIndex = from;
  const o = OP_RE.exec(s);
  if (o) candidates.push({ range: opRange(o[1], Number(o[2])), index: o.index, end: o.index + o[0].length });
  PLUS_RE.lastIndex = from;
  const p = PLUS_RE.exec(s);
  if (p) candidates.push({ range: { min: Number(p[1]), minInclusive: true }, index: p.index, end: p.index + p[1].length });
  SUFFIX_RE.lastIndex = from;
  const x = SUFFIX_RE.exec(s);
  if (x) {
    const value = Number(x[1]);
    const up = /more|greater|higher|above|older|over/.test(x[2]);
    candidates.push({
      range: up ? { min: value, minInclusive: true } : { max: value, maxInclusive: true },
      index: x.index,
      end: x.index + x[1].length,
    });
  }
  if (!candidates.length) return null;
  return candidates.reduce((a, b) => (b.index < a.index ? b : a));
}

/** The range of `value` under a comparator: `>=` → [value, ∞), `<` → (−∞, value), `=` → [value, value]. */
export function opRange(op: string, value: number): Range {
  switch (op) {
    case '>=':
      return { min: value, minInclusive: true };
    case '>':
      return { min: value, minInclusive: false };
    case '<=':
      return { max: value, maxInclusive: true };
    case '<':
      return { max: value, maxInclusive: false };
    default:
      return { min: value, minInclusive: true, max: value, maxInclusive: true };
  }
}

/** Maps "d", "day", "wk", "weeks", "mo", "month", "yr", "years" to a TimeUnit; anything else → null. */
export function timeUnit(word: string): TimeUnit | null {
  const w = word.toLowerCase();
  if (/^d(ays?)?$/.test(w)) return 'days';
  if (/^w(ee)?ks?$/.test(w)) return 'weeks';
  if (/^mo(nths?|s)?$/.test(w)) return 'months';
  if (/^y(ea)?rs?$/.test(w)) return 'years';
  return null;
}

/** The wordings of a look-back window (see `findWindow`), for code that needs to find or mask them. */
export const WINDOW_PATTERNS: readonly RegExp[] = [
  new RegExp(
    `\\b(?:within|in|during|over)\\s+(?:the\\s+)?(?:past|last|previous|preceding|prior)?\\s*${NUM}\\s*(days?|weeks?|wks?|months?|mos?|years?|yrs?)\\b`,
  ),
  new RegExp(`\\b(?:past|last|previous|preceding)\\s+${NUM}\\s*(days?|weeks?|wks?|months?|mos?|years?|yrs?)\\b`),
  new RegExp(`\\b${NUM}\\s*(days?|weeks?|wks?|months?|mos?|years?|yrs?)\\s+(?:prior to|before|preceding|of)\\b`),
];

/**
 * Finds a look-back window: "within 6 months", "in the past 30 days", "in the last 3 months", "4 weeks prior to",
 * "past six months"; "N units before / prior to" preceded by "at least", "≥", "more than" (normalised to `>=` / `>`)
 * is a minimum (`atLeast`: "diagnosed ≥ 180 days before screening"). Text must be normalised (`normaliseForRules`).
 * Returns null when there is none.
 */
export function findWindow(s: string): Window | null {
  for (const [i, re] of WINDOW_PATTERNS.entries()) {
    const m = re.exec(s);
    if (!m) continue;
    const unit = timeUnit(m[2]);
    if (!unit) continue;
    const value = Number(m[1]);
    const atLeast = i === WINDOW_PATTERNS.length - 1 && /(?:>=|>)\s*$/.test(s.slice(0, m.index));
    return { value, unit, days: value * DAYS_PER[unit], ...(atLeast ? { atLeast: true } : {}) };
  }
  return null;
}
