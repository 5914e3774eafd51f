/**
 * The checks the chat applies to a language model's outputs before using them (server/modules/chatConversations/
 * llmAssist.ts, "every LLM output is checked"): a rewording of a question is shown only when it is a short
 * one-line question that keeps every number of the form's wording and adds none, without markup or links; a reading
 * is passed to the dialogue only while it still waits for the question the reading was made for; rewordings replace
 * only question texts and keep the form's wording. The API behaviour against a fake model is in
 * tests/api/chat-llm.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  messageFor,
  paraphraseProblem,
  PARAPHRASE_MAX_CHARS,
  phrasingProblem,
  withParaphrases,
  type AssistPlan,
} from '../../../server/modules/chatConversations/llmAssist';
import type { AgentReply, DialogueState } from '../../../server/domain/conversation';

describe('phrasingProblem', () => {
  const original =
    'The study takes place at 2 sites: Mercy Clinic (Austin, Texas); Bay Hospital (Tampa, Florida). The study team will help you with the nearest one.';
  it('accepts the same facts in other words, with the names and numbers of the original only', () => {
    expect(
      phrasingProblem(
        original,
        'There are 2 places you could go: Mercy Clinic in Austin, Texas, or Bay Hospital in Tampa, Florida. The team will help you pick.',
      ),
    ).toBeNull();
  });
  it('refuses an added number, an added name, markup, or nothing', () => {
    expect(phrasingProblem(original, 'There are 3 sites, including Mercy Clinic.')).toBe('adds the number 3');
    expect(phrasingProblem(original, 'You can go to Mercy Clinic or the Mayo Clinic.')).toBe('adds the name "mayo"');
    expect(phrasingProblem(original, 'See https://example.org for the sites.')).toBe('has markup or a web address');
    expect(phrasingProblem(original, '  ')).toBe('empty');
  });
});

describe('paraphraseProblem', () => {
  const original = 'Do you have 5 or more warts on the upper or lower limbs?';

  it('accepts a plain rewording that keeps the numbers', () => {
    expect(paraphraseProblem(original, 'Do you have 5 or more warts on your arms or legs?')).toBeNull();
    expect(paraphraseProblem('Is your BMI 27.0 or more?', '  Would you say your BMI is at least 27.0?  ')).toBeNull();
    expect(paraphraseProblem('Have you ever had chemotherapy?', 'Have you had chemotherapy at any time?')).toBeNull();
  });

  it('rejects a rewording that drops, changes or adds a number', () => {
    expect(paraphraseProblem(original, 'Do you have five or more warts on your arms or legs?')).toBe('drops the number 5');
    expect(paraphraseProblem(original, 'Do you have 3 or more warts on your arms or legs?')).toBe('drops the number 5');
    expect(paraphraseProblem('Has a doctor ever told you that you have diabetes?', 'Do you have type 2 diabetes?')).toBe('adds the number 2');
  });

  it('rejects empty, long, multi-line, non-questions and markup or links', () => {
    expect(paraphraseProblem(original, '   ')).toBe('empty');
    expect(paraphraseProblem(original, `${'x'.repeat(PARAPHRASE_MAX_CHARS)} 5?`)).toBe(`longer than ${PARAPHRASE_MAX_CHARS} characters`);
    expect(paraphraseProblem(original, 'Warts!\nDo you have 5 or more?')).toBe('more than one line');
    expect(paraphraseProblem(original, 'Tell me if you have 5 or more warts.')).toBe('not a question (no "?" at the end)');
    for (const bad of [
      'Do you have <b>5</b> or more warts?',
      'Do you have 5 or more warts (see https://x.test)?',
      'Do you have 5 or more warts, per www.nhs.uk?',
      'Do you have [5 or more](x) warts?',
      'Do you have 5&nbsp;or more warts?',
    ]) {
      expect(paraphraseProblem(original, bad), bad).toBe('has markup or a web address');
    }
  });
});

describe('messageFor and withParaphrases', () => {
  const plan: AssistPlan = { questionId: 'q-weight', reading: '76 kg', paraphrases: new Map([['How tall are you?', 'And how tall are you?']]) };
  const waiting = (id: string | null) => ({ currentQuestionId: id }) as DialogueState;

  it('passes the reading only while the dialogue waits for the question it was made for', () => {
    expect(messageFor(plan, waiting('q-weight'), { id: 'm1', text: 'a bit under 170 lb' })).toEqual({
      id: 'm1',
      text: 'a bit under 170 lb',
      reading: '76 kg',
    });
    expect(messageFor(plan, waiting('q-height'), { id: 'm1', text: 'x' })).toEqual({ id: 'm1', text: 'x' });
    expect(messageFor(null, waiting('q-weight'), { id: 'm1', text: 'x' })).toEqual({ id: 'm1', text: 'x' });
    expect(messageFor({ ...plan, reading: null }, waiting('q-weight'), { id: 'm1', text: 'x' })).toEqual({ id: 'm1', text: 'x' });
  });

  it('rewords only question replies whose form wording it has, keeping that wording', () => {
    const replies: AgentReply[] = [
      { type: 'text', text: 'How tall are you?' },
      { type: 'progress', current: 2, total: 9, text: 'Question 2 of 9' },
      { type: 'question', questionId: 'q-height', text: 'How tall are you?', answerType: 'number', unit: 'cm' },
      { type: 'question', questionId: 'q-other', text: 'Are you pregnant?', answerType: 'yes_no_unsure' },
    ];
    expect(withParaphrases(plan, replies)).toEqual([
      replies[0],
      replies[1],
      {
        type: 'question',
        questionId: 'q-height',
        text: 'And how tall are you?',
        originalText: 'How tall are you?',
        answerType: 'number',
        unit: 'cm',
      },
      replies[3],
    ]);
    expect(withParaphrases(null, replies)).toEqual(replies);
  });
});
