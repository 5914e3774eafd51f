/**
 * Trial import from ClinicalTrials.gov API v2 records (spec §7 `POST /api/trials/auto-gen`): map the record
 * (ctgov.ts), structure its eligibility criteria (domain core), and upsert the trial by (organisation, NCT ID) —
 * re-importing updates, never duplicates. Staff-edited criteria (criteriaEditedAt set) are kept unless `reparse`.
 *
 * Every import is one processing run (kind `trial-import`; counts total / created / updated / rejected; `errors` =
 * the failed records; `output` = one result row per record) and one audit event per imported trial. Records are
 * independent: one that fails is reported and the others import. Each result says whether a self-report prescreen
 * suits the study (`prescreenSuitability`), so staff see at import which studies a public chat cannot serve.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../../db';
import { trial } from '../../../db/schema';
import type { Actor } from '../../../auth/actor';
import { audit, audited } from '../../../lib/audit';
import { HttpError } from '../../../lib/errors';
import { finishRun, startRun } from '../../processingRuns/service';
import { mapStudy } from './ctgov';
import { parseTrialCriteria, summarizeCriteria, type CriteriaSummary, type StoredCriterion } from '../criteria/stored';
import type { LabelledStudy } from './input';
import { prescreenSuitability, type PrescreenSuitability } from '../../../domain/eligibility';

/** Kind of the processing run an import records. */
export const TRIAL_IMPORT_RUN = 'trial-import';

/** Warning added when a re-import keeps criteria staff edited. */
export const KEPT_EDITED_CRITERIA = 'Criteria edited by staff were kept; import again with "reparse" to replace them with the parsed text';

/** Result of one record (a response row and an output row of the run). */
export interface ImportRecordResult {
  /** Where the record came from: `NCT…` (fetched), `study`, `studies[3]`, `jsonl line 7`. */
  where: string;
  nctId: string;
  trialId: string | null;
  status: 'created' | 'updated' | 'failed';
  title: string | null;
  /** One per missing module (`protocolSection.eligibilityModule is missing`) and per kept edit. */
  warnings: string[];
  error?: string;
  /** Counts of the stored criteria (zeros for a failed record). */
  criteria: CriteriaSummary;
  /**
   * Whether a self-report prescreen suits the study (server/domain/eligibility/suitability.ts), judged on the record
   * read, also for a record that failed to be stored.
   */
  prescreenSuitability: PrescreenSuitability;
}

/** Response of `POST /api/trials/auto-gen`. `run.failed` = the run's `rejected` count. */
export interface ImportResponse {
  run: { id: string; status: string; total: number; created: number; updated: number; failed: number };
  results: ImportRecordResult[];
}

const NO_CRITERIA: CriteriaSummary = { inclusion: 0, exclusion: 0, structured: 0, siteOnly: 0 };

/** Mapping warnings plus one when the eligibility text gave no item at all. */
function mappingWarnings(warnings: string[], criteriaText: string | null, criteria: StoredCriterion[]): string[] {
  const out = [...warnings];
  if (criteriaText?.trim() && !criteria.some((c) => c.source === 'text')) {
    out.push('protocolSection.eligibilityModule.eligibilityCriteria: no inclusion or exclusion item was recognised');
  }
  return out;
}

/**
 * Upserts one record into `organizationId` with its audit event (run `runId`, by `actor`), in one transaction.
 * @returns its result (never throws for a database error of this record, its event's included: that record is not
 * stored and is reported as failed).
 */
async function importOne(
  db: AppDb,
  actor: Actor | null,
  runId: string,
  organizationId: string,
  record: LabelledStudy,
  { trial: mapped, warnings: missing }: ReturnType<typeof mapStudy>,
  reparse: boolean,
  log?: FastifyBaseLogger,
): Promise<ImportRecordResult> {
  const base = {
    where: record.where,
    nctId: mapped.nctId,
    title: mapped.title,
    prescreenSuitability: prescreenSuitability({ sourceRecord: record.study }),
  };
  try {
    const criteria = parseTrialCriteria({ ...mapped, sourceRecord: record.study });
    const warnings = mappingWarnings(missing, mapped.criteriaText, criteria);
    const keptWarnings = JSON.stringify([...warnings, KEPT_EDITED_CRITERIA]);
    const now = new Date();
    const row = await audited(db, async (tx) => {
      const [row] = await tx
        .insert(trial)
        .values({ ...mapped, organizationId, criteria, importWarnings: warnings, sourceRecord: record.study })
        .onConflictDoUpdate({
          target: [trial.organizationId, trial.nctId],
          set: {
            ...mapped,
            sourceRecord: record.study,
            updatedAt: now,
            ...(reparse
              ? { criteria, criteriaEditedAt: null, importWarnings: warnings }
              : {
                  criteria: sql`case when ${trial.criteriaEditedAt} is null then excluded.criteria else ${trial.criteria} end`,
                  importWarnings: sql`case when ${trial.criteriaEditedAt} is null then excluded.import_warnings else ${keptWarnings}::jsonb end`,
                }),
          },
        })
        .returning({ id: trial.id, inserted: sql<boolean>`(xmax = 0)`, criteria: trial.criteria, importWarnings: trial.importWarnings });
      await audit(tx, actor, {
        action: 'import',
        entity: 'trial',
        entityId: row.id,
        organizationId,
        details: { runId, nctId: mapped.nctId, status: row.inserted ? 'created' : 'updated', reparse, warnings: row.importWarnings.length },
      });
      return row;
    });
    return {
      ...base,
      trialId: row.id,
      status: row.inserted ? 'created' : 'updated',
      warnings: row.importWarnings,
      criteria: summarizeCriteria(row.criteria as StoredCriterion[]),
    };
  } catch (e) {
    log?.error({ err: e, nctId: mapped.nctId }, 'trial import: record failed');
    const error = e instanceof HttpError ? e.message : 'could not be stored (internal error; see the server log)';
    return { ...base, trialId: null, status: 'failed', warnings: missing, error, criteria: NO_CRITERIA };
  }
}

/**
 * Imports `records` into `organizationId` (the caller has checked the actor may write there) as one processing run.
 * A record whose NCT ID already appeared in the same batch fails ("appears earlier in this import").
 *
 * @param opts.reparse replace staff-edited criteria with the parsed text too.
 * @param opts.name the run's name (e.g. "ClinicalTrials.gov NCT05925803", "12 studies from JSON Lines").
 * @returns the run's counts and one result per record, in input order.
 */
export async function importTrials(
  db: AppDb,
  actor: Actor | null,
  organizationId: string,
  records: LabelledStudy[],
  opts: { reparse?: boolean; name: string; log?: FastifyBaseLogger },
): Promise<ImportResponse> {
  const run = await startRun(db, {
    organizationId,
    kind: TRIAL_IMPORT_RUN,
    name: opts.name,
    total: records.length,
    createdBy: actor?.userId ?? null,
  });
  const results: ImportRecordResult[] = [];
  const seen = new Map<string, string>();
  for (const record of records) {
    const mapped = mapStudy(record.study);
    const { nctId, title } = mapped.trial;
    const first = seen.get(nctId);
    if (first) {
      results.push({
        where: record.where,
        nctId,
        trialId: null,
        status: 'failed',
        title,
        warnings: [],
        error: `${nctId} appears earlier in this import (${first})`,
        criteria: NO_CRITERIA,
        prescreenSuitability: prescreenSuitability({ sourceRecord: record.study }),
      });
      continue;
    }
    seen.set(nctId, record.where);
    results.push(await importOne(db, actor, run.id, organizationId, record, mapped, opts.reparse ?? false, opts.log));
  }

  const tally = (s: ImportRecordResult['status']) => results.filter((r) => r.status === s).length;
  const failed = tally('failed');
  const finished = await audited(db, async (tx) => {
    const finished = await finishRun(tx, run.id, {
      status: failed === results.length ? 'FAILED' : 'COMPLETED',
      created: tally('created'),
      updated: tally('updated'),
      rejected: failed,
      errors: results.filter((r) => r.error).map((r) => ({ where: r.where, nctId: r.nctId, error: r.error })),
      output: results,
    });
    await audit(tx, actor, {
      action: 'import',
      entity: 'processing-run',
      entityId: run.id,
      organizationId,
      details: { kind: TRIAL_IMPORT_RUN, name: opts.name, total: results.length, failed },
    });
    return finished;
  });
  return {
    run: {
      id: finished.id,
      status: finished.status,
      total: finished.total,
      created: finished.created,
      updated: finished.updated,
      failed: finished.rejected,
    },
    results,
  };
}
