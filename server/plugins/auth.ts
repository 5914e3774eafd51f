/**
 * Authentication: the better-auth instance (`app.auth`), the Actor of a request (`req.actor`), the hook the
 * authenticated scope of the API owns, and the bridge that serves better-auth's own routes under /api/auth.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { createAuth, type Auth } from '../auth';
import { resolveActor, type Actor } from '../auth/actor';
import { audit } from '../lib/audit';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** Who is calling; set by `authenticate` on every route of the authenticated scope. */
    actor: Actor;
  }
}

export interface AuthPluginOptions {
  /** Sign-in attempts allowed per client address per window (default: SIGNIN_RATE_LIMIT a minute). */
  signInRateLimit?: { window: number; max: number };
}

/**
 * Decorates `app.auth` (better-auth on the app's database, its emails through `app.email`; deleting one's own account
 * writes an audit event) and declares `req.actor`.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, opts) => {
    const { config, database } = app;
    const auth = createAuth({
      db: database.db,
      baseUrl: config.baseUrl,
      secret: config.authSecret,
      trustedOrigins: config.trustedOrigins,
      email: app.email,
      signInRateLimit: opts.signInRateLimit ?? { window: 60, max: config.signInRateLimit },
      onUserDeleted: (userId) => audit(database.db, null, { action: 'delete', entity: 'user', entityId: userId, details: { by: 'self' } }),
    });
    app.decorate('auth', auth);
    app.decorateRequest('actor', null as unknown as Actor);
  },
  { name: 'auth', dependencies: ['database', 'messaging'] },
);

/**
 * The onRequest hook of the authenticated scope: every route registered inside it gets `req.actor` from the session
 * before anything else of the route runs, so no route can forget to check it. Registered once, on the scope.
 * @throws HttpError 401 without a valid session.
 */
export async function authenticate(req: FastifyRequest): Promise<void> {
  req.actor = await resolveActor(req.server.auth, req.server.database.db, req);
}

/**
 * better-auth's routes at `/auth/*` (GET and POST; mounted under /api): the request goes to `auth.handler` with the
 * client address as Fastify resolved it (TRUST_PROXY decides), and every `set-cookie` of its answer is copied (a
 * sign-in sets several). Public: signing in is how a session starts.
 */
export const authBridgeRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    async handler(req, reply) {
      const url = new URL(req.url, app.config.baseUrl);
      const hasBody = req.method !== 'GET' && req.body !== undefined && req.body !== null;
      const headers = fromNodeHeaders(req.headers);
      headers.set('x-forwarded-for', req.ip);
      const response = await app.auth.handler(
        new Request(url, {
          method: req.method,
          headers,
          body: hasBody ? JSON.stringify(req.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
};
