/**
 * The pg-boss worker runs on the same database as the API (PGlite and PostgreSQL) and its cleanup job removes expired
 * sessions and verification tokens but keeps live ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import { session, verification } from '../../server/db/schema';
import { startWorker } from '../../server/jobs/worker';
import { cleanup } from '../../server/jobs/queues';
import { backends, createTestApp, DEMO, login, type TestApp } from '../helpers/app';

describe.each(backends())('job worker (%s)', (backend) => {
  let t: TestApp;
  let boss: PgBoss;
  beforeAll(async () => {
    t = await createTestApp(backend);
    boss = await startWorker(t.database, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true });
    await t?.close();
  });

  it('a queued cleanup job deletes expired sessions and tokens, keeping live sessions', async () => {
    const live = await login(t.app, DEMO.northside);
    const db = t.database.db;
    const [victim] = await db.select().from(session).limit(1);
    await db.insert(session).values({ ...victim, id: 'expired-session', token: 'expired-token', expiresAt: new Date(Date.now() - 1000) });
    await db.insert(verification).values({ id: 'expired-verification', identifier: 'x', value: 'y', expiresAt: new Date(Date.now() - 1000) });

    const jobId = await boss.send(cleanup.name, {});
    expect(jobId).toBeTruthy();
    const deadline = Date.now() + 20_000;
    let job = await boss.getJobById(cleanup.name, jobId!);
    while (job?.state !== 'completed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      job = await boss.getJobById(cleanup.name, jobId!);
    }
    expect(job?.state).toBe('completed');
    expect(await db.select().from(session).where(eq(session.id, 'expired-session'))).toHaveLength(0);
    expect(await db.select().from(verification).where(eq(verification.id, 'expired-verification'))).toHaveLength(0);
    expect((await live.get('/api/users/me')).statusCode).toBe(200);
  });
});
