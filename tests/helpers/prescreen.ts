/**
 * Fixtures for prescreen results ("Results and review"): rows written straight through Drizzle, as the chat
 * conversation module writes them when a chat completes — a COMPLETED chat_conversation of the candidate, its
 * chat_message lines (agent question, visitor answer, …) and a prescreen_result whose verdicts cite the visitor lines
 * that gave the evidence (`messages[].messageId`). `sourceType: 'call'` writes the result alone (no conversation).
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../server/db';
import { candidate, chatConversation, chatMessage, prescreenResult, trial } from '../../server/db/schema';

export type Recommendation = 'PASS' | 'FAIL' | 'INCONCLUSIVE' | 'POTENTIAL';

export interface PrescreenFixtureInput {
  organizationId: string;
  candidateId: string;
  trialId: string;
  aiRecommendation?: Recommendation;
  sourceType?: 'chat' | 'call';
  /** Stored created_at (default: now); lets a test order results. */
  createdAt?: Date;
  /** Question / answer pairs; each becomes an agent line then a visitor line. Default: two questions. */
  qa?: [question: string, answer: string][];
}

export interface PrescreenFixture {
  resultId: string;
  conversationId: string | null;
  /** Ids of every transcript line, in seq order. */
  messageIds: string[];
  /** Ids of the visitor lines cited as evidence, one per question, in order. */
  evidenceIds: string[];
}

const DEFAULT_QA: [string, string][] = [
  ['Have you been diagnosed with type 2 diabetes?', 'Yes'],
  ['Are you pregnant or breastfeeding?', 'No'],
];

/** Inserts a (chat) prescreen result for `candidateId` × `trialId` of `organizationId`; returns the ids written. */
export async function insertPrescreenResult(db: AppDb, input: PrescreenFixtureInput): Promise<PrescreenFixture> {
  const qa = input.qa ?? DEFAULT_QA;
  const sourceType = input.sourceType ?? 'chat';
  const createdAt = input.createdAt ?? new Date();
  let conversationId: string | null = null;
  const messageIds: string[] = [];
  const evidenceIds: string[] = [];

  if (sourceType === 'chat') {
    const [conv] = await db
      .insert(chatConversation)
      .values({
        organizationId: input.organizationId,
        status: 'COMPLETED',
        phase: 'completed',
        tokenHash: randomBytes(32).toString('hex'),
        candidateId: input.candidateId,
        verifiedAt: createdAt,
        messageCount: qa.length * 2,
        createdAt,
        updatedAt: createdAt,
        completedAt: createdAt,
      })
      .returning({ id: chatConversation.id });
    conversationId = conv.id;
    // inserted in reverse order on purpose: the review must order lines by seq, not by insertion
    const lines = qa.flatMap(([q, a], i) => [
      { seq: 2 * i + 1, role: 'agent', text: q, reply: { type: 'question', questionId: `q${i + 1}`, text: q, answerType: 'yes_no_unsure' } },
      { seq: 2 * i + 2, role: 'visitor', text: a, reply: null },
    ]);
    await db.insert(chatMessage).values(lines.reverse().map((l) => ({ ...l, conversationId: conv.id, createdAt })));
    const rows = await db
      .select({ id: chatMessage.id, role: chatMessage.role })
      .from(chatMessage)
      .where(eq(chatMessage.conversationId, conv.id))
      .orderBy(asc(chatMessage.seq));
    for (const r of rows) {
      messageIds.push(r.id);
      if (r.role === 'visitor') evidenceIds.push(r.id);
    }
  }

  const verdicts = qa.map(([q, a], i) => ({
    criterionId: `c${i + 1}`,
    kind: i === 0 ? 'inclusion' : 'exclusion',
    text: q,
    answerableBy: 'candidate',
    verdict: 'met',
    evidence: { answerKey: `k${i + 1}`, answer: a },
    messages: [{ answerKey: `k${i + 1}`, questionId: `q${i + 1}`, messageId: evidenceIds[i] ?? null, text: a, source: 'visitor' }],
  }));
  const [row] = await db
    .insert(prescreenResult)
    .values({
      organizationId: input.organizationId,
      candidateId: input.candidateId,
      trialId: input.trialId,
      sourceType,
      chatConversationId: conversationId,
      formVersion: 1,
      answers: {
        responses: Object.fromEntries(qa.map(([, a], i) => [`q${i + 1}`, a])),
        answers: Object.fromEntries(qa.map(([, a], i) => [`k${i + 1}`, a])),
      },
      verdicts,
      conflicts: [],
      aiRecommendation: input.aiRecommendation ?? 'PASS',
      deciding: verdicts.map((v) => v.criterionId),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: prescreenResult.id });
  return { resultId: row.id, conversationId, messageIds, evidenceIds };
}

/** The first `n` seeded candidates of an organisation (by last name, first name) with their names. */
export async function seededCandidates(db: AppDb, organizationId: string, n: number) {
  return db
    .select({ id: candidate.id, firstName: candidate.firstName, lastName: candidate.lastName, status: candidate.status })
    .from(candidate)
    .where(eq(candidate.organizationId, organizationId))
    .orderBy(asc(candidate.lastName), asc(candidate.firstName), asc(candidate.id))
    .limit(n);
}

/** The first `n` seeded trials of an organisation (by title) with their NCT IDs. */
export async function seededTrials(db: AppDb, organizationId: string, n: number) {
  return db
    .select({ id: trial.id, title: trial.title, nctId: trial.nctId })
    .from(trial)
    .where(eq(trial.organizationId, organizationId))
    .orderBy(asc(trial.title), asc(trial.id))
    .limit(n);
}
