/**
 * Test harness of the issue-4 admin chat pages (chatAgents*.test.tsx, chatConversations*.test.tsx, jsdom): renders a
 * page inside react-admin's context (an in-memory data provider for the organisation list and getMany), the
 * active-organisation provider of a signed-in coordinator of ORG, and a MemoryRouter at `url`; `location()` reads the
 * current URL. `stubApi` answers the http client's fetch calls from a route table and records them.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ActiveOrganizationProvider } from '../../../src/authProvider/ActiveOrganization';
import type { PhasesSession } from '../../../src/authProvider/session';

export const ORG = '00000000-0000-4000-8000-000000000011';
export const AGENT = '00000000-0000-4000-8000-0000000000a1';
export const TRIAL = '00000000-0000-4000-8000-0000000000b1';
export const FORM = '00000000-0000-4000-8000-0000000000f1';
export const AT = '2026-03-01T10:00:00.000Z';

const organizations = [{ id: ORG, name: 'Northside Research', slug: 'northside', publicId: 'ns', timezone: 'UTC', chatEnabled: true, createdAt: AT, updatedAt: AT }];

const session: PhasesSession = {
  session: { id: 's', token: 't', userId: 'u', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: 'u', name: 'Coordinator', email: 'c@northside.local', emailVerified: true, organizationId: ORG, createdAt: AT },
  organization: { id: ORG, name: 'Northside Research', slug: 'northside', publicId: 'ns', timezone: 'UTC' },
  isAdmin: false,
};

const dataProvider = {
  getList: async () => ({ data: organizations, total: organizations.length }),
  getMany: async () => ({ data: [] }),
  getOne: () => Promise.reject(new Error('not in this test')),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: () => Promise.reject(new Error('not in this test')),
  update: () => Promise.reject(new Error('not in this test')),
  updateMany: () => Promise.reject(new Error('not in this test')),
  delete: () => Promise.reject(new Error('not in this test')),
  deleteMany: () => Promise.reject(new Error('not in this test')),
} as unknown as DataProvider;

let currentLocation = '';
function LocationSpy() {
  const l = useLocation();
  currentLocation = `${l.pathname}${l.search}`;
  return null;
}

/** The URL the page is at now (path + search). */
export const location = () => currentLocation;

/** Renders `ui` at `url` as a coordinator of ORG. */
export function renderPage(ui: ReactElement, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider}>
        <ActiveOrganizationProvider session={session}>
          {ui}
          <LocationSpy />
        </ActiveOrganizationProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Renders `ui` with a fresh react-query client (no retries) and a router: for components below the page. */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A recorded API call. */
export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

type Handler = (call: ApiCall) => { status?: number; body?: unknown } | undefined;

/** Stubs fetch: the first handler that answers wins; unanswered calls get 404. Returns the recorded calls. */
export function stubApi(handler: Handler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call: ApiCall = {
        method: init.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
