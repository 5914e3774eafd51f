/**
 * The dialogue's reading path ("an OpenAI-compatible model may … interpret free text, but the verdicts still
 * come from the eligibility engine on the extracted structured answers"): a message may carry a `reading` (what a
 * language model made of it). It is used only when the visitor's own text cannot be read for the waiting question and
 * the reading can; the visitor's text stays the evidence, the answer is marked `interpretedBy: 'model'` and confirmed
 * back. Never for consent or for corrections of earlier answers. `unreadAnswerQuestion` names the messages that need
 * a reading. Expected verdicts from the hand-made criteria below (weight 50–120 kg; no pregnancy).
 */
import { describe, expect, it } from 'vitest';
import {
  resume,
  start,
  step,
  unreadAnswerQuestion,
  type AgentReply,
  type DialogueState,
  type VisitorMessage,
} from '../../../server/domain/conversation';
import type { Criterion } from '../../../server/domain/eligibility';
import type { FormContent } from '../../../server/domain/prescreenForm';
import { NOW, q } from './fixtures';

const FORM: FormContent = {
  sharedQuestions: [],
  blocks: [
    {
      trialId: 't1',
      nctId: null,
      title: 'Trial one',
      questions: [
        q('weight', 'weight', {
          text: 'How much do you weigh?',
          answerType: 'number',
          unit: 'kg',
          criteria: [{ trialId: 't1', criterionId: 'inc-w' }],
        }),
        q('preg', 'pregnant', { text: 'Are you pregnant?', criteria: [{ trialId: 't1', criterionId: 'exc-p' }] }),
        q('notes', 'text:notes', { text: 'Anything else you want the team to know?', answerType: 'text' }),
      ],
      siteOnly: [],
    },
  ],
};

const CRITERIA: Criterion[] = [
  {
    id: 'inc-w',
    kind: 'inclusion',
    text: 'Body weight 50 to 120 kg',
    rule: { type: 'weight', range: { min: 50, minInclusive: true, max: 120, maxInclusive: true }, unit: 'kg', answerableBy: 'candidate' },
    answerableBy: 'candidate',
    answerKeys: ['weight'],
    source: 'text',
    context: [],
  },
  {
    id: 'exc-p',
    kind: 'exclusion',
    text: 'Pregnant',
    rule: { type: 'pregnancy', states: ['pregnant'], negated: false, answerableBy: 'candidate' },
    answerableBy: 'candidate',
    answerKeys: ['pregnant'],
    source: 'text',
    context: [],
  },
];

const UNREADABLE = 'a bit under a hundred and seventy pounds';

/** A dialogue past consent, waiting for the weight question. */
function atWeight(): DialogueState {
  const s = start(FORM, { now: NOW, trials: [{ id: 't1', criteria: CRITERIA }], consentText: 'May we contact you?' });
  return step(s, 'yes', { now: NOW }).state;
}

const send = (state: DialogueState, message: VisitorMessage) => step(state, message, { now: NOW });
const texts = (replies: AgentReply[]) => replies.map((r) => r.text);

describe('unreadAnswerQuestion: which messages need a reading', () => {
  it('is the waiting question when the text cannot be read for it', () => {
    expect(unreadAnswerQuestion(atWeight(), UNREADABLE, NOW)?.id).toBe('weight');
  });

  it('is null for readable answers, pauses, corrections, consent and free-text questions', () => {
    const s = atWeight();
    expect(unreadAnswerQuestion(s, '76 kg', NOW)).toBeNull();
    expect(unreadAnswerQuestion(s, 'not sure', NOW)).toBeNull();
    expect(unreadAnswerQuestion(s, 'stop', NOW)).toBeNull();
    expect(unreadAnswerQuestion(s, 'actually, I meant no', NOW)).toBeNull();
    const consent = start(FORM, { now: NOW, trials: [{ id: 't1', criteria: CRITERIA }], consentText: 'May we contact you?' });
    expect(unreadAnswerQuestion(consent, 'whatever you like', NOW)).toBeNull();
    const atNotes = send(send(atWeight(), '76 kg').state, 'no').state;
    expect(atNotes.currentQuestionId).toBe('notes');
    expect(unreadAnswerQuestion(atNotes, 'blue', NOW)).toBeNull();
  });

  it('is the waiting question for a paused dialogue resumed by an answer, null for a greeting', () => {
    const paused = send(atWeight(), 'later').state;
    expect(paused.phase).toBe('paused');
    expect(unreadAnswerQuestion(paused, UNREADABLE, NOW)?.id).toBe('weight');
    expect(unreadAnswerQuestion(paused, "I'm back", NOW)).toBeNull();
  });
});

describe('step with a reading', () => {
  it('reads an unreadable answer from the reading, records the visitor’s words as evidence and confirms the value', () => {
    const r = send(atWeight(), { id: 'm1', text: UNREADABLE, reading: '76 kg' });
    expect(r.state.answers.weight).toMatchObject({
      value: 76,
      normalized: '76 kg',
      source: 'visitor',
      messageId: 'm1',
      text: UNREADABLE,
      interpretedBy: 'model',
    });
    expect(r.state.messages.at(-1)).toMatchObject({ id: 'm1', text: UNREADABLE, reading: '76 kg' });
    expect(texts(r.replies)[0]).toBe('Got it: 76 kg.');
    expect(r.state.currentQuestionId).toBe('preg');
    expect(r.state.attempts).toBe(0);
  });

  it('confirms a model-read yes/no too, so the visitor can correct it', () => {
    const atPreg = send(atWeight(), '76 kg').state;
    const unreadable = send(atPreg, { id: 'm3', text: 'that ship sailed decades ago', reading: 'no' });
    expect(unreadable.state.answers.preg).toMatchObject({ value: 'no', text: 'that ship sailed decades ago', interpretedBy: 'model' });
    expect(texts(unreadable.replies)[0]).toBe('Got it: no.');
  });

  it('prefers the visitor’s own words when the parser reads them: the reading is not used', () => {
    const r = send(atWeight(), { id: 'm1', text: '82 kg', reading: '76 kg' });
    expect(r.state.answers.weight).toMatchObject({ value: 82, text: '82 kg' });
    expect(r.state.answers.weight.interpretedBy).toBeUndefined();
  });

  it('ignores a reading of the wrong type: the usual re-ask, the attempt counts', () => {
    const plain = send(atWeight(), { id: 'm1', text: UNREADABLE });
    const wrong = send(atWeight(), { id: 'm1', text: UNREADABLE, reading: 'blue' });
    expect(wrong.replies).toEqual(plain.replies);
    expect(wrong.state.attempts).toBe(1);
    expect(wrong.state.answers.weight).toBeUndefined();
  });

  it('never reads consent from a reading', () => {
    const s = start(FORM, { now: NOW, trials: [{ id: 't1', criteria: CRITERIA }], consentText: 'May we contact you?' });
    const r = send(s, { id: 'c1', text: 'whatever you think is best', reading: 'yes' });
    expect(r.state.phase).toBe('consent');
    expect(r.state.consent).toBeNull();
  });

  it('does not apply a reading to the correction of an earlier answer', () => {
    const atPreg = send(atWeight(), '76 kg').state;
    const r = send(atPreg, { id: 'm4', text: 'actually my weight is 80 kg', reading: 'yes' });
    expect(r.state.answers.weight).toMatchObject({ value: 80, corrected: true, text: 'actually my weight is 80 kg' });
    expect(r.state.answers.weight.interpretedBy).toBeUndefined();
    expect(r.state.answers.preg).toBeUndefined();
  });

  it('the verdicts come from the engine on the read value and cite the visitor’s message, marked as model-read; the state survives JSON', () => {
    let s = send(atWeight(), { id: 'm1', text: UNREADABLE, reading: '76 kg' }).state;
    s = resume(JSON.stringify(s), NOW).state;
    s = send(s, { id: 'm2', text: 'no' }).state;
    const done = send(s, { id: 'm3', text: 'nothing else' });
    expect(done.state.phase).toBe('completed');
    const [trial] = done.state.result!.trials;
    expect(trial.recommendation).toBe('PASS');
    const weight = trial.verdicts.find((v) => v.criterionId === 'inc-w')!;
    expect(weight.verdict).toBe('met');
    expect(weight.messages).toEqual([
      { answerKey: 'weight', questionId: 'weight', messageId: 'm1', text: UNREADABLE, source: 'visitor', interpretedBy: 'model' },
    ]);
    const preg = trial.verdicts.find((v) => v.criterionId === 'exc-p')!;
    expect(preg.messages[0].interpretedBy).toBeUndefined();
  });

  it('a reading for a weight outside the range fails the trial like a typed answer would', () => {
    let s = send(atWeight(), { id: 'm1', text: 'heavier than a small horse', reading: '130 kg' }).state;
    s = send(s, 'no').state;
    const done = send(s, 'no');
    expect(done.state.result!.trials[0].recommendation).toBe('FAIL');
  });
});
