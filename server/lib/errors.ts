/**
 * HTTP errors in the API's one error shape: `{ statusCode, error, message, issues? }`. Services throw these; the single
 * error handler (plugins/errors.ts) renders them.
 */
export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export interface ErrorIssue {
  path: (string | number)[];
  message: string;
}

/** The body of an error answer: the status, its text ('Error' for a status not listed above), the message, the issues. */
export function errorBody(statusCode: number, message: string, issues?: ErrorIssue[]) {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message, ...(issues ? { issues } : {}) };
}

/**
 * Whether a database error is a unique-constraint violation (PostgreSQL SQLSTATE 23505), thrown by `pg` and PGlite
 * directly or wrapped by drizzle as the `cause`.
 */
export function isUniqueViolation(e: unknown): boolean {
  type Coded = { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const err = e as Coded;
  return (err?.code ?? err?.cause?.code) === '23505';
}

export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public issues?: ErrorIssue[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: ErrorIssue[]) => new HttpError(400, message, issues);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message);
export const notFound = (entity = 'Record') => new HttpError(404, `${entity} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);
