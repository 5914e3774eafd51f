/**
 * SMS provider (DESIGN §1, §4 SMS message). The embedded default is the outbox: an outbound text is stored in
 * `sms_message` with status `outbox` and provider `outbox`, and logged; nothing leaves the machine. Staff read the
 * outbox through `GET /api/outbox` (admin). A real provider (Twilio) plugs in behind the same interface.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db';
import { smsMessage } from '../../db/schema';

/** One outbound text: `to` in E.164, the body, and the organisation / candidate it concerns when known. */
export interface OutboundSms {
  to: string;
  body: string;
  organizationId?: string | null;
  candidateId?: string | null;
}

export interface SmsProvider {
  /** Sends (or stores) one text and returns the stored message id. Never throws for a delivery failure. */
  send(message: OutboundSms): Promise<string>;
}

/** The outbox provider: stores and logs (the log line omits the body, which may hold a one-time code). */
export function createSmsProvider(opts: { db: AppDb; log: FastifyBaseLogger }): SmsProvider {
  return {
    async send(message) {
      const [row] = await opts.db
        .insert(smsMessage)
        .values({
          organizationId: message.organizationId ?? null,
          candidateId: message.candidateId ?? null,
          direction: 'outbound',
          from: null,
          to: message.to,
          body: message.body,
          status: 'outbox',
          provider: 'outbox',
        })
        .returning({ id: smsMessage.id });
      opts.log.info({ to: message.to, id: row.id }, 'sms (outbox): stored');
      return row.id;
    },
  };
}
