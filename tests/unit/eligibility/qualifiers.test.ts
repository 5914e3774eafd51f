/**
 * Qualifiers that change what a candidate's answer proves, on real records: a subgroup header (NCT05813925 recruits
 * people with and without type 2 diabetes under different criteria: "History of type 1 or type 2 diabetes" excludes
 * only participants without T2D), a minimum instead of a look-back window ("≥ 180 days before screening"), and a
 * severity or control qualifier ("uncontrolled …", "severe …") that a concept question does not test.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, recommend, structureTrial, textKey, type Criterion } from '../../../server/domain/eligibility';
import { subgroupOf } from '../../../server/domain/eligibility/subgroup';
import { eligibility } from './records';

const T2D = 'condition:type 2 diabetes';

describe('subgroupOf', () => {
  it.each([
    [['Diabetes-related for participant with T2D'], 'type 2 diabetes', true],
    [['Glycaemia-related for participants without T2D'], 'type 2 diabetes', false],
    [['For patients with a history of asthma:'], 'asthma', true],
    [['Exclusion Criteria', 'In subjects who do not have type 2 diabetes:'], 'type 2 diabetes', false],
  ])('%j → %s (present %s)', (context, concept, present) => {
    const g = subgroupOf(context);
    expect(g?.rule.concepts).toContain(concept);
    expect(g?.present).toBe(present);
  });

  it.each([[['For parent participants:']], [['For women of childbearing potential:']], [['Obesity-related']], [[]]])(
    '%j applies to everyone',
    (context) => {
      expect(subgroupOf(context)).toBeNull();
    },
  );
});

describe('evaluate with subgroups (NCT05813925)', () => {
  const e = eligibility('NCT05813925');
  const criteria = structureTrial({
    criteriaText: e.eligibilityCriteria,
    sex: e.sex,
    minimumAge: e.minimumAge,
    maximumAge: e.maximumAge,
    healthyVolunteers: e.healthyVolunteers,
  });
  const byText = (re: RegExp): Criterion => criteria.find((c) => re.test(c.text))!;
  const history = byText(/^History of type 1 or type 2 diabetes/);
  const diagnosed = byText(/^Diagnosed with T2D/);
  const verdictOf = (c: Criterion, answers: Record<string, unknown>) => evaluate([c], answers as never, { asOf: '2026-11-21' })[0];

  it('reads the headers into the criteria’s context', () => {
    expect(history.context.join(' ')).toMatch(/without T2D/);
    expect(diagnosed.context.join(' ')).toMatch(/with T2D/);
  });

  it('"History of type 1 or type 2 diabetes" does not exclude a participant with T2D (not in that subgroup)', () => {
    const v = verdictOf(history, { [T2D]: { present: true, lastAt: '2019-01' } });
    expect(v).toEqual({ criterionId: history.id, verdict: 'met', evidence: { answerKey: T2D, answer: { present: true, lastAt: '2019-01' } } });
  });

  it('it still excludes someone without T2D who has type 1 diabetes', () => {
    expect(verdictOf(history, { [T2D]: false, 'condition:type 1 diabetes': true }).verdict).toBe('not_met');
  });

  it('"Diagnosed with T2D" does not apply to someone without T2D; unknown membership never fails', () => {
    expect(verdictOf(diagnosed, { [T2D]: false }).verdict).toBe('met');
    expect(verdictOf(diagnosed, {}).verdict).toBe('unknown');
  });

  it('a T2D candidate is no longer FAILed by the criteria of the other subgroup', () => {
    const answers = {
      [T2D]: { present: true, lastAt: '2019-01' },
      'condition:type 1 diabetes': false,
      weight: { value: 85, unit: 'kg' },
      height: { value: 165, unit: 'cm' },
    };
    const verdicts = evaluate(criteria, answers as never, { asOf: '2026-11-21' });
    const failed = verdicts.filter((v) => v.verdict === 'not_met').map((v) => criteria.find((c) => c.id === v.criterionId)!.text);
    expect(failed.filter((t) => /History of type 1 or type 2 diabetes|HbA1c greater than or equal to 6.5/.test(t))).toEqual([]);
    expect(failed).toEqual([]);
    expect(recommend(criteria, verdicts, { completed: true }).recommendation).not.toBe('FAIL');
  });

  it('"Treatment with either lifestyle intervention, or … 1-3 marketed oral antidiabetic drugs …" does not fail a T2D candidate on lifestyle alone', () => {
    // Lifestyle intervention is an alternative the medicine questions do not test: "no" to metformin, SGLT2 inhibitors
    // and any diabetes medicine is what an eligible person on diet and exercise answers, so that "no" may not decide.
    const treatment = byText(/^Treatment with either lifestyle intervention/);
    const onLifestyle = {
      [T2D]: { present: true, lastAt: '2019-01' },
      ...Object.fromEntries(treatment.answerKeys.filter((k) => k.startsWith('medication:')).map((k) => [k, false])),
    };
    expect(verdictOf(treatment, onLifestyle).verdict).not.toBe('not_met');
  });
});

describe('minimum windows ("at least N before")', () => {
  const asOf = '2026-11-21';
  it.each([
    ['Diagnosed with T2D greater than or equal to 180 days before screening', 180, 'days'],
    ['Diagnosis of type 2 diabetes at least 6 months prior to screening', 6, 'months'],
  ])('%s → a minimum of %s %s', (text) => {
    const c = structureTrial({ criteriaText: `Inclusion Criteria:\n\n* ${text}` }).find((x) => x.kind === 'inclusion')!;
    expect(c.rule && 'window' in c.rule && c.rule.window?.atLeast).toBe(true);
    const key = 'condition:type 2 diabetes';
    const v = (answer: unknown) => evaluate([c], { [key]: answer } as never, { asOf })[0].verdict;
    expect(v({ present: true, lastAt: '2019-03' })).toBe('met');
    expect(v({ present: true, lastAt: '2026-10' })).toBe('not_met');
    expect(v({ present: true, current: true })).toBe('unknown');
    expect(v(false)).toBe('not_met');
  });

  it('"within 6 months before" stays a look-back window', () => {
    const c = structureTrial({ criteriaText: 'Exclusion Criteria:\n\n* History of stroke within 6 months before screening' }).find(
      (x) => x.kind === 'exclusion',
    )!;
    expect(c.rule && 'window' in c.rule && c.rule.window?.atLeast).toBeUndefined();
  });
});

describe('severity or control the candidate cannot settle', () => {
  // Precision first: "do you have X?" does not test "uncontrolled", "severe", "active" or "clinically significant"
  // X, so a "yes" may not fail anyone. The criterion is asked in its own words when it is a short plain sentence,
  // keeps a rule that decides only "no" (a "yes" is for the site to confirm), or is left to the site.
  const e = eligibility('NCT05813925');
  const criteria = structureTrial({
    criteriaText: e.eligibilityCriteria,
    sex: e.sex,
    minimumAge: e.minimumAge,
    maximumAge: e.maximumAge,
    healthyVolunteers: e.healthyVolunteers,
  });
  const retinopathy = criteria.find((c) => /^Uncontrolled and potentially unstable diabetic retinopathy/.test(c.text))!;

  it('"Uncontrolled and potentially unstable diabetic retinopathy … Verified by a fundus examination": left to the site', () => {
    // the control of the retinopathy and the fundus examination are the site's to judge; no concept question decides it
    expect(retinopathy.rule).toBeNull();
    expect(retinopathy.answerableBy).toBe('site');
    const v = evaluate([retinopathy], { 'condition:diabetic retinopathy': true, [T2D]: true } as never)[0];
    expect(v.verdict).toBe('unknown');
  });

  it('it leaves the recommendation POTENTIAL, not FAIL and not INCONCLUSIVE', () => {
    const verdicts = evaluate([retinopathy], {} as never);
    expect(recommend([retinopathy], verdicts, { completed: true })).toEqual({ recommendation: 'POTENTIAL', deciding: [retinopathy.id] });
  });

  describe('a qualifier kept as a rule that decides only "no" — NCT05879653 "Has active autoimmune disease that has required systemic treatment in the past 2 years except replacement therapy …"', () => {
    const bladder = eligibility('NCT05879653');
    const autoimmune = structureTrial({ criteriaText: bladder.eligibilityCriteria }).find((c) => /^Has active autoimmune disease/.test(c.text))!;
    const key = 'condition:autoimmune disease';

    it('the rule is the concept, "necessary" only: the systemic treatment and the exception are not tested', () => {
      expect(autoimmune.rule).toMatchObject({ type: 'condition', concepts: ['autoimmune disease'], status: 'current' });
      expect(autoimmune.scope).toBe('necessary');
      expect(autoimmune.unencoded).toEqual(expect.arrayContaining(['systemic', 'except', 'replacement']));
    });

    it('a "yes" is for the site to confirm (unknown, answered), a "no" meets the exclusion', () => {
      const yes = evaluate([autoimmune], { [key]: true } as never)[0];
      expect(yes).toMatchObject({ verdict: 'unknown', siteToConfirm: true, evidence: { answerKey: key, answer: true } });
      expect(evaluate([autoimmune], { [key]: false } as never)[0].verdict).toBe('met');
      // "active" means now: a past autoimmune disease meets it
      expect(evaluate([autoimmune], { [key]: { present: true, current: false } } as never)[0].verdict).toBe('met');
    });

    it('a "yes" leaves the recommendation POTENTIAL, not FAIL and not INCONCLUSIVE', () => {
      const verdicts = evaluate([autoimmune], { [key]: true } as never);
      expect(recommend([autoimmune], verdicts, { completed: true })).toEqual({ recommendation: 'POTENTIAL', deciding: [autoimmune.id] });
    });
  });

  it.each(['History of severe asthma', 'Poorly controlled hypertension'])(
    '"%s" is asked in its own words; the concept answer decides nothing',
    (text) => {
      const [c] = structureTrial({ criteriaText: `Exclusion Criteria:\n\n* ${text}` }).filter((x) => x.kind === 'exclusion');
      expect(c.rule).toBeNull();
      expect(c.answerableBy).toBe('candidate');
      expect(c.answerKeys).toEqual([textKey(c.text)]);
      expect(evaluate([c], { 'condition:asthma': true, 'condition:hypertension': true } as never)[0].verdict).toBe('unknown');
      expect(evaluate([c], { [textKey(c.text)]: true } as never)[0].verdict).toBe('not_met');
    },
  );

  it('"Clinically significant heart disease" is for the site: whether it is significant is a clinician\'s judgement', () => {
    const [c] = structureTrial({ criteriaText: 'Exclusion Criteria:\n\n* Clinically significant heart disease' }).filter(
      (x) => x.kind === 'exclusion',
    );
    expect(c.rule).toBeNull();
    expect(c.answerableBy).toBe('site');
  });

  it('"History of asthma" has no qualifier: an exact rule, a "yes" fails', () => {
    const [c] = structureTrial({ criteriaText: 'Exclusion Criteria:\n\n* History of asthma' }).filter((x) => x.kind === 'exclusion');
    expect(c.rule).toMatchObject({ type: 'condition', concepts: ['asthma'] });
    expect(c.scope).toBeUndefined();
    expect(evaluate([c], { 'condition:asthma': true } as never)[0].verdict).toBe('not_met');
    expect(evaluate([c], { 'condition:asthma': false } as never)[0].verdict).toBe('met');
  });
});
