/**
 * Test harness: a migrated, seeded app per test file on PGlite (in memory) or on a fresh PostgreSQL database created
 * from TEST_DATABASE_URL, plus a login helper and an `inject` wrapper that sends the Origin header better-auth needs.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { runMigrations } from '../../server/db/migrate';
import { seedDemo, DEMO_PASSWORD } from '../../server/seed';
import { invitation } from '../../server/db/schema';

export type Backend = 'pglite' | 'postgres';
export const BASE_URL = 'http://localhost:3999';

/** The databases this run tests against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `phases_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  backend: Backend;
  close(): Promise<void>;
}

/**
 * Builds an app on `backend`, migrated and (unless `seed: false`) seeded with the demo data. `config` overrides
 * configuration values (e.g. `ctgovBaseUrl` or `llm` pointing at a local fake server).
 */
export async function createTestApp(backend: Backend, opts: { seed?: boolean; signInMax?: number; config?: Partial<Config> } = {}): Promise<TestApp> {
  let drop: (() => Promise<void>) | undefined;
  let database: Database;
  if (backend === 'postgres') {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  } else {
    database = await openDatabase({ pgliteDir: 'memory://' });
  }
  await runMigrations(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    dataDir: '/tmp/phases-test-unused',
    baseUrl: BASE_URL,
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    ...opts.config,
  });
  const app = await buildApp(config, {
    database,
    skipMigrations: true,
    signInRateLimit: { window: 60, max: opts.signInMax ?? 10_000 },
    spaDir: '/nonexistent',
  });
  if (opts.seed !== false) await seedDemo(database.db, app.auth);
  return {
    app,
    database,
    backend,
    async close() {
      await app.close();
      await database.close();
      await drop?.();
    },
  };
}

export interface Client {
  cookie: string;
  request(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** A client that sends `cookie` (empty for anonymous) and the Origin header on every request. */
export function client(app: FastifyInstance, cookie = ''): Client {
  const request = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: method as any,
      url,
      headers: { origin: BASE_URL, ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
  return {
    cookie,
    request,
    get: (url, h) => request('GET', url, undefined, h),
    post: (url, body, h) => request('POST', url, body ?? {}, h),
    patch: (url, body, h) => request('PATCH', url, body ?? {}, h),
    delete: (url, h) => request('DELETE', url, undefined, h),
  };
}

/** The `name=value` pairs of a response's set-cookie headers, joined for a Cookie header. */
export function cookiesOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Signs in with email + password (default: the demo password) and returns a client with the session cookie. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Client> {
  const res = await client(app).post('/api/auth/sign-in/email', { email, password });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return client(app, cookiesOf(res));
}

/**
 * An invitation link to `organizationId` (for `email`, or open to anyone), written to the database as a fixture,
 * valid `days` days. @returns its token.
 */
export async function invitationToken(database: Database, organizationId: string, opts: { email?: string; days?: number } = {}): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await database.db.insert(invitation).values({
    organizationId,
    token,
    email: opts.email?.toLowerCase() ?? null,
    expiresAt: new Date(Date.now() + (opts.days ?? 7) * 86_400_000),
  });
  return token;
}

/**
 * Signs up `email` with an invitation to `organizationId` (Northside by default) and returns the new user's id and a
 * client with their session. @throws when sign-up does not answer 200.
 */
export async function signUp(
  t: TestApp,
  input: { email: string; name: string; password?: string; organizationId?: string },
): Promise<{ id: string; c: Client }> {
  const token = await invitationToken(t.database, input.organizationId ?? DEMO.orgs.northside, { email: input.email });
  const res = await client(t.app).post('/api/auth/sign-up/email', {
    email: input.email,
    name: input.name,
    password: input.password ?? 'a-long-password-1',
    invitationToken: token,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up ${input.email} failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().user.id as string, c: client(t.app, cookiesOf(res)) };
}

export const DEMO = {
  admin: 'admin@phases.local',
  northside: 'coordinator@northside.local',
  lakeview: 'coordinator@lakeview.local',
  orgs: {
    phases: '00000000-0000-4000-8000-000000000001',
    northside: '00000000-0000-4000-8000-000000000002',
    lakeview: '00000000-0000-4000-8000-000000000003',
    demo: '00000000-0000-4000-8000-00000000de00',
  },
} as const;
