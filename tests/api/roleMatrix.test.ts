/**
 * The role matrix on the API (contracts/access.ts, enforced by server/plugins/access.ts): every route of the
 * authenticated scope, read from the app's own route list (so a new route is checked without touching this file), is
 * called by a Northside coordinator and by an admin. The coordinator gets the role refusal — 403 in the API's one
 * error shape — exactly on the routes whose resource the matrix keeps for admins, and never elsewhere; the admin is
 * never refused. Which resource a route serves is stated here independently, from the README's matrix: staff work on
 * their organisation's trials, criteria, candidates, prescreen forms and results, chat agents and conversations, and
 * on their own account (who they are, their organisation, joining by invitation); organisations, invitations, users,
 * processing runs, the outbox and the audit log are for admins — but one candidate's events, the Activity tab of the
 * candidate's page, go with the candidate. Which organisation's records a person may touch is tested in
 * tenancy.test.ts. Last, the app refuses to start while a route of the scope declares no resource.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, type Action, type Resource } from '../../contracts/access';
import { enforceRoleMatrix, serves } from '../../server/plugins/access';
import { backends, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';

/** The resource of a route: an entry `METHOD /path` for that method only, else the longest path prefix. */
const RESOURCE_OF: [string, Resource][] = [
  ['GET /api/organizations', 'account'], // the organisation switcher's list (staff: their own organisation)
  ['/api/organizations', 'organizations'],
  ['/api/invitations', 'account'], // joining an organisation by invitation
  ['/api/users/me', 'account'],
  ['/api/users', 'users'],
  ['/api/trials/:trialId/criteria', 'trialCriteria'],
  ['/api/trials', 'trials'],
  ['/api/candidates', 'candidates'],
  ['/api/prescreen-forms', 'prescreenForms'],
  ['/api/prescreen/results', 'prescreenResults'],
  ['/api/prescreen/review/decision', 'prescreenResults'], // the reviewer's decision updates a result
  ['/api/prescreen/review', 'prescreenReviews'],
  ['/api/chat-agents', 'chatAgents'],
  ['/api/chat-conversations', 'chatConversations'],
  ['/api/processing-runs', 'processingRuns'],
  ['/api/outbox', 'outbox'],
  ['/api/audit-events', 'audit-events'],
];

interface Route {
  method: string;
  url: string;
}

/** The resource RESOURCE_OF gives `route`, or undefined when no entry covers it. */
function resourceOf({ method, url }: Route): Resource | undefined {
  const get = method === 'HEAD' ? 'GET' : method;
  const exact = RESOURCE_OF.find(([key]) => key === `${get} ${url}`);
  if (exact) return exact[1];
  const prefixes = RESOURCE_OF.filter(([key]) => key.startsWith('/') && (url === key || url.startsWith(`${key}/`)));
  return prefixes.sort(([a], [b]) => b.length - a.length)[0]?.[1];
}

/** The react-admin action of a request: reads list or show (a URL ending in a parameter), then create, edit, delete. */
function actionOf({ method, url }: Route): Action {
  if (method === 'GET' || method === 'HEAD') return /\/:\w+$/.test(url) ? 'show' : 'list';
  return ({ POST: 'create', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' } as Record<string, Action>)[method];
}

/**
 * The routes of the authenticated scope, from `app.printRoutes` (a tree of path segments, each route followed by its
 * hooks): those whose onRequest hooks include `authenticate`.
 */
function authenticatedRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const segments: string[] = [];
  let current: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false, includeHooks: true }).split('\n')) {
    const route = /^([│├└─ ]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (route) {
      const depth = route[1].length / 4;
      segments.length = depth;
      segments[depth - 1] = route[2];
      const url = segments.join('');
      current = route[3].split(', ').map((method) => ({ method, url }));
    } else if (/• \(onRequest\) .*"authenticate\(\)"/.test(line)) {
      routes.push(...current);
    }
  }
  return routes;
}

/** Values for the path parameters: records that do not exist, so no call changes anything. */
const PARAMS: Record<string, string> = { userId: 'no-such-user', noteIndex: '0', version: '1', token: 'no-such-invitation-token' };
const NO_RECORD = '00000000-0000-4000-8000-0000000000ff';

describe.each(backends())('role matrix (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let routes: Route[];

  /** `route` called by `c` with its parameters filled and an empty JSON body for a write. */
  const call = (c: Client, { method, url }: Route) =>
    c.request(
      method,
      url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? NO_RECORD),
      ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined,
    );

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, north] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside)]);
    routes = authenticatedRoutes(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads every authenticated route from the app, each with a resource of the matrix', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/candidates' },
        { method: 'DELETE', url: '/api/users/:userId' },
      ]),
    );
    expect(routes.filter((r) => r.url.startsWith('/api/auth') || r.url === '/api/health' || r.url.includes('/public/'))).toEqual([]);
    expect(routes.filter((r) => !resourceOf(r)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('a coordinator is refused (403) exactly the routes the matrix keeps for admins', async () => {
    const wrong: string[] = [];
    const refused: string[] = [];
    for (const route of routes) {
      const allowed = canAccess('staff', resourceOf(route)!, actionOf(route));
      const res = await call(north, route);
      const name = `${route.method} ${route.url}`;
      if (allowed === (res.statusCode === 403)) wrong.push(`${name}: ${res.statusCode} ${res.body}`);
      if (!allowed) refused.push(name);
      if (res.statusCode === 403 && route.method !== 'HEAD') {
        expect(res.json(), name).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Only Phases administrators can do this' });
      }
    }
    expect(wrong).toEqual([]);
    // the admin-only families are among the refused, and the staff's own work is not
    expect(refused).toEqual(
      expect.arrayContaining([
        'GET /api/users',
        'POST /api/organizations',
        'GET /api/organizations/:id',
        'POST /api/organizations/:id/invitations',
        'GET /api/audit-events',
        'GET /api/processing-runs',
        'GET /api/outbox',
      ]),
    );
    expect(refused.filter((name) => /\/api\/(candidates|trials|prescreen|chat-)/.test(name))).toEqual([]);
  });

  it('a coordinator reads one of their candidates’ events (its Activity tab), not the audit log', async () => {
    const candidateId = (await north.get('/api/candidates?limit=1')).json().candidates[0].id;
    const activity = await north.get(`/api/audit-events?entity=candidate&entityId=${candidateId}`);
    expect(activity.statusCode).toBe(200);
    expect(activity.json().total).toBeGreaterThan(0);
    for (const query of [`entityId=${candidateId}`, `entity=trial&entityId=${candidateId}`, 'entity=candidate', 'action=read']) {
      expect((await north.get(`/api/audit-events?${query}`)).statusCode, query).toBe(403);
    }
  });

  it('an admin is never refused by the role check', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      const res = await call(admin, route);
      if (res.statusCode === 403) refused.push(`${route.method} ${route.url}: ${res.body}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('a route of the authenticated scope without a resource', () => {
  /** An app whose scope holds `routes`, with the role check; ready() resolves or rejects. */
  const appWith = (routes: (scope: FastifyInstance) => void) => {
    const app = Fastify();
    app.register(async (scope) => {
      enforceRoleMatrix(scope);
      scope.register(async (module) => routes(module));
    });
    return app;
  };

  it('stops the app at startup, naming the route', async () => {
    const app = appWith((module) => {
      module.get('/declared', { config: { resource: 'trials' } }, async () => 'ok');
      module.post('/forgotten', async () => 'ok');
    });
    await expect(app.ready()).rejects.toThrow(/POST \/forgotten/);
  });

  it('is declared for a whole module with serves(), and a route may name its own', async () => {
    const app = appWith((module) => {
      serves(module, 'candidates');
      module.get('/candidates', async () => 'ok');
      module.get('/me', { config: { resource: 'account' } }, async () => 'ok');
    });
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });
});
