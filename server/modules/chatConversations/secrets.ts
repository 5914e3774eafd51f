/**
 * Visitor secrets of the public chat ("Public chat", DESIGN §5): the conversation token (32 random bytes,
 * base64url, 43 characters; only its SHA-256 is stored) and the 6-digit one-time code (SHA-256 of conversation id and
 * code stored). Comparisons are constant-time.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CHAT_OTP } from '../../../contracts/constants';

/** SHA-256 hex of `value`. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new conversation token and the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/** True when `token` hashes to `storedHash` (constant-time). */
export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(sha256(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A new one-time code (CHAT_OTP.digits digits, leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 10 ** CHAT_OTP.digits)).padStart(CHAT_OTP.digits, '0');
}

/** The stored hash of a one-time code, bound to its conversation. */
export function codeHash(conversationId: string, code: string): string {
  return sha256(`${conversationId}:${code}`);
}

/** "•••• 4567" for a phone, "j•••@example.com" for an email: enough for the visitor to recognise, not to read. */
export function maskDestination(channel: 'sms' | 'email', destination: string): string {
  if (channel === 'sms') return `•••• ${destination.slice(-4)}`;
  const [user, domain] = destination.split('@');
  return `${user.slice(0, 1)}•••@${domain}`;
}
