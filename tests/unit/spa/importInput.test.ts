/**
 * What the "Import from ClinicalTrials.gov" dialog sends (src/resources/trials/import/importInput.ts): a typed NCT ID
 * normalised or refused as the dialog does, and the body built from a dropped .json / .jsonl file of real
 * ClinicalTrials.gov API v2 records (../shared/data/ctgov/studies.jsonl).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_FILE_ACCEPT,
  MAX_IMPORT_FILE_BYTES,
  NCT_ID_PATTERN,
  importBodyFromFile,
  nctIdProblem,
  normalizeNctId,
} from '../../../src/resources/trials/import/importInput';

const lines = readFileSync(new URL('../../../../shared/data/ctgov/studies.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .slice(0, 3);
const studies = lines.map((line) => JSON.parse(line) as { protocolSection: { identificationModule: { nctId: string } } });
const BOM = '\uFEFF';

describe('NCT ID', () => {
  it('trims and upper-cases what is typed, and then accepts it', () => {
    expect(normalizeNctId('nct01234567')).toBe('NCT01234567');
    expect(normalizeNctId('  nct05094401 \n')).toBe('NCT05094401');
    expect(nctIdProblem('nct01234567')).toBeNull();
    expect(nctIdProblem(' NCT05094401 ')).toBeNull();
    for (const s of studies) expect(nctIdProblem(s.protocolSection.identificationModule.nctId.toLowerCase())).toBeNull();
  });

  it.each(['NCT0123456', 'NCT012345678', 'NCT 01234567', 'NCT-01234567', '01234567', 'NCTABCDEFGH', 'https://clinicaltrials.gov/study/NCT01234567'])(
    'refuses %j with the expected form',
    (value) => {
      expect(nctIdProblem(value)).toBe('An NCT ID is NCT followed by 8 digits, e.g. NCT01234567');
    },
  );

  it('asks for an ID when only spaces are typed', () => {
    expect(nctIdProblem('   ')).toBe('Enter an NCT ID');
    expect(nctIdProblem('')).toBe('Enter an NCT ID');
  });

  it('the pattern is anchored (no ID inside other text)', () => {
    expect(NCT_ID_PATTERN.test('NCT01234567')).toBe(true);
    expect(NCT_ID_PATTERN.test('xNCT01234567')).toBe(false);
    expect(NCT_ID_PATTERN.test('NCT01234567x')).toBe(false);
  });
});

describe('importBodyFromFile: .jsonl', () => {
  it('sends the text as it is, counting non-blank lines as studies, with a BOM and a blank line', () => {
    const text = `${BOM}${lines[0]}\n\n${lines[1]}\n   \n${lines[2]}\n`;
    const result = importBodyFromFile('studies.jsonl', text);
    expect(result.studies).toBe(3);
    expect(result.body).toEqual({ jsonl: text.slice(1) });
    expect((result.body as { jsonl: string }).jsonl.startsWith(BOM)).toBe(false);
  });

  it('counts CRLF lines and takes .ndjson and upper-case extensions', () => {
    const crlf = `${lines[0]}\r\n${lines[1]}\r\n`;
    expect(importBodyFromFile('EXPORT.JSONL', crlf).studies).toBe(2);
    expect(importBodyFromFile('export.ndjson', crlf)).toEqual({ body: { jsonl: crlf }, studies: 2 });
  });

  it('leaves a bad line for the server to name (it is not parsed here)', () => {
    expect(importBodyFromFile('bad.jsonl', `${lines[0]}\n{not json\n`)).toEqual({ body: { jsonl: `${lines[0]}\n{not json\n` }, studies: 2 });
  });

  it('refuses an empty file, or one of blank lines and a BOM', () => {
    expect(() => importBodyFromFile('empty.jsonl', '')).toThrow('empty.jsonl is empty.');
    expect(() => importBodyFromFile('blank.jsonl', `${BOM}\n \r\n\n`)).toThrow('blank.jsonl is empty.');
  });
});

describe('importBodyFromFile: .json', () => {
  it('reads one study (with a BOM) as `study`', () => {
    const result = importBodyFromFile('NCT05094401.json', `${BOM}${lines[0]}`);
    expect(result).toEqual({ body: { study: studies[0] }, studies: 1 });
  });

  it('reads the API v2 page shape {"studies": […]} and a plain array as `studies`', () => {
    const page = JSON.stringify({ studies, nextPageToken: 'abc' }, null, 2);
    expect(importBodyFromFile('page.json', page)).toEqual({ body: { studies }, studies: 3 });
    expect(importBodyFromFile('list.Json', JSON.stringify(studies))).toEqual({ body: { studies }, studies: 3 });
  });

  it('names the file and the syntax error of invalid JSON (e.g. a JSON Lines file saved as .json)', () => {
    expect(() => importBodyFromFile('two.json', `${lines[0]}\n${lines[1]}`)).toThrow(/^two\.json is not valid JSON: /);
    expect(() => importBodyFromFile('cut.json', lines[0].slice(0, 200))).toThrow(/^cut\.json is not valid JSON: /);
  });

  it('refuses empty lists and values that hold no study', () => {
    expect(() => importBodyFromFile('a.json', '[]')).toThrow('a.json holds an empty list.');
    expect(() => importBodyFromFile('b.json', '{"studies": []}')).toThrow('b.json: "studies" is empty.');
    for (const value of ['42', '"NCT01234567"', 'null', 'true']) {
      expect(() => importBodyFromFile('c.json', value)).toThrow(/^c\.json holds no study: expected a study object/);
    }
    expect(() => importBodyFromFile('d.json', ' \n')).toThrow('d.json is empty.');
  });

  it('refuses other file types, by name, before parsing', () => {
    expect(() => importBodyFromFile('studies.csv', 'nct_id\nNCT01234567')).toThrow('studies.csv: choose a .json or .jsonl file.');
    expect(() => importBodyFromFile('study.json.txt', lines[0])).toThrow('study.json.txt: choose a .json or .jsonl file.');
  });
});

describe('limits the picker states', () => {
  it('takes .json and .jsonl, up to the server body limit of 20 MiB', () => {
    expect(IMPORT_FILE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.json', '.jsonl']));
    expect(MAX_IMPORT_FILE_BYTES).toBe(20 * 1024 * 1024);
  });
});
