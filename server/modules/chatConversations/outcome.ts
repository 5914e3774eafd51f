/**
 * What a chat prescreen changes outside the conversation ("The prescreen dialogue"):
 * - contact consent given → the candidate's call and SMS consent are recorded (source `chat`, with the time) and a
 *   NEW or CONTACTED candidate moves to PRESCREENING;
 * - the dialogue completes → one prescreen result per trial of the form (answers, per-criterion verdicts with the
 *   criterion's text and the messages that gave the evidence, recommendation, form version) and the candidate's status
 *   moves by the overall outcome: some trial PASS or POTENTIAL → PRESCREEN_PASSED, every trial FAIL → PRESCREEN_FAILED,
 *   otherwise it stays PRESCREENING (STATUS_FOR_OUTCOME, contracts/constants.ts).
 * Only candidates still in NEW, CONTACTED or PRESCREENING move: a chat never pulls a scheduled, referred, consented or
 * enrolled candidate back, nor overrides DO_NOT_CONTACT. Test conversations (staff trying an agent) change nothing.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db';
import { candidate, prescreenForm, prescreenResult } from '../../db/schema';
import type { DialogueState } from '../../domain/conversation';
import { audit } from '../../lib/audit';
import type { CandidateStatus } from '../../../contracts/constants';
import { labelOf } from '../../../contracts/labels';
import type { StoredState } from './dialogue';
import type { ConversationRow } from './view';

const MOVABLE: CandidateStatus[] = ['NEW', 'CONTACTED', 'PRESCREENING'];
const OUTCOME_STATUS: Record<NonNullable<DialogueState['result']>['outcome'], CandidateStatus> = {
  next_step: 'PRESCREEN_PASSED',
  not_eligible: 'PRESCREEN_FAILED',
  review: 'PRESCREENING',
};

async function moveCandidate(db: AppDb, candidateId: string, status: CandidateStatus, reason: string, now: Date, from: CandidateStatus[] = MOVABLE) {
  await db
    .update(candidate)
    .set({ status, statusReason: reason, statusChangedAt: now, updatedAt: now })
    .where(and(eq(candidate.id, candidateId), inArray(candidate.status, from)));
}

/**
 * A dialogue that had ended early on an answer was reopened by the visitor's correction: the candidate this chat
 * moved to PRESCREEN_FAILED goes back to PRESCREENING until the dialogue completes again.
 */
export async function reopenResults(db: AppDb, conversation: ConversationRow, now: Date): Promise<void> {
  if (conversation.isTest || !conversation.candidateId) return;
  await moveCandidate(db, conversation.candidateId, 'PRESCREENING', 'Chat prescreen reopened: the visitor corrected an answer', now, [
    'PRESCREEN_FAILED',
  ]);
}

/** Consent to be contacted was given in `conversation`: record it on the candidate and start the prescreen. */
export async function recordConsent(db: AppDb, conversation: ConversationRow, now: Date): Promise<void> {
  if (conversation.isTest || !conversation.candidateId) return;
  await db
    .update(candidate)
    .set({
      consentCall: true,
      consentCallAt: now,
      consentCallSource: 'chat',
      consentSms: true,
      consentSmsAt: now,
      consentSmsSource: 'chat',
      updatedAt: now,
    })
    .where(eq(candidate.id, conversation.candidateId));
  await moveCandidate(db, conversation.candidateId, 'PRESCREENING', 'Chat prescreen started', now);
  await audit(db, null, {
    action: 'update',
    entity: 'candidate',
    entityId: conversation.candidateId,
    organizationId: conversation.organizationId,
    details: { via: 'chat', conversationId: conversation.id, consent: 'contact' },
  });
}

/**
 * The dialogue of `conversation` completed: stores one prescreen result per trial (one row per conversation and
 * trial) and moves the candidate's status. A dialogue that ended early and was reopened by a correction completes
 * again: its rows are updated with the new answers and recommendation while staff have not decided on them yet (a
 * decided result is kept as staff decided it).
 */
export async function storeResults(db: AppDb, conversation: ConversationRow, stored: StoredState, now: Date): Promise<void> {
  const result = stored.dialogue.result;
  if (conversation.isTest || !conversation.candidateId || !result) return;
  const criteriaOf = new Map(stored.dialogue.trials.map((t) => [t.id, new Map(t.criteria.map((c) => [c.id, c]))]));
  // the form may have been deleted while the chat ran (the dialogue keeps its own copy): the result then keeps the
  // form version but no link, as results of a deleted form do
  const [form] = await db.select({ id: prescreenForm.id }).from(prescreenForm).where(eq(prescreenForm.id, stored.formId));
  const rows = result.trials.map((t) => ({
    organizationId: conversation.organizationId,
    candidateId: conversation.candidateId!,
    trialId: t.trialId,
    sourceType: 'chat',
    chatConversationId: conversation.id,
    prescreenFormId: form?.id ?? null,
    formVersion: stored.formVersion,
    answers: { responses: result.responses, answers: result.answers },
    verdicts: t.verdicts.map((v) => {
      const c = criteriaOf.get(t.trialId)?.get(v.criterionId);
      // what the rule leaves to the site, so the review can say why a verdict is the site's to confirm
      return {
        ...v,
        kind: c?.kind ?? 'inclusion',
        text: c?.text ?? '',
        answerableBy: c?.answerableBy ?? 'candidate',
        ...(c?.scope ? { scope: c.scope } : {}),
        ...(c?.unencoded?.length ? { unencoded: c.unencoded } : {}),
      };
    }),
    conflicts: result.conflicts as unknown as Record<string, unknown>[],
    aiRecommendation: t.recommendation,
    deciding: t.deciding,
    createdAt: now,
    updatedAt: now,
  }));
  const inserted = await db
    .insert(prescreenResult)
    .values(rows)
    .onConflictDoUpdate({
      target: [prescreenResult.chatConversationId, prescreenResult.trialId],
      set: {
        answers: sql`excluded.answers`,
        verdicts: sql`excluded.verdicts`,
        conflicts: sql`excluded.conflicts`,
        aiRecommendation: sql`excluded.ai_recommendation`,
        deciding: sql`excluded.deciding`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: isNull(prescreenResult.reviewDecision),
    })
    .returning({
      id: prescreenResult.id,
      trialId: prescreenResult.trialId,
      aiRecommendation: prescreenResult.aiRecommendation,
      createdAt: prescreenResult.createdAt,
    });
  // the status reason staff read on the candidate: the recommendation by its label ("Chat prescreen: Fail")
  const summary = result.trials.map((t) => labelOf.aiRecommendation(t.recommendation)).join(', ');
  await moveCandidate(db, conversation.candidateId, OUTCOME_STATUS[result.outcome], `Chat prescreen: ${summary}`, now);
  await audit(
    db,
    null,
    inserted.map((r) => ({
      action: r.createdAt.getTime() === now.getTime() ? ('create' as const) : ('update' as const),
      entity: 'prescreen_result',
      entityId: r.id,
      organizationId: conversation.organizationId,
      details: {
        via: 'chat',
        conversationId: conversation.id,
        candidateId: conversation.candidateId,
        trialId: r.trialId,
        aiRecommendation: r.aiRecommendation,
      },
    })),
  );
}
