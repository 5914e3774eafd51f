/**
 * Input checks every route gets before its own schema, so no route can forget them (the rules: lib/input.ts):
 *
 * - a JSON body nested deeper than MAX_JSON_DEPTH arrays and objects is a 400 before its text is parsed, so no later
 *   walk of the body (the text check, the schemas) can run out of stack; then Fastify's own parser, which refuses
 *   `__proto__` and `constructor` keys;
 * - every string of the body, query and path parameters must be well-formed text: PostgreSQL cannot store a NUL
 *   character or a lone surrogate, so they are a 400 naming the field instead of a failed write. A route marked
 *   `config.perRowValidation` (a bulk import) checks its body row by row instead, so one bad cell does not refuse
 *   the batch.
 */
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';
import { findIllFormedText, jsonDepthExceeds, MAX_JSON_DEPTH } from '../lib/input';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route validates its body row by row (CSV import) and reports ill-formed text per row itself. */
    perRowValidation?: boolean;
  }
}

/** Replaces the JSON parser and adds the preValidation text check (the rules above). */
export const inputChecksPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      if (!jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) return parseJson(req, body as string, done);
      const message = `nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects`;
      done(new HttpError(400, `body: ${message}`, [{ path: ['body'], message }]), undefined);
    });

    app.addHook('preValidation', async (req) => {
      const body = req.routeOptions.config?.perRowValidation ? undefined : req.body;
      const problem = findIllFormedText(req.params, 'params') ?? findIllFormedText(req.query, 'querystring') ?? findIllFormedText(body, 'body');
      if (problem) {
        const field = problem.path.slice(1).join('.') || problem.path[0];
        throw new HttpError(400, `${field}: ${problem.message}`, [{ path: problem.path, message: problem.message }]);
      }
    });
  },
  { name: 'input-checks' },
);
