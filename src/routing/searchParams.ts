/**
 * Route search params validated with zod (spec §2, §5): the param schemas (also those of the lists, listParams.ts)
 * and each route's params that are not list state; a value that does not validate is dropped (never an error), and
 * list params keep only their valid entries (e.g. `orgs` keeps the uuids, `status` the known statuses). Lists are
 * written comma-separated (`orgs=a,b`); repeated keys are read too.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { isValid, parseISO } from 'date-fns';
import { useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { safeRedirect } from './paths';

/** A param schema: takes every raw value of the key (URLSearchParams.getAll), yields the typed value. */
export type ParamSchema<T> = z.ZodMiniType<T, string[]>;

const rawValues = z.array(z.string());
const uuid = z.uuid();

const splitList = (raw: string[]) =>
  raw
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** Free text (first value, trimmed, 1–200 characters). */
export const textParam: ParamSchema<string> = z.pipe(
  z.pipe(
    rawValues,
    z.transform((raw) => (raw[0] ?? '').trim()),
  ),
  z.string().check(z.minLength(1), z.maxLength(200)),
);

/**
 * The search text of a list (the first value, 1–200 characters, not blank), kept as typed: trimming it here would
 * change a search box while the person types a space; the API trims it.
 */
export const searchTextParam: ParamSchema<string> = z.pipe(
  z.pipe(
    rawValues,
    z.transform((raw) => raw[0] ?? ''),
  ),
  z.string().check(
    z.maxLength(200),
    z.refine((v) => v.trim().length > 0),
  ),
);

/** One uuid (the first value); anything else drops the param. */
export const uuidParam: ParamSchema<string> = z.pipe(
  z.pipe(
    rawValues,
    z.transform((raw) => (raw[0] ?? '').trim().toLowerCase()),
  ),
  z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
);

/** A list of uuids; invalid entries are dropped, an empty result drops the param. */
export const uuidListParam: ParamSchema<string[]> = z.pipe(
  z.pipe(
    rawValues,
    z.transform((raw) => [...new Set(splitList(raw).filter((v) => uuid.safeParse(v).success))]),
  ),
  z.array(z.string()).check(z.minLength(1)),
);

/** A list of allowed values; unknown entries are dropped, an empty result drops the param. */
export function enumListParam<const T extends readonly [string, ...string[]]>(values: T): ParamSchema<T[number][]> {
  const allowed = new Set<string>(values);
  return z.pipe(
    z.pipe(
      rawValues,
      z.transform((raw) => [...new Set(splitList(raw).filter((v) => allowed.has(v)))]),
    ),
    z.array(z.enum(values)).check(z.minLength(1)),
  ) as unknown as ParamSchema<T[number][]>;
}

/** One allowed value (the first given). */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T): ParamSchema<T[number]> {
  return z.pipe(
    z.pipe(
      rawValues,
      z.transform((raw) => raw[0]),
    ),
    z.enum(values),
  ) as unknown as ParamSchema<T[number]>;
}

/** An opaque token (invitation links): 10–100 characters of [A-Za-z0-9_-]. */
export const tokenParam: ParamSchema<string> = z.pipe(
  z.pipe(
    rawValues,
    z.transform((raw) => raw[0] ?? ''),
  ),
  z.string().check(z.regex(/^[A-Za-z0-9_-]{10,100}$/)),
);

/**
 * Whether `value` is a real calendar date written YYYY-MM-DD (2024-02-29 is; 2023-02-29, 2024-02-30, 2024-13-01 and
 * 2024-1-1 are not): the shape by pattern, the calendar by date-fns (parseISO rejects a day the month does not have).
 */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));
}

/** A real calendar date YYYY-MM-DD (the first value); an impossible date such as 2024-02-30 drops the param. */
export const dateParam: ParamSchema<string> = z.pipe(
  z.pipe(
    rawValues,
    z.transform((raw) => (raw[0] ?? '').trim()),
  ),
  z.string().check(z.refine(isCalendarDate)),
);

/** A post-sign-in destination inside the app (see safeRedirect). */
export const redirectParam: ParamSchema<string> = z.pipe(
  z.pipe(
    rawValues,
    z.transform((raw) => safeRedirect(raw[0])),
  ),
  z.string(),
);

export type SearchShape = Record<string, ParamSchema<unknown>>;
export type SearchValues<S extends SearchShape> = { [K in keyof S]?: z.output<S[K]> };

/** Validates `params` against `shape`, key by key; invalid or missing keys are absent from the result. */
export function parseSearch<S extends SearchShape>(shape: S, params: URLSearchParams): SearchValues<S> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    const raw = params.getAll(key);
    if (raw.length === 0) continue;
    const result = shape[key].safeParse(raw);
    if (result.success) out[key] = result.data;
  }
  return out as SearchValues<S>;
}

/** Writes `values` into a copy of `params`: arrays comma-joined, empty values removed, other keys kept. */
export function writeSearch(params: URLSearchParams, values: Record<string, string | readonly string[] | null | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    if (text) next.set(key, text as string);
    else next.delete(key);
  }
  return next;
}

/**
 * The validated search params of the current route and a setter that merges changes into the URL (replacing the
 * history entry, so typing in a search box does not stack entries). Invalid values are also removed from the URL.
 */
export function useValidatedSearch<S extends SearchShape>(
  shape: S,
): [SearchValues<S>, (values: { [K in keyof S]?: string | readonly string[] | null }) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => parseSearch(shape, params), [shape, params]);
  useEffect(() => {
    const canonical: Record<string, string | readonly string[] | null> = {};
    for (const key of Object.keys(shape)) canonical[key] = (values[key] as string | readonly string[] | undefined) ?? null;
    const next = writeSearch(params, canonical);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [shape, values, params, setParams]);
  const update = useCallback(
    (changes: { [K in keyof S]?: string | readonly string[] | null }) =>
      setParams((current) => writeSearch(current, changes as Record<string, string | readonly string[] | null>), { replace: true }),
    [setParams],
  );
  return [values, update];
}

/**
 * Search params of the routes that are not list state (spec §2); the lists' params are in listParams.ts and are
 * read and written through ListUrlState.
 */
export const SEARCH = {
  signIn: { redirect: redirectParam },
  signUp: { invitation: tokenParam },
  trialCriteria: { trialId: uuidParam },
  prescreenForms: { formId: uuidParam },
  /** /chat/ (spec §2): organization-id redirects to /chat/{organizationId} with conversation-id and token. */
  chatEntry: { 'organization-id': uuidParam, 'conversation-id': uuidParam, token: tokenParam },
  /** /chat/{organizationId}: resume a conversation. */
  chat: { 'conversation-id': uuidParam, token: tokenParam },
  /** /prescreen/results: `candidateId` opens that candidate's review instead of the grid. */
  prescreenResults: { candidateId: uuidParam },
} satisfies Record<string, SearchShape>;
