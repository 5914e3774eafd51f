import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, cookiesOf, createTestApp, DEMO, login, type TestApp } from '../helpers/app';

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

  it('rejects passwords shorter than 10 characters at sign-up', async () => {
    const res = await client(t.app).post('/api/auth/sign-up/email', { email: 'short@example.org', password: 'short123', name: 'Short' });
    expect(res.statusCode).toBe(400);
  });

  it('a sign-up without an invitation gets an account with no organisation, which can read nothing', async () => {
    const res = await client(t.app).post('/api/auth/sign-up/email', { email: 'loner@example.org', password: 'a-long-password', name: 'Lone Ranger' });
    expect(res.statusCode).toBe(200);
    const c = client(t.app, cookiesOf(res));
    const me = await c.get('/api/users/me');
    expect(me.json()).toMatchObject({ organization: null, isAdmin: false });
    const list = await c.get('/api/candidates');
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toMatch(/not part of an organisation/);
  });

  it('an invitation link joins the new account to the organisation, once', async () => {
    const staff = await login(t.app, DEMO.lakeview);
    const inv = await staff.post(`/api/organizations/${DEMO.orgs.lakeview}/invitations`, { email: 'new.coord@lakeview.org' });
    expect(inv.statusCode).toBe(201);
    const { token, url } = inv.json();
    expect(url).toContain(`/sign-up?invitation=${token}`);
    const pub = await client(t.app).get(`/api/invitations/${token}`);
    expect(pub.json()).toEqual({ organizationName: 'Lakeview Clinical Trials', email: 'new.coord@lakeview.org', expired: false, accepted: false });

    const signUp = await client(t.app).post('/api/auth/sign-up/email', { email: 'new.coord@lakeview.org', password: 'another-long-pass', name: 'New Coordinator' });
    const c = client(t.app, cookiesOf(signUp));
    const accepted = await c.post(`/api/invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().organization.id).toBe(DEMO.orgs.lakeview);
    const session = await c.get('/api/auth/get-session');
    expect(session.json().organization.id).toBe(DEMO.orgs.lakeview);
    const again = await c.post(`/api/invitations/${token}/accept`);
    expect(again.statusCode).toBe(422);
  });

  it('update-user, change-password and revoke-other-sessions work through /api/auth', async () => {
    const signUp = await client(t.app).post('/api/auth/sign-up/email', { email: 'pw@example.org', password: 'first-password-1', name: 'Pat' });
    const c = client(t.app, cookiesOf(signUp));
    const upd = await c.post('/api/auth/update-user', { name: 'Pat Renamed' });
    expect(upd.statusCode).toBe(200);
    expect((await c.get('/api/users/me')).json().user.name).toBe('Pat Renamed');
    const other = await login(t.app, 'pw@example.org', 'first-password-1');
    const change = await c.post('/api/auth/change-password', { currentPassword: 'first-password-1', newPassword: 'second-password-2', revokeOtherSessions: false });
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
