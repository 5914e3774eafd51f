/**
 * The single-page app: the built files of `spaDir` (default ./dist), and `index.html` for any other GET outside /api
 * and /assets, so the SPA's own routes (/trials/…, /chat/…) load on a reload or a shared link. A missing API route or
 * build asset is a real 404 in the API's error shape; so is everything when no SPA is built (tests).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../lib/errors';

export interface SpaPluginOptions {
  /** Directory of the built SPA (default ./dist). */
  spaDir?: string;
}

/** Serves the SPA and sets the app's not-found handler (the rule above). */
export const spaPlugin = fp<SpaPluginOptions>(
  async (app, opts) => {
    const spaDir = path.resolve(opts.spaDir ?? 'dist');
    const hasSpa = existsSync(path.join(spaDir, 'index.html'));
    if (hasSpa) await app.register(fastifyStatic, { root: spaDir, wildcard: false, index: false });
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/assets/') && hasSpa) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.status(404).send(errorBody(404, `Route ${req.method} ${req.url.split('?')[0]} not found`));
    });
  },
  { name: 'spa' },
);
