/**
 * The prescreen form builder's operations (src/custom-pages/admin/prescreenForms/formOps.ts) on forms generated from
 * real trials of ../shared/data (NCT04646330, an NSCLC trial whose form has "now" and "when" follow-ups, and
 * NCT05094401): form order, locating, editing and reordering questions within their list, branching (which follow-ups
 * a candidate sees), answer types per part, the content checks tied to their question, and the header counts.
 *
 * Questions of NCT04646330 used: exc-1 "Is currently participating in a study of an investigational agent …" (ever
 * taken part in a clinical trial? → now?), exc-3 "Has undergone major surgery within 30 days of Study Day 1" (ever had
 * a major operation? → when?), exc-4 "a known additional malignancy …" (another cancer? → now?), exc-14 pregnancy.
 */
import { describe, expect, it } from 'vitest';
import { generateStudyBlocks } from '../../../server/domain/prescreenForm';
import {
  SHARED,
  formCounts,
  formIssues,
  listOf,
  locate,
  moveQuestion,
  moveQuestionTo,
  questionsInOrder,
  sameAnswer,
  typesForPart,
  updateQuestion,
  visibleQuestions,
} from '../../../src/custom-pages/admin/prescreenForms/formOps';
import type { FormContent, Question } from '../../../src/dataProvider/types';
import { labelOf } from '../../../contracts/labels';
import { realTrial } from '../prescreenForm/studies';

const blocks = generateStudyBlocks([realTrial('NCT04646330'), realTrial('NCT05094401')]);
const age: Question = { ...blocks[0].questions.find((q) => q.answerKey === 'age')!, id: 'shared.age', criteria: [] };
/** A form: a shared age question, then one block per trial. */
const content: FormContent = { sharedQuestions: [age], blocks };
const A = 'NCT04646330';
/** A generated question of the first block, as generated. */
const generated = (id: string) => blocks[0].questions.find((q) => q.id === id)!;
const ids = (questions: readonly Question[]) => questions.map((q) => q.id);
const blockIds = (c: FormContent, b: number) => ids(c.blocks[b].questions);

describe('form order and locating', () => {
  it('lists shared questions first, then each block in order, with list and position', () => {
    const order = questionsInOrder(content);
    expect(order).toHaveLength(1 + blocks[0].questions.length + blocks[1].questions.length);
    expect(order[0]).toEqual({ question: age, list: SHARED, index: 0 });
    expect(order[1]).toMatchObject({ list: 0, index: 0 });
    expect(order[1 + blocks[0].questions.length]).toMatchObject({ list: 1, index: 0 });
    expect(ids(order.map((l) => l.question))).toEqual([age.id, ...blockIds(content, 0), ...blockIds(content, 1)]);
  });

  it('locates a question by id, and lists by index (an unknown block is empty)', () => {
    expect(locate(content, `${A}.exc-1.2`)).toMatchObject({
      list: 0,
      index: blocks[0].questions.indexOf(generated(`${A}.exc-1.2`)),
      question: { text: 'Are you taking part in a clinical trial now?' },
    });
    expect(locate(content, 'nope')).toBeNull();
    expect(listOf(content, SHARED)).toBe(content.sharedQuestions);
    expect(listOf(content, 1)).toBe(content.blocks[1].questions);
    expect(listOf(content, 7)).toEqual([]);
  });

  it('a generated form has no issues', () => {
    expect(formIssues(content)).toEqual([]);
  });
});

describe('updateQuestion', () => {
  it('changes only that question, leaving the input and the other lists as they were', () => {
    const next = updateQuestion(content, `${A}.exc-1.1`, {
      text: 'Have you been in a research study?',
      help: 'A study that tests a medicine, device or treatment.',
    });
    expect(locate(next, `${A}.exc-1.1`)!.question).toMatchObject({
      text: 'Have you been in a research study?',
      help: 'A study that tests a medicine, device or treatment.',
    });
    expect(locate(content, `${A}.exc-1.1`)!.question.text).toBe(generated(`${A}.exc-1.1`).text);
    expect(next.blocks[1]).toBe(content.blocks[1]);
    expect(next.sharedQuestions).toBe(content.sharedQuestions);
    expect(blockIds(next, 0)).toEqual(blockIds(content, 0));
  });

  it('removes a field patched to undefined (a follow-up made unconditional)', () => {
    expect(generated(`${A}.exc-1.2`).showIf).toEqual({ questionId: `${A}.exc-1.1`, equals: 'yes' });
    const next = updateQuestion(content, `${A}.exc-1.2`, { showIf: undefined });
    expect(locate(next, `${A}.exc-1.2`)!.question).not.toHaveProperty('showIf');
    expect(formIssues(next)).toEqual([]);
  });

  it('keeps the fields an edit does not touch: whom a pregnancy question applies to', () => {
    // exc-14 "Is pregnant, breastfeeding, or expecting to conceive …": the pregnancy questions are put to women 10–60 only
    expect(generated(`${A}.exc-14.1`).appliesTo).toEqual({ sex: 'FEMALE', minAgeYears: 10, maxAgeYears: 60 });
    const next = updateQuestion(content, `${A}.exc-14.1`, { text: 'Are you pregnant at the moment?' });
    expect(locate(next, `${A}.exc-14.1`)!.question).toMatchObject({
      text: 'Are you pregnant at the moment?',
      appliesTo: { sex: 'FEMALE', minAgeYears: 10, maxAgeYears: 60 },
    });
    expect(formIssues(next)).toEqual([]);
  });

  it('edits a shared question, and ignores an unknown id', () => {
    expect(updateQuestion(content, 'shared.age', { unit: 'years' }).sharedQuestions[0].unit).toBe('years');
    expect(updateQuestion(content, 'nope', { text: 'x' })).toBe(content);
  });
});

describe('moving questions', () => {
  it('moves a question within its block, clamped to the list', () => {
    const id = `${A}.exc-14.3`;
    const up = moveQuestion(content, id, -1);
    const i = blockIds(content, 0).indexOf(id);
    expect(blockIds(up, 0).indexOf(id)).toBe(i - 1);
    expect(blockIds(up, 0)).toHaveLength(blockIds(content, 0).length);
    expect(up.blocks[1]).toBe(content.blocks[1]);
    expect(blockIds(moveQuestionTo(content, id, -5), 0)[0]).toBe(id);
    const last = blockIds(moveQuestionTo(content, id, 10_000), 0);
    expect(last[last.length - 1]).toBe(id);
  });

  it('leaves the form as it is at the edge of a list or for an unknown id', () => {
    const first = blockIds(content, 0)[0];
    expect(moveQuestion(content, first, -1)).toBe(content);
    expect(moveQuestion(content, 'shared.age', 1)).toBe(content);
    expect(moveQuestion(content, 'nope', 1)).toBe(content);
  });

  it('moving a follow-up above the question it depends on is reported on the follow-up', () => {
    const next = moveQuestion(content, `${A}.exc-1.2`, -1);
    expect(formIssues(next)).toEqual([
      {
        questionId: `${A}.exc-1.2`,
        path: `blocks.0.questions.${blockIds(next, 0).indexOf(`${A}.exc-1.2`)}.showIf.questionId`,
        message: `question "${A}.exc-1.1" must come before this one`,
      },
    ]);
  });
});

describe('branching', () => {
  it('hides follow-ups until their question is answered "yes"', () => {
    const none = ids(visibleQuestions(content, {}));
    expect(none).toContain(`${A}.exc-1.1`);
    expect(none).not.toContain(`${A}.exc-1.2`);
    expect(none).not.toContain(`${A}.exc-3.2`);
    const yes = ids(visibleQuestions(content, { [`${A}.exc-1.1`]: 'yes', [`${A}.exc-3.1`]: 'no' }));
    expect(yes).toContain(`${A}.exc-1.2`);
    expect(yes).not.toContain(`${A}.exc-3.2`);
    // Order is the form's.
    expect(yes.indexOf(`${A}.exc-1.2`)).toBe(yes.indexOf(`${A}.exc-1.1`) + 1);
  });

  it("ignores a hidden question's answer: a follow-up of a hidden question stays hidden", () => {
    const chained = updateQuestion(content, `${A}.exc-4.1`, { showIf: { questionId: `${A}.exc-1.2`, equals: 'yes' } });
    const responses = { [`${A}.exc-1.2`]: 'yes', [`${A}.exc-4.1`]: 'yes' };
    const shown = ids(visibleQuestions(chained, responses));
    expect(shown).not.toContain(`${A}.exc-4.1`);
    expect(shown).not.toContain(`${A}.exc-4.2`);
    const opened = ids(visibleQuestions(chained, { ...responses, [`${A}.exc-1.1`]: 'yes' }));
    expect(opened).toEqual(expect.arrayContaining([`${A}.exc-1.2`, `${A}.exc-4.1`, `${A}.exc-4.2`]));
  });

  it('sameAnswer: numbers and strings alike, objects by JSON, no answer never matches', () => {
    expect(sameAnswer('3', 3)).toBe(true);
    expect(sameAnswer(3, '3')).toBe(true);
    expect(sameAnswer('yes', 'yes')).toBe(true);
    expect(sameAnswer('no', 'yes')).toBe(false);
    expect(sameAnswer(false, false)).toBe(true);
    expect(sameAnswer(0, 0)).toBe(true);
    expect(sameAnswer({ value: 2, unit: 'weeks' }, { value: 2, unit: 'weeks' })).toBe(true);
    expect(sameAnswer({ value: 2 }, '2')).toBe(false);
    for (const empty of [undefined, null, '']) expect(sameAnswer(empty, '')).toBe(false);
  });
});

describe('answer types and issues', () => {
  it('offers the answer types that can give a part', () => {
    expect(typesForPart('value')).toEqual(['yes_no_unsure', 'number', 'date', 'choice', 'text']);
    expect(typesForPart('present')).toEqual(['yes_no_unsure']);
    expect(typesForPart('current')).toEqual(['yes_no_unsure']);
    expect(typesForPart('lastAt')).toEqual(['date']);
    expect(typesForPart('daysAgo')).toEqual(['duration']);
    for (const part of ['value', 'present', 'current', 'lastAt', 'daysAgo'] as const) {
      for (const type of typesForPart(part)) expect(labelOf.answerType(type)).not.toBe(type);
    }
  });

  it('ties each problem to its question: a part the type cannot give, a choice without choices, an empty text', () => {
    let broken = updateQuestion(content, `${A}.exc-3.2`, { answerType: 'number' });
    broken = updateQuestion(broken, `${A}.exc-14.1`, { answerType: 'choice' });
    broken = updateQuestion(broken, 'shared.age', { text: '  ' });
    const issues = formIssues(broken);
    const at = (id: string) => blockIds(broken, 0).indexOf(id);
    expect(issues).toEqual(
      expect.arrayContaining([
        {
          questionId: `${A}.exc-3.2`,
          path: `blocks.0.questions.${at(`${A}.exc-3.2`)}.answerPart`,
          message: 'a number question cannot give "lastAt"',
        },
        { questionId: `${A}.exc-14.1`, path: `blocks.0.questions.${at(`${A}.exc-14.1`)}.choices`, message: 'a choice question needs choices' },
        { questionId: 'shared.age', path: 'sharedQuestions.0.text', message: expect.any(String) },
      ]),
    );
  });

  it('reports a duplicate id on the second question, and a repeated trial block without a question', () => {
    const dup = updateQuestion(content, blockIds(content, 1)[0], { id: 'shared.age' });
    expect(formIssues(dup)).toContainEqual({
      questionId: 'shared.age',
      path: 'blocks.1.questions.0.id',
      message: 'duplicate question id "shared.age"',
    });
    const twice: FormContent = { sharedQuestions: [], blocks: [blocks[0], { ...blocks[0], questions: [] }] };
    expect(formIssues(twice)).toEqual([
      { questionId: null, path: 'blocks.1.trialId', message: `a form has one block per trial; "${blocks[0].trialId}" is repeated` },
    ]);
  });
});

describe('formCounts', () => {
  it('counts every question, the shared ones and the site-only criteria', () => {
    expect(formCounts(content)).toEqual({
      questions: 1 + blocks[0].questions.length + blocks[1].questions.length,
      shared: 1,
      siteOnly: blocks[0].siteOnly.length + blocks[1].siteOnly.length,
    });
    expect(blocks[0].siteOnly.length).toBeGreaterThan(0);
    expect(formCounts({ sharedQuestions: [], blocks: [] })).toEqual({ questions: 0, shared: 0, siteOnly: 0 });
  });
});
