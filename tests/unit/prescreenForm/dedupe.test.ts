/**
 * detectDuplicates and applyDeduplication on real trials from ../shared/data: type 2 diabetes trials (the app trials
 * NCT05094401 and NCT04886388, and NCT03369626, NCT03908762) and two advanced NSCLC trials (NCT04646330,
 * NCT06062823). After merging, one answer decides the criteria of both trials through `evaluate`.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, type Criterion } from '../../../server/domain/eligibility';
import {
  answersFromForm,
  applyDeduplication,
  contentIssues,
  DeduplicationError,
  detectDuplicates,
  formContentSchema,
  generateStudyBlocks,
  type FormContent,
  type Question,
} from '../../../server/domain/prescreenForm';
import { realTrial } from './studies';

const form = (...nctIds: string[]): FormContent => ({ sharedQuestions: [], blocks: generateStudyBlocks(nctIds.map(realTrial)) });
const questionsOf = (content: FormContent) => [...content.sharedQuestions, ...content.blocks.flatMap((b) => b.questions)];
const find = (content: FormContent, id: string) => questionsOf(content).find((q) => q.id === id)!;
const verdicts = (nctId: string, ids: string[], answers: ReturnType<typeof answersFromForm>) => {
  const criteria = realTrial(nctId).criteria.filter((c: Criterion) => ids.includes(c.id));
  return Object.fromEntries(evaluate(criteria, answers).map((v) => [v.criterionId, v.verdict]));
};

describe('detectDuplicates', () => {
  it('finds the questions two real type 2 diabetes trials share, by concept and by wording', () => {
    const content = form('NCT05094401', 'NCT04886388');
    const groups = detectDuplicates(content);
    const summary = groups.map((g) => [g.reason, g.questionIds, g.similarity]);
    expect(summary).toEqual([
      ['same concept: age (value)', ['NCT05094401.inc-age.1', 'NCT04886388.inc-1.1'], 1],
      // "Diagnosis of Type2 Diabetes" / "Diagnosis of type 2 diabetes, according to the criteria of the American
      // Diabetes Association (ADA), and confirmed at the initial eligibility screening": how the diagnosis is confirmed
      // is the site's business, so both ask "has a doctor told you that you have type 2 diabetes?"
      ['same concept: condition:type 2 diabetes (present)', ['NCT05094401.inc-1.1', 'NCT04886388.inc-2.1'], 1],
      // "Possess a smart phone (iPhone or Android only) capable of running the smart phone application (App) …" /
      // "Possesses a smartphone (iPhone or Android only) capable of running the smartphone applications (Apps) …"
      [expect.stringMatching(/^near-identical wording \(similarity 0\.8\d\)$/), ['NCT05094401.inc-2.1', 'NCT04886388.inc-4.1'], expect.any(Number)],
      // "Willing to use a glucometer …" (inc-4 / inc-7) is asked on its own text, not as general compliance; the
      // compliance question comes from exc-1 of both ("unable to understand, consent to, or comply with the study
      // protocol …").
      ['same concept: consent (value)', ['NCT05094401.inc-5.1', 'NCT04886388.inc-8.1'], 1],
      ['same concept: compliance (value)', ['NCT05094401.exc-1.1', 'NCT04886388.exc-1.1'], 1],
      // "Currently taking prandial (mealtime) insulin;" in both: asked in its own words (someone on basal insulin only
      // says "yes" to "insulin now?" and may join), so the two questions share the criterion's text key.
      ['same concept: text:currently taking prandial (mealtime) insulin; (value)', ['NCT05094401.exc-2.1', 'NCT04886388.exc-2.1'], 1],
    ]);
    expect(groups.map((g) => g.id)).toEqual(['dup-1', 'dup-2', 'dup-3', 'dup-4', 'dup-5', 'dup-6']);
    const wording = groups[2].similarity;
    expect(wording).toBeGreaterThanOrEqual(0.75);
    expect(wording).toBeLessThan(1);
  });

  it('finds the questions two real NSCLC trials share (age, consent, contraception, leptomeningeal disease, pregnancy)', () => {
    const groups = detectDuplicates(form('NCT04646330', 'NCT06062823'));
    expect(groups.map((g) => g.reason)).toEqual([
      'same concept: age (value)',
      'same concept: consent (value)',
      'same concept: contraception (value)',
      // carcinomatous meningitis / leptomeningeal carcinomatosis (exc-6, exc-4)
      'same concept: condition:leptomeningeal disease (present)',
      'same concept: pregnant (value)',
      'same concept: breastfeeding (value)',
      'same concept: planningPregnancy (value)',
    ]);
    // Not shared any more, because the criteria say more than the concept: "another malignancy" (NCT04646330 exc-4) is
    // asked as a cancer besides the study's own while NCT06062823 exc-3 with its exceptions is for the site; "active"
    // CNS metastases and "active" hepatitis B are asked in their own words; radiotherapy and major surgery come with
    // "recovered from" wording.
    expect(groups.map((g) => g.reason)).not.toContain('same concept: condition:malignancy (present)');
    expect(groups.every((g) => g.questionIds.length === 2 && g.similarity === 1)).toBe(true);
  });

  it('never groups follow-ups, different concepts worded alike, or texts whose numbers or negations differ', () => {
    const q = (id: string, text: string, answerKey: string): Question => ({
      id,
      text,
      answerKey,
      answerType: 'yes_no_unsure',
      answerPart: 'value',
      criteria: [],
    });
    const content: FormContent = {
      sharedQuestions: [],
      blocks: [
        {
          trialId: 'a',
          nctId: null,
          title: 'A',
          siteOnly: [],
          questions: [
            q('a1', 'Does this apply to you: "English speaking"?', 'text:english speaking'),
            q('a2', 'Does this apply to you: "PSQI score 10 or higher"?', 'text:psqi 10'),
            { ...q('a3', 'Has a doctor ever told you that you have type 1 diabetes?', 'condition:type 1 diabetes'), answerPart: 'present' },
          ],
        },
        {
          trialId: 'b',
          nctId: null,
          title: 'B',
          siteOnly: [],
          questions: [
            q('b1', 'Does this apply to you: "Non-English speaking"?', 'text:non-english speaking'),
            q('b2', 'Does this apply to you: "PSQI score 6 or higher"?', 'text:psqi 6'),
            { ...q('b3', 'Has a doctor ever told you that you have type 2 diabetes?', 'condition:type 2 diabetes'), answerPart: 'present' },
            // same key and part as a3, but a follow-up: it goes with its question
            {
              ...q('b4', 'Has a doctor ever told you that you have type 1 diabetes?', 'condition:type 1 diabetes'),
              answerPart: 'present',
              showIf: { questionId: 'b3', equals: 'yes' },
            },
          ],
        },
      ],
    };
    expect(detectDuplicates(content)).toEqual([]);
    // the same texts with the same numbers and negations are grouped
    const same = structuredClone(content);
    same.blocks[1].questions[0].text = 'Does this apply to you: "English-speaking"?';
    same.blocks[1].questions[1].text = 'Does this apply to you: "PSQI score of 10 or higher"?';
    expect(detectDuplicates(same).map((g) => g.questionIds)).toEqual([
      ['a1', 'b1'],
      ['a2', 'b2'],
    ]);
  });

  it('is deterministic', () => {
    const content = form('NCT04646330', 'NCT06062823', 'NCT05094401', 'NCT04886388');
    expect(detectDuplicates(content)).toEqual(detectDuplicates(structuredClone(content)));
  });
});

describe('applyDeduplication', () => {
  it('merges a group into one shared question; answering it once decides both trials (type 2 diabetes)', () => {
    // NCT05094401 inc-1 "Diagnosis of Type2 Diabetes" and NCT03369626 inc-1 "diagnosis of type 2 diabetes": exact rules
    const before = form('NCT05094401', 'NCT03369626');
    const t2d = detectDuplicates(before).find((g) => g.reason.includes('type 2 diabetes'))!;
    expect(t2d.questionIds).toEqual(['NCT05094401.inc-1.1', 'NCT03369626.inc-1.1']);
    const after = applyDeduplication(before, t2d.questionIds);
    expect(after.sharedQuestions).toEqual([
      {
        ...find(before, 'NCT05094401.inc-1.1'),
        id: 's1',
        criteria: [
          { trialId: 'NCT05094401', criterionId: 'inc-1' },
          { trialId: 'NCT03369626', criterionId: 'inc-1' },
        ],
      },
    ]);
    expect(questionsOf(after).filter((q) => q.answerKey === 'condition:type 2 diabetes')).toHaveLength(1);
    expect(contentIssues(after)).toEqual([]);
    expect(formContentSchema.safeParse(after).success).toBe(true);
    expect(detectDuplicates(after).some((g) => g.reason.includes('type 2 diabetes'))).toBe(false);

    for (const [response, verdict] of [
      ['yes', 'met'],
      ['no', 'not_met'],
      ['unsure', 'unknown'],
    ] as const) {
      const answers = answersFromForm(after, { s1: response });
      expect(verdicts('NCT05094401', ['inc-1'], answers)).toEqual({ 'inc-1': verdict });
      expect(verdicts('NCT03369626', ['inc-1'], answers)).toEqual({ 'inc-1': verdict });
    }
  });

  it('moves the follow-ups with the question, identical ones merged (leptomeningeal disease now?), and they decide both trials', () => {
    // NCT04646330 exc-6 "Has carcinomatous meningitis" and NCT06062823 exc-4 "Known leptomeningeal carcinomatosis."
    const before = form('NCT04646330', 'NCT06062823');
    const lepto = detectDuplicates(before).find((g) => g.reason.includes('leptomeningeal'))!;
    const after = applyDeduplication(before, lepto.questionIds);
    expect(after.sharedQuestions.map((q) => [q.id, q.answerPart, q.showIf?.questionId])).toEqual([
      ['s1', 'present', undefined],
      ['s2', 'current', 's1'],
    ]);
    expect(after.sharedQuestions[1].text).toMatch(/now\?$/);
    expect(after.sharedQuestions[1].criteria).toEqual([
      { trialId: 'NCT04646330', criterionId: 'exc-6' },
      { trialId: 'NCT06062823', criterionId: 'exc-4' },
    ]);
    expect(questionsOf(after).filter((q) => q.answerKey === 'condition:leptomeningeal disease')).toHaveLength(2);
    expect(contentIssues(after)).toEqual([]);
    const both = (answers: ReturnType<typeof answersFromForm>) => [
      verdicts('NCT04646330', ['exc-6'], answers)['exc-6'],
      verdicts('NCT06062823', ['exc-4'], answers)['exc-4'],
    ];
    expect(both(answersFromForm(after, { s1: 'yes', s2: 'yes' }))).toEqual(['not_met', 'not_met']);
    // Neither text says "now" or "ever": a past one is for the site to confirm, never a FAIL.
    expect(both(answersFromForm(after, { s1: 'yes', s2: 'no' }))).toEqual(['unknown', 'unknown']);
    expect(both(answersFromForm(after, { s1: 'no', s2: 'yes' }))).toEqual(['met', 'met']); // "now" is hidden after "no"
  });

  it('merges near-identical wording with different keys: the answer fills every key (smartphone)', () => {
    const before = form('NCT05094401', 'NCT04886388');
    const phone = detectDuplicates(before).find((g) => g.reason.startsWith('near-identical'))!;
    const after = applyDeduplication(before, phone.questionIds);
    const [shared] = after.sharedQuestions;
    expect(shared.answerKey).toBe(find(before, phone.questionIds[0]).answerKey);
    expect(shared.aliasKeys).toEqual([find(before, phone.questionIds[1]).answerKey]);
    const answers = answersFromForm(after, { [shared.id]: 'no' });
    expect(verdicts('NCT05094401', ['inc-2'], answers)).toEqual({ 'inc-2': 'not_met' });
    expect(verdicts('NCT04886388', ['inc-4'], answers)).toEqual({ 'inc-4': 'not_met' });
  });

  it('merging every group of the NSCLC pair leaves a consistent form whose shared answers decide both trials', () => {
    let content = form('NCT04646330', 'NCT06062823');
    const before = questionsOf(content).length;
    for (const group of detectDuplicates(content)) content = applyDeduplication(content, group.questionIds);
    expect(contentIssues(content)).toEqual([]);
    expect(detectDuplicates(content)).toEqual([]);
    expect(questionsOf(content).length).toBeLessThan(before);
    const lepto = content.sharedQuestions.find((q) => q.answerKey === 'condition:leptomeningeal disease' && q.answerPart === 'present')!;
    const leptoNow = content.sharedQuestions.find((q) => q.answerKey === 'condition:leptomeningeal disease' && q.answerPart === 'current')!;
    expect(leptoNow.showIf).toEqual({ questionId: lepto.id, equals: 'yes' });
    const pregnant = content.sharedQuestions.find((q) => q.answerKey === 'pregnant')!;
    // "Is pregnant, breastfeeding, or expecting to conceive …" (NCT04646330 exc-14) and "Are pregnant, planning a
    // pregnancy, or breastfeeding." (NCT06062823 exc-17): one "yes" decides both
    const answers = answersFromForm(content, { [pregnant.id]: 'yes' });
    expect(verdicts('NCT04646330', ['exc-14'], answers)).toEqual({ 'exc-14': 'not_met' });
    expect(verdicts('NCT06062823', ['exc-17'], answers)).toEqual({ 'exc-17': 'not_met' });
    // the pregnancy questions keep whom they apply to when shared
    expect(pregnant.appliesTo).toEqual({ sex: 'FEMALE', minAgeYears: 10, maxAgeYears: 60 });
    // merging again is a no-op for detection, and the same steps give the same form
    let again = form('NCT04646330', 'NCT06062823');
    for (const group of detectDuplicates(again)) again = applyDeduplication(again, group.questionIds);
    expect(again).toEqual(content);
  });

  it('adds to an existing shared question instead of making a new one', () => {
    const two = applyDeduplication(form('NCT05094401', 'NCT03369626'), ['NCT05094401.inc-1.1', 'NCT03369626.inc-1.1']);
    // NCT03908762 inc-1 "T2DM (WHO criteria) treated with basal insulin (glargine, detemir, degludec)" asks the same concept
    const three: FormContent = { ...two, blocks: [...two.blocks, ...generateStudyBlocks([realTrial('NCT03908762')])] };
    const group = detectDuplicates(three).find((g) => g.reason.includes('type 2 diabetes'))!;
    expect(group.questionIds).toEqual(['s1', 'NCT03908762.inc-1.1']);
    const merged = applyDeduplication(three, group.questionIds);
    expect(merged.sharedQuestions.map((q) => q.id)).toEqual(['s1']);
    expect(merged.sharedQuestions[0].criteria.map((r) => r.trialId)).toEqual(['NCT05094401', 'NCT03369626', 'NCT03908762']);
  });

  it('refuses unknown, repeated or follow-up ids (with their index), a single id, and different kinds of answer', () => {
    const content = form('NCT05094401', 'NCT04886388');
    const error = (ids: string[]) => {
      try {
        applyDeduplication(content, ids);
      } catch (e) {
        expect(e).toBeInstanceOf(DeduplicationError);
        return { message: (e as Error).message, index: (e as DeduplicationError).index };
      }
      throw new Error('expected a DeduplicationError');
    };
    expect(error(['NCT05094401.inc-1.1', 'nope'])).toEqual({ message: 'unknown question "nope"', index: 1 });
    // "Are you taking part in a clinical trial now?" (NCT04886388 exc-5) and "Do you have cancer now?" (NCT05094401 exc-7)
    expect(error(['NCT04886388.exc-5.2', 'NCT05094401.exc-7.2'])).toMatchObject({ index: 0, message: expect.stringContaining('follow-up') });
    expect(error(['NCT05094401.inc-1.1', 'NCT05094401.inc-1.1'])).toMatchObject({ index: 1 });
    expect(error(['NCT05094401.inc-1.1'])).toMatchObject({ index: undefined });
    // a number (age) and a yes/no question
    expect(error(['NCT05094401.inc-age.1', 'NCT04886388.inc-2.1'])).toMatchObject({
      index: undefined,
      message: expect.stringContaining('different kinds of answer'),
    });
  });
});
