import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, cookiesOf, createTestApp, DEMO, invitationToken, login, signUp, type TestApp } from '../helpers/app';
import { SIGN_UP_REFUSED } from '../../server/auth';

describe.each(backends())('auth and session (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it('signs in a demo coordinator and the session holds user, organization and isAdmin', async () => {
    const c = await login(t.app, DEMO.northside);
    const res = await c.get('/api/auth/get-session');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.user.email).toBe(DEMO.northside);
    expect(s.organization).toMatchObject({ id: DEMO.orgs.northside, name: 'Northside Research', slug: 'northside' });
    expect(s.isAdmin).toBe(false);
  });

  it('refuses a wrong password and a missing session', async () => {
    const bad = await client(t.app).post('/api/auth/sign-in/email', { email: DEMO.northside, password: 'wrong-password-123' });
    expect(bad.statusCode).toBe(401);
    const anon = await client(t.app).get('/api/candidates');
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  /** POST /api/auth/sign-up/email as a stranger. */
  const signUpRequest = (body: Record<string, unknown>) => client(t.app).post('/api/auth/sign-up/email', { password: 'a-long-password', ...body });
  const userCount = async (email: string) => (await t.database.executeSql(`select id from "user" where email = $1`, [email])).rows.length;
  const expectRefused = (res: { statusCode: number; json(): any }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'SIGN_UP_REFUSED', message: SIGN_UP_REFUSED });
  };

  it('rejects passwords shorter than 10 characters at sign-up', async () => {
    const token = await invitationToken(t.database, DEMO.orgs.northside, { email: 'short@example.org' });
    const res = await signUpRequest({ email: 'short@example.org', password: 'short123', name: 'Short', invitationToken: token });
    expect(res.statusCode).toBe(400);
  });

  it('sign-up without a valid invitation is refused with one answer and creates no account', async () => {
    const used = await invitationToken(t.database, DEMO.orgs.northside);
    await t.database.executeSql(`update invitation set accepted_at = now() where token = $1`, [used]);
    const expired = await invitationToken(t.database, DEMO.orgs.northside);
    await t.database.executeSql(`update invitation set expires_at = now() - interval '1 minute' where token = $1`, [expired]);
    const forAnother = await invitationToken(t.database, DEMO.orgs.northside, { email: 'someone.else@example.org' });
    for (const invitationToken of [undefined, 'not-a-real-invitation-token', used, expired, forAnother, 42]) {
      const res = await signUpRequest({ email: 'stranger@example.org', name: 'Stranger', invitationToken });
      expectRefused(res);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await userCount('stranger@example.org')).toBe(0);
  });

  it('an address that already has an account gets that same answer, never "User already exists"', async () => {
    const bound = await invitationToken(t.database, DEMO.orgs.lakeview, { email: DEMO.northside });
    const res = await signUpRequest({ email: DEMO.northside, name: 'Probe', invitationToken: bound });
    expectRefused(res);
    expect(res.body).not.toMatch(/exist/i);
    // an open link tried with a taken address is spent: it cannot test a second address
    const open = await invitationToken(t.database, DEMO.orgs.lakeview);
    expectRefused(await signUpRequest({ email: DEMO.lakeview.toUpperCase(), name: 'Probe', invitationToken: open }));
    expectRefused(await signUpRequest({ email: 'fresh.address@example.org', name: 'Probe', invitationToken: open }));
    expect(await userCount('fresh.address@example.org')).toBe(0);
    expect((await client(t.app).get(`/api/invitations/${open}`)).json()).toMatchObject({ accepted: true });
  });

  it('an invitation link creates the account inside its organisation, and only one account', async () => {
    const admin = await login(t.app, DEMO.admin);
    const inv = await admin.post(`/api/organizations/${DEMO.orgs.lakeview}/invitations`, { email: 'new.coord@lakeview.org' });
    expect(inv.statusCode).toBe(201);
    const { token, url } = inv.json();
    expect(url).toContain(`/sign-up?invitation=${token}`);
    const pub = await client(t.app).get(`/api/invitations/${token}`);
    expect(pub.json()).toEqual({ organizationName: 'Lakeview Clinical Trials', email: 'new.coord@lakeview.org', expired: false, accepted: false });

    const signUp = await signUpRequest({
      email: 'New.Coord@lakeview.org',
      password: 'another-long-pass',
      name: 'New Coordinator',
      invitationToken: token,
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const c = client(t.app, cookiesOf(signUp));
    const session = await c.get('/api/auth/get-session');
    expect(session.json()).toMatchObject({ user: { email: 'new.coord@lakeview.org' }, organization: { id: DEMO.orgs.lakeview } });
    expect((await c.get('/api/candidates?limit=1')).json().total).toBeGreaterThan(0);
    expect((await client(t.app).get(`/api/invitations/${token}`)).json()).toMatchObject({ accepted: true });
    const listed = (await admin.get(`/api/organizations/${DEMO.orgs.lakeview}/invitations`)).json().invitations;
    expect(listed.find((i: { email: string }) => i.email === 'new.coord@lakeview.org').acceptedAt).toEqual(expect.any(String));
    // used up: neither another sign-up nor a join
    expectRefused(await signUpRequest({ email: 'new.coord@lakeview.org', name: 'Again', invitationToken: token }));
    expect((await c.post(`/api/invitations/${token}/accept`)).statusCode).toBe(422);
  });

  it('an open invitation (no email) is single use too, at sign-up and at join', async () => {
    const admin = await login(t.app, DEMO.admin);
    const { token } = (await admin.post(`/api/organizations/${DEMO.orgs.northside}/invitations`, {})).json();
    const first = await signUpRequest({ email: 'open.first@example.org', name: 'Open First', invitationToken: token });
    expect(first.statusCode, first.body).toBe(200);
    expect((await client(t.app, cookiesOf(first)).get('/api/users/me')).json().organization.id).toBe(DEMO.orgs.northside);
    expectRefused(await signUpRequest({ email: 'open.second@example.org', name: 'Open Second', invitationToken: token }));
    expect(await userCount('open.second@example.org')).toBe(0);

    // an account left without an organisation joins with a fresh open link, once
    const { token: joinToken } = (await admin.post(`/api/organizations/${DEMO.orgs.lakeview}/invitations`, {})).json();
    const firstId = (await client(t.app, cookiesOf(first)).get('/api/users/me')).json().user.id;
    expect((await admin.patch(`/api/users/${firstId}`, { organizationId: null })).statusCode).toBe(200);
    const orphan = await login(t.app, 'open.first@example.org', 'a-long-password');
    expect((await orphan.post(`/api/invitations/${joinToken}/accept`)).json().organization.id).toBe(DEMO.orgs.lakeview);
    const other = await signUp(t, { email: 'open.third@example.org', name: 'Open Third' });
    await admin.patch(`/api/users/${other.id}`, { organizationId: null });
    const otherAgain = await login(t.app, 'open.third@example.org', 'a-long-password-1');
    expect((await otherAgain.post(`/api/invitations/${joinToken}/accept`)).statusCode).toBe(422);
  });

  it('invitations expire after 7 days at most', async () => {
    const admin = await login(t.app, DEMO.admin);
    const created = (await admin.post(`/api/organizations/${DEMO.orgs.northside}/invitations`, {})).json();
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const tooLong = await admin.post(`/api/organizations/${DEMO.orgs.northside}/invitations`, { expiresInDays: 8 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/^expiresInDays:/);
  });

  it('one name limit everywhere: 200 characters at sign-up, update-user and PATCH /api/users/{id}', async () => {
    const token = await invitationToken(t.database, DEMO.orgs.northside, { email: 'long.name@example.org' });
    const huge = await signUpRequest({ email: 'long.name@example.org', name: 'x'.repeat(100_000), invitationToken: token });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'INVALID_NAME', message: expect.stringMatching(/^name: .*200/) });
    expect((await signUpRequest({ email: 'long.name@example.org', name: '   ', invitationToken: token })).statusCode).toBe(400);
    const ok = await signUpRequest({ email: 'long.name@example.org', name: 'y'.repeat(200), invitationToken: token });
    expect(ok.statusCode, ok.body).toBe(200);
    const c = client(t.app, cookiesOf(ok));
    const me = (await c.get('/api/users/me')).json().user;
    expect(me.name).toHaveLength(200);
    const viaAuth = await c.post('/api/auth/update-user', { name: 'z'.repeat(201) });
    expect(viaAuth.statusCode).toBe(400);
    expect(viaAuth.json().message).toMatch(/^name: /);
    const viaApi = await (await login(t.app, DEMO.admin)).patch(`/api/users/${me.id}`, { name: 'z'.repeat(201) }); // the users routes are for admins
    expect(viaApi.statusCode).toBe(400);
    expect(viaApi.json().message).toMatch(/^name: /);
    expect((await c.get('/api/users/me')).json().user.name).toBe('y'.repeat(200));
  });

  it('update-user, change-password and revoke-other-sessions work through /api/auth', async () => {
    const { c } = await signUp(t, { email: 'pw@example.org', name: 'Pat', password: 'first-password-1' });
    const upd = await c.post('/api/auth/update-user', { name: 'Pat Renamed' });
    expect(upd.statusCode).toBe(200);
    expect((await c.get('/api/users/me')).json().user.name).toBe('Pat Renamed');
    const other = await login(t.app, 'pw@example.org', 'first-password-1');
    const change = await c.post('/api/auth/change-password', {
      currentPassword: 'first-password-1',
      newPassword: 'second-password-2',
      revokeOtherSessions: false,
    });
    expect(change.statusCode).toBe(200);
    const revoke = await c.post('/api/auth/revoke-other-sessions', {});
    expect(revoke.statusCode).toBe(200);
    expect((await other.get('/api/users/me')).statusCode).toBe(401);
    await expect(login(t.app, 'pw@example.org', 'second-password-2')).resolves.toBeTruthy();
  });

  it('rate-limits repeated sign-in attempts from one address', async () => {
    const limited = await createTestApp(backend, { seed: false, signInMax: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await client(limited.app).post('/api/auth/sign-in/email', { email: 'nobody@example.org', password: 'wrong-password-1' });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses[4]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
