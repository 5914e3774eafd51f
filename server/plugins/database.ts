/**
 * The database plugin: opens PostgreSQL (DATABASE_URL) or embedded PGlite under DATA_DIR, runs the committed
 * migrations and decorates the app with `database`. A database handed in by the caller (tests share one per file) is
 * used as it is and left open on close; one opened here is closed with the app.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db';
import { runMigrations } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  /** An already open database to use instead of opening one from the config. */
  database?: Database;
  /** Skip migrations (the database is already migrated). */
  skipMigrations?: boolean;
}

/** Decorates `app.database`. @throws when the database cannot be opened or migrated (the app does not start). */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, opts) => {
    const database =
      opts.database ??
      (await openDatabase({
        databaseUrl: app.config.databaseUrl,
        pgliteDir: path.join(app.config.dataDir, 'pglite'),
      }));
    if (!opts.skipMigrations) await runMigrations(database);
    app.decorate('database', database);
    if (!opts.database) app.addHook('onClose', () => database.close());
  },
  { name: 'database', decorators: { fastify: ['config'] } },
);
