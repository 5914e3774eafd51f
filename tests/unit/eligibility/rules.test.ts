/**
 * structureCriterion on verbatim criteria of real records (NCT ID given per case). Expected rules were written by
 * reading the text: rule type, numbers, units, comparators (as a range), windows, and who can answer.
 */
import { describe, expect, it } from 'vitest';
import { structureCriterion } from '../../../server/domain/eligibility';

type Case = [nctId: string, kind: 'inclusion' | 'exclusion', text: string, expected: Record<string, unknown> | null];

const cases: Case[] = [
  // age
  [
    'NCT05925803',
    'inclusion',
    'Adult patients from 18 to 70 years of age inclusive',
    { type: 'age', unit: 'years', range: { min: 18, minInclusive: true, max: 70, maxInclusive: true } },
  ],
  [
    'NCT04886388',
    'inclusion',
    'Between 18 and 75 years old, inclusive at the time of signing the informed consent;',
    { type: 'age', range: { min: 18, minInclusive: true, max: 75, maxInclusive: true } },
  ],
  ['NCT05266716', 'inclusion', 'Be 18 years of age or older;', { type: 'age', unit: 'years', range: { min: 18, minInclusive: true } }],
  [
    'NCT02782117',
    'inclusion',
    'Age 4 to \\<8 years (phase 1) or age 4 to \\<13 years (phase 2)',
    { type: 'age', range: { min: 4, minInclusive: true, max: 8, maxInclusive: false } },
  ],
  [
    'NCT05365607',
    'inclusion',
    'age \\>22 years (rationale is because the device has only been used in adults in 22 years and older);',
    { type: 'age', range: { min: 22, minInclusive: false } },
  ],
  [
    'NCT05813925',
    'inclusion',
    'Age greater than to or equal 18 years at the time of signing informed consent',
    { type: 'age', range: { min: 18, minInclusive: true } },
  ],
  [
    'NCT05814159',
    'inclusion',
    'Male and female patients, 8 months of age or older with a body weight ≥ 10 kg',
    { type: 'age', unit: 'months', range: { min: 8, minInclusive: true } },
  ],
  ['NCT05164042', 'inclusion', '14-70 years old (including 14, 70 years old), no gender limit;', { type: 'age', range: { min: 14, max: 70 } }],
  // sex
  ['NCT05813925', 'inclusion', 'Male or female', { type: 'sex', sex: 'ALL', answerableBy: 'candidate' }],
  // pregnancy, breastfeeding, contraception
  [
    'NCT05925803',
    'inclusion',
    'Women of childbearing potential with a negative urine pregnancy test',
    { type: 'pregnancy', states: ['pregnant'], negated: true, answerableBy: 'candidate' },
  ],
  [
    'NCT05536349',
    'exclusion',
    'Pregnancy, lactation or plan to breastfeed during the study or within 6 months of the last dose of study treatment',
    { type: 'pregnancy', states: ['pregnant', 'breastfeeding', 'planning_pregnancy'], negated: false },
  ],
  [
    'NCT02650414',
    'exclusion',
    'Pregnant or nursing (lactating) women.',
    { type: 'pregnancy', states: ['pregnant', 'breastfeeding'], negated: false },
  ],
  [
    'NCT06883097',
    'exclusion',
    'Pregnant or intending to become pregnant in the next 6 months',
    { type: 'pregnancy', states: ['pregnant', 'planning_pregnancy'] },
  ],
  [
    'NCT02650414',
    'inclusion',
    'Subjects of reproductive potential must agree to use acceptable birth control methods.',
    { type: 'contraception', negated: false, answerableBy: 'candidate' },
  ],
  // BMI and weight
  ['NCT04886388', 'inclusion', 'Body Mass Index ≥25 kg/m2;', { type: 'bmi', unit: 'kg/m²', range: { min: 25, minInclusive: true } }],
  [
    'NCT05813925',
    'inclusion',
    'a) Body mass index (BMI) greater than or equal to 27.0 kilograms per square meter (kg/m\\^2) with greater than or equal to 2 obesity-related complications',
    { type: 'bmi', range: { min: 27, minInclusive: true } },
  ],
  ['NCT05883644', 'inclusion', 'Body weight \\>30 kg', { type: 'weight', unit: 'kg', range: { min: 30, minInclusive: false } }],
  ['NCT05818137', 'exclusion', 'Weight at the screening is over 85 kg.', { type: 'weight', unit: 'kg', range: { min: 85, minInclusive: false } }],
  // labs
  [
    'NCT04886388',
    'inclusion',
    'Has a current HbA1c level \\>7%, as determined by both screening assessments;',
    { type: 'lab', analytes: ['hba1c'], unit: '%', range: { min: 7, minInclusive: false }, answerableBy: 'site' },
  ],
  [
    'NCT05094401',
    'inclusion',
    'HbA1c level ≥7% and \\<11%, as determined by the HbA1c measurement',
    { type: 'lab', analytes: ['hba1c'], unit: '%', range: { min: 7, minInclusive: true, max: 11, maxInclusive: false } },
  ],
  [
    'NCT05813925',
    'inclusion',
    'HbA1c 7.0-10.0 percent (53-86 millimoles per mole \\[mmol/mol\\]) (both inclusive) as measured by central laboratory at screening',
    { type: 'lab', analytes: ['hba1c'], unit: '%', range: { min: 7, minInclusive: true, max: 10, maxInclusive: true } },
  ],
  [
    'NCT05813925',
    'exclusion',
    'Renal impairment with estimated glomerular filtration rate (eGFR) lesser than 30 milli liter per min/1.73 meter square (mL/min/1.73 m\\^2) as measured by central laboratory at screening',
    { type: 'lab', analytes: ['egfr'], unit: 'mL/min/1.73m²', range: { max: 30, maxInclusive: false } },
  ],
  [
    'NCT05536349',
    'inclusion',
    'Creatinine clearance ≥ 50 ml/min (calculated using CKD-EPI formula)',
    { type: 'lab', analytes: ['creatinine_clearance'], unit: 'mL/min', range: { min: 50, minInclusive: true } },
  ],
  [
    'NCT05536349',
    'inclusion',
    'ALT and AST ≤3.0 x ULN, or ≤5.0 x ULN if documented disease involvement of liver',
    { type: 'lab', analytes: ['alt', 'ast'], unit: '×ULN', range: { max: 3, maxInclusive: true } },
  ],
  // Two values in one item → one composite rule, both required; "(≥ 80 g/L)" restates the haemoglobin bound.
  [
    'NCT05536349',
    'inclusion',
    'Platelet count ≥50 x109/L and hemoglobin ≥ 8 g/dL (≥ 80 g/L).',
    {
      type: 'composite',
      combine: 'all',
      partial: false,
      answerableBy: 'site',
      rules: [
        { type: 'lab', analytes: ['platelets'], unit: '×10^9/L', range: { min: 50, minInclusive: true } },
        { type: 'lab', analytes: ['hemoglobin'], unit: 'g/dL', range: { min: 8, minInclusive: true } },
      ],
    },
  ],
  [
    'NCT05536349',
    'inclusion',
    'Absolute neutrophil count ≥ 0.75 x 109/L.',
    { type: 'lab', analytes: ['anc'], unit: '×10^9/L', range: { min: 0.75, minInclusive: true } },
  ],
  [
    'NCT04874480',
    'inclusion',
    'Bilirubin =\\< 2.5 mg/dL',
    { type: 'lab', analytes: ['bilirubin'], unit: 'mg/dL', range: { max: 2.5, maxInclusive: true } },
  ],
  [
    'NCT05282459',
    'inclusion',
    'Has symptomatic anemia defined as hemoglobin \\< 10.5 g/dL with any of the following.',
    { type: 'lab', analytes: ['hemoglobin'], unit: 'g/dL', range: { max: 10.5, maxInclusive: false } },
  ],
  [
    'NCT04646330',
    'inclusion',
    'Absolute neutrophil count ≥ 1,500/µL;Platelets ≥ 100,000/µL;Hemoglobin ≥ 9 g/dL',
    {
      type: 'composite',
      combine: 'all',
      partial: false,
      rules: [
        { type: 'lab', analytes: ['anc'], unit: '/mm³', range: { min: 1500, minInclusive: true } },
        { type: 'lab', analytes: ['platelets'], unit: '/mm³', range: { min: 100000, minInclusive: true } },
        { type: 'lab', analytes: ['hemoglobin'], unit: 'g/dL', range: { min: 9, minInclusive: true } },
      ],
    },
  ],
  [
    'NCT04265963',
    'inclusion',
    'Sufficient hepatic function defined by ALT/AST\\<5 x ULN and bilirubin≤34.2μmol/L;',
    {
      type: 'composite',
      combine: 'all',
      partial: false,
      rules: [
        { type: 'lab', analytes: ['alt', 'ast'], unit: '×ULN', range: { max: 5, maxInclusive: false } },
        { type: 'lab', analytes: ['bilirubin'], unit: 'µmol/L', range: { max: 34.2, maxInclusive: true } },
      ],
    },
  ],
  // An exclusion list of abnormal values excludes on any one of them.
  [
    'NCT05164042',
    'exclusion',
    'Abnormal liver function (total bilirubin\\>1.5×ULN, ALT\\>2.5×ULN), abnormal renal function (serum creatinine\\>1.5×ULN);',
    {
      type: 'composite',
      combine: 'any',
      partial: false,
      rules: [
        { type: 'lab', analytes: ['bilirubin'], unit: '×ULN', range: { min: 1.5, minInclusive: false } },
        { type: 'lab', analytes: ['alt'], unit: '×ULN', range: { min: 2.5, minInclusive: false } },
        { type: 'lab', analytes: ['creatinine'], unit: '×ULN', range: { min: 1.5, minInclusive: false } },
      ],
    },
  ],
  // blood pressure
  [
    'NCT05739409',
    'exclusion',
    'uncontrolled hypertension (systolic blood pressure greater than 160 mmHg and/or diastolic blood pressure greater than 100 mmHg), a history of hypertensive crisis or hypertensive encephalopathy;',
    {
      type: 'blood_pressure',
      unit: 'mmHg',
      systolic: { min: 160, minInclusive: false },
      diastolic: { min: 100, minInclusive: false },
      answerableBy: 'site',
    },
  ],
  [
    'NCT05365607',
    'inclusion',
    'resting blood pressure (BP, \\<160/100 mmHg);',
    { type: 'blood_pressure', systolic: { max: 160, maxInclusive: false }, diastolic: { max: 100, maxInclusive: false } },
  ],
  // ECOG / Karnofsky
  [
    'NCT05536349',
    'inclusion',
    'Eastern Cooperative Oncology Group (ECOG) Performance status of 0-2',
    { type: 'ecog', range: { min: 0, max: 2 }, answerableBy: 'site' },
  ],
  ['NCT05164042', 'inclusion', 'The ECOG behavior status score is 0-2 points;', { type: 'ecog', range: { min: 0, max: 2 } }],
  [
    'NCT02650414',
    'inclusion',
    'Adequate performance status (Lansky or Karnofsky score ≥50)',
    { type: 'karnofsky', unit: '%', range: { min: 50, minInclusive: true }, answerableBy: 'site' },
  ],
  [
    'NCT04856215',
    'inclusion',
    'have a Karnofsky Performance Status ≥ 50 or Lansky Performance Status ≥ 30;',
    { type: 'karnofsky', range: { min: 50, minInclusive: true } },
  ],
  // conditions
  [
    'NCT04886388',
    'inclusion',
    'Diagnosis of type 2 diabetes, according to the criteria of the American Diabetes Association (ADA), and confirmed at the initial eligibility screening;',
    { type: 'condition', concepts: ['type 2 diabetes'], confirmed: true, negated: false, answerableBy: 'candidate' },
  ],
  [
    'NCT05925803',
    'exclusion',
    'Known malignancy or a history of malignancy within 5 years, with exception of excised/cured local basal or squamous cell carcinoma of the skin or carcinoma in situ of the uterine cervix',
    { type: 'condition', concepts: ['malignancy'], status: 'history', window: { value: 5, unit: 'years' } },
  ],
  [
    'NCT05813925',
    'exclusion',
    'History of type 1 or type 2 diabetes',
    { type: 'condition', concepts: ['type 2 diabetes', 'type 1 diabetes'], status: 'history' },
  ],
  [
    'NCT05464836',
    'exclusion',
    'Known active hepatitis B or C infection or known seropositivity for HIV.',
    { type: 'condition', concepts: ['hiv', 'hepatitis b'], status: 'current' },
  ],
  ['NCT02650414', 'exclusion', 'HIV Infection.', { type: 'condition', concepts: ['hiv'] }],
  ['NCT05536349', 'exclusion', 'History of bleeding diathesis', { type: 'condition', concepts: ['bleeding disorder'], status: 'history' }],
  [
    'NCT05813925',
    'inclusion',
    'Diagnosed with T2D greater than or equal to 180 days before screening',
    { type: 'condition', concepts: ['type 2 diabetes'], confirmed: true },
  ],
  ['NCT05365607', 'exclusion', 'Diagnosis of narcolepsy;', { type: 'condition', concepts: ['narcolepsy'] }],
  // medications and therapies
  ['NCT04886388', 'exclusion', 'Currently taking prandial (mealtime) insulin;', { type: 'medication', concepts: ['insulin'], status: 'current' }],
  [
    'NCT05536349',
    'exclusion',
    'Concurrent use of warfarin or another vitamin K antagonist',
    { type: 'medication', concepts: ['anticoagulants'], status: 'current' },
  ],
  [
    'NCT05164042',
    'exclusion',
    'Those who received radiotherapy within 4 weeks before the start of the study;',
    { type: 'medication', concepts: ['radiotherapy'], window: { value: 4, unit: 'weeks', days: 28 } },
  ],
  [
    'NCT05813925',
    'exclusion',
    'Treatment with any medication prescribed for the indication of obesity or weight management within 90 days before screening',
    { type: 'medication', concepts: ['weight loss medication'], window: { value: 90, unit: 'days' } },
  ],
  [
    'NCT02650414',
    'exclusion',
    'Concurrent use of systemic steroids or immunosuppressant medications. Recent or current use of inhaled steroids or physiologic replacement with hydrocortisone is not exclusionary.',
    { type: 'medication', concepts: ['corticosteroids', 'immunosuppressants'], status: 'current' },
  ],
  // procedures
  [
    'NCT05536349',
    'exclusion',
    'Major surgery within 4 weeks prior to the first dose of study drugs',
    { type: 'procedure', concepts: ['major surgery'], window: { value: 4, unit: 'weeks', days: 28 } },
  ],
  [
    'NCT05925803',
    'exclusion',
    'Major surgery within 8 weeks prior to and/or during study enrollment',
    { type: 'procedure', concepts: ['major surgery'], window: { value: 8, unit: 'weeks' } },
  ],
  // smoking
  [
    'NCT06883097',
    'inclusion',
    'Self-reported daily cigarette smoking over the past 30 days',
    { type: 'smoking', status: 'current', negated: false, window: { value: 30, unit: 'days' } },
  ],
  ['NCT05031416', 'inclusion', 'A regular smoker who is willing to quit', { type: 'smoking', status: 'current', negated: false }],
  ['NCT05365607', 'inclusion', 'non-smokers;', { type: 'smoking', negated: true }],
  // prior trial participation
  [
    'NCT05164042',
    'exclusion',
    'Participated in other clinical trials within 30 days;',
    { type: 'trial_participation', window: { value: 30, unit: 'days' }, answerableBy: 'candidate' },
  ],
  [
    'NCT04508153',
    'exclusion',
    'Participation in another clinical study within 30 days of screening',
    { type: 'trial_participation', window: { value: 30, unit: 'days' } },
  ],
  ['NCT04886388', 'exclusion', 'Concurrent enrollment in any other clinical trial;', { type: 'trial_participation', negated: false }],
  [
    'NCT05897541',
    'exclusion',
    'Exposed to an investigational drug within 30 days or 5 half-lives of the drug prior to the Screening Visit.',
    { type: 'trial_participation', window: { value: 30, unit: 'days' } },
  ],
  // consent, compliance, investigator judgement
  [
    'NCT05266716',
    'inclusion',
    'Be able to freely give informed consent and be willing to electronically sign the digital informed consent to participate in the study;',
    { type: 'consent', negated: false, answerableBy: 'candidate' },
  ],
  [
    'NCT05266716',
    'inclusion',
    'Be willing to comply with study procedures, including use of the Affect app consistent with the study protocol and therapeutic activities.',
    { type: 'compliance', negated: false },
  ],
  ['NCT04886388', 'exclusion', 'Are unable to understand, consent to, or comply with the study protocol for any reason;', { negated: true }],
  [
    'NCT05925803',
    'exclusion',
    'Any condition that, in the opinion of the investigator or AstraZeneca, would interfere with the efficacy or safety evaluation of the study intervention or put participant at safety risk',
    { type: 'investigator_judgement', answerableBy: 'site' },
  ],
  [
    'NCT05164042',
    'exclusion',
    'Those who are judged by the investigator to be unsuitable to participate in this trial.',
    { type: 'investigator_judgement', answerableBy: 'site' },
  ],
  // not recognised: stays a criterion without a rule
  [
    'NCT04886388',
    'inclusion',
    'Possesses a smartphone (iPhone or Android only) capable of running the smartphone applications (Apps) used in the study;',
    null,
  ],
  ['NCT05925803', 'inclusion', 'Uninvolved skin at injection sites', null],
  // ages at disease onset choose the diagnostic criteria; they say nothing of the candidate's age now
  [
    'NCT05814159',
    'inclusion',
    'If \\< 16 years of age at disease onset, the diagnosis is madeaccording to adapted ILAR criteria i.e., CARRA criteria for SJIA. If ≥ 16 years of age at disease onset, the diagnosis is made according to Yamaguchi criteria for AOSD.',
    null,
  ],
  [
    'NCT05925803',
    'inclusion',
    'Stable background therapies can be used including hydroxychloroquine, methotrexate, azathioprine, mycophenolate mofetil, mycophenolic sodium, mycophenolic acid, oral glucocorticoids or tacrolimus',
    null,
  ],
];

describe('structureCriterion on real criteria', () => {
  it.each(cases)('%s %s: %s', (_id, kind, text, expected) => {
    const rule = structureCriterion(text, kind);
    if (expected === null) expect(rule).toBeNull();
    else expect(rule).toMatchObject(expected);
  });

  it('states only what the text states (no bound invented on the open side)', () => {
    const rule = structureCriterion('Be 18 years of age or older;', 'inclusion');
    expect(rule).toEqual({ type: 'age', unit: 'years', range: { min: 18, minInclusive: true }, answerableBy: 'candidate' });
  });

  it('is deterministic', () => {
    for (const [, kind, text] of cases) expect(structureCriterion(text, kind)).toEqual(structureCriterion(text, kind));
  });
});
