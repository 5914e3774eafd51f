import { describe, expect, it } from 'vitest';
import { normalizeImportRow, parseDay, splitFullName, toE164 } from '../../server/modules/candidates/normalize';

describe('parseDay', () => {
  it.each([
    ['1989-05-25', '1989-05-25'],
    ['1989/05/25', '1989-05-25'],
    ['5/25/1989', '1989-05-25'],
    ['1/2/1989', '1989-01-02'], // ambiguous day/month: the US reading (month first)
    ['5-25-1989', '1989-05-25'],
    ['25.5.1989', '1989-05-25'],
    ['19890525', '1989-05-25'],
    ['May 25, 1989', '1989-05-25'],
    ['Mar 3, 1989', '1989-03-03'],
    ['25 May 1989', '1989-05-25'],
    ['1989-05-25T10:00:00Z', '1989-05-25'],
    [' 1989-05-25 ', '1989-05-25'],
    ['2/29/2020', '2020-02-29'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseDay(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['2021-02-30', '2/30/2021', '2021-13-01', '2/29/2021', '2021-04-31'])('calls %j an impossible date', (input) => {
    const r = parseDay(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe(`impossible date "${input}"`);
  });

  it.each(['hello', 'yesterday', '25/25', ''])('calls %j not a date and suggests the format', (input) => {
    const r = parseDay(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/^not a date .*use YYYY-MM-DD/);
  });
});

describe('toE164', () => {
  it.each([
    ['(617) 555-0100', '+16175550100'],
    ['+1 617-555-0100', '+16175550100'],
    ['617.555.0100', '+16175550100'],
    ['1-617-555-0100', '+16175550100'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('normalises %j to %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it('uses the default country for national numbers', () => {
    expect(toE164('020 7946 0958')).toBeNull(); // not a US number
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it.each(['555-0100', '12345', 'call me', ''])('rejects %j', (input) => {
    expect(toE164(input)).toBeNull();
  });
});

describe('splitFullName', () => {
  it.each([
    ['Smith, John', { firstName: 'John', lastName: 'Smith' }],
    ['John Smith', { firstName: 'John', lastName: 'Smith' }],
    ['Mary Ann Smith', { firstName: 'Mary Ann', lastName: 'Smith' }],
    ['  John    Smith ', { firstName: 'John', lastName: 'Smith' }],
    ['van der Berg, Anna Maria', { firstName: 'Anna Maria', lastName: 'van der Berg' }],
  ])('splits %j', (input, expected) => {
    expect(splitFullName(input)).toEqual(expected);
  });

  it.each(['Cher', '', '   ', 'Smith,', ', John'])('cannot split %j', (input) => {
    expect(splitFullName(input)).toBeNull();
  });
});

describe('normalizeImportRow', () => {
  const today = new Date(2026, 10, 21);

  it('cleans a complete row: full name, US date, sex word, phone, email, ZIP padding, coded conditions, medications', () => {
    const r = normalizeImportRow(
      {
        rowNumber: 5,
        externalId: ' ext-1 ',
        fullName: 'Smith, Jane',
        dateOfBirth: '3/4/1980',
        sex: 'Female',
        phone: '(617) 555-0100',
        email: ' Jane@Example.ORG ',
        postalCode: '2143',
        conditions: 'Asthma; Diabetes',
        conditionCodes: '195967001;44054006',
        medications: 'metformin | albuterol',
      },
      today,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        externalId: 'ext-1',
        firstName: 'Jane',
        lastName: 'Smith',
        dateOfBirth: '1980-03-04',
        deceasedDate: null,
        sex: 'FEMALE',
        phone: '+16175550100',
        email: 'jane@example.org',
        addressLine: null,
        city: null,
        state: null,
        postalCode: '02143',
        country: null,
        conditions: [
          { text: 'Asthma', system: 'SNOMED', code: '195967001' },
          { text: 'Diabetes', system: 'SNOMED', code: '44054006' },
        ],
        medications: ['metformin', 'albuterol'],
      },
    });
  });

  it('maps sex words and a country name, and reads a national phone number of that country', () => {
    const r = normalizeImportRow(
      { rowNumber: 2, firstName: 'Ann', lastName: 'Lee', sex: 'm', country: 'United Kingdom', phone: '020 7946 0958', postalCode: 'SW1A 1AA' },
      today,
    );
    expect(r.ok && r.value).toMatchObject({ sex: 'MALE', country: 'GB', phone: '+442079460958', postalCode: 'SW1A 1AA' });
    const other = normalizeImportRow({ rowNumber: 3, firstName: 'Sam', lastName: 'Roe', sex: 'non-binary' }, today);
    expect(other.ok && other.value.sex).toBe('OTHER');
    const blank = normalizeImportRow({ rowNumber: 4, firstName: 'Sam', lastName: 'Roe', sex: '  ' }, today);
    expect(blank.ok && blank.value.sex).toBe('UNKNOWN');
  });

  it('lists every problem of a row with its row number, column and reason', () => {
    const r = normalizeImportRow(
      { rowNumber: 7, firstName: 'A', dateOfBirth: '2030-01-01', sex: 'q', phone: '123', email: 'bad', postalCode: 'abc', country: 'Narnia' },
      today,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.every((p) => p.row === 7)).toBe(true);
    expect(Object.fromEntries(r.problems.map((p) => [p.column, p.reason]))).toEqual({
      lastName: 'missing last name',
      dateOfBirth: 'date of birth 2030-01-01 is in the future',
      sex: 'unknown sex "q" (use F, M, other or unknown)',
      country: 'unknown country "Narnia" (use a 2-letter code such as US)',
      phone: 'bad phone number "123"',
      email: 'bad email address "bad"',
      postalCode: 'bad ZIP code "abc"',
    });
  });

  it.each([
    [{}, 'name', 'missing name'],
    [{ lastName: 'Roe' }, 'firstName', 'missing first name'],
    [{ fullName: 'Cher' }, 'name', 'missing name'],
    [{ firstName: 'A', lastName: 'B', dateOfBirth: '2021-02-30' }, 'dateOfBirth', 'impossible date "2021-02-30"'],
    [{ firstName: 'A', lastName: 'B', dateOfBirth: 'soon' }, 'dateOfBirth', 'not a date "soon" (use YYYY-MM-DD)'],
    [{ firstName: 'A', lastName: 'B', dateOfBirth: '1880-01-01' }, 'dateOfBirth', 'impossible date of birth 1880-01-01 (over 130 years ago)'],
    [
      { firstName: 'A', lastName: 'B', dateOfBirth: '1980-01-01', deceasedDate: '1970-01-01' },
      'deceasedDate',
      'date of death is before the date of birth',
    ],
    [{ firstName: 'x'.repeat(101), lastName: 'B' }, 'firstName', 'longer than 100 characters'],
    [{ firstName: 'A', lastName: 'B', city: 'Bos\u0000ton' }, 'city', 'must not contain NUL characters'],
    [{ firstName: 'A', lastName: 'B', conditions: ['ok', 'bad\u0000'] }, 'conditions', 'must not contain NUL characters'],
    [{ firstName: 'A', lastName: 'B', city: 'Bos\ud800ton' }, 'city', 'must not contain a lone UTF-16 surrogate (it is not valid Unicode text)'],
  ])('rejects %j: %s %s', (fields, column, reason) => {
    expect(normalizeImportRow({ rowNumber: 9, ...fields }, today)).toEqual({ ok: false, problems: [{ row: 9, column, reason }] });
  });

  it('accepts a date of birth of today but not of tomorrow', () => {
    expect(normalizeImportRow({ rowNumber: 2, firstName: 'A', lastName: 'B', dateOfBirth: '2026-11-21' }, today).ok).toBe(true);
    expect(normalizeImportRow({ rowNumber: 2, firstName: 'A', lastName: 'B', dateOfBirth: '2026-11-22' }, today).ok).toBe(false);
  });

  it('keeps a date of death and conditions without codes as plain text', () => {
    const r = normalizeImportRow(
      { rowNumber: 2, firstName: 'A', lastName: 'B', dateOfBirth: '1940-01-01', deceasedDate: '2020-06-01', conditions: ['Gout', 'Asthma'] },
      today,
    );
    expect(r.ok && r.value).toMatchObject({ deceasedDate: '2020-06-01', conditions: [{ text: 'Gout' }, { text: 'Asthma' }] });
  });
});
