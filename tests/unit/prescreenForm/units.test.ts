/**
 * Weight and height in US units: which trials ask in pounds and feet and inches first (most sites in the United
 * States), the questions generated for them, the one representation `answersFromForm` keeps (kg / cm numbers, or
 * `{ value, unit: 'lb' | 'in' }`), BMI and weight verdicts equal to the metric ones, staff responses in any spelling,
 * merging a pounds question with a kilograms one, and the form checks on imperial questions.
 * 1 lb = 0.45359237 kg and 1 in = 2.54 cm exactly (NIST SP 811): 200 lb = 90.718474 kg, 66 in = 167.64 cm.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, type Criterion } from '../../../server/domain/eligibility';
import {
  answersFromForm,
  applyDeduplication,
  canFail,
  checkForm,
  detectDuplicates,
  generateStudyBlocks,
  measurementSystemOf,
  type FormContent,
  type Question,
  type TrialForForm,
} from '../../../server/domain/prescreenForm';
import { formTrial } from '../../../server/modules/prescreenForms/criteria';
import { realTrial } from './studies';

const ASOF = new Date('2025-06-15T00:00:00Z');

const num = (id: string, answerKey: string, unit: string): Question => ({
  id,
  text: `${answerKey}?`,
  answerType: 'number',
  unit,
  answerKey,
  answerPart: 'value',
  criteria: [],
});
const form = (...questions: Question[]): FormContent => ({
  sharedQuestions: [],
  blocks: [{ trialId: 't', nctId: null, title: 'T', questions, siteOnly: [] }],
});

const criterion = (id: string, kind: 'inclusion' | 'exclusion', rule: Criterion['rule'], answerKeys: string[]): Criterion =>
  ({ id, kind, text: id, rule, answerKeys, answerableBy: 'candidate', context: [] }) as unknown as Criterion;

describe('which trials ask in pounds and feet and inches first', () => {
  it('is imperial when more than half of the sites with a country are in the United States (or a US territory)', () => {
    expect(measurementSystemOf(['United States'])).toBe('imperial');
    expect(measurementSystemOf(['United States', 'United States', 'Canada'])).toBe('imperial');
    expect(measurementSystemOf(['United States', 'Puerto Rico', 'Mexico'])).toBe('imperial');
    expect(measurementSystemOf(['united states', null, undefined, ''])).toBe('imperial');
    // half is not most; a multinational trial with a few US sites stays metric
    expect(measurementSystemOf(['United States', 'Japan'])).toBe('metric');
    expect(measurementSystemOf(['United States', 'France', 'Germany'])).toBe('metric');
    expect(measurementSystemOf(['United Kingdom'])).toBe('metric');
    expect(measurementSystemOf([])).toBe('metric');
    expect(measurementSystemOf([null])).toBe('metric');
  });

  it('reads the registry sites: NCT04886388 (6 US sites) imperial, NCT05647226 (UK) and NCT05827016 (43 of 290 sites in the US) metric', () => {
    expect(realTrial('NCT04886388').units).toBe('imperial');
    expect(realTrial('NCT05647226').units).toBe('metric');
    expect(realTrial('NCT05827016').units).toBe('metric');
  });

  it('reads a stored trial’s sites the same way (formTrial), metric when it has none', () => {
    const stored = {
      id: 'x',
      nctId: null,
      title: 'T',
      criteria: [],
      criteriaText: 'Inclusion Criteria:\n* BMI ≥ 30 kg/m2',
      sex: 'ALL',
      minAgeMonths: null,
      maxAgeMonths: null,
      healthyVolunteers: null,
    };
    expect(formTrial({ ...stored, sites: [{ country: 'United States' }, { country: 'United States' }] }).units).toBe('imperial');
    expect(formTrial({ ...stored, sites: [{ country: 'Canada' }] }).units).toBe('metric');
    expect(formTrial(stored).units).toBe('metric');
  });
});

describe('generated weight and height questions', () => {
  it('asks a US trial with a BMI criterion in pounds and in feet and inches (NCT04886388 inc-3 "BMI ≥25 kg/m2")', () => {
    const [block] = generateStudyBlocks([realTrial('NCT04886388')]);
    const asked = block.questions.filter((q) => q.criteria.some((r) => r.criterionId === 'inc-3'));
    expect(asked.map((q) => [q.answerKey, q.answerPart, q.unit, q.text])).toEqual([
      ['weight', 'value', 'lb', 'How much do you weigh, in pounds?'],
      ['height', 'value', 'in', 'How tall are you, in feet and inches?'],
    ]);
  });

  it('asks a non-US trial in kilograms and centimetres (NCT05647226, UK, "BMI ≥ 28")', () => {
    const trial = realTrial('NCT05647226');
    const bmi = trial.criteria.find((c) => c.rule?.type === 'bmi')!;
    const [block] = generateStudyBlocks([trial]);
    const asked = block.questions.filter((q) => q.criteria.some((r) => r.criterionId === bmi.id));
    expect(asked.map((q) => [q.answerKey, q.unit, q.text])).toEqual([
      ['weight', 'kg', 'How much do you weigh?'],
      ['height', 'cm', 'How tall are you?'],
    ]);
  });

  it('asks a US trial’s weight criterion in pounds (NCT05886491 "weight ≥ 40 kg")', () => {
    const trial = realTrial('NCT05886491');
    expect(trial.units).toBe('imperial');
    const rule = trial.criteria.find((c) => c.rule?.type === 'weight')!;
    const [block] = generateStudyBlocks([trial]);
    const [weight] = block.questions.filter((q) => q.criteria.some((r) => r.criterionId === rule.id));
    expect([weight.unit, weight.text]).toEqual(['lb', 'How much do you weigh, in pounds?']);
    // 90 lb = 40.8 kg meets "≥ 40 kg"; 85 lb = 38.6 kg does not
    const content = { sharedQuestions: [], blocks: [block] };
    expect(evaluate([rule], answersFromForm(content, { [weight.id]: 90 }))[0].verdict).toBe('met');
    expect(evaluate([rule], answersFromForm(content, { [weight.id]: 85 }))[0].verdict).toBe('not_met');
  });

  it('keeps metric when the trial says nothing about its units', () => {
    const { units: _units, ...trial } = realTrial('NCT04886388');
    const [block] = generateStudyBlocks([trial as TrialForForm]);
    expect(block.questions.filter((q) => q.answerKey === 'weight' || q.answerKey === 'height').map((q) => q.unit)).toEqual(['kg', 'cm']);
  });
});

describe('answersFromForm with imperial answers', () => {
  const imperial = form(num('w', 'weight', 'lb'), num('h', 'height', 'in'));
  const metric = form(num('w', 'weight', 'kg'), num('h', 'height', 'cm'));

  it('reads a plain number in the question’s unit: 200 lb and 66 in, kept with their unit', () => {
    expect(answersFromForm(imperial, { w: 200, h: 66 })).toEqual({
      weight: { value: 200, unit: 'lb' },
      height: { value: 66, unit: 'in' },
      bmi: 32.3,
    });
  });

  it('computes the same BMI as from the same person’s metric answers (90.718474 kg, 167.64 cm)', () => {
    const fromImperial = answersFromForm(imperial, { w: 200, h: 66 }).bmi;
    expect(fromImperial).toBe(answersFromForm(metric, { w: 90.718474, h: 167.64 }).bmi);
    // 180 lb and 5 ft 10 in: 81.65 kg / 1.778² m² = 25.8
    expect(answersFromForm(imperial, { w: 180, h: 70 }).bmi).toBe(25.8);
    expect(answersFromForm(metric, { w: 81.64663, h: 177.8 }).bmi).toBe(25.8);
  });

  it('reads a metric answer given with its unit to an imperial question, and the other way round', () => {
    expect(answersFromForm(imperial, { w: { value: 82, unit: 'kg' }, h: { value: 178, unit: 'cm' } })).toEqual({
      weight: 82,
      height: 178,
      bmi: 25.9,
    });
    expect(answersFromForm(metric, { w: { value: 180, unit: 'lb' }, h: { value: 70, unit: 'in' } })).toEqual({
      weight: { value: 180, unit: 'lb' },
      height: { value: 70, unit: 'in' },
      bmi: 25.8,
    });
  });

  it('puts the spellings staff type into one representation: lbs, pounds, stone → lb; inches, feet → in; metres stay m', () => {
    const at = (responses: Record<string, unknown>) => answersFromForm(imperial, responses);
    expect(at({ w: { value: 180, unit: 'lbs' } }).weight).toEqual({ value: 180, unit: 'lb' });
    expect(at({ w: { value: 180, unit: 'Pounds' } }).weight).toEqual({ value: 180, unit: 'lb' });
    expect(at({ w: { value: 12, unit: 'stone' } }).weight).toEqual({ value: 168, unit: 'lb' });
    expect(at({ h: { value: 70, unit: 'inches' } }).height).toEqual({ value: 70, unit: 'in' });
    expect(at({ h: { value: 6, unit: 'ft' } }).height).toEqual({ value: 72, unit: 'in' });
    expect(at({ h: { value: 1.78, unit: 'm' } }).height).toEqual({ value: 1.78, unit: 'm' });
    // a question whose unit staff spelt "lbs" reads its plain numbers as pounds
    expect(answersFromForm(form(num('w', 'weight', 'lbs')), { w: 180 }).weight).toEqual({ value: 180, unit: 'lb' });
  });

  it('gives the same BMI and weight verdicts as the metric answers, for rules in kg/m², kg and lb', () => {
    const rules = [
      criterion('bmi', 'inclusion', { type: 'bmi', range: { min: 25, minInclusive: true }, unit: 'kg/m²', answerableBy: 'candidate' } as never, [
        'bmi',
      ]),
      criterion(
        'kg',
        'inclusion',
        { type: 'weight', range: { min: 50, minInclusive: true, max: 90, maxInclusive: true }, unit: 'kg', answerableBy: 'candidate' } as never,
        ['weight'],
      ),
      criterion('lb', 'exclusion', { type: 'weight', range: { min: 250, minInclusive: false }, unit: 'lb', answerableBy: 'candidate' } as never, [
        'weight',
      ]),
    ];
    const verdicts = (content: FormContent, responses: Record<string, unknown>) =>
      evaluate(rules, answersFromForm(content, responses)).map((v) => v.verdict);
    // (an exclusion is 'met' when the candidate is clear of it)
    // 180 lb, 5 ft 10 in = 81.6 kg, 177.8 cm: BMI 25.8 ≥ 25; 81.6 kg in 50–90 kg; not over 250 lb
    expect(verdicts(imperial, { w: 180, h: 70 })).toEqual(['met', 'met', 'met']);
    expect(verdicts(metric, { w: 81.64663, h: 177.8 })).toEqual(['met', 'met', 'met']);
    // 260 lb, 6 ft 2 in = 117.9 kg, 188 cm: BMI 33.4; over 90 kg; over 250 lb, excluded
    expect(verdicts(imperial, { w: 260, h: 74 })).toEqual(['met', 'not_met', 'not_met']);
    expect(verdicts(metric, { w: 117.93402, h: 187.96 })).toEqual(['met', 'not_met', 'not_met']);
  });
});

describe('checks and merging with imperial questions', () => {
  const trial = realTrial('NCT04886388');
  const [us] = generateStudyBlocks([trial]);

  it('the form checks try kilograms and centimetres on a question in pounds and inches: the BMI criterion can fail, the form publishes', () => {
    const content = { sharedQuestions: [], blocks: [us] };
    const inc3 = trial.criteria.find((c) => c.id === 'inc-3')!;
    expect(canFail(content, inc3, ASOF)).toBe(true);
    const checks = checkForm(content, [trial], ASOF);
    expect(checks.issues.filter((i) => i.criterionIds.includes('inc-3'))).toEqual([]);
    expect(checks.publishable).toBe(true);
  });

  it('a weight in pounds and one in kilograms are the same concept and merge; the merged question keeps the first one’s unit', () => {
    const uk = realTrial('NCT05647226');
    const [metricBlock] = generateStudyBlocks([uk]);
    const content: FormContent = { sharedQuestions: [], blocks: [us, metricBlock] };
    const weights = [us, metricBlock].map((b) => b.questions.find((q) => q.answerKey === 'weight')!);
    const group = detectDuplicates(content).find((g) => g.questionIds.includes(weights[0].id))!;
    expect(group.questionIds).toEqual(weights.map((q) => q.id));
    const merged = applyDeduplication(content, group.questionIds);
    const shared = merged.sharedQuestions.find((q) => q.answerKey === 'weight')!;
    expect([shared.unit, shared.text]).toEqual(['lb', 'How much do you weigh, in pounds?']);
    expect(shared.criteria.map((r) => r.trialId)).toEqual([trial.id, uk.id]);
    expect(answersFromForm(merged, { [shared.id]: 180 }).weight).toEqual({ value: 180, unit: 'lb' });
  });
});
