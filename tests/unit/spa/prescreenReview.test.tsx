// @vitest-environment jsdom
/**
 * A candidate's prescreen review (spec §2 /prescreen/results?candidateId=): verdicts and the deciding
 * criterion, evidence lines highlighted and labelled, transcript HTML shown as text, evidence links focusing their
 * line, an override without a reason blocked, and the decision sent as an update of the result through the data
 * provider (which posts it with the result's id, see dataProvider.test.ts).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord, UpdateParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANDIDATE_ID, detail, HTML_LINE, MSG, RESULT_ID, renderResults, review, summary } from './prescreenHarness';
import { installDomShims, type FakeDataProvider } from './renderPage';

let current = review;
let dataProvider: FakeDataProvider;
/** The decisions sent: updates of prescreen results. */
const decisions = () => dataProvider.update.mock.calls.filter(([resource]) => resource === 'prescreenResults').map(([, params]) => params);

beforeEach(() => {
  installDomShims();
  current = review;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's answer to a decision: the result reviewed by Casey, the candidate's status following it. */
async function decide(resource: string, params: UpdateParams) {
  if (resource !== 'prescreenResults') throw new Error(`unexpected update of ${resource}`);
  const body = params.data as { decision: 'ACCEPT' | 'OVERRIDE'; outcome?: string; reason?: string };
  const reviewed = {
    reviewDecision: body.decision,
    finalOutcome: body.decision === 'ACCEPT' ? detail.aiRecommendation : body.outcome!,
    reviewReason: body.reason ?? null,
    reviewedByUserId: 'u1',
    reviewedByName: 'Casey Coordinator',
    reviewedAt: '2026-03-02T09:30:00.000Z',
  };
  current = {
    ...review,
    candidate: { ...review.candidate, status: 'PRESCREEN_FAILED' },
    results: [{ ...detail, ...reviewed, candidateStatus: 'PRESCREEN_FAILED' }],
  };
  return { data: { ...summary, ...reviewed, candidateStatus: 'PRESCREEN_FAILED' } as RaRecord };
}

const openReview = async () => {
  ({ dataProvider } = renderResults(`?candidateId=${CANDIDATE_ID}`, [summary], {
    getOne: async (resource, params) => {
      if (resource !== 'prescreenReviews' || params.id !== CANDIDATE_ID) throw new Error('Not Found');
      return { data: { ...current, id: CANDIDATE_ID } };
    },
    update: decide,
  }));
  return screen.findByRole('heading', { name: 'Jane Doe prescreen review' }, { timeout: 3000 });
};

describe('prescreen review', { timeout: 60_000 }, () => {
  it('shows each criterion with its type, verdict and the visitor’s words, and why the recommendation was made', async () => {
    await openReview();
    const table = screen.getByRole('table', { name: 'Criteria' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Age 18 to 75 years', 'Inclusion', 'Met'],
      ['Type 1 diabetesDecided the recommendation', 'Exclusion', 'Not met'],
      ['HbA1c between 7% and 10%Confirmed at the site', 'Inclusion', 'Unknown'],
    ]);
    expect(within(rows[1]).getByText('yes, type 1 since childhood')).toBeTruthy();
    expect(within(rows[2]).getByText('No answer')).toBeTruthy();
    const why = screen.getByRole('list', { name: 'Deciding criteria' });
    expect(why.textContent).toContain('Type 1 diabetes');
    expect(screen.getAllByText('Fail').length).toBeGreaterThan(0);
    expect(screen.getByText('Prescreening')).toBeTruthy(); // the candidate status chip
  });

  it('highlights the evidence lines, labelled for screen readers, and nothing else', async () => {
    await openReview();
    const transcript = screen.getByRole('list', { name: /^Transcript for/ });
    const evidence = within(transcript)
      .getAllByLabelText('evidence')
      .map((label) => label.closest('li')!.id);
    expect(evidence).toEqual([`msg-${MSG.age}`, `msg-${MSG.diabetes}`]);
    expect(document.getElementById(`msg-${MSG.askAge}`)!.hasAttribute('data-evidence')).toBe(false);
    expect(document.getElementById(`msg-${MSG.age}`)!.getAttribute('data-evidence')).toBe('true');
  });

  it('renders HTML in a transcript line as text', async () => {
    await openReview();
    const lineEl = document.getElementById(`msg-${MSG.html}`)!;
    expect(lineEl.textContent).toContain(HTML_LINE);
    expect(lineEl.querySelector('img, b')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('moves the focus to the transcript line from an evidence link', async () => {
    const user = userEvent.setup({ delay: null });
    await openReview();
    const row = within(screen.getByRole('table', { name: 'Criteria' })).getAllByRole('row')[2];
    const link = within(row).getByRole('link', { name: 'show in transcript' });
    expect(link.getAttribute('href')).toBe(`#msg-${MSG.diabetes}`);
    await user.click(link);
    expect(document.activeElement?.id).toBe(`msg-${MSG.diabetes}`);
  });

  it('blocks an override without a reason', async () => {
    const user = userEvent.setup({ delay: null });
    await openReview();
    await user.click(screen.getByRole('button', { name: 'Override' }));
    const form = screen.getByRole('form', { name: 'Override the recommendation' });
    await user.click(within(form).getByRole('combobox', { name: /Outcome/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pass', 'Inconclusive', 'Potential']); // not the AI's own
    await user.click(screen.getByRole('option', { name: 'Inconclusive' }));
    await user.click(within(form).getByRole('button', { name: 'Save override' }));
    expect(await within(form).findByText(/A reason of at least 3 characters is required/)).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), '  ');
    await user.click(within(form).getByRole('button', { name: 'Save override' }));
    expect(decisions()).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Type 1 answer was a misunderstanding');
    await user.click(within(form).getByRole('button', { name: 'Save override' }));
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]).toMatchObject({
      id: RESULT_ID,
      data: { decision: 'OVERRIDE', outcome: 'INCONCLUSIVE', reason: 'Type 1 answer was a misunderstanding' },
    });
  });

  it('accepts the recommendation as an update { decision: ACCEPT } of the result, then shows who reviewed and the new status', async () => {
    const user = userEvent.setup({ delay: null });
    await openReview();
    await user.click(screen.getByRole('button', { name: /Accept recommendation/ }));
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]).toMatchObject({ id: RESULT_ID, data: { decision: 'ACCEPT' } });
    const decided = await screen.findByRole('group', { name: 'Review decision' });
    expect(decided.textContent).toMatch(/Accepted by Casey Coordinator on/);
    await waitFor(() => expect(screen.getByText('Prescreen failed')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Change decision' })).toBeTruthy();
  });
});
