/**
 * Bad input per route family (organisations, users, trials, candidates): invalid JSON, unknown field, wrong type,
 * over-long string, bad enum/format, bad id in the path or query, body over 1 MiB. Every refusal has the shape
 * {statusCode, error, message, issues?} (DESIGN §5), names the field, and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { backends, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';

const MiB = 1024 * 1024;

interface Family {
  family: string;
  who: 'admin' | 'north';
  /** The table whose rows must not change. */
  table: string;
  method: 'POST' | 'PATCH';
  /** A write route; {north} = the Northside coordinator's user id, {cand}/{trial} = a Northside record. */
  url: string;
  /** A body the route accepts; each case changes one field of it. */
  valid: Record<string, unknown>;
  /** [what, field, value]: the body `{ ...valid, [field]: value }` is a 400 whose message names `field`. */
  fields: [string, string, unknown][];
  /** GET routes with a malformed id in the path or query: 400 naming the parameter. */
  badIds: [string, string][];
}

const FAMILIES: Family[] = [
  {
    family: 'organizations',
    who: 'admin',
    table: 'organization',
    method: 'POST',
    url: '/api/organizations',
    valid: { name: 'Valid Org', slug: 'valid-org' },
    fields: [
      ['unknown field', 'colour', 'red'],
      ['wrong type', 'name', 5],
      ['wrong type', 'chatEnabled', 'yes'],
      ['over-long string', 'name', 'x'.repeat(201)],
      ['bad format', 'slug', 'Not A Slug!'],
      ['empty required string', 'name', ''],
    ],
    badIds: [
      ['/api/organizations/12345', 'id'],
      ['/api/organizations/00000000-0000-4000-8000-00000000000g/invitations', 'id'],
      ['/api/organizations?limit=0', 'limit'],
      ['/api/organizations?order=sideways', 'order'],
    ],
  },
  {
    family: 'users',
    who: 'admin',
    table: 'user',
    method: 'PATCH',
    url: '/api/users/{north}',
    valid: { name: 'Nora North' },
    fields: [
      ['unknown field', 'email', 'other@example.org'],
      ['wrong type', 'isAdmin', 'yes'],
      ['wrong type', 'name', ['Nora']],
      ['over-long string', 'name', 'x'.repeat(201)],
      ['bad uuid', 'organizationId', 'northside'],
    ],
    badIds: [
      [`/api/users/${'x'.repeat(65)}`, 'userId'],
      ['/api/users?orgId=northside', 'orgId'],
      ['/api/users?organizationIds=a,b', 'organizationIds'],
    ],
  },
  {
    family: 'trials',
    who: 'north',
    table: 'trial',
    method: 'POST',
    url: '/api/trials',
    valid: { title: 'A valid trial', nctId: 'NCT09999999' },
    fields: [
      ['unknown field', 'principalInvestigator', 'Dr. Who'],
      ['wrong type', 'enrollmentTarget', 'many'],
      ['wrong type', 'conditions', 'Asthma'],
      ['over-long string', 'title', 'x'.repeat(1001)],
      ['bad enum', 'sex', 'BOTH'],
      ['bad format', 'nctId', 'NCT123'],
      ['out of range', 'minAgeMonths', -1],
    ],
    badIds: [
      ['/api/trials/not-a-trial', 'trialId'],
      ['/api/trials?organizationIds=nope', 'organizationIds'],
      ['/api/trials?limit=100000', 'limit'],
    ],
  },
  {
    family: 'candidates',
    who: 'north',
    table: 'candidate',
    method: 'POST',
    url: '/api/candidates',
    valid: { firstName: 'Valid', lastName: 'Candidate' },
    fields: [
      ['unknown field', 'favouriteColour', 'blue'],
      ['wrong type', 'firstName', 5],
      ['wrong type', 'consentSms', 'yes'],
      ['over-long string', 'firstName', 'x'.repeat(101)],
      ['bad enum', 'status', 'HAPPY'],
      ['bad enum', 'sex', 'robot'],
      ['bad format', 'email', 'not-an-email'],
      ['bad format', 'dateOfBirth', '2021-02-30'],
    ],
    badIds: [
      ['/api/candidates/12345', 'candidateId'],
      ['/api/candidates/12345/prescreen-notes', 'candidateId'],
      ['/api/candidates?organizationId=northside', 'organizationId'],
      ['/api/candidates/export?organizationIds=northside', 'organizationIds'],
      ['/api/candidates?status=HAPPY', 'status'],
    ],
  },
];

/** DESIGN §5 error shape: exactly statusCode, error, message and optionally issues [{path, message}]. */
function expectErrorShape(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).every((k) => ['statusCode', 'error', 'message', 'issues'].includes(k))).toBe(true);
  expect(body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
  if (body.issues) {
    for (const issue of body.issues) expect(issue).toEqual({ path: expect.any(Array), message: expect.any(String) });
  }
  expect(res.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/); // no stack traces
  return body as { statusCode: number; error: string; message: string; issues?: { path: (string | number)[]; message: string }[] };
}

describe.each(backends())('bad input (%s)', (backend) => {
  let t: TestApp;
  const clients = {} as Record<'admin' | 'north', Client>;
  const ids = { north: '', cand: '', trial: '' };
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: keyof typeof ids) => ids[k]);
  /** Row count and latest update of a table: any insert, update or delete changes it. */
  const fingerprint = async (table: string) =>
    (await t.database.executeSql(`select count(*)::int as n, max(updated_at)::text as last from "${table}"`)).rows[0];

  beforeAll(async () => {
    t = await createTestApp(backend);
    [clients.admin, clients.north] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside)]);
    ids.north = (await clients.north.get('/api/users/me')).json().user.id;
    ids.cand = (await clients.north.get('/api/candidates?limit=1')).json().candidates[0].id;
    ids.trial = (await clients.north.get('/api/trials?limit=1')).json().trials[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(FAMILIES.map((f) => [f.family, f] as const))('%s', (_name, f) => {
    let before: { n: number; last: string };
    const send = (body: unknown, headers?: Record<string, string>) => clients[f.who].request(f.method, fill(f.url), body, headers);

    beforeAll(async () => {
      before = await fingerprint(f.table);
    });

    it('invalid JSON → 400', async () => {
      for (const raw of ['{"name": "x",', '{name: 1}', "{'a': 1}", '[1, 2', '{"__proto__": {"isAdmin": true}}']) {
        const body = expectErrorShape(await send(raw), 400);
        expect(body.error).toBe('Bad Request');
      }
      expectErrorShape(await send('', { 'content-type': 'application/json' }), 400);
    });

    it('a body that is not an object → 400', async () => {
      for (const raw of ['[]', '"text"', '42', 'null']) expectErrorShape(await send(raw), 400);
      expectErrorShape(await clients[f.who].request(f.method, fill(f.url), 'name=x', { 'content-type': 'text/plain' }), 400);
    });

    it.each(f.fields)('%s %s → 400 naming the field', async (_what, field, value) => {
      const body = expectErrorShape(await send({ ...f.valid, [field]: value }), 400);
      expect(body.message).toContain(field);
      expect(body.issues?.length).toBeGreaterThan(0);
      expect(JSON.stringify(body.issues)).toContain(field);
    });

    it.each(f.badIds)('GET %s → 400 naming %s', async (url, param) => {
      const body = expectErrorShape(await clients[f.who].get(fill(url)), 400);
      expect(body.message).toMatch(new RegExp(`^${param}\\b`));
    });

    it('body over 1 MiB → 413', async () => {
      const field = Object.keys(f.valid)[0];
      const body = expectErrorShape(await send({ ...f.valid, [field]: 'x'.repeat(MiB + 10) }), 413);
      expect(body.error).toBe('Payload Too Large');
    });

    it('nothing was written by any of the refused requests', async () => {
      expect(await fingerprint(f.table)).toEqual(before);
    });
  });

  describe('PATCH of an existing record with bad input leaves it unchanged', () => {
    it.each([
      ['/api/candidates/{cand}', { firstName: 'Changed', status: 'HAPPY' }, 'status'],
      ['/api/candidates/{cand}', { firstName: 'Changed', phone: 'call me' }, 'phone'],
      ['/api/candidates/{cand}', { lastName: 'Changed', id: '00000000-0000-4000-8000-000000000099' }, 'id'],
      ['/api/candidates/{cand}', { lastName: 'Changed', organizationId: DEMO.orgs.lakeview }, 'organizationId'],
      ['/api/trials/{trial}', { title: 'Changed', enrollmentTarget: -5 }, 'enrollmentTarget'],
      ['/api/trials/{trial}', { title: 'Changed', organizationId: DEMO.orgs.lakeview }, 'organizationId'],
      [`/api/organizations/${DEMO.orgs.northside}`, { name: 'Changed', publicId: 'mine' }, 'publicId'],
    ])('PATCH %s %j → 400 naming %s', async (url, patch, field) => {
      const path = fill(url);
      const reader = clients.north;
      const before = (await reader.get(path)).json();
      const body = expectErrorShape(await reader.patch(path, patch), 400);
      expect(body.message).toContain(field);
      expect((await reader.get(path)).json()).toEqual(before);
    });
  });

  describe('other malformed requests', () => {
    it('a prescreen note index that is not a whole number → 400', async () => {
      const body = expectErrorShape(await clients.north.delete(`/api/candidates/${ids.cand}/prescreen-notes/first`), 400);
      expect(body.message).toMatch(/^noteIndex/);
    });

    it('bulk import rows with a wrong type or a missing row number → 400 naming the row field', async () => {
      const count = await fingerprint('candidate');
      const body = expectErrorShape(await clients.north.post('/api/candidates/bulk', { rows: [{ rowNumber: 2, firstName: 7 }] }), 400);
      expect(body.message).toMatch(/^rows\.0\.firstName/);
      expect(expectErrorShape(await clients.north.post('/api/candidates/bulk', { rows: [{ firstName: 'A' }] }), 400).message).toMatch(/^rows\.0\.rowNumber/);
      expect(expectErrorShape(await clients.north.post('/api/candidates/bulk', { rows: 'all of them' }), 400).message).toMatch(/^rows/);
      expect(await fingerprint('candidate')).toEqual(count);
    });

    it('an unknown /api route is a 404 in the same shape', async () => {
      const body = expectErrorShape(await clients.north.get('/api/nothing-here'), 404);
      expect(body.message).toBe('Route GET /api/nothing-here not found');
    });

    it('a NUL character in a text field → 400 naming the field', async () => {
      const res = await clients.north.post('/api/candidates', { firstName: 'Nul\u0000l', lastName: 'Byte' });
      expectErrorShape(res, 400);
      expect(res.json().message).toMatch(/^firstName: must not contain NUL/);
    });
  });
});
