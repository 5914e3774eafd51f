// @vitest-environment jsdom
/**
 * The candidates grid over the in-memory data provider: its state is the URL (routing/listParams.ts `candidates`):
 * the list asks for the URL's filter, sort and page, paging writes `page` back, and the same URL rendered again
 * (a reload, a shared link) asks for the same rows; the URL adapter's reading and writing on their own; the
 * bulk-action toolbar changes the status of the selected rows after a confirmation (the status reset per
 * organisation) and sets their source; a cell edit sends only the changed field and shows a refusal on the cell.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CandidateList from '../../../src/resources/candidates/CandidateList';
import { ApiError } from '../../../src/dataProvider/httpClient';
import type { Candidate } from '../../../src/dataProvider/types';
import { LIST_PARAMS } from '../../../src/routing/listParams';
import { readListState, writeListState } from '../../../src/routing/listUrlState';
import { AT, installDomShims, location, ORG_ID, params, renderPage, type FakeDataProvider, type RenderPageOptions } from './renderPage';

const SLOW = { timeout: 8000 };

/** Candidate n of Northside (last names Name01 … sort in the order of n). */
const candidate = (n: number): Candidate =>
  ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    organizationId: ORG_ID,
    firstName: `First${n}`,
    lastName: `Name${String(n).padStart(2, '0')}`,
    dateOfBirth: '1970-01-01',
    sex: 'FEMALE',
    phone: null,
    email: null,
    addressLine: null,
    city: null,
    state: null,
    postalCode: null,
    country: null,
    conditions: [],
    medications: [],
    source: 'import',
    externalId: null,
    status: n % 2 ? 'NEW' : 'CONTACTED',
    statusReason: null,
    statusChangedAt: null,
    consentSms: false,
    consentSmsAt: null,
    consentSmsSource: null,
    consentCall: false,
    consentCallAt: null,
    consentCallSource: null,
    deceasedDate: null,
    prescreenNotes: [],
    createdAt: AT,
    updatedAt: AT,
  }) as Candidate;
const candidates = Array.from({ length: 80 }, (_, i) => candidate(i + 1));

const renderCandidates = (url: string, options: RenderPageOptions = {}) =>
  renderPage(<CandidateList />, url, { ...options, data: { candidates, ...options.data } });
/** The filter, sort and page of the last candidates list request. */
const lastList = (dataProvider: FakeDataProvider) => dataProvider.getList.mock.calls.filter(([resource]) => resource === 'candidates').at(-1)?.[1];

beforeEach(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('list state in the URL', () => {
  const config = LIST_PARAMS.candidates;

  it('reads nothing from a URL without the list’s params, so react-admin restores the state it stored', () => {
    expect(readListState(config, new URLSearchParams('candidateId=1&tab=2'))).toBeNull();
  });

  it('writes the spec’s names, the defaults left out but the page, other params kept, and reads back the same', () => {
    const state = {
      filter: { q: 'ann', status: ['NEW', 'CONTACTED'], organizationIds: [] },
      sort: { field: 'lastName', order: 'ASC' as const },
      page: 3,
      perPage: 50,
    };
    const written = writeListState(config, state, new URLSearchParams('tab=activity&status=OLD'));
    expect(written.toString()).toBe('tab=activity&search=ann&status=NEW%2CCONTACTED&sort=lastName&order=asc&perPage=50&page=3');
    expect(readListState(config, written)).toEqual({ ...state, filter: { q: 'ann', status: ['NEW', 'CONTACTED'] } });
    expect(writeListState(config, { filter: {}, sort: config.defaultSort, page: 1, perPage: 25 }, new URLSearchParams()).toString()).toBe('page=1');
  });

  it('falls back to the default for an unknown sort field, a page below 1 and a page size not offered', () => {
    expect(readListState(config, new URLSearchParams('sort=conditions&order=asc&page=-2&perPage=1000'))).toEqual({
      filter: {},
      sort: { field: 'createdAt', order: 'DESC' },
      page: 1,
      perPage: 25,
    });
  });
});

describe('candidates grid', { timeout: 60_000 }, () => {
  it('asks for the URL’s filter, sort and page, writes paging back, and asks again for the same rows from the same URL', async () => {
    const user = userEvent.setup({ delay: null });
    const url = '/candidates?status=NEW&sort=lastName&order=asc&page=2';
    const first = renderCandidates(url);
    const grid = await screen.findByRole('grid', { name: 'Candidates' }, SLOW);
    await waitFor(
      () =>
        expect(lastList(first.dataProvider)).toMatchObject({
          filter: { status: ['NEW'], organizationIds: [ORG_ID] },
          sort: { field: 'lastName', order: 'ASC' },
          pagination: { page: 2, perPage: 25 },
        }),
      SLOW,
    );
    expect(await within(grid).findByText('First51 Name51', undefined, SLOW)).toBeTruthy(); // NEW are the odd ones: page 2 starts at the 26th

    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(params().get('page')).toBe('1'), SLOW);
    await waitFor(() => expect(lastList(first.dataProvider)?.pagination).toEqual({ page: 1, perPage: 25 }), SLOW);
    const back = location();
    first.unmount();

    const again = renderCandidates(back);
    await waitFor(
      () =>
        expect(lastList(again.dataProvider)).toMatchObject({
          filter: { status: ['NEW'] },
          sort: { field: 'lastName', order: 'ASC' },
          pagination: { page: 1 },
        }),
      SLOW,
    );
    expect(await screen.findByText('First1 Name01', undefined, SLOW)).toBeTruthy();
  });

  it('changes the status of the selected rows after a confirmation naming the count, per organisation', async () => {
    const user = userEvent.setup({ delay: null });
    const { dataProvider } = renderCandidates('/candidates?sort=lastName&order=asc', {
      methods: { resetCandidateStatus: async () => ({ updated: 2, skipped: 0 }) },
    });
    const grid = await screen.findByRole('grid', { name: 'Candidates' }, SLOW);
    await within(grid).findByText('First1 Name01', undefined, SLOW);
    for (const name of ['First1 Name01', 'First2 Name02']) {
      await user.click(within(within(grid).getByText(name).closest('[role="row"]') as HTMLElement).getByRole('checkbox'));
    }
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const modal = await screen.findByRole('dialog', { name: 'Change the status of 2 candidates' });
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Not interested' }));
    await user.click(within(modal).getByRole('button', { name: 'Save status' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the status of 2 candidates to Not interested?' });
    expect(dataProvider.resetCandidateStatus).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(dataProvider.resetCandidateStatus).toHaveBeenCalled(), SLOW);
    expect(dataProvider.resetCandidateStatus.mock.calls[0][0]).toEqual({
      ids: [candidates[0].id, candidates[1].id],
      status: 'NOT_INTERESTED',
      reason: undefined,
      organizationIdOf: expect.objectContaining({ [candidates[0].id]: ORG_ID, [candidates[1].id]: ORG_ID }),
    });
  });

  it('sets the source of the selected rows', async () => {
    const user = userEvent.setup({ delay: null });
    const { dataProvider } = renderCandidates('/candidates?sort=lastName&order=asc');
    const grid = await screen.findByRole('grid', { name: 'Candidates' }, SLOW);
    await within(grid).findByText('First1 Name01', undefined, SLOW);
    await user.click(within(within(grid).getByText('First1 Name01').closest('[role="row"]') as HTMLElement).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Set source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set source of 1 candidate' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Referral' }));
    await user.click(within(dialog).getByRole('button', { name: 'Set source' }));
    await waitFor(
      () =>
        expect(dataProvider.updateMany).toHaveBeenCalledWith(
          'candidates',
          expect.objectContaining({ ids: [candidates[0].id], data: { source: 'referral' } }),
        ),
      SLOW,
    );
  });

  it('sends only the edited cell’s field, and shows the server’s refusal on the cell', async () => {
    const refusal = 'phone: "abc" is not a valid phone number';
    const { dataProvider } = renderCandidates('/candidates?sort=lastName&order=asc', {
      methods: {
        update: async () => {
          throw new ApiError({
            message: 'Bad Request',
            status: 400,
            statusText: 'Bad Request',
            body: { statusCode: 400, error: 'Bad Request', message: refusal },
          });
        },
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Candidates' }, SLOW);
    const row = (await within(grid).findByText('First1 Name01', undefined, SLOW)).closest('[role="row"]') as HTMLElement;
    const cell = row.querySelector('[data-field="phone"]') as HTMLElement;
    fireEvent.doubleClick(cell);
    const input = await within(cell).findByRole('textbox');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), SLOW);
    expect(dataProvider.update.mock.calls[0]).toEqual(['candidates', expect.objectContaining({ id: candidates[0].id, data: { phone: 'abc' } })]);
    expect(await screen.findByText(refusal, undefined, SLOW)).toBeTruthy();
  });
});
