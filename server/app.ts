/**
 * buildApp(config) → a ready Fastify instance with the database, auth, tenancy hook, API modules, OpenAPI docs and
 * the SPA. Used by server/main.ts and by the tests (through `app.inject`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import { runMigrations } from './db/migrate';
import { createAuth, type Auth } from './auth';
import { resolveActor, type Actor } from './auth/actor';
import { createEmailProvider, type EmailProvider } from './providers/email';
import { createSmsProvider, type SmsProvider } from './providers/sms';
import { HttpError, STATUS_TEXT } from './lib/errors';
import { audit } from './lib/audit';
import { findIllFormedText, jsonDepthExceeds, MAX_JSON_DEPTH } from './lib/input';
import { originCheckHook } from './lib/originCheck';
import { registerModules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    auth: Auth;
    email: EmailProvider;
    sms: SmsProvider;
    config: Config;
  }
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyContextConfig {
    /** A route reachable without a session (public lookup, auth, docs, webhooks). */
    public?: boolean;
    /** The route validates its body row by row (CSV import) and reports NUL characters per row itself. */
    perRowValidation?: boolean;
    /**
     * Callable from any origin: the route authenticates by its own token or signature (public chat, provider
     * webhooks). A cross-site request to it is handled without its cookies (server/lib/originCheck.ts).
     */
    crossSite?: boolean;
  }
}

export type App = FastifyInstance;

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
    // A URL Fastify cannot route (not valid percent-encoded UTF-8, such as a lone surrogate %ED%A0%80; a parameter
    // over its length limit) gets the API's error shape too.
    frameworkErrors: (err, _req, reply: FastifyReply) => {
      const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
      return reply.status(status).send({ statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message: status < 500 ? err.message : 'Something went wrong on our side' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    }));
  if (!opts.skipMigrations) await runMigrations(database);
  const email = createEmailProvider({ db: database.db, smtpUrl: config.smtpUrl, from: config.emailFrom, log: app.log });
  const auth = createAuth({
    db: database.db,
    baseUrl: config.baseUrl,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    email,
    signInRateLimit: opts.signInRateLimit ?? { window: 60, max: config.signInRateLimit },
    onUserDeleted: (userId) =>
      audit(database.db, null, { action: 'delete', entity: 'user', entityId: userId, details: { by: 'self' } }),
  });
  app.decorate('database', database);
  app.decorate('auth', auth);
  app.decorate('email', email);
  app.decorate('sms', createSmsProvider({ db: database.db, log: app.log }));
  app.decorate('config', config);
  app.decorateRequest('actor', null as unknown as Actor);
  if (!opts.database) app.addHook('onClose', () => database.close());

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
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Phases API', version: '1.0.0', description: 'Candidate recruitment and pre-screening' },
      components: {
        securitySchemes: {
          // better-auth prefixes the cookie with __Secure- when it is Secure (an https BASE_URL)
          session: { type: 'apiKey', in: 'cookie', name: `${config.baseUrl.startsWith('https://') ? '__Secure-' : ''}better-auth.session_token` },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const issues = err.validation.map((v) => ({
        path: [where, ...v.instancePath.split('/').filter(Boolean)],
        message: v.message ?? 'invalid',
      }));
      const first = issues[0];
      const field = first.path.slice(1).join('.') || where;
      return reply.status(400).send({
        statusCode: 400,
        error: STATUS_TEXT[400],
        message: `${field}: ${first.message}`,
        issues,
      });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({
        statusCode: err.statusCode,
        error: STATUS_TEXT[err.statusCode] ?? 'Error',
        message: err.message,
        ...(err.issues ? { issues: err.issues } : {}),
      });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.status(status).send({
      statusCode: status,
      error: STATUS_TEXT[status] ?? 'Error',
      message: status >= 500 ? 'Something went wrong on our side' : err.message,
    });
  });

  // Every JSON body: a nesting deeper than MAX_JSON_DEPTH is a 400 before the text is parsed, so no later walk of the
  // body (the text check below, the schemas) can run out of stack; then Fastify's own parser, which refuses
  // __proto__ and constructor keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (!jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) return parseJson(req, body as string, done);
    const message = `nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects`;
    done(new HttpError(400, `body: ${message}`, [{ path: ['body'], message }]), undefined);
  });

  // Well-formed text (contracts/text.ts) in every string of the body, query and path of every route: PostgreSQL
  // cannot store a NUL character or a lone surrogate, so they are a 400 naming the field instead of a failed write.
  // Rows of a bulk import are checked row by row by their route instead, so one bad cell does not refuse the batch.
  app.addHook('preValidation', async (req) => {
    const body = req.routeOptions.config?.perRowValidation ? undefined : req.body;
    const problem = findIllFormedText(req.params, 'params') ?? findIllFormedText(req.query, 'querystring') ?? findIllFormedText(body, 'body');
    if (problem) {
      const field = problem.path.slice(1).join('.') || problem.path[0];
      throw new HttpError(400, `${field}: ${problem.message}`, [{ path: problem.path, message: problem.message }]);
    }
  });

  // Writes must come from our own pages (CSRF); runs before authentication so a refused request reads no session.
  app.addHook('onRequest', originCheckHook(config.trustedOrigins));

  // API answers hold health data and session state: no browser or shared cache may keep them. The docs UI's static
  // files under /api/docs keep their own caching.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/') && !req.url.startsWith('/api/docs')) reply.header('cache-control', 'no-store');
  });

  // Authentication for every non-public /api route, in one place (DESIGN §5).
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs') || req.routeOptions.config?.public) return;
    if (!req.routeOptions.url) return; // unknown route: let the 404 handler answer
    req.actor = await resolveActor(auth, database.db, req);
  });

  // better-auth bridge (DESIGN §2): copy every set-cookie.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { public: true },
    schema: { hide: true },
    async handler(req, reply) {
      const url = new URL(req.url, config.baseUrl);
      const hasBody = req.method !== 'GET' && req.body !== undefined && req.body !== null;
      const headers = fromNodeHeaders(req.headers);
      headers.set('x-forwarded-for', req.ip); // the client address as Fastify resolved it (TRUST_PROXY decides)
      const response = await auth.handler(
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

  await app.register(registerModules, { prefix: '/api' });

  app.get('/api/health', { config: { public: true }, schema: { hide: true } }, async () => ({ ok: true }));

  // The SPA: files from dist/, and index.html for any other non-/api GET (DESIGN §2).
  const spaDir = path.resolve(opts.spaDir ?? 'dist');
  const hasSpa = existsSync(path.join(spaDir, 'index.html'));
  if (hasSpa) await app.register(fastifyStatic, { root: spaDir, wildcard: false, index: false });
  app.setNotFoundHandler((req, reply) => {
    // client-side routes get the SPA; a missing API route or build asset is a real 404
    if (req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/assets/') && hasSpa) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ statusCode: 404, error: STATUS_TEXT[404], message: `Route ${req.method} ${req.url.split('?')[0]} not found` });
  });

  await app.ready();
  return app;
}
