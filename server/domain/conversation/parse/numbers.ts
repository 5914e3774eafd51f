/**
 * Numbers with units from free text, for `number` questions. The question's `unit` decides the reading:
 * - `years` (age): "52", "I'm 52", "52 years old", "fifty-two", "52 yrs"; "18 months" → 1 (completed years);
 * - `months` (age in months): "18 months", "2 years" → 24, "1 year 6 months" → 18, "18" → 18;
 * - `cm` (height, metric first): 5'10" / 5' 10 / 5 ft 10 / 5 feet 10 inches / "5 10" → cm (1 in = 2.54 cm,
 *   1 ft = 30.48 cm, NIST SP 811); "70 in"; "178 cm"; "1.78 m", "1,78 m", "1m78". A bare number is read as metres
 *   from 1.0 to 2.5 and as centimetres from 100 to 250; any other bare number is ambiguous (inches? centimetres?) and
 *   asked again;
 * - `in` (height asked in feet and inches, a trial in the United States): the same forms; a number in inches, or
 *   `{ value, unit: 'cm' }` for a height written in cm or m. A bare number is read in the question's system: a whole
 *   3–8 as feet ("6" → 6 ft 0 in), 16–98 as inches ("66" → 5 ft 6 in); "5 6" and "5-6" are feet and inches; "5.6"
 *   (5 ft 6 in or 5.6 ft?) and any other bare number are asked again;
 * - `kg` (weight, metric first): "82 kg", "82 kilos", "180 lb", "180 lbs", "180 pounds", "12 stone", "12 st 4 lb" →
 *   kg (1 lb = 0.45359237 kg exactly, 1 stone = 14 lb). A bare number is ambiguous (kg or lb?) and asked again;
 * - `lb` (weight asked in pounds, a trial in the United States): the same forms; a number in pounds ("180" →
 *   180 lb; stone counted in pounds), or `{ value, unit: 'kg' }` for a weight written in kilograms;
 * - any other unit (`%`, `mmHg`, lab units of the eligibility core's `CANONICAL_LAB_UNIT`): the number, with the
 *   question's unit or none → a plain number; with another recognised unit ("53 mmol/mol" for HbA1c in %) →
 *   `{ value, unit }`, which `answersFromForm` passes on and `evaluate` converts (`convertLab`). "7,2" is 7.2.
 *   Blood pressure "130/85" gives 130 to the top-number question and 85 to the bottom-number one.
 * Words around the number are allowed ("about", "around", "I weigh", "I'm", "tall", "roughly"); two different
 * numbers where one is expected are not read. Results are rounded to 0.1 (cm, in, kg, lb) and checked against
 * plausible ranges (age 0–150 years; height 40–250 cm, in either unit; weight 2–400 kg, in either unit; systolic
 * 50–300 and diastolic 20–200 mmHg). How `answersFromForm` keeps weights and heights: server/domain/prescreenForm/units.ts.
 */

import { CM_PER_IN, KG_PER_LB, LB_PER_STONE } from '../../prescreenForm/units';
import { digitsForWords, readDecimal } from './text';

/** A number reading: the form response and its wording for the visitor ("178 cm (5 ft 10 in)"). */
export type NumberReading = { ok: true; value: number | { value: number; unit: string }; normalized: string } | { ok: false; reason: string };

const NUM = '(\\d+(?:[.,]\\d+)?)';

/** Leading and trailing words that do not change the number. */
const LEAD = /^(?:(?:i'?m|im|i am|i weigh|it'?s|it is|its|my (?:height|weight|age|score|reading|level|result|number) (?:is|was)|i was|it was|age|aged|height|weight|about|around|roughly|approximately|approx|nearly|almost|just over|just under|over|under|~|maybe|probably|like|i think|last time|(?:my|the) last (?:one|1|reading|result|test) was|it)\s*[:,]?\s*)+/;
const TRAIL = /\s*(?:,?\s*(?:tall|high|roughly|or so|ish|approx|approximately|i think|i believe|last time|at the moment|now|currently|give or take))+$/;

function clean(text: string): string {
  return digitsForWords(text).replace(LEAD, '').replace(TRAIL, '').trim();
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const fmt = (x: number) => String(round1(x));

/** Every number in a text (digits, decimal comma allowed). */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => readDecimal(m[0])).filter((n): n is number => n !== null);
}

function ageYears(text: string): NumberReading {
  const t = clean(text).replace(/\s*(?:years? old|yrs? old|y\/?o|years? of age|years?|yrs?)$/, '').replace(/\s*old$/, '');
  const months = /^(\d+)\s*(?:months?|mos?)(?: old)?$/.exec(t);
  if (months) {
    const years = Math.floor(Number(months[1]) / 12);
    return { ok: true, value: years, normalized: `${years} years` };
  }
  const n = /^\d+(?:[.,]\d+)?$/.test(t) ? readDecimal(t) : null;
  if (n === null) return { ok: false, reason: "I didn't catch your age." };
  if (n > 150) return { ok: false, reason: `${fmt(n)} years doesn't look like an age.` };
  const years = Math.floor(n);
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

const FEET = `(?:'|ft|feet|foot)`;
const INCHES = `(?:"|''|in|ins|inch|inches)`;

/** A height as written: a length with its unit (feet and inches are counted in inches), or a bare number. */
type WrittenHeight = { unit: 'in' | 'cm'; value: number } | { unit: null; value: number };

/**
 * Reads the forms of a height: 5'10" / 5 ft 10 / 5 feet 10 inches / 5' / "5 10" / "5-10" (feet 3–8 and inches under
 * 12, without units: nothing else is written that way) → inches; "70 in" → inches; "178 cm", "1.78 m", "1m78" →
 * centimetres; a bare number as it is. Null when none fits.
 */
function writtenHeight(t: string): WrittenHeight | null {
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${NUM}\\s*${FEET}\\s*(?:${NUM}\\s*${INCHES}?)?$`).exec(t))) return { unit: 'in', value: readDecimal(m[1])! * 12 + (m[2] ? readDecimal(m[2])! : 0) };
  if ((m = new RegExp(`^${NUM}\\s*${INCHES}$`).exec(t))) return { unit: 'in', value: readDecimal(m[1])! };
  if ((m = new RegExp(`^${NUM}\\s*(?:cm|cms|centimet(?:er|re)s?)$`).exec(t))) return { unit: 'cm', value: readDecimal(m[1])! };
  if ((m = /^(\d)\s*m\s*(\d{2})$/.exec(t))) return { unit: 'cm', value: Number(m[1]) * 100 + Number(m[2]) };
  if ((m = new RegExp(`^${NUM}\\s*(?:m|mtr|meters?|metres?)$`).exec(t))) return { unit: 'cm', value: readDecimal(m[1])! * 100 };
  if ((m = /^([3-8])\s*(?:\s|-)\s*(\d{1,2}(?:[.,]\d+)?)$/.exec(t)) && readDecimal(m[2])! < 12) return { unit: 'in', value: Number(m[1]) * 12 + readDecimal(m[2])! };
  if ((m = new RegExp(`^${NUM}$`).exec(t))) return { unit: null, value: readDecimal(m[1])! };
  return null;
}

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
 */
function height(text: string, unit: 'cm' | 'in'): NumberReading {
  const w = writtenHeight(clean(text));
  if (!w) return { ok: false, reason: "I didn't catch your height." };
  let given: { unit: 'in' | 'cm'; value: number };
  if (w.unit !== null) given = w;
  else if (unit === 'cm' && w.value >= 1 && w.value <= 2.5) given = { unit: 'cm', value: w.value * 100 };
  else if (unit === 'cm' && w.value >= 100 && w.value <= 250) given = { unit: 'cm', value: w.value };
  else if (unit === 'in' && Number.isInteger(w.value) && w.value >= 3 && w.value <= 8) given = { unit: 'in', value: w.value * 12 };
  else if (unit === 'in' && w.value >= 16 && w.value <= 98) given = { unit: 'in', value: w.value };
  else if (unit === 'in' && w.value > 3 && w.value < 9) return { ok: false, reason: 'Please write feet and inches apart, so I know whether that is 5 feet 6 inches or 5.6 feet.' };
  else return { ok: false, reason: `Please add the unit, so I know whether that is ${unit === 'cm' ? 'centimetres, metres or feet and inches' : 'feet and inches or centimetres'}.` };
  const cm = given.unit === 'cm' ? given.value : given.value * CM_PER_IN;
  if (cm < 40 || cm > 250) return { ok: false, reason: `${given.unit === 'in' ? feetAndInches(given.value) : `${fmt(cm)} cm`} doesn't look like a height.` };
  if (unit === 'cm') return { ok: true, value: round1(cm), normalized: `${fmt(cm)} cm` };
  if (given.unit === 'in') return { ok: true, value: round1(given.value), normalized: feetAndInches(given.value) };
  return { ok: true, value: { value: round1(cm), unit: 'cm' }, normalized: `${fmt(cm)} cm` };
}

/** A weight as written: in kg or lb (stone counted in pounds), or a bare number. */
type WrittenWeight = { unit: 'kg' | 'lb' | null; value: number };

function writtenWeight(t: string): WrittenWeight | null {
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${NUM}\\s*(?:st|stone|stones)\\s*(?:${NUM}\\s*(?:lb|lbs|pounds?)?)?$`).exec(t))) return { unit: 'lb', value: readDecimal(m[1])! * LB_PER_STONE + (m[2] ? readDecimal(m[2])! : 0) };
  if ((m = new RegExp(`^${NUM}\\s*(?:lb|lbs|pounds?|#)$`).exec(t))) return { unit: 'lb', value: readDecimal(m[1])! };
  if ((m = new RegExp(`^${NUM}\\s*(?:kg|kgs|kilos?|kilograms?|kilogrammes?)$`).exec(t))) return { unit: 'kg', value: readDecimal(m[1])! };
  if ((m = new RegExp(`^${NUM}$`).exec(t))) return { unit: null, value: readDecimal(m[1])! };
  return null;
}

/**
 * A weight for a question in `kg` (metric first) or `lb` (asked in pounds). A bare number is pounds to a question in
 * pounds, and asked again ("kilograms or pounds?") to one in kilograms. The value is a number in the question's unit;
 * a weight written in the other system goes to a kg question converted (the visitor sees the kilograms), and to a lb
 * question as `{ value, unit: 'kg' }`.
 */
function weight(text: string, unit: 'kg' | 'lb'): NumberReading {
  const w = writtenWeight(clean(text));
  if (!w) return { ok: false, reason: "I didn't catch your weight." };
  if (w.unit === null && unit === 'kg') return { ok: false, reason: 'Is that in kilograms or pounds?' };
  const given = { unit: w.unit ?? 'lb', value: w.value };
  const kg = given.unit === 'kg' ? given.value : given.value * KG_PER_LB;
  if (kg < 2 || kg > 400) return { ok: false, reason: `${fmt(given.value)} ${given.unit} doesn't look like a body weight.` };
  if (unit === 'kg') return { ok: true, value: round1(kg), normalized: `${fmt(kg)} kg` };
  if (given.unit === 'lb') return { ok: true, value: round1(given.value), normalized: `${fmt(given.value)} lb` };
  return { ok: true, value: { value: round1(kg), unit: 'kg' }, normalized: `${fmt(kg)} kg` };
}

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

function canonicalUnit(written: string): string | null {
  const w = written.trim();
  for (const [re, unit] of UNIT_ALIASES) if (re.test(w)) return unit;
  return null;
}

const RANGES: Readonly<Record<string, [number, number]>> = { systolicBp: [50, 300], diastolicBp: [20, 200], karnofsky: [0, 100], hba1c: [2, 200] };

function measurement(text: string, unit: string | undefined, answerKey: string): NumberReading {
  const t = clean(text);
  const bp = /^(\d{2,3})\s*(?:\/|over)\s*(\d{2,3})(?:\s*mm\s*hg)?$/.exec(t);
  let value: number;
  let written = '';
  if (bp && (answerKey === 'systolicBp' || answerKey === 'diastolicBp')) {
    value = Number(answerKey === 'systolicBp' ? bp[1] : bp[2]);
  } else {
    const m = new RegExp(`^${NUM}\\s*(.*)$`).exec(t);
    if (!m) return { ok: false, reason: "I didn't catch the number." };
    if (numbersIn(m[2]).length && !canonicalUnit(m[2])) return { ok: false, reason: 'Please give just one number.' };
    value = readDecimal(m[1])!;
    written = m[2].trim();
  }
  const expected = unit ? canonicalUnit(unit) ?? unit : undefined;
  const given = written ? canonicalUnit(written) : expected;
  if (written && !given) return { ok: false, reason: `I don't know the unit "${written}".` };
  const range = RANGES[answerKey];
  if (given === expected && range && (value < range[0] || value > range[1])) return { ok: false, reason: `${value} doesn't look right here.` };
  if (!given || given === expected) return { ok: true, value, normalized: `${value}${expected ? (expected === '%' ? '%' : ` ${expected}`) : ''}` };
  return { ok: true, value: { value, unit: given }, normalized: `${value} ${given}` };
}

/**
 * Reads a number answer for a question with this `unit` and `answerKey` (see the rules above). `text` is the
 * normalised message (`normalise`). The value is in the question's unit (years, months, cm, in, kg, lb, …) or
 * `{ value, unit }`: a lab value in another recognised unit, a weight in kg to a question in lb, a height in cm to a
 * question in feet and inches.
 */
export function readNumber(text: string, unit: string | undefined, answerKey: string): NumberReading {
  if (unit === 'years') return ageYears(text);
  if (unit === 'months') return ageMonths(text);
  if (unit === 'cm' || unit === 'in') return height(text, unit);
  if (unit === 'kg' || unit === 'lb') return weight(text, unit);
  return measurement(text, unit, answerKey);
}

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
