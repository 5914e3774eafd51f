/**
 * structureTrial on real ClinicalTrials.gov records: ordered criteria with stable ids, and record fields (ages,
 * sex, healthy volunteers) as criteria without duplicating a text criterion that says the same.
 */
import { describe, expect, it } from 'vitest';
import { parseCtgovAge, structureTrial, textKey } from '../../../server/domain/eligibility';
import { allEligibility, criteriaText, eligibility } from './records';

const trial = (id: string) => {
  const e = eligibility(id);
  return structureTrial({
    criteriaText: e.eligibilityCriteria,
    sex: e.sex,
    minimumAge: e.minimumAge,
    maximumAge: e.maximumAge,
    healthyVolunteers: e.healthyVolunteers,
  });
};
const ids = (id: string) => trial(id).map((c) => c.id);

describe('structureTrial', () => {
  it('orders record inclusion fields, text inclusion, text exclusion, record exclusion, with stable ids', () => {
    // NCT05925803: 18–70 Years, ALL, no healthy volunteers; "from 18 to 70 years of age inclusive" covers both ages.
    const expected = [
      ...Array.from({ length: 10 }, (_, i) => `inc-${i + 1}`),
      ...Array.from({ length: 13 }, (_, i) => `exc-${i + 1}`),
      'exc-healthy-volunteer',
    ];
    expect(ids('NCT05925803')).toEqual(expected);
    expect(ids('NCT05925803')).toEqual(expected); // same input, same ids
    const c = trial('NCT05925803');
    expect(c[0]).toMatchObject({
      kind: 'inclusion',
      source: 'text',
      text: 'Adult patients from 18 to 70 years of age inclusive',
      answerableBy: 'candidate',
      answerKeys: ['age'],
    });
    expect(c[23]).toMatchObject({ kind: 'exclusion', source: 'record', rule: { type: 'healthy_volunteer' }, answerKeys: ['healthyVolunteer'] });
  });

  it('adds age and sex from the record when no text criterion states them (NCT05905653: MALE, 18–35 Years)', () => {
    const c = trial('NCT05905653');
    expect(c.map((x) => x.id)).toEqual(['inc-age', 'inc-sex', 'inc-1', 'exc-1', 'exc-2']);
    expect(c[0].rule).toMatchObject({ type: 'age', unit: 'years', range: { min: 18, minInclusive: true, max: 35, maxInclusive: true } });
    expect(c[1].rule).toMatchObject({ type: 'sex', sex: 'MALE' });
    expect(c[4].rule).toMatchObject({ type: 'investigator_judgement' });
    expect(c[4].answerableBy).toBe('site');
  });

  it('does not repeat a bound a text criterion states; keeps the one it does not', () => {
    // NCT06609317: FEMALE, 18 Years, no max; "Age ≥ 18 years" → no record age; sex stays.
    expect(ids('NCT06609317')).toEqual([
      'inc-sex',
      'inc-1',
      'inc-2',
      'inc-3',
      'inc-4',
      'inc-5',
      'inc-6',
      'exc-1',
      'exc-2',
      'exc-3',
      'exc-4',
      'exc-5',
      'exc-healthy-volunteer',
    ]);
    // NCT02782117: 4–12 Years, text "Age 4 to <8 years …" states the minimum only → record keeps max 12 Years.
    const amblyopia = trial('NCT02782117');
    expect(amblyopia[0]).toMatchObject({ id: 'inc-age', rule: { type: 'age', range: { max: 12, maxInclusive: true } } });
    expect(amblyopia[0].rule).not.toHaveProperty('range.min');
    // NCT06868446: 18 Years and no age text → record age.
    expect(trial('NCT06868446')[0]).toMatchObject({ id: 'inc-age', rule: { range: { min: 18, minInclusive: true } } });
  });

  it('NCT05305235: "18+ years of age" is an age rule that covers minimumAge 18 Years; healthy volunteers accepted', () => {
    // "18+ years of age" states nothing but the age: an exact age rule, not a text question ("Does this apply to you:
    // '18+ years of age'?") asked next to the record's own age question.
    const c = trial('NCT05305235');
    expect(c.find((x) => x.text === '18+ years of age')!.rule).toMatchObject({ type: 'age', range: { min: 18, minInclusive: true } });
    expect(c.map((x) => x.id)).not.toContain('inc-age');
    expect(c.map((x) => x.id)).not.toContain('exc-healthy-volunteer');
  });

  it('structures a TREC legacy record (gender "Male", "35 Years")', () => {
    const c = structureTrial({
      criteriaText: criteriaText('NCT00000487'),
      sex: 'Male',
      minimumAge: '35 Years',
      maximumAge: '57 Years',
      healthyVolunteers: false,
    });
    // "Men, ages 35-57. One or more of three risk factors--hypertension, hypercholesterolemia, and cigarette smoking."
    // requires the risk factors too, which an age (or sex) rule does not test: the short text is asked in its own
    // words, and that question names the sex, so no record sex criterion is added; the ages come from the record.
    expect(c.map((x) => x.id)).toEqual(['inc-age', 'inc-1', 'inc-2', 'exc-healthy-volunteer']);
    expect(c[0].rule).toMatchObject({ type: 'age', range: { min: 35, max: 57 } });
    expect(c[1].rule).toBeNull();
    expect(c[1].answerableBy).toBe('candidate');
    expect(c[1].answerKeys).toEqual([textKey(c[1].text)]);
    // "Free from coronary heart disease." is an exact negated condition
    expect(c[2].rule).toMatchObject({ type: 'condition', concepts: ['coronary artery disease'], negated: true });
  });

  it('imports records without criteria text (partial AACT records) with record criteria only', () => {
    expect(structureTrial({ criteriaText: undefined, sex: 'ALL', minimumAge: 'N/A', maximumAge: undefined })).toEqual([]);
    expect(structureTrial({ minimumAge: '6 Months' })[0]).toMatchObject({ id: 'inc-age', rule: { type: 'age', unit: 'months', range: { min: 6 } } });
  });

  it('parses ClinicalTrials.gov ages', () => {
    expect(parseCtgovAge('18 Years')).toEqual({ value: 18, unit: 'years' });
    expect(parseCtgovAge('6 Months')).toEqual({ value: 6, unit: 'months' });
    expect(parseCtgovAge('2 Weeks')).toEqual({ value: 2, unit: 'weeks' });
    expect(parseCtgovAge('N/A')).toBeNull();
    expect(parseCtgovAge(undefined)).toBeNull();
  });

  it('structures every shared record without throwing, with unique ids per trial', () => {
    for (const e of allEligibility()) {
      const c = structureTrial({
        criteriaText: e.eligibilityCriteria,
        sex: e.sex,
        minimumAge: e.minimumAge,
        maximumAge: e.maximumAge,
        healthyVolunteers: e.healthyVolunteers,
      });
      expect(new Set(c.map((x) => x.id)).size).toBe(c.length);
    }
  });
});
