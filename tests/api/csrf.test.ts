/**
 * Cross-site request forgery (server/lib/originCheck.ts): a signed-in session cannot be made to change data from a
 * page of another site. Every unsafe /api request needs an Origin of this site (or, without Origin,
 * `Sec-Fetch-Site: same-origin`); the public chat still works from any origin with its visitor token, but never with
 * a staff cookie. Also: API answers are never cached, and an https BASE_URL gives a Secure session cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BASE_URL, backends, client, cookiesOf, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { initiateChat } from '../helpers/chat';

const EVIL = 'https://evil.example';

describe.each(backends())('cross-site request forgery and caching (%s)', (backend) => {
  let t: TestApp;
  let north: Client;

  /** A request with the Northside session cookie and exactly `headers` (no Origin unless given). */
  const raw = (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: string,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: { cookie: north.cookie, ...headers }, ...(payload !== undefined ? { payload } : {}) });

  const candidateCount = async (lastName: string) => (await north.get(`/api/candidates?q=${encodeURIComponent(lastName)}`)).json().total as number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    north = await login(t.app, DEMO.northside);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['a foreign Origin', { origin: EVIL }, /Origin "https:\/\/evil\.example" is not an origin of this site/],
    ['no Origin', {}, /an Origin header from this site is required/],
    ['Origin: null', { origin: 'null' }, /Origin "null" is not allowed/],
    ['a look-alike Origin', { origin: `${BASE_URL}.evil.example` }, /is not an origin of this site/],
    ['no Origin and Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, /an Origin header from this site is required/],
  ])('a signed-in session creating a candidate with %s is refused (403) and nothing is created', async (_label, headers, message) => {
    const body = JSON.stringify({ firstName: 'Forged', lastName: 'Csrfcandidate' });
    const res = await raw('POST', '/api/candidates', { ...headers, 'content-type': 'application/json' }, body);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', message: expect.stringMatching(message) });
    expect(await candidateCount('Csrfcandidate')).toBe(0);
  });

  it('every unsafe method is checked: PATCH, PUT and DELETE from a foreign origin change nothing', async () => {
    const cand = (await north.get('/api/candidates?limit=1&sort=lastName')).json().candidates[0];
    const trialId = (await north.get('/api/trials?limit=1')).json().trials[0].id;
    const patch = await raw(
      'PATCH',
      `/api/candidates/${cand.id}`,
      { origin: EVIL, 'content-type': 'application/json' },
      JSON.stringify({ city: 'Forged City' }),
    );
    const put = await raw(
      'PUT',
      `/api/trials/${trialId}/criteria`,
      { origin: EVIL, 'content-type': 'application/json' },
      JSON.stringify({ criteria: [] }),
    );
    const del = await raw('DELETE', `/api/candidates/${cand.id}`, { origin: EVIL });
    expect([patch.statusCode, put.statusCode, del.statusCode]).toEqual([403, 403, 403]);
    const after = (await north.get(`/api/candidates/${cand.id}`)).json();
    expect(after.city).toBe(cand.city);
    expect((await north.get(`/api/trials/${trialId}`)).json().criteria.length).toBeGreaterThan(0);
  });

  it('a text/plain POST with an empty body (no CORS preflight) to criteria/reparse is refused from a foreign origin and without Origin', async () => {
    const trial = (await north.get('/api/trials?limit=1')).json().trials[0];
    for (const headers of [{ origin: EVIL }, {}, { origin: 'null' }] as Record<string, string>[]) {
      const res = await raw('POST', `/api/trials/${trial.id}/criteria/reparse`, { ...headers, 'content-type': 'text/plain' }, '');
      expect(res.statusCode, `${JSON.stringify(headers)}: ${res.body}`).toBe(403);
    }
    expect((await north.get(`/api/trials/${trial.id}`)).json().updatedAt).toBe(trial.updatedAt);
  });

  it('our own pages still write: Origin = BASE_URL, or no Origin with Sec-Fetch-Site: same-origin', async () => {
    const withOrigin = await north.post('/api/candidates', { firstName: 'Own', lastName: 'Sitewriter' });
    expect(withOrigin.statusCode, withOrigin.body).toBe(201);
    const fetchMetadata = await raw(
      'POST',
      '/api/candidates',
      { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      JSON.stringify({ firstName: 'Own', lastName: 'Sitewriter' }),
    );
    expect(fetchMetadata.statusCode, fetchMetadata.body).toBe(201);
    expect(await candidateCount('Sitewriter')).toBe(2);
  });

  it('better-auth’s routes refuse a foreign origin and no origin too, also without a cookie (no login CSRF)', async () => {
    for (const headers of [{ origin: EVIL }, {}] as Record<string, string>[]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: DEMO.northside, password: 'phases-demo-2026' }),
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const signOut = await raw('POST', '/api/auth/sign-out', { origin: EVIL, 'content-type': 'application/json' }, '{}');
    expect(signOut.statusCode).toBe(403);
    expect((await north.get('/api/users/me')).statusCode).toBe(200);
  });

  it('the public chat works from any origin with its visitor token, never with a staff cookie', async () => {
    const initiated = await t.app.inject({
      method: 'POST',
      url: '/api/chat-conversations/initiate',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      payload: JSON.stringify({ organizationId: DEMO.orgs.northside }),
    });
    expect(initiated.statusCode, initiated.body).toBe(201);
    const { token, conversation } = initiated.json();
    const message = await t.app.inject({
      method: 'POST',
      url: `/api/chat-conversations/${conversation.id}/messages`,
      headers: { origin: EVIL, 'content-type': 'application/json', 'x-chat-token': token },
      payload: JSON.stringify({ text: 'hello' }),
    });
    // the route itself answered (the chat starts after the identity check), not the origin check
    expect(message.statusCode, message.body).toBe(409);
    expect(message.json().message).toMatch(/Verify your details first/);

    // staff could delete this conversation with their session from our pages; a foreign page cannot use that session
    const other = await initiateChat(t.app, DEMO.orgs.northside);
    const forged = await raw('DELETE', `/api/chat-conversations/${other.id}`, { origin: EVIL });
    expect(forged.statusCode, forged.body).toBe(401);
    expect((await north.get(`/api/chat-conversations/${other.id}`)).statusCode).toBe(200);

    const byVisitor = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat-conversations/${conversation.id}?token=${token}`,
      headers: { origin: EVIL },
    });
    expect(byVisitor.statusCode, byVisitor.body).toBe(204);
  });

  it('API answers carry Cache-Control: no-store (records, lists, the session, errors)', async () => {
    const cand = (await north.get('/api/candidates?limit=1')).json().candidates[0];
    for (const url of [
      '/api/candidates?limit=1',
      `/api/candidates/${cand.id}`,
      '/api/users/me',
      '/api/auth/get-session',
      '/api/candidates/00000000-0000-4000-8000-0000000000aa',
    ]) {
      const res = await north.get(url);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await client(t.app).get('/api/candidates')).headers['cache-control']).toBe('no-store');
  });
});

describe('session cookie over https', () => {
  let t: TestApp;
  const HTTPS = 'https://phases.example.org';
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false, config: { baseUrl: HTTPS, trustedOrigins: [HTTPS] } });
    const ctx = await t.app.auth.$context;
    const created = await ctx.internalAdapter.createUser({ email: 'tls@example.org', name: 'Tee Ell', emailVerified: true }, { method: 'admin' });
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash('a-long-password-1'),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is Secure (and __Secure- prefixed) when BASE_URL is https, and still opens the session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: HTTPS, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'tls@example.org', password: 'a-long-password-1' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.includes('session_token='));
    expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(session).toMatch(/;\s*Secure/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: cookiesOf(res) } });
    expect(me.json().user.email).toBe('tls@example.org');
  });
});
