/**
 * /api/prescreen (spec §7 "Prescreen"; "Results and review"): the results list
 * `{ results, total }` and its CSV export, a candidate's review (results with verdicts and the chat transcripts the
 * evidence came from), and the reviewer's decision (accept / override with a reason), which sets the candidate's
 * status. Shapes: contracts/prescreen.ts (prescreenResultList, prescreenReview, prescreenResultSummary and
 * the request reviewDecision). Errors in the DESIGN §5 shape; tenancy in server/lib/tenancy.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuery, uuidList } from '../../lib/list';
import { csvExportSchema, sendCsv } from '../../lib/csv';
import { AI_RECOMMENDATIONS, PRESCREEN_SOURCE_TYPES } from '../../../contracts/constants';
import { errorResponses } from '../../../contracts/common';
import { prescreenResultList, prescreenResultSummary, prescreenReview, reviewDecision } from '../../../contracts/prescreen';
import { serves } from '../../plugins/access';
import * as service from './service';
import { exportResults, EXPORT_COLUMNS } from './export';

const tags = ['prescreen'];
const uuidField = z.uuid({ message: 'must be a uuid' });
/** Filters shared by the list and the export. */
const filterQuery = {
  organizationId: uuidField.optional(),
  organizationIds: uuidList.optional(),
  candidateId: uuidField.optional(),
  sourceType: z.enum(PRESCREEN_SOURCE_TYPES).optional(),
  aiRecommendation: z.enum(AI_RECOMMENDATIONS).optional(),
  /** A part of the candidate's name, the trial title or the NCT ID (case-insensitive). */
  q: listQuery.q,
};

/**
 * Registers the prescreen routes:
 * - `GET /prescreen/results` → 200 prescreenResultList; 400 bad filter or sort, 401, 403 another organisation.
 * - `GET /prescreen/results/export` → 200 text/csv (attachment) of every filtered row; 400, 401, 403.
 * - `GET /prescreen/review?candidateId=` → 200 prescreenReview; 400, 401, 404 candidate missing or another tenant's.
 * - `POST /prescreen/review/decision` body reviewDecision → 200 prescreenResultSummary; 400 naming `outcome` or
 *   `reason` for an OVERRIDE without them, 401, 404 result missing or another tenant's.
 */
export const prescreenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serves(app, 'prescreenResults');

  app.get(
    '/prescreen/results',
    {
      schema: {
        tags,
        summary: 'Prescreen results of the readable organisations, with candidate, trial and reviewer; filters, search, sort, paging',
        querystring: z.object({
          ...listQuery,
          ...filterQuery,
          sort: z.enum(['createdAt', 'candidateName', 'trialTitle', 'aiRecommendation']).optional(),
        }),
        response: { 200: prescreenResultList, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.listResults(db, req.actor, req.query),
  );

  app.get(
    '/prescreen/results/export',
    {
      config: { action: 'export' },
      schema: csvExportSchema({
        tags,
        summary: 'CSV of every prescreen result matching the list filters (all pages, newest first)',
        querystring: z.object(filterQuery),
        row: 'prescreen result',
      }),
    },
    async (req, reply) =>
      sendCsv(reply, 'prescreen-results', EXPORT_COLUMNS, await exportResults(db, req.actor, service.filterFor(req.actor, req.query))),
  );

  app.get(
    '/prescreen/review',
    {
      config: { resource: 'prescreenReviews', action: 'show' },
      schema: {
        tags,
        summary: "A candidate's prescreen review: every result (newest first) with verdicts, and the chat transcripts by conversation id",
        querystring: z.object({ candidateId: uuidField }),
        response: { 200: prescreenReview, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => service.getReview(db, req.actor, req.query.candidateId),
  );

  app.post(
    '/prescreen/review/decision',
    {
      config: { action: 'edit' },
      schema: {
        tags,
        summary: "Accept the AI recommendation or override it (outcome and reason); sets the candidate's status",
        body: reviewDecision,
        response: { 200: prescreenResultSummary.describe('The reviewed prescreen result'), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => service.decide(db, req.actor, req.body),
  );
};
