/**
 * SQL for candidates: the list/export filter, and the look-up of existing candidates matching imported rows.
 */
import { and, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db';
import { candidate } from '../../db/schema';
import { likePattern } from '../../lib/list';
import type { Sorting } from '../../lib/paginate';
import { inOrganizations } from '../../lib/tenancy';

export interface CandidateFilter {
  organizationIds: string[];
  q?: string;
  status?: string[];
  source?: string;
}

/** The candidate list's sort fields; newest first without one. */
export const SORTING: Sorting = {
  fields: {
    lastName: candidate.lastName,
    firstName: candidate.firstName,
    dateOfBirth: candidate.dateOfBirth,
    status: candidate.status,
    source: candidate.source,
    postalCode: candidate.postalCode,
    createdAt: candidate.createdAt,
    updatedAt: candidate.updatedAt,
  },
  fallback: { sort: 'createdAt', order: 'desc' },
  tiebreak: candidate.id,
};

/** WHERE for list and export: organisations, search (trigram-indexed `search_text`), status, source. */
export function candidateWhere(f: CandidateFilter): SQL {
  return and(
    inOrganizations(candidate.organizationId, f.organizationIds),
    f.q ? like(candidate.searchText, likePattern(f.q)) : undefined,
    f.status?.length ? inArray(candidate.status, f.status) : undefined,
    f.source ? eq(candidate.source, f.source) : undefined,
  )!;
}

export interface MatchKeys {
  externalIds: string[];
  phones: string[];
  emails: string[];
}

/** Existing candidates of `organizationId` whose external id, phone or email is among `keys`. */
export async function findMatches(db: AppDb, organizationId: string, keys: MatchKeys) {
  const conds: SQL[] = [];
  if (keys.externalIds.length) conds.push(inArray(candidate.externalId, keys.externalIds));
  if (keys.phones.length) conds.push(inArray(candidate.phone, keys.phones));
  if (keys.emails.length) conds.push(inArray(candidate.email, keys.emails));
  if (!conds.length) return [];
  return db
    .select({ id: candidate.id, externalId: candidate.externalId, phone: candidate.phone, email: candidate.email })
    .from(candidate)
    .where(and(eq(candidate.organizationId, organizationId), or(...conds)));
}
