/**
 * Processing runs (DESIGN §4, spec §7 "Processing runs"): batch jobs such as a ClinicalTrials.gov trial import, with
 * counts (total, created, updated, rejected), errors and output rows. Other modules record their batches with
 * `startRun` / `finishRun`; staff read them through `/api/processing-runs`. Tenancy: lists are scoped to readable
 * organisations (another organisation → 403), a run of another tenant is a 404.
 */
import { and, count, desc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db';
import { processingRun } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/list';
import { paginate, type PageQuery, type Sorting } from '../../lib/paginate';
import { inOrganizations, readableOrganizationIds, scopedId } from '../../lib/tenancy';

/** RUNNING while it works; COMPLETED when at least one record went through (failures are counted in `rejected`); FAILED when none did. */
export type RunStatus = 'RUNNING' | 'COMPLETED' | 'FAILED';

/** A `processing_run` row. */
export type ProcessingRun = typeof processingRun.$inferSelect;

/** Records the start of a run. @returns the new run (status RUNNING). */
export async function startRun(
  db: AppDb,
  input: { organizationId: string; kind: string; name: string; total: number; createdBy: string | null },
): Promise<ProcessingRun> {
  const [row] = await db
    .insert(processingRun)
    .values({ ...input, status: 'RUNNING' })
    .returning();
  return row;
}

/** Records the end of a run: final status, counts, errors and output rows. @returns the updated run. */
export async function finishRun(
  db: AppDb,
  id: string,
  result: { status: RunStatus; created: number; updated: number; rejected: number; errors: unknown[]; output: unknown[] },
): Promise<ProcessingRun> {
  const [row] = await db
    .update(processingRun)
    .set({ ...result, updatedAt: new Date() })
    .where(eq(processingRun.id, id))
    .returning();
  return row;
}

const SORTING: Sorting = {
  fields: {
    createdAt: processingRun.createdAt,
    updatedAt: processingRun.updatedAt,
    kind: processingRun.kind,
    status: processingRun.status,
    name: processingRun.name,
    total: processingRun.total,
  },
  fallback: { sort: 'createdAt', order: 'desc' },
  tiebreak: processingRun.id,
};

/** List columns: everything but the output rows and errors (read them with `getRunData`). */
const { output: _output, errors: _errors, ...listColumns } = getTableColumns(processingRun);
/** A run with its errors, without the output rows. */
const { output: _output2, ...runColumns } = getTableColumns(processingRun);

/** Query of the run lists: organisations (default: the active one), filters and paging (DESIGN §5). */
export interface RunListQuery extends PageQuery {
  organizationIds?: string[];
  kind?: string;
  status?: string;
  q?: string;
}

function runFilter(actor: Actor, query: Pick<RunListQuery, 'organizationIds' | 'kind' | 'status' | 'q'>) {
  const orgIds = readableOrganizationIds(actor, query.organizationIds);
  const pattern = query.q ? likePattern(query.q) : null;
  return and(
    inOrganizations(processingRun.organizationId, orgIds),
    query.kind ? eq(processingRun.kind, query.kind) : undefined,
    query.status ? eq(processingRun.status, query.status) : undefined,
    pattern ? or(ilike(processingRun.name, pattern), ilike(processingRun.kind, pattern)) : undefined,
  );
}

/** `GET /api/processing-runs/` → `{ processingRuns, total }`, newest first unless sorted. @throws 403 for another organisation. */
export async function listRuns(db: AppDb, actor: Actor, query: RunListQuery) {
  const where = runFilter(actor, query);
  const { rows, total } = await paginate(
    db.select(listColumns).from(processingRun).where(where).$dynamic(),
    db.select({ total: count() }).from(processingRun).where(where),
    query,
    SORTING,
  );
  return { processingRuns: rows, total };
}

/** Run metadata added to every output row (`id` = `<runId>:<row number>`, unique, for grids). */
function dataRow(run: { id: string; kind: string; organizationId: string; createdAt: Date }, index: number, value: unknown) {
  const fields = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  return {
    ...fields,
    id: `${run.id}:${index}`,
    runId: run.id,
    runKind: run.kind,
    organizationId: run.organizationId,
    runCreatedAt: run.createdAt,
    index,
  };
}

/** One page of output rows of the runs matching `where`, newest run first, rows in run order. */
async function pageOfRows(db: AppDb, where: ReturnType<typeof runFilter>, page: { limit: number; offset: number }) {
  const { rows, total } = await paginate(
    db
      .select({ runId: processingRun.id, index: sql<number>`(e.ordinality - 1)::int`, value: sql<unknown>`e.value` })
      .from(processingRun)
      .crossJoinLateral(sql`jsonb_array_elements(${processingRun.output}) with ordinality as e(value, ordinality)`)
      .where(where)
      .$dynamic(),
    db
      .select({ total: sql<number>`coalesce(sum(jsonb_array_length(${processingRun.output})), 0)::int` })
      .from(processingRun)
      .where(where),
    page,
    [desc(processingRun.createdAt), desc(processingRun.id), sql`e.ordinality`],
  );
  const runIds = [...new Set(rows.map((r) => r.runId))];
  const runs = runIds.length
    ? await db
        .select({ id: processingRun.id, kind: processingRun.kind, organizationId: processingRun.organizationId, createdAt: processingRun.createdAt })
        .from(processingRun)
        .where(inArray(processingRun.id, runIds))
    : [];
  const byId = new Map(runs.map((r) => [r.id, r]));
  return { data: rows.map((r) => dataRow(byId.get(r.runId)!, r.index, r.value)), total };
}

/**
 * `GET /api/processing-runs/data` → `{ data, total }`: the output rows of the readable runs (filters as the list),
 * newest run first, each with `id`, `runId`, `runKind`, `organizationId`, `runCreatedAt` and `index`.
 * @throws 403 for another organisation.
 */
export async function listRunData(db: AppDb, actor: Actor, query: Omit<RunListQuery, 'sort' | 'order'>) {
  return pageOfRows(db, runFilter(actor, query), query);
}

/**
 * `GET /api/processing-runs/:id/data` → `{ run, data, total }`: the run (counts and errors) and a page of its output
 * rows in order. @throws 404 for an unknown run or one of another tenant.
 */
export async function getRunData(db: AppDb, actor: Actor, id: string, page: { limit: number; offset: number }) {
  const [run] = await db
    .select(runColumns)
    .from(processingRun)
    .where(scopedId(actor, processingRun.id, id, processingRun.organizationId));
  if (!run) throw notFound('Processing run');
  const { data, total } = await pageOfRows(db, eq(processingRun.id, id), page);
  return { run, data, total };
}
