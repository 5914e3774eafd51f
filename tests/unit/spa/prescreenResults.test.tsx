// @vitest-environment jsdom
/**
 * The prescreen results grid (spec §2 /prescreen/results): its filters write the URL search params and the
 * list request carries them; a row's candidate link opens the review (candidateId).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANDIDATE_ID, installDomShims, location, ORG_ID, renderPage, stubApi, summary, type Recorded } from './prescreenHarness';

let calls: Recorded[];
const lastList = () => calls.filter((c) => c.path === '/api/prescreen/results').at(-1);

beforeEach(() => {
  installDomShims();
  calls = stubApi({ 'GET /api/prescreen/results': { body: { results: [summary], total: 1 } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('prescreen results grid', { timeout: 60_000 }, () => {
  it('writes the source and AI recommendation selects into the URL and the request', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('combobox', { name: 'Source' }, { timeout: 3000 });
    await waitFor(() => expect(lastList()?.query.get('organizationIds')).toBe(ORG_ID));

    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Chat' }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('sourceType')).toBe('chat'));

    await user.click(screen.getByRole('combobox', { name: 'AI recommendation' }));
    await user.click(await screen.findByRole('option', { name: 'Fail' }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('aiRecommendation')).toBe('FAIL'));

    await waitFor(() => {
      const q = lastList()!.query;
      expect([q.get('sourceType'), q.get('aiRecommendation'), q.get('sort'), q.get('order'), q.get('offset')]).toEqual(['chat', 'FAIL', 'createdAt', 'desc', '0']);
    });

    // back to "any": the param leaves the URL
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Any source' }));
    await waitFor(() => expect(new URLSearchParams(location.search).has('sourceType')).toBe(false));
  });

  it('writes the search box into `search` and sends it as q', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Search results' }, { timeout: 3000 }), 'jane');
    await waitFor(() => expect(new URLSearchParams(location.search).get('search')).toBe('jane'));
    await waitFor(() => expect(lastList()?.query.get('q')).toBe('jane'));
  });

  it('reads the filters from the URL, drops invalid ones, and shows the row', async () => {
    renderPage('?sourceType=call&aiRecommendation=MAYBE');
    const grid = await screen.findByRole('grid', { name: 'Prescreen results' }, { timeout: 3000 });
    await waitFor(() => expect(lastList()?.query.get('sourceType')).toBe('call'));
    expect(lastList()!.query.has('aiRecommendation')).toBe(false);
    await waitFor(() => expect(new URLSearchParams(location.search).has('aiRecommendation')).toBe(false));
    expect(await within(grid).findByText('Fail')).toBeTruthy();
    expect(within(grid).getByText('Not reviewed')).toBeTruthy();
  });

  it('opens the review from the candidate link, keeping the filters', async () => {
    const user = userEvent.setup({ delay: null });
    calls = stubApi({
      'GET /api/prescreen/results': { body: { results: [summary], total: 1 } },
      'GET /api/prescreen/review': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Candidate not found' } },
    });
    renderPage('?sourceType=chat');
    await user.click(await screen.findByRole('link', { name: 'Jane Doe' }, { timeout: 3000 }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('candidateId')).toBe(CANDIDATE_ID));
    expect(new URLSearchParams(location.search).get('sourceType')).toBe('chat');
    expect(await screen.findByText('Could not load the prescreen review')).toBeTruthy();
  });
});
