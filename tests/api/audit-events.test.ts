/**
 * The audit log (GET /api/audit-events), for admins (the role matrix, contracts/access.ts: a coordinator gets 403,
 * except for one candidate's events, the Activity tab of the candidate's page): every read and change of a candidate
 * shows up with who, what, when and from where; the filters (organisation, actor,
 * entity type and id, action, UTC date range) and paging work; tenancy holds (an admin whose active organisation is
 * Northside sees Northside's events, an administrator with global access sees all); and the log is append-only
 * through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, DEMO, login, signUp, type Client, type TestApp } from '../helpers/app';

const { northside: N, lakeview: L } = DEMO.orgs;

interface Event {
  id: number;
  at: string;
  actorUserId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  organizationId: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

describe.each(backends())('audit log (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let lake: Client;
  /** The admin with Northside as the active organisation. */
  let northAdmin: Pick<Client, 'get'>;
  let candidateId: string;
  let northUserId: string;

  const events = async (c: Pick<Client, 'get'>, query: string): Promise<{ auditEvents: Event[]; total: number }> => {
    const res = await c.get(`/api/audit-events?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, north, lake] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside), login(t.app, DEMO.lakeview)]);
    northAdmin = { get: (url) => admin.get(url, { 'x-organization-id': N }) };
    northUserId = (await north.get('/api/users/me')).json().user.id;
    candidateId = (await north.get('/api/candidates?limit=1&sort=lastName')).json().candidates[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a candidate’s activity (read by its coordinator) lists who read it, listed it and changed it, newest first', async () => {
    const lastBefore = (await events(admin, 'limit=1')).auditEvents[0].id;
    expect((await north.get(`/api/candidates/${candidateId}`)).statusCode).toBe(200);
    expect((await north.patch(`/api/candidates/${candidateId}`, { city: 'Audited City' })).statusCode).toBe(200);
    expect((await admin.get(`/api/candidates/${candidateId}`)).statusCode).toBe(200);

    const { auditEvents, total } = await events(north, `entity=candidate&entityId=${candidateId}`);
    expect(total).toBe(auditEvents.length);
    const recent = auditEvents.filter((e) => e.id > lastBefore);
    expect(recent.map((e) => [e.action, e.actorEmail])).toEqual([
      ['read', DEMO.admin],
      ['update', DEMO.northside],
      ['read', DEMO.northside],
    ]);
    expect(recent[1]).toMatchObject({
      actorUserId: northUserId,
      actorName: 'Nora North',
      entity: 'candidate',
      entityId: candidateId,
      organizationId: N,
      details: { fields: ['city'] },
    });
    expect(recent[1].ip).toEqual(expect.any(String));
    // the seed's import named the record too (a bulk event, by the system)
    expect(auditEvents.at(-1)).toMatchObject({ action: 'import', actorUserId: null, actorName: null, entityId: null });
    expect(auditEvents.at(-1)!.details!.created).toContain(candidateId);
  });

  it('a page of the candidates grid counts as a read of every record it showed', async () => {
    const page = (await north.get('/api/candidates?limit=5&sort=lastName')).json().candidates.map((c: { id: string }) => c.id);
    expect(page).toContain(candidateId);
    const listed = await events(northAdmin, `entityId=${candidateId}&action=list`);
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.auditEvents[0]).toMatchObject({ action: 'list', entity: 'candidate', entityId: null, actorEmail: DEMO.northside });
    expect(listed.auditEvents[0].details!.ids).toEqual(page);
  });

  it('filters by actor, action, entity type and a UTC date range, and pages', async () => {
    const mine = await events(northAdmin, `actorUserId=${northUserId}&limit=1000`);
    expect(mine.total).toBeGreaterThan(2);
    expect(new Set(mine.auditEvents.map((e) => e.actorUserId))).toEqual(new Set([northUserId]));
    const updates = await events(northAdmin, 'action=update&entity=candidate');
    expect(updates.auditEvents.every((e) => e.action === 'update' && e.entity === 'candidate')).toBe(true);

    const all = await events(northAdmin, 'limit=1000');
    const page1 = await events(northAdmin, 'limit=3');
    const page2 = await events(northAdmin, 'limit=3&offset=3');
    expect([...page1.auditEvents, ...page2.auditEvents].map((e) => e.id)).toEqual(all.auditEvents.slice(0, 6).map((e) => e.id));
    expect(page2.total).toBe(all.total);
    const oldestFirst = await events(northAdmin, 'sort=at&order=asc&limit=1');
    expect(oldestFirst.auditEvents[0].id).toBe(all.auditEvents.at(-1)!.id);

    const today = new Date().toISOString().slice(0, 10);
    expect((await events(northAdmin, `from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await events(northAdmin, 'to=2000-01-01')).total).toBe(0);
    expect((await events(northAdmin, `from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).total).toBe(0);
    const newest = all.auditEvents[0].at;
    expect((await events(northAdmin, `from=${encodeURIComponent(newest)}&to=${encodeURIComponent(newest)}`)).auditEvents.map((e) => e.at)).toContain(
      newest,
    );
    expect((await events(northAdmin, `from=${encodeURIComponent(newest.replace('Z', '+00:00'))}`)).total).toBeGreaterThan(0);
  });

  it('bad filters are a 400 naming the field', async () => {
    for (const [query, field] of [
      ['action=peek', 'action'],
      ['from=yesterday', 'from'],
      ['to=2026-13-01', 'to'],
      ['from=2026-03-02&to=2026-03-01', 'from'],
      ['organizationId=abc', 'organizationId'],
      ['entity=Candidate%3Bdrop', 'entity'],
      ['sort=ip', 'sort'],
      ['limit=0', 'limit'],
    ] as const) {
      const res = await northAdmin.get(`/api/audit-events?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('an active organisation shows only its own events; a coordinator gets none; global access sees all', async () => {
    const own = await events(northAdmin, 'limit=1000');
    expect(new Set(own.auditEvents.map((e) => e.organizationId))).toEqual(new Set([N]));
    for (const query of ['limit=1000', `organizationId=${N}`, `organizationId=${L}`, `organizationIds=${N},${L}`]) {
      const refused = await north.get(`/api/audit-events?${query}`);
      expect(refused.statusCode, query).toBe(403);
      expect(refused.body).not.toMatch(/lakeview\.local/);
    }
    // another tenant's record id finds nothing
    const lakeCandidate = (await lake.get('/api/candidates?limit=1')).json().candidates[0].id;
    expect((await events(northAdmin, `entityId=${lakeCandidate}`)).total).toBe(0);

    const everything = await events(admin, 'limit=1000&sort=at&order=desc');
    expect(everything.total).toBeGreaterThan(own.total);
    expect([...new Set(everything.auditEvents.map((e) => e.organizationId))]).toEqual(expect.arrayContaining([N, L]));
    const onlyLake = await events(admin, `organizationIds=${L}&limit=1000`);
    expect(new Set(onlyLake.auditEvents.map((e) => e.organizationId))).toEqual(new Set([L]));
    expect((await events(admin, `entityId=${lakeCandidate}`)).total).toBeGreaterThan(0);
  });

  it('an invitation used at sign-up is recorded as accepted by the new account', async () => {
    const newcomer = await signUp(t, { email: 'audited.newcomer@example.org', name: 'Audited Newcomer', organizationId: N });
    const accepted = await events(northAdmin, `action=accept&actorUserId=${newcomer.id}`);
    expect(accepted.auditEvents).toEqual([
      expect.objectContaining({ entity: 'invitation', organizationId: N, actorName: 'Audited Newcomer', details: { at: 'sign-up' } }),
    ]);
  });

  it('is append-only: no route changes or removes an audit event', async () => {
    const [first] = (await events(admin, 'limit=1')).auditEvents;
    for (const [method, url] of [
      ['POST', '/api/audit-events'],
      ['PATCH', `/api/audit-events/${first.id}`],
      ['PUT', `/api/audit-events/${first.id}`],
      ['DELETE', `/api/audit-events/${first.id}`],
      ['DELETE', '/api/audit-events'],
    ] as const) {
      expect((await admin.request(method, url, method === 'DELETE' ? undefined : { action: 'read' })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await events(admin, 'limit=1000')).auditEvents.find((e) => e.id === first.id)).toEqual(first);
  });
});
