/**
 * Building blocks of every domain's schemas: time stamps and ids as the API sends them, whole numbers, text columns
 * holding a known set of values, the error response, the 204 response, one page of a list, and the well-formed text
 * every request field is built from.
 *
 * fastify-type-provider-zod's serializer VALIDATES every response against its schema, and a `z.object` drops keys it
 * does not list, so:
 * - a field missing from a response schema is silently left out of the response: tests/api/openapi.test.ts compares
 *   the record schemas with the database tables and with real responses;
 * - a payload that does not match is a 500, so nullability follows the database columns exactly, and text columns
 *   holding a fixed set of values are documented as enums but read as strings (`knownValues`);
 * - JSON whose shape belongs to the domain (a trial's criteria, a form's content, a run's output rows) is a
 *   `z.looseObject`: the fields listed are documented and checked, the rest passes through unchanged.
 *
 * Request bodies are strict: an unknown field is a 400 naming it.
 */
import { z } from 'zod';
import { textProblem } from './text';

/**
 * A point in time: a `Date` (what Drizzle returns for timestamp columns) or an ISO 8601 string, sent as an ISO string.
 * Documented as `string, format date-time`.
 */
export const timestamp = z
  .custom<Date | string>((v) => (v instanceof Date && !Number.isNaN(v.getTime())) || (typeof v === 'string' && !Number.isNaN(Date.parse(v))), {
    message: 'must be a date-time',
  })
  .meta({ type: 'string', format: 'date-time' });

/** A calendar date YYYY-MM-DD (date of birth, date of death). */
export const calendarDate = z.string().meta({ format: 'date' });

/** A whole number (a count, a total, an integer column); documented as `integer` without the safe-integer bounds. */
export const integer = z.number().meta({ type: 'integer' });

/** A database uuid (any 8-4-4-4-12 hex string: fixed demo ids are not RFC 4122 v4). */
export const uuid = z.guid();

/** A uuid in a request (path, query or body), refused with the message "must be a uuid". */
export const uuidField = z.uuid({ message: 'must be a uuid' });

/**
 * A text column that holds one of `values` (written only through validated input): documented as an enum, read as a
 * string, so a stray stored value is still returned rather than failing the response.
 */
export function knownValues(values: readonly string[]) {
  return z.string().meta({ enum: [...values] });
}

/**
 * `schema` typed as `T`, the type derived from the strict schema of the same shape (a trial's criteria, a form's
 * content): the response is checked and documented by `schema`, which is looser than the request schema (unknown
 * fields and stray stored values pass through) and so has a wider type of its own.
 */
export function typedAs<T>(schema: z.ZodType): z.ZodType<T> {
  return schema as z.ZodType<T>;
}

/**
 * A value of type `T` as the client reads it from JSON: a `Date` (which a response schema accepts from the server)
 * arrives as its ISO string; everything else as it is.
 */
export type Json<T> = T extends Date ? string : T extends (infer U)[] ? Json<U>[] : T extends object ? { [K in keyof T]: Json<T[K]> } : T;

/** What the client receives for the response schema `S`: its output, with time stamps as ISO strings. */
export type Received<S extends z.ZodType> = Json<z.output<S>>;

/**
 * One page of a list: `{ [key]: items, total }`, the spec's list field name and the number of rows of every page
 * (lists accept `limit` and `offset`).
 */
export function pageOf<K extends string, I extends z.ZodType>(key: K, item: I, description: string) {
  return z.object({ [key]: z.array(item), total: integer } as { [P in K]: z.ZodArray<I> } & { total: typeof integer }).describe(description);
}

// ── errors ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** One problem of an invalid request: where (`['body', 'email']`) and what. */
export const errorIssue = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() });

/** Every error (DESIGN §5): `{ statusCode, error, message, issues? }`; `issues` with 400s from validation. */
export const errorResponse = z
  .object({ statusCode: integer, error: z.string(), message: z.string(), issues: z.array(errorIssue).optional() })
  .describe('Error');

/** What each error status means in this API (DESIGN §5); the description of that response in the OpenAPI document. */
const ERROR_MEANING = {
  400: 'Invalid input: the message names the field, issues list every problem',
  401: 'No valid session',
  403: 'Not allowed: another organisation, administrators only, or the account has no organisation yet',
  404: 'No such record, or one of another organisation',
  409: 'Conflict with an existing record',
  413: 'Request body too large',
  422: 'Valid request that cannot be carried out',
  429: 'Too many requests',
  502: 'An outside service (ClinicalTrials.gov, the language model) failed; the message says why',
} as const;

/** Status codes with a documented error response. */
export type ErrorStatus = keyof typeof ERROR_MEANING;

/**
 * `response` entries for the given error statuses, each `errorResponse` with its meaning, plus 500 (any route can fail).
 * Spread into a route's `schema.response`: `{ 200: candidate, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S | 500, typeof errorResponse> {
  const out = { 500: errorResponse.describe('Unexpected failure (no internals are revealed)') } as Record<S | 500, typeof errorResponse>;
  for (const s of statuses) out[s] = errorResponse.describe(ERROR_MEANING[s]);
  return out;
}

/** The response of a 204: no body. */
export const noContent = z.undefined().describe('Done; no content');

// ── request text ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Trimmed well-formed text (./text.ts: no NUL, no lone surrogate; else an issue naming the field). */
export const wellFormedText = () =>
  z
    .string()
    .trim()
    .superRefine((s, ctx) => {
      const problem = textProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A free-text request field of at most `max` characters: every text field of the API is built from this. */
export const text = (max: number) => wellFormedText().max(max);

/** A calendar date YYYY-MM-DD in a request. */
export const isoDate = z.iso.date({ message: 'must be a date YYYY-MM-DD' });
