/**
 * evaluate truth tables (verdict 'met' = the candidate satisfies the criterion's requirement; for an exclusion
 * criterion that means NOT excluded) and DESIGN §4 recommendation truth tables. Criteria are real texts.
 */
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  recommend,
  structureItem,
  structureTrial,
  textKey,
  type Answers,
  type Criterion,
  type CriterionVerdict,
} from '../../../server/domain/eligibility';
import { eligibility } from './records';

const inc = (text: string) => structureItem('c', 'inclusion', text);
const exc = (text: string) => structureItem('c', 'exclusion', text);
const verdict = (c: Criterion, answers: Answers, asOf?: string) => evaluate([c], answers, { asOf })[0].verdict;

describe('evaluate: truth tables per rule type', () => {
  it('age (years, completed) — NCT05925803 "from 18 to 70 years of age inclusive"', () => {
    const c = inc('Adult patients from 18 to 70 years of age inclusive');
    expect([17, 18, 52, 70, 71].map((age) => verdict(c, { age }))).toEqual(['not_met', 'met', 'met', 'met', 'not_met']);
    expect(verdict(c, { ageMonths: 215 })).toBe('not_met');
    expect(verdict(c, { ageMonths: 851 })).toBe('met'); // 70 years 11 months
    expect(verdict(c, {})).toBe('unknown');
    expect(evaluate([c], { age: 52 })[0]).toEqual({ criterionId: 'c', verdict: 'met', evidence: { answerKey: 'age', answer: 52 } });
  });

  it('age as an exclusion — "Age <18 years at the time of inclusion" (met = not excluded)', () => {
    const c = exc('Age \\<18 years at the time of inclusion');
    expect(verdict(c, { age: 17 })).toBe('not_met');
    expect(verdict(c, { age: 18 })).toBe('met');
  });

  it('age in months — record minimumAge "6 Months"; a whole-year answer that straddles the bound is unknown', () => {
    const [c] = structureTrial({ minimumAge: '6 Months' });
    expect(verdict(c, { ageMonths: 5 })).toBe('not_met');
    expect(verdict(c, { ageMonths: 6 })).toBe('met');
    expect(verdict(c, { age: 0 })).toBe('unknown');
    expect(verdict(c, { age: 1 })).toBe('met');
  });

  it('sex — record sex FEMALE; "Male or female" is always met', () => {
    const [c] = structureTrial({ sex: 'FEMALE' });
    expect(['FEMALE', 'MALE', undefined].map((sex) => verdict(c, { sex }))).toEqual(['met', 'not_met', 'unknown']);
    expect(verdict(inc('Male or female'), {})).toBe('met');
  });

  it('pregnancy / breastfeeding exclusion — NCT02650414 "Pregnant or nursing (lactating) women."', () => {
    const c = exc('Pregnant or nursing (lactating) women.');
    expect(verdict(c, { pregnant: true })).toBe('not_met');
    expect(verdict(c, { pregnant: false, breastfeeding: true })).toBe('not_met');
    expect(verdict(c, { pregnant: false, breastfeeding: false })).toBe('met');
    expect(verdict(c, { pregnant: false })).toBe('unknown');
    expect(verdict(c, { sex: 'MALE' })).toBe('met');
  });

  it('negated pregnancy inclusion — NCT05925803 "… with a negative urine pregnancy test"', () => {
    const c = inc('Women of childbearing potential with a negative urine pregnancy test');
    expect(verdict(c, { pregnant: false })).toBe('met');
    expect(verdict(c, { pregnant: true })).toBe('not_met');
  });

  it('lab values with units and conversions', () => {
    const hba1c = inc('Has a current HbA1c level \\>7%, as determined by both screening assessments;');
    expect(verdict(hba1c, { hba1c: 7.2 })).toBe('met');
    expect(verdict(hba1c, { hba1c: 7 })).toBe('not_met'); // "> 7" excludes 7
    expect(verdict(hba1c, { hba1c: { value: 64, unit: 'mmol/mol' } })).toBe('met'); // 8.0 %
    expect(verdict(hba1c, { hba1c: { value: 50, unit: 'mmol/mol' } })).toBe('not_met'); // 6.7 %
    const hb = inc('Has symptomatic anemia defined as hemoglobin \\< 10.5 g/dL with any of the following.');
    expect(verdict(hb, { hemoglobin: { value: 100, unit: 'g/L' } })).toBe('met');
    expect(verdict(hb, { hemoglobin: 11 })).toBe('not_met');
    const liver = inc('ALT and AST ≤3.0 x ULN, or ≤5.0 x ULN if documented disease involvement of liver');
    expect(verdict(liver, { alt: 1.2, ast: 2 })).toBe('met');
    expect(verdict(liver, { alt: 1.2, ast: 4 })).toBe('not_met');
    expect(verdict(liver, { alt: 1.2 })).toBe('unknown');
    expect(verdict(liver, { alt: { value: 40, unit: 'U/L' }, ast: 1 })).toBe('unknown'); // U/L is not × ULN
    const platelets = inc('Platelet count ≥50 x109/L and hemoglobin ≥ 8 g/dL (≥ 80 g/L).');
    // Both values are required: platelets alone cannot meet it, but a low count fails it.
    expect(verdict(platelets, { platelets: { value: 150000, unit: '/mm³' } })).toBe('unknown');
    expect(verdict(platelets, { platelets: { value: 150000, unit: '/mm³' }, hemoglobin: { value: 85, unit: 'g/L' } })).toBe('met');
    expect(verdict(platelets, { platelets: 30 })).toBe('not_met');
  });

  it('blood pressure exclusion, either bound — NCT05739409', () => {
    const c = exc(
      'uncontrolled hypertension (systolic blood pressure greater than 160 mmHg and/or diastolic blood pressure greater than 100 mmHg), a history of hypertensive crisis or hypertensive encephalopathy;',
    );
    expect(verdict(c, { systolicBp: 170 })).toBe('not_met');
    expect(verdict(c, { systolicBp: 150, diastolicBp: 95 })).toBe('met');
    expect(verdict(c, { systolicBp: 150 })).toBe('unknown');
    // NCT05365607 inclusion "resting blood pressure (BP, <160/100 mmHg)": both must be under.
    const under = inc('resting blood pressure (BP, \\<160/100 mmHg);');
    expect(verdict(under, { systolicBp: 150, diastolicBp: 95 })).toBe('met');
    expect(verdict(under, { systolicBp: 150, diastolicBp: 105 })).toBe('not_met');
    expect(verdict(under, { systolicBp: 170 })).toBe('not_met');
    expect(verdict(under, { systolicBp: 150 })).toBe('unknown');
  });

  it('BMI, weight (kg/lb), ECOG', () => {
    const bmi = inc('Body Mass Index ≥25 kg/m2;');
    expect([24.9, 25, 31].map((v) => verdict(bmi, { bmi: v }))).toEqual(['not_met', 'met', 'met']);
    const weight = inc('Body weight \\>30 kg');
    expect(verdict(weight, { weight: 31 })).toBe('met');
    expect(verdict(weight, { weight: { value: 60, unit: 'lb' } })).toBe('not_met'); // 27.2 kg
    const ecog = inc('Eastern Cooperative Oncology Group (ECOG) Performance status of 0-2');
    expect([0, 2, 3].map((v) => verdict(ecog, { ecog: v }))).toEqual(['met', 'met', 'not_met']);
  });

  it('condition with a time window — NCT05896215 "history of malignant tumor within 5 years before administration of study drug"', () => {
    const c = exc('Subjects with a history of malignant tumor within 5 years before administration of study drug');
    expect(c.rule).toMatchObject({ type: 'condition', concepts: ['malignancy'], window: { value: 5, unit: 'years' } });
    expect(c.scope).toBeUndefined(); // exact: the rule tests everything the text states
    const asOf = '2024-01-01';
    expect(verdict(c, { 'condition:malignancy': false }, asOf)).toBe('met');
    expect(verdict(c, { 'condition:malignancy': { present: true, lastAt: '2015-06' } }, asOf)).toBe('met');
    expect(verdict(c, { 'condition:malignancy': { present: true, lastAt: '2022-03-01' } }, asOf)).toBe('not_met');
    expect(verdict(c, { 'condition:malignancy': { present: true, lastAt: '2022-03-01' } })).toBe('unknown'); // no asOf
    expect(verdict(c, { 'condition:malignancy': { present: true, daysAgo: 100 } })).toBe('not_met');
    expect(verdict(c, { 'condition:malignancy': { present: true, current: true } })).toBe('not_met');
    expect(verdict(c, { 'condition:malignancy': { present: true } }, asOf)).toBe('unknown');
    // 5 years = 1826.25 days: January 2019 lies wholly within 5 years of 2024-01-01, but straddles it from 2024-01-15.
    expect(verdict(c, { 'condition:malignancy': { present: true, lastAt: '2019-01' } }, asOf)).toBe('not_met');
    expect(verdict(c, { 'condition:malignancy': { present: true, lastAt: '2019-01' } }, '2024-01-15')).toBe('unknown');
  });

  it('a window with exceptions is asked in its own words — NCT05925803 "… malignancy within 5 years, with exception of … skin … cervix"', () => {
    // The exceptions (excised skin carcinoma, carcinoma in situ of the cervix) are not tested by "have you had cancer?":
    // someone whose only cancer was an excised basal cell carcinoma would be failed by the concept. The whole text is
    // one short askable sentence, so it is asked as it stands and the concept answer decides nothing.
    const c = exc(
      'Known malignancy or a history of malignancy within 5 years, with exception of excised/cured local basal or squamous cell carcinoma of the skin or carcinoma in situ of the uterine cervix',
    );
    expect(c.rule).toBeNull();
    expect(c.answerableBy).toBe('candidate');
    expect(c.answerKeys).toEqual([textKey(c.text)]);
    expect(verdict(c, { 'condition:malignancy': { present: true, daysAgo: 100 } })).toBe('unknown');
    expect(verdict(c, { [textKey(c.text)]: true })).toBe('not_met');
    expect(verdict(c, { [textKey(c.text)]: false })).toBe('met');
  });

  it('conditions: any of several concepts — NCT04100187 "HIV/HBV/HCV Infection."', () => {
    const c = exc('HIV/HBV/HCV Infection.');
    expect(c.rule).toMatchObject({ type: 'condition', concepts: ['hiv', 'hepatitis b', 'hepatitis c'], status: 'any' });
    expect(verdict(c, { 'condition:hiv': true })).toBe('not_met');
    expect(verdict(c, { 'condition:hiv': false, 'condition:hepatitis b': false, 'condition:hepatitis c': false })).toBe('met');
    expect(verdict(c, { 'condition:hiv': false })).toBe('unknown');
    // The text does not say "now" or "ever": it fails only someone who has it now; a past hepatitis B is for the site.
    const pastHepB = { 'condition:hiv': false, 'condition:hepatitis b': { present: true, current: false }, 'condition:hepatitis c': false };
    expect(verdict(c, pastHepB)).toBe('unknown');
    expect(verdict(c, { ...pastHepB, 'condition:hepatitis b': { present: true, current: true } })).toBe('not_met');
  });

  it('"active" and "seropositivity" are not tested by the concept questions: the criterion is asked in its own words', () => {
    // "Known active hepatitis B or C infection or known seropositivity for HIV.": a person with a past or inactive
    // hepatitis B says "yes" to "do you have hepatitis B now?" without having an *active* infection, so the concept
    // answer may not fail them; the short text itself is the question.
    const c = exc('Known active hepatitis B or C infection or known seropositivity for HIV.');
    expect(c.rule).toBeNull();
    expect(c.answerKeys).toEqual([textKey(c.text)]);
    expect(verdict(c, { 'condition:hiv': true, 'condition:hepatitis b': { present: true, current: true } })).toBe('unknown');
    expect(verdict(c, { [textKey(c.text)]: true })).toBe('not_met');
    expect(verdict(c, { [textKey(c.text)]: false })).toBe('met');
  });

  it('a diagnosis "according to the ADA criteria and confirmed at screening" keeps its condition rule — NCT04886388 inc-2', () => {
    // How the diagnosis is made and that the site confirms it at screening are evidence, not a narrower condition:
    // the candidate can answer "have you been diagnosed with type 2 diabetes?", a "no" decides, a "yes" is met (or at
    // most left to the site). Asking the text instead puts the site's own screening confirmation to the candidate,
    // who cannot know it and may answer "no".
    const t2d = inc(
      'Diagnosis of type 2 diabetes, according to the criteria of the American Diabetes Association (ADA), and confirmed at the initial eligibility screening;',
    );
    expect(t2d.rule).toMatchObject({ type: 'condition', concepts: ['type 2 diabetes'] });
    expect(verdict(t2d, { 'condition:type 2 diabetes': false })).toBe('not_met');
    expect(verdict(t2d, { 'condition:type 2 diabetes': { present: true, lastAt: '2019-03' } })).not.toBe('not_met');
    // the same concept without the evidence words is exact
    const plain = inc('Diagnosis of type 2 diabetes');
    expect(verdict(plain, { 'condition:type 2 diabetes': { present: true, lastAt: '2019-03' } })).toBe('met');
    expect(verdict(plain, { 'condition:type 2 diabetes': false })).toBe('not_met');
  });

  it('medication, procedure, smoking, trial participation', () => {
    const insulin = exc('Is currently using Insulin'); // NCT05647226
    expect(verdict(insulin, { 'medication:insulin': true })).toBe('not_met');
    expect(verdict(insulin, { 'medication:insulin': { present: true, current: false } })).toBe('met');
    // NCT04886388 "Currently taking prandial (mealtime) insulin": someone on basal insulin only says "yes" to "insulin
    // now" and is eligible, so that criterion is asked in its own words and the insulin answer decides nothing.
    const prandial = exc('Currently taking prandial (mealtime) insulin;');
    expect(prandial.answerKeys).toEqual([textKey(prandial.text)]);
    expect(verdict(prandial, { 'medication:insulin': true })).toBe('unknown');
    expect(verdict(prandial, { [textKey(prandial.text)]: true })).toBe('not_met');
    const surgery = exc('Major surgery within 4 weeks prior to the first dose of study drugs');
    expect(verdict(surgery, { 'procedure:major surgery': { present: true, daysAgo: 20 } })).toBe('not_met');
    expect(verdict(surgery, { 'procedure:major surgery': { present: true, daysAgo: 40 } })).toBe('met');
    const nonSmoker = inc('non-smokers;');
    expect(verdict(nonSmoker, { smoking: false })).toBe('met');
    expect(verdict(nonSmoker, { smoking: true })).toBe('not_met');
    const trial = exc('Participated in other clinical trials within 30 days;');
    expect(verdict(trial, { trialParticipation: { present: true, daysAgo: 45 } })).toBe('met');
    expect(verdict(trial, { trialParticipation: { present: true, daysAgo: 10 } })).toBe('not_met');
    expect(verdict(trial, { trialParticipation: false })).toBe('met');
  });

  it('"Currently receiving treatment for cancer" (NCT05094401 exc-7) does not fail someone with cancer who is not being treated', () => {
    // Being treated for cancer needs having cancer, not the other way round (active surveillance, watchful waiting):
    // "Do you have cancer now?" can decide a "no" only; a "yes" is for the site, or the text is asked as it stands.
    const c = exc('Currently receiving treatment for cancer;');
    expect(verdict(c, { 'condition:malignancy': { present: true, current: true } })).not.toBe('not_met');
    expect(verdict(c, { 'condition:malignancy': false, [textKey(c.text)]: false })).toBe('met');
    // the same reading of "treatment": NCT05146765 exc-5 "Received dementia treatment within 3 months of screening."
    // fails someone diagnosed with dementia in 2020 who has it now, treated or not
    const dementia = exc('Received dementia treatment within 3 months of screening.');
    expect(verdict(dementia, { 'condition:dementia': { present: true, current: true, lastAt: '2020-01' } }, '2026-11-21')).not.toBe('not_met');
  });

  it('consent and compliance; unstructured and judgement criteria by their text key', () => {
    const unable = exc('Are unable to understand, consent to, or comply with the study protocol for any reason;');
    expect(verdict(unable, { compliance: true })).toBe('met');
    expect(verdict(unable, { compliance: false })).toBe('not_met');
    const phone = inc('Possesses a smartphone (iPhone or Android only) capable of running the smartphone applications (Apps) used in the study;');
    expect(phone.rule).toBeNull();
    expect(verdict(phone, {})).toBe('unknown');
    expect(verdict(phone, { [textKey(phone.text)]: true })).toBe('met');
    const judgement = exc('Those who are judged by the investigator to be unsuitable to participate in this trial.');
    expect(verdict(judgement, { [judgement.answerKeys[0]]: false })).toBe('met');
  });

  it('is pure: same inputs, same output; inputs untouched', () => {
    const e = eligibility('NCT04886388');
    const criteria = Object.freeze(
      structureTrial({
        criteriaText: e.eligibilityCriteria,
        minimumAge: e.minimumAge,
        maximumAge: e.maximumAge,
        healthyVolunteers: e.healthyVolunteers,
      }),
    );
    const answers = Object.freeze({ age: 52, 'condition:type 2 diabetes': true, bmi: 31, hba1c: 8.1 });
    const first = evaluate(criteria, answers);
    expect(evaluate(criteria, answers)).toEqual(first);
    expect(answers).toEqual({ age: 52, 'condition:type 2 diabetes': true, bmi: 31, hba1c: 8.1 });
  });
});

describe('recommend (DESIGN §4)', () => {
  const age = structureItem('inc-1', 'inclusion', 'Adult patients from 18 to 70 years of age inclusive');
  const pregnancy = structureItem('exc-1', 'exclusion', 'Pregnant or nursing (lactating) women.');
  const hba1c = structureItem('inc-2', 'inclusion', 'Has a current HbA1c level \\>7%, as determined by both screening assessments;');
  const criteria = [age, hba1c, pregnancy];
  const v = (a: string, h: string, p: string): CriterionVerdict[] =>
    [
      ['inc-1', a],
      ['inc-2', h],
      ['exc-1', p],
    ].map(([criterionId, verdict]) => ({ criterionId, verdict: verdict as CriterionVerdict['verdict'], evidence: null }));

  it.each([
    // age      hba1c(site) pregnancy  completed conflicts → recommendation, deciding
    ['met', 'met', 'met', true, [], 'PASS', ['inc-1', 'inc-2', 'exc-1']],
    ['not_met', 'met', 'met', true, [], 'FAIL', ['inc-1']],
    ['met', 'met', 'not_met', true, [], 'FAIL', ['exc-1']],
    ['not_met', 'unknown', 'not_met', false, [], 'FAIL', ['inc-1', 'exc-1']], // a definite failure decides even unfinished
    ['met', 'unknown', 'met', true, [], 'POTENTIAL', ['inc-2']],
    ['met', 'unknown', 'unknown', true, [], 'INCONCLUSIVE', ['exc-1']],
    ['met', 'met', 'met', false, [], 'INCONCLUSIVE', []],
    ['met', 'met', 'met', true, ['pregnant'], 'INCONCLUSIVE', ['exc-1']],
    ['not_met', 'met', 'met', true, ['age'], 'INCONCLUSIVE', ['inc-1']], // a failure on a conflicting answer is not definite
    ['met', 'not_met', 'met', true, [], 'FAIL', ['inc-2']],
  ] as const)('%s / %s / %s, completed %s, conflicts %j → %s %j', (a, h, p, completed, conflicts, recommendation, deciding) => {
    expect(recommend(criteria, v(a, h, p), { completed, conflicts: [...conflicts] })).toEqual({ recommendation, deciding: [...deciding] });
  });

  it('a criterion without a verdict counts as unknown', () => {
    expect(recommend(criteria, v('met', 'met', 'met').slice(0, 2), { completed: true })).toEqual({
      recommendation: 'INCONCLUSIVE',
      deciding: ['exc-1'],
    });
  });

  it('whole trial NCT04886388: a candidate who answered everything she can → POTENTIAL on the site-only criteria', () => {
    const e = eligibility('NCT04886388');
    const c = structureTrial({
      criteriaText: e.eligibilityCriteria,
      sex: e.sex,
      minimumAge: e.minimumAge,
      maximumAge: e.maximumAge,
      healthyVolunteers: e.healthyVolunteers,
    });
    const textAnswers = Object.fromEntries(
      c.filter((x) => x.rule === null && x.answerableBy === 'candidate').map((x) => [x.answerKeys[0], x.kind === 'inclusion']),
    );
    const answers: Answers = {
      ...textAnswers,
      age: 52,
      sex: 'FEMALE',
      'condition:type 2 diabetes': { present: true, lastAt: '2019-03' },
      bmi: 31,
      'medication:antidiabetic drugs': { present: true, current: true },
      compliance: true,
      consent: true,
      trialParticipation: false,
      healthyVolunteer: false,
    };
    const verdicts = evaluate(c, answers);
    const site = c.filter((x) => x.answerableBy === 'site').map((x) => x.id);
    // HbA1c twice (labs), the investigator's judgement, and exc-3: "self-reported measures, collected during screening
    // interview, that reveal: …" followed by ten sub-items — the site's own screening interview, not one question.
    expect(site).toEqual(['inc-6', 'exc-3', 'exc-4', 'exc-6']);
    // inc-2 "Diagnosis of type 2 diabetes, according to the criteria of the ADA, and confirmed at the initial
    // eligibility screening": her "yes" is for the site to confirm (it does so at screening), not a FAIL and not a PASS.
    const toConfirm = verdicts.filter((x) => x.siteToConfirm).map((x) => x.criterionId);
    expect(toConfirm).toEqual(['inc-2']);
    const unknown = verdicts.filter((x) => x.verdict === 'unknown').map((x) => x.criterionId);
    expect(unknown).toEqual(c.map((x) => x.id).filter((id) => site.includes(id) || toConfirm.includes(id)));
    expect(recommend(c, verdicts, { completed: true })).toEqual({ recommendation: 'POTENTIAL', deciding: unknown });
    // The site's lab result, interview and judgement arrive: HbA1c 8.1 % meets "> 7 %" and not "≥ 11 %"; with the
    // diagnosis confirmed at screening nothing is left but the site's confirmation of inc-2 → POTENTIAL, never FAIL.
    const byId = (id: string) => c.find((x) => x.id === id)!;
    const atSite = evaluate(c, { ...answers, hba1c: 8.1, [byId('exc-3').answerKeys[0]]: false, [byId('exc-6').answerKeys[0]]: false });
    expect(recommend(c, atSite, { completed: true })).toEqual({ recommendation: 'POTENTIAL', deciding: toConfirm });
    // One answer decides: "yes" to "Currently taking prandial (mealtime) insulin" → FAIL on exc-2.
    const mealtime = byId('exc-2').answerKeys[0];
    expect(recommend(c, evaluate(c, { ...answers, [mealtime]: true }), { completed: true })).toEqual({ recommendation: 'FAIL', deciding: ['exc-2'] });
  });
});
