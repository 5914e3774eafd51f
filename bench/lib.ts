/**
 * Shared code of the benchmarks (bench/candidates.ts, bench/import.ts): a fresh database (PGlite in a temporary
 * directory, or a fresh PostgreSQL database created from BENCH_DATABASE_URL and dropped afterwards), the product app
 * with the demo seed, the bulk INSERT used as a baseline, child processes (the autocannon runner bench/loadgen.ts and
 * the import client, so the load generator does not share the server's event loop or memory), an RSS sampler and
 * small printing helpers. The candidate generator lives in bench/people.ts and is re-exported here.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { openDatabase, type AppDb, type Database } from '../server/db';
import { runMigrations } from '../server/db/migrate';
import { candidate } from '../server/db/schema';
import { seedDemo } from '../server/seed';
import { BASE_URL } from '../tests/helpers/app';
import type { LoadOptions, LoadResult } from './loadgen';

export type { LoadOptions, LoadResult } from './loadgen';
export { DEMO, login } from '../tests/helpers/app';
export { generatePeople, personToCandidate, prng, type Person } from './people';

const HERE = path.dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------------------------------------------------------
// Database and app
// ---------------------------------------------------------------------------------------------------------------

export interface BenchDatabase {
  database: Database;
  /** 'PGlite (on disk)' or 'PostgreSQL 15.x', plus any BENCH_PG_SETTINGS — for the printed header. */
  label: string;
  /** Closes the database and removes it (temporary PGlite directory, or DROP DATABASE on PostgreSQL). */
  dispose(): Promise<void>;
}

/**
 * Opens a fresh, migrated database: PostgreSQL when BENCH_DATABASE_URL is set (a new database `phases_bench_<hex>` is
 * created on that server and dropped by `dispose`), else PGlite in a new temporary directory on disk (as the product
 * runs it under DATA_DIR; BENCH_PGLITE_DIR=memory:// for an in-memory one).
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const name = `phases_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const version = (await admin.query('show server_version')).rows[0].server_version as string;
    await admin.query(`create database ${name}`);
    for (const [key, value] of settings()) await admin.query(`alter database ${name} set ${key} = '${value}'`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    let database: Database;
    try {
      database = await openDatabase({ databaseUrl: url.toString() }); // the product's default pool size
      await runMigrations(database);
    } catch (err) {
      await dropPostgres(adminUrl, name);
      throw err;
    }
    return {
      database,
      label: `PostgreSQL ${version.split(' ')[0]}${settingsNote()}`,
      async dispose() {
        await database.close().catch(() => undefined);
        await dropPostgres(adminUrl, name);
      },
    };
  }
  const memory = process.env.BENCH_PGLITE_DIR === 'memory://';
  const dir = memory ? undefined : mkdtempSync(path.join(os.tmpdir(), 'phases-bench-'));
  const database = await openDatabase({ pgliteDir: dir ? path.join(dir, 'pglite') : 'memory://' });
  await runMigrations(database);
  for (const [key, value] of settings()) await database.executeSql(`set ${key} = '${value}'`); // PGlite has one session
  return {
    database,
    label: `${memory ? 'PGlite (in memory)' : 'PGlite (on disk)'}${settingsNote()}`,
    async dispose() {
      await database.close().catch(() => undefined);
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Planner or server settings to try, from BENCH_PG_SETTINGS="random_page_cost=1.1,work_mem=8MB": set on the new
 * database (PostgreSQL) or on PGlite's single session. An experiment knob; the product sets none of them.
 */
function settings(): [string, string][] {
  return (process.env.BENCH_PG_SETTINGS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = s.match(/^([a-z_]+)\s*=\s*([\w.]+)$/);
      if (!m) throw new Error(`BENCH_PG_SETTINGS: cannot read "${s}" (use name=value)`);
      return [m[1], m[2]];
    });
}

const settingsNote = () =>
  settings().length
    ? ` with ${settings()
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')}`
    : '';

async function dropPostgres(adminUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}

/**
 * Builds the product app (server/app.ts `buildApp`) on `database` and seeds the demo organisations and users.
 * Production-like config: request logging on at level `warn` (so nothing is printed, but Fastify's per-request
 * logger still runs), the sign-in rate limit raised for the benchmark's own log-ins; `overrides` change the config
 * (bench/chat.ts raises the chat rate limits).
 */
export async function startProductApp(database: Database, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv, {
    dataDir: path.join(os.tmpdir(), 'phases-bench-unused'),
    baseUrl: BASE_URL,
    authSecret: 'bench-secret-bench-secret-bench-secret-0123456789',
    ...overrides,
  });
  const app = await buildApp(config, {
    database,
    skipMigrations: true,
    signInRateLimit: { window: 60, max: 10_000 },
    spaDir: '/nonexistent',
  });
  await seedDemo(database.db, app.auth);
  return app;
}

/** Listens on 127.0.0.1 on a free port; returns the base URL. */
export async function listenLocal(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Data load
// ---------------------------------------------------------------------------------------------------------------

/**
 * Inserts rows with multi-row INSERTs of `chunk` rows, all in one transaction (the import benchmark's baseline and
 * the candidate benchmark's data load). Returns the number of rows inserted.
 */
export async function insertCandidates(db: AppDb, rows: (typeof candidate.$inferInsert)[], chunk = 1000): Promise<number> {
  let n = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += chunk) {
      const part = rows.slice(i, i + chunk);
      await tx.insert(candidate).values(part);
      n += part.length;
    }
  });
  return n;
}

// ---------------------------------------------------------------------------------------------------------------
// Load generation, memory, printing
// ---------------------------------------------------------------------------------------------------------------

/**
 * Runs `bench/<file>` in a child Node process (through tsx), writes `input` as JSON to its stdin and resolves with the
 * JSON of the last line it prints. @throws when the child exits with a non-zero code.
 */
export function runChild<T>(file: string, input: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, file)], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`bench/${file} exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!) as T);
      } catch (err) {
        reject(err);
      }
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/**
 * Runs autocannon against `opts.url` in a child process (bench/loadgen.ts), so the load generator and the server do
 * not share an event loop. Resolves with requests/s (2xx only), latency percentiles (p95 from every response time)
 * and the counts of non-2xx responses and errors.
 */
export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  return runChild<LoadResult>('loadgen.ts', opts);
}

/** Peak memory seen by `sampleRss`, in bytes; the V8 heap and external figures are taken when RSS peaked. */
export interface MemoryPeak {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
}

/** Samples process.memoryUsage() every `intervalMs` until `stop()`, which returns the peak RSS and its breakdown. */
export function sampleRss(intervalMs = 25): { stop(): MemoryPeak } {
  let peak: MemoryPeak = process.memoryUsage();
  const sample = () => {
    const m = process.memoryUsage();
    if (m.rss > peak.rss) peak = { rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external };
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** Bytes → "123 MB" (MiB). */
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Prints an aligned table: first row is the header. */
export function printTable(rows: (string | number)[][]): void {
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0].map((_, c) => Math.max(...cells.map((r) => r[c]?.length ?? 0)));
  for (const [i, r] of cells.entries()) {
    console.log('  ' + r.map((v, c) => (c === 0 ? v.padEnd(widths[c]) : v.padStart(widths[c]))).join('   '));
    if (i === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('   '));
  }
}

/** One line describing the machine and software (CPU count and model, memory, load average, Node, database). */
export function machineLine(dbLabel: string): string {
  const cpus = os.cpus();
  let gitRev = '';
  try {
    gitRev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: HERE, encoding: 'utf8' }).trim();
  } catch {
    /* not a git checkout */
  }
  return [
    new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'})`,
    `${Math.round(os.totalmem() / 1024 ** 3)} GB RAM`,
    `load average ${os.loadavg()[0].toFixed(1)}`,
    `Node ${process.version}`,
    dbLabel,
    ...(gitRev ? [`commit ${gitRev}`] : []),
  ].join(', ');
}

/** Reads a positive integer from the environment, else `fallback`. */
export function envInt(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}
