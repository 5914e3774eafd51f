/**
 * Bad input per route family (organisations, users, trials, candidates): invalid JSON, unknown field, wrong type,
 * over-long string, bad enum/format, bad id in the path or query, body over 1 MiB. Every refusal has the shape
 * {statusCode, error, message, issues?} (DESIGN §5), names the field, and writes nothing. Then text that is not
 * well-formed (NUL, lone surrogates) and JSON nested thousands deep on staff and public routes, and a change whose
 * audit event the database refuses: neither is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { backends, client, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { initiateChat, verifyChat } from '../helpers/chat';

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
    (await t.database.executeSql<any>(`select count(*)::int as n, max(updated_at)::text as last from "${table}"`)).rows[0];

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
      const reader = url.startsWith('/api/organizations') ? clients.admin : clients.north; // organisations are for admins
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
      expect(expectErrorShape(await clients.north.post('/api/candidates/bulk', { rows: [{ firstName: 'A' }] }), 400).message).toMatch(
        /^rows\.0\.rowNumber/,
      );
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

  describe('text that is not well-formed: NUL characters and lone UTF-16 surrogates', () => {
    /** JSON text with a lone high surrogate, written as the escape `\ud800` (JSON.stringify writes it so too). */
    const LONE = 'x\\ud800y';
    /** Audit events of changes (reads and lists are written by the checks themselves). */
    const changeEvents = async () =>
      (await t.database.executeSql<any>(`select count(*)::int as n from audit_event where action not in ('read', 'list', 'export')`)).rows[0]
        .n as number;

    it('PATCH /api/candidates/reset-status with a lone surrogate in reason → 400 naming reason; no status changes, no event', async () => {
      const { candidates } = (await clients.north.get('/api/candidates?limit=3&sort=lastName')).json();
      const ids = candidates.map((c: { id: string }) => c.id);
      const statuses = async () =>
        (await t.database.executeSql<any>(`select id, status, status_reason from candidate where id = any($1) order by id`, [ids])).rows;
      const [before, events] = [await statuses(), await changeEvents()];
      const res = await clients.north.patch(
        `/api/candidates/reset-status?organizationId=${DEMO.orgs.northside}`,
        `{"ids": ${JSON.stringify(ids)}, "status": "CONTACTED", "reason": "${LONE}"}`,
      );
      const body = expectErrorShape(res, 400);
      expect(body.message).toMatch(/^reason: must not contain a lone UTF-16 surrogate/);
      expect(body.issues).toEqual([{ path: ['body', 'reason'], message: expect.stringContaining('lone UTF-16 surrogate') }]);
      expect(await statuses()).toEqual(before);
      expect(await changeEvents()).toBe(events);
      // JSON.stringify of a JavaScript lone surrogate writes the same escape
      expect(JSON.stringify({ reason: 'x\ud800y' })).toBe(`{"reason":"${LONE}"}`);
    });

    it('PUT /api/prescreen-forms/{id} with a lone surrogate in the name → 400 naming name; no new version', async () => {
      const created = await clients.north.post('/api/prescreen-forms', { name: 'Well-formed form', trialIds: [ids.trial] });
      expect(created.statusCode, created.body).toBe(201);
      const form = created.json();
      const versions = async () =>
        (await t.database.executeSql<any>(`select count(*)::int as n from prescreen_form_version where form_id = $1`, [form.id])).rows[0].n;
      const res = await clients.north.request(
        'PUT',
        `/api/prescreen-forms/${form.id}`,
        `{"name": "${LONE}", "content": ${JSON.stringify(form.content)}}`,
      );
      expect(expectErrorShape(res, 400).message).toMatch(/^name: must not contain a lone UTF-16 surrogate/);
      expect(await versions()).toBe(1);
      expect((await clients.north.get(`/api/prescreen-forms/${form.id}`)).json()).toMatchObject({ name: 'Well-formed form', version: 1 });
    });

    it('a NUL or a lone surrogate in a prescreen note → 400 naming text; no note added', async () => {
      const notes = async () => (await clients.north.get(`/api/candidates/${ids.cand}/prescreen-notes`)).json().notes;
      const before = await notes();
      const url = `/api/candidates/${ids.cand}/prescreen-notes`;
      expect(expectErrorShape(await clients.north.post(url, { text: 'Called \u0000 back' }), 400).message).toBe(
        'text: must not contain NUL characters',
      );
      expect(expectErrorShape(await clients.north.post(url, `{"text": "${LONE}"}`), 400).message).toMatch(
        /^text: must not contain a lone UTF-16 surrogate/,
      );
      expect(await notes()).toEqual(before);
    });

    it('a NUL or a lone surrogate in a public chat message → 400 naming text; the transcript is unchanged', async () => {
      const chat = await initiateChat(t.app, DEMO.orgs.demo);
      await verifyChat(t.app, t.database, chat, { firstName: 'Wella', lastName: 'Formed', dateOfBirth: '1980-04-02', phone: '(617) 555-0190' });
      const lines = async () =>
        (await t.database.executeSql<any>(`select count(*)::int as n from chat_message where conversation_id = $1`, [chat.id])).rows[0].n;
      const before = await lines();
      expect(expectErrorShape(await chat.raw('yes\u0000'), 400).message).toBe('text: must not contain NUL characters');
      const raw = await client(t.app).post(`/api/chat-conversations/${chat.id}/messages`, `{"text": "${LONE}"}`, { 'x-chat-token': chat.token });
      expect(expectErrorShape(raw, 400).message).toMatch(/^text: must not contain a lone UTF-16 surrogate/);
      expect(await lines()).toBe(before);
      expect((await chat.raw('yes')).statusCode).toBe(200);
    });

    it('a NUL in a path parameter or a query → 400 naming the parameter', async () => {
      const user = expectErrorShape(await clients.admin.get('/api/users/abc%00def'), 400);
      expect(user).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'userId: must not contain NUL characters',
        issues: [{ path: ['params', 'userId'], message: 'must not contain NUL characters' }],
      });
      expect(expectErrorShape(await clients.north.get('/api/candidates?q=a%00b'), 400).message).toBe('q: must not contain NUL characters');
    });

    it('a path that is not valid UTF-8 (a lone surrogate percent-encoded) → 400 in the API error shape', async () => {
      const body = expectErrorShape(await clients.admin.get('/api/users/abc%ED%A0%80def'), 400);
      expect(body.error).toBe('Bad Request');
    });
  });

  describe('JSON nested thousands of levels deep', () => {
    const DEPTH = 5000;
    const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
    const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

    it.each([
      ['an array', deepArray],
      ['a value inside the body', `{"organizationId": "${DEMO.orgs.demo}", "chatAgentId": ${deepObject}}`],
    ])('public POST /api/chat-conversations/initiate with %s → 400 without a conversation', async (_what, raw) => {
      const count = async () => (await t.database.executeSql<any>(`select count(*)::int as n from chat_conversation`)).rows[0].n;
      const before = await count();
      const body = expectErrorShape(await client(t.app).post('/api/chat-conversations/initiate', raw), 400);
      expect(body.message).toBe('body: nested deeper than 64 levels of arrays and objects');
      expect(await count()).toBe(before);
    });

    it.each([
      ['POST /api/candidates', 'POST', '/api/candidates', `{"firstName": "Deep", "lastName": "Json", "conditions": ${deepArray}}`],
      ['PATCH /api/trials/{trial}', 'PATCH', '/api/trials/{trial}', deepObject],
      ['POST /api/auth/sign-in/email', 'POST', '/api/auth/sign-in/email', deepObject],
    ])('%s → 400', async (_name, method, url, raw) => {
      const body = expectErrorShape(await clients.north.request(method, fill(url), raw), 400);
      expect(body.message).toBe('body: nested deeper than 64 levels of arrays and objects');
    });

    it('brackets inside strings do not count, and a body within the limit is read', async () => {
      const res = await clients.north.post('/api/candidates', { firstName: '[[[[{{{{'.repeat(10), lastName: 'Brackets' });
      expect(res.statusCode, res.body).toBe(201);
    });
  });

  describe('a change whose audit event the database refuses is not stored', () => {
    const setup = { form: '', formContent: null as unknown };
    /** Every row of `table`, hashed: any insert, update or delete changes it. */
    const snapshot = async (table: string) =>
      (
        await t.database.executeSql<any>(
          `select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${table}" r`,
        )
      ).rows[0];

    beforeAll(async () => {
      const form = (await clients.north.post('/api/prescreen-forms', { name: 'Atomic form', trialIds: [ids.trial] })).json();
      [setup.form, setup.formContent] = [form.id, form.content];
      // the database refuses every audit event of a change (not those of reads), as it would refuse a detail it
      // cannot store: the change must be rolled back with it
      await t.database.executeSql<any>(`
        create function refuse_change_events() returns trigger language plpgsql as $$
        begin
          raise exception 'audit event refused (test)';
        end $$;
        create trigger refuse_change_events before insert on audit_event for each row
          when (new.action not in ('read', 'list', 'export')) execute function refuse_change_events();
      `);
    });
    afterAll(async () => {
      await t.database.executeSql<any>(`drop trigger if exists refuse_change_events on audit_event; drop function if exists refuse_change_events();`);
    });

    it.each([
      ['candidate', 'north', 'POST', '/api/candidates', { firstName: 'Never', lastName: 'Stored' }],
      ['candidate', 'north', 'PATCH', '/api/candidates/{cand}', { firstName: 'Changed' }],
      ['candidate', 'north', 'POST', '/api/candidates/{cand}/prescreen-notes', { text: 'A note' }],
      ['candidate', 'north', 'PATCH', `/api/candidates/reset-status?organizationId=${DEMO.orgs.northside}`, { ids: ['{cand}'], status: 'CONTACTED' }],
      ['candidate', 'north', 'POST', '/api/candidates/bulk', { rows: [{ rowNumber: 2, firstName: 'Bulk', lastName: 'Row' }] }],
      ['candidate', 'north', 'DELETE', '/api/candidates/{cand}', undefined],
      ['trial', 'north', 'POST', '/api/trials', { title: 'Never stored', nctId: 'NCT09999998' }],
      ['trial', 'north', 'PATCH', '/api/trials/{trial}', { title: 'Changed' }],
      ['trial', 'north', 'POST', '/api/trials/{trial}/criteria/reparse', {}],
      ['trial', 'north', 'DELETE', '/api/trials/{trial}', undefined],
      ['prescreen_form', 'north', 'POST', '/api/prescreen-forms', { name: 'Never stored', trialIds: ['{trial}'] }],
      ['prescreen_form_version', 'north', 'PUT', '/api/prescreen-forms/{form}', { name: 'Renamed', content: '{formContent}' }],
      ['prescreen_form', 'north', 'DELETE', '/api/prescreen-forms/{form}', undefined],
      ['chat_agent', 'north', 'POST', '/api/chat-agents/internal', { name: 'Never stored', type: 'PRESCREEN' }],
      ['user', 'admin', 'PATCH', '/api/users/{north}', { name: 'Changed Name' }],
      ['organization', 'admin', 'POST', '/api/organizations', { name: 'Never Stored Org' }],
      ['organization', 'admin', 'PATCH', `/api/organizations/${DEMO.orgs.northside}`, { name: 'Changed Org' }],
      ['invitation', 'admin', 'POST', `/api/organizations/${DEMO.orgs.northside}/invitations`, {}],
      ['chat_conversation', 'public', 'POST', '/api/chat-conversations/initiate', { organizationId: DEMO.orgs.demo }],
    ] as const)('%s: %s %s %s → 500, nothing stored', async (table, who, method, url, body) => {
      const values: Record<string, unknown> = { ...ids, form: setup.form, formContent: setup.formContent };
      const filled =
        body === undefined
          ? undefined
          : JSON.parse(JSON.stringify(body), (_k, v) => (typeof v === 'string' && /^\{\w+\}$/.test(v) ? values[v.slice(1, -1)] : v));
      const c = who === 'public' ? client(t.app) : clients[who];
      const before = await snapshot(table);
      const res = await c.request(
        method,
        url.replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k])),
        filled,
      );
      expect(expectErrorShape(res, 500).message).toBe('Something went wrong on our side');
      expect(await snapshot(table)).toEqual(before);
    });

    it('the same change is stored, with its event, once the database accepts events again', async () => {
      await t.database.executeSql<any>(`drop trigger refuse_change_events on audit_event`);
      const res = await clients.north.patch(`/api/candidates/${ids.cand}`, { firstName: 'Stored' });
      expect(res.statusCode, res.body).toBe(200);
      const events = await t.database.executeSql<any>(
        `select action from audit_event where entity = 'candidate' and entity_id = $1 and action = 'update'`,
        [ids.cand],
      );
      expect(events.rows.length).toBeGreaterThan(0);
    });
  });
});
