// @vitest-environment jsdom
/**
 * The audit log in the SPA: /admin/audit-log reads its filters from the URL (dropping invalid ones), sends them to
 * GET /api/audit-events through the data provider and writes new choices back to the URL; a candidate's "Activity"
 * tab (CandidateActivity) lists the events naming that record; the labels say who did what in plain words.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveOrganizationProvider } from '../../../src/authProvider/ActiveOrganization';
import type { PhasesSession } from '../../../src/authProvider/session';
import { dataProvider } from '../../../src/dataProvider';
import type { AuditEvent, Candidate } from '../../../src/dataProvider/types';
import AuditLogList from '../../../src/resources/auditEvents/AuditLogList';
import { CandidateActivity } from '../../../src/resources/candidates/CandidateActivity';
import { actorLabel, detailsSummary } from '../../../src/resources/auditEvents/describe';
import { installDomShims, organization, ORG_ID, stubApi, type Recorded } from './prescreenHarness';

const CANDIDATE_ID = '22222222-2222-4222-8222-222222222222';
const USER_ID = 'user-nora';
const now = '2026-03-01T10:00:00.000Z';

const session: PhasesSession = {
  session: { id: 's1', token: 't', userId: USER_ID, expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: USER_ID, name: 'Nora North', email: 'coordinator@northside.local', emailVerified: true, organizationId: ORG_ID, createdAt: now },
  organization: { id: ORG_ID, name: organization.name, slug: organization.slug } as PhasesSession['organization'],
  isAdmin: false,
};

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  at: now,
  actorUserId: USER_ID,
  actorName: 'Nora North',
  actorEmail: 'coordinator@northside.local',
  actorOrganizationId: ORG_ID,
  action: 'update',
  entity: 'candidate',
  entityId: CANDIDATE_ID,
  organizationId: ORG_ID,
  ip: '203.0.113.7',
  details: { fields: ['city'] },
  ...over,
});

const candidate = {
  id: CANDIDATE_ID,
  organizationId: ORG_ID,
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '1971-05-02',
  sex: 'FEMALE',
  phone: '+16175550142',
  email: null,
  addressLine: null,
  city: 'Boston',
  state: 'MA',
  postalCode: null,
  country: null,
  conditions: [],
  medications: [],
  source: 'manual',
  externalId: null,
  status: 'NEW',
  statusReason: null,
  statusChangedAt: null,
  consentSms: false,
  consentCall: false,
  prescreenNotes: [],
  createdAt: now,
  updatedAt: now,
} as unknown as Candidate;

const location = { pathname: '', search: '' };
function LocationProbe() {
  const loc = useLocation();
  location.pathname = loc.pathname;
  location.search = loc.search;
  return null;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <ActiveOrganizationProvider session={session}>
          <Routes>
            <Route path="/admin/audit-log" element={<><AuditLogList /><LocationProbe /></>} />
            <Route path="/candidates/:id" element={<CandidateActivity candidate={candidate} />} />
          </Routes>
        </ActiveOrganizationProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

let calls: Recorded[];
const lastAudit = () => calls.filter((c) => c.path === '/api/audit-events/').at(-1);

beforeEach(() => {
  installDomShims();
  calls = stubApi({
    'GET /api/audit-events/': { body: { auditEvents: [event({}), event({ id: 2, action: 'read', actorUserId: null, actorName: null, actorEmail: null, details: { via: 'chat verification' } })], total: 2 } },
    'GET /api/users/': { body: { users: [{ id: USER_ID, name: 'Nora North', email: 'coordinator@northside.local', emailVerified: true, organizationId: ORG_ID, isAdmin: false, createdAt: now }], total: 1 } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('audit event labels', () => {
  it('names the actor, a deleted account or the system', () => {
    expect(actorLabel(event({}))).toBe('Nora North (coordinator@northside.local)');
    expect(actorLabel(event({ actorName: null, actorEmail: null }))).toBe(`Deleted user ${USER_ID}`);
    expect(actorLabel(event({ actorUserId: null, actorName: null, actorEmail: null }))).toBe('System');
  });

  it('summarises the details', () => {
    expect(detailsSummary({ fields: ['city', 'status'] })).toBe('fields: city, status');
    expect(detailsSummary({ organizationIds: [ORG_ID], ids: ['a', 'b', 'c'], q: 'jane' })).toBe('3 records · search "jane"');
    expect(detailsSummary({ created: ['a'], updated: [], rejectedRows: [] })).toBe('1 created, 0 updated');
    expect(detailsSummary({ via: 'chat verification', conversationId: 'x' })).toBe('via chat verification');
    expect(detailsSummary(null)).toBe('');
  });
});

describe('/admin/audit-log', { timeout: 60_000 }, () => {
  it('sends the URL’s filters under the API’s names, drops invalid ones, and shows who did what', async () => {
    renderAt(`/admin/audit-log?actor=${USER_ID}&action=peek&entity=candidate&entityId=${CANDIDATE_ID}&from=2026-03-01&to=2026-03-31`);
    await waitFor(() => expect(lastAudit()).toBeDefined());
    await waitFor(() => expect(new URLSearchParams(location.search).has('action')).toBe(false));
    const q = lastAudit()!.query;
    expect(Object.fromEntries(q)).toMatchObject({ actorUserId: USER_ID, entity: 'candidate', entityId: CANDIDATE_ID, from: '2026-03-01', to: '2026-03-31', sort: 'at', order: 'desc' });
    expect(q.has('action')).toBe(false);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Nora North (coordinator@northside.local)')).toBeTruthy();
    expect(within(table).getByText('Changed')).toBeTruthy();
    expect(within(table).getByText('fields: city')).toBeTruthy();
    expect(within(table).getByText('System')).toBeTruthy();
    expect(within(table).getAllByText('203.0.113.7')).toHaveLength(2);
  });

  it('writes a chosen action into the URL and the request', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/audit-log');
    await user.click(await screen.findByRole('combobox', { name: 'Action' }, { timeout: 3000 }));
    await user.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('action')).toBe('delete'));
    await waitFor(() => expect(lastAudit()?.query.get('action')).toBe('delete'));
  });
});

describe('candidate Activity tab', { timeout: 60_000 }, () => {
  it('lists the events naming the candidate, through the data provider', async () => {
    renderAt(`/candidates/${CANDIDATE_ID}`);
    await waitFor(() => expect(lastAudit()).toBeDefined());
    expect(Object.fromEntries(lastAudit()!.query)).toMatchObject({ entity: 'candidate', entityId: CANDIDATE_ID, organizationIds: ORG_ID, sort: 'at', order: 'desc' });
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(within(table).getByText('Nora North (coordinator@northside.local)')).toBeTruthy();
    expect(within(table).getByText('Viewed')).toBeTruthy();
    expect(within(table).getByText('via chat verification')).toBeTruthy();
  });
});
