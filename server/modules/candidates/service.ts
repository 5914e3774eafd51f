/**
 * Candidates (DESIGN §4; spec §7). Every read of a candidate record and every list page writes an audit event; every
 * change does too. Another tenant's candidate is a 404.
 */
import { and, count, eq, getTableColumns, inArray, isNotNull, not, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db';
import { candidate, type PrescreenNote } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { badRequest, notFound } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paginate';
import { readableOrganizationIds, scopedId, tenantFilter, writableOrganizationId } from '../../lib/tenancy';
import { audit, audited } from '../../lib/audit';
import type { candidateCreate, candidatePatch, prescreenNoteCreate, resetStatusBody } from '../../../contracts/candidates';
import { toE164 } from './normalize';
import { candidateWhere, SORTING, type CandidateFilter } from './repository';

export interface CandidateListQuery extends PageQuery {
  organizationId?: string;
  organizationIds?: string[];
  q?: string;
  status?: string[];
  source?: string;
}

/** Columns returned to clients (the generated search text stays internal). */
const { searchText: _searchText, ...columns } = getTableColumns(candidate);

/** Resolves the organisations of a list or export. @throws 403 for another tenant. */
export function filterFor(actor: Actor, query: Omit<CandidateListQuery, 'limit' | 'offset' | 'sort' | 'order'>): CandidateFilter {
  const requested = [...(query.organizationId ? [query.organizationId] : []), ...(query.organizationIds ?? [])];
  return {
    organizationIds: readableOrganizationIds(actor, requested.length ? requested : undefined),
    q: query.q,
    status: query.status,
    source: query.source,
  };
}

export async function listCandidates(db: AppDb, actor: Actor, query: CandidateListQuery) {
  const filter = filterFor(actor, query);
  const where = candidateWhere(filter);
  const { rows, total } = await paginate(
    db.select(columns).from(candidate).where(where).$dynamic(),
    db.select({ total: count() }).from(candidate).where(where),
    query,
    SORTING,
  );
  // one event per organisation listed, naming the records of that organisation the page showed, so each
  // organisation's audit log (and each candidate's activity) sees who listed its records
  await audit(
    db,
    actor,
    filter.organizationIds.map((organizationId) => ({
      action: 'list' as const,
      entity: 'candidate',
      organizationId,
      details: {
        organizationIds: filter.organizationIds,
        ids: rows.filter((r) => r.organizationId === organizationId).map((r) => r.id),
        q: query.q ?? null,
      },
    })),
  );
  return { candidates: rows, total };
}

async function findCandidate(db: AppDb, actor: Actor, id: string) {
  const [row] = await db
    .select(columns)
    .from(candidate)
    .where(scopedId(actor, candidate.id, id, candidate.organizationId));
  if (!row) throw notFound('Candidate');
  return row;
}

export async function getCandidate(db: AppDb, actor: Actor, id: string) {
  const row = await findCandidate(db, actor, id);
  await audit(db, actor, { action: 'read', entity: 'candidate', entityId: id, organizationId: row.organizationId });
  return row;
}

/**
 * Normalises phone (E.164) and email (lower case). @throws 400 "phone: …" for an unreadable number, 400
 * "dateOfBirth: …" for a date of birth in the future (the CSV import refuses those rows too).
 */
function normaliseContact<T extends { phone?: string | null; email?: string | null; dateOfBirth?: string | null }>(input: T): T {
  if (input.dateOfBirth && input.dateOfBirth > new Date().toISOString().slice(0, 10)) {
    throw badRequest(`dateOfBirth: ${input.dateOfBirth} is in the future`, [
      { path: ['body', 'dateOfBirth'], message: 'date of birth in the future' },
    ]);
  }
  const out = { ...input };
  if (input.phone) {
    const e164 = toE164(input.phone);
    if (!e164)
      throw badRequest(`phone: "${input.phone}" is not a valid phone number`, [{ path: ['body', 'phone'], message: 'invalid phone number' }]);
    out.phone = e164;
  }
  if (input.email) out.email = input.email.toLowerCase();
  return out;
}

function consentStamps(input: { consentSms?: boolean; consentCall?: boolean }, source: string) {
  const now = new Date();
  return {
    ...(input.consentSms !== undefined ? { consentSmsAt: now, consentSmsSource: source } : {}),
    ...(input.consentCall !== undefined ? { consentCallAt: now, consentCallSource: source } : {}),
  };
}

export async function createCandidate(db: AppDb, actor: Actor, organizationId: string | undefined, input: z.infer<typeof candidateCreate>) {
  const orgId = writableOrganizationId(actor, organizationId);
  const values = normaliseContact(input);
  return audited(db, async (tx) => {
    const [row] = await tx
      .insert(candidate)
      .values({
        ...values,
        organizationId: orgId,
        ...consentStamps(input, `staff:${actor.userId}`),
        ...(input.status ? { statusChangedAt: new Date() } : {}),
      })
      .returning(columns);
    await audit(tx, actor, { action: 'create', entity: 'candidate', entityId: row.id, organizationId: orgId });
    return row;
  });
}

export async function updateCandidate(db: AppDb, actor: Actor, id: string, input: z.infer<typeof candidatePatch>) {
  const current = await findCandidate(db, actor, id);
  const values = normaliseContact(input);
  const statusChanged = input.status !== undefined && input.status !== current.status;
  return audited(db, async (tx) => {
    const [row] = await tx
      .update(candidate)
      .set({
        ...values,
        ...consentStamps(input, `staff:${actor.userId}`),
        // the reason belongs to the status change: a new status without a reason does not keep the old one
        ...(statusChanged ? { statusChangedAt: new Date(), statusReason: input.statusReason ?? null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(candidate.id, id))
      .returning(columns);
    await audit(tx, actor, {
      action: 'update',
      entity: 'candidate',
      entityId: id,
      organizationId: current.organizationId,
      details: {
        fields: Object.keys(input),
        ...(statusChanged ? { status: { from: current.status, to: input.status, reason: input.statusReason ?? null } } : {}),
      },
    });
    return row;
  });
}

export async function deleteCandidate(db: AppDb, actor: Actor, id: string) {
  const current = await findCandidate(db, actor, id);
  await audited(db, async (tx) => {
    await tx.delete(candidate).where(eq(candidate.id, id));
    await audit(tx, actor, { action: 'delete', entity: 'candidate', entityId: id, organizationId: current.organizationId });
  });
}

/** Candidates nobody may move in bulk: marked do-not-contact, or deceased. */
const untouchable = or(eq(candidate.status, 'DO_NOT_CONTACT'), isNotNull(candidate.deceasedDate))!;

/**
 * `PATCH /api/candidates/reset-status?organizationId=`: sets `status` (default NEW) and `reason` on the candidates
 * `ids` of the organisation, or on every candidate of it with `all: true` — the spec's bulk reset (§4) and the grid's
 * bulk status change. Ids of other organisations are ignored. A candidate marked do-not-contact or deceased is never
 * moved: a bulk change must not put someone who asked not to be contacted, or who has died, back on a call list (one
 * candidate's status can still be corrected on its own page); they are counted in `skipped`.
 * @returns `{ updated, skipped }` counts of candidates. @throws 403 for another organisation.
 */
export async function resetStatus(db: AppDb, actor: Actor, organizationId: string | undefined, body: z.infer<typeof resetStatusBody>) {
  const orgId = writableOrganizationId(actor, organizationId);
  const chosen = and(eq(candidate.organizationId, orgId), body.ids ? inArray(candidate.id, body.ids) : undefined);
  return audited(db, async (tx) => {
    const rows = await tx
      .update(candidate)
      .set({ status: body.status, statusReason: body.reason ?? null, statusChangedAt: new Date(), updatedAt: new Date() })
      .where(and(chosen, not(untouchable)))
      .returning({ id: candidate.id });
    const skipped = await tx.select({ id: candidate.id }).from(candidate).where(and(chosen, untouchable));
    await audit(tx, actor, {
      action: 'update',
      entity: 'candidate',
      organizationId: orgId,
      details: {
        status: body.status,
        reason: body.reason ?? null,
        all: body.all === true,
        ids: rows.map((r) => r.id),
        skipped: skipped.map((r) => r.id),
      },
    });
    return { updated: rows.length, skipped: skipped.length };
  });
}

export async function listNotes(db: AppDb, actor: Actor, id: string) {
  const row = await getCandidate(db, actor, id);
  return { notes: row.prescreenNotes };
}

export async function addNote(db: AppDb, actor: Actor, id: string, input: z.infer<typeof prescreenNoteCreate>) {
  const current = await findCandidate(db, actor, id);
  const note: PrescreenNote = { text: input.text, createdAt: new Date().toISOString(), authorId: actor.userId, authorName: actor.name };
  return audited(db, async (tx) => {
    const [row] = await tx
      .update(candidate)
      .set({ prescreenNotes: sql`${candidate.prescreenNotes} || ${JSON.stringify([note])}::jsonb`, updatedAt: new Date() })
      .where(eq(candidate.id, id))
      .returning({ notes: candidate.prescreenNotes });
    await audit(tx, actor, {
      action: 'update',
      entity: 'candidate',
      entityId: id,
      organizationId: current.organizationId,
      details: { prescreenNote: 'added' },
    });
    return { notes: row.notes };
  });
}

/** Deletes the note at position `index` (0-based, spec §3). @throws 404 when there is no such note. */
export async function deleteNote(db: AppDb, actor: Actor, id: string, index: number) {
  const current = await findCandidate(db, actor, id);
  if (index >= current.prescreenNotes.length) throw notFound('Prescreen note');
  return audited(db, async (tx) => {
    const [row] = await tx
      .update(candidate)
      .set({ prescreenNotes: sql`${candidate.prescreenNotes} - ${index}::int`, updatedAt: new Date() })
      .where(and(eq(candidate.id, id), tenantFilter(actor, candidate.organizationId)))
      .returning({ notes: candidate.prescreenNotes });
    await audit(tx, actor, {
      action: 'update',
      entity: 'candidate',
      entityId: id,
      organizationId: current.organizationId,
      details: { prescreenNote: 'deleted', index },
    });
    return { notes: row.notes };
  });
}
