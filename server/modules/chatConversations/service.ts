/**
 * Chat conversations ("Public chat", spec §7 `/api/chat-conversations/…`). A visitor starts a conversation
 * with an organisation's chat agent and gets a token that authorises only that conversation; after the identity
 * check (./verification.ts) the prescreen dialogue (server/domain/conversation) runs message by message. Staff read,
 * list and delete their organisations' conversations through their session (tenancy: server/lib/tenancy.ts) and may
 * start a test conversation with an agent. Every message is handled in one transaction with the conversation row
 * locked, so two messages sent at once are applied one after the other. Wrong or missing tokens get the same 404 as a
 * conversation that does not exist.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db';
import { candidate, chatAgent, chatConversation, chatMessage, organization, trial } from '../../db/schema';
import { prompt, step, type AgentReply } from '../../domain/conversation';
import type { Actor } from '../../auth/actor';
import { audit, audited } from '../../lib/audit';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/list';
import { paginate } from '../../lib/paginate';
import { inOrganizations, readableOrganizationIds, scopedId } from '../../lib/tenancy';
import { getChatAgent } from '../chatAgents/service';
import { CHAT_MESSAGE_MAX_CHARS, type CHAT_CONVERSATION_SORTS, type CHAT_CONVERSATION_STATUSES } from '../../../contracts/constants';
import type { chatInitiate } from '../../../contracts/chatConversations';
import { cachedSetup, defaultGreeting, fromColumns, startDialogue, stateColumns, type StoredState } from './dialogue';
import { messageFor, planAssist, withParaphrases, type ChatAssist } from './llmAssist';
import { recordConsent, reopenResults, storeResults } from './outcome';
import { newToken, tokenMatches } from './secrets';
import { conversationView, messageView, type ConversationNames, type ConversationRow, type MessageRow, type StaffExtras } from './view';

/** Who is asking: the visitor with the conversation token, or staff with their session. */
export type Access = { token: string } | { actor: Actor };

/** One transcript line to append (`id`: when the caller needs it before the insert, e.g. as evidence). */
export interface NewLine {
  id?: string;
  role: 'visitor' | 'agent';
  text: string;
  reply: AgentReply | { type: 'verification'; text: string; step: 'details' | 'code' } | null;
}

/** The line that asks for the identity check after the greeting ("verify"). */
export const VERIFY_TEXT =
  'First, so the study team knows who you are, please give your name, your date of birth and a phone number or email address. We will send you a one-time code to confirm it.';

const NOT_FOUND = 'Conversation';

/** Agent lines of the dialogue's replies. */
export function agentLines(replies: readonly AgentReply[]): NewLine[] {
  return replies.map((reply) => ({ role: 'agent', text: reply.text, reply }));
}

/** A conversation as loaded: the row, with `state` the whole dialogue (./dialogue.ts `StoredState`), and its names. */
export type LoadedConversation = ConversationRow & ConversationNames & { handoffText: string | null };

const { setup: _setupColumn, ...rowColumns } = getTableColumns(chatConversation);

/**
 * Reads a conversation the caller may see, with the organisation's and agent's names and the agent's hand-off text,
 * in one query (the conversation row locked for update when `lock`); the dialogue's setup comes from the cache.
 * @throws 404 when it does not exist, is another tenant's, or the token is wrong.
 */
export async function loadConversation(db: AppDb, id: string, access: Access, lock = false): Promise<LoadedConversation> {
  const where = 'actor' in access ? scopedId(access.actor, chatConversation.id, id, chatConversation.organizationId) : eq(chatConversation.id, id);
  const query = db
    .select({ ...rowColumns, organizationName: organization.name, agentName: chatAgent.name, handoffText: chatAgent.handoffText })
    .from(chatConversation)
    .innerJoin(organization, eq(organization.id, chatConversation.organizationId))
    .leftJoin(chatAgent, eq(chatAgent.id, chatConversation.chatAgentId))
    .where(where);
  const [found] = lock ? await query.for('update', { of: chatConversation }) : await query;
  if (!found || ('token' in access && !tokenMatches(access.token, found.tokenHash))) throw notFound(NOT_FOUND);
  const setup = found.state
    ? await cachedSetup(
        found.id,
        async () =>
          (await db.select({ setup: chatConversation.setup }).from(chatConversation).where(eq(chatConversation.id, found.id)))[0]?.setup ?? null,
      )
    : null;
  return { ...found, setup: null, state: fromColumns(found.state, setup) as unknown as ConversationRow['state'] };
}

/**
 * Appends `lines` after the conversation's last line (a line may bring its own `id`); returns the stored lines. The
 * caller updates `messageCount`.
 */
export async function appendLines(db: AppDb, row: ConversationRow, lines: readonly NewLine[], now: Date): Promise<MessageRow[]> {
  if (!lines.length) return [];
  return db
    .insert(chatMessage)
    .values(
      lines.map((l, i) => ({
        ...(l.id ? { id: l.id } : {}),
        conversationId: row.id,
        seq: row.messageCount + i + 1,
        role: l.role,
        text: l.text,
        reply: l.reply as Record<string, unknown> | null,
        createdAt: new Date(now.getTime() + i),
      })),
    )
    .returning();
}

async function names(db: AppDb, row: ConversationRow): Promise<ConversationNames> {
  if ('organizationName' in row)
    return { organizationName: (row as LoadedConversation).organizationName, agentName: (row as LoadedConversation).agentName };
  const [org] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, row.organizationId));
  const [agent] = row.chatAgentId ? await db.select({ name: chatAgent.name }).from(chatAgent).where(eq(chatAgent.id, row.chatAgentId)) : [];
  return { organizationName: org?.name ?? '', agentName: agent?.name ?? null };
}

type ResultTrials = NonNullable<StoredState['dialogue']['result']>['trials'];

/** The per-trial outcomes of the conversations' results, with the trials' titles and NCT IDs. */
async function outcomesOf(db: AppDb, results: readonly (ResultTrials | null | undefined)[]): Promise<StaffExtras['outcomes'][]> {
  const ids = [...new Set(results.flatMap((r) => (r ?? []).map((t) => t.trialId)))];
  const info = ids.length ? await db.select({ id: trial.id, title: trial.title, nctId: trial.nctId }).from(trial).where(inArray(trial.id, ids)) : [];
  return results.map((r) =>
    (r ?? []).map((t) => {
      const found = info.find((x) => x.id === t.trialId);
      return { trialId: t.trialId, trialTitle: found?.title ?? null, nctId: found?.nctId ?? null, aiRecommendation: t.recommendation };
    }),
  );
}

/** "First Last" of each candidate id. */
async function candidateNames(db: AppDb, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  const rows = wanted.length
    ? await db
        .select({ id: candidate.id, firstName: candidate.firstName, lastName: candidate.lastName })
        .from(candidate)
        .where(inArray(candidate.id, wanted))
    : [];
  return new Map(rows.map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
}

async function staffExtras(db: AppDb, row: ConversationRow): Promise<StaffExtras> {
  const [outcomes] = await outcomesOf(db, [(row.state as StoredState | null)?.dialogue.result?.trials]);
  const people = await candidateNames(db, [row.candidateId]);
  return { candidateName: row.candidateId ? (people.get(row.candidateId) ?? null) : null, outcomes };
}

/** The conversation view for `access` (staff get the staff fields). */
export async function viewFor(db: AppDb, row: ConversationRow, access: Access) {
  return conversationView(row, await names(db, row), 'actor' in access ? await staffExtras(db, row) : undefined);
}

/** The conversation with every transcript line. */
export async function detail(db: AppDb, row: ConversationRow, access: Access) {
  const lines = await db.select().from(chatMessage).where(eq(chatMessage.conversationId, row.id)).orderBy(asc(chatMessage.seq));
  return { conversation: await viewFor(db, row, access), messages: lines.map(messageView) };
}

/**
 * `POST /api/chat-conversations/initiate` (public): a conversation with the organisation's published chat agent (or
 * `chatAgentId`, an active agent of that organisation), waiting for the identity check. Returns the token once.
 * @throws 404 when the organisation is unknown or has no chat available.
 */
export async function initiate(db: AppDb, body: z.infer<typeof chatInitiate>, ip: string, now = new Date()) {
  const [org] = await db.select({ id: organization.id, name: organization.name }).from(organization).where(eq(organization.id, body.organizationId));
  if (!org) throw notFound('Organization');
  const [agent] = await db
    .select()
    .from(chatAgent)
    .where(
      and(
        eq(chatAgent.organizationId, org.id),
        eq(chatAgent.active, true),
        eq(chatAgent.type, 'PRESCREEN'),
        body.chatAgentId ? eq(chatAgent.id, body.chatAgentId) : eq(chatAgent.published, true),
      ),
    );
  if (!agent || !agent.prescreenFormId) throw new HttpError(404, 'This organisation has no chat available');
  const { token, hash } = newToken();
  const created = await audited(db, async (tx) => {
    const [row] = await tx
      .insert(chatConversation)
      .values({ organizationId: org.id, chatAgentId: agent.id, tokenHash: hash, createdAt: now, updatedAt: now })
      .returning();
    const greeting = agent.greeting || defaultGreeting(org.name);
    const lines: NewLine[] = [
      { role: 'agent', text: greeting, reply: { type: 'text', text: greeting } },
      { role: 'agent', text: VERIFY_TEXT, reply: { type: 'verification', text: VERIFY_TEXT, step: 'details' } },
    ];
    const stored = await appendLines(tx, row, lines, now);
    const [updated] = await tx.update(chatConversation).set({ messageCount: stored.length }).where(eq(chatConversation.id, row.id)).returning();
    await audit(tx, null, {
      action: 'create',
      entity: 'chat_conversation',
      entityId: row.id,
      organizationId: org.id,
      details: { chatAgentId: agent.id, ip },
    });
    return { row: updated, stored };
  });
  return {
    conversation: conversationView(created.row, { organizationName: org.name, agentName: agent.name }),
    messages: created.stored.map(messageView),
    token,
  };
}

/**
 * `POST /api/chat-conversations/admin/start`: staff try `chatAgentId` as a visitor. The conversation is marked as a
 * test, skips the identity check (no candidate) and starts at the contact-consent question; nothing outside the
 * conversation changes when it completes. @throws 404 for another tenant's agent, 422 for an agent without a form.
 */
export async function adminStart(db: AppDb, actor: Actor, chatAgentId: string, now = new Date()) {
  const agent = await getChatAgent(db, actor, chatAgentId);
  const [org] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, agent.organizationId));
  const stored = await startDialogue(db, agent, { now, organizationName: org.name, withGreeting: true });
  const { token, hash } = newToken();
  const row = await audited(db, async (tx) => {
    const [created] = await tx
      .insert(chatConversation)
      .values({
        organizationId: agent.organizationId,
        chatAgentId: agent.id,
        tokenHash: hash,
        isTest: true,
        phase: 'consent',
        ...stateColumns(stored),
        startedByUserId: actor.userId,
        visitorName: `Test by ${actor.name}`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const lines = await appendLines(tx, created, agentLines(prompt(stored.dialogue, now)), now);
    const [updated] = await tx.update(chatConversation).set({ messageCount: lines.length }).where(eq(chatConversation.id, created.id)).returning();
    await audit(tx, actor, {
      action: 'create',
      entity: 'chat_conversation',
      entityId: created.id,
      organizationId: created.organizationId,
      details: { chatAgentId: agent.id, test: true },
    });
    return { ...updated, state: stored as unknown as ConversationRow['state'] };
  });
  return { ...(await detail(db, row, { actor })), token };
}

/**
 * `POST /api/chat-conversations/{id}/messages`: the visitor's message → the agent's replies. Returns the conversation
 * and the new lines (the visitor's, then the agent's). Side effects: ./outcome.ts (consent, results, candidate status).
 * With `assist` (a language model is configured), see ./llmAssist.ts: an answer the parser cannot read may be read
 * from the model's checked reading, and questions may be shown reworded; the model is asked before the transaction.
 * @throws 413 over CHAT_MESSAGE_MAX_CHARS characters; 404 for a wrong token or another tenant's conversation; 409
 *   before the identity check.
 */
export async function postMessage(db: AppDb, id: string, access: Access, text: string, now = new Date(), assist?: ChatAssist) {
  if (text.length > CHAT_MESSAGE_MAX_CHARS)
    throw new HttpError(413, `text: at most ${CHAT_MESSAGE_MAX_CHARS} characters (this message has ${text.length})`);
  // ── LLM assist (optional; ./llmAssist.ts): model calls here, outside the transaction, on the row read
  // without lock; inside, the reading is used only if the dialogue still waits for the same question.
  const plan = assist ? await planAssist(db, assist, await loadConversation(db, id, access).catch(() => null), text, now) : null;
  const out = await audited(db, async (tx) => {
    const row = await loadConversation(tx, id, access, true);
    const stored = row.state as StoredState | null;
    if (row.phase === 'verification' || !stored) throw conflict('Verify your details first: the chat starts after the one-time code');
    const visitorId = randomUUID();
    const result = step(stored.dialogue, messageFor(plan, stored.dialogue, { id: visitorId, text }), { now });
    const replies = withParaphrases(plan, result.replies); // ── end of LLM assist
    const closing = replies.find((r) => r.type === 'closing');
    if (closing?.type === 'closing' && closing.outcome === 'next_step' && row.handoffText && stored.dialogue.phase !== 'completed')
      replies.push({ type: 'text', text: row.handoffText });
    const lines = await appendLines(tx, row, [{ id: visitorId, role: 'visitor', text, reply: null }, ...agentLines(replies)], now);
    const next: StoredState = { ...stored, dialogue: result.state };
    const phase = result.state.phase;
    const finished = phase === 'completed' || phase === 'declined';
    const [updated] = await tx
      .update(chatConversation)
      .set({
        ...stateColumns(next, false),
        phase,
        status: finished ? 'COMPLETED' : 'ONGOING',
        messageCount: row.messageCount + lines.length,
        updatedAt: now,
        completedAt: finished ? (row.completedAt ?? now) : null,
      })
      .where(eq(chatConversation.id, row.id))
      .returning();
    if (!stored.dialogue.consent && result.state.consent?.given) await recordConsent(tx, updated, now);
    if (stored.dialogue.phase === 'completed' && phase !== 'completed') await reopenResults(tx, updated, now);
    if (stored.dialogue.phase !== 'completed' && phase === 'completed') await storeResults(tx, updated, next, now);
    const loaded: LoadedConversation = {
      ...updated,
      state: next as unknown as ConversationRow['state'],
      organizationName: row.organizationName,
      agentName: row.agentName,
      handoffText: row.handoffText,
    };
    return { row: loaded, lines };
  });
  return { conversation: await viewFor(db, out.row, access), messages: out.lines.map(messageView) };
}

/** `GET /api/chat-conversations/{id}`: the conversation and every line. Staff reads are audited. @throws 404. */
export async function getConversation(db: AppDb, id: string, access: Access) {
  const row = await loadConversation(db, id, access);
  if ('actor' in access)
    await audit(db, access.actor, { action: 'read', entity: 'chat_conversation', entityId: row.id, organizationId: row.organizationId });
  return detail(db, row, access);
}

/**
 * `DELETE /api/chat-conversations/{id}`: removes the conversation and its transcript (a visitor may delete their own).
 * Stored prescreen results stay, without the link to the transcript. @throws 404.
 */
export async function deleteConversation(db: AppDb, id: string, access: Access) {
  const row = await loadConversation(db, id, access);
  await audited(db, async (tx) => {
    await tx.delete(chatConversation).where(eq(chatConversation.id, row.id));
    await audit(tx, 'actor' in access ? access.actor : null, {
      action: 'delete',
      entity: 'chat_conversation',
      entityId: row.id,
      organizationId: row.organizationId,
      details: { by: 'actor' in access ? 'staff' : 'visitor' },
    });
  });
}

/** Filters of `GET /api/chat-conversations/` (spec §2 /admin/chat-conversations). Dates are UTC calendar days, inclusive. */
export interface ConversationListQuery {
  organizationId?: string;
  organizationIds?: string[];
  status?: (typeof CHAT_CONVERSATION_STATUSES)[number];
  sortBy?: (typeof CHAT_CONVERSATION_SORTS)[number];
  q?: string;
  dateFrom?: string;
  dateTo?: string;
  chatAgentId?: string;
  limit: number;
  offset: number;
}

const SORTS: Record<(typeof CHAT_CONVERSATION_SORTS)[number], SQL[]> = {
  'createdAt:desc': [desc(chatConversation.createdAt)],
  'createdAt:asc': [asc(chatConversation.createdAt)],
  'updatedAt:desc': [desc(chatConversation.updatedAt)],
  'updatedAt:asc': [asc(chatConversation.updatedAt)],
  status: [desc(chatConversation.status), desc(chatConversation.updatedAt)],
};

/**
 * `GET /api/chat-conversations/`: `{ chatConversations, total }` (staff views, without `progress`: the list does not
 * load the dialogue state). @throws 403 for another organisation.
 */
export async function listConversations(db: AppDb, actor: Actor, query: ConversationListQuery) {
  const requested = [...(query.organizationId ? [query.organizationId] : []), ...(query.organizationIds ?? [])];
  const orgIds = readableOrganizationIds(actor, requested.length ? requested : undefined);
  const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);
  const where = and(
    inOrganizations(chatConversation.organizationId, orgIds),
    query.status ? eq(chatConversation.status, query.status) : undefined,
    query.chatAgentId ? eq(chatConversation.chatAgentId, query.chatAgentId) : undefined,
    query.dateFrom ? gte(chatConversation.createdAt, new Date(`${query.dateFrom}T00:00:00Z`)) : undefined,
    query.dateTo ? lt(chatConversation.createdAt, nextDay(query.dateTo)) : undefined,
    query.q ? or(ilike(chatConversation.visitorName, likePattern(query.q)), ilike(chatAgent.name, likePattern(query.q))) : undefined,
  );
  const { state: _state, ...columns } = rowColumns;
  const { rows, total } = await paginate(
    db
      .select({
        row: columns,
        results: sql<ResultTrials | null>`${chatConversation.state}->'dialogue'->'result'->'trials'`,
        agentName: chatAgent.name,
        organizationName: organization.name,
      })
      .from(chatConversation)
      .innerJoin(organization, eq(organization.id, chatConversation.organizationId))
      .leftJoin(chatAgent, eq(chatAgent.id, chatConversation.chatAgentId))
      .where(where)
      .$dynamic(),
    db.select({ total: count() }).from(chatConversation).leftJoin(chatAgent, eq(chatAgent.id, chatConversation.chatAgentId)).where(where),
    query,
    [...SORTS[query.sortBy ?? 'createdAt:desc'], asc(chatConversation.id)],
  );
  const people = await candidateNames(
    db,
    rows.map((r) => r.row.candidateId),
  );
  const outcomes = await outcomesOf(
    db,
    rows.map((r) => r.results),
  );
  return {
    chatConversations: rows.map(({ row, agentName, organizationName }, i) =>
      conversationView(
        { ...row, state: null, setup: null },
        { organizationName, agentName },
        { candidateName: row.candidateId ? (people.get(row.candidateId) ?? null) : null, outcomes: outcomes[i] },
      ),
    ),
    total,
  };
}
