/**
 * The public chat composer for weight and height questions: the unit beside the field (a height kept in inches is
 * shown as "ft / in", since it is asked in feet and inches), the example in that unit as the placeholder, and the
 * full keyboard where a unit or feet and inches are typed ("82 kg", 5'10", "5 10"), the decimal keypad for a plain
 * number (age).
 */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/custom-pages/chat/types';
import { Composer } from '../../../src/custom-pages/chat/Composer';
import { answerAids } from '../../../src/custom-pages/chat/transcript';

const question = (reply: Record<string, unknown>): ChatMessage[] => [
  {
    id: '00000000-0000-4000-8000-000000000001',
    seq: 1,
    role: 'agent',
    text: String(reply.text ?? 'Question?'),
    reply: { type: 'question', questionId: 'q1', answerType: 'number', text: 'Question?', ...reply } as ChatMessage['reply'],
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];
const composer = (messages: ChatMessage[]) =>
  renderToStaticMarkup(h(Composer, { aids: answerAids(messages), draft: '', onDraftChange: () => {}, onSend: () => {}, busy: false }));

describe('public chat: weight and height in the asked units', () => {
  it('shows a height asked in feet and inches as "ft / in", with its example and the full keyboard', () => {
    const messages = question({
      text: 'How tall are you, in feet and inches?',
      unit: 'in',
      example: 'For example: 5\'10" or 5 10 (feet and inches), or 178 cm',
    });
    expect(answerAids(messages)).toMatchObject({
      unit: 'ft / in',
      keyboard: 'text',
      example: 'For example: 5\'10" or 5 10 (feet and inches), or 178 cm',
    });
    const html = composer(messages);
    expect(html).toContain('>ft / in<');
    expect(html).toContain('placeholder="For example: 5&#x27;10&quot; or 5 10 (feet and inches), or 178 cm"');
    expect(html).toContain('inputMode="text"');
  });

  it('shows a weight asked in pounds as "lb", with its example', () => {
    const messages = question({ text: 'How much do you weigh, in pounds?', unit: 'lb', example: 'For example: 180 (pounds), or 82 kg' });
    expect(answerAids(messages)).toMatchObject({ unit: 'lb', keyboard: 'text', example: 'For example: 180 (pounds), or 82 kg' });
    expect(composer(messages)).toContain('>lb<');
  });

  it('keeps the metric units as they are, and the decimal keypad for a plain number or none for a duration', () => {
    expect(answerAids(question({ unit: 'cm' }))).toMatchObject({ unit: 'cm', keyboard: 'text' });
    expect(answerAids(question({ unit: 'kg' }))).toMatchObject({ unit: 'kg', keyboard: 'text' });
    expect(answerAids(question({ unit: 'years' }))).toMatchObject({ unit: 'years', keyboard: 'decimal' });
    expect(composer(question({ unit: 'years' }))).toContain('inputMode="decimal"');
    // "3 weeks", "6 months": words are typed
    expect(answerAids(question({ answerType: 'duration' }))).toMatchObject({ unit: null, keyboard: 'text' });
  });
});
