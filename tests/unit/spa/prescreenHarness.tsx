/**
 * Fixtures of the prescreen results page tests (tests/unit/spa/prescreen*.test.tsx): a Northside result, its detail
 * with verdicts and the review with its transcript (shapes of contracts/prescreen.ts), and the page rendered over the
 * in-memory data provider of renderPage.tsx.
 */
import PrescreenResultsPage from '../../../src/custom-pages/prescreen/PrescreenResultsPage';
import type { PrescreenResultDetail, PrescreenResultSummary, PrescreenReview } from '../../../src/custom-pages/prescreen/types';
import type { Organization } from '../../../src/dataProvider/types';
import { northside, ORG_ID, renderPage, type RenderPageOptions } from './renderPage';

export { ORG_ID };
export const CANDIDATE_ID = '22222222-2222-4222-8222-222222222222';
export const TRIAL_ID = '33333333-3333-4333-8333-333333333333';
export const RESULT_ID = '44444444-4444-4444-8444-444444444444';
export const CONVERSATION_ID = '55555555-5555-4555-8555-555555555555';
export const MSG = {
  greeting: '66666666-0000-4000-8000-000000000001',
  askAge: '66666666-0000-4000-8000-000000000002',
  age: '66666666-0000-4000-8000-000000000003',
  askDiabetes: '66666666-0000-4000-8000-000000000004',
  diabetes: '66666666-0000-4000-8000-000000000005',
  html: '66666666-0000-4000-8000-000000000006',
};
export const HTML_LINE = '<img src=x onerror="alert(1)"><b>bold</b>';

const now = '2026-03-01T10:00:00.000Z';

/** Northside Research, the organisation of the coordinator the page is rendered for. */
export const organization: Organization = northside;

export const summary: PrescreenResultSummary = {
  id: RESULT_ID,
  organizationId: ORG_ID,
  candidateId: CANDIDATE_ID,
  candidateName: 'Jane Doe',
  candidateStatus: 'PRESCREENING',
  trialId: TRIAL_ID,
  trialTitle: 'Metformin in Adults With Type 2 Diabetes',
  nctId: 'NCT01234567',
  sourceType: 'chat',
  chatConversationId: CONVERSATION_ID,
  formVersion: 2,
  aiRecommendation: 'FAIL',
  reviewDecision: null,
  finalOutcome: null,
  reviewReason: null,
  reviewedByUserId: null,
  reviewedByName: null,
  reviewedAt: null,
  createdAt: now,
};

export const detail: PrescreenResultDetail = {
  ...summary,
  verdicts: [
    {
      criterionId: 'inc-1',
      kind: 'inclusion',
      text: 'Age 18 to 75 years',
      answerableBy: 'candidate',
      verdict: 'met',
      messages: [{ answerKey: 'age', questionId: 'q-age', messageId: MSG.age, text: "I'm 54", source: 'visitor' }],
    },
    {
      criterionId: 'exc-1',
      kind: 'exclusion',
      text: 'Type 1 diabetes',
      answerableBy: 'candidate',
      verdict: 'not_met',
      messages: [
        {
          answerKey: 'condition:type 1 diabetes',
          questionId: 'q-t1d',
          messageId: MSG.diabetes,
          text: 'yes, type 1 since childhood',
          source: 'visitor',
        },
      ],
    },
    {
      criterionId: 'inc-2',
      kind: 'inclusion',
      text: 'HbA1c between 7% and 10%',
      answerableBy: 'site',
      verdict: 'unknown',
      messages: [],
    },
  ],
  deciding: ['exc-1'],
  conflicts: [],
  answers: {},
};

const line = (id: string, seq: number, role: 'agent' | 'visitor', text: string) => ({ id, seq, role, text, reply: null, createdAt: now });

export const review: Omit<PrescreenReview, 'id'> = {
  candidate: {
    id: CANDIDATE_ID,
    organizationId: ORG_ID,
    firstName: 'Jane',
    lastName: 'Doe',
    dateOfBirth: '1971-05-02',
    sex: 'FEMALE',
    status: 'PRESCREENING',
    prescreenNotes: [],
  },
  results: [detail],
  transcripts: {
    [CONVERSATION_ID]: [
      line(MSG.greeting, 1, 'agent', 'Hello! I will ask a few questions.'),
      line(MSG.askAge, 2, 'agent', 'How old are you?'),
      line(MSG.age, 3, 'visitor', "I'm 54"),
      line(MSG.askDiabetes, 4, 'agent', 'Have you been diagnosed with type 1 diabetes?'),
      line(MSG.diabetes, 5, 'visitor', 'yes, type 1 since childhood'),
      line(MSG.html, 6, 'visitor', HTML_LINE),
    ],
  },
};

/**
 * Renders /prescreen/results`search` over an in-memory data provider holding `results` and the review above (the
 * candidate has no prescreen notes); `methods` replace data provider methods.
 */
export function renderResults(search = '', results: PrescreenResultSummary[] = [summary], methods: RenderPageOptions['methods'] = {}) {
  return renderPage(<PrescreenResultsPage />, `/prescreen/results${search}`, {
    data: { organizations: [organization], prescreenResults: results, prescreenReviews: [{ ...review, id: CANDIDATE_ID }] },
    methods: { getPrescreenNotes: async () => [], ...methods },
  });
}
