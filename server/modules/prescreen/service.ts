/**
 * Prescreen results and review ("Results and review"; DESIGN §4 "Prescreen result"). Results are written by
 * the chat conversation module when a chat completes; here staff list them, export them, open a candidate's review
 * (every result with its verdicts and the transcripts the evidence came from) and decide: accept the AI
 * recommendation, or override it to another outcome with a reason. A decision sets the candidate's status
 * (STATUS_FOR_OUTCOME) in the same transaction. Tenancy (server/lib/tenancy.ts): a list aimed at another organisation
 * is a 403, another tenant's candidate or result a 404. Lists, reads of a candidate's review and decisions are
 * audited (DESIGN §4: every change and every read of a candidate's record).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db';
import { candidate, chatConversation, chatMessage, prescreenResult } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { audit, audited } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paginate';
import { readableOrganizationIds, scopedId, tenantFilter } from '../../lib/tenancy';
import { STATUS_FOR_OUTCOME, type AiRecommendation, type CandidateStatus } from '../../../contracts/constants';
import type { prescreenResultDetail, prescreenVerdict, reviewDecision } from '../../../contracts/prescreen';
import type { chatMessage as chatMessageShape } from '../../../contracts/chatConversations';
import { countResults, resultWhere, selectDetails, selectSummaries, SORTING, type ResultFilter } from './repository';

/** The query of `GET /api/prescreen/results` (the export takes the same filters, without paging and sort). */
export interface ResultListQuery extends PageQuery {
  organizationId?: string;
  organizationIds?: string[];
  candidateId?: string;
  sourceType?: string;
  aiRecommendation?: string;
  q?: string;
}

type Verdict = z.output<typeof prescreenVerdict>;
type Conflict = z.output<typeof prescreenResultDetail>['conflicts'][number];
type TranscriptLine = z.output<typeof chatMessageShape>;

/**
 * Resolves the organisations of a list or export (`organizationId` and `organizationIds` together; default the
 * actor's active organisation) and keeps the other filters. @throws 403 when a non-admin names another organisation.
 */
export function filterFor(actor: Actor, query: Omit<ResultListQuery, 'limit' | 'offset' | 'sort' | 'order'>): ResultFilter {
  const requested = [...(query.organizationId ? [query.organizationId] : []), ...(query.organizationIds ?? [])];
  return {
    organizationIds: readableOrganizationIds(actor, requested.length ? requested : undefined),
    candidateId: query.candidateId,
    sourceType: query.sourceType,
    aiRecommendation: query.aiRecommendation,
    q: query.q,
  };
}

/**
 * `GET /api/prescreen/results` → `{ results: prescreenResultSummary[], total }`, newest first by default; sort by
 * createdAt | candidateName (last, then first name) | trialTitle | aiRecommendation. Audited as a list of
 * prescreen results (with the ids shown). @throws 403 for another organisation, 400 for an unknown sort field.
 */
export async function listResults(db: AppDb, actor: Actor, query: ResultListQuery) {
  const filter = filterFor(actor, query);
  const where = resultWhere(filter);
  const { rows: results, total } = await paginate(selectSummaries(db).where(where), countResults(db).where(where), query, SORTING);
  await audit(db, actor, {
    action: 'list',
    entity: 'prescreen_result',
    details: { organizationIds: filter.organizationIds, ids: results.map((r) => r.id), q: query.q ?? null, candidateId: query.candidateId ?? null },
  });
  return { results, total };
}

/**
 * `GET /api/prescreen/review?candidateId=` → `prescreenReview`: the candidate, every result of that candidate
 * (newest first) with verdicts, deciding criteria, conflicts and answers, and `transcripts` — for each chat
 * conversation a result came from, its chat_message lines in `seq` order (a verdict's `messages[].messageId` points
 * into them). Audited as a read of the candidate. @throws 404 when the candidate is missing or another tenant's.
 */
export async function getReview(db: AppDb, actor: Actor, candidateId: string) {
  const [cand] = await db
    .select({
      id: candidate.id,
      organizationId: candidate.organizationId,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      dateOfBirth: candidate.dateOfBirth,
      sex: candidate.sex,
      status: candidate.status,
      prescreenNotes: candidate.prescreenNotes,
    })
    .from(candidate)
    .where(scopedId(actor, candidate.id, candidateId, candidate.organizationId));
  if (!cand) throw notFound('Candidate');

  const results = await selectDetails(db)
    .where(and(eq(prescreenResult.candidateId, candidateId), eq(prescreenResult.organizationId, cand.organizationId)))
    .orderBy(desc(prescreenResult.createdAt), desc(prescreenResult.id));

  const conversationIds = [...new Set(results.map((r) => r.chatConversationId).filter((id): id is string => id !== null))];
  const transcripts: Record<string, TranscriptLine[]> = {};
  if (conversationIds.length) {
    const lines = await db
      .select({
        id: chatMessage.id,
        conversationId: chatMessage.conversationId,
        seq: chatMessage.seq,
        role: chatMessage.role,
        text: chatMessage.text,
        reply: chatMessage.reply,
        createdAt: chatMessage.createdAt,
      })
      .from(chatMessage)
      .innerJoin(chatConversation, eq(chatConversation.id, chatMessage.conversationId))
      // the conversation must be of the candidate's organisation too (never another tenant's transcript)
      .where(and(inArray(chatMessage.conversationId, conversationIds), eq(chatConversation.organizationId, cand.organizationId)))
      .orderBy(asc(chatMessage.conversationId), asc(chatMessage.seq));
    for (const id of conversationIds) transcripts[id] = [];
    for (const { conversationId, ...line } of lines) transcripts[conversationId].push({ ...line, reply: line.reply as TranscriptLine['reply'] });
  }

  await audit(db, actor, {
    action: 'read',
    entity: 'candidate',
    entityId: cand.id,
    organizationId: cand.organizationId,
    details: { view: 'prescreen-review', resultIds: results.map((r) => r.id), conversationIds },
  });
  // the jsonb columns are typed loosely by the table; the response schema (prescreenReview) checks them on the way out
  const typed = results.map((r) => ({ ...r, verdicts: r.verdicts as unknown as Verdict[], conflicts: r.conflicts as unknown as Conflict[] }));
  return { candidate: cand, results: typed, transcripts };
}

/** One result as a `prescreenResultSummary`, within `tx`. */
async function summaryOf(tx: AppDb, id: string) {
  const [row] = await selectSummaries(tx).where(eq(prescreenResult.id, id));
  return row;
}

/** Candidate statuses a review decision may change: the stages up to and including the prescreen outcome. */
export const REVIEWABLE_STATUSES: readonly CandidateStatus[] = ['NEW', 'CONTACTED', 'PRESCREENING', 'PRESCREEN_PASSED', 'PRESCREEN_FAILED'];

/**
 * `POST /api/prescreen/review/decision` body `reviewDecision` → the reviewed `prescreenResultSummary`.
 * ACCEPT: finalOutcome = the AI recommendation; OVERRIDE: finalOutcome = `outcome`, reviewReason = `reason` (the body
 * schema already answers 400 naming `outcome` / `reason` when they are missing). In one transaction the result is
 * updated (decision, outcome, reason, reviewer, time) and the candidate's status set to STATUS_FOR_OUTCOME of the final
 * outcome, with statusReason "Prescreen review: accepted PASS" / "Prescreen review: override to FAIL — <reason>" and
 * statusChangedAt when the status changes — only while the candidate is still in the prescreening stage
 * (REVIEWABLE_STATUSES): a decision on an older result never pulls back a scheduled, referred, consented or enrolled
 * candidate nor overrides NOT_INTERESTED / UNREACHABLE / DO_NOT_CONTACT (the decision itself is still recorded). A later
 * decision replaces an earlier one. Audited each time: a `review` of
 * the prescreen_result (decision, outcome, previous decision and status) and an `update` of the candidate's status.
 * @throws 404 when the result is missing or another tenant's.
 */
export async function decide(db: AppDb, actor: Actor, input: z.infer<typeof reviewDecision>) {
  return audited(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(prescreenResult)
      .where(scopedId(actor, prescreenResult.id, input.resultId, prescreenResult.organizationId))
      .for('update');
    if (!current) throw notFound('Prescreen result');
    const [cand] = await tx
      .select({ id: candidate.id, status: candidate.status })
      .from(candidate)
      .where(and(eq(candidate.id, current.candidateId), tenantFilter(actor, candidate.organizationId)))
      .for('update');
    if (!cand) throw notFound('Prescreen result');

    const finalOutcome = (input.decision === 'ACCEPT' ? current.aiRecommendation : input.outcome!) as AiRecommendation;
    const reason = input.reason?.trim() || null;
    const status = REVIEWABLE_STATUSES.includes(cand.status as CandidateStatus) ? STATUS_FOR_OUTCOME[finalOutcome] : cand.status;
    const now = new Date();
    const statusReason =
      input.decision === 'ACCEPT'
        ? `Prescreen review: accepted ${finalOutcome}${reason ? ` — ${reason}` : ''}`
        : `Prescreen review: override to ${finalOutcome} — ${reason}`;

    await tx
      .update(prescreenResult)
      .set({
        reviewDecision: input.decision,
        finalOutcome,
        reviewReason: reason,
        reviewedByUserId: actor.userId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(prescreenResult.id, current.id));
    await tx
      .update(candidate)
      .set({ status, statusReason, ...(status !== cand.status ? { statusChangedAt: now } : {}), updatedAt: now })
      .where(eq(candidate.id, cand.id));

    await audit(tx, actor, [
      {
        action: 'review',
        entity: 'prescreen_result',
        entityId: current.id,
        organizationId: current.organizationId,
        details: {
          decision: input.decision,
          outcome: finalOutcome,
          aiRecommendation: current.aiRecommendation,
          reason,
          candidateId: cand.id,
          previousStatus: cand.status,
          status,
          previousDecision: current.reviewDecision,
          previousOutcome: current.finalOutcome,
        },
      },
      {
        action: 'update',
        entity: 'candidate',
        entityId: cand.id,
        organizationId: current.organizationId,
        details: { fields: ['status'], status: { from: cand.status, to: status, reason: statusReason }, prescreenResultId: current.id },
      },
    ]);
    return summaryOf(tx, current.id);
  });
}
