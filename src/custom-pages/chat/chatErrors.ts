/**
 * What the public chat tells the visitor when a request fails ("Public chat", errors): 429 → slow down,
 * 413 → too long, no response or a 5xx → retry, 404 → the link is no longer valid. Pure; the hook decides how to show
 * it (toast or inline alert).
 */
import { ApiError } from '../../dataProvider/httpClient';
import { CHAT_MESSAGE_MAX_CHARS } from '../../../contracts/constants';

export const TOO_FAST = "You're sending messages too fast; wait a moment and try again.";
export const TOO_LONG = `That message is too long: keep it under ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters.`;
export const NOT_SENT = "We couldn't reach the chat. Check your connection and try again.";
export const LINK_INVALID = 'This chat link is no longer valid';

/**
 * How a failure is handled: `retry` (network or server trouble: offer to try again), `gone` (404: the conversation or
 * token is no longer valid), `notice` (a message for the visitor, nothing to retry).
 */
export type ChatFailure = { kind: 'retry'; message: string } | { kind: 'gone'; message: string } | { kind: 'notice'; message: string };

/** Classifies an error of any chat call. */
export function classifyFailure(error: unknown): ChatFailure {
  if (!(error instanceof ApiError)) return { kind: 'retry', message: NOT_SENT };
  if (error.status === 0 || error.status >= 500) return { kind: 'retry', message: NOT_SENT };
  if (error.status === 429) return { kind: 'notice', message: TOO_FAST };
  if (error.status === 413) return { kind: 'notice', message: TOO_LONG };
  if (error.status === 404) return { kind: 'gone', message: LINK_INVALID };
  return { kind: 'notice', message: error.serverMessage ?? error.message };
}

/** The server's 400 issues by field name (the last path segment: ['body', 'phone'] → phone), first message wins. */
export function fieldIssues(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError) || error.status !== 400) return out;
  for (const issue of error.issues) {
    const field = issue.path?.[issue.path.length - 1];
    if (typeof field !== 'string' || out[field]) continue;
    out[field] = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  }
  return out;
}
