/**
 * Every CSV the product writes goes through here: the keyset paging an export reads its rows with, the one writer
 * (csv-stringify) that neutralises formula cells, the reply of a download (`sendCsv`) and the schema of its route
 * (`csvExportSchema`).
 *
 * Formula cells: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula, and tab or carriage
 * return in front of one of those is skipped by some of them. Text in our records comes from people we do not trust
 * (the public chat's visitors type their own name), so a string cell starting with one of these characters is
 * written with a single quote in front (OWASP's CSV-injection advice): the spreadsheet shows it as text. A cell
 * that already starts with quotes followed by one of these characters gets one more quote, so that `restoreCsvCell`
 * (the candidate import) gives back exactly what was stored and an export re-imported is the same records.
 */
import { Readable } from 'node:stream';
import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../contracts/common';

/** A cell a spreadsheet could run: optional quotes we added, then a formula or control character. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** The same with at least one quote in front: what the writer made of such a cell. */
const NEUTRALISED_START = /^'+[=+\-@\t\r]/;

/** `=1+1` → `'=1+1`, `'=1+1` → `''=1+1`; any other text as it is. */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The inverse of `neutraliseCsvCell`, for a cell read back from a CSV: drops the one quote in front of quotes and a
 * formula or control character (`'=1+1` → `=1+1`, `'+16175550100` → `+16175550100`). A quote followed by anything
 * else (`'tis`, `' =1`) is the person's text and stays.
 */
export function restoreCsvCell(value: string): string {
  return NEUTRALISED_START.test(value) ? value.slice(1) : value;
}

/** Position of an export's keyset: the row's `created_at` as PostgreSQL text (microseconds kept) and its id. */
export interface KeysetCursor {
  at: string;
  id: string;
}

/**
 * `created_at` as text for the cursor: a JS Date keeps milliseconds only, and rows sharing one microsecond timestamp
 * (one transaction's now()) would otherwise be skipped after the first page.
 */
export const cursorAt = (createdAt: PgColumn) => sql<string>`${createdAt}::text`;

/** Rows after `cursor` in (created_at desc, id desc) order; undefined (no condition) on the first page. */
export function afterCursor(createdAt: PgColumn, id: PgColumn, cursor: KeysetCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  const at = sql`${cursor.at}::timestamptz`;
  return or(lt(createdAt, at), and(eq(createdAt, at), lt(id, cursor.id)));
}

/**
 * Every row of a query read `pageSize` rows at a time, newest first: `page(cursor)` selects the rows after the cursor
 * (see `afterCursor`) ordered by created_at desc, id desc, limited to `pageSize`, with `cursorAt` (see `cursorAt`).
 * Yields `toCsvRow(row)` of each row; memory stays at one page however many rows there are.
 */
export async function* keysetRows<R extends { id: string; cursorAt: string }>(
  page: (cursor: KeysetCursor | null) => Promise<R[]>,
  pageSize: number,
  toCsvRow: (row: R) => Record<string, unknown>,
): AsyncGenerator<Record<string, unknown>> {
  let cursor: KeysetCursor | null = null;
  for (;;) {
    const rows = await page(cursor);
    for (const row of rows) yield toCsvRow(row);
    if (rows.length < pageSize) return;
    cursor = { at: rows[rows.length - 1].cursorAt, id: rows[rows.length - 1].id };
  }
}

/**
 * A CSV stream of `rows`: the header row (`columns`), then one line per row with the values of those keys. Strings
 * are neutralised (`neutraliseCsvCell`), null and undefined are empty, booleans `1` / empty (csv-stringify's
 * default). The rows are read as the reader drains the stream; an error while reading them destroys the stream (a
 * download is cut short, never completed with rows missing).
 */
export function csvStream(columns: readonly string[], rows: AsyncIterable<Record<string, unknown>>): Readable {
  const csv = stringify({
    header: true,
    columns: [...columns],
    cast: { string: (value, context) => (context.header ? value : neutraliseCsvCell(value)) },
  });
  (async () => {
    for await (const row of rows) {
      if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
    }
    csv.end();
  })().catch((err) => csv.destroy(err));
  return csv;
}

/**
 * The schema of an export route: `querystring` (the list's filters), a 200 CSV download with one row per `row` (the
 * body is a stream, sent by Fastify as is, documented as a string) and the errors of a staff list (400, 401, 403).
 */
export function csvExportSchema<Q extends z.ZodType>(opts: { tags: string[]; summary: string; querystring: Q; row: string }) {
  const description = `CSV file (attachment), one row per ${opts.row}; cells that a spreadsheet would run as a formula start with a quote`;
  return {
    tags: opts.tags,
    summary: opts.summary,
    querystring: opts.querystring,
    response: {
      200: { description, content: { 'text/csv': { schema: z.custom<Readable>((v) => v instanceof Readable).meta({ type: 'string' }) } } },
      ...errorResponses(400, 401, 403),
    },
  };
}

/**
 * Sends `rows` as a CSV attachment named `<name>-<YYYY-MM-DD>.csv` (today, UTC): `text/csv; charset=utf-8`, header
 * row `columns`, formula cells neutralised (see `csvStream`).
 */
export function sendCsv(reply: FastifyReply, name: string, columns: readonly string[], rows: AsyncIterable<Record<string, unknown>>) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(csvStream(columns, rows));
}
