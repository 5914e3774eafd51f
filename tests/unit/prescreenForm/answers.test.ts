/**
 * answersFromForm: responses by question id → the eligibility answers map (server/domain/eligibility/answers.ts),
 * and the content checks of formContentSchema / criteriaIssues with the paths an API 400 names.
 */
import { describe, expect, it } from 'vitest';
import {
  answersFromForm,
  criteriaIssues,
  formContentSchema,
  generateStudyBlocks,
  type FormContent,
  type Question,
} from '../../../server/domain/prescreenForm';
import { realTrial } from './studies';

const q = (id: string, answerKey: string, fields: Partial<Question> = {}): Question => ({
  id,
  text: `Question ${id}?`,
  answerKey,
  answerType: 'yes_no_unsure',
  answerPart: 'value',
  criteria: [],
  ...fields,
});
const form = (...questions: Question[]): FormContent => ({
  sharedQuestions: [],
  blocks: [{ trialId: 't', nctId: null, title: 'T', questions, siteOnly: [] }],
});

describe('answersFromForm', () => {
  it('reads each answer type; answers that do not fit the question are left out', () => {
    const content = form(
      q('a', 'consent'),
      q('b', 'compliance'),
      q('c', 'contraception'),
      q('age', 'age', { answerType: 'number', unit: 'years' }),
      q('w', 'weight', { answerType: 'number', unit: 'kg' }),
      q('sex', 'sex', {
        answerType: 'choice',
        choices: [
          { value: 'FEMALE', label: 'Female' },
          { value: 'MALE', label: 'Male' },
        ],
      }),
      q('ecog', 'ecog', {
        answerType: 'choice',
        choices: [
          { value: 0, label: 'active' },
          { value: 1, label: 'light work' },
        ],
      }),
      q('note', 'text:free', { answerType: 'text' }),
      q('d', 'diagnosedAt', { answerType: 'date' }),
    );
    expect(
      answersFromForm(content, {
        a: 'yes',
        b: 'no',
        c: 'unsure',
        age: 54,
        w: { value: 180, unit: 'lb' },
        sex: 'FEMALE',
        ecog: 1,
        note: '  hello ',
        d: '2024-03',
      }),
    ).toEqual({
      consent: true,
      compliance: false,
      age: 54,
      weight: { value: 180, unit: 'lb' },
      sex: 'FEMALE',
      ecog: 1,
      'text:free': 'hello',
      diagnosedAt: '2024-03',
    });
    expect(
      answersFromForm(content, { a: 'maybe', age: 'fifty', w: { value: 80, unit: 'kg' }, sex: 'OTHER', ecog: '1', note: '  ', d: '2024-13-01' }),
    ).toEqual({ weight: 80 });
  });

  it('combines ever / now / when questions of one concept into one event answer; "no" means never', () => {
    const content = form(
      q('ever', 'medication:insulin', { answerPart: 'present' }),
      q('now', 'medication:insulin', { answerPart: 'current', showIf: { questionId: 'ever', equals: 'yes' } }),
      q('ago', 'medication:insulin', { answerType: 'duration', answerPart: 'daysAgo', showIf: { questionId: 'ever', equals: 'yes' } }),
      q('when', 'procedure:surgery', { answerType: 'date', answerPart: 'lastAt' }),
    );
    expect(answersFromForm(content, { ever: 'yes', now: 'no', ago: { value: 3, unit: 'weeks' }, when: '2024-11-02' })).toEqual({
      'medication:insulin': { present: true, current: false, daysAgo: 21 },
      'procedure:surgery': { present: true, lastAt: '2024-11-02' },
    });
    expect(answersFromForm(content, { ever: 'no', now: 'yes', ago: { value: 2, unit: 'months' } })).toEqual({
      'medication:insulin': { present: false },
    });
    expect(answersFromForm(content, { ever: true, ago: { value: 1, unit: 'years' } })).toEqual({
      'medication:insulin': { present: true, daysAgo: 365 },
    });
    expect(answersFromForm(content, { ever: 'unsure', now: 'yes' })).toEqual({});
  });

  it('leaves out a key two unmerged questions answer differently (a conflict stays unknown)', () => {
    const content = form(q('x', 'pregnant'), q('y', 'pregnant'));
    expect(answersFromForm(content, { x: 'yes', y: 'yes' })).toEqual({ pregnant: true });
    expect(answersFromForm(content, { x: 'yes', y: 'no' })).toEqual({});
  });

  it('fills every alias of a merged question and computes BMI from weight and height', () => {
    const content = form(
      q('s', 'text:has a smartphone', { aliasKeys: ['text:owns a smartphone'] }),
      q('w', 'weight', { answerType: 'number', unit: 'kg' }),
      q('h', 'height', { answerType: 'number', unit: 'cm' }),
    );
    expect(answersFromForm(content, { s: 'yes', w: 81, h: { value: 70, unit: 'in' } })).toEqual({
      'text:has a smartphone': true,
      'text:owns a smartphone': true,
      weight: 81,
      height: { value: 70, unit: 'in' },
      bmi: 25.6,
    });
  });

  it('gives the same answers for the same content and responses', () => {
    const content: FormContent = { sharedQuestions: [], blocks: generateStudyBlocks([realTrial('NCT05094401')]) };
    const responses = Object.fromEntries(
      content.blocks[0].questions.map((x, i) => [x.id, x.answerType === 'number' ? 40 + i : i % 2 ? 'yes' : 'no']),
    );
    expect(answersFromForm(content, responses)).toEqual(answersFromForm(structuredClone(content), { ...responses }));
  });
});

describe('content checks', () => {
  const issues = (content: unknown) => {
    const r = formContentSchema.safeParse(content);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts a generated form and names the path of each problem', () => {
    const blocks = generateStudyBlocks([realTrial('NCT05094401')]);
    expect(issues({ blocks })).toEqual([]);
    const [first, second] = blocks[0].questions;
    const bad = {
      sharedQuestions: [q('s1', 'age', { answerType: 'number', showIf: { questionId: first.id, equals: 'yes' } })],
      blocks: [
        {
          ...blocks[0],
          questions: [
            first,
            { ...second, id: first.id },
            q('x', 'sex', { answerType: 'choice' }),
            q('y', 'age', { answerType: 'number', answerPart: 'present' }),
            q('z', 'k', { showIf: { questionId: 'nope', equals: 'yes' } }),
          ],
        },
        blocks[0],
      ],
    };
    expect(issues(bad)).toEqual([
      ['sharedQuestions.0.showIf.questionId', `question "${first.id}" must come before this one`],
      ['blocks.0.questions.1.id', `duplicate question id "${first.id}"`],
      ['blocks.0.questions.2.choices', 'a choice question needs choices'],
      ['blocks.0.questions.3.answerPart', 'a number question cannot give "present"'],
      ['blocks.0.questions.4.showIf.questionId', 'unknown question "nope"'],
      ['blocks.1.questions.0.id', `duplicate question id "${first.id}"`], // the second block repeats the first question
      ['blocks.1.trialId', 'a form has one block per trial; "NCT05094401" is repeated'],
    ]);
    expect(issues({ blocks: [{ ...blocks[0], questions: [{ ...first, answerType: 'yes/no' }] }] })[0][0]).toBe('blocks.0.questions.0.answerType');
  });

  it('criteriaIssues names criteria and trials the form does not have', () => {
    const trial = realTrial('NCT05094401');
    const content: FormContent = { sharedQuestions: [], blocks: generateStudyBlocks([trial]) };
    const known = new Map([[trial.id, new Set(trial.criteria.map((c) => c.id))]]);
    expect(criteriaIssues(content, known)).toEqual([]);
    content.blocks[0].questions[1].criteria.push({ trialId: trial.id, criterionId: 'inc-99' }, { trialId: 'other', criterionId: 'inc-1' });
    content.blocks[0].siteOnly.push({ criterionId: 'exc-99', text: 'x' });
    expect(criteriaIssues(content, known)).toEqual([
      { path: ['blocks', 0, 'questions', 1, 'criteria', 1, 'criterionId'], message: 'trial "NCT05094401" has no criterion "inc-99"' },
      { path: ['blocks', 0, 'questions', 1, 'criteria', 2, 'trialId'], message: 'trial "other" is not in this form' },
      {
        path: ['blocks', 0, 'siteOnly', content.blocks[0].siteOnly.length - 1, 'criterionId'],
        message: 'trial "NCT05094401" has no criterion "exc-99"',
      },
    ]);
    expect(criteriaIssues(content, new Map())[0]).toEqual({ path: ['blocks', 0, 'trialId'], message: 'trial "NCT05094401" is not in this form' });
  });
});
