/**
 * Prescreen forms (DESIGN §4, spec §7 "Prescreen forms"): study blocks generated from trials, duplicate questions
 * found and merged, and saved forms with versions. Every save writes a new version (`prescreen_form_version`); a
 * prescreen result records the version it used. Tenancy (server/lib/tenancy.ts): a trial or form of another tenant
 * is a 404, a list or create aimed at another organisation a 403. Creates, saves and deletes are audited.
 */
import { and, count, eq, getTableColumns, ilike, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db';
import { chatAgent, prescreenForm, prescreenFormVersion, trial } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { audit, audited } from '../../lib/audit';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../lib/errors';
import { likePattern } from '../../lib/list';
import { paginate, type PageQuery, type Sorting } from '../../lib/paginate';
import { inOrganizations, readableOrganizationIds, scopedId, tenantFilter, writableOrganizationId } from '../../lib/tenancy';
import {
  applyDeduplication,
  checkForm,
  criteriaIssues,
  DeduplicationError,
  detectDuplicates,
  generateStudyBlocks,
  type FormChecks,
  type FormContent,
  type TrialForForm,
} from '../../domain/prescreenForm';
import { formTrial } from './criteria';

/** A saved form as the API returns it. */
export type PrescreenForm = Omit<typeof prescreenForm.$inferSelect, 'content'> & { content: FormContent };

const trialColumns = {
  id: trial.id,
  organizationId: trial.organizationId,
  nctId: trial.nctId,
  title: trial.title,
  criteria: trial.criteria,
  criteriaText: trial.criteriaText,
  sex: trial.sex,
  minAgeMonths: trial.minAgeMonths,
  maxAgeMonths: trial.maxAgeMonths,
  healthyVolunteers: trial.healthyVolunteers,
  conditions: trial.conditions,
  sourceRecord: trial.sourceRecord,
  sites: trial.sites,
};

/**
 * The trials `ids` (in that order, repeats dropped) with their organisation, as forms read them.
 * @throws 404 "Trial not found" when one does not exist or belongs to another tenant.
 */
async function readableTrials(db: AppDb, actor: Actor, ids: readonly string[]): Promise<(TrialForForm & { organizationId: string })[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db
    .select(trialColumns)
    .from(trial)
    .where(and(inArray(trial.id, unique), tenantFilter(actor, trial.organizationId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('Trial');
    return { ...formTrial(row), organizationId: row.organizationId };
  });
}

/** @throws 404 unless every trial a block of `content` is for is readable by the actor. */
async function assertReadableBlocks(db: AppDb, actor: Actor, content: FormContent): Promise<void> {
  const ids = [...new Set(content.blocks.map((b) => b.trialId))];
  if (!ids.length) return;
  if (!ids.every((id) => UUID.test(id))) throw notFound('Trial');
  const rows = await db
    .select({ id: trial.id })
    .from(trial)
    .where(and(inArray(trial.id, ids), tenantFilter(actor, trial.organizationId)));
  if (rows.length < ids.length) throw notFound('Trial');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Form content as the jsonb column's type, and back. */
const json = (content: FormContent) => content as unknown as Record<string, unknown>;
const toForm = (row: typeof prescreenForm.$inferSelect): PrescreenForm => ({ ...row, content: row.content as unknown as FormContent });

/** @throws 400 naming `body.content.<path>` for the first criterion reference the trials do not have (all listed in issues). */
function checkCriteria(content: FormContent, trials: readonly TrialForForm[]): void {
  const issues = criteriaIssues(content, new Map(trials.map((t) => [t.id, new Set(t.criteria.map((c) => c.id))])));
  if (!issues.length) return;
  const withPath = issues.map((i) => ({ path: ['body', 'content', ...i.path], message: i.message }));
  throw badRequest(`content.${issues[0].path.join('.')}: ${issues[0].message}`, withPath);
}

/**
 * `POST /api/prescreen-forms/generate-study-blocks`: one block per readable trial, with the form checks of those
 * blocks as a form (`checkForm`). @throws 404 for a trial the actor cannot read.
 */
export async function generateBlocks(db: AppDb, actor: Actor, trialIds: readonly string[]) {
  const trials = await readableTrials(db, actor, trialIds);
  const blocks = generateStudyBlocks(trials);
  return { blocks, checks: checkForm({ sharedQuestions: [], blocks }, trials, new Date()) };
}

/**
 * The checks of a stored form against its trials' current criteria (server/domain/prescreenForm/checks.ts):
 * unsatisfiable criteria, orphan questions, questions put to people they do not concern, jargon, missing prefaces.
 * The trials are read without a tenant filter: they are the form's own (checked when it was saved).
 */
export async function checksOfForm(db: AppDb, form: { content: FormContent; trialIds: readonly string[] }): Promise<FormChecks> {
  const rows = form.trialIds.length
    ? await db
        .select(trialColumns)
        .from(trial)
        .where(inArray(trial.id, [...form.trialIds]))
    : [];
  return checkForm(form.content, rows.map(formTrial), new Date());
}

/** A form as the routes return it: the form with its checks. */
export async function withChecks(db: AppDb, form: PrescreenForm): Promise<PrescreenForm & { checks: FormChecks }> {
  return { ...form, checks: await checksOfForm(db, form) };
}

/** `POST /api/prescreen-forms/detect-duplicates`. @throws 404 when a block is for a trial the actor cannot read. */
export async function detect(db: AppDb, actor: Actor, content: FormContent) {
  await assertReadableBlocks(db, actor, content);
  return { groups: detectDuplicates(content) };
}

/**
 * `POST /api/prescreen-forms/apply-deduplication`. @throws 404 for an unreadable trial; 400 naming
 * `questionIds.<n>` for an unknown, repeated or follow-up question; 422 when the questions give different kinds of
 * answer.
 */
export async function merge(db: AppDb, actor: Actor, content: FormContent, questionIds: readonly string[]) {
  await assertReadableBlocks(db, actor, content);
  try {
    return { content: applyDeduplication(content, questionIds) };
  } catch (e) {
    if (!(e instanceof DeduplicationError)) throw e;
    if (e.index === undefined) throw unprocessable(e.message);
    throw badRequest(`questionIds.${e.index}: ${e.message}`, [{ path: ['body', 'questionIds', e.index], message: e.message }]);
  }
}

const SORTING: Sorting = {
  fields: { name: prescreenForm.name, version: prescreenForm.version, createdAt: prescreenForm.createdAt, updatedAt: prescreenForm.updatedAt },
  fallback: { sort: 'updatedAt', order: 'desc' },
  tiebreak: prescreenForm.id,
};

/** List columns: everything but the content (read it on the form). */
const { content: _content, ...listColumns } = getTableColumns(prescreenForm);

/** `GET /api/prescreen-forms/`: `{ prescreenForms, total }` of the readable organisations, without content. @throws 403 for another organisation. */
export async function listForms(db: AppDb, actor: Actor, query: PageQuery & { organizationIds?: string[]; q?: string }) {
  const orgIds = readableOrganizationIds(actor, query.organizationIds);
  const where = and(inOrganizations(prescreenForm.organizationId, orgIds), query.q ? ilike(prescreenForm.name, likePattern(query.q)) : undefined);
  const { rows, total } = await paginate(
    db.select(listColumns).from(prescreenForm).where(where).$dynamic(),
    db.select({ total: count() }).from(prescreenForm).where(where),
    query,
    SORTING,
  );
  return { prescreenForms: rows, total };
}

/** `GET /api/prescreen-forms/:id`. @throws 404 when missing or another tenant's. */
export async function getForm(db: AppDb, actor: Actor, id: string): Promise<PrescreenForm> {
  const [row] = await db
    .select()
    .from(prescreenForm)
    .where(scopedId(actor, prescreenForm.id, id, prescreenForm.organizationId));
  if (!row) throw notFound('Prescreen form');
  return toForm(row);
}

/**
 * `POST /api/prescreen-forms/?organizationId=`: a form for trials of that organisation (default: the actor's), with
 * the given content or, without content, the generated study blocks. Version 1 is stored as a version row too.
 * @throws 403 for another organisation; 404 for a trial the actor cannot read; 422 for a trial of another
 *   organisation than the form's (admins); 400 naming the content path of a criterion the trials do not have.
 */
export async function createForm(
  db: AppDb,
  actor: Actor,
  organizationId: string | undefined,
  input: { name: string; trialIds: string[]; content?: FormContent },
): Promise<PrescreenForm> {
  const orgId = writableOrganizationId(actor, organizationId);
  const trials = await readableTrials(db, actor, input.trialIds);
  const foreign = trials.findIndex((t) => t.organizationId !== orgId);
  if (foreign >= 0) throw unprocessable(`trialIds.${foreign}: the trial belongs to another organisation than the form`);
  const content = input.content ?? { sharedQuestions: [], blocks: generateStudyBlocks(trials) };
  checkCriteria(content, trials);
  const form = await audited(db, async (tx) => {
    const [row] = await tx
      .insert(prescreenForm)
      .values({
        organizationId: orgId,
        name: input.name,
        trialIds: trials.map((t) => t.id),
        version: 1,
        content: json(content),
        createdBy: actor.userId,
      })
      .returning();
    await tx.insert(prescreenFormVersion).values({ formId: row.id, version: 1, content: json(content), createdBy: actor.userId });
    await audit(tx, actor, {
      action: 'create',
      entity: 'prescreen_form',
      entityId: row.id,
      organizationId: orgId,
      details: { version: 1, trialIds: row.trialIds },
    });
    return row;
  });
  return toForm(form);
}

/**
 * `PUT /api/prescreen-forms/:id`: saves `content` (and `name`) as the next version.
 * @throws 404 when missing or another tenant's; 409 when `expectedVersion` is not the current version or another
 *   save came first; 400 naming the content path of a criterion or trial the form does not have.
 */
export async function saveForm(
  db: AppDb,
  actor: Actor,
  id: string,
  input: { name?: string; content: FormContent; expectedVersion?: number },
): Promise<PrescreenForm> {
  const current = await getForm(db, actor, id);
  if (input.expectedVersion !== undefined && input.expectedVersion !== current.version) {
    throw conflict(`expectedVersion: the form is at version ${current.version}; reload it and apply your changes again`);
  }
  const rows = await db.select(trialColumns).from(trial).where(inArray(trial.id, current.trialIds));
  checkCriteria(input.content, rows.map(formTrial));
  const version = current.version + 1;
  const saved = await audited(db, async (tx) => {
    const [row] = await tx
      .update(prescreenForm)
      .set({ ...(input.name ? { name: input.name } : {}), content: json(input.content), version, updatedAt: new Date() })
      .where(and(eq(prescreenForm.id, id), eq(prescreenForm.version, current.version)))
      .returning();
    if (!row) throw conflict(`expectedVersion: the form was saved by someone else meanwhile; reload it and apply your changes again`);
    await tx.insert(prescreenFormVersion).values({ formId: id, version, content: json(input.content), createdBy: actor.userId });
    await audit(tx, actor, {
      action: 'update',
      entity: 'prescreen_form',
      entityId: id,
      organizationId: current.organizationId,
      details: { version, ...(input.name && input.name !== current.name ? { name: input.name } : {}) },
    });
    return row;
  });
  return toForm(saved);
}

/**
 * `DELETE /api/prescreen-forms/:id`: removes the form and its saved versions. Prescreen results made with it keep
 * their answers, verdicts and version number; only their link to the form is cleared. A form a chat agent uses is
 * kept: deleting it would silently leave the agent (and, when published, the public chat) without questions.
 * @throws 404 when missing or another tenant's; 409 naming the chat agents that use the form.
 */
export async function deleteForm(db: AppDb, actor: Actor, id: string): Promise<void> {
  const current = await getForm(db, actor, id);
  await audited(db, async (tx) => {
    const agents = await tx.select({ name: chatAgent.name }).from(chatAgent).where(eq(chatAgent.prescreenFormId, id)).orderBy(chatAgent.name);
    if (agents.length) {
      const names = agents.map((a) => `"${a.name}"`).join(', ');
      const which = agents.length === 1 ? `the chat agent ${names} uses` : `the chat agents ${names} use`;
      throw conflict(
        `This prescreen form cannot be deleted: ${which} it. Give ${agents.length === 1 ? 'that agent' : 'those agents'} another form first.`,
      );
    }
    await tx.delete(prescreenForm).where(eq(prescreenForm.id, id));
    await audit(tx, actor, {
      action: 'delete',
      entity: 'prescreen_form',
      entityId: id,
      organizationId: current.organizationId,
      details: { name: current.name, version: current.version },
    });
  });
}

/** `GET /api/prescreen-forms/:id/versions/:version`. @throws 404 when the form is missing or another tenant's, or has no such version. */
export async function getFormVersion(db: AppDb, actor: Actor, id: string, version: number) {
  const form = await getForm(db, actor, id);
  const [row] = await db
    .select()
    .from(prescreenFormVersion)
    .where(and(eq(prescreenFormVersion.formId, form.id), eq(prescreenFormVersion.version, version)));
  if (!row) throw new HttpError(404, `Prescreen form version ${version} not found`);
  return {
    formId: row.formId,
    version: row.version,
    content: row.content as unknown as FormContent,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}
