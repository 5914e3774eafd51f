/**
 * Checks every request's input gets before its route's schema, so no route can forget them: the nesting depth of a
 * JSON body (checked on the raw text, before it is parsed) and well-formed text (contracts/text.ts) in every string
 * of the body, the query and the path parameters. Both walk the input without recursion: a hostile input must get a
 * 400, never exhaust the stack.
 */
import { textProblem } from '../../contracts/text';

/**
 * Deepest nesting of arrays and objects a JSON request body may have. The deepest body the product sends is a
 * ClinicalTrials.gov record inside an import (about 13 levels) or a prescreen form's rules; 64 leaves room and keeps
 * every walk of a body shallow.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether the JSON text `json` nests arrays and objects deeper than `max` levels. One pass over the characters,
 * skipping strings (a bracket inside a string does not count); does not check that the text is valid JSON (the
 * parser does that next).
 */
export function jsonDepthExceeds(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Where a string breaks the text rule: its path (`['body', 'notes', 0]`, an object key's own path) and why. */
export interface TextProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The first string in `value` that is not well-formed text (an object's keys are checked before its values), with its
 * path under `root` (`'body'`, `'querystring'`, `'params'`), or null. Depth-first with an explicit stack, so any depth
 * is safe.
 */
export function findIllFormedText(value: unknown, root: string): TextProblem | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [root] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const message = textProblem(v);
      if (message) return { path, message };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, i] });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const message = textProblem(key);
        if (message) return { path: [...path, key], message };
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}
