/** /api/trials (spec §7): list `{ trials, total }` by organizationIds, create, get, PATCH, DELETE. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, listQuery, uuidList } from '../../lib/list';
import { trialCreate, trialPatch } from '../../../src/shared/schemas';
import * as service from './service';

const tags = ['trials'];
const params = idParam('trialId');

export const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/trials',
    {
      schema: {
        tags,
        querystring: z.object({ ...listQuery, organizationIds: uuidList.optional(), overallStatus: z.string().max(64).optional() }),
      },
    },
    async (req) => service.listTrials(db, req.actor, req.query),
  );

  app.post(
    '/trials',
    { schema: { tags, summary: 'Create a trial in the (first) organisation of organizationIds', querystring: z.object({ organizationIds: uuidList.optional() }), body: trialCreate } },
    async (req, reply) => reply.status(201).send(await service.createTrial(db, req.actor, req.query.organizationIds?.[0], req.body)),
  );

  app.get('/trials/:trialId', { schema: { tags, params } }, async (req) => service.getTrial(db, req.actor, req.params.trialId));

  app.patch('/trials/:trialId', { schema: { tags, params, body: trialPatch } }, async (req) =>
    service.updateTrial(db, req.actor, req.params.trialId, req.body),
  );

  app.delete('/trials/:trialId', { schema: { tags, params } }, async (req, reply) => {
    await service.deleteTrial(db, req.actor, req.params.trialId);
    return reply.status(204).send();
  });
};
