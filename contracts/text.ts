/**
 * Well-formed text: the one rule every string the API accepts meets, wherever it comes from — a body field, a query or
 * path parameter, an imported CSV cell — and that the SPA's forms check with the same schemas:
 * - no NUL character (U+0000): PostgreSQL's text and jsonb cannot hold it;
 * - no lone UTF-16 surrogate (a code unit U+D800–U+DFFF without its pair, as JSON's `"\ud800"` gives): it is not a
 *   character at all; jsonb refuses its escape, and a text column would silently store U+FFFD in its place.
 * A string that breaks the rule is refused with a 400 naming its field, before anything is stored.
 */

/** Message of the 400 for a string holding U+0000. */
export const NUL_MESSAGE = 'must not contain NUL characters';
/** Message of the 400 for a string holding a lone surrogate. */
export const LONE_SURROGATE_MESSAGE = 'must not contain a lone UTF-16 surrogate (it is not valid Unicode text)';

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why `s` is not well-formed text — `NUL_MESSAGE` or `LONE_SURROGATE_MESSAGE`, to be put after the field's name — or
 * null when it is. Linear in the length of `s`.
 */
export function textProblem(s: string): string | null {
  if (s.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(s)) return LONE_SURROGATE_MESSAGE;
  return null;
}
