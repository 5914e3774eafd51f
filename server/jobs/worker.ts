/**
 * The pg-boss job worker (DESIGN §1): in-process in embedded mode, or as its own process (`npm run worker`) beside
 * any number of API processes on PostgreSQL. Queues and handlers are listed in ./queues.ts.
 */
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { QUEUES } from './queues';

/** Starts pg-boss on `database`, creates the queues, registers the handlers and schedules. */
export async function startWorker(database: Database, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<PgBoss> {
  const boss = new PgBoss({ db: { executeSql: database.executeSql }, schema: 'pgboss', supervise: true, schedule: true });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const q of QUEUES) {
    await boss.createQueue(q.name);
    await boss.work(q.name, async (jobs) => {
      for (const job of jobs) await q.handle(database, job.data as Record<string, unknown>, log);
    });
    if (q.cron) await boss.schedule(q.name, q.cron, {});
  }
  log.info({ queues: QUEUES.map((q) => q.name) }, 'job worker started');
  return boss;
}
