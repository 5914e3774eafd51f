/**
 * Response headers every answer gets: helmet's security headers with a Content-Security-Policy that allows only our
 * own scripts, styles (inline styles for the UI kit), images and connections; and `cache-control: no-store` on every
 * API answer (/api/*, errors and 404s included), because they hold health data and session state that no browser or
 * shared cache may keep. The API docs under /api/docs keep their own caching.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Registers helmet and the no-store hook (the rule above). */
export const headersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    });
    app.addHook('onSend', async (req, reply) => {
      if (req.url.startsWith('/api/') && !req.url.startsWith('/api/docs')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'headers' },
);
