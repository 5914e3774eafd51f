/**
 * CSV export of every prescreen result matching the list filters ("Results and review": `GET
 * /api/prescreen/results/export`, all pages, not only the page shown). Streams pages of 1 000 rows (keyset on
 * created_at, id, newest first) through csv-stringify so memory stays flat, like server/modules/candidates/export.ts.
 * The keyset carries created_at as PostgreSQL text: a JS Date keeps milliseconds only, and rows sharing a
 * microsecond timestamp (one transaction's now()) would otherwise be skipped after the first page.
 * Audited as an export before the first row is read.
 */
import type { Readable } from 'node:stream';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { AppDb } from '../../db';
import { prescreenResult } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { audit } from '../../lib/audit';
import { resultWhere, summaryColumns, withJoins, type ResultFilter } from './repository';

const PAGE = 1000;

/** The header row, in order: one column per `prescreenResultSummary` field a reviewer reads. */
export const EXPORT_COLUMNS = [
  'id',
  'createdAt',
  'organizationId',
  'candidateId',
  'candidateName',
  'candidateStatus',
  'trialId',
  'nctId',
  'trialTitle',
  'sourceType',
  'chatConversationId',
  'formVersion',
  'aiRecommendation',
  'reviewDecision',
  'finalOutcome',
  'reviewReason',
  'reviewedByName',
  'reviewedAt',
] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A CSV stream (header row first) of every result matching `filter`, newest first, read `pageSize` rows at a time.
 * Writes an `export` audit event of prescreen results with the filter. A database failure mid-stream destroys the stream (the response is cut short).
 */
export async function exportResultsCsv(db: AppDb, actor: Actor, filter: ResultFilter, pageSize = PAGE): Promise<Readable> {
  await audit(db, actor, {
    action: 'export',
    entity: 'prescreen_result',
    details: {
      organizationIds: filter.organizationIds,
      q: filter.q ?? null,
      candidateId: filter.candidateId ?? null,
      sourceType: filter.sourceType ?? null,
      aiRecommendation: filter.aiRecommendation ?? null,
    },
  });
  const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS] });
  (async () => {
    let cursor: { at: string; id: string } | null = null;
    for (;;) {
      const page = await withJoins(db.select({ ...summaryColumns, cursorAt: sql<string>`${prescreenResult.createdAt}::text` }).from(prescreenResult).$dynamic())
        .where(
          and(
            resultWhere(filter),
            cursor
              ? or(
                  lt(prescreenResult.createdAt, sql`${cursor.at}::timestamptz`),
                  and(eq(prescreenResult.createdAt, sql`${cursor.at}::timestamptz`), lt(prescreenResult.id, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(prescreenResult.createdAt), desc(prescreenResult.id))
        .limit(pageSize);
      for (const { cursorAt: _c, ...r } of page) {
        const ok = csv.write({ ...r, createdAt: iso(r.createdAt), reviewedAt: iso(r.reviewedAt) });
        if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
      }
      if (page.length < pageSize) break;
      cursor = { at: page[page.length - 1].cursorAt, id: page[page.length - 1].id };
    }
    csv.end();
  })().catch((err) => csv.destroy(err));
  return csv;
}
