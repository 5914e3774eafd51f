/**
 * Candidate bulk import, used by `POST /api/candidates/bulk` and by the demo seed. One batch is one
 * transaction: every valid row is written or none is. Rows match existing candidates of the organisation by external
 * id, then E.164 phone, then email: a match is updated with the row's non-empty fields, so re-importing a file
 * creates no duplicates.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db';
import { candidate } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { audit, audited } from '../../lib/audit';
import type { ImportRow } from '../../../contracts/candidates';
import { normalizeImportRow, type CleanCandidate, type RowProblem } from './normalize';
import { findMatches } from './repository';

export interface ImportResult {
  created: number;
  updated: number;
  /** One entry per problem; a row may have several. */
  rejected: RowProblem[];
  createdIds: string[];
  updatedIds: string[];
}

type Keyed = { row: number; value: CleanCandidate };

/** Fields of a clean row that overwrite an existing candidate: only those the file actually gives. */
function updateFields(v: CleanCandidate) {
  const fields: Partial<typeof candidate.$inferInsert> = { firstName: v.firstName, lastName: v.lastName };
  for (const key of [
    'externalId',
    'dateOfBirth',
    'deceasedDate',
    'phone',
    'email',
    'addressLine',
    'city',
    'state',
    'postalCode',
    'country',
  ] as const) {
    if (v[key] !== null) Object.assign(fields, { [key]: v[key] });
  }
  if (v.sex !== 'UNKNOWN') fields.sex = v.sex;
  if (v.conditions.length) fields.conditions = v.conditions;
  if (v.medications.length) fields.medications = v.medications;
  return fields;
}

/** Status of a new candidate: deceased people are never contacted. */
function initialStatus(v: CleanCandidate) {
  return v.deceasedDate ? { status: 'DO_NOT_CONTACT', statusReason: 'Deceased', statusChangedAt: new Date() } : {};
}

/**
 * Imports `rows` into `organizationId`. The caller has checked the actor may write there.
 */
export async function importCandidates(
  db: AppDb,
  actor: Actor | null,
  organizationId: string,
  rows: ImportRow[],
  opts: { source?: string; today?: Date } = {},
): Promise<ImportResult> {
  const rejected: RowProblem[] = [];
  const valid: Keyed[] = [];
  for (const row of rows) {
    const r = normalizeImportRow(row, opts.today);
    if (r.ok) valid.push({ row: row.rowNumber, value: r.value });
    else rejected.push(...r.problems);
  }

  const result = await audited(db, async (tx) => {
    const existing = await findMatches(tx, organizationId, {
      externalIds: valid.flatMap((k) => (k.value.externalId ? [k.value.externalId] : [])),
      phones: valid.flatMap((k) => (k.value.phone ? [k.value.phone] : [])),
      emails: valid.flatMap((k) => (k.value.email ? [k.value.email] : [])),
    });
    const byKey = new Map<string, string>();
    const remember = (id: string, c: { externalId: string | null; phone: string | null; email: string | null }) => {
      if (c.externalId) byKey.set(`x:${c.externalId}`, id);
      if (c.phone) byKey.set(`p:${c.phone}`, id);
      if (c.email) byKey.set(`e:${c.email}`, id);
    };
    for (const e of existing) remember(e.id, e);
    const matchOf = (v: CleanCandidate) =>
      (v.externalId && byKey.get(`x:${v.externalId}`)) || (v.phone && byKey.get(`p:${v.phone}`)) || (v.email && byKey.get(`e:${v.email}`)) || null;

    const inserts: (typeof candidate.$inferInsert)[] = [];
    const pendingKeys = new Map<string, number>(); // key → index in inserts, for duplicates inside the batch
    const updates = new Map<string, CleanCandidate>();
    for (const { value } of valid) {
      const id = matchOf(value);
      if (id) {
        updates.set(id, value);
        continue;
      }
      const keys = [value.externalId && `x:${value.externalId}`, value.phone && `p:${value.phone}`, value.email && `e:${value.email}`].filter(
        Boolean,
      ) as string[];
      const dup = keys.map((k) => pendingKeys.get(k)).find((i) => i !== undefined);
      if (dup !== undefined) {
        inserts[dup] = { ...inserts[dup], ...updateFields(value) };
        continue;
      }
      keys.forEach((k) => pendingKeys.set(k, inserts.length));
      inserts.push({
        ...value,
        ...initialStatus(value),
        organizationId,
        source: opts.source ?? 'import',
      });
    }

    const createdIds: string[] = [];
    for (let i = 0; i < inserts.length; i += 1000) {
      const ids = await tx
        .insert(candidate)
        .values(inserts.slice(i, i + 1000))
        .returning({ id: candidate.id });
      createdIds.push(...ids.map((r) => r.id));
    }
    const now = new Date();
    for (const [id, value] of updates) {
      const fields = updateFields(value);
      await tx
        .update(candidate)
        .set({ ...fields, updatedAt: now })
        .where(eq(candidate.id, id));
    }
    const updatedIds = [...updates.keys()];
    await audit(tx, actor, {
      action: 'import',
      entity: 'candidate',
      organizationId,
      details: { created: createdIds, updated: updatedIds, rejectedRows: [...new Set(rejected.map((r) => r.row))] },
    });
    return { createdIds, updatedIds };
  });
  return { created: result.createdIds.length, updated: result.updatedIds.length, rejected, ...result };
}
