/**
 * The API's two scopes, both mounted under /api. Which routes need a session is decided by where a route is
 * registered, not by its URL:
 *
 * - `authenticatedRoutes` owns the `authenticate` hook: every route registered in it gets `req.actor` from the
 *   session or answers 401 before its handler runs. Every staff route of every module goes here. It also owns the
 *   role check (plugins/access.ts): each route declares the resource of the role matrix it serves (a module sets it
 *   once with `serves`), the app does not start while one does not, and a role the matrix refuses gets a 403.
 * - `publicRoutes` has no such hook: better-auth's own routes, the health check, the public organisation lookup and
 *   invitation description, and the public chat (which takes the visitor's token, or a staff session it resolves
 *   itself). Each of them is rate-limited or authenticates by its own means.
 *
 * The cross-site check, the input checks, rate limits and no-store apply to both (registered on the whole app).
 */
import type { FastifyPluginAsync } from 'fastify';
import { authBridgeRoutes, authenticate } from '../plugins/auth';
import { enforceRoleMatrix } from '../plugins/access';
import { organizationPublicRoutes, organizationRoutes } from './organizations/routes';
import { userRoutes } from './users/routes';
import { trialRoutes } from './trials/routes';
import { candidateRoutes } from './candidates/routes';
import { trialImportRoutes } from './trials/import/routes';
import { trialCriteriaRoutes } from './trials/criteria/routes';
import { processingRunRoutes } from './processingRuns/routes';
import { prescreenFormRoutes } from './prescreenForms/routes';
import { chatAgentRoutes } from './chatAgents/routes';
import { chatConversationPublicRoutes, chatConversationRoutes } from './chatConversations/routes';
import { outboxRoutes } from './outbox/routes';
import { prescreenRoutes } from './prescreen/routes';
import { auditEventRoutes } from './auditEvents/routes';

/** Every route behind the session, in one scope that owns the `authenticate` hook and the role check. */
export const authenticatedRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', authenticate);
  enforceRoleMatrix(app);
  await app.register(organizationRoutes);
  await app.register(userRoutes);
  await app.register(trialRoutes);
  await app.register(candidateRoutes);
  await app.register(trialImportRoutes);
  await app.register(trialCriteriaRoutes);
  await app.register(processingRunRoutes);
  await app.register(prescreenFormRoutes);
  await app.register(chatAgentRoutes);
  await app.register(chatConversationRoutes);
  await app.register(outboxRoutes);
  await app.register(prescreenRoutes);
  await app.register(auditEventRoutes);
};

/** The routes anyone may call (see the file header). */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authBridgeRoutes);
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true }));
  await app.register(organizationPublicRoutes);
  await app.register(chatConversationPublicRoutes);
};
