/**
 * Benchmark: the candidate list under load (npm run bench:candidates).
 *
 * 100 000 candidates in one organisation (Northside of the demo seed); a signed-in coordinator asks for a 50-row page
 * of `GET /api/candidates/` sorted by last name with a search term. autocannon (20 connections, 10 s, in a child
 * process) runs against the product listening on 127.0.0.1, then against a bare Fastify app on another port of the
 * same process whose one route runs the equivalent single SQL statement (same page and total, same database). Prints
 * requests/s and latencies of both, the ratio product/bare (aim ≥ 0.5) and the product p95 (aim < 100 ms), plus a
 * breakdown of one product request (session, page query, count, audit) and the EXPLAIN ANALYZE timings.
 *
 * PGlite by default; PostgreSQL when BENCH_DATABASE_URL is set (a fresh database is created and dropped).
 * Environment: BENCH_ROWS (100000), BENCH_Q (son), BENCH_CONNECTIONS (20), BENCH_DURATION (10 s), BENCH_WARMUP
 * (2 s), BENCH_ANALYZE=0 (skip ANALYZE after loading), BENCH_EXPLAIN=1 (print the full plans), BENCH_PG_SETTINGS
 * (planner settings to try, see bench/lib.ts).
 * Never fails on a time: exits 0 unless something crashed.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { count, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../server/db';
import { candidate } from '../server/db/schema';
import { candidateWhere, SORTING } from '../server/modules/candidates/repository';
import { likePattern } from '../server/lib/list';
import { sortOrder } from '../server/lib/paginate';
import { audit } from '../server/lib/audit';
import { resolveActor } from '../server/auth/actor';
import {
  DEMO,
  envInt,
  generatePeople,
  insertCandidates,
  listenLocal,
  login,
  machineLine,
  openBenchDatabase,
  personToCandidate,
  printTable,
  runLoad,
  startProductApp,
  type LoadResult,
} from './lib';

const ROWS = envInt('BENCH_ROWS', 100_000);
const Q = process.env.BENCH_Q ?? 'son';
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 20);
const DURATION = envInt('BENCH_DURATION', 10);
const WARMUP = envInt('BENCH_WARMUP', 2);
const PAGE = 50;
const ORG = DEMO.orgs.northside;

/** Columns the product returns (every column but the generated search text), as `"sql_name" AS "jsName"`. */
function selectList(): string {
  const { searchText: _s, ...columns } = getTableColumns(candidate);
  return Object.entries(columns)
    .map(([key, col]) => `"${col.name}" AS "${key}"`)
    .join(', ');
}

/**
 * The baseline statement: the same page and the same total as the product's response, in one SQL statement (the
 * page as a subquery, the total as a scalar subquery, so the planner plans each part as it does the product's two).
 */
const BARE_SQL = `SELECT page.*, (SELECT count(*) FROM candidate WHERE organization_id = $1 AND search_text LIKE $2) AS "total"
  FROM (
    SELECT ${selectList()}
    FROM candidate
    WHERE organization_id = $1 AND search_text LIKE $2
    ORDER BY last_name ASC, id ASC
    LIMIT $3 OFFSET $4
  ) AS page`;

async function main() {
  const bench = await openBenchDatabase();
  const { database } = bench;
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    console.log(`bench/candidates — ${machineLine(bench.label)}`);
    let t = performance.now();
    const app = await startProductApp(database);
    cleanups.push(() => app.close());
    console.log(`  app built, migrated and seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    const people = generatePeople(ROWS);
    const inserted = await insertCandidates(
      database.db,
      people.map((p) => personToCandidate(p, ORG)),
    );
    console.log(`  ${inserted} candidates generated and inserted in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    if (process.env.BENCH_ANALYZE !== '0') {
      t = performance.now();
      await database.executeSql('ANALYZE');
      console.log(`  ANALYZE in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    } else {
      console.log('  ANALYZE skipped (BENCH_ANALYZE=0): the planner has no statistics for the new rows');
    }

    const productUrl = await listenLocal(app);
    const coordinator = await login(app, DEMO.northside);
    const cookie = coordinator.cookie;
    const query = `sort=lastName&order=asc&q=${encodeURIComponent(Q)}&limit=${PAGE}&offset=0`;

    // The bare app: one route, one SQL statement, on the same database (same PGlite instance / same pg pool).
    const bare = Fastify({ logger: false });
    bare.get<{ Querystring: { q: string; limit: string; offset: string } }>('/bare/candidates', async (req) => {
      const { rows } = await database.executeSql(BARE_SQL, [ORG, likePattern(req.query.q), Number(req.query.limit), Number(req.query.offset)]);
      const total = rows.length ? Number(rows[0].total) : 0;
      return { candidates: rows.map(({ total: _t, ...r }) => r), total };
    });
    const bareUrl = await listenLocal(bare);
    cleanups.push(() => bare.close());

    // Both answer the same page and total before anything is measured.
    const productRes = await fetch(`${productUrl}/api/candidates/?${query}`, { headers: { cookie } });
    if (productRes.status !== 200) throw new Error(`product list: ${productRes.status} ${await productRes.text()}`);
    const productBody = (await productRes.json()) as { candidates: { id: string; lastName: string }[]; total: number };
    const bareBody = (await (await fetch(`${bareUrl}/bare/candidates?${query}`)).json()) as { candidates: { id: string }[]; total: number };
    const sameIds = productBody.candidates.map((c) => c.id).join() === bareBody.candidates.map((c) => c.id).join();
    if (!sameIds || productBody.total !== bareBody.total || productBody.candidates.length !== PAGE) {
      throw new Error(`product and bare disagree: total ${productBody.total} vs ${bareBody.total}, same page ${sameIds}`);
    }
    const [{ n: orgRows }] = await database.db
      .select({ n: count() })
      .from(candidate)
      .where(sql`organization_id = ${ORG}`);
    console.log(
      `  search "${Q}" matches ${productBody.total} of ${orgRows} candidates of the organisation ` +
        `(${((100 * productBody.total) / orgRows).toFixed(1)} %); page 1 runs ${productBody.candidates[0].lastName} … ${productBody.candidates[PAGE - 1].lastName}`,
    );

    await explainQueries(database);
    await breakdown(app, database, cookie);

    // Warm-up (JIT, caches, pool connections), then the measured runs.
    const product = { url: `${productUrl}/api/candidates/?${query}`, headers: { cookie }, connections: CONNECTIONS };
    const baseline = { url: `${bareUrl}/bare/candidates?${query}`, connections: CONNECTIONS };
    await runLoad({ ...product, duration: WARMUP });
    await runLoad({ ...baseline, duration: WARMUP });
    console.log(`\n  load: autocannon, ${CONNECTIONS} connections, ${DURATION} s each, 127.0.0.1`);
    const p = await runLoad({ ...product, duration: DURATION });
    const b = await runLoad({ ...baseline, duration: DURATION });
    report(p, b);
  } finally {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    await bench.dispose();
  }
}

function report(p: LoadResult, b: LoadResult) {
  const row = (name: string, r: LoadResult) => [
    name,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(0),
    String(r.requests),
    String(r.non2xx + r.errors + r.timeouts),
  ];
  printTable([
    ['', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'requests', 'failed'],
    row('product GET /api/candidates/', p),
    row('bare Fastify + 1 SQL', b),
  ]);
  const ratio = p.rps / b.rps;
  console.log(`\n  ratio product/bare req/s: ${ratio.toFixed(2)} (aim ≥ 0.5) ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
  console.log(`  product p95: ${p.p95.toFixed(1)} ms (aim < 100 ms) ${p.p95 < 100 ? 'met' : 'NOT met'}`);
  if (p.non2xx + p.errors + p.timeouts + b.non2xx + b.errors + b.timeouts > 0)
    console.log('  WARNING: some requests failed; figures are not comparable');
}

/** EXPLAIN ANALYZE of the product's two list statements and of the bare statement (execution times; plans with BENCH_EXPLAIN=1). */
async function explainQueries(database: Database) {
  const { searchText: _s, ...columns } = getTableColumns(candidate);
  const where = candidateWhere({ organizationIds: [ORG], q: Q });
  const page = database.db
    .select(columns)
    .from(candidate)
    .where(where)
    .orderBy(...sortOrder(SORTING, 'lastName', 'asc'))
    .limit(PAGE)
    .offset(0)
    .toSQL();
  const total = database.db.select({ total: count() }).from(candidate).where(where).toSQL();
  const statements: [string, string, unknown[]][] = [
    ['product page query', page.sql, page.params],
    ['product count query', total.sql, total.params],
    ['bare statement', BARE_SQL, [ORG, likePattern(Q), PAGE, 0]],
  ];
  console.log('\n  EXPLAIN ANALYZE (second run of each):');
  for (const [name, text, params] of statements) {
    await database.executeSql(`EXPLAIN ANALYZE ${text}`, params);
    const { rows } = await database.executeSql(`EXPLAIN ANALYZE ${text}`, params);
    const lines = rows.map((r) => String(r['QUERY PLAN']));
    const exec = lines.find((l) => l.startsWith('Execution Time')) ?? '';
    const nodes = lines
      .filter((l) => l.includes('(cost='))
      .map((l) =>
        l
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s+\(cost=.*$/, ''),
      );
    console.log(`    ${name.padEnd(20)} ${exec.replace('Execution Time: ', '').padStart(12)}   ${nodes.slice(0, 4).join(' → ')}`);
    if (process.env.BENCH_EXPLAIN === '1') for (const l of lines) console.log(`        ${l}`);
  }
}

/** Sequential mean time of one product request and of its parts, to show where the time goes. */
async function breakdown(app: FastifyInstance, database: Database, cookie: string) {
  const N = 30;
  const db = database.db;
  const { searchText: _s, ...columns } = getTableColumns(candidate);
  const where = candidateWhere({ organizationIds: [ORG], q: Q });
  const fakeReq = { headers: { cookie }, ip: '127.0.0.1' } as unknown as FastifyRequest;
  const actor = await resolveActor(app.auth, db, fakeReq);
  const steps: [string, () => Promise<unknown>][] = [
    [
      'whole request (inject)',
      () => app.inject({ method: 'GET', url: `/api/candidates/?sort=lastName&order=asc&q=${Q}&limit=${PAGE}`, headers: { cookie } }),
    ],
    ['session (getSession + org)', () => resolveActor(app.auth, db, fakeReq)],
    [
      'page query',
      () =>
        db
          .select(columns)
          .from(candidate)
          .where(where)
          .orderBy(...sortOrder(SORTING, 'lastName', 'asc'))
          .limit(PAGE),
    ],
    ['count query', () => db.select({ total: count() }).from(candidate).where(where)],
    ['audit insert', () => audit(db, actor, { action: 'list', entity: 'candidate', details: { organizationIds: [ORG], ids: [], q: Q } })],
    ['bare statement', () => database.executeSql(BARE_SQL, [ORG, likePattern(Q), PAGE, 0])],
  ];
  console.log(`\n  one request, sequential mean of ${N} (ms):`);
  for (const [name, fn] of steps) {
    for (let i = 0; i < 3; i++) await fn();
    const t = performance.now();
    for (let i = 0; i < N; i++) await fn();
    console.log(`    ${name.padEnd(28)} ${((performance.now() - t) / N).toFixed(2).padStart(8)}`);
  }
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error('bench/candidates crashed:', err);
    process.exit(1);
  });
