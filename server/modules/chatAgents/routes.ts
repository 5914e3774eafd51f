/**
 * /api/chat-agents/internal (spec §7): list `{ chatAgents, total }` by organizationId(s) and type, create,
 * get, PATCH, DELETE. Request and response schemas: contracts/chatAgents.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, listQuery, uuidList } from '../../lib/list';
import { errorResponses, noContent } from '../../../contracts/common';
import { CHAT_AGENT_TYPES, chatAgent, chatAgentCreate, chatAgentList, chatAgentPatch } from '../../../contracts/chatAgents';
import { serves } from '../../plugins/access';
import * as service from './service';

const tags = ['chat-agents'];
const params = idParam('id');

export const chatAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serves(app, 'chatAgents');

  app.get(
    '/chat-agents/internal',
    {
      schema: {
        tags,
        summary: 'Chat agents of the readable organisations, by organisation and type',
        querystring: z.object({
          ...listQuery,
          organizationId: z.uuid({ message: 'must be a uuid' }).optional(),
          organizationIds: uuidList.optional(),
          type: z.enum(CHAT_AGENT_TYPES).optional(),
        }),
        response: { 200: chatAgentList, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.listChatAgents(db, req.actor, req.query),
  );

  app.post(
    '/chat-agents/internal',
    {
      schema: {
        tags,
        summary: 'Creates a chat agent in organizationId (default: yours); published = the organisation’s public chat',
        querystring: z.object({ organizationId: z.uuid({ message: 'must be a uuid' }).optional() }),
        body: chatAgentCreate,
        response: { 201: chatAgent, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createChatAgent(db, req.actor, req.query.organizationId, req.body)),
  );

  app.get(
    '/chat-agents/internal/:id',
    { schema: { tags, params, response: { 200: chatAgent, ...errorResponses(400, 401, 403, 404) } } },
    async (req) => service.getChatAgent(db, req.actor, req.params.id),
  );

  app.patch(
    '/chat-agents/internal/:id',
    { schema: { tags, params, body: chatAgentPatch, response: { 200: chatAgent, ...errorResponses(400, 401, 403, 404, 409, 422) } } },
    async (req) => service.updateChatAgent(db, req.actor, req.params.id, req.body),
  );

  app.delete(
    '/chat-agents/internal/:id',
    { schema: { tags, params, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } } },
    async (req, reply) => {
      await service.deleteChatAgent(db, req.actor, req.params.id);
      return reply.status(204).send();
    },
  );
};
