/**
 * /api/trials (spec §7): list `{ trials, total }` by organizationIds, create, get, PATCH, DELETE. Response schemas:
 * contracts/trials.ts (the list leaves out each trial's verbatim registry record). Every trial carries its
 * `prescreenSuitability` `{ suitable, reasons: [{ code, message }] }` (suitability.ts), computed from the stored trial.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, listQuery, uuidList } from '../../lib/list';
import { errorResponses, noContent } from '../../../contracts/common';
import { trial, trialCreate, trialList, trialPatch } from '../../../contracts/trials';
import { serves } from '../../plugins/access';
import * as service from './service';
import { withSuitability } from './suitability';

const tags = ['trials'];
const params = idParam('trialId');

export const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serves(app, 'trials');

  app.get(
    '/trials',
    {
      schema: {
        tags,
        querystring: z.object({ ...listQuery, organizationIds: uuidList.optional(), overallStatus: z.string().max(64).optional() }),
        response: { 200: trialList, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.listTrials(db, req.actor, req.query),
  );

  app.post(
    '/trials',
    {
      schema: {
        tags,
        summary: 'Create a trial in the (first) organisation of organizationIds',
        querystring: z.object({ organizationIds: uuidList.optional() }),
        body: trialCreate,
        response: { 201: trial, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => reply.status(201).send(withSuitability(await service.createTrial(db, req.actor, req.query.organizationIds?.[0], req.body))),
  );

  app.get('/trials/:trialId', { schema: { tags, params, response: { 200: trial, ...errorResponses(400, 401, 403, 404) } } }, async (req) =>
    withSuitability(await service.getTrial(db, req.actor, req.params.trialId)),
  );

  app.patch(
    '/trials/:trialId',
    { schema: { tags, params, body: trialPatch, response: { 200: trial, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (req) => withSuitability(await service.updateTrial(db, req.actor, req.params.trialId, req.body)),
  );

  app.delete(
    '/trials/:trialId',
    { schema: { tags, params, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } } },
    async (req, reply) => {
      await service.deleteTrial(db, req.actor, req.params.trialId);
      return reply.status(204).send();
    },
  );
};
