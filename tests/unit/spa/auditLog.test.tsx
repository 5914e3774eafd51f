// @vitest-environment jsdom
/**
 * The audit log in the SPA: /admin/audit-log reads its filters from the URL (dropping invalid ones), asks the data
 * provider for them under the API's names and writes new choices back to the URL; a candidate's "Activity" tab
 * (CandidateActivity) lists the events naming that record; the labels say who did what in plain words.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent, Candidate } from '../../../src/dataProvider/types';
import AuditLogList from '../../../src/resources/auditEvents/AuditLogList';
import { CandidateActivity } from '../../../src/resources/candidates/CandidateActivity';
import { actorLabel, detailsSummary } from '../../../src/resources/auditEvents/describe';
import { installDomShims, northside, ORG_ID, params, renderPage, sessionOf, type FakeDataProvider } from './renderPage';

const CANDIDATE_ID = '22222222-2222-4222-8222-222222222222';
const USER_ID = 'user-nora';
const now = '2026-03-01T10:00:00.000Z';

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

const events = [
  event({}),
  event({ id: 2, action: 'read', actorUserId: null, actorName: null, actorEmail: null, details: { via: 'chat verification' } }),
];
const users = [
  {
    id: USER_ID,
    name: 'Nora North',
    email: 'coordinator@northside.local',
    emailVerified: true,
    organizationId: ORG_ID,
    isAdmin: false,
    createdAt: now,
  },
];

/** The filter, sort and page of the last audit-events list request. */
const lastAudit = (dataProvider: FakeDataProvider) =>
  [...dataProvider.getList.mock.calls, ...dataProvider.getManyReference.mock.calls].filter(([resource]) => resource === 'audit-events').at(-1)?.[1];

/** Renders `page` at `url` for an administrator (the audit log is theirs; canAccess). */
const renderAt = (page: Parameters<typeof renderPage>[0], url: string, route?: string) =>
  renderPage(page, url, { data: { 'audit-events': events, users }, route, session: sessionOf(northside, true) });

beforeEach(installDomShims);
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
    expect(detailsSummary({ status: 'CONTACTED', ids: ['a'], skipped: [] })).toBe('1 record · status Contacted');
    expect(detailsSummary({ fields: ['status'], status: { from: 'NEW', to: 'PRESCREEN_PASSED', reason: null } })).toBe(
      'fields: status · status New → Prescreen passed',
    );
    expect(detailsSummary({ runId: 'r', status: 'created' })).toBe('status Created');
    expect(detailsSummary({ via: 'chat', aiRecommendation: 'FAIL' })).toBe('AI recommendation Fail · via chat');
    expect(detailsSummary(null)).toBe('');
  });
});

describe('/admin/audit-log', { timeout: 60_000 }, () => {
  it('asks for the URL’s filters under the API’s names, drops invalid ones, and shows who did what', async () => {
    const { dataProvider } = renderAt(<AuditLogList />, '/admin/audit-log?action=peek&entity=candidate');
    await waitFor(() => expect(lastAudit(dataProvider)).toBeDefined());
    await waitFor(() => expect(params().has('action')).toBe(false));
    expect(lastAudit(dataProvider)).toMatchObject({ filter: { entity: 'candidate' }, sort: { field: 'at', order: 'DESC' } });
    expect(lastAudit(dataProvider)!.filter).not.toHaveProperty('action');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Nora North (coordinator@northside.local)')).toBeTruthy();
    expect(within(table).getByText('Changed')).toBeTruthy();
    expect(within(table).getByText('fields: city')).toBeTruthy();
    expect(within(table).getByText('System')).toBeTruthy();
    expect(within(table).getAllByText('203.0.113.7')).toHaveLength(2);
  });

  it('keeps real calendar dates, drops impossible ones, and writes a chosen action into the URL and the request', async () => {
    const user = userEvent.setup({ delay: null });
    const { dataProvider } = renderAt(<AuditLogList />, `/admin/audit-log?actor=${USER_ID}&from=2026-03-01&to=2026-02-30`);
    await waitFor(() => expect(params().has('to')).toBe(false));
    await waitFor(() => expect(lastAudit(dataProvider)?.filter).toEqual({ actorUserId: USER_ID, from: '2026-03-01' }));
    await user.click(await screen.findByRole('combobox', { name: 'Action' }, { timeout: 3000 }));
    await user.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() => expect(params().get('action')).toBe('delete'));
    await waitFor(() => expect(lastAudit(dataProvider)?.filter.action).toBe('delete'));
  });
});

describe('candidate Activity tab', { timeout: 60_000 }, () => {
  it('lists the events naming the candidate, through the data provider', async () => {
    const { dataProvider } = renderAt(<CandidateActivity candidate={candidate} />, `/candidates/${CANDIDATE_ID}`, '/candidates/:id');
    await waitFor(() => expect(lastAudit(dataProvider)).toBeDefined());
    expect(dataProvider.getManyReference).toHaveBeenCalledWith(
      'audit-events',
      expect.objectContaining({
        target: 'entityId',
        id: CANDIDATE_ID,
        filter: { entity: 'candidate', organizationIds: [ORG_ID] },
        sort: { field: 'at', order: 'DESC' },
      }),
    );
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(within(table).getByText('Nora North (coordinator@northside.local)')).toBeTruthy();
    expect(within(table).getByText('Viewed')).toBeTruthy();
    expect(within(table).getByText('via chat verification')).toBeTruthy();
  });
});
