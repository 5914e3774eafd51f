/**
 * The cross-site request check (CSRF): an unsafe request (POST, PUT, PATCH, DELETE) to the API must come from one of
 * our own pages, judged by its Origin or Sec-Fetch-Site header against BASE_URL and TRUSTED_ORIGINS (the rule and its
 * reasons: lib/originCheck.ts). It runs on every request before authentication, so a refused request reads no
 * session, and covers better-auth's routes too.
 */
import fp from 'fastify-plugin';
import { originCheckHook } from '../lib/originCheck';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Callable from any origin: the route authenticates by its own token or signature (public chat, provider
     * webhooks). A cross-site request to it is handled without its cookies (lib/originCheck.ts).
     */
    crossSite?: boolean;
  }
}

/** Adds the check as an onRequest hook of the whole app. @throws HttpError 403 (from the hook) for a refused request. */
export const crossSitePlugin = fp(
  async (app) => {
    app.addHook('onRequest', originCheckHook(app.config.trustedOrigins));
  },
  { name: 'cross-site', decorators: { fastify: ['config'] } },
);
