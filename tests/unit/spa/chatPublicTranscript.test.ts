/**
 * The public chat transcript and composer ("Public chat"), rendered to HTML in node (no DOM here): lines are
 * text never HTML, with role labels and a polite log; quick replies of the last agent line send their `send` text;
 * a datePicker question shows a month picker with its max; a number question shows its unit and example; the
 * progress shows in the header; a closed chat is recognised.
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/custom-pages/chat/types';
import { ChatFrame } from '../../../src/custom-pages/chat/ChatPage';
import { Composer, type ComposerProps } from '../../../src/custom-pages/chat/Composer';
import { MessageList } from '../../../src/custom-pages/chat/MessageList';
import { answerAids, isClosed, mergeMessages, monthAnswer, progressText, waitingReply } from '../../../src/custom-pages/chat/transcript';

let seq = 0;
function line(role: 'agent' | 'visitor', text: string, reply: Record<string, unknown> | null = null): ChatMessage {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    seq,
    role,
    text,
    reply: reply ? ({ text, ...reply } as ChatMessage['reply']) : null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const yesNo = [
  { label: 'Yes', send: 'yes' },
  { label: 'No', send: 'no' },
  { label: 'Not sure', send: 'not sure' },
];

const composer = (messages: ChatMessage[], extra: Partial<ComposerProps> = {}) =>
  renderToStaticMarkup(h(Composer, { aids: answerAids(messages), draft: '', onDraftChange: () => {}, onSend: () => {}, busy: false, ...extra }));

describe('public chat transcript', () => {
  it('shows message text as text, never as HTML', () => {
    const html = renderToStaticMarkup(
      h(MessageList, {
        messages: [line('visitor', '<img src=x onerror=alert(1)><b>bold</b>'), line('agent', '<script>alert(2)</script>')],
        agentName: 'Ava',
        typing: false,
      }),
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/<img|<b>|<script/);
  });

  it('is a polite log with role labels for screen readers and an "Agent is typing" indicator', () => {
    const html = renderToStaticMarkup(h(MessageList, { messages: [line('agent', 'Hello'), line('visitor', 'Hi')], agentName: 'Ava', typing: true }));
    expect(html).toMatch(/role="log"[^>]*aria-live="polite"|aria-live="polite"[^>]*role="log"/);
    expect(html).toContain('Ava said: ');
    expect(html).toContain('You said: ');
    expect(html).toContain('aria-label="Agent is typing"');
    expect(renderToStaticMarkup(h(MessageList, { messages: [], agentName: 'Ava', typing: false }))).not.toContain('Agent is typing');
  });

  it('offers the quick replies of the last agent line (pressing one: chatPublicPage.test.tsx)', () => {
    const messages = [
      line('agent', 'Do you smoke?', {
        type: 'question',
        questionId: 'q1',
        answerType: 'yes_no_unsure',
        quickReplies: [{ label: 'Old', send: 'old' }],
      }),
      line('visitor', 'old'),
      line('agent', 'Question 2 of 5', { type: 'progress', current: 2, total: 5 }),
      line('agent', 'Have you had a heart attack?', { type: 'question', questionId: 'q2', answerType: 'yes_no_unsure', quickReplies: yesNo }),
    ];
    const aids = answerAids(messages);
    expect(aids.quickReplies).toEqual(yesNo);
    const html = composer(messages);
    for (const q of yesNo) expect(html).toContain(`>${q.label}<`);
    expect(html).not.toContain('>Old<');
  });

  it('offers no quick replies once the agent has closed or asks nothing with choices', () => {
    const messages = [
      line('agent', 'Ready?', { type: 'consent', quickReplies: yesNo }),
      line('visitor', 'yes'),
      line('agent', 'Thanks', { type: 'text' }),
    ];
    expect(answerAids(messages).quickReplies).toEqual([]);
    expect(waitingReply(messages)?.type).toBe('text');
    expect(waitingReply([line('visitor', 'hi')])).toBeNull();
  });

  it('shows a month picker with its max for a datePicker question, and sends the month in words', () => {
    const messages = [
      line('agent', 'When were you diagnosed?', {
        type: 'question',
        questionId: 'q3',
        answerType: 'date',
        datePicker: { precision: 'month', max: '2026-05-31' },
      }),
    ];
    expect(answerAids(messages).datePicker).toEqual({ monthMax: '2026-05' });
    const html = composer(messages);
    expect(html).toContain('type="month"');
    expect(html).toContain('max="2026-05"');
    expect(html).toContain('Pick a month');
    expect(monthAnswer('2021-03')).toBe('March 2021');
    expect(monthAnswer('2021-13')).toBeNull();
    // no picker for an ordinary question
    expect(composer([line('agent', 'Anything else?', { type: 'question', questionId: 'q4', answerType: 'text' })])).not.toContain('type="month"');
  });

  it('shows the unit beside a number answer and the example as the placeholder', () => {
    const html = composer([
      line('agent', 'What is your weight?', { type: 'question', questionId: 'q5', answerType: 'number', unit: 'kg', example: 'e.g. 72' }),
    ]);
    expect(html).toContain('>kg<');
    expect(html).toContain('placeholder="e.g. 72"');
    // a weight is typed with its unit ("82 kg", "180 lb"): the full keyboard, not the decimal keypad
    expect(html).toContain('inputMode="text"');
  });

  it('shows the character count against the 2000 limit and blocks a longer message', () => {
    expect(composer([], { draft: 'hello' })).toContain('5 / 2000');
    const long = composer([], { draft: 'x'.repeat(2001) });
    expect(long).toContain('Too long: 2001 of 2000 characters');
    expect(long).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it('shows the progress in the header with the organisation name', () => {
    expect(progressText({ current: 4, total: 12 })).toBe('Question 4 of 12');
    expect(progressText(null)).toBeNull();
    const html = renderToStaticMarkup(
      h(ChatFrame, { title: 'Northside Research', subtitle: progressText({ current: 4, total: 12 }), children: null }),
    );
    expect(html).toContain('Northside Research');
    expect(html).toContain('Question 4 of 12');
  });

  it('ends the chat on COMPLETED, completed or declined', () => {
    expect(isClosed({ status: 'ONGOING', phase: 'questions' })).toBe(false);
    expect(isClosed({ status: 'ONGOING', phase: 'paused' })).toBe(false);
    expect(isClosed({ status: 'COMPLETED', phase: 'questions' })).toBe(true);
    expect(isClosed({ status: 'ONGOING', phase: 'declined' })).toBe(true);
    expect(isClosed({ status: 'ONGOING', phase: 'completed' })).toBe(true);
  });

  it('adds new lines once each, in seq order', () => {
    const [a, b, c] = [line('agent', 'a'), line('visitor', 'b'), line('agent', 'c')];
    expect(mergeMessages([a, b], [b, c]).map((m) => m.text)).toEqual(['a', 'b', 'c']);
    expect(mergeMessages([c], [a]).map((m) => m.text)).toEqual(['a', 'c']);
  });
});
