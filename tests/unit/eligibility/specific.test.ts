/**
 * Criteria the engineers building on the core reported as structured too broadly, on real records. Every expected
 * value was read off the criterion text quoted next to it (not taken from the parser's output).
 */
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  splitCriteria,
  structureCriterion,
  structureItem,
  structureTrial,
  textKey,
  type Answers,
  type Criterion,
} from '../../../server/domain/eligibility';
import { conditions, criteriaText, eligibility } from './records';

/** A record's criteria as the trial import structures them (with the conditions it studies). */
const trial = (id: string) => {
  const e = eligibility(id);
  return structureTrial({
    criteriaText: e.eligibilityCriteria,
    sex: e.sex,
    minimumAge: e.minimumAge,
    maximumAge: e.maximumAge,
    healthyVolunteers: e.healthyVolunteers,
    conditions: conditions(id),
  });
};
const criterion = (nctId: string, id: string) => trial(nctId).find((c) => c.id === id)!;
const verdict = (c: Criterion, answers: Answers) => evaluate([c], answers)[0].verdict;

/**
 * How precision first (server/domain/eligibility/fidelity.ts) puts a criterion whose concept the recogniser read: an
 * exact rule on that concept; its own words when the text adds something the concept question does not test and is a
 * short plain sentence; or the site.
 */
type Handling = 'rule' | 'own words' | 'site';
function expectHandling(c: Criterion, handling: Handling, concepts: string[]): void {
  if (handling === 'rule') {
    expect(c.rule).toMatchObject({ type: 'condition', concepts });
    expect(c.answerableBy).toBe('candidate');
  } else if (handling === 'own words') {
    expect(c.rule).toBeNull();
    expect(c.answerableBy).toBe('candidate');
    expect(c.answerKeys).toEqual([textKey(c.text)]);
  } else {
    expect(c.rule).toBeNull();
    expect(c.answerableBy).toBe('site');
  }
}

describe('oncology findings get their own concepts, not "malignancy"', () => {
  // The recogniser reads the specific finding; a qualifier it does not test ("active", "distant", "untreated …
  // requiring any anti-tumor treatment") makes the criterion its own question. Never the general "have you had cancer?".
  it.each([
    ['NCT04646330', 'exc-5', 'Has known active central nervous system (CNS) metastases;', ['brain metastases'], 'own words'],
    ['NCT03986528', 'exc-1', 'Presence of cerebral metastases;', ['brain metastases'], 'rule'],
    ['NCT06062823', 'exc-4', 'Known leptomeningeal carcinomatosis.', ['leptomeningeal disease'], 'rule'],
    ['NCT04646330', 'exc-6', 'Has carcinomatous meningitis', ['leptomeningeal disease'], 'rule'],
    ['NCT05883007', 'exc-2', 'Distant metastatic lesions.', ['metastatic disease'], 'own words'],
    [
      'NCT05907980',
      'exc-6',
      'Primary central nervous system (CNS) malignancy, untreated CNS metastases',
      ['primary brain tumour', 'brain metastases'],
      'own words',
    ],
  ] as const)('%s %s "%s" → %j, by %s, asked of the candidate', (nctId, id, text, concepts, handling) => {
    const c = criterion(nctId, id);
    expect(c.text).toContain(text);
    expect(structureCriterion(c.text, c.kind)).toMatchObject({ type: 'condition', concepts });
    expectHandling(c, handling, [...concepts]);
    expect(c.answerKeys).not.toContain('condition:malignancy');
  });

  it.each([
    // RECIST measurable disease
    [
      'NCT04646330',
      'inc-7',
      'Have measurable disease based on Response Evaluation Criteria in Solid Tumors (RECIST) 1.1',
      'measurable disease (recist)',
    ],
    ['NCT05883644', 'inc-4', 'At least 1 measurable lesion, not previously irradiated', 'measurable disease (recist)'],
    // tumour tissue / biopsy availability
    ['NCT04646330', 'inc-4', 'Be able to provide formalin fixed, paraffin-embedded (FFPE) tumor tissue', 'tumour tissue or biopsy'],
    ['NCT05832827', 'inc-11', 'Have provided archival tumor tissue sample or newly obtained core or excisional biopsy', 'tumour tissue or biopsy'],
    // documented biomarkers
    [
      'NCT02650414',
      'inc-3',
      'Documentation of CD22 tumor expression in bone marrow or peripheral blood by flow cytometry',
      'biomarker: cd22 expression',
    ],
    ['NCT04265963', 'inc-3', 'Evidence for cell membrane CD123 expression;', 'biomarker: cd123 expression'],
    ['NCT06062823', 'inc-3', 'Presence of a PACC mutation (detected either in blood or tumour)', 'biomarker: pacc mutation'],
  ])('%s %s "%s" → %s, site only', (nctId, id, text, concept) => {
    const c = criterion(nctId, id);
    expect(c.text).toContain(text);
    expect(c.rule).toMatchObject({ type: 'condition', concepts: [concept], negated: false, answerableBy: 'site' });
    expect(c.answerableBy).toBe('site');
  });

  it('"Negative for IDH2 mutation by NGS or multiplex PCR" (NCT05282459 inc-5, an inclusion) → the negated biomarker, site only', () => {
    const c = criterion('NCT05282459', 'inc-5');
    expect(c.text).toContain('Negative for IDH2 mutation by NGS or multiplex PCR');
    expect(c.rule).toMatchObject({ type: 'condition', concepts: ['biomarker: idh2 mutation'], negated: true, answerableBy: 'site' });
    expect(c.answerableBy).toBe('site');
  });

  it.each([
    [
      'NCT03453307',
      'exc-3',
      'Unmeasurable locally advanced (incurable) or metastatic lesion(s), according to RECIST 1.1',
      'measurable disease (recist)',
    ],
    ['NCT03453307', 'exc-1', 'Not accessible to biopsy and/or surgery sample;', 'tumour tissue or biopsy'],
  ])('%s %s "%s": the site finding (%s) is read, but a negated exclusion keeps no rule and stays with the site', (nctId, id, text, concept) => {
    // Exclusions worded as a negation are read both ways by authors, so none keeps a rule; these are the site's anyway.
    const c = criterion(nctId, id);
    expect(c.text).toContain(text);
    expect(structureCriterion(c.text, 'exclusion')).toMatchObject({ type: 'condition', concepts: [concept], negated: true, answerableBy: 'site' });
    expect(c.rule).toBeNull();
    expect(c.answerableBy).toBe('site');
  });

  it('a "yes" to "have you ever had cancer?" decides none of them', () => {
    const activeCns = criterion('NCT04646330', 'exc-5');
    const cerebral = criterion('NCT03986528', 'exc-1');
    const recist = criterion('NCT04646330', 'inc-7');
    for (const c of [activeCns, cerebral, recist]) expect(verdict(c, { 'condition:malignancy': true })).toBe('unknown');
    expect(verdict(cerebral, { 'condition:brain metastases': { present: true, current: true } })).toBe('not_met');
    expect(verdict(activeCns, { [textKey(activeCns.text)]: true })).toBe('not_met');
    // "Has a known additional malignancy that is progressing or requires systemic treatment. Exceptions include …"
    // asks about a cancer besides the study's own, and a "yes" is for the site (the exceptions are not asked).
    const additional = criterion('NCT04646330', 'exc-4');
    expect(additional.answerKeys).toEqual(['condition:other malignancy']);
    expect(evaluate([additional], { 'condition:other malignancy': true })[0]).toMatchObject({ verdict: 'unknown', siteToConfirm: true });
    expect(verdict(additional, { 'condition:other malignancy': false })).toBe('met');
  });
});

describe('the most specific leukaemia stated, with its relapsed/refractory qualifier', () => {
  // The recogniser's concept (on the criterion's first line) and how the criterion is put. Long criteria with
  // sub-items, treatment lines or jargon are the site's; a short plain one is asked in its own words.
  it.each([
    ['NCT04265963', 'inc-2', 'Diagnose as Relapsed/Refractory AML', ['relapsed or refractory acute myeloid leukemia'], 'site'],
    [
      'NCT04874480',
      'inc-1',
      'histologically confirmed relapsed or refractory (R/R) acute myeloid leukemia',
      ['relapsed or refractory acute myeloid leukemia'],
      'site',
    ],
    ['NCT02650414', 'inc-2', 'Relapsed or refractory B-cell ALL:', ['relapsed or refractory acute lymphoblastic leukemia'], 'site'],
    [
      'NCT03156790',
      'inc-1',
      'newly diagnosed pathologically confirmed acute B-cell lymphoblastic leukaemia',
      ['acute lymphoblastic leukemia'],
      'rule',
    ],
    // APL is excluded from AML trials: it must not be asked as AML or as any leukaemia.
    ['NCT05886491', 'exc-1', 'Diagnosis of acute promyelocytic leukemia.', ['acute promyelocytic leukemia'], 'rule'],
    ['NCT05497310', 'inc-4', 'Diagnosis of relapsed APL', ['relapsed acute promyelocytic leukemia'], 'rule'],
    ['NCT05774990', 'inc-2', 'Received first-line treatment for ALL or AML', ['acute myeloid leukemia', 'acute lymphoblastic leukemia'], 'own words'],
    // "previously untreated CLL/SLL … or … relapsed/refractory RT arising from CLL": the qualifier is the RT's.
    ['NCT05536349', 'inc-1', 'Patients with a diagnosis of previously untreated CLL/SLL', ['chronic lymphocytic leukemia'], 'site'],
    // the CNS involvement of the study's own disease (CLL) is for the site
    ['NCT05536349', 'exc-14', 'Known central nervous system involvement by CLL/SLL/RT', ['chronic lymphocytic leukemia'], 'site'],
  ] as const)('%s %s "%s" → %j, by %s', (nctId, id, text, concepts, handling) => {
    const c = criterion(nctId, id);
    expect(c.text).toContain(text);
    expect(structureCriterion(c.text.split('\n', 1)[0], c.kind)).toMatchObject({ type: 'condition', concepts });
    expectHandling(c, handling, [...concepts]);
  });

  it('a qualified inclusion keeps a rule that knocks out on "no" and leaves "yes" to the site (NCT03156790 inc-1)', () => {
    // "newly diagnosed" and "pathologically confirmed" are not asked: someone without ALL is not eligible, someone with
    // it may be.
    const c = criterion('NCT03156790', 'inc-1');
    expect(c.scope).toBe('necessary');
    expect(verdict(c, { 'condition:acute lymphoblastic leukemia': false })).toBe('not_met');
    expect(evaluate([c], { 'condition:acute lymphoblastic leukemia': true })[0]).toMatchObject({ verdict: 'unknown', siteToConfirm: true });
  });

  it('"(excluding T-ALL …)" names no concept of the criterion (NCT05464836 exc-1)', () => {
    expect(structureCriterion('Mixed phenotype leukemia (excluding T-ALL with myeloid antigen expression)', 'exclusion')).toMatchObject({
      concepts: ['leukemia'],
    });
  });
});

describe('willingness to use a specific device or undergo a specific procedure is asked as such', () => {
  it.each([
    ['NCT05094401', 'inc-4', 'inclusion', 'Willing to use a glucometer for self-monitoring blood glucose while using the study App;'],
    ['NCT04886388', 'inc-7', 'inclusion', 'Willing to use an FDA approved glucometer for self-monitoring blood glucose throughout the study;'],
    ['NCT06000007', 'inc-4', 'inclusion', 'willing to use a mobile app in English'],
    ['NCT04571398', 'exc-1', 'exclusion', 'Uncomfortable with or unwilling to use digital or mobile technology'],
    ['NCT05035706', 'exc-2', 'exclusion', 'Patients unwilling to undergo the biopsy before or after radiotherapy'],
  ])('%s %s: "%s" → its own text question', (nctId, id, _kind, text) => {
    const c = criterion(nctId, id);
    expect(c.text).toBe(text);
    expect(c.rule).toBeNull();
    expect(c.answerKeys).toEqual([textKey(text)]);
    expect(c.answerableBy).toBe('candidate');
  });

  it('general compliance and contraception stay what they were', () => {
    expect(structureCriterion('Willing to comply with all scheduled visits, study interventions, and procedures', 'inclusion')).toMatchObject({
      type: 'compliance',
      negated: false,
    });
    expect(structureCriterion('Willing to complete all study procedures', 'inclusion')).toMatchObject({ type: 'compliance' });
    expect(
      structureCriterion(
        'Postmenopausal, post hysterectomy, or willing to use an acceptable method of birth control for the duration of the study',
        'inclusion',
      ),
    ).toMatchObject({ type: 'contraception', negated: false });
  });
});

describe('composite rules: several values in one criterion', () => {
  const lab = (analytes: string[], range: object, unit: string) => ({ type: 'lab', analytes, range, unit });

  it('a parent with lab sub-items combines them, site only (NCT06062823 inc-8)', () => {
    // "Have adequate organ and hematologic function, as defined by:" then ALT/AST ≤3.0 x ULN (or ≤5 if liver
    // metastases), total bilirubin ≤1.5 × ULN, creatinine clearance >=45 mL/min, ANC ≥1.5 × 10^9/L, platelets
    // ≥100 × 10^9/L, haemoglobin ≥ 9.0 g/dL.
    const c = criterion('NCT06062823', 'inc-8');
    expect(c.text).toMatch(/^Have adequate organ and hematologic function, as defined by:/);
    expect(c.rule).toEqual({
      type: 'composite',
      combine: 'all',
      partial: false,
      answerableBy: 'site',
      rules: [
        lab(['alt', 'ast'], { max: 3, maxInclusive: true }, '×ULN'),
        lab(['bilirubin'], { max: 1.5, maxInclusive: true }, '×ULN'),
        lab(['creatinine_clearance'], { min: 45, minInclusive: true }, 'mL/min'),
        lab(['anc'], { min: 1.5, minInclusive: true }, '×10^9/L'),
        lab(['platelets'], { min: 100, minInclusive: true }, '×10^9/L'),
        lab(['hemoglobin'], { min: 9, minInclusive: true }, 'g/dL'),
      ],
    });
    expect(c.answerableBy).toBe('site');
    expect(c.answerKeys).toEqual(['alt', 'ast', 'bilirubin', 'creatinine_clearance', 'anc', 'platelets', 'hemoglobin']);
  });

  it('NCT05536349 "Adequate hepatic function" and "Adequate hematologic function"', () => {
    // A sub-item's aside "(… pts with direct bilirubin ≤1.5 x ULN are eligible)" is part of a requirement, not a
    // permission: the criterion is the site's to check, never an informational item that is always met.
    const hepatic = criterion('NCT05536349', 'inc-4');
    expect(hepatic.informational).toBeUndefined();
    expect(hepatic.answerableBy).toBe('site');
    expect(hepatic.rule).toMatchObject({
      type: 'composite',
      combine: 'all',
      rules: [lab(['bilirubin'], { max: 1.5, maxInclusive: true }, '×ULN'), lab(['alt', 'ast'], { max: 3, maxInclusive: true }, '×ULN')],
    });
    // "1. Platelet count ≥50 x109/L and hemoglobin ≥ 8 g/dL (≥ 80 g/L). … 2. Absolute neutrophil count ≥ 0.75 x 109/L."
    expect(criterion('NCT05536349', 'inc-6').rule).toMatchObject({
      type: 'composite',
      combine: 'all',
      partial: false,
      rules: [
        lab(['platelets'], { min: 50, minInclusive: true }, '×10^9/L'),
        lab(['hemoglobin'], { min: 8, minInclusive: true }, 'g/dL'),
        lab(['anc'], { min: 0.75, minInclusive: true }, '×10^9/L'),
      ],
    });
    // "Adequate renal function" with the one sub-item "Creatinine clearance ≥ 50 ml/min": that rule itself.
    expect(criterion('NCT05536349', 'inc-5').rule).toMatchObject(lab(['creatinine_clearance'], { min: 50, minInclusive: true }, 'mL/min'));
  });

  it('"AST or ALT < 3x ULN" bounds both (NCT05282459 inc-11)', () => {
    expect(criterion('NCT05282459', 'inc-11').rule).toMatchObject({
      type: 'composite',
      combine: 'all',
      rules: [
        lab(['bilirubin'], { max: 1.5, maxInclusive: false }, '×ULN'),
        lab(['alt', 'ast'], { max: 3, maxInclusive: false }, '×ULN'),
        lab(['creatinine_clearance'], { min: 30, minInclusive: false }, 'mL/min'),
      ],
    });
  });

  it('evaluates an inclusion composite: all met → met; any not met → not met; else unknown', () => {
    const c = criterion('NCT06062823', 'inc-8');
    const normal: Answers = {
      alt: 1,
      ast: 1,
      bilirubin: { value: 1, unit: '×ULN' },
      creatinine_clearance: 80,
      anc: 3,
      platelets: 200,
      hemoglobin: 12,
    };
    expect(verdict(c, normal)).toBe('met');
    expect(verdict(c, { ...normal, platelets: 90 })).toBe('not_met');
    expect(verdict(c, { ...normal, hemoglobin: undefined })).toBe('unknown');
    expect(verdict(c, { platelets: 90 })).toBe('not_met');
    expect(evaluate([c], { ...normal, platelets: 90 })[0].evidence).toEqual({ answerKey: 'platelets', answer: 90 });
  });

  it('a partial composite (a sub-item not recognised) never reaches "met" (NCT02650414 inc-4)', () => {
    // "A serum creatinine based on age/gender as follows:" (a table) is not recognised; "ALT < 500 U/L",
    // "Bilirubin <3x upper limit of normal" are.
    const c = criterion('NCT02650414', 'inc-4');
    expect(c.rule).toMatchObject({
      type: 'composite',
      combine: 'all',
      partial: true,
      rules: [lab(['alt'], { max: 500, maxInclusive: false }, 'U/L'), lab(['bilirubin'], { max: 3, maxInclusive: false }, '×ULN')],
    });
    expect(verdict(c, { alt: { value: 40, unit: 'U/L' }, bilirubin: { value: 1, unit: '×ULN' } })).toBe('unknown');
    expect(verdict(c, { alt: { value: 600, unit: 'U/L' } })).toBe('not_met');
  });

  it('an exclusion list excludes on any value; "combined with" on all of them', () => {
    // NCT05164042: "Abnormal liver function (total bilirubin>1.5×ULN, ALT>2.5×ULN), abnormal renal function (serum creatinine>1.5×ULN);"
    const liver = structureItem(
      'exc-3',
      'exclusion',
      'Abnormal liver function (total bilirubin\\>1.5×ULN, ALT\\>2.5×ULN), abnormal renal function (serum creatinine\\>1.5×ULN);',
    );
    const uln = (value: number) => ({ value, unit: '×ULN' });
    expect(verdict(liver, { bilirubin: uln(1), alt: uln(1), creatinine: uln(1) })).toBe('met');
    expect(verdict(liver, { bilirubin: uln(1), alt: uln(3) })).toBe('not_met');
    expect(verdict(liver, { bilirubin: uln(1), alt: uln(1) })).toBe('unknown');
    // NCT05878938 exc-11: "AST and/or ALT greater than (>) 3 times the upper limit combined with total bilirubin >1.5 times the upper limit"
    const hy = criterion('NCT05878938', 'exc-11');
    expect(hy.rule).toMatchObject({
      type: 'composite',
      combine: 'all',
      rules: [lab(['alt', 'ast'], { min: 3, minInclusive: false }, '×ULN'), lab(['bilirubin'], { min: 1.5, minInclusive: false }, '×ULN')],
    });
    expect(verdict(hy, { alt: 4, ast: 4, bilirubin: uln(1) })).toBe('met');
    expect(verdict(hy, { alt: 4, ast: 4, bilirubin: uln(2) })).toBe('not_met');
  });

  it('ECOG with Lansky for younger patients are alternatives (NCT05464836 inc-5)', () => {
    // "adequate performance status (ECOG ≤2) for patients ≥16 years old, Lansky score >50 for patients <16 years"
    const c = criterion('NCT05464836', 'inc-5');
    expect(c.rule).toMatchObject({
      type: 'composite',
      combine: 'any',
      rules: [
        { type: 'ecog', range: { max: 2, maxInclusive: true } },
        { type: 'karnofsky', range: { min: 50, minInclusive: false } },
      ],
    });
    expect(verdict(c, { ecog: 1 })).toBe('met');
  });
});

describe('blood pressure written in a sub-item', () => {
  it('"not well controlled (… systolic ≤ 150 and diastolic ≤ 90)" states the opposite bounds (NCT05832827 exc-9, item 9)', () => {
    const text = splitCriteria(criteriaText('NCT05832827'))
      .exclusion[8].children.map((c) => c.text)
      .find((t) => t.startsWith('Blood pressure'))!;
    expect(text).toMatch(
      /^Blood pressure is not well controlled \(with 2 or fewer antihypertensive drugs\* 2, systolic blood pressure is 150 mmHg or less and diastolic blood pressure is 90 mmHg or less\)/,
    );
    expect(structureCriterion(text, 'exclusion')).toEqual({
      type: 'blood_pressure',
      systolic: { min: 150, minInclusive: false },
      diastolic: { min: 90, minInclusive: false },
      combine: 'any',
      unit: 'mmHg',
      answerableBy: 'site',
    });
  });

  it('"uncontrolled hypertension (systolic … greater than 160 mmHg and/or diastolic … greater than 100 mmHg)" (NCT05739409 exc-2, item 3)', () => {
    const children = splitCriteria(criteriaText('NCT05739409')).exclusion[1].children.flatMap((c) => [c, ...c.children]);
    const text = children.map((c) => c.text).find((t) => t.startsWith('uncontrolled hypertension'))!;
    expect(structureCriterion(text, 'exclusion')).toMatchObject({
      type: 'blood_pressure',
      systolic: { min: 160, minInclusive: false },
      diastolic: { min: 100, minInclusive: false },
      combine: 'any',
    });
  });

  it('two upper bounds listed together are both required (TREC NCT00461240)', () => {
    expect(structureCriterion('Systolic blood pressure < 180 mmHg, diastolic blood pressure < 110 mmHg.', 'inclusion')).toMatchObject({
      systolic: { max: 180, maxInclusive: false },
      diastolic: { max: 110, maxInclusive: false },
      combine: 'all',
    });
  });
});

describe('splitter', () => {
  it('NCT05634291: "4) … 5) English-speaking … 5) Able to operate a smartphone" is 6 inclusion items', () => {
    // 1. Male and female adults ages 21-80 / 2. Clinical diagnosis … 3) Hand joint pain … / 4) Use of prescribed
    // opioids 5) English-speaking, literate, with stable residence 5) Able to operate a smartphone …
    const s = splitCriteria(criteriaText('NCT05634291'));
    expect(s.inclusion.map((i) => i.text)).toEqual([
      'Male and female adults ages 21-80',
      'Clinical diagnosis of chronic hand pain from arthritis or as determined by study physician',
      'Hand joint pain at a severity of 4 and above (on a 0 to 10 scale) daily',
      'Use of prescribed opioids',
      'English-speaking, literate, with stable residence',
      'Able to operate a smartphone as evidenced by direct observation.',
    ]);
    expect(s.exclusion).toHaveLength(5);
  });

  it('legacy XML: "-  Excluded within 6 weeks of study entry:" is the lead-in of the items after it (TREC NCT00000717)', () => {
    const s = splitCriteria(criteriaText('NCT00000717'));
    expect(s.exclusion.map((i) => i.text)).not.toContain('Excluded within 6 weeks of study entry:');
    expect(s.exclusion).toHaveLength(13);
    const steroids = s.exclusion.find((i) => i.text.startsWith('Systemic steroids'))!;
    expect(steroids.context).toEqual(['Prior Medication:', 'Excluded within 14 days of study entry:']);
    const antiprotozoal = s.exclusion.find((i) => i.text.startsWith('Prior institution of any antiprotozoal therapy'))!;
    expect(antiprotozoal.context).toEqual(['Prior Medication:', 'Excluded within 6 weeks of study entry:']);
  });

  it('legacy XML: a bulleted lead-in under another starting differently is added under it (TREC NCT00001013)', () => {
    // "Allowed:" / "-  Acetaminophen:" / "-  650 mg prescribed as necessary for temperature > 38.7 degrees C. …"
    const s = splitCriteria(criteriaText('NCT00001013'));
    expect(s.inclusion[0].text).toMatch(/^650 mg prescribed as necessary/);
    expect(s.inclusion[0].context).toEqual(['Concurrent Medication:', 'Allowed:', 'Acetaminophen:']);
  });
});

describe('record sex against a sex stated in the text', () => {
  it('NCT02663973 (FEMALE, 18 Years): "Woman ≥ 18 years old" states the sex, so no record sex criterion', () => {
    const c = trial('NCT02663973');
    expect(c.map((x) => x.id)).not.toContain('inc-sex');
    const woman = c.find((x) => x.id === 'inc-1')!;
    expect(woman.text).toBe('Woman ≥ 18 years old');
    expect(woman.rule).toMatchObject({ type: 'sex', sex: 'FEMALE' });
    // The age is still required: the record's minimum 18 Years comes in as inc-age.
    expect(c[0]).toMatchObject({ id: 'inc-age', source: 'record', rule: { type: 'age', range: { min: 18, minInclusive: true } } });
    expect(evaluate(c.slice(0, 2), { age: 40, sex: 'MALE' }).map((v) => v.verdict)).toEqual(['met', 'not_met']);
  });

  it('NCT05305235 (FEMALE): "Women sexual assault survivors …" has no rule; its own question names the sex', () => {
    const c = trial('NCT05305235');
    expect(c.map((x) => x.id)).not.toContain('inc-sex');
    expect(c.find((x) => x.id === 'inc-1')!.text).toMatch(/^Women sexual assault survivors/);
  });

  it('a subgroup ("Women of childbearing potential …") or a criterion with another rule does not count', () => {
    const c = structureTrial({
      criteriaText: 'Inclusion Criteria:\n\n* Female patients with breast cancer\n* Women of childbearing potential must use contraception',
      sex: 'FEMALE',
    });
    expect(c[0]).toMatchObject({ id: 'inc-sex', rule: { type: 'sex', sex: 'FEMALE' } });
  });
});
