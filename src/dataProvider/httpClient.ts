/**
 * The single HTTP client of the SPA (spec §7, §8). Every request, the better-auth client's included (through
 * `apiFetch`), goes with credentials, JSON Accept/Content-Type and the active organisation header
 * (ACTIVE_ORG_HEADER); a 204 has no body; failures become an ApiError whose message is the spec §8 text while the
 * server's own `message` stays available for display (describeError).
 */
import { ACTIVE_ORG_HEADER } from '../../contracts/constants';
import { getActiveOrganizationId } from './activeOrganizationStore';

/** Spec §8: status → text. Any other status is a "Generic Error". */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Title of an error whose status has no text of its own (spec §8). */
export const GENERIC_ERROR = 'Generic Error';
/** Message of a cancelled request (spec §8). */
export const REQUEST_ABORTED = 'Request aborted';

/** One validation issue of an API error body (DESIGN §5). */
export interface ApiIssue {
  path: (string | number)[];
  message: string;
}

/**
 * A failed call. `status` is the HTTP status (0 when no response arrived: network failure or abort), `body` the
 * parsed JSON body (or its text), `serverMessage` the body's `message`, `issues` its validation issues.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly serverMessage: string | null;
  readonly issues: ApiIssue[];
  readonly aborted: boolean;

  constructor(init: { message: string; status: number; statusText: string; body?: unknown; aborted?: boolean }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body ?? null;
    this.aborted = init.aborted ?? false;
    const record = typeof this.body === 'object' && this.body !== null ? (this.body as Record<string, unknown>) : {};
    this.serverMessage = typeof record.message === 'string' ? record.message : null;
    this.issues = Array.isArray(record.issues) ? (record.issues as ApiIssue[]) : [];
  }

  /** True when retrying the same request may succeed: no response (network), or a 5xx. */
  get isTransient(): boolean {
    return !this.aborted && (this.status === 0 || this.status >= 500);
  }
}

/**
 * Text for a person: the spec §8 title plus the server's explanation when it has one
 * ("Not Found: Candidate not found"); the message of any other Error; String(value) otherwise.
 */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const titled = STATUS_MESSAGES[error.status] === error.message;
    return titled && error.serverMessage ? `${error.message}: ${error.serverMessage}` : error.message;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Query-string values; arrays are joined with commas (the API accepts `a,b`), empty values are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly string[];

/** Builds `/api/...?...` from a path and query values. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * fetch with the project defaults: credentials included, Accept JSON unless the caller set one, JSON Content-Type
 * for string bodies, and x-organization-id when an organisation is active (unless `withOrganization` is false: the
 * public chat's requests never carry it). Network failures and aborts are rethrown as ApiError. Also used as
 * better-auth's `customFetchImpl`.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}, withOrganization = true): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const orgId = withOrganization ? getActiveOrganizationId() : null;
  if (orgId && !headers.has(ACTIVE_ORG_HEADER)) headers.set(ACTIVE_ORG_HEADER, orgId);
  try {
    return await fetch(input, { ...init, headers, credentials: 'include' });
  } catch (e) {
    if (isAbort(e, init.signal)) {
      throw new ApiError({ message: REQUEST_ABORTED, status: 0, statusText: 'Aborted', aborted: true });
    }
    const detail = e instanceof Error ? e.message : String(e);
    throw new ApiError({ message: `${GENERIC_ERROR}: 0 Network error — ${detail}`, status: 0, statusText: 'Network error', body: detail });
  }
}

function isAbort(e: unknown, signal: AbortSignal | null | undefined): boolean {
  return Boolean(signal?.aborted) || (e instanceof DOMException && e.name === 'AbortError');
}

/**
 * The ApiError of a failed answer (`body` parsed as JSON when it was JSON): its message is the spec §8 text of the
 * status, or for any other status "Generic Error: <status> <status text> — <the body's message, or the body>".
 */
export function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  const known = STATUS_MESSAGES[status];
  if (known) return new ApiError({ message: known, status, statusText, body });
  const bodyMessage = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  let detail = typeof body === 'string' ? body : body == null ? '' : JSON.stringify(body);
  if (typeof bodyMessage === 'string') detail = bodyMessage;
  return new ApiError({
    message: `${GENERIC_ERROR}: ${status} ${statusText}${detail ? ` — ${detail.slice(0, 300)}` : ''}`,
    status,
    statusText,
    body,
  });
}

/** Reads a failed response into an ApiError (apiErrorOf; the body parsed as JSON when it is JSON). */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return apiErrorOf(response.status, response.statusText, body);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (the public chat's visitor token). */
  headers?: Record<string, string>;
  /** A public request: without the active-organisation header. */
  public?: boolean;
}

/**
 * Calls the API and returns the parsed JSON body (undefined for a 204 or an empty body).
 * @throws ApiError on any non-2xx status, network failure or abort.
 */
export async function httpClient<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Calls the API and returns the body as a Blob with the file name of its Content-Disposition (used for the CSV
 * export). @throws ApiError like httpClient.
 */
export async function httpClientBlob(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, options, 'text/csv, application/json;q=0.5');
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), filename: match ? decodeURIComponent(match[1]) : null };
}

async function send(path: string, options: RequestOptions, accept?: string): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, ...(accept ? { Accept: accept } : {}) };
  const init = {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };
  const response = await apiFetch(buildUrl(path, options.query), init, !options.public);
  if (!response.ok) throw await toApiError(response);
  return response;
}
