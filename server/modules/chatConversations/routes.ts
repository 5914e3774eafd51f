/**
 * /api/chat-conversations (spec §7, "Public chat"). Public with the conversation token: initiate (20 a minute
 * per client address), verify, messages (30 a minute per conversation, 2 000 characters at most → 413), GET and DELETE
 * of the own conversation. Staff (session): admin/start, the list, GET and DELETE. The token travels in the
 * `x-chat-token` header, the `token` query parameter (GET, DELETE) or the body (`token`). The public routes may be
 * called from any origin (`crossSite`: a chat embedded on a site's own pages); from another origin they act only with
 * the visitor token, never with a staff session cookie (server/lib/originCheck.ts). Request and response
 * schemas: contracts/chatConversations.ts.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveActor } from '../../auth/actor';
import { createLlmProvider } from '../../providers/llm';
import { idParam, listQuery, uuidList } from '../../lib/list';
import { CHAT_CONVERSATION_SORTS, CHAT_CONVERSATION_STATUSES, CHAT_TOKEN_HEADER } from '../../../contracts/constants';
import { errorResponses, noContent } from '../../../contracts/common';
import {
  chatAdminStart,
  chatConversationDetail,
  chatConversationList,
  chatInitiate,
  chatMessageCreate,
  chatVerify,
} from '../../../contracts/chatConversations';
import { serves } from '../../plugins/access';
import * as service from './service';
import { verify } from './verification';

const tags = ['chat-conversations'];
const params = idParam('conversationId');
const tokenQuery = z.object({ token: z.string().min(1).max(200).optional() });
const day = z.iso.date({ message: 'must be a date YYYY-MM-DD' });
const minute = '1 minute';

/**
 * The visitor's routes (registered in the public scope, rate-limited, callable from any origin): initiate and verify,
 * then messages, GET and DELETE of the conversation with its token — or, for messages, GET and DELETE, with a staff
 * session instead (`access`).
 */
export const chatConversationPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const limits = app.config.chatRateLimits;
  /** The optional language model of the chat (./llmAssist.ts); null without LLM_BASE_URL. */
  const llm = createLlmProvider(app.config.llm);

  /** The visitor's token (header, then query or body), else the staff session. @throws 401 with neither. */
  async function access(req: FastifyRequest, fromRequest?: string): Promise<service.Access> {
    const header = req.headers[CHAT_TOKEN_HEADER];
    const token = (typeof header === 'string' && header) || fromRequest;
    if (token) return { token };
    return { actor: await resolveActor(app.auth, db, req) };
  }

  app.post(
    '/chat-conversations/initiate',
    {
      config: { crossSite: true, rateLimit: { max: limits.initiationsPerMinute, timeWindow: minute } },
      schema: {
        tags,
        summary: 'Starts a public chat with the organisation’s published chat agent (or chatAgentId); returns the visitor token once',
        security: [],
        body: chatInitiate,
        response: { 201: chatConversationDetail, ...errorResponses(400, 404, 429) },
      },
    },
    async (req, reply) => reply.status(201).send(await service.initiate(db, req.body, req.ip)),
  );

  app.post(
    '/chat-conversations/verify',
    {
      config: { crossSite: true, rateLimit: { max: limits.initiationsPerMinute, timeWindow: minute } },
      schema: {
        tags,
        summary: 'Identity check: details → a one-time code by SMS or email; then the code → the candidate is linked and the prescreen starts',
        security: [],
        body: chatVerify,
        response: { 200: chatConversationDetail, ...errorResponses(400, 404, 409, 422, 429) },
      },
    },
    async (req) => verify(db, { sms: app.sms, email: app.email }, req.body),
  );

  app.post(
    '/chat-conversations/:conversationId/messages',
    {
      config: {
        crossSite: true,
        rateLimit: {
          max: limits.messagesPerMinute,
          timeWindow: minute,
          keyGenerator: (req) => `chat-message:${(req.params as { conversationId?: string }).conversationId}`,
        },
      },
      schema: {
        tags,
        summary: 'The visitor’s message → the agent’s replies (returns only the new lines)',
        security: [],
        params,
        body: chatMessageCreate,
        response: { 200: chatConversationDetail, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (req) =>
      service.postMessage(
        db,
        req.params.conversationId,
        await access(req, req.body.token),
        req.body.text,
        new Date(),
        llm ? { llm, log: req.log } : undefined,
      ),
  );

  app.get(
    '/chat-conversations/:conversationId',
    {
      config: { crossSite: true, rateLimit: { max: 120, timeWindow: minute } },
      schema: {
        tags,
        summary: 'The conversation and its transcript: the visitor with the token, or staff with their session',
        params,
        querystring: tokenQuery,
        response: { 200: chatConversationDetail, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (req) => service.getConversation(db, req.params.conversationId, await access(req, req.query.token)),
  );

  app.delete(
    '/chat-conversations/:conversationId',
    {
      config: { crossSite: true, rateLimit: { max: 60, timeWindow: minute } },
      schema: {
        tags,
        summary: 'Deletes the conversation and its transcript (the visitor with the token, or staff)',
        params,
        querystring: tokenQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (req, reply) => {
      await service.deleteConversation(db, req.params.conversationId, await access(req, req.query.token));
      return reply.status(204).send();
    },
  );
};

/** Staff routes (registered in the authenticated scope): try an agent as a visitor, list the conversations. */
export const chatConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serves(app, 'chatConversations');

  app.post(
    '/chat-conversations/admin/start',
    {
      schema: {
        tags,
        summary: 'Staff try a chat agent as a visitor (a test conversation: no identity check, no candidate, no stored result)',
        body: chatAdminStart,
        response: { 201: chatConversationDetail, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req, reply) => reply.status(201).send(await service.adminStart(db, req.actor, req.body.chatAgentId)),
  );

  app.get(
    '/chat-conversations',
    {
      schema: {
        tags,
        summary: 'Chat conversations of the readable organisations (spec §2 /admin/chat-conversations filters)',
        querystring: z.object({
          limit: listQuery.limit,
          offset: listQuery.offset,
          q: listQuery.q,
          organizationId: z.uuid({ message: 'must be a uuid' }).optional(),
          organizationIds: uuidList.optional(),
          status: z.enum(CHAT_CONVERSATION_STATUSES).optional(),
          sortBy: z.enum(CHAT_CONVERSATION_SORTS).optional(),
          dateFrom: day.optional(),
          dateTo: day.optional(),
          chatAgentId: z.uuid({ message: 'must be a uuid' }).optional(),
        }),
        response: { 200: chatConversationList, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.listConversations(db, req.actor, req.query),
  );
};
