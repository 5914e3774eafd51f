/**
 * /api/processing-runs (spec §7): `GET /` (query organizationIds) → `{ processingRuns, total }`; `GET /data` (query
 * organizationIds) → `{ data, total }`, the output rows of those runs; `GET /:id/data` → `{ run, data, total }`.
 * Lists take q (name or kind), kind, status, sort, order, limit, offset (DESIGN §5). Response schemas:
 * contracts/processingRuns.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, listQuery, uuidList } from '../../lib/list';
import { errorResponses } from '../../../contracts/common';
import { processingRunData, processingRunDataList, processingRunList } from '../../../contracts/processingRuns';
import { serves } from '../../plugins/access';
import * as service from './service';

const tags = ['processing-runs'];
const filters = {
  organizationIds: uuidList.optional(),
  kind: z.string().trim().max(64).optional(),
  status: z.enum(['RUNNING', 'COMPLETED', 'FAILED']).optional(),
  q: listQuery.q,
};
const page = { limit: listQuery.limit, offset: listQuery.offset };

/** Registers the three processing-run routes (see the file header for shapes and errors). */
export const processingRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serves(app, 'processingRuns');

  app.get(
    '/processing-runs',
    {
      schema: {
        tags,
        summary: 'Batch runs (trial imports …) of the organisations, newest first',
        querystring: z.object({ ...listQuery, ...filters }),
        response: { 200: processingRunList, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.listRuns(db, req.actor, req.query),
  );

  app.get(
    '/processing-runs/data',
    {
      schema: {
        tags,
        summary: 'Output rows of the runs of the organisations, newest run first',
        querystring: z.object({ ...filters, ...page }),
        response: { 200: processingRunDataList, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.listRunData(db, req.actor, req.query),
  );

  app.get(
    '/processing-runs/:id/data',
    {
      config: { action: 'show' },
      schema: {
        tags,
        summary: 'One run (counts, errors) and its output rows',
        params: idParam('id'),
        querystring: z.object(page),
        response: { 200: processingRunData, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => service.getRunData(db, req.actor, req.params.id, req.query),
  );
};
