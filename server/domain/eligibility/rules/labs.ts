/** Laboratory value recogniser and unit conversions (site-answerable: the site's laboratory confirms). */
import type { Analyte, LabRule, LabUnit, Range } from '../types';
import { findBound } from './text';

const ANALYTES: Array<[Analyte, RegExp]> = [
  ['hba1c', /hba1c|hb\s?a1c|\ba1c\b|glyc(?:at|osyl)ated ha?emoglobin|ha?emoglobin a1c/],
  ['egfr', /\begfr\b|estimated glomerular filtration rate|glomerular filtration rate|\bgfr\b/],
  ['creatinine_clearance', /creatinine clearance|\bcrcl\b|\bclcr\b/],
  ['creatinine', /creatinine(?!\s+clearance)/],
  ['alt', /\balt\b|alanine (?:amino)?transaminase|alanine aminotransferase|\bsgpt\b/],
  ['ast', /\bast\b|aspartate (?:amino)?transaminase|aspartate aminotransferase|\bsgot\b/],
  ['bilirubin', /bilirubin/],
  ['hemoglobin', /ha?emoglobin(?!\s*a1c)|\bhgb\b|\bhb\b(?!\s?a1c)/],
  ['platelets', /platelet|\bplt\b/],
  ['anc', /absolute neutrophil count|\banc\b|neutrophil/],
];

const UNITS: Array<[LabUnit, RegExp]> = [
  ['×ULN', /^\s*(?:x|×|\*|times)?\s*(?:the\s+)?(?:institutional\s+)?(?:uln|upper limit)/],
  ['×10^9/L', /^\s*(?:x|×|\*)\s*10\s*(?:\^|\*\*|e)?\s*9\s*\/\s*l|^\s*(?:x|×)\s*109\s*\/\s*l|^\s*×\s*10⁹\s*\/\s*l|^\s*(?:g|giga)\s*\/\s*l/],
  ['/mm³', /^\s*(?:cells\s*)?(?:\/|per)\s*(?:mm3|mm³|cubic|µl|μl|ul|microl)/],
  ['mL/min/1.73m²', /^\s*(?:ml|milli\s?lit(?:er|re)s?)\s*(?:\/|per)\s*min(?:ute)?\s*(?:\/|per)\s*1\.73/],
  ['mL/min', /^\s*(?:ml|milli\s?lit(?:er|re)s?)\s*(?:\/|per)\s*min/],
  ['mmol/mol', /^\s*mmol\s*\/\s*mol/],
  ['%', /^\s*(?:%|percent)/],
  ['mg/dL', /^\s*mg\s*\/\s*dl/],
  ['µmol/L', /^\s*(?:µ|μ|u|micro)mol\s*\/\s*l/],
  ['g/dL', /^\s*g\s*\/\s*dl/],
  ['g/L', /^\s*g\s*\/\s*l/],
  ['U/L', /^\s*(?:i?u|units?)\s*\/\s*l/],
];

/** The unit assumed when a text gives none: the usual reporting unit of the analyte (×10^9/L vs /mm³ by size). */
function defaultUnit(analyte: Analyte, value: number): LabUnit {
  switch (analyte) {
    case 'hba1c':
      return value > 20 ? 'mmol/mol' : '%';
    case 'egfr':
      return 'mL/min/1.73m²';
    case 'creatinine_clearance':
      return 'mL/min';
    case 'creatinine':
    case 'bilirubin':
      return value > 20 ? 'µmol/L' : 'mg/dL';
    case 'alt':
    case 'ast':
      return value > 20 ? 'U/L' : '×ULN';
    case 'hemoglobin':
      return value > 25 ? 'g/L' : 'g/dL';
    case 'platelets':
    case 'anc':
      return value >= 100 ? '/mm³' : '×10^9/L';
  }
}

/** What may stand between two analytes that share one bound: connectors, abbreviations in brackets, "total", "serum". */
const JOINED = /^(?:\s|[(),/]|\((?:[a-z0-9]+)\)|\band\/or\b|\band\b|\bor\b|\btotal\b|\bserum\b)*$/;

/** A lab rule and where the text states it (analyte to bound), for combining several values of one criterion. */
export interface FoundLab {
  rule: LabRule;
  index: number;
  end: number;
}

function firstAnalyte(s: string, from: number): { analyte: Analyte; index: number; end: number } | null {
  let first: { analyte: Analyte; index: number; end: number } | null = null;
  const rest = s.slice(from);
  for (const [analyte, re] of ANALYTES) {
    const m = re.exec(rest);
    if (m && (!first || from + m.index < first.index)) first = { analyte, index: from + m.index, end: from + m.index + m[0].length };
  }
  return first;
}

/**
 * Every named lab value with its bound and unit, in text order: "Absolute neutrophil count ≥ 1,500/µL;Platelets ≥
 * 100,000/µL;Hemoglobin ≥ 9 g/dL" → anc, platelets, hemoglobin. A bound must follow its analyte within 70
 * characters in the same clause (no ";" or sentence end between); analytes named between the analyte and the bound
 * share it ("ALT and AST ≤3.0 x ULN" → [alt, ast]). A second bound without a new analyte is an alternative
 * ("… or ≤5.0 x ULN if …", "(≥ 80 g/L)") and is not a value of its own; an analyte already found is not found again.
 */
export function recogniseLabs(s: string): FoundLab[] {
  const found: FoundLab[] = [];
  const seen = new Set<Analyte>();
  let from = 0;
  for (;;) {
    const first = firstAnalyte(s, from);
    if (!first) return found;
    // Analytes joined by "and", "or", "and/or", "/" or "," share the bound that follows them ("AST or ALT < 3x ULN",
    // "aspartate aminotransferase (AST) and/or alanine aminotransferase (ALT) greater than 1.5 × ULN").
    let last = first.end;
    for (let next = firstAnalyte(s, last); next && JOINED.test(s.slice(last, next.index)); next = firstAnalyte(s, last)) last = next.end;
    const bound = findBound(s, last);
    const gap = bound ? s.slice(last, bound.index) : '';
    const age = bound !== null && /^\s*(?:years?|yrs?|months?)\b/.test(s.slice(bound.end));
    if (!bound || age || bound.index > last + 70 || /;|\.(?!\d)/.test(gap)) {
      from = first.end;
      continue;
    }
    const between = s.slice(first.index, bound.index);
    const shared = !/\b(?:if|with)\b/.test(between) && (last > first.end || !/\bor\b/.test(between));
    const analytes = ANALYTES.filter(([a, re]) => a === first.analyte || (shared && re.test(between))).map(([a]) => a);
    const after = s.slice(bound.end, bound.end + 40);
    const value = bound.range.max ?? bound.range.min ?? 0;
    const unitMatch = UNITS.map(([u, re]) => [u, re.exec(after)] as const).find(([, m]) => m);
    const unit = unitMatch?.[0] ?? defaultUnit(first.analyte, value);
    let end = bound.end + (unitMatch?.[1]?.[0].length ?? 0);
    // "HbA1c ≥7% and <11%": a second, opposite one-sided bound right after closes the range
    const upper = closingBound(s, end, bound.range);
    const range = upper ? upper.range : bound.range;
    if (upper) end = upper.end;
    if (!analytes.some((a) => seen.has(a))) {
      analytes.forEach((a) => seen.add(a));
      found.push({ rule: { type: 'lab', analytes, range, unit }, index: first.index, end });
    }
    from = end;
  }
}

/**
 * A bound joined by "and" / "but" / "," directly after a one-sided `range` and pointing the other way ("≥7% and
 * <11%"): the two-sided range and where its text (with its unit) ends; null otherwise.
 */
function closingBound(s: string, at: number, range: Range): { range: Range; end: number } | null {
  const join = /^\s*(?:and|but|,)\s*/i.exec(s.slice(at));
  if (!join) return null;
  const next = findBound(s, at + join[0].length);
  if (!next || next.index !== at + join[0].length) return null;
  const lowerOnly = range.min !== undefined && range.max === undefined;
  const upperOnly = range.max !== undefined && range.min === undefined;
  const merged =
    lowerOnly && next.range.max !== undefined && next.range.min === undefined && next.range.max > range.min!
      ? { ...range, max: next.range.max, maxInclusive: next.range.maxInclusive }
      : upperOnly && next.range.min !== undefined && next.range.max === undefined && next.range.min < range.max!
        ? { ...range, min: next.range.min, minInclusive: next.range.minInclusive }
        : null;
  if (!merged) return null;
  const unit = /^\s*(?:%|[a-zµ/×^.\d]+(?:\/[a-z.\d²]+)*)/i.exec(s.slice(next.end));
  return { range: merged, end: next.end + (unit?.[0].length ?? 0) };
}

/**
 * The first named lab value with its bound and unit: "HbA1c level >7%", "eGFR < 45 mL/min", "Creatinine clearance ≥
 * 50 ml/min", "ALT and AST ≤3.0 x ULN" (analytes [alt, ast]), "Platelet count ≥50 x109/L", "ANC ≥ 1500/mm³",
 * "hemoglobin ≥ 8 g/dL". See `recogniseLabs` for all of them; several values in one criterion make a composite rule
 * (structure.ts).
 */
export function recogniseLab(s: string): LabRule | null {
  return recogniseLabs(s)[0]?.rule ?? null;
}

/** Conversion factors between units of the same quantity: value_in_to = value_in_from × factor. */
const FACTORS: Record<string, number> = {
  'mg/dL→µmol/L:creatinine': 88.42,
  'mg/dL→µmol/L:bilirubin': 17.1,
  'g/dL→g/L': 10,
  '×10^9/L→/mm³': 1000,
};

/**
 * Converts a lab value between units: creatinine mg/dL ↔ µmol/L (× 88.42), bilirubin mg/dL ↔ µmol/L (× 17.1),
 * haemoglobin g/dL ↔ g/L (× 10), cell counts ×10^9/L ↔ /mm³ (× 1000), HbA1c % ↔ mmol/mol (IFCC = 10.929 ×
 * (NGSP − 2.15), NGSP/IFCC master equation). Returns null when the units are not convertible (e.g. ×ULN ↔ mg/dL).
 */
export function convertLab(value: number, from: LabUnit, to: LabUnit, analyte: Analyte): number | null {
  if (from === to) return value;
  if (from === '%' && to === 'mmol/mol') return 10.929 * (value - 2.15);
  if (from === 'mmol/mol' && to === '%') return value / 10.929 + 2.15;
  const direct = FACTORS[`${from}→${to}:${analyte}`] ?? FACTORS[`${from}→${to}`];
  if (direct !== undefined) return value * direct;
  const inverse = FACTORS[`${to}→${from}:${analyte}`] ?? FACTORS[`${to}→${from}`];
  return inverse !== undefined ? value / inverse : null;
}

/** The unit a plain-number lab answer is read in (see `Answers`): the analyte's usual reporting unit. */
export const CANONICAL_LAB_UNIT: Record<Analyte, LabUnit> = {
  hba1c: '%',
  egfr: 'mL/min/1.73m²',
  creatinine_clearance: 'mL/min',
  creatinine: 'mg/dL',
  alt: '×ULN',
  ast: '×ULN',
  bilirubin: 'mg/dL',
  hemoglobin: 'g/dL',
  platelets: '×10^9/L',
  anc: '×10^9/L',
};
