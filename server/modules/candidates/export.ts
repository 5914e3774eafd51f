/**
 * CSV export of every candidate matching a list filter ("CSV export of the filtered rows, all pages").
 * Reads pages of 1 000 rows (keyset on created_at, id, server/lib/csv.ts) so memory stays flat for 100 000 rows.
 * Audited. The CSV itself is written by `sendCsv` (formula cells neutralised).
 */
import { and, desc, getTableColumns } from 'drizzle-orm';
import type { AppDb } from '../../db';
import { candidate } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { audit } from '../../lib/audit';
import { afterCursor, cursorAt, keysetRows } from '../../lib/csv';
import { candidateWhere, type CandidateFilter } from './repository';

const PAGE = 1000;
/**
 * The columns, in order. Every field the candidate import reads is there under a header it recognises
 * (contracts/csvMapping.ts), so an export re-imported gives the same people: the date of death keeps a re-imported
 * deceased candidate out of reach, conditions and medications come back as lists.
 */
export const EXPORT_COLUMNS = [
  'id',
  'externalId',
  'firstName',
  'lastName',
  'dateOfBirth',
  'deceasedDate',
  'sex',
  'phone',
  'email',
  'addressLine',
  'city',
  'state',
  'postalCode',
  'country',
  'conditions',
  'medications',
  'status',
  'statusReason',
  'source',
  'consentSms',
  'consentCall',
  'createdAt',
] as const;

/**
 * Writes the `export` audit event, then returns every candidate matching `filter`, newest first, as CSV rows
 * (conditions by their texts and medications joined by "; ", createdAt ISO 8601), read as they are consumed.
 */
export async function exportCandidates(db: AppDb, actor: Actor, filter: CandidateFilter): Promise<AsyncIterable<Record<string, unknown>>> {
  const { searchText: _s, ...columns } = getTableColumns(candidate);
  await audit(db, actor, {
    action: 'export',
    entity: 'candidate',
    details: { organizationIds: filter.organizationIds, q: filter.q ?? null, status: filter.status ?? null },
  });
  return keysetRows(
    (cursor) =>
      db
        .select({ ...columns, cursorAt: cursorAt(candidate.createdAt) })
        .from(candidate)
        .where(and(candidateWhere(filter), afterCursor(candidate.createdAt, candidate.id, cursor)))
        .orderBy(desc(candidate.createdAt), desc(candidate.id))
        .limit(PAGE),
    PAGE,
    ({ cursorAt: _at, ...c }) => ({
      ...c,
      conditions: c.conditions.map((x) => x.text).join('; '),
      medications: c.medications.join('; '),
      createdAt: c.createdAt.toISOString(),
    }),
  );
}
