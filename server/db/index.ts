/**
 * Opens the database: PostgreSQL through `pg` when `databaseUrl` is set, else embedded PGlite under
 * `${dataDir}/pglite` (or in memory for `memory://`). Both expose the same Drizzle API (DESIGN §1: same code on both).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * The database type every service and repository takes: the PostgreSQL and the PGlite database and a transaction of
 * either all satisfy it (drizzle's PgTransaction extends PgDatabase, and the query-result type is left generic), so a
 * service runs the same on the database or inside `audited(db, (tx) => …)` without a cast.
 */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: AppDb;
  kind: 'postgres' | 'pglite';
  /**
   * Runs a raw, possibly multi-statement SQL string with positional values; returns the last statement's rows, typed
   * `Row` as the caller's SQL says (unchecked, as with `pg`'s own `query<Row>`). pg-boss runs its queries through it.
   */
  executeSql<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
  /** The PGlite instance in embedded mode (for dumps in tests). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

/**
 * Planner cost of a random page read. PostgreSQL's default (4) assumes spinning disks and makes the planner prefer a
 * full scan over the trigram index for a searched candidate count (bench/README.md: 63 ms → 9.7 ms on 100 000 rows);
 * 1.1 is the usual setting for SSD and memory-resident data (PostgreSQL docs, "Planner Cost Constants").
 */
const RANDOM_PAGE_COST = 1.1;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for an in-memory database. */
  pgliteDir?: string;
  /** A PGlite data dump (tarball) to start from, for fast test start-up. */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

/** Opens PostgreSQL or PGlite. @throws when PostgreSQL refuses the connection. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    });
    // An idle client dropped by the server (restart, terminated backend) must not crash the process: the pool
    // discards it and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL: idle connection lost (${err.message})`));
    await pool.query('select 1');
    const db: AppDb = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      pool,
      executeSql: async <Row>(text: string, values?: unknown[]) => {
        const res = await pool.query(text, values);
        // a multi-statement string returns an array of results: pg-boss wants the last one's rows
        const last = Array.isArray(res) ? res[res.length - 1] : res;
        return { rows: (last?.rows ?? []) as Row[] };
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(path.resolve(dir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await pglite.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db: AppDb = drizzlePglite(pglite, { schema });
  return {
    db,
    kind: 'pglite',
    pglite,
    executeSql: async <Row>(text: string, values?: unknown[]) => {
      if (values && values.length > 0) return { rows: (await pglite.query<Row>(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Row[] };
    },
    close: () => pglite.close(),
  };
}
