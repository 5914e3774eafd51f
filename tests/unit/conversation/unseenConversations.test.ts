/**
 * The unseen visitor conversations (tests/fixtures/dialogue/unseen), every batch of them together, through the real
 * prescreen dialogue. Only the safety aims are asserted, over all batches at once so that fixing one batch cannot
 * trade away another: no visitor is closed as not eligible or as declined when the coordinator's expectation
 * says otherwise (a wrong "not eligible" or "declined" loses a person for good), and at most 2 % of the typed messages
 * are misread (a wrong value stored). The other figures (not understood, questions answered, other wrong endings) are
 * reported by `npm run eval:conversations`, not asserted.
 */
import { describe, expect, it } from 'vitest';
import { formatReport, runAll } from '../../fixtures/dialogue/unseen/driver';

/** Most misread messages allowed, as a share of the typed messages. */
const MAX_MISREAD_SHARE = 0.02;

describe('unseen visitor conversations', () => {
  const report = runAll();

  it('are at least 20 conversations and 300 typed messages', () => {
    expect(report.conversations.length).toBeGreaterThanOrEqual(20);
    expect(report.messages).toBeGreaterThanOrEqual(300);
  });

  it('close no visitor as not eligible or declined unless that is the expected ending', () => {
    const wrong = report.conversations
      .filter((o) => (o.ending === 'not_eligible' || o.ending === 'declined') && !o.expectedEnding.includes(o.ending))
      .map((o) => {
        const failures = o.messages
          .filter((m) => m.category === 'misread')
          .map((m) => `    misread at ${m.where}: "${m.text}" → ${m.got} (expected ${m.expected})`);
        return [`${o.id}: expected ${o.expectedEnding.join(' or ')}, ended ${o.ending}`, ...failures].join('\n');
      });
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it(`misread at most ${MAX_MISREAD_SHARE * 100} % of the typed messages`, () => {
    const share = report.byCategory.misread / report.messages;
    expect(share, formatReport(report).join('\n')).toBeLessThanOrEqual(MAX_MISREAD_SHARE);
  });
});
