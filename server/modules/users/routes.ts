/**
 * /api/users (spec §7): me, list `{ users, total }` by orgId / organizationIds, get, PATCH, DELETE. `me` is every
 * signed-in person's (`account`); the rest is for administrators (`users`, 403 otherwise; contracts/access.ts).
 * Request and response schemas: contracts/users.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuery, uuidList } from '../../lib/list';
import { errorResponses, noContent } from '../../../contracts/common';
import { me, user, userList, userPatch } from '../../../contracts/users';
import { serves } from '../../plugins/access';
import * as service from './service';

const tags = ['users'];
const userIdParam = z.object({ userId: z.string().min(1).max(64) });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serves(app, 'users');

  app.get(
    '/users/me',
    {
      config: { resource: 'account' },
      schema: { tags, summary: 'The signed-in user, their organisation and isAdmin', response: { 200: me, ...errorResponses(401) } },
    },
    async (req) => service.me(db, req.actor),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        querystring: z.object({ ...listQuery, orgId: z.uuid().optional(), organizationIds: uuidList.optional() }),
        response: { 200: userList, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.listUsers(db, req.actor, req.query),
  );

  app.get('/users/:userId', { schema: { tags, params: userIdParam, response: { 200: user, ...errorResponses(400, 401, 403, 404) } } }, async (req) =>
    service.getUser(db, req.actor, req.params.userId),
  );

  app.patch(
    '/users/:userId',
    { schema: { tags, params: userIdParam, body: userPatch, response: { 200: user, ...errorResponses(400, 401, 403, 404, 422) } } },
    async (req) => service.updateUser(db, req.actor, req.params.userId, req.body),
  );

  app.delete(
    '/users/:userId',
    { schema: { tags, params: userIdParam, response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) } } },
    async (req, reply) => {
      await service.deleteUser(db, req.actor, req.params.userId);
      return reply.status(204).send();
    },
  );
};
