/**
 * Worker-only process (`npm run worker`): connects to DATABASE_URL, runs migrations, and processes jobs. Run any number
 * of these beside the API processes; pg-boss coordinates them through PostgreSQL (SKIP LOCKED).
 */
import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { runMigrations } from './db/migrate';
import { startWorker } from './jobs/worker';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error('Configuration error: DATABASE_URL: the worker process needs PostgreSQL (embedded mode runs the worker inside `npm start`)');
  }
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await runMigrations(database);
  const boss = await startWorker(database, log);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await boss.stop({ graceful: true, wait: true });
      await database.close();
      process.exit(0);
    });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
