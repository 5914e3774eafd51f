/**
 * Test harness of the prescreen results page (tests/unit/spa/prescreen*.test.tsx): renders the page at a URL inside
 * the app's real providers (react-admin's AdminContext with the Phases data provider, ActiveOrganizationProvider for a
 * Northside coordinator) behind a stubbed `fetch` that answers the API routes the page calls, records every request,
 * and exposes the current location. Shapes follow contracts/prescreen.ts.
 */
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ActiveOrganizationProvider } from '../../../src/authProvider/ActiveOrganization';
import type { PhasesSession } from '../../../src/authProvider/session';
import { dataProvider } from '../../../src/dataProvider';
import PrescreenResultsPage from '../../../src/custom-pages/prescreen/PrescreenResultsPage';
import type { PrescreenResultDetail, PrescreenResultSummary, PrescreenReview } from '../../../src/custom-pages/prescreen/prescreenApi';

export const ORG_ID = '11111111-1111-4111-8111-111111111111';
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

export const organization = {
  id: ORG_ID,
  name: 'Northside Research',
  slug: 'northside',
  publicId: 'pub-northside',
  timezone: 'America/Chicago',
  chatEnabled: true,
  settings: {},
  createdAt: now,
  updatedAt: now,
};

const session: PhasesSession = {
  session: { id: 's1', token: 't', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: 'u1', name: 'Casey Coordinator', email: 'coordinator@northside.local', emailVerified: true, organizationId: ORG_ID, createdAt: now },
  organization: { id: ORG_ID, name: organization.name, slug: organization.slug } as PhasesSession['organization'],
  isAdmin: false,
};

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
      messages: [{ answerKey: 'condition:type 1 diabetes', questionId: 'q-t1d', messageId: MSG.diabetes, text: 'yes, type 1 since childhood', source: 'visitor' }],
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

export const review: PrescreenReview = {
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

/** A recorded request: method, path, query and parsed JSON body. */
export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A route answer: status and JSON body (or a function of the request). */
type Answer = { status?: number; body: unknown } | ((req: Recorded) => { status?: number; body: unknown });

/**
 * Stubs `fetch`: `routes` maps "METHOD /path" to an answer; organisations and prescreen notes have defaults.
 * @returns the list of recorded requests (live).
 */
export function stubApi(routes: Record<string, Answer>): Recorded[] {
  const calls: Recorded[] = [];
  const all: Record<string, Answer> = {
    'GET /api/organizations/': { body: { organizations: [organization], total: 1 } },
    [`GET /api/candidates/${CANDIDATE_ID}/prescreen-notes`]: { body: { notes: [] } },
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const req: Recorded = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(req);
      const answer = all[`${req.method} ${req.path}`];
      const { status = 200, body } = typeof answer === 'function' ? answer(req) : (answer ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: `no stub for ${req.method} ${req.path}` } });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** The current location, kept up to date by LocationProbe. */
export const location = { pathname: '', search: '' };

function LocationProbe() {
  const loc = useLocation();
  location.pathname = loc.pathname;
  location.search = loc.search;
  return null;
}

/** Renders /prescreen/results`search` with the app's providers. */
export function renderPage(search = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[`/prescreen/results${search}`]}>
      <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <ActiveOrganizationProvider session={session}>
          <Routes>
            <Route
              path="/prescreen/results"
              element={
                <>
                  <PrescreenResultsPage />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </ActiveOrganizationProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** jsdom lacks ResizeObserver (the data grid uses it). */
export function installDomShims() {
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
}
