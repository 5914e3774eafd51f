/**
 * Shapes of the prescreen results page (spec §7 "Prescreen"), read through the data provider: the records of
 * resource `prescreenResults` (a list row, `prescreenResultSummary`), of `prescreenReviews` (one candidate's results
 * with verdicts and the chat transcripts the evidence came from, `prescreenReview`, keyed by the candidate's id) and
 * the reviewer's decision sent as an update of a result (`reviewDecision` without its `resultId`). Derived from the
 * shared schemas of contracts/prescreen.ts.
 */
import type { Received } from '../../../contracts/common';
import type { prescreenReview, ReviewDecisionBody } from '../../../contracts/prescreen';

export type { PrescreenResultDetail, PrescreenResultSummary, PrescreenVerdict } from '../../../contracts/prescreen';
export type { ChatMessage } from '../../../contracts/chatConversations';
/** A candidate's review as a react-admin record: `id` is the candidate's id. */
export type PrescreenReview = Received<typeof prescreenReview> & { id: string };
/** The data of an update of a prescreen result: ACCEPT, or OVERRIDE with the outcome and a reason. */
export type ReviewDecision = Omit<ReviewDecisionBody, 'resultId'>;
