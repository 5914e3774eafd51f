/**
 * CSV export of every candidate matching a list filter ("CSV export of the filtered rows, all pages").
 * Streams pages of 1 000 rows (keyset on created_at, id) so memory stays flat for 100 000 rows. Audited.
 */
import { Readable } from 'node:stream';
import { and, desc, eq, getTableColumns, lt, or, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { AppDb } from '../../db';
import { candidate } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { audit } from '../../lib/audit';
import { candidateWhere, type CandidateFilter } from './repository';

const PAGE = 1000;
export const EXPORT_COLUMNS = [
  'id', 'externalId', 'firstName', 'lastName', 'dateOfBirth', 'sex', 'phone', 'email', 'addressLine', 'city', 'state',
  'postalCode', 'country', 'conditions', 'status', 'statusReason', 'source', 'consentSms', 'consentCall', 'createdAt',
] as const;

/** Returns a CSV stream (header row first) of all candidates matching `filter`, newest first. */
export async function exportCandidatesCsv(db: AppDb, actor: Actor, filter: CandidateFilter): Promise<Readable> {
  const { searchText: _s, ...columns } = getTableColumns(candidate);
  await audit(db, actor, { action: 'export', entity: 'candidate', details: { organizationIds: filter.organizationIds, q: filter.q ?? null, status: filter.status ?? null } });
  const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS] });
  (async () => {
    // the cursor keeps the stored microseconds (a JS Date has milliseconds only): rows created in one transaction
    // share one timestamp, and a millisecond cursor would skip them after the first page
    let cursor: { at: string; id: string } | null = null;
    for (;;) {
      const page: (typeof candidate.$inferSelect & { cursorAt: string })[] = await db
        .select({ ...columns, cursorAt: sql<string>`${candidate.createdAt}::text` })
        .from(candidate)
        .where(
          and(
            candidateWhere(filter),
            cursor ? or(lt(candidate.createdAt, sql`${cursor.at}::timestamptz`), and(eq(candidate.createdAt, sql`${cursor.at}::timestamptz`), lt(candidate.id, cursor.id))) : undefined,
          ),
        )
        .orderBy(desc(candidate.createdAt), desc(candidate.id))
        .limit(PAGE) as any;
      for (const { cursorAt: _c, ...c } of page) {
        const ok = csv.write({
          ...c,
          conditions: c.conditions.map((x) => x.text).join('; '),
          createdAt: c.createdAt.toISOString(),
        });
        if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
      }
      if (page.length < PAGE) break;
      cursor = { at: page[page.length - 1].cursorAt, id: page[page.length - 1].id };
    }
    csv.end();
  })().catch((err) => csv.destroy(err));
  return csv;
}
