/**
 * Public chat helpers for API tests and benchmarks: start a conversation, pass the identity check with the code read
 * from the outbox table, and send messages with the conversation token.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../server/db';
import { client } from './app';

/** A visitor: the details given at the identity check. */
export interface Visitor {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone?: string;
  email?: string;
}

/** A visitor's conversation: its id and token, the lines so far, and `send` (returns the new lines). */
export interface VisitorChat {
  id: string;
  token: string;
  lines: any[];
  conversation: any;
  send(text: string): Promise<any[]>;
  raw(text: string): Promise<LightMyRequestResponse>;
}

/** The newest one-time code sent to `to` (E.164 phone or email), read from the SMS and email outbox tables. */
export async function latestCode(database: Database, to: string): Promise<string> {
  const sms = await database.executeSql(`select body from sms_message where "to" = $1 order by created_at desc limit 1`, [to]);
  const email = sms.rows.length
    ? sms
    : await database.executeSql(`select text as body from email_outbox where "to" = $1 order by created_at desc limit 1`, [to]);
  const body = String((email.rows[0] as { body?: string } | undefined)?.body ?? '');
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** `POST /api/chat-conversations/initiate` from client address `ip`. */
export function initiateRequest(app: FastifyInstance, organizationId: string, ip = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/chat-conversations/initiate', remoteAddress: ip, payload: { organizationId } });
}

/** Starts a public chat with `organizationId`. @throws when initiate does not answer 201. */
export async function initiateChat(app: FastifyInstance, organizationId: string, ip = '127.0.0.1'): Promise<VisitorChat> {
  const res = await initiateRequest(app, organizationId, ip);
  if (res.statusCode !== 201) throw new Error(`initiate: ${res.statusCode} ${res.body}`);
  const body = res.json();
  const chat: VisitorChat = {
    id: body.conversation.id,
    token: body.token,
    lines: body.messages,
    conversation: body.conversation,
    raw: (text) => client(app).post(`/api/chat-conversations/${chat.id}/messages`, { text }, { 'x-chat-token': chat.token }),
    async send(text) {
      const r = await chat.raw(text);
      if (r.statusCode !== 200) throw new Error(`message "${text}": ${r.statusCode} ${r.body}`);
      const out = r.json();
      chat.lines.push(...out.messages);
      chat.conversation = out.conversation;
      return out.messages;
    },
  };
  return chat;
}

/** Passes the identity check of `chat` as `visitor` (code read from the outbox). */
export async function verifyChat(app: FastifyInstance, database: Database, chat: VisitorChat, visitor: Visitor): Promise<void> {
  const c = client(app);
  const sent = await c.post('/api/chat-conversations/verify', { conversationId: chat.id, token: chat.token, ...visitor });
  if (sent.statusCode !== 200) throw new Error(`verify details: ${sent.statusCode} ${sent.body}`);
  const to = visitor.phone
    ? ((await database.executeSql(`select "to" from sms_message order by created_at desc limit 1`)).rows[0] as { to: string })
    : { to: visitor.email!.toLowerCase() };
  const code = await latestCode(database, to.to);
  const ok = await c.post('/api/chat-conversations/verify', { conversationId: chat.id, token: chat.token, code });
  if (ok.statusCode !== 200) throw new Error(`verify code: ${ok.statusCode} ${ok.body}`);
  chat.lines = ok.json().messages;
  chat.conversation = ok.json().conversation;
}

/** The last agent line that asks something (question or consent), or undefined. */
export function waitingQuestion(lines: readonly any[]): any {
  return [...lines]
    .reverse()
    .find((l) => l.role === 'agent' && (l.reply?.type === 'question' || l.reply?.type === 'consent' || l.reply?.type === 'closing'));
}
