// @vitest-environment jsdom
/**
 * What people read instead of enum values, on pages over the in-memory data provider: the trials list shows a trial's
 * recruiting status, phases and the status filter's choices by their labels (contracts/labels.ts), never the API's
 * values; the contact history page (/candidates/{id}/contact-history) shows the
 * candidate read through the data provider, an empty timeline ("No contact yet") and the breadcrumb
 * Candidates › <name> › Contact history.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TrialList from '../../../src/resources/trials/TrialList';
import ContactHistory from '../../../src/resources/candidates/ContactHistory';
import { Breadcrumbs, BreadcrumbsProvider } from '../../../src/layout/Breadcrumbs';
import type { Candidate, Trial } from '../../../src/dataProvider/types';
import { AT, installDomShims, ORG_ID, renderPage } from './renderPage';

const SLOW = { timeout: 10_000 };
const TRIAL_ID = '22222222-2222-4222-8222-222222222222';
const CANDIDATE_ID = '33333333-3333-4333-8333-333333333333';

const trial = {
  id: TRIAL_ID,
  organizationId: ORG_ID,
  nctId: 'NCT01234567',
  title: 'Semaglutide in adults with type 2 diabetes',
  officialTitle: null,
  sponsor: 'Northside Research',
  phases: ['PHASE1', 'PHASE2'],
  overallStatus: 'NOT_YET_RECRUITING',
  conditions: ['Type 2 diabetes'],
  keywords: [],
  briefSummary: null,
  enrollmentTarget: 120,
  sex: 'ALL',
  minAgeMonths: 216,
  maxAgeMonths: null,
  healthyVolunteers: false,
  stdAges: ['ADULT'],
  armsInterventions: null,
  criteriaText: null,
  criteria: [],
  criteriaEditedAt: null,
  importWarnings: [],
  sites: [],
  createdAt: AT,
  updatedAt: AT,
  prescreenSuitability: { suitable: true, reasons: [] },
} as Trial;

const candidate = {
  id: CANDIDATE_ID,
  organizationId: ORG_ID,
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '1970-01-01',
  sex: 'FEMALE',
  phone: '+16175550100',
  email: 'jane@example.com',
  addressLine: null,
  city: null,
  state: null,
  postalCode: null,
  country: null,
  conditions: [],
  medications: [],
  source: 'import',
  externalId: null,
  status: 'PRESCREEN_PASSED',
  statusReason: null,
  statusChangedAt: null,
  consentSms: true,
  consentSmsAt: null,
  consentSmsSource: null,
  consentCall: false,
  consentCallAt: null,
  consentCallSource: null,
  deceasedDate: null,
  prescreenNotes: [],
  createdAt: AT,
  updatedAt: AT,
} as Candidate;

beforeEach(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('labels on screen', { timeout: 60_000 }, () => {
  it('the trials list shows the recruiting status and phases in words, in its rows and its filter', async () => {
    renderPage(<TrialList />, '/trials', { data: { trials: [trial] } });
    const table = await screen.findByRole('table', {}, SLOW);
    expect(await within(table).findByText('Not yet recruiting', {}, SLOW)).toBeTruthy();
    expect(within(table).getByText('Phase 1 / Phase 2')).toBeTruthy();
    expect(within(table).queryByText(/NOT_YET_RECRUITING|PHASE1/)).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Recruiting status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Active, not recruiting', 'Enrolling by invitation', 'Unknown status']),
    );
    expect(options.some((o) => /_/.test(o.textContent ?? ''))).toBe(false);
  });

  it('the contact history page shows the candidate, an empty timeline and its breadcrumb', async () => {
    const { dataProvider } = renderPage(
      <BreadcrumbsProvider>
        <Breadcrumbs />
        <ContactHistory />
      </BreadcrumbsProvider>,
      `/candidates/${CANDIDATE_ID}/contact-history`,
      { route: '/candidates/:id/contact-history', data: { candidates: [candidate] } },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Jane Doe' }, SLOW)).toBeTruthy();
    expect(dataProvider.getOne).toHaveBeenCalledWith('candidates', expect.objectContaining({ id: CANDIDATE_ID }));
    expect(screen.getByText('Prescreen passed')).toBeTruthy();
    expect(screen.getByText('+16175550100')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Contact history' });
    expect(within(timeline).getByText('No contact yet')).toBeTruthy();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    // the record's crumb is named once the page has read the candidate: waited for, not read at once
    expect((await within(crumbs).findByRole('link', { name: 'Candidates' }, SLOW)).getAttribute('href')).toBe('/candidates');
    expect((await within(crumbs).findByRole('link', { name: 'Jane Doe' }, SLOW)).getAttribute('href')).toBe(`/candidates/${CANDIDATE_ID}`);
    expect(crumbs.querySelector('[aria-current="page"]')?.textContent).toBe('Contact history');
  });
});
