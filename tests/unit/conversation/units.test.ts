/**
 * Weight and height in the chat, by the question's unit: a question in pounds (`lb`) or in feet and inches (`in`),
 * asked by a trial whose sites are mostly in the United States, reads a bare number in that unit ("180" → 180 lb;
 * "5 10", "5'6", "6" → feet and inches) and still reads kilograms and centimetres typed with their unit; a metric
 * question keeps asking again for a bare weight. The question reply carries the unit and an example in it; a whole
 * dialogue on a US trial (NCT04886388, BMI ≥ 25) answering "180" and "5 10" reaches the right BMI verdict.
 * 1 lb = 0.45359237 kg, 1 in = 2.54 cm (NIST SP 811).
 */
import { describe, expect, it } from 'vitest';
import { parseAnswer, start, step, type DialogueState } from '../../../server/domain/conversation';
import { questionReply } from '../../../server/domain/conversation/replies';
import { answersFromForm, generateStudyBlocks, type FormContent, type Question } from '../../../server/domain/prescreenForm';
import { realTrial } from '../prescreenForm/studies';
import { NOW, q } from './fixtures';

const lbWeight = q('w', 'weight', { answerType: 'number', unit: 'lb', text: 'How much do you weigh, in pounds?' });
const inHeight = q('h', 'height', { answerType: 'number', unit: 'in', text: 'How tall are you, in feet and inches?' });
const kgWeight = q('w', 'weight', { answerType: 'number', unit: 'kg' });
const cmHeight = q('h', 'height', { answerType: 'number', unit: 'cm' });

const read = (question: Question, text: string) => {
  const r = parseAnswer(question, text, { now: NOW });
  return r.ok ? r.value : undefined;
};

describe('reading weight and height by the question’s unit', () => {
  it.each([
    ['180', 180],
    ['180 lb', 180],
    ['about 180 pounds', 180],
    ['I weigh 165.5', 165.5],
    ['12 st 4 lb', 172],
    ['one ninety', 190],
    ["I'm 5'6 and weigh 140", 140],
    ['I weigh 75 kilos', { value: 75, unit: 'kg' }],
    ['140-145', undefined],
    ['82 kg', { value: 82, unit: 'kg' }],
    ['82,5 kilos', { value: 82.5, unit: 'kg' }],
    ['2', undefined], // 0.9 kg: not a body weight
    ['heavy', undefined],
  ])('a question in pounds reads %j as %j', (text, value) => {
    expect(read(lbWeight, text)).toEqual(value);
  });

  it.each([
    ['5 10', 70],
    ["5'6", 66],
    ['5\' 6"', 66],
    ['5-6', 66],
    ['5 ft 10', 70],
    ['five foot ten', 70],
    ['6', 72],
    ["I'm 6 foot", 72],
    ['66', 66],
    ['70 inches', 70],
    ['178 cm', { value: 178, unit: 'cm' }],
    ['1.78 m', { value: 178, unit: 'cm' }],
    ['five two', 62],
    ['six foot even', 72],
    ["5'3 and a half", 63.5],
    ['1 meter 62', { value: 162, unit: 'cm' }],
    ["5'6 (168 cm)", 66],
    ['5.6', undefined], // 5 ft 6 in or 5.6 ft? asked again
    ['178', undefined], // centimetres without the unit: asked again
    ['5 13', undefined],
  ])('a question in feet and inches reads %j as %j', (text, value) => {
    expect(read(inHeight, text)).toEqual(value);
  });

  it.each([
    [kgWeight, '180', undefined], // kg or lb? asked again
    [kgWeight, '82', undefined],
    [kgWeight, '82 kg', 82],
    [kgWeight, '180 lb', 81.6],
    [cmHeight, '178', 178],
    [cmHeight, '1.78', 178],
    [cmHeight, '5 10', 177.8],
    [cmHeight, '66', undefined],
  ])('a metric question keeps its readings: %#', (question, text, value) => {
    expect(read(question, text)).toEqual(value);
  });

  it('confirms in the question’s unit and says why a bare number is asked again', () => {
    expect(parseAnswer(lbWeight, '180', { now: NOW })).toEqual({ ok: true, value: 180, normalized: '180 lb' });
    expect(parseAnswer(inHeight, '5 10', { now: NOW })).toEqual({ ok: true, value: 70, normalized: '5 ft 10 in' });
    expect(parseAnswer(inHeight, '5.6', { now: NOW })).toEqual({
      ok: false,
      reason: 'Please write feet and inches apart, so I know whether that is 5 feet 6 inches or 5.6 feet.',
      example: 'For example: 5\'10" or 5 10 (feet and inches), or 178 cm',
    });
    expect(parseAnswer(kgWeight, '180', { now: NOW })).toMatchObject({ ok: false, reason: 'Is that in kilograms or pounds?' });
  });

  it('gives the chat page the unit and an example in it', () => {
    expect(questionReply(lbWeight, NOW)).toMatchObject({ unit: 'lb', example: 'For example: 180 (pounds), or 82 kg' });
    expect(questionReply(inHeight, NOW)).toMatchObject({ unit: 'in', example: 'For example: 5\'10" or 5 10 (feet and inches), or 178 cm' });
    expect(questionReply(kgWeight, NOW)).toMatchObject({ unit: 'kg', example: 'For example: 82 kg or 180 lb' });
  });

  it('the chat’s responses give answersFromForm the same BMI as the metric answers', () => {
    const imperial: FormContent = {
      sharedQuestions: [],
      blocks: [{ trialId: 't', nctId: null, title: 'T', questions: [lbWeight, inHeight], siteOnly: [] }],
    };
    const metric: FormContent = {
      sharedQuestions: [],
      blocks: [{ trialId: 't', nctId: null, title: 'T', questions: [kgWeight, cmHeight], siteOnly: [] }],
    };
    const bmi = (content: FormContent, w: string, h: string) => {
      const [qw, qh] = content.blocks[0].questions;
      return answersFromForm(content, { w: read(qw, w), h: read(qh, h) }).bmi;
    };
    expect(bmi(imperial, '180', '5 10')).toBe(25.8);
    expect(bmi(metric, '81.6 kg', '177.8 cm')).toBe(25.8);
    expect(bmi(imperial, '82 kg', '178 cm')).toBe(bmi(metric, '82 kg', '178 cm'));
  });
});

describe('a dialogue on a US trial (NCT04886388: BMI ≥ 25, sites in the United States)', () => {
  const trial = realTrial('NCT04886388');
  const form: FormContent = { sharedQuestions: [], blocks: generateStudyBlocks([trial]) };

  /** Consents, then answers the weight and height questions with `weight` and `height` and every other one "not sure". */
  function converse(weight: string, height: string): { state: DialogueState; asked: string[] } {
    let state = start(form, { now: NOW, trials: [trial], consentText: 'May the study site contact you about this study?' });
    let r = step(state, 'Yes', { now: NOW });
    const asked: string[] = [];
    for (let turn = 0; turn < 80; turn++) {
      state = r.state;
      const question = r.replies.find((x) => x.type === 'question') as { questionId: string; text: string } | undefined;
      if (!question) break;
      asked.push(question.text);
      const key = form.blocks[0].questions.find((x) => x.id === question.questionId)!.answerKey;
      r = step(state, key === 'weight' ? weight : key === 'height' ? height : 'Not sure', { now: NOW });
    }
    return { state, asked };
  }

  it('asks in pounds and in feet and inches; "180" and "5 10" give BMI 25.8, which meets inc-3', () => {
    const { state, asked } = converse('180', '5 10');
    expect(asked).toContain('How much do you weigh, in pounds?');
    expect(asked).toContain('How tall are you, in feet and inches?');
    expect(state.phase).toBe('completed');
    const answers = state.result!.answers;
    expect([answers.weight, answers.height, answers.bmi]).toEqual([{ value: 180, unit: 'lb' }, { value: 70, unit: 'in' }, 25.8]);
    const inc3 = state.result!.trials[0].verdicts.find((v) => v.criterionId === 'inc-3')!;
    expect(inc3.verdict).toBe('met');
    expect(inc3.messages.map((m) => m.text)).toEqual(['180', '5 10']);
  });

  it('"140" and "5 10" give BMI 20.1, which fails inc-3 and the trial', () => {
    const { state } = converse('140', '5 10');
    expect(state.result!.answers.bmi).toBe(20.1);
    expect(state.result!.trials[0].verdicts.find((v) => v.criterionId === 'inc-3')!.verdict).toBe('not_met');
    expect(state.result!.trials[0].recommendation).toBe('FAIL');
  });

  it('reads kilograms and centimetres typed with their unit to the same questions', () => {
    const { state } = converse('82 kg', '178 cm');
    expect([state.result!.answers.weight, state.result!.answers.height, state.result!.answers.bmi]).toEqual([82, 178, 25.9]);
    expect(state.result!.trials[0].verdicts.find((v) => v.criterionId === 'inc-3')!.verdict).toBe('met');
  });
});
