/** The outbox: the SMS and email messages the product sent (in embedded mode, only stored). Responses only. */
import { z } from 'zod';
import { knownValues, timestamp, uuid } from './common';

/** A message the product sent (or, in embedded mode, only stored): `channel` sms | email; `subject` null for SMS. */
export const outboxMessage = z.object({
  id: uuid,
  channel: knownValues(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: timestamp,
});

/** `GET /api/outbox/` */
export const outboxList = z.object({ messages: z.array(outboxMessage) }).describe('The newest outbound messages, newest first');
