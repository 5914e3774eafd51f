/**
 * Prescreen results (DESIGN §4: per candidate × trial × source call or chat) with their per-criterion verdicts and
 * AI recommendation, and the reviewer's decision: request body, responses and the types the SPA reads.
 */
import { z } from 'zod';
import { AI_RECOMMENDATIONS, PRESCREEN_SOURCE_TYPES, PRESCREEN_VERDICTS, REVIEW_DECISIONS } from './constants';
import { calendarDate, integer, knownValues, pageOf, text, timestamp, uuid, uuidField, type Received } from './common';
import { prescreenNote } from './candidates';
import { chatMessage } from './chatConversations';

/** `POST /api/prescreen/review/decision`: accept the AI recommendation, or override it to another outcome with a reason. */
export const reviewDecision = z
  .strictObject({
    resultId: uuidField,
    decision: z.enum(REVIEW_DECISIONS),
    /** Required with OVERRIDE: the outcome the reviewer decides. */
    outcome: z.enum(AI_RECOMMENDATIONS).optional(),
    /** Required with OVERRIDE (at least 3 characters). */
    reason: text(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== 'OVERRIDE') return;
    if (!v.outcome) ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'required to override' });
    if (!v.reason || v.reason.length < 3)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'a reason of at least 3 characters is required to override' });
  });
export type ReviewDecisionBody = z.input<typeof reviewDecision>;

/** A transcript line that gave evidence for a verdict (`messageId` links into the transcript). */
export const verdictMessage = z.object({
  answerKey: z.string(),
  questionId: z.string(),
  messageId: z.string().nullable(),
  text: z.string().nullable(),
  source: z.string(),
});

/**
 * One criterion's verdict, with the criterion as it was when the result was stored: `kind`, `text`, `answerableBy`,
 * and `scope` and `unencoded` when the stored verdict copied them from its criterion (optional: a result stored
 * without them still reads, and the review then names no reason beside "Site to confirm").
 */
export const prescreenVerdict = z.looseObject({
  criterionId: z.string(),
  kind: knownValues(['inclusion', 'exclusion']),
  text: z.string(),
  answerableBy: z.string(),
  verdict: knownValues(PRESCREEN_VERDICTS),
  /**
   * Unknown although answered: the answer does not settle what the criterion's text adds to its rule (a qualifier, an
   * exception, an alternative: `scope`), or the candidate was not sure; the site confirms it.
   */
  siteToConfirm: z.boolean().optional(),
  /** What the criterion's rule can prove (contracts/eligibility.ts RuleScope); absent = exact. */
  scope: knownValues(['exact', 'necessary', 'sufficient'])
    .optional()
    .describe("What the rule's answers can prove: necessary = a 'no' decides, a 'yes' is for the site; sufficient = the reverse"),
  /** Words of the criterion's text its rule does not test: why a "Site to confirm" verdict is left to the site. */
  unencoded: z.array(z.string()).optional().describe('Words of the criterion the rule does not test, shown to the site'),
  messages: z.array(verdictMessage),
});
export type PrescreenVerdict = Received<typeof prescreenVerdict>;

/** A prescreen result row of `GET /api/prescreen/results`. */
export const prescreenResultSummary = z.object({
  id: uuid,
  organizationId: uuid,
  candidateId: uuid,
  candidateName: z.string(),
  candidateStatus: z.string(),
  trialId: uuid,
  trialTitle: z.string(),
  nctId: z.string().nullable(),
  sourceType: knownValues(PRESCREEN_SOURCE_TYPES),
  chatConversationId: uuid.nullable(),
  formVersion: integer.nullable(),
  aiRecommendation: knownValues(AI_RECOMMENDATIONS),
  reviewDecision: knownValues(REVIEW_DECISIONS).nullable(),
  finalOutcome: knownValues(AI_RECOMMENDATIONS).nullable(),
  reviewReason: z.string().nullable(),
  reviewedByUserId: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type PrescreenResultSummary = Received<typeof prescreenResultSummary>;

/** `GET /api/prescreen/results` */
export const prescreenResultList = pageOf('results', prescreenResultSummary, 'One page of prescreen results and the total');

/** A result with its verdicts, conflicts, answers and the criterion ids behind the recommendation. */
export const prescreenResultDetail = prescreenResultSummary.extend({
  verdicts: z.array(prescreenVerdict),
  deciding: z.array(z.string()),
  conflicts: z.array(z.looseObject({ answerKey: z.string() })),
  answers: z.record(z.string(), z.unknown()),
});
export type PrescreenResultDetail = Received<typeof prescreenResultDetail>;

/**
 * `GET /api/prescreen/review?candidateId=`: the candidate, their results (newest first) and the transcript of each
 * chat conversation the results came from (by conversation id).
 */
export const prescreenReview = z
  .object({
    candidate: z.object({
      id: uuid,
      organizationId: uuid,
      firstName: z.string(),
      lastName: z.string(),
      dateOfBirth: calendarDate.nullable(),
      sex: z.string(),
      status: z.string(),
      prescreenNotes: z.array(prescreenNote),
    }),
    results: z.array(prescreenResultDetail),
    transcripts: z.record(z.string(), z.array(chatMessage)),
  })
  .describe("The candidate's prescreen review");
export type PrescreenReview = Received<typeof prescreenReview>;
