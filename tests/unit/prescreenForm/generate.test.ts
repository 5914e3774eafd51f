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
    // every trial with criteria asks something (the two without are partial records with no criteria at all)
    const silent = blocks.filter((b) => !b.questions.length).map((b) => b.nctId);
    expect(silent).toEqual(allTrials.filter((t) => !t.criteria.length).map((t) => t.nctId));
    // Precision first leaves to the site what a question would not test exactly (about 1,450 questions, from over
    // 2,000 when concept questions stood in for qualified criteria); far fewer would mean whole trials went unasked.
    expect(questions.length).toBeGreaterThan(1200);
  });

  it('asks every question in the second person, as a question, without the medical words the glossary replaces', () => {
    const offenders = questions.filter(
      (q) => !/\byou(?:r|rself)?\b/i.test(q.text) || !q.text.endsWith('?') || JARGON.some((word) => word.test(q.text)),
    );
    expect(offenders.map((q) => `${q.id}: ${q.text}`)).toEqual([]);
  });

  it('words structured criteria in lay terms (NCT05094401, type 2 diabetes app)', () => {
    const b = block('NCT05094401');
    const text = (criterionId: string) => byCriterion(b.questions, criterionId).map((q) => q.text);
    expect(text('inc-1')).toEqual(['Has a doctor ever told you that you have type 2 diabetes?']);
    expect(text('inc-age')).toEqual(['How old are you?']);
    // "Currently taking prandial (mealtime) insulin": "do you take insulin?" would fail people on long-acting insulin
    // only, so the criterion is asked in its own words
    const mealtime = byCriterion(b.questions, 'exc-2');
    expect(mealtime).toHaveLength(1);
    expect(mealtime[0].answerKey).toBe(textKey('Currently taking prandial (mealtime) insulin;'));
    expect(mealtime[0].text).toMatch(/\bprandial \(mealtime\) insulin\b.*\?$/);
    // "Currently on kidney dialysis (hemo or peritoneal)"
    expect(text('exc-5')).toEqual(['Have you ever had dialysis (a machine or fluid cleans your blood because your kidneys do not)?']);
    // NCT04646330 exc-10 "History of myocardial infarction, unstable angina, cardiac or other vascular stenting,
    // angioplasty, or surgery within 12 months prior to day 1 of study treatment": the list (stenting, angioplasty,
    // surgery) is more than the heart-attack and angina questions test, so it is one question in lay words that keeps
    // the 12-month window
    const heart = byCriterion(block('NCT04646330').questions, 'exc-10');
    expect(heart).toHaveLength(1);
    expect(heart[0].answerKey).toBe(textKey(realTrial('NCT04646330').criteria.find((c) => c.id === 'exc-10')!.text));
    expect(heart[0].text).toMatch(
      /^Have you ever had heart attack, unstable angina .*angioplasty.*within 12 months before day 1 of study treatment\?$/,
    );
  });

  it('asks "For women only: pregnant or lactating or …" (NCT05094401 exc-8) as the pregnancy questions, of women only', () => {
    // "For women only" restates whom pregnancy concerns; it is not a subgroup the rule misses. The three pregnancy
    // questions (with whom they apply to) decide it exactly; a quoted question would be put to men as well.
    const questions = byCriterion(block('NCT05094401').questions, 'exc-8');
    expect(questions.map((q) => q.text)).toEqual([
      'Are you pregnant?',
      'Are you breastfeeding?',
      'Are you planning to become pregnant in the next year?',
    ]);
    for (const q of questions) expect(q.appliesTo).toEqual({ sex: 'FEMALE', minAgeYears: 10, maxAgeYears: 60 });
  });

  it('keeps a concept the vocabulary does not know as the criterion spells it (NCT05814159 "A diagnosis of MAS within the last 8 weeks")', () => {
    // (the vocabulary has since learnt NSCLC: NCT06062823 "confirmed NSCLC" is asked as non-small cell lung cancer)
    const [mas, when] = byCriterion(block('NCT05814159').questions, 'exc-10');
    expect(mas).toMatchObject({ answerKey: 'condition:mas', text: 'Has a doctor ever told you that you have MAS?' });
    expect(when).toMatchObject({ answerKey: 'condition:mas', answerPart: 'lastAt', text: 'When were you diagnosed with MAS?' });
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
    const verdict = (response: string) =>
      evaluate([smartphone], answersFromForm({ sharedQuestions: [], blocks: [block('NCT05094401')] }, { [q.id]: response }))[0].verdict;
    expect(verdict('yes')).toBe('met');
    expect(verdict('no')).toBe('not_met');
    expect(verdict('unsure')).toBe('unknown');
    // a negated text (NCT06062823 inc-2 "No prior systemic therapy for advanced stage disease.") is asked as the
    // positive question, its answer stored inverted: "yes, I had it" fails the inclusion, "no" meets it
    const nct06062823 = { sharedQuestions: [], blocks: [block('NCT06062823')] };
    const noPrior = realTrial('NCT06062823').criteria.find((c) => c.id === 'inc-2')!;
    const [had] = byCriterion(nct06062823.blocks[0].questions, 'inc-2');
    expect(had).toMatchObject({ answerKey: textKey(noPrior.text), invert: true });
    expect(had.text).toMatch(/^Have you had .*\(systemic therapy\) for advanced stage disease before\?$/);
    const priorVerdict = (response: string) => evaluate([noPrior], answersFromForm(nct06062823, { [had.id]: response }))[0].verdict;
    expect(priorVerdict('yes')).toBe('not_met');
    expect(priorVerdict('no')).toBe('met');
    expect(priorVerdict('unsure')).toBe('unknown');
  });

  it('lists site-only criteria (labs, ECOG, investigator judgement) without asking them', () => {
    for (const b of blocks) {
      const trial = realTrial(b.nctId!);
      const site = trial.criteria.filter((c) => c.answerableBy === 'site' && !c.informational).map((c) => c.id);
      expect(b.siteOnly.map((s) => s.criterionId)).toEqual(site);
      const asked = new Set(b.questions.flatMap((q) => q.criteria.map((r) => r.criterionId)));
      for (const id of site) expect(asked.has(id), `${b.nctId} ${id}`).toBe(false);
      // a header or placeholder ("None", "…apply:") is neither asked nor listed for the site
      for (const c of trial.criteria.filter((c) => c.informational)) {
        expect(asked.has(c.id), `${b.nctId} ${c.id}`).toBe(false);
        expect(
          b.siteOnly.some((x) => x.criterionId === c.id),
          `${b.nctId} ${c.id}`,
        ).toBe(false);
      }
      // every criterion the candidate can answer is asked, except a sex rule that accepts everyone
      for (const c of trial.criteria.filter(
        (c) => c.answerableBy === 'candidate' && !c.informational && !(c.rule?.type === 'sex' && c.rule.sex === 'ALL'),
      )) {
        expect(asked.has(c.id), `${b.nctId} ${c.id}`).toBe(true);
      }
    }
    // NCT04646330: histologically confirmed stage IIIB/C or IV NSCLC (inc-3), FFPE tumour tissue (inc-4), life
    // expectancy (inc-5), ECOG 0–1 (inc-6), RECIST measurable disease (inc-7), organ function labs (inc-8), recovery
    // from the effects of prior radiotherapy or surgery (inc-9: only the site can judge recovery), an active
    // autoimmune disease "that has required systemic treatment …" with its exceptions (exc-7), investigator judgement
    // (exc-11, exc-15), psychiatric or substance use disorders "that would interfere with cooperation" (exc-12)
    expect(block('NCT04646330').siteOnly).toEqual([
      { criterionId: 'inc-3', text: expect.stringContaining('StageIIIB/C or IV NSCLC') },
      { criterionId: 'inc-4', text: expect.stringContaining('FFPE') },
      { criterionId: 'inc-5', text: expect.stringContaining('life expectancy') },
      { criterionId: 'inc-6', text: expect.stringContaining('ECOG') },
      { criterionId: 'inc-7', text: expect.stringContaining('RECIST') },
      { criterionId: 'inc-8', text: expect.stringContaining('Absolute neutrophil count') },
      { criterionId: 'inc-9', text: expect.stringContaining('recovered from the effects') },
      { criterionId: 'exc-7', text: expect.stringContaining('active autoimmune disease') },
      { criterionId: 'exc-11', text: expect.stringContaining('laboratory abnormality') },
      { criterionId: 'exc-12', text: expect.stringContaining('interfere with cooperation') },
      { criterionId: 'exc-15', text: expect.stringContaining('opinion of the Investigator') },
    ]);
  });

  it('asks follow-ups only after "yes": a date for a time window, "now" for a current condition', () => {
    const b = block('NCT05818137');
    // exc-15 "Cerebrovascular accident within 3 months prior to the screening visit."
    const [stroke, when] = byCriterion(b.questions, 'exc-15');
    expect(stroke).toMatchObject({ answerKey: 'condition:stroke', answerPart: 'present', text: 'Have you ever had a stroke?' });
    expect(when).toMatchObject({
      answerKey: 'condition:stroke',
      answerPart: 'lastAt',
      answerType: 'date',
      showIf: { questionId: stroke.id, equals: 'yes' },
    });
    expect(b.questions.indexOf(when)).toBe(b.questions.indexOf(stroke) + 1);
    // NCT03986528 exc-1 "Presence of cerebral metastases;"
    const [mets, now] = byCriterion(block('NCT03986528').questions, 'exc-1');
    expect(now).toMatchObject({
      answerPart: 'current',
      text: 'Do you have cancer that has spread to the brain (brain metastases) now?',
      showIf: { questionId: mets.id, equals: 'yes' },
    });
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
    // NCT05818137 exc-15 "Cerebrovascular accident within 3 months prior to the screening visit."
    const content = { sharedQuestions: [], blocks: [block('NCT05818137')] };
    const [stroke, when] = byCriterion(content.blocks[0].questions, 'exc-15');
    const exc15 = realTrial('NCT05818137').criteria.filter((c) => c.id === 'exc-15');
    const verdict = (responses: Record<string, unknown>) => evaluate(exc15, answersFromForm(content, responses), { asOf: '2025-06-30' })[0].verdict;
    expect(verdict({ [stroke.id]: 'no', [when.id]: '2025-06-01' })).toBe('met'); // never had one: not excluded
    expect(verdict({ [stroke.id]: 'yes', [when.id]: '2025-06-01' })).toBe('not_met'); // within 3 months: excluded
    expect(verdict({ [stroke.id]: 'yes', [when.id]: '2024-01-15' })).toBe('met');
    expect(verdict({ [stroke.id]: 'yes' })).toBe('unknown');
  });

  it('asks a concept once per block, feeding every criterion of the trial that reads it', () => {
    // NCT06062823: pregnancy is read by inc-10 ("For female patients of childbearing potential, have a negative
    // pregnancy test …": not pregnant), exc-17 ("Are pregnant, planning a pregnancy, or breastfeeding") and exc-18
    // ("… females who are pregnant or breastfeeding …")
    const pregnant = block('NCT06062823').questions.filter((q) => q.answerKey === 'pregnant');
    expect(pregnant).toHaveLength(1);
    expect(pregnant[0].criteria.map((r) => r.criterionId)).toEqual(['inc-10', 'exc-17', 'exc-18']);
    // NCT04646330 (an NSCLC study): exc-4 "a known additional malignancy" asks about a cancer besides the study's own;
    // "active" CNS metastases (exc-5) is asked in its own words; carcinomatous meningitis (exc-6) on its own concept;
    // tumour tissue (inc-4) and RECIST measurable disease (inc-7) are for the site.
    const nsclc = block('NCT04646330').questions;
    const criteriaOf = (key: string) =>
      nsclc
        .filter((q) => q.answerKey === key && q.answerPart !== 'current' && q.answerPart !== 'lastAt')
        .flatMap((q) => q.criteria.map((r) => r.criterionId));
    expect(criteriaOf('condition:malignancy')).toEqual([]);
    expect(criteriaOf('condition:other malignancy')).toEqual(['exc-4']);
    const exc5 = realTrial('NCT04646330').criteria.find((c) => c.id === 'exc-5')!;
    expect(criteriaOf(textKey(exc5.text))).toEqual(['exc-5']);
    expect(criteriaOf('condition:leptomeningeal disease')).toEqual(['exc-6']);
    for (const b of blocks) {
      const keys = b.questions.map((q) => `${q.answerKey}|${q.answerPart}`);
      expect(new Set(keys).size, b.nctId!).toBe(keys.length);
    }
  });

  it('does not fail a man on "For female patients of childbearing potential, have a negative pregnancy test …" (NCT06062823 inc-10)', () => {
    // The pregnancy test is done by the site at screening and concerns women who could become pregnant: a man, or a
    // woman not yet tested, truthfully answers "no" to the quoted statement, and that "no" may not fail them. The
    // criterion is for the site (or, if asked, only of women who could become pregnant, never failing on "no").
    const content = { sharedQuestions: [], blocks: [block('NCT06062823')] };
    const inc10 = realTrial('NCT06062823').criteria.filter((c) => c.id === 'inc-10');
    const asked = byCriterion(content.blocks[0].questions, 'inc-10');
    // a man answers "no" to what is put to him (a question for women only is skipped for him)
    const responses = Object.fromEntries(asked.filter((q) => q.appliesTo?.sex !== 'FEMALE').map((q) => [q.id, 'no']));
    const sex = content.blocks[0].questions.find((q) => q.answerKey === 'sex');
    const answers = { ...answersFromForm(content, { ...responses, ...(sex ? { [sex.id]: 'MALE' } : {}) }), sex: 'MALE' };
    expect(evaluate(inc10, answers)[0].verdict).not.toBe('not_met');
  });

  it('asks weight and height for a BMI criterion, and the answers decide it (NCT04886388 "BMI ≥25 kg/m2")', () => {
    const b = block('NCT04886388');
    const [weight, height] = byCriterion(b.questions, 'inc-3');
    // all six sites are in the United States: asked in pounds and inches first, metric answers still read
    expect([weight, height].map((q) => [q.answerKey, q.unit])).toEqual([
      ['weight', 'lb'],
      ['height', 'in'],
    ]);
    const inc3 = realTrial('NCT04886388').criteria.filter((c) => c.id === 'inc-3');
    const content = { sharedQuestions: [], blocks: [b] };
    expect(
      evaluate(inc3, answersFromForm(content, { [weight.id]: { value: 70, unit: 'kg' }, [height.id]: { value: 175, unit: 'cm' } }))[0].verdict,
    ).toBe('not_met'); // 22.9
    expect(evaluate(inc3, answersFromForm(content, { [weight.id]: 200, [height.id]: { value: 170, unit: 'cm' } }))[0].verdict).toBe('met'); // 200 lb: 31.4
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
