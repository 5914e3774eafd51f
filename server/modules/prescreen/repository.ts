/**
 * SQL for prescreen results ("Results and review"): the list/export filter and the select that joins each
 * result with its candidate (name, status), trial (title, NCT ID) and reviewer (name). Tenancy is applied by the
 * caller through `organizationIds` (server/lib/tenancy.ts) or a scoped id.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db';
import { candidate, prescreenResult, trial, user } from '../../db/schema';
import { likePattern } from '../../lib/list';
import type { Sorting } from '../../lib/paginate';
import { inOrganizations } from '../../lib/tenancy';

/** The filters of `GET /api/prescreen/results` and its CSV export, after tenancy resolved the organisations. */
export interface ResultFilter {
  organizationIds: string[];
  candidateId?: string;
  sourceType?: string;
  aiRecommendation?: string;
  q?: string;
}

/** "First Last", the candidate name shown in results and searched by `q`. */
const candidateName = sql<string>`${candidate.firstName} || ' ' || ${candidate.lastName}`;

/** The columns of a `prescreenResultSummary` (contracts/prescreen.ts). */
export const summaryColumns = {
  id: prescreenResult.id,
  organizationId: prescreenResult.organizationId,
  candidateId: prescreenResult.candidateId,
  candidateName,
  candidateStatus: candidate.status,
  trialId: prescreenResult.trialId,
  trialTitle: trial.title,
  nctId: trial.nctId,
  sourceType: prescreenResult.sourceType,
  chatConversationId: prescreenResult.chatConversationId,
  formVersion: prescreenResult.formVersion,
  aiRecommendation: prescreenResult.aiRecommendation,
  reviewDecision: prescreenResult.reviewDecision,
  finalOutcome: prescreenResult.finalOutcome,
  reviewReason: prescreenResult.reviewReason,
  reviewedByUserId: prescreenResult.reviewedByUserId,
  reviewedByName: user.name,
  reviewedAt: prescreenResult.reviewedAt,
  createdAt: prescreenResult.createdAt,
};

/** The columns of a `prescreenResultDetail`: the summary plus verdicts, deciding criteria, conflicts and answers. */
export const detailColumns = {
  ...summaryColumns,
  verdicts: prescreenResult.verdicts,
  deciding: prescreenResult.deciding,
  conflicts: prescreenResult.conflicts,
  answers: prescreenResult.answers,
};

/**
 * Sort fields of the list: `candidateName` sorts by last name, then first name, the rest by their column; newest first
 * without one.
 */
export const SORTING: Sorting = {
  fields: {
    createdAt: prescreenResult.createdAt,
    candidateName: [candidate.lastName, candidate.firstName],
    trialTitle: trial.title,
    aiRecommendation: prescreenResult.aiRecommendation,
  },
  fallback: { sort: 'createdAt', order: 'desc' },
  tiebreak: prescreenResult.id,
};

/** The joins every result select needs: the candidate, the trial and (when reviewed) the reviewer. */
export function withJoins<T extends PgSelect>(qb: T) {
  return qb
    .innerJoin(candidate, eq(candidate.id, prescreenResult.candidateId))
    .innerJoin(trial, eq(trial.id, prescreenResult.trialId))
    .leftJoin(user, eq(user.id, prescreenResult.reviewedByUserId));
}

/** `SELECT <prescreenResultSummary columns> FROM prescreen_result JOIN candidate JOIN trial LEFT JOIN user`. */
export function selectSummaries(db: AppDb) {
  return withJoins(db.select(summaryColumns).from(prescreenResult).$dynamic());
}

/** The same with verdicts, deciding criteria, conflicts and answers (a candidate's review). */
export function selectDetails(db: AppDb) {
  return withJoins(db.select(detailColumns).from(prescreenResult).$dynamic());
}

/** `SELECT count(*)` over the same joins (the search reaches candidate and trial columns). */
export function countResults(db: AppDb) {
  return withJoins(
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(prescreenResult)
      .$dynamic(),
  );
}

/**
 * WHERE for list and export: organisations, candidate, source type, AI recommendation, and `q` — a case-insensitive
 * substring of the candidate's name ("First Last"), the trial title or the NCT ID.
 */
export function resultWhere(f: ResultFilter): SQL {
  const pattern = f.q ? likePattern(f.q) : undefined;
  return and(
    inOrganizations(prescreenResult.organizationId, f.organizationIds),
    f.candidateId ? eq(prescreenResult.candidateId, f.candidateId) : undefined,
    f.sourceType ? eq(prescreenResult.sourceType, f.sourceType) : undefined,
    f.aiRecommendation ? eq(prescreenResult.aiRecommendation, f.aiRecommendation) : undefined,
    pattern ? or(ilike(candidateName, pattern), ilike(trial.title, pattern), ilike(trial.nctId, pattern)) : undefined,
  )!;
}
