/**
 * Cross-site request forgery guard for the API's own write routes. The API authenticates with a session cookie, which
 * a browser attaches to a request whatever page sent it, so a write must prove it comes from one of our own pages:
 *
 * - `Origin` present: it must be one of the trusted origins (BASE_URL and TRUSTED_ORIGINS, see server/config.ts).
 *   `Origin: null` (a sandboxed frame, a file, a cross-origin redirect) is never trusted.
 * - `Origin` absent: `Sec-Fetch-Site: same-origin` is accepted (a browser that sent it ran our page); anything else,
 *   or no header at all, is refused. Browsers send `Origin` with every POST, PUT, PATCH and DELETE, so only scripts and
 *   old clients omit both, and the API has no cookie-less clients to keep.
 *
 * Safe methods (GET, HEAD, OPTIONS) are not checked: they change nothing. better-auth's routes (/api/auth/*) are
 * checked too: better-auth checks the origin only of requests that carry a cookie, so without this a foreign page could
 * sign a visitor in to an account of its choosing (login CSRF). Routes marked `config.crossSite` (the public chat,
 * provider webhooks) authenticate by their own token or signature and may be called from any origin; a cross-site
 * request to one is handled without its cookies, so it can never act with the visitor's staff session.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `scheme://host[:port]` of `url`, lower-case, default port left out; null when it is not an absolute http(s) URL. */
export function normalizeOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Why a request with these headers is not from one of `trusted` (normalised origins), or null when it is.
 * @returns the refusal message shown to the caller (403).
 */
export function crossSiteRefusal(headers: FastifyRequest['headers'], trusted: ReadonlySet<string>): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    if (origin === 'null') return 'Cross-site request refused: Origin "null" is not allowed to change data';
    const normalized = normalizeOrigin(origin);
    if (normalized && trusted.has(normalized)) return null;
    return `Cross-site request refused: Origin ${JSON.stringify(origin)} is not an origin of this site`;
  }
  if (headers['sec-fetch-site'] === 'same-origin') return null;
  return 'Cross-site request refused: an Origin header from this site is required to change data';
}

/**
 * An onRequest hook enforcing the rule above for every unsafe `/api` request against `trustedOrigins` (registered on
 * the whole app by plugins/crossSite.ts).
 * @throws HttpError 403 with the reason for a refused request.
 */
export function originCheckHook(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins.map(normalizeOrigin).filter((o): o is string => o !== null));
  return async function originCheck(req: FastifyRequest): Promise<void> {
    if (!UNSAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
    if (!req.routeOptions.url) return; // unknown route: the 404 handler answers
    const refusal = crossSiteRefusal(req.headers, trusted);
    if (!refusal) return;
    if (req.routeOptions.config?.crossSite) {
      delete req.headers.cookie;
      return;
    }
    throw forbidden(refusal);
  };
}
