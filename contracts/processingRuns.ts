/**
 * Processing runs (DESIGN §4): a batch job (CSV import, trial import, prescreen-all, matching run) with its counts,
 * errors and output rows. Responses only: runs are started by the routes of the work they do.
 */
import { z } from 'zod';
import { PROCESSING_RUN_STATUSES } from './constants';
import { integer, knownValues, pageOf, timestamp, uuid } from './common';

/** A processing run as listed: counts without errors and output rows. */
export const processingRunSummary = z.object({
  id: uuid,
  organizationId: uuid,
  kind: z.string().describe('trial-import, candidate-import …'),
  status: knownValues(PROCESSING_RUN_STATUSES),
  name: z.string().nullable(),
  total: integer,
  created: integer,
  updated: integer,
  rejected: integer,
  createdBy: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A processing run with its errors (the output rows are read page by page). */
export const processingRun = processingRunSummary.extend({ errors: z.array(z.unknown()) });

/** `GET /api/processing-runs` */
export const processingRunList = pageOf('processingRuns', processingRunSummary, 'One page of runs (without errors and output) and the total');

/**
 * One output row of a run: the row's own fields (for a trial import: where, nctId, trialId, status, title, warnings,
 * error, criteria) plus the run's metadata; `id` = `<runId>:<index>`.
 */
export const processingRunDataRow = z.looseObject({
  id: z.string(),
  runId: uuid,
  runKind: z.string(),
  organizationId: uuid,
  runCreatedAt: timestamp,
  index: integer,
});

/** `GET /api/processing-runs/data` */
export const processingRunDataList = pageOf('data', processingRunDataRow, 'One page of output rows and the total');

/** `GET /api/processing-runs/{id}/data` */
export const processingRunData = z
  .object({ run: processingRun, data: z.array(processingRunDataRow), total: integer })
  .describe('The run (counts, errors) and one page of its output rows');
