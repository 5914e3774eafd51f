import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ageToMonths, mapStudy } from '../../server/modules/trials/import/ctgov';
import { sharedData } from '../helpers/sharedData';

const studies: any[] = readFileSync(sharedData('ctgov/studies.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const byId = (id: string) => studies.find((s) => s.protocolSection?.identificationModule?.nctId === id);

describe('ageToMonths', () => {
  it.each([
    ['18 Years', 216],
    ['65 years', 780],
    ['1 Year', 12],
    ['6 Months', 6],
    ['1.5 Years', 18],
    ['6 Weeks', 1],
    ['30 Days', 0],
    ['N/A', null],
    ['', null],
    ['18', null],
    ['10 Decades', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(ageToMonths(input)).toBe(expected);
  });
});

describe('mapStudy', () => {
  it('maps a complete ClinicalTrials.gov record without warnings', () => {
    const study = studies[0];
    const p = study.protocolSection;
    const { trial, warnings } = mapStudy(study);
    expect(warnings).toEqual([]);
    expect(trial).toMatchObject({
      nctId: p.identificationModule.nctId,
      title: p.identificationModule.briefTitle,
      officialTitle: p.identificationModule.officialTitle,
      sponsor: p.sponsorCollaboratorsModule.leadSponsor.name,
      phases: p.designModule.phases,
      overallStatus: p.statusModule.overallStatus,
      conditions: p.conditionsModule.conditions,
      enrollmentTarget: p.designModule.enrollmentInfo.count,
      minAgeMonths: ageToMonths(p.eligibilityModule.minimumAge),
      criteriaText: p.eligibilityModule.eligibilityCriteria,
    });
    expect(trial.criteriaText).toMatch(/Inclusion Criteria/i);
    expect(['ALL', 'FEMALE', 'MALE']).toContain(trial.sex);
    expect(trial.sites).toHaveLength(p.contactsLocationsModule.locations.length);
    const loc = p.contactsLocationsModule.locations[0];
    expect(trial.sites[0]).toMatchObject({ facility: loc.facility ?? null, city: loc.city ?? null, country: loc.country ?? null });
  });

  it('maps the first record exactly as a coordinator reads it on ClinicalTrials.gov', () => {
    const study = byId('NCT05925803');
    expect(study).toBeDefined();
    const { trial } = mapStudy(study);
    expect(trial).toMatchObject({
      sponsor: 'AstraZeneca',
      phases: ['PHASE3'],
      minAgeMonths: 216,
      maxAgeMonths: 840,
      healthyVolunteers: false,
      enrollmentTarget: 306,
    });
    expect(trial.sites[0]).toEqual({
      facility: 'Research Site',
      city: 'Birmingham',
      state: 'Alabama',
      zip: '35205',
      country: 'United States',
      status: null,
      geoPoint: { lat: 33.52066, lon: -86.80249 },
      contacts: [],
    });
  });

  it('maps every bundled record without throwing, each with an NCT ID and a title', () => {
    for (const s of studies) {
      const { trial } = mapStudy(s);
      expect(trial.nctId).toMatch(/^NCT\d{8}$/);
      expect(trial.title.length).toBeGreaterThan(0);
    }
  });

  it.each(['NCT00465816', 'NCT03453554'])('maps the partial record %s with one warning per missing module', (id) => {
    const study = byId(id);
    expect(study, `${id} in studies.jsonl`).toBeDefined();
    const { trial, warnings } = mapStudy(study);
    expect(trial.nctId).toBe(id);
    expect(trial.title).toBe(study.protocolSection.identificationModule.briefTitle);
    expect(trial).toMatchObject({
      sponsor: null,
      phases: [],
      conditions: [],
      criteriaText: null,
      minAgeMonths: null,
      maxAgeMonths: null,
      sex: 'ALL',
      sites: [],
    });
    expect(warnings).toContain('protocolSection.eligibilityModule is missing');
    expect(warnings).toContain('protocolSection.contactsLocationsModule is missing');
    expect(warnings.length).toBeGreaterThanOrEqual(5);
  });

  it('maps age groups, arms and interventions, and site contacts (NCT05879978)', () => {
    const { trial } = mapStudy(byId('NCT05879978'));
    expect(trial.stdAges).toEqual(['ADULT', 'OLDER_ADULT']);
    expect(trial.armsInterventions?.arms[0]).toMatchObject({ label: 'BI 764532 + ezabenlimab treatment group' });
    expect(trial.armsInterventions?.interventions).toContainEqual({ type: 'DRUG', name: 'BI 764532' });
    const withContacts = trial.sites.find((s) => s.contacts && s.contacts.length > 0)!;
    expect(withContacts.contacts![0]).toEqual({
      name: 'Boehringer Ingelheim',
      role: 'CONTACT',
      phone: '0120201230',
      email: 'nippon@bitrialsupport.com',
    });
  });

  it('falls back to the official title, then the NCT ID, for the title', () => {
    expect(mapStudy({ protocolSection: { identificationModule: { nctId: 'NCT00000001', officialTitle: 'Official' } } }).trial.title).toBe('Official');
    expect(mapStudy({ protocolSection: { identificationModule: { nctId: 'NCT00000002' } } }).trial.title).toBe('NCT00000002');
  });

  it('refuses a record without an NCT ID', () => {
    expect(() => mapStudy({})).toThrow(/nctId is missing/);
    expect(() => mapStudy(null)).toThrow(/nctId is missing/);
  });
});
