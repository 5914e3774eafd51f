/**
 * Email verification goes to the outbox in embedded mode and through SMTP when SMTP_URL is set; the SMTP path is
 * tested against a local fake SMTP server (smtp-server) that speaks the real protocol.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { emailOutbox, organization } from '../../server/db/schema';
import { createEmailProvider } from '../../server/providers/email';
import { client, cookiesOf, createTestApp, invitationToken, type TestApp } from '../helpers/app';

describe('email (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false });
  });
  afterAll(() => t?.close());

  it('sign-up sends a verification email to the outbox, and its link verifies the address', async () => {
    const [org] = await t.database.db.insert(organization).values({ name: 'Email Test Site', slug: 'email-test-site' }).returning();
    const token = await invitationToken(t.database, org.id, { email: 'verify.me@example.org' });
    const res = await client(t.app).post('/api/auth/sign-up/email', {
      email: 'verify.me@example.org',
      password: 'long-enough-pw',
      name: 'Vera',
      invitationToken: token,
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'verify.me@example.org'));
    expect(mail).toMatchObject({ subject: 'Verify your Phases email address', transport: 'outbox' });
    const link = mail.text.match(/https?:\/\/\S+/)![0];
    const url = new URL(link);
    const verify = await client(t.app, cookiesOf(res)).get(url.pathname + url.search);
    expect([200, 302]).toContain(verify.statusCode);
    const me = await client(t.app, cookiesOf(res)).get('/api/users/me');
    expect(me.json().user.emailVerified).toBe(true);
  });

  it('with SMTP_URL the message is delivered over SMTP and recorded as sent', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (c) => (data += c));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      const email = createEmailProvider({
        db: t.database.db,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Phases <no-reply@phases.local>',
        log: pino({ level: 'silent' }),
      });
      await email.send({ to: 'smtp.user@example.org', subject: 'Hello over SMTP', text: 'Body text' });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Hello over SMTP');
      expect(received[0]).toContain('Body text');
      const [row] = await t.database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1);
      expect(row).toMatchObject({ to: 'smtp.user@example.org', transport: 'smtp', error: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('an SMTP failure is recorded on the outbox row, not thrown', async () => {
    const email = createEmailProvider({ db: t.database.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'x@phases.local', log: pino({ level: 'silent' }) });
    await email.send({ to: 'nobody@example.org', subject: 'Unreachable', text: '…' });
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Unreachable'));
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
