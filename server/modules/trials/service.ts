/**
 * Trials (studies), DESIGN §4. Lists are scoped to readable organisations; a record of another tenant is a 404.
 */
import { and, count, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db';
import { trial } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/list';
import { paginate, type PageQuery, type Sorting } from '../../lib/paginate';
import { inOrganizations, readableOrganizationIds, scopedId, writableOrganizationId } from '../../lib/tenancy';
import { audit, audited } from '../../lib/audit';
import { ageRangeProblem, type trialCreate, type trialPatch } from '../../../contracts/trials';
import { judgeTrial, suitabilityRecord } from './suitability';

const SORTING: Sorting = {
  fields: {
    title: trial.title,
    nctId: trial.nctId,
    sponsor: trial.sponsor,
    overallStatus: trial.overallStatus,
    enrollmentTarget: trial.enrollmentTarget,
    createdAt: trial.createdAt,
    updatedAt: trial.updatedAt,
  },
  fallback: { sort: 'createdAt', order: 'desc' },
  tiebreak: trial.id,
};

/** List columns: everything but the verbatim registry record (large; read it on the trial itself). */
const { sourceRecord: _sourceRecord, ...listColumns } = getTableColumns(trial);

/**
 * `GET /api/trials`: `{ trials, total }` of the readable organisations, each trial without its registry record and with
 * its `prescreenSuitability`. @throws 403 for another organisation.
 */
export async function listTrials(db: AppDb, actor: Actor, query: PageQuery & { organizationIds?: string[]; q?: string; overallStatus?: string }) {
  const orgIds = readableOrganizationIds(actor, query.organizationIds);
  const pattern = query.q ? likePattern(query.q) : null;
  const where = and(
    inOrganizations(trial.organizationId, orgIds),
    query.overallStatus ? eq(trial.overallStatus, query.overallStatus) : undefined,
    pattern
      ? or(
          ilike(trial.title, pattern),
          ilike(trial.nctId, pattern),
          ilike(trial.sponsor, pattern),
          sql`lower(array_to_string(${trial.conditions}, ' ')) like ${pattern}`,
        )
      : undefined,
  );
  const { rows, total } = await paginate(
    db
      .select({ ...listColumns, suitabilityRecord })
      .from(trial)
      .where(where)
      .$dynamic(),
    db.select({ total: count() }).from(trial).where(where),
    query,
    SORTING,
  );
  // each trial's prescreen suitability, judged on the design fields of its record instead of the whole record
  const trials = rows.map(({ suitabilityRecord: record, ...row }) => ({
    ...row,
    prescreenSuitability: judgeTrial({ ...row, sourceRecord: record }),
  }));
  return { trials, total };
}

export async function getTrial(db: AppDb, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(trial)
    .where(scopedId(actor, trial.id, id, trial.organizationId));
  if (!row) throw notFound('Trial');
  return row;
}

/** @throws 409 when the organisation already has a trial with this NCT ID. */
export async function createTrial(db: AppDb, actor: Actor, organizationId: string | undefined, input: z.infer<typeof trialCreate>) {
  const orgId = writableOrganizationId(actor, organizationId);
  try {
    return await audited(db, async (tx) => {
      const [row] = await tx
        .insert(trial)
        .values({ ...input, organizationId: orgId })
        .returning();
      await audit(tx, actor, { action: 'create', entity: 'trial', entityId: row.id, organizationId: orgId });
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('nctId: this organisation already has a trial with this NCT ID');
    throw e;
  }
}

/**
 * `PATCH /api/trials/:trialId` with any subset of the trial fields. The age range is checked with the stored value
 * of the end not sent.
 * @throws 404 when missing or another tenant's; 400 naming `minAgeMonths` (or `maxAgeMonths` when only that was sent)
 *   when the minimum would be above the maximum; 409 for an NCT ID the organisation already has.
 */
export async function updateTrial(db: AppDb, actor: Actor, id: string, input: z.infer<typeof trialPatch>) {
  const current = await getTrial(db, actor, id);
  const field = input.minAgeMonths !== undefined ? 'minAgeMonths' : 'maxAgeMonths';
  const min = input.minAgeMonths !== undefined ? input.minAgeMonths : current.minAgeMonths;
  const problem = ageRangeProblem(min, input.maxAgeMonths !== undefined ? input.maxAgeMonths : current.maxAgeMonths, field);
  if (problem) throw badRequest(`${field}: ${problem}`, [{ path: ['body', field], message: problem }]);
  try {
    return await audited(db, async (tx) => {
      const [row] = await tx
        .update(trial)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(trial.id, id))
        .returning();
      await audit(tx, actor, {
        action: 'update',
        entity: 'trial',
        entityId: id,
        organizationId: current.organizationId,
        details: { fields: Object.keys(input) },
      });
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('nctId: this organisation already has a trial with this NCT ID');
    throw e;
  }
}

export async function deleteTrial(db: AppDb, actor: Actor, id: string) {
  const current = await getTrial(db, actor, id);
  await audited(db, async (tx) => {
    await tx.delete(trial).where(eq(trial.id, id));
    await audit(tx, actor, { action: 'delete', entity: 'trial', entityId: id, organizationId: current.organizationId });
  });
}
