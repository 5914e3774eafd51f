/**
 * Precision first (server/domain/eligibility/fidelity.ts): a rule may fail a candidate only when the question asked is
 * exactly the criterion's test. These are the error patterns reviewers found on trials the engine was never tuned on,
 * written as general cases (not per trial): for each, no answer to the concept questions may fail a person the text
 * allows; the criterion is either asked in its own words (its text key: the question *is* the test), keeps a rule
 * that decides only the safe direction, or is left to the site.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, structureItem, structureTrial, textKey, type AnswerValue, type Criterion } from '../../../server/domain/eligibility';
import { assessFidelity } from '../../../server/domain/eligibility/fidelity';
import { normaliseForRules } from '../../../server/domain/eligibility/rules/text';
import { structureCriterion } from '../../../server/domain/eligibility';

/** Every event answer a person can give to a concept question: never, in the past only, now, and plain yes/no. */
const EVENT_ANSWERS: AnswerValue[] = [
  false,
  true,
  { present: true, current: false, lastAt: '2001-01' },
  { present: true, current: true, lastAt: '2026-10' },
];

/** The concept answers (all keys of the criterion given the same answer) that fail the criterion. */
function failingConceptAnswers(c: Criterion): AnswerValue[] {
  return EVENT_ANSWERS.filter(
    (a) => evaluate([c], Object.fromEntries(c.answerKeys.map((k) => [k, a])), { asOf: '2026-11-23' })[0].verdict === 'not_met',
  );
}

/** How a criterion is decided: by its own words, by a rule that keeps the safe direction only, or at the site. */
function handling(c: Criterion): 'own words' | 'site' | 'rule' {
  if (c.rule) return 'rule';
  if (c.answerableBy === 'site') return 'site';
  expect(c.answerKeys).toEqual([textKey(c.text)]);
  return 'own words';
}

const exclusion = (text: string, conditions: string[] = []) =>
  structureTrial({ criteriaText: `Exclusion Criteria:\n\n* ${text}`, conditions }).find((c) => c.kind === 'exclusion')!;
const inclusion = (text: string, conditions: string[] = []) =>
  structureTrial({ criteriaText: `Inclusion Criteria:\n\n* ${text}`, conditions }).find((c) => c.kind === 'inclusion')!;

describe('assessFidelity: the scope of a rule from the words it does not test', () => {
  it.each([
    ['History of stroke', 'exact'],
    ['Known hepatitis B or hepatitis C infection', 'exact'],
    ['Major surgery within 4 weeks prior to the first dose of study drug', 'exact'],
    ['Uncontrolled hypertension', 'necessary'],
    ['Prior surgery for stress urinary incontinence', 'necessary'],
    ['Radiotherapy to the thorax within 4 weeks', 'necessary'],
    ['Other malignancy within 5 years, except non-melanoma skin cancer', 'necessary'],
    ['Seizure, stroke or heart disease', 'exact'],
    ['Stroke or spinal cord injury', 'sufficient'],
    ['Have recovered from the effects of any prior radiotherapy or surgery', null],
    ['Planned surgery during the study', null],
    ['Lumbar degenerative disc disease with or without prior surgery', null],
  ])('%s → %s', (text, scope) => {
    const rule = structureCriterion(text, 'exclusion');
    expect(rule).not.toBeNull();
    expect(assessFidelity(normaliseForRules(text), rule!).scope).toBe(scope);
  });

  it('lists what the rule leaves to the site', () => {
    const rule = structureCriterion('Prior surgery for stress urinary incontinence', 'exclusion')!;
    expect(assessFidelity(normaliseForRules('Prior surgery for stress urinary incontinence'), rule).unencoded).toEqual(
      expect.arrayContaining(['stress', 'urinary', 'incontinence']),
    );
  });
});

describe('a qualifier dropped never fails on the head noun', () => {
  it.each([
    'Uncontrolled hypertension',
    'Poorly controlled diabetes despite treatment',
    'Symptomatic heart failure',
    'Clinically significant cardiovascular disease',
    'Decompensated cirrhosis',
    'Severe asthma requiring hospitalisation in the past year',
    'Active autoimmune disease that has required systemic treatment in the past 2 years (i.e. with use of disease modifying agents, corticosteroids or immunosuppressive drugs). Replacement therapy is not considered a form of systemic treatment.',
  ])('"%s": having the condition is not a FAIL', (text) => {
    const c = exclusion(text);
    // never an exact rule on the condition alone: asked in its own words, left to the site, or a rule whose "yes" is the site's
    expect(c.rule === null || c.scope === 'necessary').toBe(true);
    if (handling(c) === 'rule') {
      expect(c.scope).toBe('necessary');
      // a "yes" (ever, or now) is for the site to confirm; a "no" meets the exclusion
      expect(failingConceptAnswers(c)).toEqual([]);
      expect(evaluate([c], Object.fromEntries(c.answerKeys.map((k) => [k, true])))[0]).toMatchObject({ verdict: 'unknown', siteToConfirm: true });
    }
  });

  it('a plain exclusion still fails on a "yes": "History of stroke"', () => {
    const c = exclusion('History of stroke');
    expect(c.scope).toBeUndefined();
    expect(failingConceptAnswers(c).length).toBeGreaterThan(0);
  });
});

describe('a specific item is not its parent category', () => {
  it.each([
    ['Prior surgery for stress UI', 'procedure:surgery'],
    ['Known allergy or intolerance to study medications', 'condition:allergy'],
    ['Known hypersensitivity to titanium or cobalt chrome implants', 'condition:allergy'],
    ['Has received a live virus vaccine within 30 days of the first dose', 'medication:vaccines'],
    ['Moderate to severe opioid use disorder', 'medication:opioids'],
  ])('"%s" is not decided by %s alone', (text, parentKey) => {
    const c = exclusion(text);
    // never an exact rule on the parent concept
    expect(c.rule === null || c.scope !== undefined || !c.answerKeys.includes(parentKey)).toBe(true);
    if (handling(c) === 'rule' && c.answerKeys.includes(parentKey)) expect(failingConceptAnswers(c)).toEqual([]);
  });
});

describe('a word from a side clause does not become the rule', () => {
  it.each([
    ['Performance status: Karnofsky performance status (for patients > 12 years of age) ≥ 50', 'age'],
    ['Enrolled as a student in Grades 9-12 (corresponding to 13-20 years of age)', 'age'],
    ['For adolescents under 18 years of age, able to provide informed assent', 'age'],
    ['Candidates aged 19-70 years need to be sufficiently conscious and able to sign the treatment consent', 'age'],
    ['ANB angle ≥ 4° in patients aged 8 to 14 years', 'age'],
  ])('"%s" has no %s rule', (text, type) => {
    expect(inclusion(text).rule?.type).not.toBe(type);
  });

  it('an age criterion on its own is still an age rule', () => {
    expect(inclusion('Male or female, aged 18 to 70 years inclusive').rule).toMatchObject({ type: 'age', range: { min: 18, max: 70 } });
  });
});

describe("the study's own disease does not exclude its patients", () => {
  it('"other malignancy" in a lung-cancer study asks about another cancer, and a "yes" is for the site when exceptions follow', () => {
    const c = exclusion('Other malignancy within the last 2 years, except non-melanoma skin cancer or carcinoma in situ of the cervix', [
      'Non-small Cell Lung Cancer',
    ]);
    expect(c.rule).toMatchObject({ type: 'condition', concepts: ['other malignancy'] });
    expect(c.answerKeys).toEqual(['condition:other malignancy']);
    expect(failingConceptAnswers(c)).toEqual([]);
  });

  it('a lung-cancer patient answering "yes, I have cancer" to the inclusion is not excluded by it', () => {
    const [inc, exc] = structureTrial({
      criteriaText: 'Inclusion Criteria:\n\n* Histologically confirmed non-small cell lung cancer\n\nExclusion Criteria:\n\n* Other malignancy',
      conditions: ['NSCLC'],
    });
    expect(exc.answerKeys.some((k) => inc.answerKeys.includes(k))).toBe(false);
  });

  it('a feature of the study\'s own disease ("tumour burden > 30 %") is for the site', () => {
    expect(handling(exclusion('Patients with tumor burden higher than 30% requiring reinfusion of CAR-T cells', ['Acute Myeloid Leukemia']))).toBe(
      'site',
    );
  });
});

describe('time: "now", "within", "planned"', () => {
  it('a medicine named without a time means taking it now ("steroid treatment")', () => {
    const c = exclusion('steroid treatment');
    expect(c.rule).toMatchObject({ type: 'medication', status: 'current' });
    expect(evaluate([c], { 'medication:corticosteroids': { present: true, current: false, daysAgo: 400 } })[0].verdict).toBe('met');
  });

  it('an exclusion that does not say now or ever fails only someone who has it now', () => {
    const c = exclusion('Tuberculosis');
    expect(c.rule).toMatchObject({ type: 'condition', concepts: ['tuberculosis'], status: 'any' });
    const v = (a: AnswerValue) => evaluate([c], Object.fromEntries(c.answerKeys.map((k) => [k, a])))[0].verdict;
    expect(v({ present: true, current: true })).toBe('not_met');
    expect(v({ present: true, current: false })).toBe('unknown');
    expect(v(false)).toBe('met');
  });

  it('a planned operation is not a past one', () => {
    const c = exclusion('Planned major surgery during the study period');
    expect(c.rule?.type).not.toBe('procedure');
  });

  it('a window that belongs to the qualifier is not put on the diagnosis date', () => {
    const c = exclusion(
      'Active autoimmune disease that has required systemic treatment in the past 2 years with disease modifying agents or immunosuppressive drugs, where the need for such treatment was judged by the treating physician',
    );
    expect(c.rule === null || !('window' in c.rule) || c.rule.window === undefined).toBe(true);
  });
});

describe('polarity and placeholders', () => {
  it('"No known adverse reaction to …" listed under exclusions is not read literally', () => {
    const c = exclusion('No known adverse reaction to the use of the study device.');
    expect(handling(c)).toBe('site');
  });

  it('"Willing to comply …" listed under exclusions does not exclude the willing', () => {
    const c = exclusion('Willing to comply with all study procedures');
    expect(c.rule).toBeNull();
    expect(c.answerableBy).toBe('site');
  });

  it('"Decline to participate" excludes those who decline, not those who consent', () => {
    const c = exclusion('Decline to participate in the study');
    const v = evaluate([c], { consent: true, [textKey(c.text)]: false })[0].verdict;
    expect(v).not.toBe('not_met');
  });

  it.each([
    'None',
    '-',
    'OR',
    'N/A',
    'Participants are excluded from the study if any of the following criteria apply:',
    'Further exclusion criteria apply.',
    'Answer must be "No" to be enrolled in the study for safety.',
  ])('"%s" is informational: never asked, always met', (text) => {
    const c = structureItem('exc-1', 'exclusion', text);
    expect(c.informational).toBe(true);
    expect(evaluate([c], {})[0].verdict).toBe('met');
  });
});

describe('site-only items are not asked of the candidate', () => {
  it.each([
    'Montreal Cognitive Assessment (MoCA) score < 26',
    'Alcohol Use Disorders Identification Test (AUDIT) score of 8 or higher',
    'Pittsburgh Sleep Quality Index (PSQI) score equal to or greater than 10.',
    'Life expectancy of at least 3 months',
    'Adequate organ function',
    'Carriers for the PNPLA3 rs738409 148M risk allele',
    'Left ventricular ejection fraction (LVEF) < 35 %',
    'Considered to be otherwise unsuitable for the clinical study by researchers.',
    'Intoxicated at the point of consent or assessment',
    "Patient's medical chart is available and adequate for data collection",
    'Bone marrow blasts ≥ 5 %',
    'HCT-CI score > 3',
  ])('"%s" is for the site', (text) => {
    const c = inclusion(text);
    expect(c.answerableBy).toBe('site');
  });
});

describe('scope in evaluate', () => {
  const base = structureItem('exc-1', 'exclusion', 'History of stroke');
  it('a sufficient rule decides "yes" but leaves "no" to the site', () => {
    const c: Criterion = { ...base, scope: 'sufficient' };
    expect(evaluate([c], { 'condition:stroke': true })[0].verdict).toBe('not_met');
    expect(evaluate([c], { 'condition:stroke': false })[0]).toMatchObject({ verdict: 'unknown', siteToConfirm: true });
  });

  it('a necessary rule decides "no" but leaves "yes" to the site', () => {
    const c: Criterion = { ...base, scope: 'necessary' };
    expect(evaluate([c], { 'condition:stroke': false })[0].verdict).toBe('met');
    expect(evaluate([c], { 'condition:stroke': true })[0]).toMatchObject({ verdict: 'unknown', siteToConfirm: true });
  });
});
