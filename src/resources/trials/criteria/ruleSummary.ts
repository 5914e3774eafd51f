/**
 * Readable one-line summaries of structured eligibility rules (server/domain/eligibility/types.ts), for the trial
 * detail page and the criteria editor: "Age 18–80 years", "HbA1c ≥ 7 and < 11 %", "No history of heart failure
 * within 6 months"; and what a criterion's rule can decide (its scope) in words. Pure functions, no React.
 */
import type { Criterion, Range, Rule, RuleType, Window } from '../../../dataProvider/types';
import { labelOf, VOCABULARIES } from '../../../../contracts/labels';

/** Every rule type, in the order the criteria editor offers them (their labels are contracts/labels.ts's). */
export const RULE_TYPES: readonly RuleType[] = VOCABULARIES.ruleType.values;

const ANALYTE_LABELS: Readonly<Record<string, string>> = {
  hba1c: 'HbA1c',
  egfr: 'eGFR',
  creatinine: 'Creatinine',
  creatinine_clearance: 'Creatinine clearance',
  alt: 'ALT',
  ast: 'AST',
  bilirubin: 'Bilirubin',
  hemoglobin: 'Haemoglobin',
  platelets: 'Platelets',
  anc: 'ANC',
};

const PREGNANCY_LABELS: Readonly<Record<string, string>> = {
  pregnant: 'pregnant',
  breastfeeding: 'breastfeeding',
  planning_pregnancy: 'planning a pregnancy',
};

/**
 * A range with its unit: "18–80 years" when both bounds are included, else "≥ 7 and < 11 %", "≤ 1", "> 50 kg".
 * @param unit appended after the last number (omitted when empty).
 */
export function formatRange(range: Range, unit = ''): string {
  const u = unit ? (unit === '%' || unit.startsWith('×') ? unit : ` ${unit}`) : '';
  const { min, max } = range;
  const minIncl = range.minInclusive ?? true;
  const maxIncl = range.maxInclusive ?? true;
  if (min !== undefined && max !== undefined) {
    if (min === max && minIncl && maxIncl) return `${min}${u}`;
    if (minIncl && maxIncl) return `${min}–${max}${u}`;
    return `${minIncl ? '≥' : '>'} ${min} and ${maxIncl ? '≤' : '<'} ${max}${u}`;
  }
  if (min !== undefined) return `${minIncl ? '≥' : '>'} ${min}${u}`;
  if (max !== undefined) return `${maxIncl ? '≤' : '<'} ${max}${u}`;
  return 'any value';
}

/** "within 6 months", "at least 6 months ago" (empty without a window). */
export function formatWindow(window: Window | undefined): string {
  if (!window) return '';
  const unit = window.value === 1 ? window.unit.replace(/s$/, '') : window.unit;
  return window.atLeast ? `at least ${window.value} ${unit} ago` : `within ${window.value} ${unit}`;
}

const join = (...parts: (string | false | undefined | null)[]) => parts.filter(Boolean).join(' ');
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/** Several rules of one criterion (`type: 'composite'`): every part, or any part, must hold. */
interface CompositeShape {
  type: 'composite';
  combine: 'all' | 'any';
  rules: Rule[];
  partial?: boolean;
}

/** The rule as a composite, or null (not a type guard: the engine's Rule may not name the composite type yet). */
const asComposite = (rule: unknown): CompositeShape | null =>
  (rule as CompositeShape).type === 'composite' && Array.isArray((rule as CompositeShape).rules) ? (rule as CompositeShape) : null;

/**
 * One line saying what `rule` states, e.g. "Age 18–80 years", "No current insulin", "ANC ≥ 1.5 ×10^9/L and
 * Platelets ≥ 100 ×10^9/L (and more)".
 */
export function ruleSummary(rule: Rule): string {
  const composite = asComposite(rule);
  if (composite) {
    const parts = composite.rules.map(ruleSummary).join(composite.combine === 'any' ? ' or ' : ' and ');
    return composite.partial ? `${parts} (and more)` : parts;
  }
  switch (rule.type) {
    case 'age':
      return `Age ${formatRange(rule.range, rule.unit)}`;
    case 'sex':
      return rule.sex === 'ALL' ? 'Any sex' : `Sex: ${labelOf.trialSex(rule.sex).toLowerCase()}`;
    case 'pregnancy':
      return `${rule.negated ? 'Not ' : ''}${list(rule.states.map((s) => PREGNANCY_LABELS[s] ?? s))}`.replace(/^./, (c) => c.toUpperCase());
    case 'contraception':
      return rule.negated ? 'Does not use contraception' : 'Uses effective contraception';
    case 'bmi':
      return `BMI ${formatRange(rule.range, rule.unit)}`;
    case 'weight':
      return `Weight ${formatRange(rule.range, rule.unit)}`;
    case 'lab':
      return `${rule.analytes.map((a) => ANALYTE_LABELS[a] ?? a).join(' and ')} ${formatRange(rule.range, rule.unit)}`;
    case 'blood_pressure': {
      const parts = [rule.systolic && `systolic ${formatRange(rule.systolic)}`, rule.diastolic && `diastolic ${formatRange(rule.diastolic)}`].filter(
        Boolean,
      );
      return `Blood pressure: ${parts.join(rule.combine === 'any' ? ' or ' : ' and ')} ${rule.unit}`;
    }
    case 'ecog':
      return `ECOG ${formatRange(rule.range)}`;
    case 'karnofsky':
      return `Karnofsky ${formatRange(rule.range, rule.unit)}`;
    case 'condition': {
      const status = rule.status === 'history' ? 'history of' : rule.status === 'current' ? 'current' : '';
      const text = join(status, list(rule.concepts), rule.confirmed && '(confirmed)', formatWindow(rule.window));
      return rule.negated ? `No ${text}` : text.replace(/^./, (c) => c.toUpperCase());
    }
    case 'medication': {
      const status = rule.status === 'current' ? 'current' : rule.status === 'prior' ? 'prior' : '';
      const text = join(status, list(rule.concepts), formatWindow(rule.window));
      return rule.negated ? `No ${text}` : text.replace(/^./, (c) => c.toUpperCase());
    }
    case 'procedure': {
      const text = join(list(rule.concepts), formatWindow(rule.window));
      return rule.negated ? `No ${text}` : text.replace(/^./, (c) => c.toUpperCase());
    }
    case 'smoking': {
      const text = join(rule.status === 'current' ? 'Current smoker' : 'Has ever smoked', formatWindow(rule.window));
      return rule.negated ? `Not: ${text.toLowerCase()}` : text;
    }
    case 'trial_participation': {
      const text = join('In another clinical trial', formatWindow(rule.window));
      return rule.negated ? `Not ${text.toLowerCase()}` : text;
    }
    case 'consent':
      return rule.negated ? 'Cannot give informed consent' : 'Gives informed consent';
    case 'compliance':
      return rule.negated ? 'Cannot comply with the study' : 'Willing to comply with the study';
    case 'investigator_judgement':
      return "Investigator's judgement";
    case 'healthy_volunteer':
      return 'Healthy volunteer';
    default: {
      const type = String((rule as { type?: unknown }).type);
      return labelOf.ruleType(type);
    }
  }
}

/** The scope sentences (without the words the rule does not test). */
export const SCOPE_LABELS = {
  necessary: "Decides a 'no'; the site confirms a 'yes'",
  sufficient: "Decides a 'yes'; the site confirms a 'no'",
  informational: 'Not a requirement (header or placeholder)',
  noRule: 'No rule kept',
} as const;

/**
 * What a criterion's rule can decide, in words, or null when there is nothing to say (an exact rule):
 * - informational: "Not a requirement (header or placeholder)" — never asked, always met;
 * - `necessary` (the text narrows the rule: "uncontrolled", "except …"): "Decides a 'no'; the site confirms a 'yes'
 *   (uncontrolled)" — the concept's absence settles it, its presence is for the site;
 * - `sufficient` (the text widens the rule with alternatives): "Decides a 'yes'; the site confirms a 'no' (…)";
 * - no rule, with the parser's reasons in `unencoded`: "No rule kept (applies to a subgroup)".
 * The words in brackets are the criterion's `unencoded` words, the part of its text the rule does not test.
 */
export function scopeSummary(criterion: Pick<Criterion, 'scope' | 'unencoded' | 'informational'> & { rule: unknown }): string | null {
  const words = criterion.unencoded?.length ? ` (${criterion.unencoded.join(', ')})` : '';
  if (criterion.informational) return SCOPE_LABELS.informational;
  if (criterion.scope === 'necessary') return `${SCOPE_LABELS.necessary}${words}`;
  if (criterion.scope === 'sufficient') return `${SCOPE_LABELS.sufficient}${words}`;
  if (!criterion.rule && words) return `${SCOPE_LABELS.noRule}${words}`;
  return null;
}
