// @vitest-environment jsdom
/**
 * The prescreen results grid (spec §2 /prescreen/results): its filters write the URL search params under the spec's
 * names and the list asks the data provider for them; invalid params fall back to the default; a row's candidate
 * link opens the review (candidateId); accepting the AI recommendation in bulk skips reviewed rows.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANDIDATE_ID, ORG_ID, RESULT_ID, renderResults, summary } from './prescreenHarness';
import { installDomShims, params, type FakeDataProvider } from './renderPage';

/** The filter, sort and page of the last list request. */
const lastList = (dataProvider: FakeDataProvider) =>
  dataProvider.getList.mock.calls.filter(([resource]) => resource === 'prescreenResults').at(-1)?.[1];

beforeEach(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('prescreen results grid', { timeout: 60_000 }, () => {
  it('writes the source and AI recommendation selects into the URL and the list request', async () => {
    const user = userEvent.setup({ delay: null });
    const { dataProvider } = renderResults();
    await screen.findByRole('combobox', { name: 'Source' }, { timeout: 3000 });
    await waitFor(() => expect(lastList(dataProvider)?.filter).toMatchObject({ organizationIds: [ORG_ID] }));

    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Chat' }));
    await waitFor(() => expect(params().get('sourceType')).toBe('chat'));

    await user.click(screen.getByRole('combobox', { name: 'AI recommendation' }));
    await user.click(await screen.findByRole('option', { name: 'Fail' }));
    await waitFor(() => expect(params().get('aiRecommendation')).toBe('FAIL'));

    await waitFor(() =>
      expect(lastList(dataProvider)).toMatchObject({
        filter: { sourceType: 'chat', aiRecommendation: 'FAIL', organizationIds: [ORG_ID] },
        sort: { field: 'createdAt', order: 'DESC' },
        pagination: { page: 1, perPage: 25 },
      }),
    );

    // back to "any": the param leaves the URL
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByText('Any source'));
    await waitFor(() => expect(params().has('sourceType')).toBe(false));
  });

  it('writes the search box into `search` and filters the list by q', async () => {
    const user = userEvent.setup({ delay: null });
    const { dataProvider } = renderResults();
    await user.type(await screen.findByRole('textbox', { name: 'Search results' }, { timeout: 3000 }), 'jane');
    await waitFor(() => expect(params().get('search')).toBe('jane'));
    await waitFor(() => expect(lastList(dataProvider)?.filter.q).toBe('jane'));
  });

  it('reads the filters, sort and page from the URL, drops invalid ones, and shows the row', async () => {
    const { dataProvider } = renderResults('?sourceType=chat&aiRecommendation=MAYBE&sort=candidateName&order=asc&perPage=7');
    const grid = await screen.findByRole('grid', { name: 'Prescreen results' }, { timeout: 3000 });
    await waitFor(() =>
      expect(lastList(dataProvider)).toMatchObject({
        filter: { sourceType: 'chat' },
        sort: { field: 'candidateName', order: 'ASC' },
        pagination: { perPage: 25 },
      }),
    );
    expect(lastList(dataProvider)!.filter).not.toHaveProperty('aiRecommendation');
    await waitFor(() => expect(params().has('aiRecommendation')).toBe(false));
    expect(params().has('perPage')).toBe(false);
    expect(await within(grid).findByText('Fail')).toBeTruthy();
    expect(within(grid).getByText('Not reviewed')).toBeTruthy();
  });

  it('opens the review from the candidate link, keeping the filters', async () => {
    const user = userEvent.setup({ delay: null });
    const { dataProvider } = renderResults('?sourceType=chat');
    await user.click(await screen.findByRole('link', { name: 'Jane Doe' }, { timeout: 3000 }));
    await waitFor(() => expect(params().get('candidateId')).toBe(CANDIDATE_ID));
    expect(params().get('sourceType')).toBe('chat');
    expect(await screen.findByRole('heading', { name: 'Jane Doe prescreen review' })).toBeTruthy();
    expect(dataProvider.getOne).toHaveBeenCalledWith('prescreenReviews', expect.objectContaining({ id: CANDIDATE_ID }));
  });

  it('accepts the AI recommendation of the selected rows not reviewed yet, after a confirmation with the count', async () => {
    const user = userEvent.setup({ delay: null });
    const reviewed = {
      ...summary,
      id: '44444444-4444-4444-8444-444444444445',
      candidateName: 'Ann Reviewed',
      reviewDecision: 'ACCEPT',
      finalOutcome: 'FAIL',
    };
    const { dataProvider } = renderResults('', [summary, reviewed]);
    const grid = await screen.findByRole('grid', { name: 'Prescreen results' }, { timeout: 3000 });
    await within(grid).findByText('Ann Reviewed');
    await user.click(within(grid).getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(await screen.findByRole('button', { name: 'Accept AI recommendation' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Accept the AI recommendation of 1 result?');
    expect(dialog.textContent).toContain('1 selected result already reviewed is left as it is');
    dataProvider.updateMany.mockResolvedValueOnce({ data: [RESULT_ID] });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'prescreenResults',
        expect.objectContaining({ ids: [RESULT_ID], data: { decision: 'ACCEPT' } }),
      ),
    );
  });
});
