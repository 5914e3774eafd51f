/**
 * Chat agents (DESIGN §4, "Chat agents"): per organisation, on trial(s) and a prescreen form of that
 * organisation, with greeting, persona, contact-consent and hand-off wording. An organisation publishes at most one
 * agent as its public chat: publishing one unpublishes the previous one in the same transaction and sets
 * `organization.chat_enabled` (read by the public lookup's `chatAvailable`); unpublishing or deleting the published
 * agent clears it. Tenancy (server/lib/tenancy.ts): another tenant's agent is a 404, a list or create aimed at another
 * organisation a 403. Every change is audited.
 *
 * Publishing on a trial a self-report prescreen does not suit (the trial's `prescreenSuitability`: not recruiting,
 * retrospective, records only, registry, people enrolled in hospital or emergency care) is refused with a 422 naming
 * the trial and its reasons, unless the request says `acknowledgeUnsuitable: true`: a public chat that cannot recruit
 * anyone must be a decision, not an accident. The acknowledgement is not stored; the audit event lists the trials.
 */
import { and, count, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db';
import { chatAgent, organization, prescreenForm, trial } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { audit, audited, type AuditInput } from '../../lib/audit';
import { conflict, isUniqueViolation, notFound, unprocessable } from '../../lib/errors';
import { likePattern } from '../../lib/list';
import { paginate, type PageQuery, type Sorting } from '../../lib/paginate';
import { inOrganizations, readableOrganizationIds, scopedId, writableOrganizationId } from '../../lib/tenancy';
import type { CHAT_AGENT_TYPES, chatAgentCreate, chatAgentPatch } from '../../../contracts/chatAgents';
import type { SuitabilityReason } from '../../domain/eligibility';
import { judgeTrial, suitabilityRecord } from '../trials/suitability';
import { checksOfForm } from '../prescreenForms/service';

export type ChatAgent = typeof chatAgent.$inferSelect;
type ChatAgentInput = z.infer<typeof chatAgentPatch>;

const SORTING: Sorting = {
  fields: {
    name: chatAgent.name,
    type: chatAgent.type,
    active: chatAgent.active,
    published: chatAgent.published,
    createdAt: chatAgent.createdAt,
    updatedAt: chatAgent.updatedAt,
  },
  fallback: { sort: 'createdAt', order: 'desc' },
  tiebreak: chatAgent.id,
};

/** `GET /api/chat-agents/internal/`: `{ chatAgents, total }` of the readable organisations. @throws 403 for another organisation. */
export async function listChatAgents(
  db: AppDb,
  actor: Actor,
  query: PageQuery & { organizationId?: string; organizationIds?: string[]; type?: (typeof CHAT_AGENT_TYPES)[number]; q?: string },
) {
  const requested = [...(query.organizationId ? [query.organizationId] : []), ...(query.organizationIds ?? [])];
  const orgIds = readableOrganizationIds(actor, requested.length ? requested : undefined);
  const where = and(
    inOrganizations(chatAgent.organizationId, orgIds),
    query.type ? eq(chatAgent.type, query.type) : undefined,
    query.q ? ilike(chatAgent.name, likePattern(query.q)) : undefined,
  );
  const { rows, total } = await paginate(
    db.select().from(chatAgent).where(where).$dynamic(),
    db.select({ total: count() }).from(chatAgent).where(where),
    query,
    SORTING,
  );
  return { chatAgents: rows, total };
}

/** `GET /api/chat-agents/internal/:id`. @throws 404 when missing or another tenant's. */
export async function getChatAgent(db: AppDb, actor: Actor | null, id: string): Promise<ChatAgent> {
  const where = actor ? scopedId(actor, chatAgent.id, id, chatAgent.organizationId) : eq(chatAgent.id, id);
  const [row] = await db.select().from(chatAgent).where(where);
  if (!row) throw notFound('Chat agent');
  return row;
}

/**
 * @throws 422 naming `trialIds.<n>` or `prescreenFormId` when a trial or the form is not one of `orgId`'s (whether it
 *   does not exist or belongs to another organisation is not told apart).
 */
async function checkReferences(db: AppDb, orgId: string, input: ChatAgentInput): Promise<void> {
  if (input.trialIds?.length) {
    const rows = await db
      .select({ id: trial.id })
      .from(trial)
      .where(and(inArray(trial.id, [...new Set(input.trialIds)]), eq(trial.organizationId, orgId)));
    const own = new Set(rows.map((r) => r.id));
    const bad = input.trialIds.findIndex((id) => !own.has(id));
    if (bad >= 0) throw unprocessable(`trialIds.${bad}: the trial is not one of the agent's organisation`);
  }
  if (input.prescreenFormId) {
    const [row] = await db
      .select({ id: prescreenForm.id })
      .from(prescreenForm)
      .where(and(eq(prescreenForm.id, input.prescreenFormId), eq(prescreenForm.organizationId, orgId)));
    if (!row) throw unprocessable("prescreenFormId: the prescreen form is not one of the agent's organisation");
  }
}

/**
 * A public chat runs its prescreen form: a form whose criteria no truthful set of answers can pass would turn every
 * visitor away (server/domain/prescreenForm/checks.ts). Checked when an agent is published with a form, or a
 * published agent gets another form.
 * @throws 422 "prescreenFormId: …" naming the criteria that cannot be passed together.
 */
async function checkFormPublishable(db: AppDb, formId: string | null | undefined): Promise<void> {
  if (!formId) return;
  const [form] = await db
    .select({ content: prescreenForm.content, trialIds: prescreenForm.trialIds })
    .from(prescreenForm)
    .where(eq(prescreenForm.id, formId));
  if (!form) return;
  const checks = await checksOfForm(db, { content: form.content as never, trialIds: form.trialIds });
  const blocking = checks.issues.filter((i) => i.check === 'unsatisfiable');
  if (blocking.length) throw unprocessable(`prescreenFormId: this prescreen form cannot be published: ${blocking.map((i) => i.message).join(' ')}`);
}

/** A trial of an agent that a self-report prescreen does not suit: "NCT05305235 “RCT for …”" and why. */
interface UnsuitableTrial {
  id: string;
  label: string;
  reasons: SuitabilityReason[];
}

/** The trials among `trialIds` (of `orgId`) whose prescreen suitability has reasons, in the order given. */
async function unsuitableTrials(db: AppDb, orgId: string, trialIds: string[]): Promise<UnsuitableTrial[]> {
  if (trialIds.length === 0) return [];
  const rows = await db
    .select({
      id: trial.id,
      nctId: trial.nctId,
      title: trial.title,
      officialTitle: trial.officialTitle,
      overallStatus: trial.overallStatus,
      criteriaText: trial.criteriaText,
      briefSummary: trial.briefSummary,
      keywords: trial.keywords,
      sourceRecord: suitabilityRecord,
    })
    .from(trial)
    .where(and(inArray(trial.id, [...new Set(trialIds)]), eq(trial.organizationId, orgId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: UnsuitableTrial[] = [];
  for (const id of new Set(trialIds)) {
    const row = byId.get(id);
    if (!row) continue;
    const { reasons } = judgeTrial(row);
    if (reasons.length > 0) out.push({ id, label: row.nctId ? `${row.nctId} “${row.title}”` : `“${row.title}”`, reasons });
  }
  return out;
}

/**
 * Before an agent becomes (or stays) the public chat with `trialIds`: the ids of those trials a self-report prescreen
 * does not suit, when `acknowledged`.
 * @throws 422 "published: …" naming each such trial and its reasons, when not `acknowledged`.
 */
async function checkPublishable(db: AppDb, orgId: string, trialIds: string[], acknowledged: boolean | undefined): Promise<string[]> {
  const unsuitable = await unsuitableTrials(db, orgId, trialIds);
  if (unsuitable.length === 0 || acknowledged) return unsuitable.map((t) => t.id);
  const which = unsuitable.map((t) => `${t.label}: ${t.reasons.map((r) => r.message).join('; ')}`).join(' | ');
  throw unprocessable(
    `published: a self-report prescreen does not suit ${unsuitable.length === 1 ? 'this trial' : 'these trials'}, so a public chat on it is unlikely to recruit anyone. ${which}. To publish anyway, send acknowledgeUnsuitable: true`,
  );
}

/** Unpublishes the organisation's published agents other than `keepId`; returns their ids. */
async function unpublishOthers(tx: AppDb, orgId: string, keepId: string | null): Promise<string[]> {
  const rows = await tx
    .update(chatAgent)
    .set({ published: false, updatedAt: new Date() })
    .where(and(eq(chatAgent.organizationId, orgId), eq(chatAgent.published, true), keepId ? ne(chatAgent.id, keepId) : undefined))
    .returning({ id: chatAgent.id });
  return rows.map((r) => r.id);
}

async function setChatEnabled(tx: AppDb, orgId: string, enabled: boolean): Promise<void> {
  await tx.update(organization).set({ chatEnabled: enabled, updatedAt: new Date() }).where(eq(organization.id, orgId));
}

const unpublishedEvents = (ids: string[], orgId: string): AuditInput[] =>
  ids.map((id) => ({
    action: 'update',
    entity: 'chat_agent',
    entityId: id,
    organizationId: orgId,
    details: { fields: ['published'], published: false, reason: 'another agent was published' },
  }));

/**
 * `POST /api/chat-agents/internal/?organizationId=`: an agent of that organisation (default: the actor's); with
 * `published`, it replaces the organisation's public chat agent. `actor` null = the system (demo seed).
 * @throws 403 for another organisation; 422 for a trial or form not of the organisation, when published on a trial
 *   a self-report prescreen does not suit without `acknowledgeUnsuitable`, or with a form whose criteria cannot be
 *   passed (`checkFormPublishable`); 409 when another publish came first.
 */
export async function createChatAgent(
  db: AppDb,
  actor: Actor | null,
  organizationId: string | undefined,
  input: z.infer<typeof chatAgentCreate>,
): Promise<ChatAgent> {
  const orgId = actor ? writableOrganizationId(actor, organizationId) : organizationId!;
  await checkReferences(db, orgId, input);
  const { acknowledgeUnsuitable, ...values } = input;
  const acknowledged = input.published ? await checkPublishable(db, orgId, input.trialIds ?? [], acknowledgeUnsuitable) : [];
  if (input.published) await checkFormPublishable(db, input.prescreenFormId);
  try {
    return await audited(db, async (tx) => {
      const unpublished = input.published ? await unpublishOthers(tx, orgId, null) : [];
      const [row] = await tx
        .insert(chatAgent)
        .values({ ...values, organizationId: orgId })
        .returning();
      if (input.published) await setChatEnabled(tx, orgId, true);
      await audit(tx, actor, [
        ...unpublishedEvents(unpublished, orgId),
        {
          action: 'create',
          entity: 'chat_agent',
          entityId: row.id,
          organizationId: orgId,
          details: { type: row.type, published: row.published, ...(acknowledged.length ? { unsuitableTrialsAcknowledged: acknowledged } : {}) },
        },
      ]);
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('published: another agent of this organisation was published at the same time');
    throw e;
  }
}

/**
 * `PATCH /api/chat-agents/internal/:id`. Publishing unpublishes the previous public agent; unpublishing the
 * published one turns the organisation's public chat off. Publishing checks every trial of the agent; a published
 * agent that gets new trials checks the new ones (trials already acknowledged are not asked about again).
 * @throws 404 when missing or another tenant's; 422 for a trial or form not of the organisation, for a trial a
 *   self-report prescreen does not suit without `acknowledgeUnsuitable`, or for a form whose criteria cannot be
 *   passed; 409 on a race.
 */
export async function updateChatAgent(db: AppDb, actor: Actor, id: string, input: ChatAgentInput): Promise<ChatAgent> {
  const current = await getChatAgent(db, actor, id);
  const orgId = current.organizationId;
  await checkReferences(db, orgId, input);
  const publishing = input.published === true && !current.published;
  const unpublishing = input.published === false && current.published;
  const { acknowledgeUnsuitable, ...values } = input;
  const staysPublished = current.published && input.published !== false;
  const checked = publishing
    ? (input.trialIds ?? current.trialIds)
    : staysPublished
      ? (input.trialIds ?? []).filter((t) => !current.trialIds.includes(t))
      : [];
  const acknowledged = await checkPublishable(db, orgId, checked, acknowledgeUnsuitable);
  const formChanged = input.prescreenFormId !== undefined && input.prescreenFormId !== current.prescreenFormId;
  if (publishing || (staysPublished && formChanged))
    await checkFormPublishable(db, input.prescreenFormId !== undefined ? input.prescreenFormId : current.prescreenFormId);
  try {
    return await audited(db, async (tx) => {
      const unpublished = publishing ? await unpublishOthers(tx, orgId, id) : [];
      const [row] = await tx
        .update(chatAgent)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(chatAgent.id, id))
        .returning();
      if (publishing) await setChatEnabled(tx, orgId, true);
      if (unpublishing) await setChatEnabled(tx, orgId, false);
      await audit(tx, actor, [
        ...unpublishedEvents(unpublished, orgId),
        {
          action: 'update',
          entity: 'chat_agent',
          entityId: id,
          organizationId: orgId,
          details: { fields: Object.keys(values), ...(acknowledged.length ? { unsuitableTrialsAcknowledged: acknowledged } : {}) },
        },
      ]);
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('published: another agent of this organisation was published at the same time');
    throw e;
  }
}

/** `DELETE /api/chat-agents/internal/:id`; deleting the published agent turns the public chat off. @throws 404. */
export async function deleteChatAgent(db: AppDb, actor: Actor, id: string): Promise<void> {
  const current = await getChatAgent(db, actor, id);
  await audited(db, async (tx) => {
    await tx.delete(chatAgent).where(eq(chatAgent.id, id));
    if (current.published) await setChatEnabled(tx, current.organizationId, false);
    await audit(tx, actor, {
      action: 'delete',
      entity: 'chat_agent',
      entityId: id,
      organizationId: current.organizationId,
      details: { published: current.published },
    });
  });
}
