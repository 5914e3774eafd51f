// @vitest-environment jsdom
/**
 * Why a verdict is left to the site, on the prescreen review (src/custom-pages/prescreen/CriteriaTable.tsx and
 * labels.tsx `siteToConfirmReason`): a "Site to confirm" verdict whose stored criterion carries `unencoded` words
 * names them as the reason ("Left to the site: active, required, systemic"); a verdict stored without them (older
 * results), or any other verdict, shows none. Rendered through the page over the in-memory data provider
 * (tests/unit/spa/prescreenHarness.tsx).
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteToConfirmReason } from '../../../src/custom-pages/prescreen/labels';
import type { PrescreenReview } from '../../../src/custom-pages/prescreen/types';
import { CANDIDATE_ID, detail, MSG, renderResults, review, summary } from './prescreenHarness';
import { installDomShims } from './renderPage';

/** The harness's result with two verdicts left to the site: one stored with its criterion's words, one without. */
const withSiteVerdicts: Omit<PrescreenReview, 'id'> = {
  ...review,
  results: [
    {
      ...detail,
      aiRecommendation: 'POTENTIAL',
      deciding: ['exc-2', 'exc-3'],
      verdicts: [
        detail.verdicts[0],
        {
          criterionId: 'exc-2',
          kind: 'exclusion',
          text: 'Has active autoimmune disease that has required systemic treatment in the past 2 years',
          answerableBy: 'candidate',
          verdict: 'unknown',
          siteToConfirm: true,
          scope: 'necessary',
          unencoded: ['active', 'required', 'systemic'],
          messages: [
            {
              answerKey: 'condition:autoimmune disease',
              questionId: 'q-autoimmune',
              messageId: MSG.diabetes,
              text: 'yes, I have lupus',
              source: 'visitor',
            },
          ],
        },
        {
          criterionId: 'exc-3',
          kind: 'exclusion',
          text: 'Uncontrolled hypertension',
          answerableBy: 'candidate',
          verdict: 'unknown',
          siteToConfirm: true,
          messages: [],
        },
      ],
    },
  ],
};

beforeEach(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('site-to-confirm reason', { timeout: 60_000 }, () => {
  it('names the words the rule does not test only for a site-to-confirm verdict that has them', () => {
    expect(siteToConfirmReason({ siteToConfirm: true, unencoded: ['active', 'required'] })).toBe('Left to the site: active, required');
    expect(siteToConfirmReason({ siteToConfirm: true })).toBeNull();
    expect(siteToConfirmReason({ siteToConfirm: true, unencoded: [] })).toBeNull();
    expect(siteToConfirmReason({ unencoded: ['active'] })).toBeNull();
  });

  it('shows the reason beside "Site to confirm" in the criteria table', async () => {
    renderResults(`?candidateId=${CANDIDATE_ID}`, [summary], { getOne: async () => ({ data: { ...withSiteVerdicts, id: CANDIDATE_ID } }) });
    await screen.findByRole('heading', { name: 'Jane Doe prescreen review' }, { timeout: 10_000 });
    const rows = within(screen.getByRole('table', { name: 'Criteria' }))
      .getAllByRole('row')
      .slice(1);
    const verdictCell = (row: HTMLElement) => within(row).getAllByRole('cell')[2].textContent;
    expect(rows.map(verdictCell)).toEqual(['Met', 'Site to confirmLeft to the site: active, required, systemic', 'Site to confirm']);
    expect(within(rows[1]).getByText('yes, I have lupus')).toBeTruthy();
  });
});
