/**
 * One page of a list, the same way for every list of the API: the page's rows in a whitelisted order, `limit` rows
 * from `offset`, and the `total` of rows the filter matches (lists return `{ <records>, total }` so grids page on the
 * server). A `sort` outside the list's whitelist is a 400 naming the fields it may be, never a column the client
 * chose; every order ends with a tiebreak column so rows that tie keep one order and pages neither skip nor repeat.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { badRequest } from './errors';

/** How a list sorts. */
export interface Sorting {
  /** The whitelist: field name → its column, or columns ordered in turn (a name: last name, then first name). */
  fields: Record<string, PgColumn | PgColumn[]>;
  /** The order without a `sort`. */
  fallback: { sort: string; order: 'asc' | 'desc' };
  /** Appended to every order, usually the id. */
  tiebreak: PgColumn;
}

/** The paging part of a list query (the schemas: `listQuery` in lib/list.ts). */
export interface PageQuery {
  sort?: string;
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * ORDER BY for `sort` / `order`: the field's columns then the tiebreak, all in one direction — `order`, else
 * ascending for a named field and the fallback's direction without one.
 * @throws 400 "sort: must be one of …" for a field not in the whitelist.
 */
export function sortOrder(sorting: Sorting, sort: string | undefined, order: 'asc' | 'desc' | undefined): SQL[] {
  const field = sort ?? sorting.fallback.sort;
  const columns = sorting.fields[field];
  if (!columns) {
    throw badRequest(`sort: must be one of ${Object.keys(sorting.fields).join(', ')}`, [{ path: ['querystring', 'sort'], message: 'unknown field' }]);
  }
  const dir = (order ?? (sort ? 'asc' : sorting.fallback.order)) === 'desc' ? desc : asc;
  return [...[columns].flat(), sorting.tiebreak].map((column) => dir(column));
}

/**
 * Reads one page: `rows` (a dynamic select with its joins and WHERE, `.$dynamic()`) ordered by `order` — a `Sorting`
 * applied to the page's `sort` and `order`, or an order the caller built from a value its schema already checked —
 * limited to the page, and `count` (a `select { total }` with the same WHERE) run beside it. Neither query starts
 * before the order is known, so a refused sort runs no SQL.
 * @returns the page's rows and the total. @throws 400 for a sort field outside the whitelist.
 */
export async function paginate<Q extends PgSelect>(
  rows: Q,
  count: PromiseLike<{ total: number }[]>,
  page: PageQuery,
  order: Sorting | SQL[],
): Promise<{ rows: Awaited<Q>; total: number }> {
  const by = Array.isArray(order) ? order : sortOrder(order, page.sort, page.order);
  const [found, [{ total }]] = await Promise.all([
    rows
      .orderBy(...by)
      .limit(page.limit)
      .offset(page.offset),
    count,
  ]);
  return { rows: found, total: Number(total) };
}
