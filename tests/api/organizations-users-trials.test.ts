/**
 * Spec §7 calls for organisations (public lookup, list, create, patch, delete), users (me, list, patch, delete),
 * trials (list, create, get, patch, delete) and the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, createTestApp, DEMO, login, signUp as signUpInvited, type Client, type TestApp } from '../helpers/app';

const { phases: P, northside: N, lakeview: L, demo: D } = DEMO.orgs;

describe.each(backends())('organisations, users, trials (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let anon: Client;

  /** Signs up a new account with an invitation to `organizationId` (Northside) and returns its id and a client. */
  const signUp = (email: string, name: string, organizationId: string = N) => signUpInvited(t, { email, name, organizationId });

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, north] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside)]);
    anon = client(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('organisations', () => {
    it('public lookup by publicId and by id reveals only id, name and chatAvailable, without a session', async () => {
      const demo = (await admin.get(`/api/organizations/${D}`)).json();
      expect(demo.publicId).toMatch(/^[0-9a-f]{32}$/);
      const expected = { id: D, name: 'Phases Demo', chatAvailable: true };
      expect((await anon.get(`/api/organizations/public/${demo.publicId}`)).json()).toEqual(expected);
      expect((await anon.get(`/api/organizations/public/${D}`)).json()).toEqual(expected);
      expect((await anon.get(`/api/organizations/public/${N}`)).json()).toEqual({ id: N, name: 'Northside Research', chatAvailable: true }); // the seed's published chat agent
    });

    it('public lookup of an unknown organisation is a 404, a malformed id a 400', async () => {
      // 36 hex digits or dashes look like a uuid but are not one (was a 500)
      for (const id of ['00000000-0000-4000-8000-0000000000ff', 'ffffffffffffffffffffffffffffffff', 'nope', 'a'.repeat(36), '-'.repeat(36)]) {
        const res = await anon.get(`/api/organizations/public/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Organization not found' });
      }
      expect((await anon.get('/api/organizations/public/a%20b')).statusCode).toBe(400);
    });

    it('the list needs a session and returns { organizations, total }, searchable and sortable', async () => {
      expect((await anon.get('/api/organizations')).statusCode).toBe(401);
      const all = (await admin.get('/api/organizations')).json();
      expect(all.total).toBe(4);
      expect(all.organizations.map((o: { name: string }) => o.name)).toEqual([
        'Lakeview Clinical Trials',
        'Northside Research',
        'Phases',
        'Phases Demo',
      ]);
      expect(all.organizations[0]).toMatchObject({ id: L, slug: 'lakeview', timezone: 'America/New_York', chatEnabled: true }); // the seed's published chat agent
      const q = (await admin.get('/api/organizations?q=north')).json();
      expect(q).toMatchObject({ total: 1, organizations: [{ id: N }] });
      const desc = (await admin.get('/api/organizations?sort=slug&order=desc&limit=2')).json();
      expect(desc.organizations.map((o: { slug: string }) => o.slug)).toEqual(['phases-demo', 'phases']);
      expect(desc.total).toBe(4);
    });

    it('an admin creates an organisation (slug from the name); a duplicate slug is a 409', async () => {
      const res = await admin.post('/api/organizations', { name: 'Riverbend Clínica', timezone: 'America/Denver' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Riverbend Clínica', slug: 'riverbend-clinica', timezone: 'America/Denver', chatEnabled: false });
      const dup = await admin.post('/api/organizations', { name: 'Riverbend Clinica' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: expect.stringMatching(/^slug: /) });
      expect((await admin.post('/api/organizations', { name: 'Another', slug: 'NORTHSIDE' })).statusCode).toBe(409);
      expect((await admin.get('/api/organizations')).json().total).toBe(5);
    });

    it('patch: admins change anything; staff may not change even their own organisation (403)', async () => {
      const created = (await admin.get('/api/organizations?q=riverbend')).json().organizations[0];
      const patched = await admin.patch(`/api/organizations/${created.id}`, { name: 'Riverbend Research', slug: 'riverbend', chatEnabled: true });
      expect(patched.json()).toMatchObject({ name: 'Riverbend Research', slug: 'riverbend', chatEnabled: true });
      expect((await admin.patch(`/api/organizations/${created.id}`, { slug: 'lakeview' })).statusCode).toBe(409);
      for (const patch of [{ name: 'Northside Research Group' }, { slug: 'north' }, { chatEnabled: true }]) {
        expect((await north.patch(`/api/organizations/${N}`, patch)).statusCode).toBe(403);
      }
      expect((await admin.get(`/api/organizations/${N}`)).json()).toMatchObject({ name: 'Northside Research', slug: 'northside' });
      const op = await admin.patch(`/api/organizations/${P}`, { slug: 'operator' });
      expect(op.statusCode).toBe(422);
      expect((await admin.get(`/api/organizations/${P}`)).json().slug).toBe('phases');
    });

    it('delete: the operator organisation cannot be deleted (422); staff cannot delete (403); admins delete others (204)', async () => {
      const op = await admin.delete(`/api/organizations/${P}`);
      expect(op.statusCode).toBe(422);
      expect(op.json().message).toBe('The operator organisation cannot be deleted');
      expect((await north.delete(`/api/organizations/${N}`)).statusCode).toBe(403);
      const doomed = (await admin.post('/api/organizations', { name: 'Doomed Site' })).json();
      await admin.post(`/api/trials?organizationIds=${doomed.id}`, { title: 'Doomed trial' });
      await admin.post(`/api/candidates?organizationId=${doomed.id}`, { firstName: 'Doomed', lastName: 'Candidate' });
      const member = await signUp('member@doomed.org', 'Doomed Member');
      await admin.patch(`/api/users/${member.id}`, { organizationId: doomed.id });
      const res = await admin.delete(`/api/organizations/${doomed.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await admin.get(`/api/organizations/${doomed.id}`)).statusCode).toBe(404);
      // its trials and candidates go with it; its users stay, without an organisation
      expect((await admin.get(`/api/trials?organizationIds=${doomed.id}`)).json().total).toBe(0);
      expect((await admin.get(`/api/candidates?organizationId=${doomed.id}`)).json().total).toBe(0);
      expect((await admin.get(`/api/users/${member.id}`)).json().organizationId).toBeNull();
    });
  });

  describe('users', () => {
    it('/api/users/me returns the user, the organisation and isAdmin', async () => {
      const me = (await north.get('/api/users/me')).json();
      expect(me).toMatchObject({
        user: { email: DEMO.northside, name: 'Nora North', organizationId: N, isAdmin: false },
        organization: { id: N, slug: 'northside' },
        isAdmin: false,
      });
      expect(me.user).not.toHaveProperty('password');
      expect((await admin.get('/api/users/me')).json()).toMatchObject({
        user: { email: DEMO.admin },
        organization: { id: P, slug: 'phases' },
        isAdmin: true,
      });
      expect((await anon.get('/api/users/me')).statusCode).toBe(401);
    });

    it('lists { users, total } by orgId and by organizationIds, searchable', async () => {
      const byOrg = (await admin.get(`/api/users?orgId=${N}`)).json();
      expect(byOrg).toMatchObject({ total: 1, users: [{ email: DEMO.northside, organizationId: N }] });
      const both = (await admin.get(`/api/users?organizationIds=${N},${L}&sort=email`)).json();
      expect(both.users.map((u: { email: string }) => u.email)).toEqual([DEMO.lakeview, DEMO.northside]);
      expect(both.total).toBe(2);
      expect((await admin.get(`/api/users?organizationIds=${N}&organizationIds=${L}`)).json().total).toBe(2);
      expect((await admin.get('/api/users?q=leo')).json().users.map((u: { email: string }) => u.email)).toEqual([DEMO.lakeview]);
      expect((await north.get('/api/users')).statusCode).toBe(403); // the users are for admins
    });

    it('a user renames themselves in their account settings; the users routes refuse staff, so no admin grant or move (403)', async () => {
      const me = (await north.get('/api/users/me')).json().user;
      expect((await north.post('/api/auth/update-user', { name: 'Nora N. North' })).statusCode).toBe(200);
      for (const patch of [{ name: 'Nora Renamed' }, { isAdmin: true }, { organizationId: L }]) {
        const refused = await north.patch(`/api/users/${me.id}`, patch);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toMatch(/administrators/);
      }
      expect((await north.get('/api/users/me')).json()).toMatchObject({
        user: { name: 'Nora N. North', isAdmin: false, organizationId: N },
        isAdmin: false,
      });
      await north.post('/api/auth/update-user', { name: 'Nora North' });
    });

    it('an admin moves a user into an organisation and grants admin; the user signs in again with the new rights', async () => {
      const u = await signUp('mover@example.org', 'Mo Ver');
      expect((await u.c.get('/api/users/me')).json().organization.id).toBe(N);
      const moved = await admin.patch(`/api/users/${u.id}`, { organizationId: L });
      expect(moved.json()).toMatchObject({ id: u.id, organizationId: L, isAdmin: false });
      expect((await u.c.get('/api/users/me')).statusCode).toBe(401); // sessions ended when rights changed
      const again = await login(t.app, 'mover@example.org', 'a-long-password-1');
      expect((await again.get('/api/users/me')).json()).toMatchObject({ organization: { id: L }, isAdmin: false });
      expect((await again.get('/api/candidates?limit=1')).json().total).toBe(150);

      expect((await admin.patch(`/api/users/${u.id}`, { isAdmin: true })).json().isAdmin).toBe(true);
      const asAdmin = await login(t.app, 'mover@example.org', 'a-long-password-1');
      expect((await asAdmin.get('/api/users/me')).json().isAdmin).toBe(true);
      expect((await asAdmin.get(`/api/candidates?organizationId=${N}&limit=1`)).statusCode).toBe(200);
      expect((await admin.patch(`/api/users/${u.id}`, { organizationId: '00000000-0000-4000-8000-0000000000ff' })).statusCode).toBe(422);
    });

    it('an admin cannot remove their own admin rights (422)', async () => {
      const me = (await admin.get('/api/users/me')).json().user;
      expect((await admin.patch(`/api/users/${me.id}`, { isAdmin: false })).statusCode).toBe(422);
      expect((await admin.get('/api/users/me')).json().isAdmin).toBe(true);
    });

    it('staff manage only their own account: a colleague’s rename or removal is 403; admins manage anyone else', async () => {
      const colleague = await signUp('colleague@northside.org', 'Col League');
      expect((await admin.get(`/api/users?orgId=${N}`)).json().total).toBe(2);
      const rename = await north.patch(`/api/users/${colleague.id}`, { name: 'Renamed By Colleague' });
      expect(rename.statusCode).toBe(403);
      expect(rename.json().message).toMatch(/administrators/);
      const remove = await north.delete(`/api/users/${colleague.id}`);
      expect(remove.statusCode).toBe(403);
      expect((await admin.get(`/api/users/${colleague.id}`)).json()).toMatchObject({ name: 'Col League' });
      await expect(login(t.app, 'colleague@northside.org', 'a-long-password-1')).resolves.toBeTruthy();
      // the colleague cannot touch the coordinator either, and renames themselves
      const me = (await north.get('/api/users/me')).json().user;
      expect((await colleague.c.patch(`/api/users/${me.id}`, { name: 'Hacked' })).statusCode).toBe(403);
      expect((await colleague.c.delete(`/api/users/${me.id}`)).statusCode).toBe(403);
      expect((await colleague.c.post('/api/auth/update-user', { name: 'Col A. League' })).statusCode).toBe(200);
      expect((await admin.get(`/api/users/${colleague.id}`)).json().name).toBe('Col A. League');

      const adminId = (await admin.get('/api/users/me')).json().user.id;
      expect((await admin.delete(`/api/users/${adminId}`)).statusCode).toBe(422); // one's own account goes in the settings
      expect((await admin.patch(`/api/users/${colleague.id}`, { name: 'Col League' })).json().name).toBe('Col League');
      const res = await admin.delete(`/api/users/${colleague.id}`);
      expect(res.statusCode).toBe(204);
      expect((await admin.get(`/api/users/${colleague.id}`)).statusCode).toBe(404);
      expect((await admin.get(`/api/users?orgId=${N}`)).json().total).toBe(1);
      await expect(login(t.app, 'colleague@northside.org', 'a-long-password-1')).rejects.toThrow(/401/);
      expect((await admin.delete(`/api/users/${colleague.id}`)).statusCode).toBe(404);
    });
  });

  describe('trials', () => {
    it('lists { trials, total } of the own organisation: 20 seeded studies each', async () => {
      const res = (await north.get('/api/trials')).json();
      expect(res.total).toBe(20);
      expect(res.trials).toHaveLength(20);
      expect(res.trials.every((tr: { organizationId: string; nctId: string }) => tr.organizationId === N && /^NCT\d{8}$/.test(tr.nctId))).toBe(true);
      expect((await admin.get(`/api/trials?organizationIds=${N},${L}&limit=1`)).json().total).toBe(40);
    });

    it('pages, sorts and searches', async () => {
      const byTitle = (await north.get('/api/trials?sort=title&limit=100')).json().trials.map((tr: { id: string }) => tr.id);
      const page1 = (await north.get('/api/trials?sort=title&limit=7')).json();
      const page2 = (await north.get('/api/trials?sort=title&limit=7&offset=7')).json();
      expect([...page1.trials, ...page2.trials].map((tr: { id: string }) => tr.id)).toEqual(byTitle.slice(0, 14));
      expect(page2.total).toBe(20);
      const desc = (await north.get('/api/trials?sort=title&order=desc&limit=100')).json().trials.map((tr: { id: string }) => tr.id);
      expect(desc).toEqual([...byTitle].reverse());
      expect((await north.get('/api/trials?sort=criteriaText')).statusCode).toBe(400);

      const sample = (await north.get('/api/trials?limit=1&sort=nctId')).json().trials[0];
      const byNct = (await north.get(`/api/trials?q=${sample.nctId.toLowerCase()}`)).json();
      expect(byNct.trials.map((tr: { id: string }) => tr.id)).toEqual([sample.id]);
      const condition: string = sample.conditions[0];
      const byCondition = (await north.get(`/api/trials?q=${encodeURIComponent(condition)}`)).json();
      expect(byCondition.trials.map((tr: { id: string }) => tr.id)).toContain(sample.id);
      expect(byCondition.total).toBeLessThanOrEqual(20);
    });

    let created: { id: string; nctId: string };
    it('creates a trial with an NCT ID (upper-cased); the same NCT ID twice in one organisation is a 409', async () => {
      const res = await north.post('/api/trials', {
        title: 'Asthma Step-Down Study',
        nctId: 'nct01234567',
        phases: ['PHASE2'],
        conditions: ['Asthma'],
        minAgeMonths: 216,
        sex: 'ALL',
      });
      expect(res.statusCode).toBe(201);
      created = res.json();
      expect(created).toMatchObject({
        organizationId: N,
        nctId: 'NCT01234567',
        title: 'Asthma Step-Down Study',
        phases: ['PHASE2'],
        minAgeMonths: 216,
        maxAgeMonths: null,
      });
      const dup = await north.post('/api/trials', { title: 'Again', nctId: 'NCT01234567' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toMatch(/^nctId: /);
      // another organisation may list the same study
      expect((await admin.post(`/api/trials?organizationIds=${L}`, { title: 'Same study', nctId: 'NCT01234567' })).statusCode).toBe(201);
      // trials without an NCT ID do not collide
      expect((await north.post('/api/trials', { title: 'Local study A' })).statusCode).toBe(201);
      expect((await north.post('/api/trials', { title: 'Local study B' })).statusCode).toBe(201);
      expect((await north.get('/api/trials?limit=1')).json().total).toBe(23);
    });

    it('gets, patches and deletes a trial', async () => {
      expect((await north.get(`/api/trials/${created.id}`)).json()).toMatchObject({ id: created.id, nctId: 'NCT01234567' });
      const patched = await north.patch(`/api/trials/${created.id}`, {
        overallStatus: 'RECRUITING',
        enrollmentTarget: 120,
        sites: [
          {
            facility: 'Northside Main',
            city: 'Chicago',
            state: 'Illinois',
            zip: '60601',
            country: 'United States',
            status: 'RECRUITING',
            geoPoint: { lat: 41.88, lon: -87.62 },
          },
        ],
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        overallStatus: 'RECRUITING',
        enrollmentTarget: 120,
        title: 'Asthma Step-Down Study',
        sites: [{ facility: 'Northside Main', geoPoint: { lat: 41.88, lon: -87.62 } }],
      });
      expect((await north.get('/api/trials?overallStatus=RECRUITING')).json().trials.map((tr: { id: string }) => tr.id)).toContain(created.id);
      const other = (await north.get('/api/trials?q=local%20study%20a')).json().trials[0];
      expect((await north.patch(`/api/trials/${other.id}`, { nctId: 'NCT01234567' })).statusCode).toBe(409);
      const del = await north.delete(`/api/trials/${created.id}`);
      expect(del.statusCode).toBe(204);
      expect((await north.get(`/api/trials/${created.id}`)).statusCode).toBe(404);
      expect((await north.delete(`/api/trials/${created.id}`)).statusCode).toBe(404);
    });

    it('a minimum age above the maximum is a 400 naming the field, on create and on update (against the stored end)', async () => {
      const bad = await north.post('/api/trials', { title: 'Backwards ages', minAgeMonths: 1800, maxAgeMonths: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('minAgeMonths: must not be above maxAgeMonths (1800 > 0 months)');
      expect((await north.get('/api/trials?q=backwards%20ages')).json().total).toBe(0);

      const trial = (await north.post('/api/trials', { title: 'Adults 18 to 65', minAgeMonths: 216, maxAgeMonths: 780 })).json();
      expect(trial).toMatchObject({ minAgeMonths: 216, maxAgeMonths: 780 });
      const both = await north.patch(`/api/trials/${trial.id}`, { minAgeMonths: 800, maxAgeMonths: 700 });
      expect(both.statusCode).toBe(400);
      expect(both.json().message).toMatch(/^minAgeMonths: must not be above maxAgeMonths/);
      const onlyMin = await north.patch(`/api/trials/${trial.id}`, { minAgeMonths: 900 });
      expect(onlyMin.statusCode).toBe(400);
      expect(onlyMin.json()).toMatchObject({
        message: 'minAgeMonths: must not be above maxAgeMonths (900 > 780 months)',
        issues: [{ path: ['body', 'minAgeMonths'] }],
      });
      const onlyMax = await north.patch(`/api/trials/${trial.id}`, { maxAgeMonths: 120 });
      expect(onlyMax.statusCode).toBe(400);
      expect(onlyMax.json().message).toBe('maxAgeMonths: must not be below minAgeMonths (120 < 216 months)');
      expect((await north.get(`/api/trials/${trial.id}`)).json()).toMatchObject({ minAgeMonths: 216, maxAgeMonths: 780 });
      // equal ends, and an open end, are fine
      expect((await north.patch(`/api/trials/${trial.id}`, { maxAgeMonths: 216 })).json()).toMatchObject({ minAgeMonths: 216, maxAgeMonths: 216 });
      expect((await north.patch(`/api/trials/${trial.id}`, { maxAgeMonths: null, minAgeMonths: 900 })).json()).toMatchObject({
        minAgeMonths: 900,
        maxAgeMonths: null,
      });
      expect((await north.delete(`/api/trials/${trial.id}`)).statusCode).toBe(204);
    });
  });

  describe('OpenAPI document', () => {
    it('GET /api/docs/json is a public OpenAPI document listing the spec §7 routes', async () => {
      const res = await anon.get('/api/docs/json');
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info).toMatchObject({ title: 'Phases API', version: '1.0.0' });
      const paths = Object.keys(doc.paths).map((p) => p.replace(/\/$/, ''));
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/candidates',
          '/api/candidates/bulk',
          '/api/candidates/reset-status',
          '/api/candidates/{candidateId}',
          '/api/candidates/{candidateId}/prescreen-notes',
          '/api/candidates/{candidateId}/prescreen-notes/{noteIndex}',
          '/api/trials',
          '/api/trials/{trialId}',
          '/api/users/me',
          '/api/users',
          '/api/users/{userId}',
          '/api/organizations',
          '/api/organizations/{id}',
          '/api/organizations/public/{publicId}',
        ]),
      );
      const candidates = doc.paths['/api/candidates'] ?? doc.paths['/api/candidates/'];
      expect(Object.keys(candidates)).toEqual(expect.arrayContaining(['get', 'post']));
      expect(candidates.get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['organizationId', 'organizationIds']));
      expect(JSON.stringify(doc.paths)).not.toContain('/api/auth');
    });

    it('paths with a trailing slash, as the spec writes them, answer like those without', async () => {
      const a = (await north.get('/api/candidates/?limit=1')).json();
      expect(a.total).toBe((await north.get('/api/candidates?limit=1')).json().total);
      expect((await north.get('/api/trials/')).json().total).toBe(22);
      expect((await north.get('/api/organizations/')).statusCode).toBe(200);
    });
  });
});
