/**
 * buildApp(config) → a ready Fastify instance: used by server/main.ts and by the tests (through `app.inject`).
 *
 * The app is a short list of plugins, in the order they must run. The fastify-plugin ones apply to the whole app:
 * database, outbound messaging, auth (better-auth), response headers, rate limits, the OpenAPI docs, errors, input
 * checks and the cross-site check. Then the API's two scopes under /api (modules/index.ts): the authenticated one,
 * whose hook gives every route its Actor or a 401, and the public one. Last the SPA and the not-found handler.
 * The docs come before the error handler and the input checks so the docs UI's own routes keep Fastify's defaults.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db';
import { databasePlugin } from './plugins/database';
import { messagingPlugin } from './plugins/messaging';
import { authPlugin } from './plugins/auth';
import { headersPlugin } from './plugins/headers';
import { rateLimitsPlugin } from './plugins/rateLimits';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { inputChecksPlugin } from './plugins/input';
import { crossSitePlugin } from './plugins/crossSite';
import { spaPlugin } from './plugins/spa';
import { authenticatedRoutes, publicRoutes } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** Use an already open database instead of opening one from the config (tests share one per file). */
  database?: Database;
  /** Skip migrations (the database is already migrated). */
  skipMigrations?: boolean;
  /** Override better-auth's sign-in rate limit. */
  signInRateLimit?: { window: number; max: number };
  /** Directory of the built SPA (default ./dist). */
  spaDir?: string;
}

/** Builds the app. @throws when the database cannot be opened or migrated. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.isTest ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false } },
    // opening and migrating the embedded database takes longer than Fastify's 10 s default on a busy 2-core machine
    pluginTimeout: 120_000,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(databasePlugin, { database: opts.database, skipMigrations: opts.skipMigrations });
  await app.register(messagingPlugin);
  await app.register(authPlugin, { signInRateLimit: opts.signInRateLimit });
  await app.register(headersPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(docsPlugin);
  await app.register(errorsPlugin);
  await app.register(inputChecksPlugin);
  await app.register(crossSitePlugin);
  await app.register(authenticatedRoutes, { prefix: '/api' });
  await app.register(publicRoutes, { prefix: '/api' });
  await app.register(spaPlugin, { spaDir: opts.spaDir });

  await app.ready();
  return app;
}
