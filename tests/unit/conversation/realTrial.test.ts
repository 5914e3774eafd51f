/**
 * A whole dialogue on a real trial's generated form: NCT04886388 (digital therapeutic for type 2 diabetes, from
 * ../shared/data/ctgov/studies.jsonl as the import stores it), its study block from generateStudyBlocks. Two
 * personas answer in free text, by what each question asks (its answer key):
 * - one meets every criterion a candidate can answer → POTENTIAL: only the site-only criteria (HbA1c, the screening
 *   interview, investigator judgement) and the site's confirmation of the diagnosis are left;
 * - one takes mealtime insulin now (exclusion exc-2 "Currently taking prandial (mealtime) insulin", asked in its own
 *   words: someone on long-acting insulin only may join, so "do you take insulin?" cannot decide it) → FAIL, and the
 *   closing message is the kind one, naming no medical reason.
 */
import { describe, expect, it } from 'vitest';
import { CLOSING_TEXT, start, step, type AgentReply, type CandidateKnown, type DialogueState } from '../../../server/domain/conversation';
import { textKey } from '../../../server/domain/eligibility';
import { generateStudyBlocks, type FormContent, type Question } from '../../../server/domain/prescreenForm';
import { realTrial } from '../prescreenForm/studies';

const NOW = new Date('2025-06-15T10:00:00Z');
const TRIAL = realTrial('NCT04886388');
const FORM: FormContent = { sharedQuestions: [], blocks: generateStudyBlocks([TRIAL]) };
const kindOf = new Map(TRIAL.criteria.map((c) => [c.id, c.kind]));

/**
 * The answers of a person who meets the trial, by answer key and part: 52 years old, type 2 diabetes, 200 lb and
 * 5'6" (90.7 kg and 167.6 cm as the form keeps them: BMI 90.7 / 1.676² = 32.3 ≥ 25), a smartphone, diabetes medicines taken yesterday (within the 4-month
 * window of inc-5), willing to use a glucometer and to consent, no insulin, never in a clinical trial, not a healthy
 * volunteer.
 */
const MEETS: Readonly<Record<string, string>> = {
  'age|value': "I'm 52",
  'sex|value': 'Female',
  'condition:type 2 diabetes|present': 'Yes',
  'condition:type 2 diabetes|current': 'yes',
  'condition:type 2 diabetes|lastAt': 'March 2019',
  'weight|value': '200 lbs',
  'height|value': '5\'6"',
  'medication:antidiabetic drugs|present': 'yep',
  'medication:antidiabetic drugs|current': 'yes',
  'medication:antidiabetic drugs|daysAgo': 'yesterday',
  'compliance|value': 'sure',
  'consent|value': 'yes I am',
  'medication:insulin|present': 'no, never',
  'trialParticipation|present': 'nope',
  'healthyVolunteer|value': 'no',
};

/** exc-2 "Currently taking prandial (mealtime) insulin;", asked as it stands. */
const MEALTIME_INSULIN = TRIAL.criteria.find((c) => c.id === 'exc-2')!;

/** The same person, except that they take mealtime insulin now. */
const TAKES_INSULIN: Readonly<Record<string, string>> = {
  ...MEETS,
  [`${textKey(MEALTIME_INSULIN.text)}|value`]: 'Yes, with every meal',
};

/**
 * A persona's answer to a question: by its key and part; an unstructured criterion's question (`text:` key: "does
 * this statement apply to you?") is answered so that its inclusion criteria hold and its exclusion criteria do not.
 */
function answer(persona: Readonly<Record<string, string>>, q: Question): string {
  const known = persona[`${q.answerKey}|${q.answerPart}`];
  if (known !== undefined) return known;
  if (q.answerKey.startsWith('text:')) {
    const kinds = new Set(q.criteria.map((r) => kindOf.get(r.criterionId)));
    if (kinds.size === 1) return kinds.has('inclusion') ? 'Yes' : 'No';
  }
  throw new Error(`the persona has no answer for ${q.id} (${q.answerKey} ${q.answerPart}): ${q.text}`);
}

/** Consents, then answers every question the agent asks until the closing message. */
function converse(persona: Readonly<Record<string, string>>, candidateKnown?: CandidateKnown): { state: DialogueState; transcript: AgentReply[][] } {
  let state = start(FORM, { now: NOW, trials: [TRIAL], consentText: 'May the study site contact you about this study?', candidateKnown });
  const transcript: AgentReply[][] = [];
  let r = step(state, 'Yes, that is fine', { now: NOW });
  for (let turn = 0; turn < 60; turn++) {
    transcript.push(r.replies);
    state = r.state;
    const question = r.replies.find((x) => x.type === 'question');
    if (!question) break;
    const q = FORM.blocks[0].questions.find((x) => x.id === (question as { questionId: string }).questionId)!;
    r = step(state, answer(persona, q), { now: NOW });
  }
  return { state, transcript };
}

describe('a whole dialogue on NCT04886388', () => {
  it('a persona meeting the criteria gets POTENTIAL, with only the site\'s criteria left, and "the site will contact you"', () => {
    const { state, transcript } = converse(MEETS);
    expect(state.phase).toBe('completed');
    const result = state.result!.trials[0];
    expect(result.recommendation).toBe('POTENTIAL');
    const siteOnly = FORM.blocks[0].siteOnly.map((s) => s.criterionId);
    // inc-2 "Diagnosis of type 2 diabetes, according to the criteria of the ADA, and confirmed at the initial
    // eligibility screening": her "yes" is for the site to confirm, not a FAIL and not a PASS
    const toConfirm = result.verdicts.filter((v) => v.siteToConfirm).map((v) => v.criterionId);
    expect(toConfirm).toEqual(['inc-2']);
    expect(result.deciding).toEqual(TRIAL.criteria.map((c) => c.id).filter((id) => siteOnly.includes(id) || toConfirm.includes(id)));
    // every answer the visitor could give was read on the first try: no re-asks, nothing recorded as unread
    expect(Object.values(state.answers).filter((a) => a.source !== 'visitor')).toEqual([]);
    expect(transcript.flat().filter((x) => x.type === 'text' && /For example/.test(x.text))).toEqual([]);
    expect(transcript.at(-1)!.at(-1)).toEqual({ type: 'closing', outcome: 'next_step', text: CLOSING_TEXT.next_step });
    // BMI from 200 lb and 5'6": 90.7 kg / (1.676 m)² = 32.3
    expect(state.result!.answers.bmi).toBe(32.3);
    // progress runs 1, 2, 3… up to its total
    const progress = transcript.flat().filter((x): x is Extract<AgentReply, { type: 'progress' }> => x.type === 'progress');
    expect(progress.map((p) => p.current)).toEqual(progress.map((_, i) => i + 1));
    expect(progress.at(-1)!.current).toBe(progress.at(-1)!.total);
  });

  it('age from the verified record is not asked', () => {
    const { state, transcript } = converse(MEETS, { ageYears: 52 });
    const askedIds = transcript
      .flat()
      .filter((x) => x.type === 'question')
      .map((x) => (x as { questionId: string }).questionId);
    const ageQuestion = FORM.blocks[0].questions.find((q) => q.answerKey === 'age')!;
    expect(askedIds).not.toContain(ageQuestion.id);
    expect(state.answers[ageQuestion.id]).toMatchObject({ value: 52, source: 'record' });
    expect(['PASS', 'POTENTIAL']).toContain(state.result!.trials[0].recommendation);
  });

  it('a persona on mealtime insulin gets FAIL citing exc-2 and its messages, and a closing that names no medical reason', () => {
    const { state, transcript } = converse(TAKES_INSULIN);
    const result = state.result!.trials[0];
    expect(result.recommendation).toBe('FAIL');
    expect(result.deciding).toContain('exc-2');
    const exc2 = result.verdicts.find((v) => v.criterionId === 'exc-2')!;
    expect(exc2.verdict).toBe('not_met');
    expect(exc2.messages.map((m) => m.text)).toContain('Yes, with every meal');

    const last = transcript.at(-1)!.at(-1)!;
    expect(last).toEqual({ type: 'closing', outcome: 'not_eligible', text: CLOSING_TEXT.not_eligible });
    const text = (last as { text: string }).text.toLowerCase();
    for (const word of ['insulin', 'diabet', 'medic', 'criteri', 'exclu', 'inclu', 'because', 'reason', 'health', 'condition', 'bmi', 'weight']) {
      expect(text).not.toContain(word);
    }
    for (const c of TRIAL.criteria) expect(text).not.toContain(c.text.toLowerCase().slice(0, 24));
  });
});
