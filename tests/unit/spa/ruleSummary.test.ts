/**
 * One-line rule summaries of the trial page and the criteria editor (src/resources/trials/criteria/ruleSummary.ts):
 * ranges with their bounds and units, windows, every rule type, composites, on rules the eligibility core structures
 * from real criterion texts of ../shared/data/ctgov/studies.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { structureCriterion, structureTrial } from '../../../server/domain/eligibility';
import type { CriterionKind, Rule } from '../../../src/dataProvider/types';
import { RULE_TEMPLATES } from '../../../src/custom-pages/admin/trialCriteria/draft';
import { RULE_TYPES, formatRange, formatWindow, ruleSummary } from '../../../src/resources/trials/criteria/ruleSummary';
import { labelOf } from '../../../contracts/labels';
import { eligibility } from '../eligibility/records';

/** The rule the core structures from `text`. @throws when it structures none. */
const ruleOf = (text: string, kind: CriterionKind = 'inclusion'): Rule => {
  const rule = structureCriterion(text, kind);
  if (!rule) throw new Error(`no rule for ${text}`);
  return rule;
};
/** The rule of criterion `id` of a real trial, as the import structures it. */
const trialRule = (nctId: string, id: string): Rule => {
  const e = eligibility(nctId);
  const c = structureTrial({
    criteriaText: e.eligibilityCriteria,
    minimumAge: e.minimumAge,
    maximumAge: e.maximumAge,
    sex: e.sex,
    healthyVolunteers: e.healthyVolunteers,
  }).find((x) => x.id === id);
  if (!c?.rule) throw new Error(`${nctId} ${id} has no rule`);
  return c.rule;
};

describe('formatRange', () => {
  it.each([
    [{ min: 18, max: 80 }, 'years', '18–80 years'],
    [{ min: 7, minInclusive: true, max: 11, maxInclusive: false }, '%', '≥ 7 and < 11%'],
    [{ min: 7, minInclusive: false, max: 11 }, '%', '> 7 and ≤ 11%'],
    [{ min: 7 }, '%', '≥ 7%'],
    [{ min: 50, minInclusive: false }, 'kg', '> 50 kg'],
    [{ max: 1 }, '', '≤ 1'],
    [{ max: 3, maxInclusive: false }, '×ULN', '< 3×ULN'],
    [{ min: 1.5 }, '×10^9/L', '≥ 1.5×10^9/L'],
    [{ min: 6, max: 6 }, 'months', '6 months'],
    [{ min: 6, max: 6, maxInclusive: false }, 'months', '≥ 6 and < 6 months'],
    [{}, 'years', 'any value'],
  ])('%j %s → %s', (range, unit, expected) => {
    expect(formatRange(range, unit)).toBe(expected);
  });

  it('keeps 0 as a bound (not read as missing)', () => {
    expect(formatRange({ min: 0, max: 1 })).toBe('0–1');
    expect(formatRange({ min: 0, minInclusive: false })).toBe('> 0');
  });
});

describe('formatWindow', () => {
  it('says "within" with a singular unit for 1', () => {
    expect(formatWindow({ value: 6, unit: 'months', days: 182.625 })).toBe('within 6 months');
    expect(formatWindow({ value: 1, unit: 'months', days: 30.4375 })).toBe('within 1 month');
    expect(formatWindow({ value: 1, unit: 'days', days: 1 })).toBe('within 1 day');
    expect(formatWindow(undefined)).toBe('');
  });
});

describe('ruleSummary on real criteria', () => {
  it('age in months: "8 months of age or older" (NCT05814159) and a range in months', () => {
    const rule = ruleOf('Male and female patients, 8 months of age or older with a body weight ≥ 10 kg');
    expect(rule).toMatchObject({ type: 'age', unit: 'months' });
    expect(ruleSummary(rule)).toBe('Age ≥ 8 months');
    expect(ruleSummary({ type: 'age', range: { min: 6, max: 18, minInclusive: true, maxInclusive: false }, unit: 'months' })).toBe(
      'Age ≥ 6 and < 18 months',
    );
    expect(ruleSummary({ type: 'age', range: { min: 6, max: 18 }, unit: 'months' })).toBe('Age 6–18 months');
  });

  it('age from the record fields: "18 Years" to "75 Years" (NCT05094401)', () => {
    expect(ruleSummary(trialRule('NCT05094401', 'inc-age'))).toBe('Age 18–75 years');
  });

  it('an HbA1c bound with its % unit', () => {
    expect(ruleSummary(ruleOf('HbA1c \\>=11%', 'exclusion'))).toBe('HbA1c ≥ 11%');
    expect(ruleSummary({ type: 'lab', analytes: ['hba1c'], range: { min: 7, minInclusive: true, max: 11, maxInclusive: false }, unit: '%' })).toBe(
      'HbA1c ≥ 7 and < 11%',
    );
  });

  it('a composite of every part: "ALT/AST<5 x ULN and bilirubin≤34.2μmol/L" (NCT04265963)', () => {
    const rule = ruleOf('Sufficient hepatic function defined by ALT/AST<5 x ULN and bilirubin≤34.2μmol/L;');
    expect(rule).toMatchObject({ type: 'composite', combine: 'all', partial: false });
    expect(ruleSummary(rule)).toBe('ALT and AST < 5×ULN and Bilirubin ≤ 34.2 µmol/L');
  });

  it('a composite of alternatives: ECOG or Lansky by age (NCT05309213)', () => {
    const rule = ruleOf('ECOG performance status of 0 or 1(age ≥ 16 years) or Lansky (age < 16 years) performance status ≥ 50;');
    expect(rule).toMatchObject({ type: 'composite', combine: 'any' });
    expect(ruleSummary(rule)).toBe('ECOG 0–1 or Karnofsky ≥ 50%');
  });

  it('a partial composite says "(and more)" (NCT05326516 inc-3)', () => {
    const rule = trialRule('NCT05326516', 'inc-3');
    expect(rule).toMatchObject({ type: 'composite', partial: true });
    expect(ruleSummary(rule)).toMatch(/^ECOG 0–2 or Karnofsky ≥ 50%.* \(and more\)$/);
  });

  it('blood pressure "<160/100 mmHg" (NCT05365607) names both pressures and the unit once', () => {
    expect(ruleSummary(ruleOf('resting blood pressure (BP, <160/100 mmHg);'))).toBe('Blood pressure: systolic < 160 and diastolic < 100 mmHg');
  });

  it('negated statements read as such', () => {
    expect(ruleSummary(ruleOf('non-smokers;'))).toBe('Not: current smoker');
    expect(ruleSummary(ruleOf('Currently taking prandial (mealtime) insulin;', 'exclusion'))).toBe('Current insulin');
    expect(
      ruleSummary(ruleOf('For women only: pregnant or lactating or having the intention of becoming pregnant during the study', 'exclusion')),
    ).toBe('Pregnant, breastfeeding or planning a pregnancy');
  });
});

describe('ruleSummary of each type', () => {
  it.each<[Rule, string]>([
    [{ type: 'sex', sex: 'ALL' }, 'Any sex'],
    [{ type: 'sex', sex: 'FEMALE' }, 'Sex: female'],
    [{ type: 'pregnancy', states: ['pregnant'], negated: true }, 'Not pregnant'],
    [{ type: 'contraception', negated: false }, 'Uses effective contraception'],
    [{ type: 'contraception', negated: true }, 'Does not use contraception'],
    [{ type: 'bmi', range: { min: 18.5, max: 40 }, unit: 'kg/m²' }, 'BMI 18.5–40 kg/m²'],
    [{ type: 'weight', range: { min: 50 }, unit: 'kg' }, 'Weight ≥ 50 kg'],
    [
      { type: 'lab', analytes: ['creatinine_clearance'], range: { min: 30, minInclusive: false }, unit: 'mL/min' },
      'Creatinine clearance > 30 mL/min',
    ],
    [{ type: 'ecog', range: { max: 1 } }, 'ECOG ≤ 1'],
    [{ type: 'karnofsky', range: { min: 70 }, unit: '%' }, 'Karnofsky ≥ 70%'],
    [
      {
        type: 'condition',
        concepts: ['heart failure'],
        status: 'history',
        confirmed: false,
        negated: true,
        window: { value: 6, unit: 'months', days: 182.625 },
      },
      'No history of heart failure within 6 months',
    ],
    [
      { type: 'condition', concepts: ['type 2 diabetes'], status: 'history', confirmed: true, negated: false },
      'History of type 2 diabetes (confirmed)',
    ],
    [
      { type: 'condition', concepts: ['stroke', 'myocardial infarction', 'unstable angina'], status: 'any', confirmed: false, negated: false },
      'Stroke, myocardial infarction or unstable angina',
    ],
    [{ type: 'medication', concepts: ['insulin'], status: 'current', negated: true }, 'No current insulin'],
    [
      { type: 'procedure', concepts: ['major surgery'], window: { value: 4, unit: 'weeks', days: 28 }, negated: false },
      'Major surgery within 4 weeks',
    ],
    [{ type: 'smoking', status: 'ever', negated: false }, 'Has ever smoked'],
    [{ type: 'trial_participation', window: { value: 30, unit: 'days', days: 30 }, negated: true }, 'Not in another clinical trial within 30 days'],
    [{ type: 'consent', negated: true }, 'Cannot give informed consent'],
    [{ type: 'compliance', negated: false }, 'Willing to comply with the study'],
    [{ type: 'investigator_judgement' }, "Investigator's judgement"],
    [{ type: 'healthy_volunteer' }, 'Healthy volunteer'],
  ])('%j → %s', (rule, expected) => {
    expect(ruleSummary(rule)).toBe(expected);
  });

  it('a type this table does not know yet reads as its label or its type', () => {
    expect(ruleSummary({ type: 'hearing' } as unknown as Rule)).toBe('hearing');
  });

  it('every template of the editor has a summary of its own (not the fallback label), and every type a label', () => {
    expect(RULE_TYPES).toEqual(Object.keys(RULE_TEMPLATES));
    for (const [type, rule] of Object.entries(RULE_TEMPLATES)) {
      const summary = ruleSummary(rule);
      expect(summary, type).not.toBe('');
      expect(summary, type).not.toMatch(/undefined|NaN|\[object/);
      if (type !== 'investigator_judgement' && type !== 'healthy_volunteer') expect(summary, type).not.toBe(labelOf.ruleType(type));
    }
    expect(ruleSummary(RULE_TEMPLATES.composite)).toBe('ANC ≥ 1.5×10^9/L and Platelets ≥ 100×10^9/L');
  });
});
