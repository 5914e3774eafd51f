/**
 * CSV export of every prescreen result matching the list filters ("Results and review": `GET
 * /api/prescreen/results/export`, all pages, not only the page shown). Reads pages of 1 000 rows (keyset on
 * created_at, id, newest first; server/lib/csv.ts) so memory stays flat. Audited as an export before the first row is
 * read. The CSV itself is written by `sendCsv` (formula cells neutralised).
 */
import { and, desc } from 'drizzle-orm';
import type { AppDb } from '../../db';
import { prescreenResult } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { audit } from '../../lib/audit';
import { afterCursor, cursorAt, keysetRows } from '../../lib/csv';
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
 * Writes an `export` audit event of prescreen results with the filter, then returns every result matching `filter`,
 * newest first, as CSV rows (dates ISO 8601), read `pageSize` rows at a time as they are consumed.
 */
export async function exportResults(db: AppDb, actor: Actor, filter: ResultFilter, pageSize = PAGE): Promise<AsyncIterable<Record<string, unknown>>> {
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
  return keysetRows(
    (cursor) =>
      withJoins(
        db
          .select({ ...summaryColumns, cursorAt: cursorAt(prescreenResult.createdAt) })
          .from(prescreenResult)
          .$dynamic(),
      )
        .where(and(resultWhere(filter), afterCursor(prescreenResult.createdAt, prescreenResult.id, cursor)))
        .orderBy(desc(prescreenResult.createdAt), desc(prescreenResult.id))
        .limit(pageSize),
    pageSize,
    ({ cursorAt: _at, ...r }) => ({ ...r, createdAt: iso(r.createdAt), reviewedAt: iso(r.reviewedAt) }),
  );
}
