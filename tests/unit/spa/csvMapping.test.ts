/**
 * CSV column detection for the candidate import: the Synthea headers and common variants map to
 * candidate fields; rows are numbered as a spreadsheet shows them.
 */
import { describe, expect, it } from 'vitest';
import { buildImportRows, detectColumnMapping, detectField, mappingHasName, remapColumn, toBatches } from '../../../contracts/csvMapping';

describe('detectField', () => {
  it.each([
    ['candidate_id', 'externalId'],
    ['first_name', 'firstName'],
    ['First Name', 'firstName'],
    ['FirstName', 'firstName'],
    ['last_name', 'lastName'],
    ['Surname', 'lastName'],
    ['Full Name', 'fullName'],
    ['birthdate', 'dateOfBirth'],
    ['DOB', 'dateOfBirth'],
    ['Date of Birth', 'dateOfBirth'],
    ['deathdate', 'deceasedDate'],
    ['gender', 'sex'],
    ['Sex', 'sex'],
    ['Phone', 'phone'],
    ['Mobile', 'phone'],
    ['Cell', 'phone'],
    ['E-mail', 'email'],
    ['zip', 'postalCode'],
    ['Zip Code', 'postalCode'],
    ['Postal Code', 'postalCode'],
    ['active_conditions', 'conditions'],
    ['Diagnoses', 'conditions'],
    ['active_condition_snomed_codes', 'conditionCodes'],
  ])('%s → %s', (header, field) => {
    expect(detectField(header)).toBe(field);
  });

  it('leaves unknown columns unmapped', () => {
    expect(detectField('race')).toBeNull();
    expect(detectField('lat')).toBeNull();
    expect(detectField('ever_conditions')).toBeNull();
  });
});

describe('mapping and rows', () => {
  const headers = ['candidate_id', 'first_name', 'last_name', 'birthdate', 'race', 'zip'];

  it('maps the Synthea header and gives each field to one column: its most specific name, else the first', () => {
    expect(detectColumnMapping(headers)).toEqual(['externalId', 'firstName', 'lastName', 'dateOfBirth', null, 'postalCode']);
    expect(detectColumnMapping(['Phone', 'Mobile'])).toEqual(['phone', null]);
    expect(detectColumnMapping(['Mobile', 'Cell'])).toEqual(['phone', null]);
    // our own candidate export: `id` is this product's record id, `externalId` the source system's
    expect(detectColumnMapping(['id', 'externalId', 'firstName'])).toEqual([null, 'externalId', 'firstName']);
  });

  it('an edited mapping still needs a name column', () => {
    const mapping = detectColumnMapping(headers);
    expect(mappingHasName(mapping)).toBe(true);
    expect(mappingHasName(remapColumn(remapColumn(mapping, 1, null), 2, null))).toBe(false);
  });

  it('numbers rows like a spreadsheet (header = 1), skips blank lines but keeps their numbers, trims values', () => {
    const records = [headers, ['x1', ' Ann ', 'Lee', '1980-01-02', 'white', ''], ['', '', '', '', '', ''], ['x2', 'Bo', 'Ng', '', '', '02115']];
    expect(buildImportRows(records, detectColumnMapping(headers))).toEqual([
      { rowNumber: 2, externalId: 'x1', firstName: 'Ann', lastName: 'Lee', dateOfBirth: '1980-01-02' },
      { rowNumber: 4, externalId: 'x2', firstName: 'Bo', lastName: 'Ng', postalCode: '02115' },
    ]);
  });

  it('splits rows into batches of the given size', () => {
    expect(toBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
