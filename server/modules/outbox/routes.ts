/**
 * /api/outbox (admin): the newest outbound text messages and emails, newest first — in embedded mode (no SMS provider,
 * no SMTP) this is where one-time codes and notices "go", so operator staff can read what would have been sent.
 * Operator staff only (resource `outbox` of the role matrix, contracts/access.ts): the messages may carry one-time codes
 * and personal details.
 */
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailOutbox, smsMessage } from '../../db/schema';
import { audit } from '../../lib/audit';
import { serves } from '../../plugins/access';
import { errorResponses } from '../../../contracts/common';
import { outboxList } from '../../../contracts/outbox';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serves(app, 'outbox');
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['outbox'],
        summary: 'Newest outbound SMS and emails (admin), optionally to one recipient (E.164 phone or email)',
        querystring: z.object({ to: z.string().trim().min(1).max(320).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: outboxList, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { to, limit } = req.query;
      const [texts, emails] = await Promise.all([
        db
          .select()
          .from(smsMessage)
          .where(to ? eq(smsMessage.to, to) : undefined)
          .orderBy(desc(smsMessage.createdAt))
          .limit(limit),
        db
          .select()
          .from(emailOutbox)
          .where(to ? eq(emailOutbox.to, to.toLowerCase()) : undefined)
          .orderBy(desc(emailOutbox.createdAt))
          .limit(limit),
      ]);
      await audit(db, req.actor, { action: 'read', entity: 'outbox', details: { to: to ?? null } });
      const messages = [
        ...texts.map((m) => ({ id: m.id, channel: 'sms', to: m.to, subject: null, body: m.body, status: m.status, createdAt: m.createdAt })),
        ...emails.map((m) => ({
          id: m.id,
          channel: 'email',
          to: m.to,
          subject: m.subject,
          body: m.text,
          status: m.error ? 'failed' : m.transport === 'smtp' ? 'sent' : 'outbox',
          createdAt: m.createdAt,
        })),
      ];
      return { messages: messages.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit) };
    },
  );
};
