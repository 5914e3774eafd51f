/**
 * The better-auth 1.7.7 client (DESIGN §2) at /api/auth on this origin. Its requests go through the project's http
 * client (`apiFetch`: credentials, organisation header). better-auth's default redirect plugin makes the browser
 * navigate when a successful response holds `url` and `redirect: true` (spec §7), and its session signal refreshes
 * the session after sign-in, sign-up, sign-out, update-user, delete-user and verify-email (spec §4).
 */
import { createAuthClient } from 'better-auth/react';
import { apiErrorOf, apiFetch } from '../dataProvider/httpClient';

/** The one better-auth client of the SPA. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  fetchOptions: { customFetchImpl: apiFetch },
});

/** A better-auth client result: data, or an error with status and message. */
type AuthResult<T> = { data: T; error: null } | { data: null; error: { status: number; statusText: string; message?: string } };

/**
 * The data of a better-auth call. @throws ApiError whose message is the spec §8 text of the status (apiErrorOf; the
 * server's explanation stays for describeError), or an Error with the rate-limit text for a 429.
 */
export async function unwrapAuth<T>(call: Promise<AuthResult<T>>): Promise<T> {
  const { data, error } = await call;
  if (error) {
    if (error.status === 429) throw new Error(TOO_MANY_ATTEMPTS);
    throw apiErrorOf(error.status, error.statusText, error);
  }
  return data as T;
}

/** Message shown when better-auth's rate limit answers 429 (sign-in attempts are limited per minute). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts, try again in a minute';
