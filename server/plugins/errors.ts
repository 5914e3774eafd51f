/**
 * Errors, in one place: every failed request answers `{ statusCode, error, message, issues? }` (lib/errors.ts). A
 * schema validation failure is a 400 naming its first field with every issue listed; an `HttpError` thrown by a
 * service keeps its status, message and issues; any other error keeps a 4xx status Fastify gave it and is otherwise a
 * 500 whose message reveals nothing of the server (the error itself goes to the log).
 */
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, HttpError } from '../lib/errors';

const HIDDEN = 'Something went wrong on our side';

/** Sets the app's error handler (the rule above). */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const where = err.validationContext ?? 'body';
        const issues = err.validation.map((v) => ({
          path: [where, ...v.instancePath.split('/').filter(Boolean)],
          message: v.message ?? 'invalid',
        }));
        const first = issues[0];
        const field = first.path.slice(1).join('.') || where;
        return reply.status(400).send(errorBody(400, `${field}: ${first.message}`, issues));
      }
      if (err instanceof HttpError) return reply.status(err.statusCode).send(errorBody(err.statusCode, err.message, err.issues));
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (status >= 500) req.log.error({ err }, 'request failed');
      return reply.status(status).send(errorBody(status, status >= 500 ? HIDDEN : err.message));
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's `frameworkErrors` option: a URL Fastify cannot route (not valid percent-encoded UTF-8, such as a lone
 * surrogate %ED%A0%80; a parameter over its length limit) gets the same error shape, with its 4xx status.
 */
export function frameworkErrors(err: FastifyError, _req: unknown, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
  return reply.status(status).send(errorBody(status, status < 500 ? err.message : HIDDEN));
}
