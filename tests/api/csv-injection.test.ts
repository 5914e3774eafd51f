/**
 * CSV formula injection: the candidate export and the prescreen-results export write a cell that a spreadsheet would
 * run (starting with `=`, `+`, `-`, `@`, tab or carriage return) with a quote in front, whoever planted it — staff
 * through the API, a visitor of the public chat through the identity step — and an export re-imported into another
 * organisation gives the same records (phone numbers in E.164 included), the quote removed again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { backends, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { initiateChat, verifyChat } from '../helpers/chat';
import { insertPrescreenResult, seededTrials } from '../helpers/prescreen';
import { buildImportRows, detectColumnMapping, IMPORT_FIELDS, toBatches } from '../../contracts/csvMapping';
import { IMPORT_BATCH_SIZE } from '../../contracts/constants';
import { EXPORT_COLUMNS } from '../../server/modules/candidates/export';

const { northside: N, demo: D } = DEMO.orgs;

/** One formula per dangerous first character (OWASP's examples); tab and CR lead a formula. */
const PLANTS = {
  equals: '=HYPERLINK("http://evil.example/","x")',
  plus: "+1+cmd|' /C calc'!A0",
  minus: "-2+3+cmd|' /C calc'!A0",
  at: "@SUM(1+1)*cmd|' /C calc'!A0",
  tab: '\t=1+1',
  cr: '\r=1+1',
} as const;
type PlantKey = keyof typeof PLANTS;
/** The API and the importer trim text: a leading tab or CR can only be stored another way (written here in SQL). */
const TRIMMED: PlantKey[] = ['tab', 'cr'];

const DANGEROUS_START = /^[=+\-@\t\r]/;
/** Every cell of a CSV body, header included. */
const cellsOf = (body: string): string[] => (parse(body, { relax_column_count: true }) as string[][]).flat();
const records = (body: string) => parse(body, { columns: true }) as Record<string, string>[];

describe.each(backends())('CSV exports neutralise formula cells (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  /** Candidate id by plant, in Northside. */
  const planted = {} as Record<PlantKey, string>;
  const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows as any[];

  const exportCsv = async (c: Client, url: string) => {
    const res = await c.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, north] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside)]);
    let n = 0;
    for (const [key, value] of Object.entries(PLANTS) as [PlantKey, string][]) {
      n += 1;
      const res = await north.post('/api/candidates', {
        firstName: value,
        lastName: value,
        city: value,
        statusReason: value,
        externalId: `csvinj-${key}`,
        phone: `+1617555${String(300 + n).padStart(4, '0')}`,
        email: `csvinj-${key}@example.org`,
        dateOfBirth: '1970-01-0' + n,
        conditions: [{ text: 'Asthma' }, { text: 'Hypertension' }],
        medications: ['Albuterol'],
      });
      expect(res.statusCode, res.body).toBe(201);
      planted[key] = res.json().id;
      if (TRIMMED.includes(key)) {
        await sql('update candidate set first_name = $2, last_name = $2, city = $2, status_reason = $2 where id = $1', [planted[key], value]);
      }
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the candidate export quotes each dangerous prefix in names, cities and status notes; no cell starts with one', async () => {
    const body = await exportCsv(north, '/api/candidates/export?q=csvinj');
    const rows = records(body);
    expect(rows).toHaveLength(Object.keys(PLANTS).length);
    for (const [key, value] of Object.entries(PLANTS) as [PlantKey, string][]) {
      const row = rows.find((r) => r.externalId === `csvinj-${key}`)!;
      expect(row, key).toMatchObject({ firstName: `'${value}`, lastName: `'${value}`, city: `'${value}`, statusReason: `'${value}` });
      expect(row.phone, 'an E.164 number starts with + and is quoted too').toMatch(/^'\+1617555\d{4}$/);
    }
    expect(cellsOf(body).filter((cell) => DANGEROUS_START.test(cell))).toEqual([]);
    // safe text is written as it is
    expect(rows[0]).toMatchObject({
      email: expect.stringMatching(/^csvinj-\w+@example\.org$/),
      conditions: 'Asthma; Hypertension',
      medications: 'Albuterol',
    });
  });

  it('the prescreen-results export quotes them in candidate names and reviewers’ reasons', async () => {
    const [trial] = await seededTrials(t.database.db, N, 1);
    const results = {} as Record<PlantKey, string>;
    for (const key of Object.keys(PLANTS) as PlantKey[]) {
      results[key] = (
        await insertPrescreenResult(t.database.db, { organizationId: N, candidateId: planted[key], trialId: trial.id, aiRecommendation: 'PASS' })
      ).resultId;
      const reason = `${PLANTS[key]} (said so on the phone)`;
      const res = await north.post('/api/prescreen/review/decision', { resultId: results[key], decision: 'OVERRIDE', outcome: 'FAIL', reason });
      expect(res.statusCode, res.body).toBe(200);
      if (TRIMMED.includes(key)) await sql('update prescreen_result set review_reason = $2 where id = $1', [results[key], reason]);
    }
    const body = await exportCsv(north, '/api/prescreen/results/export');
    const rows = records(body);
    for (const [key, value] of Object.entries(PLANTS) as [PlantKey, string][]) {
      expect(
        rows.find((r) => r.id === results[key]),
        key,
      ).toMatchObject({ candidateName: `'${value} ${value}`, reviewReason: `'${value} (said so on the phone)` });
    }
    expect(cellsOf(body).filter((cell) => DANGEROUS_START.test(cell))).toEqual([]);
  });

  it('a name a visitor of the public chat gives at the identity step is quoted in both exports', async () => {
    const chat = await initiateChat(t.app, D, '10.0.9.1');
    await verifyChat(t.app, t.database, chat, { firstName: PLANTS.equals, lastName: '@Evil', dateOfBirth: '1980-05-05', phone: '+16175550399' });
    const [cand] = await sql('select id, first_name, last_name from candidate where organization_id = $1 and phone = $2', [D, '+16175550399']);
    expect(cand, 'the chat stores the name as typed').toMatchObject({ first_name: PLANTS.equals, last_name: '@Evil' });

    const candidates = records(await exportCsv(admin, `/api/candidates/export?organizationId=${D}&q=${encodeURIComponent('+16175550399')}`));
    expect(candidates.map((r) => [r.firstName, r.lastName, r.phone])).toEqual([[`'${PLANTS.equals}`, "'@Evil", "'+16175550399"]]);

    const [trial] = await seededTrials(t.database.db, D, 1);
    const { resultId } = await insertPrescreenResult(t.database.db, {
      organizationId: D,
      candidateId: cand.id,
      trialId: trial.id,
      qa: [['Is there anything else the study team should know?', '=HYPERLINK("http://evil.example/","y")']],
    });
    const body = await exportCsv(admin, `/api/prescreen/results/export?organizationId=${D}&candidateId=${cand.id}`);
    expect(records(body).map((r) => [r.id, r.candidateName])).toEqual([[resultId, `'${PLANTS.equals} @Evil`]]);
    expect(cellsOf(body).filter((cell) => DANGEROUS_START.test(cell))).toEqual([]);
  });

  it('export → import into another organisation → export gives the same records; the quote is removed on import', async () => {
    // the trimmed plants cannot round-trip (every way in trims leading white space); the others are what people type
    await sql('delete from candidate where id = any($1::uuid[])', [TRIMMED.map((k) => planted[k])]);
    const first = await exportCsv(north, '/api/candidates/export');
    const table = parse(first) as string[][];
    const rows = buildImportRows(table, detectColumnMapping(table[0]));
    expect(rows.length).toBeGreaterThan(100);

    const copy = (await admin.post('/api/organizations', { name: 'CSV Round Trip Site' })).json().id as string;
    for (const batch of toBatches(rows, IMPORT_BATCH_SIZE)) {
      const res = await admin.post(`/api/candidates/bulk?organizationId=${copy}`, { rows: batch });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rejected).toEqual([]);
    }
    const second = await exportCsv(admin, `/api/candidates/export?organizationId=${copy}`);

    // every column the importer reads comes back cell for cell (the record's own id, status, source and dates are new)
    const person = EXPORT_COLUMNS.filter((c) => (IMPORT_FIELDS as readonly string[]).includes(c));
    const byExternalId = (body: string) =>
      records(body)
        .map((r) => person.map((c) => r[c]))
        .map((cells) => cells.join('\u0001'))
        .sort();
    expect(byExternalId(second)).toEqual(byExternalId(first));

    // stored without the quote: the same values as the original, phone numbers in E.164
    for (const key of ['equals', 'plus', 'minus', 'at'] as const) {
      const [original, copied] = await Promise.all([
        north.get(`/api/candidates/${planted[key]}`).then((r) => r.json()),
        admin.get(`/api/candidates?organizationId=${copy}&q=csvinj-${key}`).then((r) => r.json().candidates[0]),
      ]);
      expect(copied, key).toMatchObject({
        firstName: PLANTS[key],
        lastName: PLANTS[key],
        city: PLANTS[key],
        phone: original.phone,
        email: original.email,
        externalId: `csvinj-${key}`,
      });
      expect(copied.phone).toMatch(/^\+1617555\d{4}$/);
    }
    // a deceased candidate stays out of reach in the copy
    const deceased = (await sql('select status from candidate where organization_id = $1 and deceased_date is not null', [copy])).map(
      (r) => r.status,
    );
    expect(deceased.length).toBeGreaterThan(0);
    expect(new Set(deceased)).toEqual(new Set(['DO_NOT_CONTACT']));
  });

  it('the importer drops only the one quote an export adds: a quote before other text, or before a space, stays', async () => {
    const res = await north.post('/api/candidates/bulk', {
      rows: [
        { rowNumber: 2, externalId: 'quote-1', firstName: "''=1+1", lastName: "' =1+1", city: "'tis", phone: "'+1 617 555 0388" },
        { rowNumber: 3, externalId: 'quote-2', firstName: ' =1+1', lastName: 'Space', city: "  '-3" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, rejected: [] });
    const get = async (x: string) => (await north.get(`/api/candidates?q=${x}`)).json().candidates[0];
    expect(await get('quote-1')).toMatchObject({ firstName: "'=1+1", lastName: "' =1+1", city: "'tis", phone: '+16175550388' });
    // trimmed to a value that starts with "=": stored as data, written quoted by every export
    expect(await get('quote-2')).toMatchObject({ firstName: '=1+1', city: '-3' });
    const exported = records(await exportCsv(north, '/api/candidates/export?q=quote-'));
    expect(exported.map((r) => [r.externalId, r.firstName, r.lastName, r.city]).sort()).toEqual([
      ['quote-1', "''=1+1", "' =1+1", "'tis"],
      ['quote-2', "'=1+1", 'Space', "'-3"],
    ]);
  });
});
