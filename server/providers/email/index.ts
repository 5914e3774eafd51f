/**
 * Email provider (DESIGN §1): embedded mode writes every message to the `email_outbox` table and the log; with
 * SMTP_URL set it sends through nodemailer and records the message in the outbox as sent (or with its error).
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db';
import { emailOutbox } from '../../db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  /** Sends (or stores) one message. Never throws for a delivery failure: the outbox row records the error. */
  send(message: EmailMessage): Promise<void>;
}

export function createEmailProvider(opts: { db: AppDb; smtpUrl?: string; from: string; log: FastifyBaseLogger }): EmailProvider {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message) {
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: opts.from, ...message });
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
          opts.log.error({ to: message.to, err: error }, 'email: SMTP delivery failed');
        }
      } else {
        opts.log.info({ to: message.to, subject: message.subject }, `email (outbox): ${message.text}`);
      }
      await opts.db.insert(emailOutbox).values({
        ...message,
        transport: transport ? 'smtp' : 'outbox',
        sentAt: transport && !error ? new Date() : null,
        error,
      });
    },
  };
}
