/**
 * The visitor's identity check ("verify"): the visitor gives name, date of birth and a phone number (E.164;
 * the code goes by SMS) or an email address (the code goes by email); a 6-digit one-time code is sent through the
 * SMS / email provider (the outbox in embedded mode). The right code within CHAT_OTP.ttlMs and CHAT_OTP.maxAttempts
 * links the conversation to the organisation's candidate with the same name, date of birth and phone or email
 * (the earliest created when several match), or creates one with source `chat`; then the prescreen dialogue starts
 * at the contact-consent question, with age and sex taken from the candidate record.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db';
import { candidate, chatAgent, chatConversation, organization, type PendingVerification } from '../../db/schema';
import { prompt } from '../../domain/conversation';
import type { EmailProvider } from '../../providers/email';
import type { SmsProvider } from '../../providers/sms';
import { audit, audited } from '../../lib/audit';
import { badRequest, conflict, unprocessable } from '../../lib/errors';
import { toE164 } from '../candidates/normalize';
import { CHAT_OTP } from '../../../contracts/constants';
import type { chatVerify } from '../../../contracts/chatConversations';
import { candidateKnown, startDialogue, stateColumns } from './dialogue';
import { codeHash, newCode, tokenMatches } from './secrets';
import { agentLines, appendLines, detail, loadConversation, type NewLine } from './service';
import type { ConversationRow } from './view';

type VerifyBody = z.infer<typeof chatVerify>;

/** Providers the identity check sends codes through. */
export interface Senders {
  sms: SmsProvider;
  email: EmailProvider;
}

/** @throws 400 naming the field for an unusable phone number or date of birth. */
function checkedDetails(body: VerifyBody, now: Date) {
  const phone = body.phone ? toE164(body.phone) : null;
  if (body.phone && !phone) throw badRequest('phone: not a valid phone number', [{ path: ['body', 'phone'], message: 'not a valid phone number' }]);
  const dob = body.dateOfBirth!;
  const age = (now.getTime() - Date.parse(`${dob}T00:00:00Z`)) / (365.25 * 86_400_000);
  if (!(age >= 0 && age <= 120))
    throw badRequest('dateOfBirth: must be a past date within 120 years', [
      { path: ['body', 'dateOfBirth'], message: 'must be a past date within 120 years' },
    ]);
  return { firstName: body.firstName!, lastName: body.lastName!, dateOfBirth: dob, phone, email: body.email?.toLowerCase() ?? null };
}

async function appendAndCount(db: AppDb, row: ConversationRow, lines: NewLine[], now: Date, set: Partial<typeof chatConversation.$inferInsert>) {
  const stored = await appendLines(db, row, lines, now);
  const [updated] = await db
    .update(chatConversation)
    .set({ ...set, messageCount: row.messageCount + stored.length, updatedAt: now })
    .where(eq(chatConversation.id, row.id))
    .returning();
  return updated;
}

/** A code to deliver once the transaction has committed. */
interface Delivery {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  text: string;
  organizationId: string;
}

/** Step 1: store the details and a new code (a repeat replaces the previous code); the caller delivers it. */
async function storeCode(db: AppDb, row: ConversationRow, body: VerifyBody, now: Date): Promise<{ row: ConversationRow; delivery: Delivery }> {
  const details = checkedDetails(body, now);
  const channel = details.phone ? 'sms' : 'email';
  const code = newCode();
  const pending: PendingVerification = {
    ...details,
    channel,
    codeHash: codeHash(row.id, code),
    expiresAt: new Date(now.getTime() + CHAT_OTP.ttlMs).toISOString(),
    attempts: 0,
  };
  const [org] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, row.organizationId));
  const text = `Your ${org.name} verification code is ${code}. It expires in ${CHAT_OTP.ttlMs / 60_000} minutes. If you did not ask for it, ignore this message.`;
  const delivery: Delivery = {
    channel,
    to: (details.phone ?? details.email)!,
    subject: `Your ${org.name} verification code`,
    text,
    organizationId: row.organizationId,
  };
  const where = channel === 'sms' ? 'by text message' : 'by email';
  const line = `Thank you. I've sent a ${CHAT_OTP.digits}-digit code ${where}. Please enter it to continue.`;
  return {
    row: await appendAndCount(db, row, [{ role: 'agent', text: line, reply: { type: 'verification', text: line, step: 'code' } }], now, {
      verification: pending,
    }),
    delivery,
  };
}

async function deliver(senders: Senders, d: Delivery): Promise<void> {
  if (d.channel === 'sms') await senders.sms.send({ to: d.to, body: d.text, organizationId: d.organizationId });
  else await senders.email.send({ to: d.to, subject: d.subject, text: d.text });
}

/** The organisation's candidate with these details, or a new one (source `chat`). */
async function matchOrCreateCandidate(db: AppDb, organizationId: string, v: PendingVerification, conversationId: string) {
  const contact = [v.phone ? eq(candidate.phone, v.phone) : undefined, v.email ? eq(candidate.email, v.email) : undefined].filter(Boolean);
  const [found] = await db
    .select()
    .from(candidate)
    .where(
      and(
        eq(candidate.organizationId, organizationId),
        sql`lower(${candidate.firstName}) = ${v.firstName.toLowerCase()}`,
        sql`lower(${candidate.lastName}) = ${v.lastName.toLowerCase()}`,
        eq(candidate.dateOfBirth, v.dateOfBirth),
        or(...contact),
      ),
    )
    .orderBy(asc(candidate.createdAt))
    .limit(1);
  if (found) {
    await audit(db, null, {
      action: 'read',
      entity: 'candidate',
      entityId: found.id,
      organizationId,
      details: { via: 'chat verification', conversationId },
    });
    return found;
  }
  const [created] = await db
    .insert(candidate)
    .values({
      organizationId,
      firstName: v.firstName,
      lastName: v.lastName,
      dateOfBirth: v.dateOfBirth,
      phone: v.phone,
      email: v.email,
      source: 'chat',
    })
    .returning();
  await audit(db, null, {
    action: 'create',
    entity: 'candidate',
    entityId: created.id,
    organizationId,
    details: { via: 'chat verification', conversationId },
  });
  return created;
}

/** Step 2: check the code; on success link the candidate and start the dialogue. */
async function checkCode(db: AppDb, row: ConversationRow, code: string, now: Date) {
  const v = row.verification;
  if (!v) throw conflict('Ask for a code first: give your details');
  if (Date.parse(v.expiresAt) < now.getTime() || v.attempts >= CHAT_OTP.maxAttempts) {
    throw unprocessable('code: this code has expired or was tried too many times; ask for a new one');
  }
  if (!tokenMatches(`${row.id}:${code}`, v.codeHash)) {
    await db
      .update(chatConversation)
      .set({ verification: { ...v, attempts: v.attempts + 1 }, updatedAt: now })
      .where(eq(chatConversation.id, row.id));
    const left = CHAT_OTP.maxAttempts - v.attempts - 1;
    const message = left > 0 ? `That code is not right; ${left} ${left === 1 ? 'try' : 'tries'} left` : 'That code is not right; ask for a new one';
    return { wrong: message } as const;
  }
  const person = await matchOrCreateCandidate(db, row.organizationId, v, row.id);
  const [agent] = await db
    .select()
    .from(chatAgent)
    .where(eq(chatAgent.id, row.chatAgentId ?? ''));
  if (!agent) throw unprocessable('The chat agent of this conversation no longer exists');
  const [org] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, row.organizationId));
  const stored = await startDialogue(db, agent, { now, organizationName: org.name, known: candidateKnown(person, now), withGreeting: false });
  const thanks = `Thank you, ${person.firstName}. You're verified.`;
  const lines: NewLine[] = [{ role: 'agent', text: thanks, reply: { type: 'text', text: thanks } }, ...agentLines(prompt(stored.dialogue, now))];
  return {
    row: await appendAndCount(db, row, lines, now, {
      candidateId: person.id,
      verifiedAt: now,
      verification: null,
      visitorName: `${person.firstName} ${person.lastName}`,
      phase: 'consent',
      ...stateColumns(stored),
    }).then((updated) => ({ ...updated, state: stored as unknown as ConversationRow['state'] })),
  };
}

/**
 * `POST /api/chat-conversations/verify` (public): step 1 (details → a code is sent) or step 2 (`code`). Returns the
 * conversation and every line. @throws 404 for a wrong token; 409 when already verified or no code was asked for;
 * 400 naming the field (bad phone or date of birth, wrong code); 422 for an expired or over-tried code.
 */
export async function verify(db: AppDb, senders: Senders, body: VerifyBody, now = new Date()) {
  const access = { token: body.token };
  const outcome = await audited(db, async (tx) => {
    const row = await loadConversation(tx, body.conversationId, access, true);
    if (row.verifiedAt || row.isTest) throw conflict('This conversation is already verified');
    if (body.code === undefined) return storeCode(tx, row, body, now);
    return checkCode(tx, row, body.code, now);
  });
  // sent after the commit: PGlite runs one transaction at a time, and no code goes out for a write that failed
  if ('delivery' in outcome) await deliver(senders, outcome.delivery);
  // a wrong code is answered after the attempt is committed
  if ('wrong' in outcome) throw badRequest(`code: ${outcome.wrong}`, [{ path: ['body', 'code'], message: outcome.wrong! }]);
  return detail(db, outcome.row, access);
}
