/**
 * generateStudyBlocks on real ClinicalTrials.gov records (../shared/data): plain-language second-person questions,
 * follow-ups only after "yes", site-only criteria listed and not asked, criteria texts mapped to their `text:` key,
 * the same blocks for the same trials.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, textKey } from '../../../server/domain/eligibility';
import { answersFromForm, contentIssues, generateStudyBlocks, JARGON, type Question } from '../../../server/domain/prescreenForm';
import { allTrials, realTrial } from './studies';

const block = (nctId: string) => generateStudyBlocks([realTrial(nctId)])[0];
const byCriterion = (questions: Question[], criterionId: string) => questions.filter((q) => q.criteria.some((r) => r.criterionId === criterionId));

describe('generateStudyBlocks on real trials', () => {
  const blocks = generateStudyBlocks(allTrials);
  const questions = blocks.flatMap((b) => b.questions);

  it('gives one block per trial and questions for all 146 shared studies', () => {
    expect(blocks).toHaveLength(146);
    expect(blocks.map((b) => b.nctId)).toEqual(allTrials.map((t) => t.nctId));
    expect(questions.length).toBeGreaterThan(2000);
  });

  it('asks every question in the second person, as a question, without the medical words the glossary replaces', () => {
    const offenders = questions.filter((q) => !/\byou(?:r|rself)?\b/i.test(q.text) || !q.text.endsWith('?') || JARGON.some((word) => word.test(q.text)));
    expect(offenders.map((q) => `${q.id}: ${q.text}`)).toEqual([]);
  });

  it('words structured criteria in lay terms (NCT05094401, type 2 diabetes app)', () => {
    const b = block('NCT05094401');
    const text = (criterionId: string) => byCriterion(b.questions, criterionId).map((q) => q.text);
    expect(text('inc-1')).toEqual(['Has a doctor ever told you that you have type 2 diabetes?']);
    expect(text('inc-age')).toEqual(['How old are you?']);
    // "Currently taking prandial (mealtime) insulin"
    expect(text('exc-2')).toEqual(['Have you ever taken insulin?', 'Are you taking insulin now?']);
    // "Currently on kidney dialysis (hemo or peritoneal)"
    expect(text('exc-5')).toEqual(['Have you ever had dialysis (a machine or fluid cleans your blood because your kidneys do not)?']);
    // "For women only: pregnant or lactating or having the intention of becoming pregnant …"
    expect(text('exc-8')).toEqual(['Are you pregnant?', 'Are you breastfeeding?', 'Are you planning to become pregnant in the next year?']);
    // NCT04646330 exc-10 "History of myocardial infarction, unstable angina, …"
    expect(byCriterion(block('NCT04646330').questions, 'exc-10').map((q) => q.text)).toEqual([
      'Have you ever had a heart attack?',
      'When did you last have a heart attack?',
      'Has a doctor ever told you that you have narrowed heart arteries (coronary heart disease) or angina?',
      'When were you diagnosed with narrowed heart arteries (coronary heart disease) or angina?',
    ]);
  });

  it('keeps a concept the vocabulary does not know as the criterion spells it (NCT06062823 "confirmed NSCLC")', () => {
    expect(byCriterion(block('NCT06062823').questions, 'inc-1')[0].text).toBe('Has a doctor ever told you that you have NSCLC?');
  });

  it('turns criteria without a rule into yes/no questions on their text: key', () => {
    const trial = realTrial('NCT05094401');
    const smartphone = trial.criteria.find((c) => c.id === 'inc-2')!;
    const [q] = byCriterion(block('NCT05094401').questions, 'inc-2');
    expect(q).toMatchObject({
      answerType: 'yes_no_unsure',
      answerPart: 'value',
      answerKey: textKey(smartphone.text),
      text: 'Do you have a smart phone (iPhone or Android only) capable of running the smart phone application (App) used in the study?',
    });
    const verdict = (response: string) => evaluate([smartphone], answersFromForm({ sharedQuestions: [], blocks: [block('NCT05094401')] }, { [q.id]: response }))[0].verdict;
    expect(verdict('yes')).toBe('met');
    expect(verdict('no')).toBe('not_met');
    expect(verdict('unsure')).toBe('unknown');
    // a text that does not open in a known way is quoted (NCT06062823 inc-2), polarity kept
    expect(byCriterion(block('NCT06062823').questions, 'inc-2')[0].text).toBe('Does this apply to you: "No prior systemic therapy for advanced stage disease"?');
  });

  it('lists site-only criteria (labs, ECOG, investigator judgement) without asking them', () => {
    for (const b of blocks) {
      const trial = realTrial(b.nctId!);
      const site = trial.criteria.filter((c) => c.answerableBy === 'site').map((c) => c.id);
      expect(b.siteOnly.map((s) => s.criterionId)).toEqual(site);
      const asked = new Set(b.questions.flatMap((q) => q.criteria.map((r) => r.criterionId)));
      for (const id of site) expect(asked.has(id), `${b.nctId} ${id}`).toBe(false);
      // every criterion the candidate can answer is asked, except a sex rule that accepts everyone
      for (const c of trial.criteria.filter((c) => c.answerableBy === 'candidate' && !(c.rule?.type === 'sex' && c.rule.sex === 'ALL'))) {
        expect(asked.has(c.id), `${b.nctId} ${c.id}`).toBe(true);
      }
    }
    // NCT04646330: FFPE tumour tissue (inc-4), ECOG 0–1 (inc-6), RECIST measurable disease (inc-7), organ function
    // labs (inc-8), investigator judgement (exc-11, exc-15)
    expect(block('NCT04646330').siteOnly).toEqual([
      { criterionId: 'inc-4', text: expect.stringContaining('FFPE') },
      { criterionId: 'inc-6', text: expect.stringContaining('ECOG') },
      { criterionId: 'inc-7', text: expect.stringContaining('RECIST') },
      { criterionId: 'inc-8', text: expect.stringContaining('Absolute neutrophil count') },
      { criterionId: 'exc-11', text: expect.stringContaining('laboratory abnormality') },
      { criterionId: 'exc-15', text: expect.stringContaining('opinion of the Investigator') },
    ]);
  });

  it('asks follow-ups only after "yes": a date for a time window, "now" for a current condition', () => {
    const b = block('NCT05094401');
    // exc-9 "Presumed or confirmed COVID-19 diagnosis within 90 days prior to study enrollment"
    const [covid, when] = byCriterion(b.questions, 'exc-9');
    expect(covid).toMatchObject({ answerKey: 'condition:covid-19', answerPart: 'present', text: 'Have you ever had COVID-19?' });
    expect(when).toMatchObject({ answerKey: 'condition:covid-19', answerPart: 'lastAt', answerType: 'date', showIf: { questionId: covid.id, equals: 'yes' } });
    expect(b.questions.indexOf(when)).toBe(b.questions.indexOf(covid) + 1);
    // exc-3 "Currently experiencing heart failure of New York Heart Association Class IV"
    const [hf, now] = byCriterion(b.questions, 'exc-3');
    expect(now).toMatchObject({ answerPart: 'current', text: 'Do you have heart failure now?', showIf: { questionId: hf.id, equals: 'yes' } });
    // every follow-up in the shared data follows a yes/no question that comes before it
    for (const bl of blocks) {
      for (const [i, q] of bl.questions.entries()) {
        if (!q.showIf) continue;
        const parent = bl.questions.findIndex((p) => p.id === q.showIf!.questionId);
        expect(parent, q.id).toBeGreaterThanOrEqual(0);
        expect(parent).toBeLessThan(i);
        expect(bl.questions[parent]).toMatchObject({ answerType: 'yes_no_unsure', answerPart: 'present', answerKey: q.answerKey });
      }
    }
  });

  it('a "no" hides the follow-up: its answer is ignored', () => {
    const content = { sharedQuestions: [], blocks: [block('NCT05094401')] };
    const [covid, when] = byCriterion(content.blocks[0].questions, 'exc-9');
    const exc9 = realTrial('NCT05094401').criteria.filter((c) => c.id === 'exc-9');
    const verdict = (responses: Record<string, unknown>) => evaluate(exc9, answersFromForm(content, responses), { asOf: '2025-06-30' })[0].verdict;
    expect(verdict({ [covid.id]: 'no', [when.id]: '2025-06-01' })).toBe('met'); // never had it: not excluded
    expect(verdict({ [covid.id]: 'yes', [when.id]: '2025-06-01' })).toBe('not_met'); // within 90 days: excluded
    expect(verdict({ [covid.id]: 'yes', [when.id]: '2024-01-15' })).toBe('met');
    expect(verdict({ [covid.id]: 'yes' })).toBe('unknown');
  });

  it('asks a concept once per block, feeding every criterion of the trial that reads it', () => {
    // NCT06062823: pregnancy is read by inc-10 ("negative pregnancy test"), exc-17 ("Are pregnant, planning a
    // pregnancy, or breastfeeding") and exc-18 ("… females who are pregnant or breastfeeding …")
    const pregnant = block('NCT06062823').questions.filter((q) => q.answerKey === 'pregnant');
    expect(pregnant).toHaveLength(1);
    expect(pregnant[0].criteria.map((r) => r.criterionId)).toEqual(['inc-10', 'exc-17', 'exc-18']);
    // NCT04646330: "Have you ever had cancer?" decides only exc-4 ("a known additional malignancy"); CNS metastases
    // (exc-5) and carcinomatous meningitis (exc-6) are asked on their own, tumour tissue (inc-4) and RECIST
    // measurable disease (inc-7) are for the site.
    const nsclc = block('NCT04646330').questions;
    const criteriaOf = (key: string) => nsclc.filter((q) => q.answerKey === key && q.answerPart === 'present').flatMap((q) => q.criteria.map((r) => r.criterionId));
    expect(criteriaOf('condition:malignancy')).toEqual(['exc-4']);
    expect(criteriaOf('condition:brain metastases')).toEqual(['exc-5']);
    expect(criteriaOf('condition:leptomeningeal disease')).toEqual(['exc-6']);
    for (const b of blocks) {
      const keys = b.questions.map((q) => `${q.answerKey}|${q.answerPart}`);
      expect(new Set(keys).size, b.nctId!).toBe(keys.length);
    }
  });

  it('asks weight and height for a BMI criterion, and the answers decide it (NCT04886388 "BMI ≥25 kg/m2")', () => {
    const b = block('NCT04886388');
    const [weight, height] = byCriterion(b.questions, 'inc-3');
    expect([weight, height].map((q) => [q.answerKey, q.unit])).toEqual([['weight', 'kg'], ['height', 'cm']]);
    const inc3 = realTrial('NCT04886388').criteria.filter((c) => c.id === 'inc-3');
    const content = { sharedQuestions: [], blocks: [b] };
    expect(evaluate(inc3, answersFromForm(content, { [weight.id]: 70, [height.id]: 175 }))[0].verdict).toBe('not_met'); // 22.9
    expect(evaluate(inc3, answersFromForm(content, { [weight.id]: { value: 200, unit: 'lb' }, [height.id]: 170 }))[0].verdict).toBe('met'); // 31.4
  });

  it('gives consistent content and the same blocks for the same trials', () => {
    expect(contentIssues({ sharedQuestions: [], blocks })).toEqual([]);
    expect(generateStudyBlocks(allTrials)).toEqual(blocks);
    expect(JSON.parse(JSON.stringify(blocks))).toEqual(blocks);
    // a trial given twice gets one block; order follows the input
    const two = generateStudyBlocks([realTrial('NCT04886388'), realTrial('NCT05094401'), realTrial('NCT04886388')]);
    expect(two.map((b) => b.nctId)).toEqual(['NCT04886388', 'NCT05094401']);
  });
});

describe('composite rules', () => {
  it('a candidate-answerable composite (as staff may set one) asks each of its parts', () => {
    const criterion = {
      id: 'inc-x',
      kind: 'inclusion' as const,
      text: 'Aged 18 or over and weighing at least 50 kg',
      rule: {
        type: 'composite' as const,
        combine: 'all' as const,
        partial: false,
        rules: [
          { type: 'age' as const, range: { min: 18 }, unit: 'years' as const },
          { type: 'weight' as const, range: { min: 50 }, unit: 'kg' as const },
        ],
        answerableBy: 'candidate' as const,
      },
      answerableBy: 'candidate' as const,
      answerKeys: ['age', 'weight'],
      source: 'text' as const,
      context: [],
    };
    const [b] = generateStudyBlocks([{ id: 't-1', nctId: 'NCT00000001', title: 'Composite', criteria: [criterion as any] }]);
    expect(b.questions.map((q) => q.answerKey)).toEqual(['age', 'weight']);
    expect(b.questions.every((q) => q.criteria.some((r) => r.criterionId === 'inc-x'))).toBe(true);
  });
});
