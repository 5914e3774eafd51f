/**
 * POST /api/candidates/bulk — the CSV importer's batches: the Synthea file into a fresh organisation, re-import without
 * duplicates, per-row rejections {row, column, reason}, matching by phone and email within and across batches,
 * batch and body limits, and atomicity.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { backends, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { MAX_BULK_ROWS } from '../../contracts/constants';
import type { ImportRow } from '../../contracts/candidates';
import { sharedData } from '../helpers/sharedData';
import { csvImportRows } from '../../server/seed';

/** The Synthea file as the importer sends it (header detection of contracts/csvMapping.ts, as the demo seed does). */
const syntheaRows: ImportRow[] = csvImportRows(sharedData('synthea/candidates.csv'));
const records: Record<string, string>[] = parse(readFileSync(sharedData('synthea/candidates.csv')), { columns: true, bom: true });

describe.each(backends())('candidate import (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;

  const newOrg = async (name: string) => {
    const res = await admin.post('/api/organizations', { name });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const bulk = (orgId: string, rows: unknown[]) => admin.post(`/api/candidates/bulk?organizationId=${orgId}`, { rows });
  const countIn = async (orgId: string) =>
    (await t.database.executeSql<any>('select count(*)::int as n from candidate where organization_id = $1', [orgId])).rows[0].n as number;
  const find = async (orgId: string, q: string) =>
    (await admin.get(`/api/candidates?organizationId=${orgId}&q=${encodeURIComponent(q)}`)).json().candidates as any[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, north] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the Synthea file into a fresh organisation', () => {
    let org: string;
    beforeAll(async () => {
      org = await newOrg('Synthea Import Site');
    });

    it('creates one candidate per row', async () => {
      expect(syntheaRows).toHaveLength(300);
      const res = await bulk(org, syntheaRows);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 300, updated: 0, rejected: [] });
      expect((await admin.get(`/api/candidates?organizationId=${org}&limit=1`)).json().total).toBe(300);
    });

    it('keeps the file’s values: external id, names, dates, sex, ZIP, SNOMED-coded conditions; the deceased are not contacted', async () => {
      const rec = records.find((r) => r.active_conditions && r.active_condition_snomed_codes && !r.deathdate)!;
      const [c] = await find(org, rec.candidate_id);
      expect(c).toMatchObject({
        externalId: rec.candidate_id,
        firstName: rec.first_name,
        lastName: rec.last_name,
        dateOfBirth: rec.birthdate,
        sex: rec.gender === 'F' ? 'FEMALE' : 'MALE',
        postalCode: rec.zip,
        source: 'import',
        status: 'NEW',
      });
      expect(c.conditions[0]).toEqual({
        text: rec.active_conditions.split(';')[0].trim(),
        system: 'SNOMED',
        code: rec.active_condition_snomed_codes.split(';')[0].trim(),
      });
      const deceased = records.filter((r) => r.deathdate).length;
      expect(deceased).toBeGreaterThan(0);
      const dnc = (await admin.get(`/api/candidates?organizationId=${org}&status=DO_NOT_CONTACT&limit=1000`)).json();
      expect(dnc.total).toBe(deceased);
      expect(dnc.candidates.every((x: any) => x.deceasedDate && x.statusReason === 'Deceased')).toBe(true);
    });

    it('re-importing the same rows creates nothing and updates every row (no duplicates)', async () => {
      const res = await bulk(org, syntheaRows);
      expect(res.json()).toEqual({ created: 0, updated: 300, rejected: [] });
      expect((await admin.get(`/api/candidates?organizationId=${org}&limit=1`)).json().total).toBe(300);
      expect(await countIn(org)).toBe(300);
    });

    it('the same rows in batches of 100 into another organisation give the same result', async () => {
      const other = await newOrg('Synthea Batches');
      let created = 0;
      for (let i = 0; i < syntheaRows.length; i += 100) created += (await bulk(other, syntheaRows.slice(i, i + 100))).json().created;
      expect(created).toBe(300);
      expect(await countIn(other)).toBe(300);
      expect(await countIn(org)).toBe(300);
    });
  });

  describe('rejected rows', () => {
    it('reports each bad row as {row, column, reason} and still creates the valid rows of the batch', async () => {
      const org = await newOrg('Rejections Site');
      const res = await bulk(org, [
        { rowNumber: 2, firstName: 'Valid', lastName: 'First', phone: '(617) 555-0101' },
        { rowNumber: 3, firstName: 'Bad', lastName: 'Phone', phone: '123' },
        { rowNumber: 4, firstName: 'Bad', lastName: 'Date', dateOfBirth: '2021-02-30' },
        { rowNumber: 5, firstName: 'Not', lastName: 'Born', dateOfBirth: '2099-01-01' },
        { rowNumber: 6, phone: '(617) 555-0106' },
        { rowNumber: 7, firstName: 'Odd', lastName: 'Sex', sex: 'robot' },
        { rowNumber: 8, fullName: 'Second, Valid', email: 'valid.second@example.org' },
      ]);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.created).toBe(2);
      expect(body.updated).toBe(0);
      expect(body.rejected).toEqual([
        { row: 3, column: 'phone', reason: 'bad phone number "123"' },
        { row: 4, column: 'dateOfBirth', reason: 'impossible date "2021-02-30"' },
        { row: 5, column: 'dateOfBirth', reason: 'date of birth 2099-01-01 is in the future' },
        { row: 6, column: 'name', reason: 'missing name' },
        { row: 7, column: 'sex', reason: expect.stringMatching(/^unknown sex "robot"/) },
      ]);
      const names = (await admin.get(`/api/candidates?organizationId=${org}&sort=lastName`))
        .json()
        .candidates.map((c: any) => `${c.firstName} ${c.lastName}`);
      expect(names).toEqual(['Valid First', 'Valid Second']);
    });

    it('a row with several problems is reported once per problem, and a batch of only bad rows writes nothing', async () => {
      const org = await newOrg('All Bad Site');
      const res = await bulk(org, [{ rowNumber: 10, firstName: 'X', phone: 'nope', email: 'nope', dateOfBirth: 'yesterday' }]);
      expect(res.json().created).toBe(0);
      expect(res.json().rejected.map((r: any) => [r.row, r.column])).toEqual([
        [10, 'lastName'],
        [10, 'dateOfBirth'],
        [10, 'phone'],
        [10, 'email'],
      ]);
      expect(await countIn(org)).toBe(0);
    });

    it('a NUL character rejects only its own row, with the column named', async () => {
      const org = await newOrg('Nul Site');
      const res = await bulk(org, [
        { rowNumber: 2, firstName: 'Good', lastName: 'Row' },
        { rowNumber: 3, firstName: 'Bad', lastName: 'Row', city: 'Bos\u0000ton' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ created: 1, updated: 0, rejected: [{ row: 3, column: 'city', reason: 'must not contain NUL characters' }] });
    });
  });

  describe('matching existing candidates', () => {
    let org: string;
    beforeAll(async () => {
      org = await newOrg('Matching Site');
    });

    it('the same phone twice in one batch (any format) gives one candidate holding both rows’ fields', async () => {
      const res = await bulk(org, [
        { rowNumber: 2, firstName: 'Dana', lastName: 'Dupe', phone: '617-555-0199', city: 'Boston' },
        { rowNumber: 3, firstName: 'Dana', lastName: 'Duplicate', phone: '+1 (617) 555-0199', email: 'dana@example.org' },
      ]);
      expect(res.json()).toMatchObject({ created: 1, updated: 0, rejected: [] });
      const rows = await find(org, '6175550199');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ lastName: 'Duplicate', city: 'Boston', email: 'dana@example.org', phone: '+16175550199' });
    });

    it('matches by normalised phone across batches', async () => {
      expect((await bulk(org, [{ rowNumber: 2, firstName: 'Pat', lastName: 'Phone', phone: '(617) 555-0142' }])).json().created).toBe(1);
      const again = await bulk(org, [{ rowNumber: 2, firstName: 'Pat', lastName: 'Phoned', phone: '+1.617.555.0142', city: 'Salem' }]);
      expect(again.json()).toMatchObject({ created: 0, updated: 1 });
      const rows = await find(org, '6175550142');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ lastName: 'Phoned', city: 'Salem', phone: '+16175550142' });
    });

    it('matches by email (case-insensitive) across batches and keeps fields the new row leaves empty', async () => {
      expect(
        (
          await bulk(org, [
            { rowNumber: 2, firstName: 'Erin', lastName: 'Email', email: 'Erin.Email@Example.org', city: 'Lynn', dateOfBirth: '1970-01-02' },
          ])
        ).json().created,
      ).toBe(1);
      const again = await bulk(org, [{ rowNumber: 2, firstName: 'Erin', lastName: 'Emailed', email: 'erin.email@example.ORG' }]);
      expect(again.json()).toMatchObject({ created: 0, updated: 1 });
      const rows = await find(org, 'erin.email@');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ lastName: 'Emailed', city: 'Lynn', dateOfBirth: '1970-01-02' });
    });

    it('matches only within the organisation: the same phone in another organisation is a new candidate', async () => {
      const res = await north.post('/api/candidates/bulk', {
        rows: [{ rowNumber: 2, firstName: 'Pat', lastName: 'Elsewhere', phone: '(617) 555-0142' }],
      });
      expect(res.json()).toMatchObject({ created: 1, updated: 0 });
      expect((await find(org, '6175550142'))[0].lastName).toBe('Phoned');
      const own = (await north.get('/api/candidates?q=6175550142')).json();
      expect(own.candidates.map((c: any) => c.organizationId)).toEqual([DEMO.orgs.northside]);
    });
  });

  describe('limits and atomicity', () => {
    let org: string;
    beforeAll(async () => {
      org = await newOrg('Limits Site');
      await bulk(org, [{ rowNumber: 2, firstName: 'Already', lastName: 'There' }]);
    });

    it(`refuses a batch of more than ${MAX_BULK_ROWS} rows with a 400 and writes nothing`, async () => {
      const rows = Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => ({ rowNumber: i + 2, firstName: 'Many', lastName: `Row${i}` }));
      const res = await bulk(org, rows);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/^rows: /) });
      expect(await countIn(org)).toBe(1);
      expect((await bulk(org, [])).statusCode).toBe(400);
    });

    it('accepts a batch body over 1 MiB but refuses one over 8 MiB with a 413, writing nothing', async () => {
      const conditions = Array.from({ length: 40 }, (_, i) => `Condition number ${i} `.padEnd(200, '.'));
      const mid = Array.from({ length: 200 }, (_, i) => ({ rowNumber: i + 2, firstName: 'Mid', lastName: `Size${i}`, conditions }));
      expect(JSON.stringify({ rows: mid }).length).toBeGreaterThan(1.2 * 1024 * 1024);
      const ok = await bulk(org, mid);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().created).toBe(200);
      const before = await countIn(org);
      const big = Array.from({ length: 1200 }, (_, i) => ({ rowNumber: i + 2, firstName: 'Big', lastName: `Body${i}`, conditions }));
      expect(JSON.stringify({ rows: big }).length).toBeGreaterThan(8 * 1024 * 1024);
      const res = await bulk(org, big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      expect(await countIn(org)).toBe(before);
    });

    it('a batch that fails validation (one malformed row) writes none of its valid rows', async () => {
      const before = await countIn(org);
      const res = await bulk(org, [
        { rowNumber: 2, firstName: 'Good', lastName: 'One' },
        { rowNumber: 3, firstName: 'Good', lastName: 'Two' },
        { rowNumber: 4, firstName: 'Bad', lastName: 'Shape', favouriteColour: 'blue' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('favouriteColour');
      expect((await bulk(org, [{ rowNumber: 0, firstName: 'Zero', lastName: 'Row' }])).statusCode).toBe(400);
      expect((await bulk(org, [{ firstName: 'No', lastName: 'Number' }])).statusCode).toBe(400);
      expect(await countIn(org)).toBe(before);
    });

    it('a batch that fails in the database half-way (after 1000 rows were inserted) writes nothing', async () => {
      // A trigger makes the 1501st insert fail: the first 1000-row insert of the batch has run by then.
      await t.database.executeSql<any>(`
        create or replace function phases_test_explode() returns trigger language plpgsql as $$
        begin
          if new.last_name = 'Explode' then raise exception 'forced failure for the atomicity test'; end if;
          return new;
        end $$;
        create trigger phases_test_explode before insert on candidate for each row execute function phases_test_explode();`);
      try {
        const before = await countIn(org);
        const rows = Array.from({ length: 1501 }, (_, i) => ({
          rowNumber: i + 2,
          firstName: 'Atomic',
          lastName: i === 1500 ? 'Explode' : `Row${i}`,
        }));
        const res = await bulk(org, rows);
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side' });
        expect(await countIn(org)).toBe(before);
      } finally {
        await t.database.executeSql<any>('drop trigger phases_test_explode on candidate; drop function phases_test_explode();');
      }
      expect((await bulk(org, [{ rowNumber: 2, firstName: 'After', lastName: 'Explode' }])).json().created).toBe(1);
    });

    it('every batch is recorded in the audit log with created, updated and rejected rows', async () => {
      const res = await bulk(org, [
        { rowNumber: 2, firstName: 'Audit', lastName: 'Me' },
        { rowNumber: 3, firstName: 'Audit', lastName: 'Bad', phone: '1' },
      ]);
      const adminId = (await admin.get('/api/users/me')).json().user.id;
      const [event] = (
        await t.database.executeSql<any>(`select * from audit_event where action = 'import' and organization_id = $1 order by id desc limit 1`, [org])
      ).rows;
      expect(event).toMatchObject({ actor_user_id: adminId, entity: 'candidate', ip: '127.0.0.1' });
      expect(event.details.created).toHaveLength(res.json().created);
      expect(event.details.rejectedRows).toEqual([3]);
    });
  });
});
