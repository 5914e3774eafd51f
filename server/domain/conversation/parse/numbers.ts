/**
 * Numbers with units from free text, for `number` questions. The question's `unit` decides the reading:
 * - `years` (age): "52", "I'm 52", "52 years old", "fifty-two", "52 yrs"; "18 months" → 1 (completed years);
 * - `months` (age in months): "18 months", "2 years" → 24, "1 year 6 months" → 18, "18" → 18;
 * - `cm` (height): 5'10" / 5' 10 / 5 ft 10 / 5 feet 10 inches → cm (1 in = 2.54 cm, 1 ft = 30.48 cm, NIST
 *   SP 811); "70 in"; "178 cm"; "1.78 m", "1,78 m", "1m78". A bare number is read as metres from 1.0 to 2.5 and as
 *   centimetres from 100 to 250; any other bare number is ambiguous (inches? centimetres?) and asked again;
 * - `kg` (weight): "82 kg", "82 kilos", "180 lb", "180 lbs", "180 pounds", "12 stone", "12 st 4 lb" → kg
 *   (1 lb = 0.45359237 kg exactly, 1 stone = 14 lb). A bare number is ambiguous (kg or lb?) and asked again;
 * - any other unit (`%`, `mmHg`, lab units of the eligibility core's `CANONICAL_LAB_UNIT`): the number, with the
 *   question's unit or none → a plain number; with another recognised unit ("53 mmol/mol" for HbA1c in %) →
 *   `{ value, unit }`, which `answersFromForm` passes on and `evaluate` converts (`convertLab`). "7,2" is 7.2.
 *   Blood pressure "130/85" gives 130 to the top-number question and 85 to the bottom-number one.
 * Words around the number are allowed ("about", "around", "I weigh", "I'm", "tall", "roughly"); two different
 * numbers where one is expected are not read. Results are rounded to 0.1 (cm, kg) and checked against plausible
 * ranges (age 0–150 years; height 40–250 cm; weight 2–400 kg; systolic 50–300 and diastolic 20–200 mmHg).
 */

import { digitsForWords, readDecimal } from './text';

/** A number reading: the form response and its wording for the visitor ("178 cm (5 ft 10 in)"). */
export type NumberReading = { ok: true; value: number | { value: number; unit: string }; normalized: string } | { ok: false; reason: string };

const CM_PER_IN = 2.54;
const KG_PER_LB = 0.45359237;
const LB_PER_STONE = 14;
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

function height(text: string): NumberReading {
  const t = clean(text);
  let cm: number | null = null;
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${NUM}\\s*(?:'|ft|feet|foot)\\s*(?:${NUM}\\s*(?:"|''|in|ins|inch|inches)?)?$`).exec(t))) {
    cm = readDecimal(m[1])! * 12 * CM_PER_IN + (m[2] ? readDecimal(m[2])! * CM_PER_IN : 0);
  } else if ((m = new RegExp(`^${NUM}\\s*(?:"|''|in|ins|inch|inches)$`).exec(t))) {
    cm = readDecimal(m[1])! * CM_PER_IN;
  } else if ((m = new RegExp(`^${NUM}\\s*(?:cm|cms|centimet(?:er|re)s?)$`).exec(t))) {
    cm = readDecimal(m[1])!;
  } else if ((m = /^(\d)\s*m\s*(\d{2})$/.exec(t))) {
    cm = Number(m[1]) * 100 + Number(m[2]);
  } else if ((m = new RegExp(`^${NUM}\\s*(?:m|mtr|meters?|metres?)$`).exec(t))) {
    cm = readDecimal(m[1])! * 100;
  } else if ((m = new RegExp(`^${NUM}$`).exec(t))) {
    const n = readDecimal(m[1])!;
    if (n >= 1 && n <= 2.5) cm = n * 100;
    else if (n >= 100 && n <= 250) cm = n;
    else return { ok: false, reason: 'Please add the unit, so I know whether that is centimetres, metres or feet and inches.' };
  }
  if (cm === null) return { ok: false, reason: "I didn't catch your height." };
  if (cm < 40 || cm > 250) return { ok: false, reason: `${fmt(cm)} cm doesn't look like a height.` };
  return { ok: true, value: round1(cm), normalized: `${fmt(cm)} cm` };
}

function weight(text: string): NumberReading {
  const t = clean(text);
  let kg: number | null = null;
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${NUM}\\s*(?:st|stone|stones)\\s*(?:${NUM}\\s*(?:lb|lbs|pounds?)?)?$`).exec(t))) {
    kg = (readDecimal(m[1])! * LB_PER_STONE + (m[2] ? readDecimal(m[2])! : 0)) * KG_PER_LB;
  } else if ((m = new RegExp(`^${NUM}\\s*(?:lb|lbs|pounds?|#)$`).exec(t))) {
    kg = readDecimal(m[1])! * KG_PER_LB;
  } else if ((m = new RegExp(`^${NUM}\\s*(?:kg|kgs|kilos?|kilograms?|kilogrammes?)$`).exec(t))) {
    kg = readDecimal(m[1])!;
  } else if (new RegExp(`^${NUM}$`).test(t)) {
    return { ok: false, reason: 'Is that in kilograms or pounds?' };
  }
  if (kg === null) return { ok: false, reason: "I didn't catch your weight." };
  if (kg < 2 || kg > 400) return { ok: false, reason: `${fmt(kg)} kg doesn't look like a body weight.` };
  return { ok: true, value: round1(kg), normalized: `${fmt(kg)} kg` };
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
 * normalised message (`normalise`). The value is in the question's unit (years, months, cm, kg, …) or, for a lab
 * value in another recognised unit, `{ value, unit }`.
 */
export function readNumber(text: string, unit: string | undefined, answerKey: string): NumberReading {
  if (unit === 'years') return ageYears(text);
  if (unit === 'months') return ageMonths(text);
  if (unit === 'cm') return height(text);
  if (unit === 'kg') return weight(text);
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
    case '%':
      return answerKey === 'hba1c' ? 'For example: 7.2%' : 'For example: 80';
    case 'mmHg':
      return answerKey === 'diastolicBp' ? 'For example: 80 (the bottom number of 120/80)' : 'For example: 120 (the top number of 120/80)';
    default:
      return unit ? `For example: 1.2 ${unit}` : 'For example: 12';
  }
}
