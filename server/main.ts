/**
 * Starts Phases: config → database (PGlite under DATA_DIR, or PostgreSQL with DATABASE_URL) → migrations → demo seed
 * on an empty database (embedded default, or SEED_DEMO=1) → in-process job worker → HTTP on PORT. Prints the URL and
 * the demo logins.
 */
import { loadConfig } from './config';
import { buildApp } from './app';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './seed';
import { startWorker } from './jobs/worker';
import { DEMO_CHAT_ORGANIZATION_ID } from '../contracts/constants';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const db = app.database.db;
  if (config.seedDemo && (await isEmpty(db))) {
    const t0 = Date.now();
    const summary = await seedDemo(db, app.auth);
    app.log.info({ ...summary, ms: Date.now() - t0 }, 'demo data seeded');
  }
  const boss = config.runWorker ? await startWorker(app.database, app.log) : null;
  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Phases is running at ${config.baseUrl}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite (embedded) in ${config.dataDir}/pglite`}`,
    `  API docs: ${config.baseUrl}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push(
      '',
      `  Demo logins (password ${DEMO_PASSWORD}):`,
      ...DEMO_USERS.map((u) => `    ${u.email.padEnd(30)} ${u.isAdmin ? 'admin (Phases)' : u.org}`),
    );
    lines.push(
      '',
      `  Public demo chat (no sign-in): ${config.baseUrl}/chat/${DEMO_CHAT_ORGANIZATION_ID}`,
      '  One-time codes of the embedded SMS / email outbox: GET /api/outbox (admin), or the log',
    );
  }
  console.log(lines.join('\n') + '\n');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      try {
        await boss?.stop({ graceful: true, wait: true });
        await app.close();
        process.exit(0);
      } catch {
        process.exit(1);
      }
    });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
