/**
 * Data access of the prescreen results page (contract, /work/notes/issue4-contract.md; spec §7 "Prescreen"):
 * typed calls through the SPA's single http client (credentials + active organisation header) and the react-query
 * keys the page uses. Shapes are those of contracts/prescreen.ts (prescreenResultList, prescreenReview …,
 * and the request body `reviewDecision`).
 */
import type { z } from 'zod';
import { httpClient, httpClientBlob, type QueryValue } from '../../dataProvider/httpClient';
import type { AiRecommendation } from '../../../contracts/constants';
import type { prescreenResultDetail, prescreenResultList, prescreenResultSummary, prescreenReview, prescreenVerdict, reviewDecision } from '../../../contracts/prescreen';
import type { chatMessage } from '../../../contracts/chatConversations';

/** The SPA receives timestamps as ISO strings; the shared schemas also allow a Date (server side). */
type Json<T> = T extends Date ? string : T extends (infer U)[] ? Json<U>[] : T extends object ? { [K in keyof T]: Json<T[K]> } : T;

export type PrescreenResultSummary = Json<z.output<typeof prescreenResultSummary>>;
export type PrescreenResultList = Json<z.output<typeof prescreenResultList>>;
export type PrescreenResultDetail = Json<z.output<typeof prescreenResultDetail>>;
export type PrescreenVerdict = Json<z.output<typeof prescreenVerdict>>;
export type PrescreenReview = Json<z.output<typeof prescreenReview>>;
export type ChatMessage = Json<z.output<typeof chatMessage>>;
export type ReviewDecisionBody = z.input<typeof reviewDecision>;

/** Server-side sort fields of GET /api/prescreen/results. */
export const RESULT_SORTS = ['createdAt', 'candidateName', 'trialTitle', 'aiRecommendation'] as const;
export type ResultSort = (typeof RESULT_SORTS)[number];

/** The filters of the results list and of its CSV export (same query names as the API). */
export interface PrescreenResultFilter {
  organizationIds?: string[];
  q?: string;
  sourceType?: 'call' | 'chat';
  aiRecommendation?: AiRecommendation;
}

/** One page of the list: filters, then paging and sort. */
export interface PrescreenResultQuery extends PrescreenResultFilter {
  sort: ResultSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** react-query keys: everything of this page starts with `prescreen` so a decision can refresh it all. */
export const prescreenKeys = {
  all: ['prescreen'] as const,
  results: (query: PrescreenResultQuery) => ['prescreen', 'results', query] as const,
  review: (candidateId: string) => ['prescreen', 'review', candidateId] as const,
};

const asQuery = (q: object) => q as Record<string, QueryValue>;

/** GET /api/prescreen/results → `{ results, total }`. */
export function fetchPrescreenResults(query: PrescreenResultQuery, signal?: AbortSignal): Promise<PrescreenResultList> {
  return httpClient<PrescreenResultList>('/api/prescreen/results', { query: asQuery(query), signal });
}

/** GET /api/prescreen/results/export with the list's filters → the CSV of every filtered row. */
export function exportPrescreenResultsCsv(filter: PrescreenResultFilter): Promise<{ blob: Blob; filename: string | null }> {
  return httpClientBlob('/api/prescreen/results/export', { query: asQuery(filter) });
}

/** GET /api/prescreen/review?candidateId= → the candidate, their results (newest first) and the chat transcripts. */
export function fetchPrescreenReview(candidateId: string, signal?: AbortSignal): Promise<PrescreenReview> {
  return httpClient<PrescreenReview>('/api/prescreen/review', { query: { candidateId }, signal });
}

/** POST /api/prescreen/review/decision → the updated result summary (the candidate's status changes with it). */
export function postReviewDecision(body: ReviewDecisionBody): Promise<PrescreenResultSummary> {
  return httpClient<PrescreenResultSummary>('/api/prescreen/review/decision', { method: 'POST', body });
}
