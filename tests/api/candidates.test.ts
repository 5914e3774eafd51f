/**
 * /api/candidates (spec §7): list with paging, sort, search and status filter; create, get, patch, delete;
 * reset-status (explicit ids or all: true; do-not-contact and deceased candidates skipped); prescreen notes by index;
 * CSV export; and the audit event every read of a candidate writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import { backends, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { auditEvent } from '../../server/db/schema';
import { EXPORT_COLUMNS } from '../../server/modules/candidates/export';

const N = DEMO.orgs.northside;

interface Cand {
  id: string;
  organizationId: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  status: string;
  city: string | null;
  statusReason: string | null;
  statusChangedAt: string | null;
  prescreenNotes: { text: string; authorName: string | null; createdAt: string }[];
}

describe.each(backends())('candidates API (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let northUserId: string;
  /** A fresh organisation whose candidates the tests control completely. */
  let lab: string;

  const list = async (c: Client, query: string) => {
    const res = await c.get(`/api/candidates?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { candidates: Cand[]; total: number };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, north] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside)]);
    northUserId = (await north.get('/api/users/me')).json().user.id;
    const org = await admin.post('/api/organizations', { name: 'Candidate Lab', slug: 'candidate-lab' });
    expect(org.statusCode).toBe(201);
    lab = org.json().id;
    for (const [firstName, lastName] of [
      ['Cara', 'Davis'],
      ['Ann', 'Baker'],
      ['Eve', 'Evans'],
      ['Bob', 'Adams'],
      ['Dan', 'Clark'],
    ]) {
      const res = await admin.post(`/api/candidates?organizationId=${lab}`, { firstName, lastName });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('list', () => {
    it('returns { candidates, total } of the own organisation, 50 by default, without internal columns', async () => {
      const body = await list(north, '');
      expect(body.total).toBe(150);
      expect(body.candidates).toHaveLength(50);
      expect(body.candidates.every((c) => c.organizationId === N)).toBe(true);
      expect(body.candidates[0]).not.toHaveProperty('searchText');
      expect(body.candidates[0]).toHaveProperty('externalId');
    });

    it('pages with limit and offset: consecutive pages are disjoint and add up to the whole list', async () => {
      const all = await list(north, 'sort=lastName&limit=1000');
      expect(all.candidates).toHaveLength(all.total);
      const pages: Cand[] = [];
      for (let offset = 0; offset < all.total; offset += 40) {
        const page = await list(north, `sort=lastName&limit=40&offset=${offset}`);
        expect(page.total).toBe(all.total);
        expect(page.candidates.length).toBe(Math.min(40, all.total - offset));
        pages.push(...page.candidates);
      }
      expect(pages.map((c) => c.id)).toEqual(all.candidates.map((c) => c.id));
      expect((await list(north, `offset=${all.total}`)).candidates).toEqual([]);
    });

    it('sorts by lastName ascending and descending', async () => {
      const asc = await list(admin, `organizationId=${lab}&sort=lastName&order=asc`);
      expect(asc.candidates.map((c) => c.lastName)).toEqual(['Adams', 'Baker', 'Clark', 'Davis', 'Evans']);
      const desc = await list(admin, `organizationId=${lab}&sort=lastName&order=desc`);
      expect(desc.candidates.map((c) => c.lastName)).toEqual(['Evans', 'Davis', 'Clark', 'Baker', 'Adams']);
      // on the 150 seeded candidates, descending is exactly ascending reversed (ties broken by id)
      const a = await list(north, 'sort=lastName&order=asc&limit=1000');
      const d = await list(north, 'sort=lastName&order=DESC&limit=1000');
      expect(d.candidates.map((c) => c.id)).toEqual(a.candidates.map((c) => c.id).reverse());
    });

    it.each(['password', 'searchText', 'organizationId'])('refuses sort=%s with a 400 naming sort', async (field) => {
      const res = await north.get(`/api/candidates?sort=${field}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/^sort: must be one of .*lastName/) });
    });

    it('searches by last name, by "first last" and by phone digits, case-insensitively', async () => {
      const all = await list(north, 'limit=1000&sort=lastName');
      const target = all.candidates.find((c) => /^[A-Za-z0-9]+$/.test(c.firstName) && /^[A-Za-z0-9]+$/.test(c.lastName))!;
      expect(target).toBeDefined();
      const byLast = await list(north, `q=${encodeURIComponent(target.lastName.toUpperCase())}`);
      expect(byLast.candidates.map((c) => c.id)).toContain(target.id);
      expect(byLast.total).toBe(
        all.candidates.filter((c) => `${c.firstName} ${c.lastName}`.toLowerCase().includes(target.lastName.toLowerCase())).length,
      );
      const byFull = await list(north, `q=${encodeURIComponent(`${target.firstName} ${target.lastName}`)}`);
      expect(byFull.candidates.map((c) => c.id)).toEqual([target.id]);
      expect((await list(north, 'q=zzzz-nobody-has-this')).total).toBe(0);

      const withPhone = await north.post('/api/candidates', { firstName: 'Phoebe', lastName: 'Dialer', phone: '617-555-0177' });
      expect((await list(north, 'q=6175550177')).candidates.map((c) => c.id)).toEqual([withPhone.json().id]);
      // LIKE wildcards in q are literal
      expect((await list(north, 'q=%25')).total).toBe(0);
    });

    it('filters by status, one or several', async () => {
      const some = (await list(north, 'limit=3&sort=lastName')).candidates.map((c) => c.id);
      expect((await north.patch('/api/candidates/reset-status', { ids: some.slice(0, 2), status: 'CONTACTED' })).json()).toEqual({
        updated: 2,
        skipped: 0,
      });
      expect((await north.patch(`/api/candidates/${some[2]}`, { status: 'SCHEDULED' })).statusCode).toBe(200);
      const contacted = await list(north, 'status=CONTACTED');
      expect(contacted.total).toBe(2);
      expect(contacted.candidates.map((c) => c.id).sort()).toEqual(some.slice(0, 2).sort());
      expect((await list(north, 'status=CONTACTED,SCHEDULED')).total).toBe(3);
      expect((await list(north, 'status=CONTACTED&status=SCHEDULED')).total).toBe(3);
      const bad = await north.get('/api/candidates?status=HAPPY');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^status/);
    });
  });

  describe('create, get, patch, delete', () => {
    let created: Cand;

    it('creates a candidate in the own organisation, phone stored as E.164 and email lower-cased', async () => {
      const res = await north.post('/api/candidates', {
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '(617) 555-0100',
        email: 'Grace.Hopper@Example.org',
        dateOfBirth: '1956-12-09',
        sex: 'FEMALE',
        consentSms: true,
      });
      expect(res.statusCode).toBe(201);
      created = res.json();
      expect(created).toMatchObject({
        organizationId: N,
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '+16175550100',
        email: 'grace.hopper@example.org',
        dateOfBirth: '1956-12-09',
        status: 'NEW',
        source: 'manual',
        consentSms: true,
        consentSmsSource: `staff:${northUserId}`,
      });
      expect(Date.parse((created as any).consentSmsAt)).not.toBeNaN();
    });

    it.each(['12345', 'call me maybe', '555-0100'])('refuses phone %j with a 400 naming phone, and writes nothing', async (phone) => {
      const before = (await list(north, 'limit=1')).total;
      const res = await north.post('/api/candidates', { firstName: 'Bad', lastName: 'Phone', phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^phone: /);
      expect(res.json().issues[0].path).toEqual(['body', 'phone']);
      expect((await list(north, 'limit=1')).total).toBe(before);
    });

    it('refuses a date of birth in the future (as the CSV import does) and an impossible one', async () => {
      const future = await north.post('/api/candidates', { firstName: 'Not', lastName: 'Born', dateOfBirth: '2099-01-01' });
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toBe('dateOfBirth: 2099-01-01 is in the future');
      const impossible = await north.post('/api/candidates', { firstName: 'Not', lastName: 'Born', dateOfBirth: '2021-02-30' });
      expect(impossible.statusCode).toBe(400);
      expect(impossible.json().message).toMatch(/^dateOfBirth: /);
      expect((await north.patch(`/api/candidates/${created.id}`, { dateOfBirth: '2099-01-01' })).statusCode).toBe(400);
      expect((await list(north, 'q=born')).total).toBe(0);
    });

    it('gets the candidate by id', async () => {
      const res = await north.get(`/api/candidates/${created.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(created);
    });

    it('patching the status with a reason stamps statusChangedAt; the same status again does not', async () => {
      expect(created.statusChangedAt).toBeNull();
      const res = await north.patch(`/api/candidates/${created.id}`, { status: 'NOT_INTERESTED', statusReason: 'Moved away' });
      expect(res.statusCode).toBe(200);
      const patched: Cand = res.json();
      expect(patched).toMatchObject({ status: 'NOT_INTERESTED', statusReason: 'Moved away', phone: '+16175550100' });
      expect(Date.now() - Date.parse(patched.statusChangedAt!)).toBeLessThan(60_000);
      const again: Cand = (await north.patch(`/api/candidates/${created.id}`, { status: 'NOT_INTERESTED', city: 'Boston' })).json();
      expect(again.statusChangedAt).toBe(patched.statusChangedAt);
      expect(again.city).toBe('Boston');
      expect(again.statusReason).toBe('Moved away');
      // a new status without a reason does not keep the previous status's reason
      const next: Cand = (await north.patch(`/api/candidates/${created.id}`, { status: 'CONTACTED' })).json();
      expect(next).toMatchObject({ status: 'CONTACTED', statusReason: null });
      expect(Date.parse(next.statusChangedAt!)).toBeGreaterThanOrEqual(Date.parse(patched.statusChangedAt!));
      const phone = await north.patch(`/api/candidates/${created.id}`, { phone: '+1 (617) 555-0199' });
      expect(phone.json().phone).toBe('+16175550199');
    });

    it('deletes: 204 without a body, then 404 on read and on a second delete', async () => {
      const res = await north.delete(`/api/candidates/${created.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await north.get(`/api/candidates/${created.id}`)).statusCode).toBe(404);
      const again = await north.delete(`/api/candidates/${created.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Candidate not found' });
    });
  });

  describe('reset-status', () => {
    const RESET = (org: string) => `/api/candidates/reset-status?organizationId=${org}`;
    const statuses = async (org: string) =>
      (await list(admin, `organizationId=${org}&sort=lastName`)).candidates.map((c) => [c.lastName, c.status, c.statusReason]);

    it('an empty body, or one with neither ids nor all: true, is a 400 naming ids and changes nothing', async () => {
      const before = await statuses(lab);
      const northBefore = (await list(north, 'status=NEW')).total;
      const bodies: (object | undefined)[] = [undefined, {}, { status: 'NEW' }, { all: false, status: 'CONTACTED' }];
      for (const body of bodies) {
        const res = await admin.request('PATCH', RESET(lab), body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe('ids: give the ids of the candidates to change, or all: true for every candidate of the organisation');
      }
      const both = await admin.patch(RESET(lab), { ids: [crypto.randomUUID()], all: true });
      expect(both.statusCode).toBe(400);
      expect(both.json().message).toBe('all: give either ids or all: true, not both');
      expect((await admin.patch(RESET(lab), { ids: [] })).json().message).toBe('ids: give at least one id');
      expect(await statuses(lab)).toEqual(before);
      expect((await list(north, 'status=NEW')).total).toBe(northBefore);
    });

    it('sets the status of the given ids only, with the reason', async () => {
      const rows = (await list(admin, `organizationId=${lab}&sort=lastName`)).candidates;
      const res = await admin.patch(RESET(lab), { ids: [rows[0].id, rows[1].id], status: 'UNREACHABLE', reason: 'No answer x3' });
      expect(res.json()).toEqual({ updated: 2, skipped: 0 });
      const after = (await list(admin, `organizationId=${lab}&sort=lastName`)).candidates;
      expect(after.map((c) => c.status)).toEqual(['UNREACHABLE', 'UNREACHABLE', 'NEW', 'NEW', 'NEW']);
      expect(after[0].statusReason).toBe('No answer x3');
      expect(after[0].statusChangedAt).not.toBeNull();
    });

    it('never moves a candidate marked do-not-contact or deceased: they are counted as skipped', async () => {
      const [, , clark, davis, evans] = (await list(admin, `organizationId=${lab}&sort=lastName`)).candidates;
      expect(
        (await admin.patch(`/api/candidates/${clark.id}`, { status: 'DO_NOT_CONTACT', statusReason: 'Asked not to be called' })).statusCode,
      ).toBe(200);
      expect((await admin.patch(`/api/candidates/${davis.id}`, { deceasedDate: '2024-03-01' })).statusCode).toBe(200);
      const davisStatus = (await admin.get(`/api/candidates/${davis.id}`)).json().status;
      const res = await admin.patch(RESET(lab), { ids: [clark.id, davis.id, evans.id], status: 'CONTACTED' });
      expect(res.json()).toEqual({ updated: 1, skipped: 2 });
      expect(await statuses(lab)).toEqual([
        ['Adams', 'UNREACHABLE', 'No answer x3'],
        ['Baker', 'UNREACHABLE', 'No answer x3'],
        ['Clark', 'DO_NOT_CONTACT', 'Asked not to be called'],
        ['Davis', davisStatus, null],
        ['Evans', 'CONTACTED', null],
      ]);
    });

    it('all: true resets every other candidate of the organisation (to NEW by default) and reports the counts', async () => {
      const contactedInNorth = (await list(north, 'status=CONTACTED')).total;
      const res = await admin.patch(RESET(lab), { all: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ updated: 3, skipped: 2 });
      const after = await statuses(lab);
      expect(after.filter(([name]) => name !== 'Clark' && name !== 'Davis')).toEqual([
        ['Adams', 'NEW', null],
        ['Baker', 'NEW', null],
        ['Evans', 'NEW', null],
      ]);
      expect(after.find(([name]) => name === 'Clark')).toEqual(['Clark', 'DO_NOT_CONTACT', 'Asked not to be called']);
      // other organisations untouched
      expect((await list(north, 'status=CONTACTED')).total).toBe(contactedInNorth);
      const [event] = await t.database.db
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.organizationId, lab), eq(auditEvent.action, 'update'), eq(auditEvent.entity, 'candidate')))
        .orderBy(desc(auditEvent.id))
        .limit(1);
      expect(event.details).toMatchObject({ status: 'NEW', all: true });
      expect((event.details as { ids: string[]; skipped: string[] }).skipped).toHaveLength(2);
    });

    it('ids of another organisation are not touched; a coordinator cannot reset another organisation', async () => {
      const lake = (await list(admin, `organizationId=${DEMO.orgs.lakeview}&limit=2`)).candidates.map((c) => c.id);
      expect((await admin.patch(RESET(lab), { ids: lake, status: 'ENROLLED' })).json()).toEqual({ updated: 0, skipped: 0 });
      expect((await list(admin, `organizationId=${DEMO.orgs.lakeview}&status=ENROLLED`)).total).toBe(0);
      const before = await statuses(lab);
      const foreign = await north.patch(RESET(lab), { all: true, status: 'ENROLLED' });
      expect(foreign.statusCode).toBe(403);
      // a coordinator's ids of another organisation, sent to their own: nothing changes there either
      expect((await north.patch('/api/candidates/reset-status', { ids: lake, status: 'ENROLLED' })).json()).toEqual({ updated: 0, skipped: 0 });
      expect(await statuses(lab)).toEqual(before);
      expect((await list(admin, `organizationId=${DEMO.orgs.lakeview}&status=ENROLLED`)).total).toBe(0);
    });
  });

  describe('prescreen notes', () => {
    let id: string;
    beforeAll(async () => {
      id = (await north.post('/api/candidates', { firstName: 'Nina', lastName: 'Notes' })).json().id;
    });

    it('adds notes in order, with author, and lists them', async () => {
      const first = await north.post(`/api/candidates/${id}/prescreen-notes`, { text: 'Takes metformin' });
      expect(first.statusCode).toBe(201);
      expect(first.json().notes).toHaveLength(1);
      await north.post(`/api/candidates/${id}/prescreen-notes`, { text: 'Prefers evening calls' });
      await north.post(`/api/candidates/${id}/prescreen-notes`, { text: 'Third note' });
      const res = await north.get(`/api/candidates/${id}/prescreen-notes`);
      expect(res.statusCode).toBe(200);
      const { notes } = res.json();
      expect(notes.map((n: { text: string }) => n.text)).toEqual(['Takes metformin', 'Prefers evening calls', 'Third note']);
      expect(notes[0]).toMatchObject({ authorId: northUserId, authorName: 'Nora North' });
      expect(Date.parse(notes[0].createdAt)).not.toBeNaN();
    });

    it('deletes a note by its index; an index out of range is a 404', async () => {
      const res = await north.delete(`/api/candidates/${id}/prescreen-notes/1`);
      expect(res.statusCode).toBe(200);
      expect(res.json().notes.map((n: { text: string }) => n.text)).toEqual(['Takes metformin', 'Third note']);
      const out = await north.delete(`/api/candidates/${id}/prescreen-notes/2`);
      expect(out.statusCode).toBe(404);
      expect(out.json().message).toBe('Prescreen note not found');
      expect((await north.delete(`/api/candidates/${id}/prescreen-notes/-1`)).statusCode).toBe(400);
      expect((await north.delete(`/api/candidates/${id}/prescreen-notes/abc`)).statusCode).toBe(400);
      expect((await north.get(`/api/candidates/${id}/prescreen-notes`)).json().notes).toHaveLength(2);
    });

    it('refuses an empty note', async () => {
      const res = await north.post(`/api/candidates/${id}/prescreen-notes`, { text: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^text/);
    });
  });

  describe('CSV export', () => {
    const exportCsv = async (query: string) => {
      const res = await north.get(`/api/candidates/export?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="candidates-\d{4}-\d{2}-\d{2}\.csv"$/);
      const rows: string[][] = parse(res.body);
      return { header: rows[0], records: parse(res.body, { columns: true }) as Record<string, string>[] };
    };

    it('exports every candidate of the filter (all pages) with a header row', async () => {
      const total = (await list(north, 'limit=1')).total;
      const { header, records } = await exportCsv('');
      expect(header).toEqual([...EXPORT_COLUMNS]);
      expect(records).toHaveLength(total);
      expect(records.every((r) => r.id && r.lastName)).toBe(true);
    });

    it('applies the status and search filters like the list does', async () => {
      const contacted = await exportCsv('status=CONTACTED');
      expect(contacted.records).toHaveLength((await list(north, 'status=CONTACTED')).total);
      expect(contacted.records.every((r) => r.status === 'CONTACTED')).toBe(true);
      const q = await exportCsv('q=dialer');
      expect(q.records).toHaveLength(1);
      // a cell starting with + is written with a quote in front, so a spreadsheet does not run it as a formula
      expect(q.records[0]).toMatchObject({ firstName: 'Phoebe', lastName: 'Dialer', phone: "'+16175550177" });
    });

    it('exports every row when more than a page share one creation time (one import transaction)', async () => {
      await t.database.executeSql<any>(
        `insert into candidate (organization_id, first_name, last_name, created_at)
         select $1, 'Same' || g, 'Sametime', '2026-01-02 03:04:05.123456+00' from generate_series(1, 1050) g`,
        [N],
      );
      const { records } = await exportCsv('q=sametime');
      expect(records).toHaveLength(1050);
      expect(new Set(records.map((r) => r.id)).size).toBe(1050);
      await t.database.executeSql<any>(`delete from candidate where last_name = 'Sametime'`);
    });
  });

  describe('audit', () => {
    it('every read of a candidate writes an audit event: actor, read, candidate, id, ip', async () => {
      const target: Cand = (await north.post('/api/candidates', { firstName: 'Audrey', lastName: 'Audit' })).json();
      const t0 = new Date(Date.now() - 1000);
      for (let i = 0; i < 2; i++) expect((await north.get(`/api/candidates/${target.id}`)).statusCode).toBe(200);
      const events = await t.database.db
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.entity, 'candidate'), eq(auditEvent.entityId, target.id), eq(auditEvent.action, 'read')))
        .orderBy(desc(auditEvent.id));
      expect(events).toHaveLength(2);
      for (const e of events) {
        expect(e).toMatchObject({
          actorUserId: northUserId,
          actorOrganizationId: N,
          action: 'read',
          entity: 'candidate',
          entityId: target.id,
          organizationId: N,
          ip: '127.0.0.1',
        });
        expect(e.at.getTime()).toBeGreaterThanOrEqual(t0.getTime());
      }
    });

    it('an admin’s read is recorded with the admin as actor and the candidate’s organisation', async () => {
      const target: Cand = (await north.post('/api/candidates', { firstName: 'Adam', lastName: 'Audit' })).json();
      await admin.get(`/api/candidates/${target.id}`, { 'x-organization-id': N });
      const [e] = await t.database.db
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.entityId, target.id), eq(auditEvent.action, 'read')));
      const adminId = (await admin.get('/api/users/me')).json().user.id;
      expect(e).toMatchObject({ actorUserId: adminId, actorOrganizationId: DEMO.orgs.phases, organizationId: N, entity: 'candidate' });
    });

    it('a list page and an export are audited too', async () => {
      const before = await t.database.executeSql<any>(
        `select count(*)::int as n from audit_event where actor_user_id = $1 and action in ('list','export')`,
        [northUserId],
      );
      await north.get('/api/candidates?limit=5');
      await north.get('/api/candidates/export?status=NEW');
      const after = await t.database.executeSql<any>(
        `select action, details from audit_event where actor_user_id = $1 and action in ('list','export') order by id desc limit 2`,
        [northUserId],
      );
      const n = await t.database.executeSql<any>(
        `select count(*)::int as n from audit_event where actor_user_id = $1 and action in ('list','export')`,
        [northUserId],
      );
      expect(n.rows[0].n).toBe(before.rows[0].n + 2);
      expect(after.rows.map((r) => r.action)).toEqual(['export', 'list']);
      expect(after.rows[1].details.ids).toHaveLength(5);
    });
  });
});
