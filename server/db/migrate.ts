/**
 * Runs the committed drizzle-kit migrations (server/db/migrations). On PostgreSQL an advisory lock keeps several
 * starting API processes from migrating at once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './index';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 7_341_002; // arbitrary, constant advisory-lock key for Phases migrations

/** Applies pending migrations. Idempotent. */
export async function runMigrations(database: Database): Promise<void> {
  // `database.db` is the driver's own drizzle instance behind the driver-neutral AppDb type.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
