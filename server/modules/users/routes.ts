/** /api/users (spec §7): me, list `{ users, total }` by orgId / organizationIds, get, PATCH, DELETE. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuery, uuidList } from '../../lib/list';
import { userPatch } from '../../../src/shared/schemas';
import * as service from './service';

const tags = ['users'];
const userIdParam = z.object({ userId: z.string().min(1).max(64) });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/users/me', { schema: { tags, summary: 'The signed-in user, their organisation and isAdmin' } }, async (req) =>
    service.me(db, req.actor),
  );

  app.get(
    '/users',
    { schema: { tags, querystring: z.object({ ...listQuery, orgId: z.uuid().optional(), organizationIds: uuidList.optional() }) } },
    async (req) => service.listUsers(db, req.actor, req.query),
  );

  app.get('/users/:userId', { schema: { tags, params: userIdParam } }, async (req) => service.getUser(db, req.actor, req.params.userId));

  app.patch('/users/:userId', { schema: { tags, params: userIdParam, body: userPatch } }, async (req) =>
    service.updateUser(db, req.actor, req.params.userId, req.body),
  );

  app.delete('/users/:userId', { schema: { tags, params: userIdParam } }, async (req, reply) => {
    await service.deleteUser(db, req.actor, req.params.userId);
    return reply.status(204).send();
  });
};
