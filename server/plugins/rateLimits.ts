/**
 * Rate limits: @fastify/rate-limit with no global limit. A route sets its own in `config.rateLimit` (the public
 * lookups, the public chat, invitations), counted per client address as Fastify resolves it (TRUST_PROXY decides)
 * unless the route names its own key (a chat's messages count per conversation); over the limit is a 429 in the API's
 * error shape. better-auth limits sign-in and sign-up itself (plugins/auth.ts).
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/** Registers the rate limiter for the routes that set `config.rateLimit`. */
export const rateLimitsPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limits' },
);
