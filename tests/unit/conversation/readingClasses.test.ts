/**
 * Classes of visitor replies the fourth round of unseen conversations showed were misread or not understood, each
 * read through the pure readers as the chat reads them: a value beside an aside or a laugh, a relative's value in
 * words, a count said with a hedge, a negation of a negation, a hedge settled with an answer word, "but not anymore"
 * to a question about now, another kind than the ones a question names, a medical term that says what the question
 * asks about, a no about something else, and consent limited to one way of contact.
 */
import { describe, expect, it } from 'vitest';
import {
  answerAsk,
  parseAnswer,
  splitAsks,
  start,
  step,
  type AgentReply,
  type StartOptions,
  type TrialFacts,
} from '../../../server/domain/conversation';
import { DATE_TOPIC, readCorrection, RECOUNT_TOPIC } from '../../../server/domain/conversation/corrections';
import { intentOf, isPause, isSpanish } from '../../../server/domain/conversation/message';
import { NO_CALLS_TEXT } from '../../../server/domain/conversation/machine';
import { readAgainstQuestion } from '../../../server/domain/conversation/questionTest';
import type { RuleText } from '../../../server/domain/conversation/rulesAnswer';
import { recogniseAge } from '../../../server/domain/eligibility/rules/demographics';
import type { Criterion } from '../../../server/domain/eligibility';
import type { FormContent } from '../../../server/domain/prescreenForm';
import { NOW, q } from './fixtures';

const yesNo = (text: string) => q('x', 'text:x', { text });
/** The number and date questions most rounds read answers to. */
const age = q('age', 'age', { text: 'How old are you?', answerType: 'number', unit: 'years' });
const weight = q('weight', 'weight', { text: 'How much do you weigh?', answerType: 'number', unit: 'kg' });
const when = q('when', 'text:when', { text: 'When were you diagnosed with type 2 diabetes?', answerType: 'date' });
/** The 90-day weight-medication question of the CagriSema chat, which several rounds read stops and dates against. */
const obesityDrug = yesNo(
  'Does this apply to you: "Treatment with any medication prescribed for the indication of obesity or weight management within 90 days before screening"?',
);
const read = (question: ReturnType<typeof q>, text: string) => parseAnswer(question, text, { now: NOW });
/** The first reply of a dialogue that asks for consent ("May we?") before one question. */
const consentTo = (text: string) => {
  const form: FormContent = {
    sharedQuestions: [],
    blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [yesNo('Do you smoke?')], siteOnly: [] }],
  };
  return step(start(form, { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' }), text, { now: NOW });
};
/** Trial facts holding only what a test sets. */
const factsWith = (fields: Partial<TrialFacts>): TrialFacts => ({
  title: 'T',
  summary: null,
  conditions: [],
  sex: 'ALL',
  minAgeYears: null,
  maxAgeYears: null,
  healthyVolunteers: null,
  treatments: [],
  arms: [],
  duration: null,
  sites: [],
  ...fields,
});
/** The forgo-other-treatment question of the RiSolve chat, which several rounds read. */
const forego = yesNo('Are you willing to forego other treatment outside of medications for the 8-week trial period?');
/** A yes / no choice (with "does not apply" when `notApplicable` labels it), as the contraception questions are asked. */
const yesNoChoice = (id: string, answerKey: string, text: string, notApplicable?: string) =>
  q(id, answerKey, {
    text,
    answerType: 'choice',
    choices: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
      ...(notApplicable ? [{ value: 'not_applicable', label: notApplicable }] : []),
    ],
  });
/** The birth-control question of the wart-cream chat, with its "does not apply" choice, which several rounds read. */
const birthControl = yesNoChoice(
  'bc',
  'text:bc',
  'If you could become pregnant or get a partner pregnant, are you willing to use effective birth control during the study?',
  'Does not apply to me: I cannot become pregnant or get a partner pregnant (for example after the menopause, a hysterectomy, sterilisation or a vasectomy)',
);
/** The answer a one-question chat records for `text`, typed after consenting. */
const answerAlone = (question: ReturnType<typeof q>, text: string) => {
  const form: FormContent = { sharedQuestions: [], blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [question], siteOnly: [] }] };
  const consented = step(start(form, { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' }), 'yes', { now: NOW }).state;
  return step(consented, text, { now: NOW }).state.answers[question.id];
};
const value = (question: ReturnType<typeof q>, text: string) => {
  const r = read(question, text);
  return r.ok ? r.value : r.kind === 'conflicting' ? 'checked' : 'unread';
};

describe('numbers beside asides', () => {
  const height = q('height', 'height', { text: 'How tall are you?', answerType: 'number', unit: 'cm' });

  it('reads the value outside a bracketed aside and beside a laugh; an aside with an alternative is not read', () => {
    expect(value(age, '16 lol')).toBe(16);
    expect(value(age, '41 (42 in September)')).toBe(41);
    expect(value(age, '22 (just turned lol)')).toBe(22);
    expect(value(age, '80 (or 85)')).toBe('unread');
  });

  it('reads a height said with the change that explains it, but not a past value that changed since', () => {
    expect(value(height, "About 152 centimetres, I've shrunk a bit")).toBe(152);
    expect(value(height, "I used to be 5'7 but I've shrunk")).toBe('unread');
    expect(value(weight, "Well I was 90 kg at my last doctor visit but I've lost a bit since then")).toBe('unread');
    expect(read(weight, '99.4 on the scale this morning')).toMatchObject({ ok: false, reason: 'Is that in kilograms or pounds?' });
  });

  it("reads a relative's value in words or without the apostrophe, never the visitor's own beside it", () => {
    expect(value(age, 'She is twenty two')).toBe(22);
    expect(value(age, 'shes 81')).toBe(81);
    expect(value(age, 'my niece is 19')).toBe(19);
  });
});

describe("a count against the question's threshold", () => {
  const warts = yesNo('Do you have 5 or more warts on the upper or lower limbs?');
  const count = (text: string) => readAgainstQuestion(warts, text, NOW);

  it('reads a count said without the noun, with a hedge, or as a total', () => {
    expect(count('She counted three')).toMatchObject({ value: 'no', normalized: 'no — 3 is fewer than 5' });
    expect(count('No, I think four')).toMatchObject({ value: 'no' });
    expect(count('about four i reckon, is four ok?')).toMatchObject({ value: 'no' });
    expect(count('two on the right hand, one on the left thumb and the one on his knee. Four altogether.')).toMatchObject({ value: 'no' });
    expect(count("wait I just counted again and there's one on my foot too, so that's 5")).toMatchObject({ value: 'yes' });
  });

  it('does not count ages, times, alternatives or doubt', () => {
    expect(count("I've had them for 3 years")).toBeNull();
    expect(count('4 or 5')).toBeNull();
    expect(count('maybe 4')).toBeNull();
    expect(count("I'm 67 and I have 3 of them")).toMatchObject({ value: 'no' });
  });
});

describe('yes and no in sentences', () => {
  it('checks a negation of a negation instead of reading a no', () => {
    expect(value(yesNo('Do you have common warts?'), "I wouldn't say I don't have any! Two on my left hand.")).toBe('checked');
    expect(value(yesNo('Do you smoke?'), "I don't smoke and never have")).toBe('no');
  });

  it('takes a hedge the visitor settles with an answer word; a hedge after the answer is still checked', () => {
    expect(value(yesNo('Do you have type 1 diabetes?'), 'pretty sure no lol')).toBe('no');
    expect(value(yesNo('Are you willing to stop other treatments?'), 'I believe so, yes, I only take my pills')).toBe('yes');
    expect(read(yesNo('Do you smoke?'), 'yes, I think so')).toMatchObject({ value: 'unsure', hedged: true, lean: 'yes' });
  });

  it('reads "but not anymore" as a no to a question about now, and checks it for a question about ever', () => {
    const now = yesNo('Are you currently using a catheter?');
    expect(read(now, 'I had one for a week after my knee replacement in 2023, but not anymore')).toMatchObject({
      value: 'no',
      normalized: 'no — not now',
    });
    expect(value(now, 'I used one but I stopped in May')).toBe('no');
    expect(value(yesNo('Have you ever used a catheter?'), 'I had one for a week in 2023, but not anymore')).toBe('checked');
  });

  it('checks a yes that names another kind than the ones the question names; any kind answers a question about the thing', () => {
    const listed = yesNo('Have you ever had bladder/urine tube, colon/anal, or cervical cancer?');
    expect(value(listed, 'she had skin cancer on her nose once')).toBe('checked');
    expect(value(listed, 'I had cervical cancer')).toBe('yes');
    expect(value(listed, 'I had breast cancer in 2015, but none of those')).toBe('no');
    const t2 = q('t2', 'condition:type 2 diabetes', { text: 'Has a doctor ever told you that you have type 2 diabetes?' });
    expect(value(t2, "yes I'm pre-diabetic")).toBe('checked');
    expect(value(t2, 'I have type 1 diabetes')).toBe('checked');
    expect(value(t2, "I'm diabetic")).toBe('yes');
    expect(value(yesNo('Has a doctor ever told you that you have cancer?'), 'had a melanoma cut off my back in 2009')).toBe('yes');
  });

  it('asks back when the visitor asks whether theirs counts', () => {
    const r = read(yesNo('Have you had pelvic surgery?'), 'c-section 2 months ago, does that count?');
    expect(r).toMatchObject({
      ok: false,
      kind: 'counts',
      reason: expect.stringMatching(/^Good question\. Only what the question names counts/),
    });
  });

  it('reads a medical term by its meaning, and a no about something else is no answer', () => {
    expect(
      value(yesNo('Are you currently taking antibiotics/drugs for urinary tract infection?'), 'i actually started macrobid yesterday for a uti'),
    ).toBe('yes');
    expect(value(yesNo('Do you use at least one mobile App?'), 'she uses facetime w us and the weather app lol')).toBe('yes');
    const birthControl = yesNo('If you could become pregnant or get a partner pregnant, are you willing to use effective birth control?');
    expect(value(birthControl, 'bro im 16 i dont even have a gf')).toBe('unread');
    expect(value(yesNo('Do you smoke?'), "my husband does but I don't")).toBe('no');
    expect(value(yesNo('Have you ever had cancer?'), 'My sister had breast cancer but I never did')).toBe('no');
  });

  it('"no, not now" answers; "not now" alone still pauses', () => {
    expect(isPause('no, not now')).toBe(false);
    expect(isPause('not now')).toBe(true);
  });
});

describe('consent', () => {
  const form: FormContent = {
    sharedQuestions: [],
    blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [yesNo('Do you smoke?')], siteOnly: [] }],
  };
  const options: StartOptions = { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May the study site contact you?' };
  const texts = (replies: AgentReply[]) => replies.filter((r) => r.type === 'text').map((r) => (r as { text: string }).text);

  it('takes "email only, no phone calls" as consent and says back the one way of contact', () => {
    const r = step(start(form, options), 'Email only please, no phone calls.', { now: NOW });
    expect(r.state.consent).toMatchObject({ given: true });
    expect(texts(r.replies)[0]).toMatch(/^Thank you\. I've noted that you'd like to be contacted by email only/);
  });

  it('takes "I don\'t see why not" as a yes', () => {
    expect(step(start(form, options), "I don't see why not. Yes.", { now: NOW }).state.consent).toMatchObject({ given: true });
  });
});

describe('criteria wording read by the eligibility engine', () => {
  it('an age at disease onset or diagnosis is history, not an age limit', () => {
    expect(recogniseAge('< 16 years of age at disease onset')).toBeNull();
    expect(recogniseAge('aged 18 years or older at diagnosis')).toBeNull();
    expect(recogniseAge('aged 18 years or older')).not.toBeNull();
  });
});

describe('corrections that name their question another way', () => {
  const warts = q('warts', 'text:warts', { text: 'Do you have 5 or more warts on the upper or lower limbs?' });
  const smoke = yesNo('Do you smoke?');
  const form: FormContent = {
    sharedQuestions: [],
    blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [warts, weight, smoke], siteOnly: [] }],
  };
  const options: StartOptions = { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May the study site contact you?' };
  const run = (...messages: string[]) => messages.reduce((s, m) => step(s, m, { now: NOW }).state, start(form, options));

  it('reads them', () => {
    expect(readCorrection('sorry going back to the antibiotics one, i actually started macrobid yesterday for a uti, forgot')).toEqual({
      topic: 'antibiotics',
      body: 'i started macrobid yesterday for a uti, forgot',
    });
    expect(readCorrection("wait I just counted again properly and there's a tiny one on my foot too, so that's 5")?.topic).toBe(RECOUNT_TOPIC);
    expect(readCorrection('sorry the weight i said before is wrong i checked this morning it is 94')).toEqual({ topic: 'weight', body: '94' });
  });

  it('a recount changes the answer of the question that counts; a bare corrected number keeps the unit given before', () => {
    const s = run(
      'yes',
      'four',
      '91 kg',
      "wait I counted again and there's one more on my foot, so that's 5",
      'the weight I said before is wrong, it is 94',
    );
    expect(s.answers.warts).toMatchObject({ value: 'yes', corrected: true });
    expect(s.answers.weight).toMatchObject({ value: 94, normalized: '94 kg', corrected: true });
  });
});

describe("visitors' questions answered from the record", () => {
  const facts: TrialFacts = {
    title: 'Overactive bladder app',
    summary: null,
    conditions: ['Overactive Bladder (OAB)'],
    sex: 'FEMALE',
    minAgeYears: 22,
    maxAgeYears: null,
    healthyVolunteers: false,
    treatments: ['KNP2002'],
    arms: [],
    duration: { outcomeTimeFrames: ['At 16 weeks after starting administration'] },
    treatmentPeriod: 'Daily topical administration for 12 weeks',
    sites: [{ facility: 'Site 1', city: 'Taipei City', state: null, country: 'Taiwan' }],
  };
  const ask = (text: string) => answerAsk(splitAsks(text).asks[0], { facts, question: null, said: text });

  it('gives the treatment period with the time the results are measured over', () => {
    expect(ask('How long would I have to use it for?').text).toMatch(/for 12 weeks.*16 weeks/);
  });

  it('says honestly whether an answer matters, who can still join, and what the treatment is when asked by comparison', () => {
    expect(ask('Yes, my son is 4 months old. Is that a problem?')).toMatchObject({
      topic: 'matters',
      text: expect.stringMatching(/^It may: this question checks/),
    });
    expect(ask('17, turning 18 in August. can i still join?')).toMatchObject({
      topic: 'who_can_join',
      text: expect.stringContaining("So someone aged 17 can't take part in this one."),
    });
    expect(ask('wait is this like ozempic')).toMatchObject({ topic: 'involvement', text: expect.stringContaining('KNP2002') });
    expect(ask('What is the treatment exactly, is it a cream?').topic).toBe('involvement');
  });

  it('finds a site by the name people use, and says who the study is for', () => {
    expect(ask('Is there a study site in Taipei?').text).toMatch(/^There is a site there: Site 1 \(Taipei City, Taiwan\)/);
    expect(ask('I get up to pee 4 or 5 times every night, is this study for that?')).toMatchObject({
      topic: 'who_can_join',
      text: expect.stringMatching(/^This study is for women aged 22 and over with Overactive Bladder \(OAB\)/),
    });
  });
});

describe('dates and clauses', () => {
  const when = q('when', 'condition:cancer', { text: 'When were you diagnosed with cancer?', answerType: 'date', answerPart: 'lastAt' });

  it('reads years said aloud, two months of one year, two ways of saying one year, and the date said with the diagnosis', () => {
    expect(read(when, 'that was back in twenty twelve')).toMatchObject({ value: '2012-07', normalized: '2012' });
    expect(read(when, 'nineteen ninety eight')).toMatchObject({ value: '1998-07' });
    expect(read(when, 'October or November 2022, I think')).toMatchObject({ value: '2022-07', normalized: '2022' });
    expect(read(when, 'about 8 years ago, 2017 I think')).toMatchObject({ value: '2017-07' });
    expect(read(when, 'I was diagnosed in March 2022 and finished chemo that autumn')).toMatchObject({ value: '2022-03' });
    expect(value(when, '2019 or 2020')).toBe('unread');
  });

  it('a finished treatment is a no to a question about now, unless it goes on', () => {
    const now = yesNo('Are you currently taking antibiotics/drugs for urinary tract infection?');
    expect(value(now, 'She just finished antibiotics for a UTI last week')).toBe('no');
    expect(value(now, "Yes, I'm on Cipro for a bladder infection right now, 3 more days")).toBe('yes');
  });

  it('the one clause about the question says no while the others speak of something else', () => {
    expect(
      value(
        yesNo('Have you ever had bladder/urine tube, colon/anal, or cervical cancer?'),
        'I had a hysterectomy for fibroids in 1998, but never any cancer.',
      ),
    ).toBe('no');
    expect(
      value(
        q('t2', 'condition:type 2 diabetes', { text: 'Has a doctor ever told you that you have type 2 diabetes?' }),
        "I'm just overweight, no diabetes lol",
      ),
    ).toBe('no');
  });
});

describe('the fifth round: waits, other languages, values to come, apps, preferences', () => {
  it('a wait or a leave said first pauses; one with an answer in it does not', () => {
    expect(isPause('hold on the dog needs to go out')).toBe(true);
    expect(isPause("hang on I got a delivery I'll be back in five minutes")).toBe(true);
    expect(isPause('gtg class is starting ill finish this later')).toBe(true);
    expect(isPause('hold on, yes I do')).toBe(false);
  });

  it('reads the value now before a value to come, Chinese units, Tagalog yes and no', () => {
    expect(value(age, "She's 71, 72 in September")).toBe(71);
    expect(value(age, 'forty nine, fifty in a few weeks')).toBe(49);
    expect(value(weight, '78公斤')).toBe(78);
    expect(value(q('h', 'height', { text: 'How tall are you?', answerType: 'number', unit: 'cm' }), '170公分')).toBe(170);
    expect(value(yesNo('Do you smoke?'), 'opo')).toBe('yes');
    expect(value(yesNo('Do you smoke?'), 'wala po')).toBe('no');
    expect(value(q('p', 'pregnant', { text: 'Are you pregnant?' }), 'lmao im a dude')).toBe('no');
    const birthControl = yesNoChoice(
      'bc',
      'contraception',
      'If you could become pregnant or get a partner pregnant, are you willing to use effective birth control during the study?',
      'Does not apply to me: I cannot become pregnant or get a partner pregnant',
    );
    expect(value(birthControl, 'Now I am breastfeeding so not use pill, my husband use condom')).toBe('yes');
  });

  it('naming apps or a phone answers a question about apps', () => {
    const apps = yesNo('Do you use at least one mobile App?');
    expect(value(apps, 'I got Facebook and the solitaire game')).toBe('yes');
    expect(value(apps, 'I use the Facebook and my email on my phone')).toBe('yes');
    expect(value(apps, "I don't have a phone")).toBe('no');
  });

  it('consent with a preferred way of contact is consent, said back', () => {
    const form: FormContent = {
      sharedQuestions: [],
      blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [yesNo('Do you smoke?')], siteOnly: [] }],
    };
    const r = step(start(form, { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' }), 'Email preferred, please.', { now: NOW });
    expect(r.state.consent).toMatchObject({ given: true });
    expect(r.replies.find((x) => x.type === 'text')).toMatchObject({
      text: expect.stringMatching(/^Thank you\. I've noted that you'd rather be contacted by email/),
    });
  });

  it('answers questions about where in a city, how the treatment is taken, a placebo, and how often', () => {
    const facts: TrialFacts = {
      title: 'T',
      summary: null,
      conditions: [],
      sex: 'ALL',
      minAgeYears: 15,
      maxAgeYears: 50,
      healthyVolunteers: false,
      treatments: ['KNP2002'],
      route: 'on the skin',
      arms: [
        { label: 'KNP2002', placebo: false, description: null },
        { label: 'Placebo', placebo: true, description: null },
      ],
      duration: null,
      sites: [{ facility: 'Igarashi Clinic', city: 'Kita-Ku', state: 'Tokyo', country: 'Japan' }],
    };
    const ask = (text: string) => answerAsk(splitAsks(text).asks[0] ?? text, { facts, question: null, said: text });
    expect(ask('is it here in Tokyo po? I live in Kita-ku').text).toMatch(/^There is a site there: Igarashi Clinic/);
    expect(ask('Is KNP2002 applied to the skin or taken orally?').text).toMatch(/It is given on the skin\./);
    expect(ask('wait is this the one where some ppl get fake cream').text).toMatch(/one group gets a placebo/);
    expect(ask('do i have to go to the clinic every week or').topic).toBe('frequency');
  });
});

describe('nothing booked, and a return', () => {
  const scheduled = yesNo('Are you scheduled to undergo treatment such as physical therapy or chemotherapy for warts?');

  it('"nothing is booked" is a no to a question about something scheduled; a waiting list is not', () => {
    expect(read(scheduled, 'He had some frozen at the GP years ago, but nothing is booked now.')).toMatchObject({
      value: 'no',
      normalized: 'no — nothing booked',
    });
    expect(value(scheduled, "know I don't have anything booked")).toBe('no');
    expect(value(scheduled, "I'm on a waiting list for cryotherapy at the hospital, no date yet")).not.toBe('no');
  });

  it('a recount ending "So 5." gives that count; "I\'m back to finish" greets', () => {
    expect(readAgainstQuestion(yesNo('Do you have 5 or more warts?'), 'I counted again. Right hand 3, left hand 2. So 5.', NOW)).toMatchObject({
      value: 'yes',
    });
    expect(intentOf("Good morning, I'm back to finish")).toEqual({ kind: 'greeting' });
  });
});

describe("a relative's weight and height, and chat words", () => {
  it('reads "he weighs", "he\'s 5\'8"" and "def not"', () => {
    expect(value(weight, 'He weighs 231 lbs')).toBe(104.8);
    expect(value(q('h', 'height', { text: 'How tall are you?', answerType: 'number', unit: 'cm' }), `He's 5'8"`)).toBe(172.7);
    expect(value(yesNo('Are you pregnant?'), 'def not lol')).toBe('no');
    expect(value(yesNo('Do you use at least one app?'), 'obviously lol')).toBe('yes');
  });
});

describe('a window decided by the date said with the stop', () => {
  it('"until last year, stopped in October" is read by October', () => {
    const q90 = yesNo('Does this apply to you: "Treatment with any medication for weight management within 90 days before screening"?');
    expect(readAgainstQuestion(q90, 'I used saxenda until last year, stopped in october', NOW)).toMatchObject({ value: 'no' });
    expect(readAgainstQuestion(q90, 'I was on it in 2023 and stopped in june', NOW)).toMatchObject({ value: 'yes' });
  });
});

describe('the sixth round', () => {
  it('"I don\'t not use apps" is checked, never a no', () => {
    expect(value(yesNo('Do you use at least one mobile App?'), "I don't not use apps, I have the Facebook and the solitaire")).toBe('checked');
  });

  it('"email would be all right" while a refusal is being confirmed gives consent after all', () => {
    const form: FormContent = {
      sharedQuestions: [],
      blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [yesNo('Do you smoke?')], siteOnly: [] }],
    };
    const asked = step(
      start(form, { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' }),
      "No thanks, I don't want anyone contacting me",
      {
        now: NOW,
      },
    ).state;
    expect(asked.declinePending).toBe(true);
    expect(step(asked, 'Hmm, well, actually email would be all right. Go ahead.', { now: NOW }).state.consent).toMatchObject({ given: true });
  });
});

describe('the seventh round: things named by their everyday names, shorthand, clauses, rules quoted', () => {
  const apps = yesNo('Do you use at least one mobile App?');
  const antibiotics = yesNo('Are you currently taking antibiotics/drugs for urinary tract infection?');
  const catheter = yesNo(
    'Are you currently using catheter (a thin tube that drains urine from the bladder), whether put in now and then or left in?',
  );
  const cancers = yesNo('Have you ever had bladder/urine tube, colon/anal, or cervical cancer?');
  const creams = yesNo('Have you ever had allergy to creams, ointments or lotions put on the skin?');
  const warts = yesNo('Do you have 5 or more warts on the upper or lower limbs?');
  const height = q('height', 'height', { text: 'How tall are you?', answerType: 'number', unit: 'cm' });
  const diagnosed = q('when', 'text:when', { text: 'When were you diagnosed with cancer?', answerType: 'date' });

  it('a thing named by its everyday name answers a question about its kind; a yes said of nobody else', () => {
    expect(value(apps, 'KakaoTalk, YouTube')).toBe('yes');
    expect(value(apps, 'a few, mostly banking and instagram')).toBe('yes');
    expect(value(apps, 'My grandson put WhatsApp and the weather on my phone and I use them every day')).toBe('yes');
    expect(value(antibiotics, 'The urologist has me on a low dose antibiotic every night to keep the infections away')).toBe('yes');
    expect(value(creams, 'i got a rash from neosporin once')).toBe('yes');
    expect(value(cancers, 'I had rectal cancer in 2018, surgery and chemo, now 7 years cancer free')).toBe('yes');
    // another kind than the ones asked is still checked; a no to the list beside it is a no
    expect(value(cancers, 'I had skin cancer on my nose years ago')).toBe('checked');
    expect(value(cancers, 'I had skin cancer on my nose years ago but never any of those.')).toBe('no');
    // an amount does not answer a question that counts
    expect(value(warts, 'a few')).toBe('unread');
    // a name ties an answer only to a question about its own kind, never by a general word
    expect(value(yesNo('Has a doctor ever told you that you have skin cancer?'), 'I use sunscreen every day')).not.toBe('yes');
    expect(value(yesNo('Have you had weight-loss surgery?'), 'my BMI is 31')).not.toBe('yes');
    expect(value(yesNo('Do you take medicine for high blood pressure?'), 'Wegovy')).not.toBe('yes');
    expect(value(yesNo('Are you receiving radiation therapy?'), 'physio twice a week')).not.toBe('yes');
    expect(value(apps, 'my husband uses WhatsApp')).not.toBe('yes');
  });

  it('"it\'s been out since" is a no to a question about now; "nobody has talked about an operation" a no to planned surgery', () => {
    expect(value(catheter, "The nurse put a Foley in when I was in the hospital in April but it's been out since")).toBe('no');
    expect(
      value(yesNo('Are you planning surgery for pelvic organ prolapse?'), 'My doctor mentioned a prolapse but nobody has talked about an operation'),
    ).toBe('no');
  });

  it('reads shorthand: "41F", "Neg", "dx 09/22", "one seventy (two centimeters)", a year with a guessed month, a count range', () => {
    expect(value(age, '41F')).toBe(41);
    expect(value(age, '45 años... 45 years')).toBe(45);
    expect(value(age, '23 tuổi... sorry, 23 years')).toBe(23);
    expect(value(creams, 'Neg')).toBe('no');
    expect(value(diagnosed, 'dx 09/22')).toBe('2022-09');
    expect(read(diagnosed, '2019, autumn I think')).toMatchObject({ ok: true, normalized: '2019' });
    expect(value(height, 'one seventy')).toBe(170);
    expect(value(height, 'one seventy two centimeters')).toBe(172);
    expect(readAgainstQuestion(warts, 'like 6 or 7 mayb more just on the left hand', NOW)).toMatchObject({ value: 'yes' });
    expect(readAgainstQuestion(warts, '3 or 4', NOW)).toMatchObject({ value: 'no' });
    expect(readAgainstQuestion(warts, '3 or 4, maybe more', NOW)).toBeNull();
  });

  it('corrections without a marker word, waits for someone, and "not now." before an answer', () => {
    expect(readCorrection("sorry i typed 57, i'm 56")).toEqual({ body: "i'm 56" });
    expect(readCorrection('oops 34 actually, birthday was last week')).toEqual({ body: '34 years' });
    expect(readCorrection('sorry, i just checked my notes, the diagnosis was february 2016, not 2015')).toEqual({
      body: 'february 2016',
      topic: 'diagnosis',
    });
    expect(isPause("Let me double check with him, he's out in the garage. one sec")).toBe(true);
    expect(isPause('my aide is here with my lunch give me a few minutes')).toBe(true);
    expect(isPause('Not now. The cancer was treated years ago, and no heart problems, no diabetes')).toBe(false);
    expect(isPause('not now')).toBe(true);
  });

  it('quotes the rules that speak of what a visitor asks about, and explains everyday words', () => {
    const rules = [
      { kind: 'inclusion', text: 'Body mass index (BMI) greater than or equal to 27.0 kg/m^2' },
      { kind: 'exclusion', text: 'History of type 1 or type 2 diabetes' },
      { kind: 'exclusion', text: 'Currently undergoing pelvic floor physical therapy with a physical therapist' },
    ];
    const ctx = { facts: null, question: null, rules };
    expect(answerAsk('does having type 1 matter for this study', { ...ctx, said: 'does having type 1 matter for this study?' }).text).toMatch(
      /as a reason someone can't take part: "History of type 1/,
    );
    expect(answerAsk('what is the weight requirement for this', ctx).text).toMatch(/as something people need to take part: "Body mass index/);
    const pt = "Yes. Though I'm seeing a pelvic floor PT at the moment, would I need to stop that?";
    expect(answerAsk(splitAsks(pt).asks[0], { ...ctx, said: pt }).text).toMatch(/pelvic floor physical therapy/);
    const explained = answerAsk('physical therapy for wart', {
      facts: null,
      question: yesNo('Are you scheduled to undergo treatment such as physical therapy or chemotherapy for warts?'),
      said: 'physical therapy for wart? what is this, I dont understand',
    }).text;
    expect(explained).toMatch(/"physical therapy" means: treatment with exercises/);
    expect(explained).toMatch(/"chemotherapy" means/);
  });

  it('consent: "ok sure why not" agrees; "maybe? contact me about what" does not; one way agreed and the other refused', () => {
    expect(consentTo('ok sure why not').state.consent).toMatchObject({ given: true });
    const unsure = consentTo('hmm maybe? contact me about what').state;
    expect([unsure.consent?.given, unsure.declinePending, unsure.phase]).toEqual([undefined, undefined, 'consent']);
    const emailOnly = consentTo('well... email would be ok I guess, just no calls');
    expect(emailOnly.state.consent).toMatchObject({ given: true });
    expect(emailOnly.replies.map((r) => r.text).join(' ')).toMatch(/by email only/);
  });
});

describe('the eighth round: the answer beside an exception, willing if required, waits said as a time, consent as a request', () => {
  const cancers = yesNo('Have you ever had bladder/urine tube, colon/anal, or cervical cancer?');
  const pt = yesNo('Are you currently undergoing pelvic floor physical therapy with a physical therapist?');

  it('reads yes and no said around an exception, a condition or an idiom', () => {
    expect(value(forego, "I'm on a pill for my blood pressure and I'd keep taking that, but otherwise yes, I wouldn't start anything new.")).toBe(
      'yes',
    );
    expect(value(forego, 'yes, no other treatment ok')).toBe('yes');
    expect(value(yesNo('Will she use birth control?'), 'She has no boyfriend, but if it is required for the study she would follow the rule.')).toBe(
      'yes',
    );
    expect(value(yesNo('Allergy to creams?'), 'Not that I know of no')).toBe('no');
    expect(value(cancers, 'I had a basal cell taken off my nose in 2010, but nothing down there.')).toBe('no');
    expect(value(pt, "I did a few sessions of physical therapy back in 2022 but I'm not going now, and I could skip it.")).toBe('no');
    expect(value(yesNo('Can you read and sign the form?'), 'She can read it, and I will sign together with her as a parent.')).toBe('yes');
  });

  it('reads a number said first as its own sentence, the value now before "but", Spanish "tengo"', () => {
    expect(value(age, '30. the big three-oh, thanks for reminding me')).toBe(30);
    expect(value(age, '17 but im 18 in october')).toBe(17);
    expect(value(age, 'tengo 45... 45 years')).toBe(45);
  });

  it('corrections given by a relative or after a "wait" with a unit; pauses said as a time to be back', () => {
    expect(readCorrection("sorry my dad says it's 164 not 165")).toEqual({ body: '164' });
    expect(readCorrection('oh wait i check scale this morning, it is 62 kg')).toEqual({ body: 'i check scale this morning, it is 62 kg' });
    expect(readCorrection('wait, is it 62 kg or more')).toBeNull();
    for (const t of ['sorry my trains here, 2 mins', 'Sorry, patient just got roomed, back in 10', 'sorry baby crying, wait me'])
      expect(isPause(t)).toBe(true);
    expect(isPause('I walk 2 mins a day')).toBe(false);
  });

  it('consent asked for as a request, given as a statement, "Can, no problem"; phone calls refused asks about the other ways', () => {
    expect(consentTo('ok, can you contact by email? my japanese phone number is new').state.consent).toMatchObject({ given: true });
    expect(consentTo('Consent given for contact via email.').state.consent).toMatchObject({ given: true });
    expect(consentTo('Can, no problem').state.consent).toMatchObject({ given: true });
    const calls = consentTo("I don't want phone calls. I get enough of those from people selling car warranties.");
    expect([calls.state.phase, calls.state.declinePending, calls.state.consent?.given]).toEqual(['consent', undefined, undefined]);
    expect(calls.replies.map((r) => r.text)).toContain(NO_CALLS_TEXT);
    expect(consentTo("hmm no thanks, I don't want any calls").state.declinePending).toBe(true);
  });

  it('answers "X means what?", "what form?", what the app does, and a city named beside a country', () => {
    const limbs = yesNo('Do you have common warts on the upper or lower limb?');
    expect(answerAsk('upper or lower limb means what', { facts: null, question: limbs }).text).toMatch(/"upper or lower limb" means: the arms/);
    const sign = yesNo('Are you able and willing to read and sign a form agreeing to take part in the study?');
    expect(answerAsk('what form', { facts: null, question: sign }).text).toMatch(/signing it says you agree/);
    expect(splitAsks('do u get paid').asks).toEqual(['do u get paid']);
    const facts = factsWith({
      sites: [
        { facility: 'Site A', city: 'Tokyo', state: null, country: 'Japan' },
        { facility: 'Site B', city: 'Taipei City', state: null, country: 'Taiwan' },
      ],
    });
    const ask = 'is there a site in taipei or do i have to fly to japan';
    expect(answerAsk(ask, { facts, question: null, said: ask }).text).toBe('There is a site there: Site B (Taipei City, Taiwan).');
  });
});

describe('the ninth round: a remark then "but sure", "if I must", counts with more to come, consent by a way of contact', () => {
  const warts = yesNo('Do you have 5 or more warts on the upper or lower limbs?');

  it('reads the answer after a remark and "but", willingness "if I must", "ok I can", "nil", an age said twice across a dash', () => {
    expect(value(yesNo('Will you use birth control?'), 'i mean i dont have a bf lol but sure whatever they need')).toBe('yes');
    expect(value(yesNo('Would you forego other treatment?'), 'I do acupuncture every two weeks. If I must stop for 8 weeks, I can stop')).toBe('yes');
    expect(value(yesNo('Can you sign the form?'), 'ok i can sign')).toBe('yes');
    expect(value(yesNo('Are you scheduled to undergo treatment for warts?'), 'nil planned. cryo x3 in 2024, failed')).toBe('no');
    expect(value(age, '38歳 - 38 years')).toBe(38);
    expect(value(age, '38 - 40')).toBe('unread');
    expect(readAgainstQuestion(warts, 'yes I think is like seven maybe more I never count exactly', NOW)).toMatchObject({ value: 'yes' });
    expect(readAgainstQuestion(warts, '3 maybe more', NOW)).toBeNull();
    expect(value(yesNo('Do you use at least one mobile App?'), 'She FaceTimes the grandkids on her iPad every Sunday')).toBe('yes');
  });

  it('keeps the answer word a question opens with, finds tag questions and "I assume …?", and corrections from notes', () => {
    expect(splitAsks('yes but do i need my mom to sign too?')).toEqual({ asks: ['yes but do i need my mom to sign too'], rest: 'yes' });
    expect(splitAsks("Yes, both of us would sign — I assume you need a parent's signature as well?").asks).toHaveLength(1);
    expect(splitAsks("That's for the diabetes, not for weight, right?").asks).toHaveLength(1);
    expect(splitAsks('no??').asks).toEqual([]);
    expect(readCorrection('sorry, i checked my notebook. diagnosis was december 2016, and the operation was january 2017')).toEqual({
      body: 'december 2016',
      topic: 'diagnosis',
    });
    for (const t of ['sorry wait, I need to ask him his height, few minutes', 'sorry my class start, I come back later'])
      expect(isPause(t)).toBe(true);
  });

  it('consent: "ok to contact. email pref", "cell preferred", "no phone calls please but email okay", "email rather than phone"', () => {
    for (const t of [
      'ok to contact. email pref',
      'ok to contact, cell preferred',
      'no phone calls please but email okay',
      'I suppose so — email rather than phone though',
    ])
      expect(consentTo(t).state.consent, t).toMatchObject({ given: true });
    expect(
      consentTo('no phone calls please but email okay')
        .replies.map((r) => r.text)
        .join(' '),
    ).toMatch(/by email only/);
  });

  it('answers "wat does forego mean", "antibiotics is like the amoxicilina?", a study name asked with its form, a country asked "also in"', () => {
    expect(answerAsk(splitAsks('wait wat does forego mean').asks[0], { facts: null, question: forego }).text).toBe('"forego" means: go without.');
    const antibiotics = yesNo('Are you currently taking antibiotics/drugs for urinary tract infection?');
    expect(answerAsk('antibiotics is like the amoxicilina', { facts: null, question: antibiotics }).text).toMatch(
      /"antibiotics" means: medicines that kill bacteria/,
    );
    const facts = factsWith({ treatments: ['KNP2002'], sites: [{ facility: 'Site A', city: 'Tokyo', state: null, country: 'Japan' }] });
    expect(answerAsk('what is the knp 2002 is it a pill', { facts, question: null }).text).toMatch(/^KNP2002 is what this study looks at/);
    const korea = 'is this study also in korea? we live in seoul';
    expect(answerAsk(splitAsks(korea).asks[0], { facts, question: null, said: korea })).toMatchObject({
      topic: 'location',
      text: expect.stringMatching(/Tokyo/),
    });
  });
});

describe('the tenth round: counts ruled out, eras, corrections by the keyboard, rules behind a question', () => {
  const warts = yesNo('Do you have 5 or more warts on the upper or lower limbs?');
  const antibiotics = yesNo('Are you currently taking antibiotics/drugs for urinary tract infection?');

  it('reads counts ruled out, "y.o.", Japanese eras, a past "finish", "not decided" unless a plan is talked about', () => {
    expect(readAgainstQuestion(warts, 'Two, maybe a tiny third one. Definitely not five.', NOW)).toMatchObject({ value: 'no' });
    expect(readAgainstQuestion(warts, 'definitely not 3', NOW)).toBeNull();
    expect(value(age, '34 y.o.')).toBe(34);
    expect(read(when, 'Heisei 27... sorry, 2015. Spring time I think.')).toMatchObject({ ok: true, normalized: '2015' });
    expect(value(when, '平成27年')).toBe('2015-07');
    expect(value(antibiotics, 'I finish the cipro yesterday')).toBe('no');
    expect(value(antibiotics, 'Yes, the doctor gave me Macrobid on Monday for a UTI, I finish on Friday')).toBe('yes');
    const scheduled = yesNo('Are you scheduled to undergo treatment for warts?');
    expect(value(scheduled, 'Dermatologist did liquid nitrogen 3 times, no effect. Next is not decided.')).toBe('no');
    expect(value(scheduled, 'my doctor and I are talking about maybe doing it next year, nothing decided')).not.toBe('no');
    expect(value(yesNo('Would she forego other treatment?'), "I think she would, yes. She's not doing anything else for it now.")).toBe('yes');
  });

  it('corrections by the keyboard or the dictation, and by a topic after the marker', () => {
    expect(readCorrection('sorry the voice thing wrote wrong i mean ninety three not ninety five')).toEqual({ body: 'ninety three' });
    expect(readCorrection('sorry, correction. diagnosis was november 2022. october was only the first test')).toEqual({
      body: 'november 2022',
      topic: 'diagnosis',
    });
    expect(readCorrection('actually it was 2019')).toEqual({ body: '2019' });
    expect(isPause('omg my lecture is starting, brb like an hour')).toBe(true);
    expect(isPause('wait ah, let me go weigh myself first')).toBe(true);
  });

  it('says which rule a question checks, and answers "can I apply again after…" from the rules', () => {
    const rules = [
      { id: 'inc-3', kind: 'inclusion', text: 'Body mass index (BMI) greater than or equal to 27.0 kg/m^2' },
      {
        id: 'exc-1',
        kind: 'exclusion',
        text: 'Treatment with any medication prescribed for obesity or weight management within 90 days before screening',
      },
    ];
    const height: ReturnType<typeof q> = {
      ...q('h', 'height', { text: 'How tall are you?', answerType: 'number', unit: 'cm' }),
      criteria: [{ trialId: 't1', criterionId: 'inc-3' }],
    };
    expect(answerAsk('why do you need her height', { facts: null, question: height, rules }).text).toMatch(
      /It checks this rule of the study: "Body mass index/,
    );
    const wegovy = 'If I wait some months after stopping Wegovy, can I join then?';
    expect(answerAsk(splitAsks(wegovy).asks[0], { facts: null, question: null, said: wegovy, rules }).text).toMatch(/within 90 days/);
    expect(consentTo('Well, I suppose that would be fine. My daughter set up this email for me so use that please.').state.consent).toMatchObject({
      given: true,
    });
  });
});

describe('the eleventh round: a remark after a dash, questions after a wait, "actually" before an answer, randomisation', () => {
  const pt = yesNo('Are you currently undergoing pelvic floor physical therapy with a physical therapist?');

  it("reads a relative's value before a dash, 'not now' inside an answer, and never 'I don't get this one' as a no", () => {
    expect(value(age, "He's 16 - I'm filling this in for my son")).toBe(16);
    expect(value(pt, 'I did fisioterapia pélvica in Brazil 2 years ago, not now, and I can stay without it')).toBe('no');
    expect(isPause('I did fisioterapia pélvica in Brazil 2 years ago, not now, and I can stay without it')).toBe(false);
    expect(read(yesNo('Are you willing to forego other treatment?'), "I don't get this one. forego what exactly?")).toMatchObject({
      ok: false,
      kind: 'not_understood',
    });
    expect(value(yesNo('Has a doctor told you that you have type 2 diabetes?'), 'No, I have type 1, not type 2')).toBe('no');
    expect(readCorrection('no, i have type 1, not type 2')).toBeNull();
    expect(readCorrection('sorry 37, bday was last week lol i keep forgetting')).toEqual({ body: '37 years' });
  });

  it('a wait before a question is no pause; "ugh hold on baby\'s up" and "wait I ask him" are', () => {
    expect(isPause('Hang on, why is a birth control question being asked about a teenager?')).toBe(false);
    expect(isPause("ugh hold on baby's up")).toBe(true);
    expect(isPause('wait I ask him how tall')).toBe(true);
  });

  it('"actually yes …" naming the waiting question answers it; "Phone\'s fine. Not before 9am" is consent', () => {
    const form: FormContent = {
      sharedQuestions: [],
      blocks: [
        {
          trialId: 't1',
          nctId: 'NCT0',
          title: 'T',
          questions: [
            q('sched', 'text:sched', { text: 'Are you scheduled to undergo treatment for warts?' }),
            q('allergy', 'text:allergy', { text: 'Have you ever had allergy to creams, ointments or lotions?' }),
          ],
          siteOnly: [],
        },
      ],
    };
    let s = start(form, { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' });
    for (const text of ['yes', 'no', 'actually yes I got a bad red rash from an antibiotic ointment a few years back'])
      s = step(s, text, { now: NOW }).state;
    expect([s.answers.sched?.value, s.answers.allergy?.value]).toEqual(['no', 'yes']);
    expect(consentTo("Phone's fine. Not before 9am though, I'm not a morning person").state.consent).toMatchObject({ given: true });
  });

  it('answers "why is this question asked", "can I choose", "who would be contacting me", "how long" with the period the rules name', () => {
    const rules = [{ id: 'inc-4', kind: 'inclusion', text: 'Willing to forego other treatment outside of medications for the 8-week trial period' }];
    const facts = factsWith({
      randomized: true,
      arms: [
        { label: 'App', placebo: false, description: null },
        { label: 'Handouts', placebo: false, description: null },
      ],
    });
    expect(answerAsk('how long does the program last', { facts, question: null, rules }).text).toMatch(
      /The study's rules speak of "the 8-week trial period"/,
    );
    expect(answerAsk('can i choose to get the app', { facts, question: null }).text).toMatch(
      /by chance \(at random\), so no one chooses their group/,
    );
    expect(answerAsk('who would actually be contacting me', { facts, question: null }).topic).toBe('next_step');
    const bc = { ...yesNo('Will you use birth control?'), criteria: [{ trialId: 't1', criterionId: 'inc-3' }] };
    const why = 'hang on, why is a birth control question being asked about a teenager';
    expect(answerAsk(why, { facts, question: bc, rules: [{ id: 'inc-3', kind: 'inclusion', text: 'Agree to use contraception' }] }).text).toMatch(
      /It checks this rule of the study: "Agree to use contraception"/,
    );
  });
});

describe('the twelfth round: clinical history shorthand, ages counted another way, questions after "but"', () => {
  it('reads "Hx BCC L cheek", a Korean age put right, "wait lang", and finds the question after "but"', () => {
    expect(value(yesNo('Has a doctor ever told you that you have cancer?'), 'Hx BCC L cheek, excised')).toBe('yes');
    expect(readCorrection('ah sorry, 28 is korean age. international age i am 27')).toEqual({ body: '27 years' });
    expect(isPause('wait lang, my supervisor is calling me')).toBe(true);
    expect(splitAsks('yeah i can sign but do my parents have to sign too? im 17')).toEqual({
      asks: ['do my parents have to sign too'],
      rest: 'yeah i can sign im 17',
    });
  });

  it('answers "can he apply", "why you need my height", a comparison of two groups, "is the app RiSolve", "would that include", a quoted word', () => {
    const facts = factsWith({
      minAgeYears: 15,
      maxAgeYears: 49,
      treatments: ['RiSolve App'],
      arms: [
        { label: 'App', placebo: false, description: null },
        { label: 'Handouts', placebo: false, description: null },
      ],
    });
    expect(answerAsk('can he apply', { facts, question: null, said: 'My son is 19 and also has warts. Can he apply?' }).text).toMatch(
      /aged 15 to 49/,
    );
    expect(answerAsk('why you need my height', { facts, question: null }).topic).toBe('why_asked');
    expect(answerAsk('is the handout group the same as getting the app', { facts, question: null }).topic).toBe('involvement');
    expect(answerAsk('is the app in this study risolve', { facts, question: null }).text).toMatch(/RiSolve App/);
    const rules = [{ kind: 'exclusion', text: 'Currently undergoing pelvic floor physical therapy with a physical therapist' }];
    const said = "Would that include my pelvic floor PT? I'd rather not stop it mid-course.";
    expect(answerAsk(splitAsks(said).asks[0], { facts, question: null, said, rules }).text).toMatch(/pelvic floor physical therapy/);
    expect(answerAsk(splitAsks('sorry, "diagnosed" mean when doctor tell me?').asks[0], { facts, question: when }).text).toMatch(
      /"diagnosed" means: when a doctor told you/,
    );
  });
});

describe('the thirteenth and fourteenth rounds: idioms with "no", conclusions, lists, dictation, plans talked about', () => {
  const creams = yesNo('Have you ever had allergy to creams, ointments or lotions put on the skin?');

  it('reads "no problem with cream", "who doesnt", "NKDA", "…, so yes", a noun after "no", a listed thing named by its brand', () => {
    expect(value(creams, 'No problem with cream')).toBe('no');
    expect(value(yesNo('Do you use at least one mobile App?'), 'lol who doesnt')).toBe('yes');
    expect(value(creams, 'NKDA, no contact derm reactions')).toBe('no');
    expect(value(yesNo('Would you forego other treatment?'), "I'm not doing anything else for it right now, so yes.")).toBe('yes');
    expect(value(yesNo('Would you forego other treatment?'), 'Y - no PTNS/botox/PFPT planned, fine w/ meds only')).toBe('yes');
    expect(value(creams, 'Hx of contact dermatitis to neomycin ointment')).toBe('yes');
    expect(
      value(yesNo('Are you planning surgery for prolapse?'), 'My gyn mentioned a possible bladder lift at some point but nothing is scheduled.'),
    ).not.toBe('no');
  });

  it('an age counted another way is not the age; a date forgotten is not sure; "33歳 / 33 years"', () => {
    expect(value(age, '29 (Korean age 30 haha)')).toBe(29);
    expect(value(age, '33歳 / 33 years')).toBe(33);
    expect(value(when, 'Long time already, maybe 2016 or 2017, I forgot')).toBe('unsure');
    expect(value(age, '45 or 46, I forget')).toBe('unread');
    expect(readCorrection('ay sorry, 32 na pala, my birthday was last week hehe')).toEqual({ body: '32 years' });
  });

  it('consent "as long as it\'s email", "ok can"; questions said with "question mark", "whats X even", "the meaning of", BMI needed', () => {
    expect(consentTo("I guess so, as long as it's email and not phone calls").state.consent).toMatchObject({ given: true });
    expect(consentTo('ok can').state.consent).toMatchObject({ given: true });
    expect(splitAsks('so fifty eight is too old question mark').asks).toEqual(['so fifty eight is too old']);
    const facts = factsWith({ treatments: ['KNP2002'], minAgeYears: 15, maxAgeYears: 49 });
    expect(answerAsk(splitAsks('wait whats KNP2002 even').asks[0], { facts, question: null }).text).toMatch(/^KNP2002 is what this study looks at/);
    const exc = yesNo('Does this apply to you: "Treatment with any medication prescribed for the indication of obesity"?');
    expect(answerAsk(splitAsks("What is the meaning of 'indication'? Sorry").asks[0], { facts, question: exc }).text).toMatch(/"indication" means/);
    const rules = [{ kind: 'inclusion', text: 'Body mass index (BMI) greater than or equal to 27.0 kg/m^2' }];
    const bmi = 'what BMI do you need for this?';
    expect(answerAsk(splitAsks(bmi).asks[0], { facts, question: null, said: bmi, rules }).text).toMatch(/27\.0/);
    expect(answerAsk('can high school student join', { facts, question: null }).text).toMatch(/aged 15 to 49/);
  });
});

describe('the fifteenth to seventeenth rounds: lists denied one by one, conclusions inside a sentence, units, waits', () => {
  it('reads denials of each listed kind, a conclusion before more words, "no gf but ya", "2019 spring", "1米75", "45M, T2DM"', () => {
    const cancers = yesNo('Have you ever had bladder/urine tube, colon/anal, or cervical cancer?');
    expect(value(cancers, 'I had thyroid cancer 2015, surgery. Not bladder, not colon, not cervix.')).toBe('no');
    expect(
      value(
        yesNo('Are you willing to forego other treatment?'),
        "Well, I only take my blood pressure pill, so yes, I don't do any other bladder treatment",
      ),
    ).toBe('yes');
    const bc = yesNoChoice('bc', 'text:bc', 'Are you willing to use effective birth control?');
    expect(value(bc, "lol no gf but ya i'd use protection")).toBe('yes');
    expect(value(yesNo('Do you have common warts on the upper or lower limb?'), 'Yes. I have 2 warts on bottom of right foot. (foot sole)')).toBe(
      'yes',
    );
    expect(
      value(yesNo('Are you scheduled to undergo treatment for warts?'), 'before doctor freeze it 2 time, not work. now no more appointment'),
    ).toBe('no');
    expect(
      readAgainstQuestion(
        yesNo('Do you have poorly controlled diabetes?'),
        'I have diabete but doctor say control good, A1c 6.5, take metformin',
        NOW,
      ),
    ).toMatchObject({ value: 'no' });
    const when = q('when', 'text:when', { text: 'When were you diagnosed?', answerType: 'date' });
    expect(value(when, '2019 spring')).toBe('2019-04');
    expect(value(q('h', 'height', { text: 'How tall are you?', answerType: 'number', unit: 'cm' }), '1米75 (175)')).toBe(175);
    expect(value(weight, '150斤')).toBe('unread');
    expect(value(age, '45M, T2DM')).toBe(45);
    expect(value(age, '17. but 18 in like 3 months so basically an adult')).toBe(17);
  });

  it('pauses "back after 10 min", "after my shift"; consent "she\'s fine with a call", "email ok"; the rules behind "is diabetes ok"', () => {
    expect(isPause('sorry my break finish, I come back after 10 min')).toBe(true);
    expect(isPause("break time is over, I'll continue after my shift")).toBe(true);
    expect(consentTo("This is Dan, my wife Maria asked me to fill this out for her. She's fine with a call.").state.consent).toMatchObject({
      given: true,
    });
    expect(consentTo('OK, can contact me by WeChat? If not, email ok').state.consent).toMatchObject({ given: true });
    const rules = [
      { kind: 'inclusion', text: 'Body mass index (BMI) greater than or equal to 27.0 kg/m^2 with obesity-related complications' },
      { kind: 'exclusion', text: 'History of type 1 or type 2 diabetes' },
    ];
    const said = 'Is diabetes ok for this study? I want to lose weight but I have diabetes';
    expect(answerAsk(splitAsks(said).asks[0], { facts: null, question: null, said, rules }).text).toMatch(/History of type 1 or type 2 diabetes/);
  });
});

describe('the eighteenth to twentieth rounds: "does that count?", reluctant yeses, plans not booked, ages and dates said around', () => {
  const apps = yesNo('Do you use at least one mobile App?');

  it('reads "yh", "ofc", a thing of the kind named beside "if that counts", and an answer word beside the question', () => {
    expect(value(yesNo('Do you have common warts on the upper or lower limb?'), 'yh got loads on my hands tbh')).toBe('yes');
    expect(value(apps, 'ofc lol')).toBe('yes');
    expect(value(apps, 'Facebook and the weather one on my phone, if that counts')).toBe('yes');
    expect(value(apps, 'I have the Kroger app and facebook, does that count? yes I guess')).toBe('unsure');
    expect(read(apps, 'I have the Kroger app and facebook, does that count? yes I guess')).toMatchObject({ hedged: true, lean: 'yes' });
    expect(value(yesNo('Pelvic surgery within the past 6 months?'), 'no, c-section was 5 yrs ago if that counts')).toBe('no');
    // a story, then "does that count?": the "Nothing since." inside it is not the visitor's answer
    const creams = yesNo('Have you ever had allergy to creams, ointments or lotions put on the skin?');
    expect(read(creams, 'Well, at 12 he came up in a red rash from a sun lotion. Nothing since. Does that count?')).toMatchObject({
      ok: false,
      kind: 'counts',
    });
  });

  it('asks "does it count?" once with the rule the question checks, then notes it as not sure for the site', () => {
    const question = q('w', 'text:w', {
      text: 'Have you taken weight-loss medicine in the past 90 days?',
      criteria: [{ trialId: 't1', criterionId: 'exc-1' }],
    });
    const form: FormContent = { sharedQuestions: [], blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [question], siteOnly: [] }] };
    const rule: Criterion = {
      id: 'exc-1',
      kind: 'exclusion',
      text: 'Treatment with medication for weight management within 90 days',
      rule: { type: 'condition', concepts: ['weight management'], status: 'any', confirmed: true, negated: false, answerableBy: 'candidate' },
      answerableBy: 'candidate',
      answerKeys: ['text:w'],
      source: 'text',
      context: [],
    };
    const s = step(start(form, { now: NOW, trials: [{ id: 't1', criteria: [rule] }], consentText: 'May we?' }), 'yes', { now: NOW });
    const said = 'My doctor gave me kampo medicine for my belly fat, I stopped 2 or 3 months ago. Does it count?';
    const first = step(s.state, said, { now: NOW });
    expect(first.state.answers.w).toBeUndefined();
    expect(first.replies.map((r) => ('text' in r ? r.text : '')).join(' ')).toContain(
      '"Treatment with medication for weight management within 90 days"',
    );
    const second = step(first.state, said, { now: NOW });
    expect(second.state.answers.w).toMatchObject({ value: 'unsure', source: 'visitor' });
    expect(second.replies.map((r) => ('text' in r ? r.text : ''))).toContain(
      "I'll note that as not sure, with what you told me, and the study team will check whether it counts.",
    );
  });

  it('takes "sure i guess" as consent and "lol ok yeah i guess" as a yes to a question of willingness only', () => {
    expect(consentTo('sure i guess').state.consent).toMatchObject({ given: true });
    const willing = yesNoChoice('bc', 'text:bc', 'Are you willing to use effective birth control during the study?');
    const smokes = yesNo('Do you smoke?');
    const form = (question: ReturnType<typeof q>): FormContent => ({
      sharedQuestions: [],
      blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [question], siteOnly: [] }],
    });
    const answer = (question: ReturnType<typeof q>, text: string) => {
      const s = step(start(form(question), { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' }), 'yes', { now: NOW });
      return step(s.state, text, { now: NOW }).state.answers[question.id];
    };
    expect(answer(willing, 'lol ok yeah i guess')).toMatchObject({ value: 'yes' });
    expect(answer(smokes, 'yeah i guess')).toMatchObject({ hedged: true });
  });

  it('reads a plan talked about by what the question asks: nothing booked is a no to "scheduled", nothing decided is not sure', () => {
    const scheduled = yesNo('Are you scheduled to undergo treatment such as physical therapy for warts?');
    const planning = yesNo('Are you planning surgery for pelvic organ prolapse within 12 months?');
    expect(value(scheduled, "My GP mentioned freezing them off at some point but nothing's booked")).toBe('no');
    expect(value(scheduled, "I'm on a waiting list for cryotherapy at the hospital, no date yet")).toBe('unsure');
    expect(value(planning, 'my doctor mentioned it might be needed someday but nothing is planned')).toBe('no');
    expect(value(planning, 'My gyn mentioned a possible bladder lift at some point but nothing is scheduled.')).toBe('unsure');
    expect(value(planning, 'My gyn brought up possibly fixing my prolapse next year but nothing is decided')).toBe('unsure');
    expect(value(yesNo('Are you English-speaking?'), 'a little. I understand some but is hard for me, I prefer spanish')).toBe('unsure');
  });

  it('reads ages and dates said around: "Papa is 67 years", "I have 52", "62 as of March", a month guessed after the year', () => {
    expect(value(age, 'Papa is 67 years')).toBe(67);
    expect(value(age, 'ok I try in english. I have 52')).toBe(52);
    expect(value(age, '62 as of March')).toBe(62);
    expect(value(age, 'I have 2 kids')).toBe('unread');
    expect(value(when, 'Since 2019 I think. Maybe autumn.')).toBe('2019-07');
    expect(value(when, '2019, in the autumn I think. Maybe October')).toBe('2019-07');
    expect(value(when, 'like 2 years ago, summer 2023?')).toBe('2023-07');
    expect(value(when, '08/2017, had the thyroid taken out that autumn and been clear ever since')).toBe('2017-08');
    const bc = yesNoChoice(
      'bc',
      'text:bc',
      'Are you willing to use effective birth control?',
      'Does not apply to me (for example after the menopause or a hysterectomy)',
    );
    expect(value(bc, "Yes I'm ok with that, I'm on the pills since after I give birth")).toBe('yes');
    const warts = yesNo('Do you have 5 or more warts on the upper or lower limbs?');
    expect(readAgainstQuestion(warts, 'hard to say, could be 3 or 4, or 5 or 6 if the tiny ones count', NOW)).toBeNull();
    expect(readAgainstQuestion(warts, '3 or 4', NOW)).toMatchObject({ value: 'no' });
  });

  it('reads corrections "typo I\'m 38 not 83", "mistake. 89kg, not 98", "go back. the cream one."; pauses said last', () => {
    expect(readCorrection("omg sorry typo i'm 38 not 83 😂")).toEqual({ body: "i'm 38" });
    expect(readCorrection('sorry, mistake. 89kg, not 98')).toEqual({ body: '89kg' });
    expect(readCorrection('wait go back. the cream one. i did get a rash from an ointment and the dr said allergy. so yes')).toMatchObject({
      topic: 'cream',
    });
    expect(isPause('sorry my soup is boiling, wait')).toBe(true);
    expect(isPause('sry kid screaming 1 sec')).toBe(true);
    expect(isPause('sorry I need go, my train is coming. I come back later ok?')).toBe(true);
    expect(isPause('no, wait')).toBe(false);
    expect(isPause('I have 2 warts, wait')).toBe(false);
  });

  it('finds questions after an emoji, "so I can\'t…??", unmarked "do my parents have to sign"; answers them from the record', () => {
    expect(splitAsks('yeahhh on macrobid for a uti 🙄 does that mess it up?').asks).toEqual(['does that mess it up']);
    expect(splitAsks('wait so i cant do it cos i have too many?? 😭').asks).toHaveLength(1);
    expect(splitAsks("I don't have girlfriend... so I think this is not for me?").asks).toEqual([]);
    expect(splitAsks('yes i can sign. do my parents have to sign too or just me').asks).toHaveLength(1);
    const facts = factsWith({
      title: 'Wart cream',
      summary: 'A cream for common warts.',
      sites: [
        { facility: 'Tsunoda Clinic', city: 'Arakawa-Ku', state: 'Tokyo', country: 'Japan' },
        { facility: 'Okuda Dermatology Clinic', city: 'Setagaya-Ku', state: 'Tokyo', country: 'Japan' },
      ],
    });
    const said = "Is this the wart trial running in Tokyo? I'm in Setagaya";
    expect(answerAsk(splitAsks(said).asks[0], { facts, question: null, said }).text).toBe(
      'There is a site there: Okuda Dermatology Clinic (Setagaya-Ku, Tokyo, Japan).',
    );
    expect(answerAsk('wait what is this for exactly', { facts, question: null }).text).toMatch(/A cream for common warts/);
    const ruledOutBy = [{ kind: 'exclusion', text: 'Subjects with 5 or more warts on the upper or lower limbs' }];
    expect(answerAsk('wait so i cant do it cos i have too many', { facts, question: null, ruledOutBy }).text).toMatch(
      /^From your answers, this is the study's rule that did not fit: "Subjects with 5 or more warts/,
    );
  });
});

describe('the twenty-first and twenty-second rounds: phase and blinding, unwilling to stop, booked, closed chats corrected', () => {
  it('answers the phase and the blinding from the registry, and names the groups', () => {
    const facts = factsWith({
      phase: 'phase 2',
      masking: { kind: 'DOUBLE', who: ['PARTICIPANT', 'INVESTIGATOR'] },
      randomized: true,
      arms: [
        { label: 'Low dose group', placebo: false, description: null },
        { label: 'Placebo group', placebo: true, description: null },
      ],
    });
    expect(answerAsk('what phase is this', { facts, question: null }).text).toBe(
      "This is a phase 2 study (it tests whether a treatment works and how safe it is, in a larger group of people). It is blinded: the participants and the study doctors don't know who gets which treatment, so the results are fair.",
    );
    expect(answerAsk('is it open label', { facts: factsWith({ masking: { kind: 'NONE', who: [] } }), question: null }).text).toMatch(
      /^It is open-label/,
    );
    expect(answerAsk('is the cream the same for everyone or could she get a fake one', { facts, question: null }).text).toMatch(
      /Low dose group; Placebo group/,
    );
  });

  it('reads unwilling to stop by the question\'s side, a booked treatment, "guy lol", an age one looks, "at last weigh in"', () => {
    const unwilling = yesNo('Are you currently undergoing or unwilling to forego pelvic floor physical therapy for the 8-week period?');
    const said = "I go to pelvic floor PT every week and it's helping, I wouldn't want to stop that";
    expect(value(forego, said)).toBe('no');
    expect(value(unwilling, said)).toBe('yes');
    const scheduled = yesNo('Are you scheduled to undergo treatment such as physical therapy or chemotherapy for warts?');
    expect(value(scheduled, 'well the gp is gonna freeze it off next month, got an appt on the 3rd')).toBe('yes');
    expect(value(scheduled, 'I have an appointment with my GP next week about my diabetes')).toBe('unread');
    expect(value(q('bf', 'breastfeeding', { text: 'Are you breastfeeding?' }), 'guy lol')).toBe('no');
    expect(value(age, '52 but everyone says i look 40 haha')).toBe(52);
    expect(value(weight, '18st 6lb at last weigh in')).toBe(117);
    // the visitor says they do not know whether it counts: noted as not sure at once, for the site to judge
    expect(read(yesNo('Have you ever had allergy to creams?'), 'she got a rash from a nappy cream, not sure if that counts?')).toMatchObject({
      value: 'unsure',
    });
    expect(read(when, 'around when covid started')).toMatchObject({ normalized: '2020' });
    expect(value(when, 'Around when covid started, so early 2020 I think')).toBe('2020-03');
    expect(readAgainstQuestion(yesNo('Do you have 5 or more warts?'), '4 I think. 3 on the foot and the one on his knee', NOW)).toMatchObject({
      value: 'no',
    });
  });

  it('consents "go on then", "contact me not her"; recounts "i actually counted"; corrects "I type wrong, is 85 kg not 58"', () => {
    expect(consentTo('Go on then.').state.consent).toMatchObject({ given: true });
    expect(consentTo("Hi yes that's fine, I'm her mum so contact me not her pls").state.consent).toMatchObject({ given: true });
    expect(readCorrection('ok i actually counted its 3. two on left one on right')).toMatchObject({ topic: RECOUNT_TOPIC });
    expect(readCorrection('sorry sorry i type wrong, is 85 kg not 58')).toEqual({ body: '85 kg' });
    expect(readCorrection('hold on, the physical therapy one - i actually start pelvic floor pt next tuesday. so that should be yes')).toEqual({
      body: 'yes',
      topic: 'physical therapy',
    });
  });

  it('a closed chat takes a correction of any answer and closes again with it; one it cannot read leaves it closed', () => {
    const form: FormContent = {
      sharedQuestions: [],
      blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [weight, yesNo('Do you smoke?')], siteOnly: [] }],
    };
    let s = step(start(form, { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' }), 'yes', { now: NOW }).state;
    for (const text of ['58 kg', 'no']) s = step(s, text, { now: NOW }).state;
    expect(s.phase).toBe('completed');
    const corrected = step(s, 'sorry sorry I type wrong, is 85 kg not 58', { now: NOW });
    expect(corrected.state.answers.weight).toMatchObject({ value: 85, corrected: true });
    expect(corrected.state.phase).toBe('completed');
    const unread = step(s, 'sorry, that was wrong', { now: NOW });
    expect(unread.state.phase).toBe('completed');
    expect(unread.state.answers.weight).toMatchObject({ value: 58 });
  });
});

describe('the twenty-third and twenty-fourth rounds: an answer word inside the sentence beside a question, no loop', () => {
  const form: FormContent = {
    sharedQuestions: [],
    blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [yesNo('Are you able and willing to sign a form?')], siteOnly: [] }],
  };
  const begin = () => step(start(form, { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' }), 'yes', { now: NOW }).state;

  it('reads "She can read and sign yes, …" beside a question, but not "no diabetes" said of someone else', () => {
    const said = "She can read and sign yes, she's a bright girl. Do I need to sign something as well seeing as she's under 18?";
    expect(step(begin(), said, { now: NOW }).state.answers.x).toMatchObject({ value: 'yes' });
    expect(step(begin(), 'Can my mother join too? She is also overweight but no diabetes', { now: NOW }).state.answers.x).toBeUndefined();
  });

  it('counts words beside a question that are not read, and notes them as not sure aloud after the re-asks', () => {
    const said = 'My granddaughter set it all up for me really. Why do you need to know that?';
    let s = begin();
    for (let i = 0; i < 2; i++) {
      s = step(s, said, { now: NOW }).state;
      expect(s.answers.x).toBeUndefined();
    }
    const third = step(s, said, { now: NOW });
    expect(third.state.answers.x).toMatchObject({ value: 'unsure' });
    expect(third.replies.map((r) => ('text' in r ? r.text : ''))).toContain("No problem, I'll note that one as not sure and we'll move on.");
  });
});

describe('the gaps left after the twenty-fourth round: a value beside who the visitor is, willing after all', () => {
  it('reads an age before "and …" about the visitor, and a relative\'s age before "its for my son"', () => {
    expect(value(age, "54 and yeah I'm a bloke before you ask")).toBe(54);
    expect(value(age, 'hes 16, its for my son not me')).toBe(16);
    expect(value(age, "I'm 52 and my wife is 50")).toBe(52);
    expect(value(age, '50 and 51 in May')).toBe('unread');
  });

  it('reads "bloke" and "chap" as male, and answers "is that a problem" with who the study is for', () => {
    const sex = q('sex', 'sex', {
      text: 'What sex were you assigned at birth?',
      answerType: 'choice',
      choices: [
        { value: 'FEMALE', label: 'Female' },
        { value: 'MALE', label: 'Male' },
      ],
    });
    expect(value(sex, 'bloke')).toBe('MALE');
    expect(value(sex, "I'm a chap")).toBe('MALE');
    const facts = factsWith({ sex: 'FEMALE', minAgeYears: 22 });
    expect(answerAsk('is that a problem', { facts, question: age, said: "54 and yeah I'm a bloke before you ask, is that a problem" }).text).toMatch(
      /^This study is for women aged 22 and over/,
    );
  });

  it('reads "I wouldn\'t want to stop it but I could if needed" as willing, and as not sure to "undergoing or unwilling"', () => {
    const unwilling = yesNo('Are you currently undergoing or unwilling to forego pelvic floor physical therapy for the 8-week period?');
    const said = "I wouldn't want to stop it but I could if needed";
    expect(value(forego, said)).toBe('yes');
    expect(value(unwilling, said)).toBe('unsure');
    expect(value(forego, "I'd rather not stop my physio")).toBe('no');
    // willing to stop: a yes to "willing to forego"; to "currently undergoing or unwilling", no when not doing it now,
    // else not sure (doing it now but would pause it: the site weighs it, never a not-eligible from it)
    const pausing = "I'm seeing a pelvic floor physio at the moment, but I'd be willing to pause it for the 8 weeks";
    expect(value(forego, pausing)).toBe('yes');
    expect(value(unwilling, pausing)).toBe('unsure');
    expect(value(unwilling, 'not in PFPT, willing to hold off')).toBe('no');
    expect(value(unwilling, 'I did PT two years ago but not now, and I could skip it for 8 weeks')).toBe('no');
    expect(value(unwilling, 'I could not stop it')).toBe('yes');
    expect(value(forego, "I'd give up most things but not my pelvic floor physical therapy")).not.toBe('yes');
  });
});

describe('the twenty-fifth and twenty-sixth rounds: origin, registration, privacy, refusals beside a question, answers opened with "actually"', () => {
  it('answers whom the study is for by origin from its title, and says its rules name none', () => {
    const facts = factsWith({
      population: 'East Asian Participants',
      sites: [
        { facility: null, city: 'Tokyo', state: null, country: 'Japan' },
        { facility: null, city: 'Taipei', state: null, country: 'Taiwan' },
      ],
    });
    const rules = [
      { kind: 'exclusion', text: 'Uncontrolled diabetic retinopathy. Pupil dilation unless a camera for non-dilated examination is used' },
    ];
    const said = "Quick one first — the ad said East Asian. I'm British, is that a deal breaker?";
    expect(answerAsk('is that a deal breaker', { facts, question: null, said, rules }).text).toBe(
      'The study\'s title says it is for "East Asian Participants". Its rules about who can join don\'t name an ethnic group or a nationality. It takes place in Japan and Taiwan. The study team decides who can take part and will tell you.',
    );
    expect(answerAsk('is this only for japanese people', { facts: factsWith({}), question: null }).text).toMatch(
      /^The study's record doesn't limit it to an ethnic group or a nationality\./,
    );
    // a language is not an origin
    expect(answerAsk('form is english or japanese', { facts, question: null }).text).not.toMatch(/East Asian/);
  });

  it('answers "is this legit?" with the registry ID and "how did you get my information?" honestly', () => {
    const facts = factsWith({ registryId: 'NCT05896215', sponsor: 'Kaken' });
    expect(answerAsk('is this even legit', { facts, question: null }).text).toBe(
      'It is a registered study: it is listed on ClinicalTrials.gov, the public register of clinical studies, as NCT05896215, run by Kaken. You can look it up there by that number.',
    );
    expect(answerAsk('how did you get my information', { facts, question: null })).toMatchObject({ topic: 'privacy' });
  });

  it('takes up a refusal beside a question at consent, and never reads "That\'s right. No calls, no emails." as consent', () => {
    const first = consentTo("How did you get my information? I don't want anyone calling me.");
    expect(first.state.consent?.given).not.toBe(true);
    expect(first.state.declinePending).toBe(true);
    expect(step(first.state, "That's right. No calls, no emails.", { now: NOW }).state.phase).toBe('declined');
    const unasked = consentTo("That's right. No calls, no emails.");
    expect(unasked.state.consent?.given).not.toBe(true);
    expect(unasked.state.declinePending).toBe(true);
    expect(consentTo('Yes by email please. Do not call my work').state.consent).toMatchObject({ given: true });
  });

  it('"Actually yes, …" naming the waiting question more than an earlier one answers it; "ok she\'s here now" is a return', () => {
    const cancer = q('c', 'text:c', { text: 'Have you ever had bladder/urine tube, colon/anal, or cervical cancer?' });
    const uti = q('u', 'text:u', { text: 'Are you currently taking antibiotics/drugs for urinary tract infection?' });
    const form: FormContent = { sharedQuestions: [], blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [cancer, uti], siteOnly: [] }] };
    let s = step(start(form, { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' }), 'yes', { now: NOW }).state;
    s = step(s, 'hang on, let me ask her that one', { now: NOW }).state;
    expect(s.phase).toBe('paused');
    const back = step(s, "ok she's here now", { now: NOW });
    expect(back.state.answers.c).toBeUndefined();
    expect(back.state.currentQuestionId).toBe('c');
    s = step(back.state, 'she says no', { now: NOW }).state;
    s = step(s, 'Actually yes, she started antibiotics for a bladder infection on Monday', { now: NOW }).state;
    expect(s.answers.c).toMatchObject({ value: 'no' });
    expect(s.answers.u).toMatchObject({ value: 'yes' });
  });
});

describe('the twenty-fifth and twenty-sixth rounds: values said around, willingness hedged, terms and groups asked about', () => {
  it('reads "22 just turnd lol", an age beside a weight and a height, "last year, in the autumn", "… I say 2015"', () => {
    expect(value(age, '22 just turnd lol')).toBe(22);
    expect(value(age, '40, 68kg, 172cm, no diabetes')).toBe(40);
    expect(value(when, 'last year, in the autumn')).toBe('2024-10');
    expect(value(when, 'in march this year')).toBe('2025-03');
    expect(value(when, 'I think 2015. Maybe 2014... I say 2015')).toBe('2015-07');
    expect(value(weight, "I don't know exactly, maybe around 80 kg?")).toBe(80);
    expect(value(weight, "I don't know")).toBe('unsure');
  });

  it('reads a treatment taken "since January" as within a window counted back from today, unless it stopped', () => {
    const obesity = yesNo('Have you taken medication for weight management within 90 days before screening?');
    expect(readAgainstQuestion(obesity, "yes, I've been on Wegovy since January", NOW)).toMatchObject({ value: 'yes' });
    expect(readAgainstQuestion(obesity, 'no, been off it since 2023', NOW)).toMatchObject({ value: 'no' });
  });

  it('takes "uh i guess yeah", "I think so, …" and "if I decide to do it, sure" as yes to a question of willingness only', () => {
    const answer = (text: string) => answerAlone(yesNo('Are you willing to forego other treatment for the 8-week trial period?'), text);
    expect(answer('uh i guess yeah')).toMatchObject({ value: 'yes' });
    expect(answer("I think so, I'm not doing anything else for it right now")).toMatchObject({ value: 'yes' });
    expect(answer('if I decide to do it, sure')).toMatchObject({ value: 'yes' });
  });

  it('explains "what does \'forego\' mean here", "what is mean", the question\'s own words asked back; "which app is it"', () => {
    const forego = yesNo('Are you willing to forego other treatment for the 8-week trial period?');
    expect(answerAsk("what does 'forego' mean here", { facts: null, question: forego }).text).toBe('"forego" means: go without.');
    const pt = yesNo('Are you scheduled to undergo treatment such as physical therapy or chemotherapy for warts?');
    expect(answerAsk('what is mean', { facts: null, question: pt })).toMatchObject({ topic: 'explain_question' });
    expect(answerAsk('physical therapy for wart', { facts: null, question: pt }).text).toMatch(/^"physical therapy" means:/);
    const facts = factsWith({ treatments: ['RiSolve App'], arms: [], randomized: true });
    expect(answerAsk('which app is it', { facts, question: null })).toMatchObject({ topic: 'involvement' });
    expect(answerAsk('do u get to pick which group ur in', { facts, question: null })).toMatchObject({ topic: 'involvement' });
    expect(answerAsk('is that going to be a problem', { facts, question: null })).toMatchObject({ topic: 'matters' });
  });

  it("after a not-a-fit closing, quotes the rule that did not fit and the record's note on it", () => {
    const rules = [
      { id: 'exc-8', kind: 'exclusion', text: 'Currently taking antibiotics/drugs for urinary tract infection^' },
      {
        id: 'exc-9',
        kind: 'exclusion',
        text: 'Those on antibiotics for urinary tract infection will be eligible for enrollment 2 weeks after completing antibiotic therapy',
      },
    ];
    const text = answerAsk('if I finish abx friday can I enroll after that', {
      facts: factsWith({}),
      question: null,
      rules,
      ruledOutBy: [rules[0]],
    }).text;
    expect(text).toMatch(/^From your answers, this is the study's rule that did not fit: "Currently taking antibiotics/);
    expect(text).toContain('2 weeks after completing antibiotic therapy');
  });
});

describe('the twenty-fifth and twenty-sixth rounds: Spanish with few Spanish words, corrections by a scale or a birthday', () => {
  it('knows "Buenas, ¿tienen esto en español? Mi inglés es poquito" is Spanish, and an English message with "el" is not', () => {
    expect(isSpanish('Buenas, ¿tienen esto en español? Mi inglés es poquito')).toBe(true);
    expect(isSpanish('I take metformin and el pill')).toBe(false);
  });

  it('reads "Sorry, I checked the scale just now, it is 83 kg" and "Oh wait, he turned 17 in March" as corrections', () => {
    expect(readCorrection('sorry, i checked the scale just now, it is 83 kg')?.body).toBe('i checked the scale just now, it is 83 kg');
    expect(readCorrection('oh wait, he turned 17 in march, i keep forgetting! so 17.')?.body).toBe('17 years');
  });

  it('reads an undecided plan as not sure to "planning…?", and as a no to "scheduled…?"', () => {
    const planning = yesNo('Are you planning surgery for pelvic organ prolapse within 12 months?');
    const said = "honestly I don't know. I have a mild prolapse and my gyn wants to talk about surgery in the fall, I haven't decided";
    expect(value(planning, said)).toBe('unsure');
    const scheduled = yesNo('Are you scheduled to undergo treatment such as physical therapy or chemotherapy for warts?');
    expect(value(scheduled, 'Dermatologist did liquid nitrogen 3 times, no effect. Next is not decided.')).toBe('no');
  });
});

describe('the twenty-seventh and twenty-eighth rounds: a stop without its date, pauses, corrections "X, not Y", heights that changed', () => {
  const obesity = yesNo('Does this apply to you: "Treatment with any medication for weight management within 90 days before screening"?');

  it('asks when a treatment stopped rather than reading "I was on it" as yes; reads Christmas, "end of April" and "6 wks ago"', () => {
    expect(readAgainstQuestion(obesity, 'I was on Mounjaro but I stopped a while ago', NOW)).toMatchObject({
      ok: false,
      reason: 'When did you stop? The question asks about the past 90 days.',
    });
    const christmas = 'I was on Mounjaro privately for a few months but I stopped at Christmas because the cost was ridiculous';
    expect(readAgainstQuestion(obesity, christmas, NOW)).toMatchObject({ value: 'no' });
    expect(readAgainstQuestion(obesity, 'I stopped around Christmas', NOW)).toMatchObject({ value: 'no' });
    expect(readAgainstQuestion(obesity, 'No, not since Christmas', NOW)).toMatchObject({ value: 'no' });
    expect(readAgainstQuestion(obesity, 'I stopped end of April because too expensive', NOW)).toMatchObject({ value: 'yes' });
    expect(readAgainstQuestion(obesity, 'ya i was on wegovy til about 6 wks ago', NOW)).toMatchObject({ value: 'yes' });
    // an explicit yes is the visitor's own reading of the window
    expect(readAgainstQuestion(obesity, 'yes, I was on it, stopped a while ago', NOW)).toBeNull();
  });

  it('pauses on "back in a mo", "can I come back to this in a little bit?", "i have to go to work now, i finish later ok?"', () => {
    expect(isPause('Sorry, doorbell, back in a mo')).toBe(true);
    expect(isPause('Oh dear, my husband needs me to find the car keys, can I come back to this in a little bit?')).toBe(true);
    expect(isPause('wait i have to go to work now, i finish later ok?')).toBe(true);
    expect(isPause('I have to go to the clinic every month')).toBe(false);
  });

  it('explains the question on "i no understand", and "Right, I\'m back … where were we" is a return, not a yes', () => {
    expect(read(obesity, 'sorry i no understand this question')).toMatchObject({ ok: false, kind: 'not_understood' });
    expect(intentOf("Right, I'm back. Sorry about that, where were we").kind).toBe('greeting');
  });

  it('corrects a value said "X, not Y" and a recount made with someone; a hedge left to someone else is not sure', () => {
    expect(readCorrection('sorry, he just corrected me, he is 163 cm now, not 165.')?.body).toBe('163 cm');
    expect(readCorrection('sorry, i check the scale again this morning, he is 91 kg, not 88.')?.body).toMatch(/91 kg/);
    expect(readCorrection('actually i just sat down and counted with her, so 6 altogether')).toMatchObject({ topic: RECOUNT_TOPIC });
    const answer = (text: string) =>
      answerAlone(yesNo('Are you willing to forego other treatment outside of medications for the 8-week trial period?'), text);
    expect(answer("I think she would, but I'd have to ask her.")).toMatchObject({ value: 'unsure' });
    expect(answer("Probably? Depends what counts as 'other treatment' I guess")).toMatchObject({ value: 'unsure' });
    expect(answer("I think I could manage that, yes. I'm not doing anything else for it, which has been a trial in itself!")).toMatchObject({
      value: 'yes',
    });
  });

  it('reads the age before a birthday to come after a dash, and the height now beside the one it used to be', () => {
    expect(value(age, "58 - 59 in August, don't remind me!")).toBe(58);
    const height = q('height', 'height', { text: 'How tall are you?', answerType: 'number', unit: 'cm' });
    expect(value(height, "I'm five foot two, used to be five three but I've shrunk!")).toBeCloseTo(157.5, 1);
    expect(value(height, "I used to be 5'7 but I've shrunk")).toBe('unread');
  });
});

describe('the twenty-seventh and twenty-eighth rounds: what the medicine is, how often, who can join with a condition, rules after closing', () => {
  it('answers "is it like a cream?" with the form the titles name, and "once daily or BID?" as a question of frequency', () => {
    const facts = factsWith({ treatments: ['KNP2002'], route: 'on the skin, as an ointment' });
    expect(answerAsk('is this like a cream or what', { facts, question: null }).text).toContain('It is given on the skin, as an ointment.');
    expect(answerAsk('dosing frequency - once daily or bid', { facts, question: null })).toMatchObject({ topic: 'frequency' });
    const weekly = factsWith({ treatments: ['CagriSema'], route: 'as an injection under the skin, once a week' });
    expect(answerAsk('dosing frequency - once daily or bid', { facts: weekly, question: null }).text).toMatch(
      /^It is given as an injection under the skin, once a week\./,
    );
  });

  it('answers what the study tests, "is this basically ozempic", "what is different between…", and "what is this" before any question', () => {
    const facts = factsWith({
      title: 'CagriSema in East Asia',
      summary: 'It compares CagriSema with semaglutide.',
      treatments: ['Cagrilintide', 'Semaglutide'],
    });
    expect(answerAsk('before we start, can you tell me what this study is actually testing', { facts, question: null })).toMatchObject({
      topic: 'purpose',
    });
    expect(answerAsk('wait is this basically ozempic', { facts, question: null })).toMatchObject({ topic: 'involvement' });
    expect(answerAsk('and is this one of those weekly jabs like ozempic', { facts, question: null })).toMatchObject({ topic: 'involvement' });
    expect(answerAsk('what is different between cagrisema and semaglutide only', { facts, question: null })).toMatchObject({ topic: 'involvement' });
    expect(answerAsk('ok but what is this', { facts, question: null }).text).toBe(
      'This study is called "CagriSema in East Asia". It compares CagriSema with semaglutide.',
    );
    expect(splitAsks('Fine. Just out of curiosity, what is KNP2002 anyway?').asks).toEqual(['what is knp2002 anyway']);
    expect(splitAsks("I'm not doing anything else, except cutting back on coffee, which has been a trial in itself!").asks).toEqual([]);
  });

  it('answers "can people with type 1 take part?" and "what counts as \'other treatment\'?" from the rules', () => {
    const rules = [
      { id: 'inc-4', kind: 'inclusion', text: 'Willing to forego other treatment outside of medications for the 8-week trial period' },
      {
        id: 'exc-9',
        kind: 'exclusion',
        text: 'Currently undergoing or unwilling to forego pelvic floor physical therapy for the 8-week intervention period',
      },
      { id: 'exc-3', kind: 'exclusion', text: 'History of type 1 or type 2 diabetes' },
    ];
    const facts = factsWith({});
    expect(answerAsk('can people with type 1 take part, or is it only type 2', { facts, question: null, rules }).text).toContain(
      'History of type 1 or type 2 diabetes',
    );
    const willing = {
      ...yesNo('Are you willing to forego other treatment outside of medications for the 8-week trial period?'),
      criteria: [{ trialId: 't1', criterionId: 'inc-4' }],
    };
    const said = "Depends. What counts as 'other treatment'? I'm doing pelvic floor PT right now.";
    const text = answerAsk("what counts as 'other treatment'", { facts, question: willing, rules, said }).text;
    expect(text).toContain('Willing to forego other treatment');
    expect(text).toContain('pelvic floor physical therapy');
    expect(
      answerAsk('would i have to stop my acupuncture', {
        facts,
        question: willing,
        rules,
        said: 'would I have to stop my acupuncture? I go every 2 weeks',
      }).text,
    ).toContain('Willing to forego other treatment');
  });

  it('after a not-a-fit closing, "how long would I need to wait?" and "even though it was 30 years ago?" get the rule that did not fit', () => {
    const rules = [
      { id: 'exc-1', kind: 'exclusion', text: 'Treatment with any medication prescribed for obesity within 90 days before screening' },
      { id: 'inc-5', kind: 'inclusion', text: 'Diagnosed with T2D at least 180 days before screening' },
    ];
    const ask = 'if i stopped wegovy now, how long would i need to wait before screening';
    const text = answerAsk(ask, { facts: factsWith({}), question: null, rules, ruledOutBy: [rules[0]] }).text;
    expect(text).toContain('within 90 days before screening');
    expect(text).not.toContain('180 days');
    expect(splitAsks('Even though it was over 30 years ago?').asks).toEqual(['even though it was over 30 years ago']);
  });
});

describe('the twenty-ninth and thirtieth rounds: refusals, pauses, weights a hair under, corrections by topic, doubts', () => {
  it('never reads "Correct, please don\'t contact me." as consent, and takes up "I\'d rather not be contacted" beside a question', () => {
    const plain = consentTo("Correct, please don't contact me.");
    expect(plain.state.consent?.given).not.toBe(true);
    expect(plain.state.declinePending).toBe(true);
    const asked = consentTo("I'd rather not be contacted. Can I just see if I qualify?");
    expect(asked.state.consent?.given).not.toBe(true);
    expect(asked.state.declinePending).toBe(true);
    expect(step(asked.state, "Correct, please don't contact me.", { now: NOW }).state.phase).toBe('declined');
    expect(consentTo('yes you can contact me').state.consent).toMatchObject({ given: true });
  });

  it('pauses on "…can i finish this later" at the end of a message and on "can I come back and finish this in a bit?"', () => {
    expect(isPause('omg my mom is calling me can i finish this later')).toBe(true);
    expect(isPause('Oh dear, my husband needs help with something, can I come back and finish this in a bit?')).toBe(true);
    expect(isPause('my mom says i can finish the cream later')).toBe(false);
  });

  it('reads "just under 16 stone 4" as that weight and "I still feel about 40" as no age, but "under 100 kg" stays a bound', () => {
    expect(value(weight, 'Just under 16 stone 4 on the bathroom scales')).toBeCloseTo(103.4, 1);
    expect(value(weight, 'under 100 kg')).toBe('unread');
    expect(value(age, 'I am 67, I will be 68 in the fall, which is hard to believe because I still feel about 40 most days.')).toBe(67);
    expect(value(age, 'just under 50')).toBe('unread');
  });

  it('corrects the question a message names after "sorry" or "going back to", and a value looked up "actually"', () => {
    expect(readCorrection('sorry the weight, i check this morning, is 103.5 kg')).toEqual({ body: '103.5 kg', topic: 'weight' });
    expect(readCorrection("sorry, going back to the age question - i typed 38 but i'm actually 39 now, birthday was last week.")).toEqual({
      body: "i'm 39 now, birthday was last week.",
      topic: 'age',
    });
    expect(readCorrection('sorry, i checked with my mom, it was 2003 actually. i was 7')).toEqual({ body: '2003' });
    // without "actually" it may be the answer to the date question waiting
    expect(readCorrection('i checked with my mom, it was 2003')).toBeNull();
  });

  it('keeps no lean when the visitor doubts that what they have is what is asked, and knows Spanish sentences with few Spanish words', () => {
    const t2d = yesNo('Has a doctor ever told you that you have type 2 diabetes?');
    expect(answerAlone(t2d, 'doctor say my sugar is borderline, pre diabetes i think. not sure if that is type 2')).toMatchObject({
      value: 'unsure',
    });
    expect(isSpanish('hace como cinco años, me lo dijo el doctor en la fábrica')).toBe(true);
    expect(isSpanish('my doctor said la la land is good')).toBe(false);
  });
});

describe('the twenty-ninth and thirtieth rounds: questions about the rules, the sites, the length and the meaning', () => {
  const rules = [
    { id: 'inc-3', kind: 'inclusion', text: 'Subjects who agree to contraception from obtaining consent to 4 weeks after the end of administration' },
    { id: 'exc-4', kind: 'exclusion', text: 'Subjects with a history of malignant tumor within 5 years before administration of study drug' },
    {
      id: 'exc-5',
      kind: 'exclusion',
      text: 'Subjects with any of the following diseases: Malignant tumor; Serious heart disease; Poorly controlled diabetes/hypertension',
    },
    { id: 'exc-6', kind: 'exclusion', text: 'Use of an OAB medication (anticholinergic or beta-agonist) within the past two weeks' },
    { id: 'exc-7', kind: 'exclusion', text: 'History of type 1 or type 2 diabetes' },
  ];
  const facts = factsWith({ sites: [{ facility: 'MedStar Health', city: 'Washington', state: 'District of Columbia', country: 'United States' }] });

  it('explains the question on "what is the meaning?" and answers "why would a wart cream need that?" with the rule it checks', () => {
    const compound = { ...yesNo('Do you have cancer or poorly controlled diabetes?'), criteria: [{ trialId: 't1', criterionId: 'exc-5' }] };
    expect(answerAsk('what is the meaning', { facts, question: compound, rules }).topic).toBe('explain_question');
    const contraception = {
      ...yesNo('Are you willing to use effective birth control during the study?'),
      criteria: [{ trialId: 't1', criterionId: 'inc-3' }],
    };
    const why = answerAsk('why would a wart cream need that', { facts, question: contraception, rules });
    expect(why.topic).toBe('why_asked');
    expect(why.text).toContain('4 weeks after the end of administration');
  });

  it('answers a condition asked about by its kind ("leukemia long ago", "type 1 diabetics", oxybutynin) from the rules', () => {
    const leukemia = answerAsk('is leukemia long ago ok for this study', { facts, question: null, rules }).text;
    expect(leukemia).toContain('within 5 years');
    expect(answerAsk('do type 1 diabetics qualify at all', { facts, question: null, rules }).text).toContain('History of type 1 or type 2 diabetes');
    const said = 'Yes. I stopped oxybutynin about a month ago because of the dry mouth - does that matter?';
    expect(answerAsk('does that matter', { facts, question: null, rules, said }).text).toContain('within the past two weeks');
  });

  it('answers "go into Washington for appointments?", "8 weeks or 10?", and after a not-a-fit closing "could I apply then?"', () => {
    expect(answerAsk('would i need to go into washington for appointments', { facts, question: null, rules }).text).toContain('Washington');
    expect(answerAsk('is the intervention 8 weeks or 10', { facts, question: null, rules }).topic).toBe('duration');
    const obesity = { id: 'exc-1', kind: 'exclusion', text: 'Treatment with any medication prescribed for obesity within 90 days before screening' };
    const said = 'If I wait three months after stopping Wegovy, could I apply then?';
    const after = answerAsk('could i apply then', { facts, question: null, rules: [obesity], said, ruledOutBy: [obesity] });
    expect(after.text).toContain('within 90 days before screening');
    expect(answerAsk('how do i apply it', { facts, question: null }).topic).toBe('involvement');
  });
});

describe('the thirty-first and thirty-second rounds: "not quite sure what you\'re asking", units said before, corrections after a dash', () => {
  it('explains the question on "not quite sure what you\'re asking" instead of keeping a lean to no', () => {
    const allergy = yesNo('Have you ever had allergy to creams, ointments or lotions put on the skin?');
    expect(read(allergy, "Sorry, I'm not quite sure what you're asking here.")).toMatchObject({ ok: false, kind: 'not_understood' });
  });

  it('reads a weight said for someone else with a hedge after it, and "let\'s say 88" in the unit said just before', () => {
    expect(value(weight, "He's around 195 lbs last I heard")).toBeCloseTo(88.5, 1);
    expect(value(weight, 'he was 185 lb at his last checkup')).toBeCloseTo(83.9, 1);
    expect(value(weight, "she's 60 kg and I'm 80")).toBe('unread');
    const form: FormContent = { sharedQuestions: [], blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [weight], siteOnly: [] }] };
    let state = step(start(form, { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' }), 'yes', { now: NOW }).state;
    state = step(state, '85-90 kg', { now: NOW }).state;
    expect(state.answers.weight).toBeUndefined();
    expect(step(state, "let's say 88", { now: NOW }).state.answers.weight).toMatchObject({ value: 88 });
    // a bare number with no unit said before is still asked about
    expect(answerAlone(weight, '88')).toBeUndefined();
  });

  it('reads corrections "weight is 101 kg, not 110. typo", "sorry typo - 35, not 53", "correction on his weight - …" and "February, not March - …"', () => {
    expect(readCorrection('sorry, weight is 101 kg, not 110. typo')).toEqual({ body: '101 kg', topic: 'weight' });
    expect(readCorrection('sorry typo - 35, not 53')).toEqual({ body: '35' });
    expect(readCorrection('sorry, correction on his weight - my mom says he was 185 lb at his last checkup, not 195.')).toEqual({
      body: 'he was 185 lb at his last checkup',
      topic: 'weight',
    });
    expect(readCorrection('actually sorry, it was february, not march - the blood test was early feb')).toEqual({ body: 'february' });
    // an abbreviation names no question: the correction is read by its unit
    expect(readCorrection('correction on wt - 86 kg, weighed myself this am')?.topic).toBeUndefined();
  });
});

describe('the thirty-first and thirty-second rounds: two questions in one sentence, sites by country, rules asked about', () => {
  const facts = factsWith({
    treatments: ['KNP2002'],
    route: 'on the skin, as an ointment',
    sites: [
      ...['Tokyo', 'Osaka', 'Chiba', 'Aichi'].map((state) => ({ facility: 'Site', city: `${state}-shi`, state, country: 'Japan' })),
      { facility: 'Site', city: 'Taipei City', state: null, country: 'Taiwan' },
    ],
  });
  const rules = [
    { id: 'inc-4', kind: 'inclusion', text: 'Willing to forego other treatment outside of medications for the 8-week trial period' },
    { id: 'exc-4', kind: 'exclusion', text: 'Use of an OAB medication (anticholinergic or beta-agonist) within the past two weeks' },
    { id: 'exc-6', kind: 'exclusion', text: 'Women who are pregnant, may become pregnant, or are breastfeeding' },
    { id: 'exc-7', kind: 'exclusion', text: 'Subjects with a history of malignant tumor within 5 years before administration of study drug' },
  ];

  it('answers each question of "What is KNP2002, is it a cream?" and "this is same as ozempic??"', () => {
    expect(splitAsks('What is KNP2002, is it a cream?').asks).toEqual(['what is knp2002', 'is it a cream']);
    expect(answerAsk('is it a cream', { facts, question: null }).text).toContain('as an ointment');
    expect(answerAsk('this is same as ozempic', { facts, question: null }).topic).toBe('involvement');
  });

  it('says the sites by country for "is there site in Taiwan or only Japan?"', () => {
    const text = answerAsk('is there site in taiwan or only japan', { facts, question: null }).text;
    expect(text).toContain('in Taiwan: Taipei');
    expect(text).toContain('in Japan');
  });

  it('answers "still nursing … is that a problem?", "cancer that long ago rule me out?" and "would I have to stop those?" from the rules', () => {
    const said = "quick question, I'm still nursing my 5 month old - is that a problem?";
    expect(answerAsk('is that a problem', { facts, question: null, rules, said }).text).toContain('or are breastfeeding');
    expect(answerAsk('does having had cancer that long ago rule me out', { facts, question: null, rules }).text).toContain('within 5 years');
    const willing = {
      ...yesNo('Are you willing to forego other treatment outside of medications for the 8-week trial period?'),
      criteria: [{ trialId: 't1', criterionId: 'inc-4' }],
    };
    const pills = 'Yes, as long as I can keep taking my blood pressure pills and my cholesterol medicine. Would I have to stop those?';
    expect(answerAsk('would i have to stop those', { facts, question: willing, rules, said: pills }).text).toContain(
      'Willing to forego other treatment',
    );
    expect(answerAsk('why i cannot join', { facts, question: null, rules, ruledOutBy: [rules[2]] }).text).toContain('rule that did not fit');
  });
});

describe('the thirty-third and thirty-fourth rounds: "no idea" after "but", a yes said first at consent, pauses after a dash', () => {
  it('reads "…but no idea if that was an actual allergy" as not sure, and "not sure what they mean" as a request to explain', () => {
    const allergy = yesNo('Have you ever had allergy to creams, ointments or lotions put on the skin?');
    expect(read(allergy, 'Hmm, I once got a reaction from a sunscreen but no idea if that was an actual allergy')).toMatchObject({
      value: 'unsure',
    });
    expect(read(allergy, 'Upper or lower limb = arms and legs? sorry not sure what they mean')).toMatchObject({ kind: 'not_understood' });
  });

  it('takes a yes said first as consent ("Yes dear, that\'s fine…"), never one with a refusal after it', () => {
    expect(consentTo("Yes dear, that's fine, my number is on file I think.").state.consent).toMatchObject({ given: true });
    expect(consentTo('Yes, I suppose so. My wife says I should do this.').state.consent).toMatchObject({ given: true });
    expect(consentTo("yes but please don't call me").state.consent?.given).not.toBe(true);
  });

  it('pauses on "— can I come back to this later?", "can I pick this up later?" and "can I finish this after school?"', () => {
    expect(isPause('Sorry, I need to dash to a meeting — can I come back to this later?')).toBe(true);
    expect(isPause("Sorry, my phone's at 2%, can I pick this up later?")).toBe(true);
    expect(isPause('my class is coming back in, can I finish this after school?')).toBe(true);
    expect(isPause('I have 2 - 3 warts')).toBe(false);
  });
});

describe('the thirty-fifth and thirty-sixth rounds: ages worked out, "nothing since", willing after "but", corrections by the wrong value', () => {
  const height = q('height', 'height', { text: 'How tall are you?', answerType: 'number', unit: 'cm' });
  const surgery = yesNo('Does this apply to you: "Pelvic surgery within the past 6 months"?');
  const cancerWhen = q('cancerWhen', 'text:cancerWhen', { text: 'When were you diagnosed with cancer?', answerType: 'date' });
  const form: FormContent = {
    sharedQuestions: [],
    blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [age, weight, height, yesNo('Do you smoke?')], siteOnly: [] }],
  };
  const options: StartOptions = { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' };
  const run = (...messages: string[]) => messages.reduce((s, m) => step(s, m, { now: NOW }).state, start(form, options));

  it('reads an age the visitor works out, one said first before the story, and "twenty thre"; "I should explain" asks nothing', () => {
    const story =
      'Well, I should explain that I have had these warts on my hands since my younger days. As for my age, I was born in the autumn of 1972, so that would make me fifty-two at present.';
    expect(value(age, story)).toBe(52);
    expect(value(age, "38, got two warts on my left elbow and one on my shin, that's it")).toBe(38);
    expect(value(age, 'twenty thre')).toBe(23);
    expect(read(age, 'can you explain that')).toMatchObject({ kind: 'not_understood' });
  });

  it('reads "nothing since 2009" as no to a window question, and a date outside the window said with "I think" as a hedged no', () => {
    expect(readAgainstQuestion(surgery, 'No, nothing since 2009.', NOW)).toMatchObject({ value: 'no' });
    expect(readAgainstQuestion(surgery, "I've had pain since March", NOW)).toMatchObject({ value: 'yes' });
    expect(readAgainstQuestion(surgery, 'I had a laparoscopy in November I think, so about seven months ago.', NOW)).toMatchObject({
      value: 'unsure',
      hedged: true,
      lean: 'no',
    });
    expect(readAgainstQuestion(surgery, 'not sure, maybe March', NOW)).toBeNull();
    expect(readAgainstQuestion(obesityDrug, 'I stopped Saxenda last year, around October. Nothing now.', NOW)).toMatchObject({ value: 'no' });
  });

  it('notes "I don\'t know if that counts as surgery" as not sure at once', () => {
    expect(read(surgery, "Hmm, I had a hysteroscopy in March to remove a polyp. I don't know if that counts as surgery")).toMatchObject({
      value: 'unsure',
    });
  });

  it('reads birth control: a vasectomy not had names no reason, and a willing clause after "but" is a yes', () => {
    expect(value(birthControl, "My wife and I are done having children but I haven't had a vasectomy, so yes, we would use protection")).toBe('yes');
    expect(value(birthControl, 'I had a vasectomy in 2015')).toBe('not_applicable');
    expect(value(birthControl, 'She is only 15 and she has no boyfriend. But if it is the rule of the study she will follow.')).toBe('yes');
    expect(value(birthControl, "no boyfriend but she won't use anything")).toBe('no');
  });

  it('keeps only the year of "2017 I think, summer" and "2019, at company health check. October I think."', () => {
    expect(read(cancerWhen, '2017 I think, summer')).toMatchObject({ normalized: '2017' });
    expect(read(cancerWhen, '2019, at company health check. October I think.')).toMatchObject({ normalized: '2019' });
  });

  it('takes "I have no objection…", "I think that\'s ok, yes" and "um I think that\'s fine? yes" as consent; "no i said no" confirms a refusal', () => {
    expect(
      consentTo('Good afternoon. Yes, I have no objection to being contacted by telephone, preferably in the mornings.').state.consent,
    ).toMatchObject({ given: true });
    expect(consentTo("I think that's ok, yes.").state.consent).toMatchObject({ given: true });
    expect(consentTo("um I think that's fine? yes").state.consent).toMatchObject({ given: true });
    expect(consentTo('is that fine?').state.consent?.given).not.toBe(true);
    const refused = step(consentTo('no').state, 'no i said no', { now: NOW });
    expect(refused.state.phase).toBe('declined');
    expect(refused.state.consent).toMatchObject({ given: false });
  });

  it('pauses on "one moment please", "let me go and ask her…" and "on shift, give me 10"', () => {
    expect(isPause('I need to find my scale, one moment please')).toBe(true);
    expect(isPause('Let me go and ask her what the scale said this morning')).toBe(true);
    expect(isPause('on shift, give me 10')).toBe(true);
  });

  it('corrects the answer whose value is said after "not", a birthday age, "I said 85 but … now it is 83" and "he\'s actually 17 and a half stone"', () => {
    const answered = run('yes', '24', '58 kg', '160 cm');
    expect(step(answered, 'oops sorry im 165 not 160', { now: NOW }).state.answers.height).toMatchObject({ value: 165 });
    expect(step(answered, 'sorry, sixty kilos, not fifty-eight, I was thinking of last year', { now: NOW }).state.answers.weight).toMatchObject({
      value: 60,
    });
    expect(readCorrection("sorry, she's 81 actually, her birthday was last sunday")).toEqual({ body: '81 years' });
    expect(readCorrection('sorry, one more thing, my weight i said 85 but that was winter. now it is 83')).toEqual({ body: '83', topic: 'weight' });
    expect(readCorrection("oh sorry, i think he's actually 17 and a half stone now, he weighed himself this morning")).toEqual({
      body: '17 and a half stone now',
    });
    expect(readCorrection("sorry i just realised i put 32 - i'm actually 33, had my birthday last week")?.body).toMatch(/^i'm 33/);
  });
});

describe("visitors' questions of the thirty-third to thirty-sixth rounds: names, sites, the sponsor, states and medicines named beside", () => {
  const facts = factsWith({
    treatments: ['KNP2002'],
    route: 'on the skin, as an ointment',
    sponsor: 'Novo Nordisk A/S',
    sites: [
      { facility: 'MedStar Health', city: 'Washington', state: 'District of Columbia', country: 'United States' },
      { facility: 'Curavit', city: 'Boston', state: 'Massachusetts', country: 'United States' },
    ],
  });
  const rules = [
    { id: 'inc-4', kind: 'inclusion', text: 'Willing to forego other treatment outside of medications for the 8-week trial period' },
    { id: 'exc-3', kind: 'exclusion', text: 'Bladder pain defined as response ≥ 2 on ICIQ-FLUTS question #4a' },
    { id: 'exc-4', kind: 'exclusion', text: 'Use of an OAB medication (anticholinergic or beta-agonist) within the past two weeks' },
    { id: 'exc-5', kind: 'exclusion', text: 'Subjects with a history of allergy to topical skin preparations' },
    { id: 'exc-6', kind: 'exclusion', text: 'Women who are pregnant, may become pregnant, or are breastfeeding' },
  ];

  it('answers "what actually is KNP2002?" with how it is given, and "whats the app called?" with what the study looks at', () => {
    const what = answerAsk('what actually is knp2002', { facts, question: null });
    expect(what).toMatchObject({ topic: 'term' });
    expect(what.text).toContain('as an ointment');
    expect(answerAsk('whats the app called', { facts, question: null }).topic).toBe('involvement');
  });

  it('answers "Is this the Novo Nordisk study?" by the sponsor, "Is Curavit in Boston?" and "anywhere in Texas?" by the sites', () => {
    expect(answerAsk('is this the novo nordisk study', { facts, question: null }).text).toContain('Novo Nordisk A/S');
    expect(answerAsk('is curavit in boston', { facts, question: null }).text).toContain('Curavit (Boston');
    expect(answerAsk('is this being done anywhere in texas', { facts, question: null }).topic).toBe('location');
  });

  it('answers "will I know if I\'m on the placebo…?" by the design, "…while breastfeeding?" by the rule on that state', () => {
    expect(answerAsk("will i know if i'm on the placebo or the real stuff", { facts, question: null }).topic).toBe('design');
    expect(answerAsk('can i use the ointment while breastfeeding', { facts, question: null, rules }).text).toContain('or are breastfeeding');
  });

  it('answers "Does that include my bladder pills? I take Myrbetriq." by the medication rule, not the bladder one', () => {
    const said = 'Does that include my bladder pills? I take Myrbetriq.';
    const text = answerAsk('does that include my bladder pills', { facts, question: null, rules, said }).text;
    expect(text).toContain('beta-agonist');
    expect(text).not.toContain('Bladder pain');
  });

  it('answers "would I still be able to take my blood pressure pills?" with the rule of the waiting question about forgoing treatment', () => {
    const willing = {
      ...yesNo('Are you willing to forego other treatment outside of medications for the 8-week trial period?'),
      criteria: [{ trialId: 't1', criterionId: 'inc-4' }],
    };
    const ask = 'would i still be able to take my blood pressure pills';
    expect(answerAsk(ask, { facts, question: willing, rules }).text).toContain('outside of medications');
  });

  it('takes "if im on antibiotics … right now can i still do it later?" as a question, never an answer', () => {
    expect(intentOf('if im on antibiotics for a uti right now can i still do it later?')).toMatchObject({ kind: 'asks' });
  });
});

describe('the thirty-seventh and thirty-eighth rounds: medicines a question leaves out, stops said with "it", kilograms by country', () => {
  const willing = yesNo('Are you willing to forego other treatment outside of medications for the 8-week trial period?');
  const breastfeeding = q('bf', 'breastfeeding', { text: 'Are you breastfeeding?' });

  it('leaves out a medicine the visitor keeps when the question leaves medicines out, and reads "not having any other treatment" as nothing to forgo', () => {
    const said =
      "I think so. I take a tablet for my blood pressure and I wouldn't want to stop that, but I'm not having any other treatment for my bladder.";
    expect(read(willing, said)).toMatchObject({ value: 'yes' });
    expect(read(willing, "I wouldn't want to stop my pills")).toMatchObject({ ok: false });
    expect(read(willing, "I go to pelvic floor PT every week, I wouldn't want to stop that")).toMatchObject({ value: 'no' });
  });

  it('reads "I stopped it in December" as the stop, outside a 90-day window', () => {
    expect(readAgainstQuestion(obesityDrug, 'I took Mounjaro last year, but I stopped it in December because of nausea.', NOW)).toMatchObject({
      value: 'no',
    });
  });

  it('reads a yes with a guess how long it goes on, and pauses on "I\'ll come back and finish this"', () => {
    expect(read(breastfeeding, "Yes, my son is 5 months old and I'm still feeding him, probably until he's one.")).toMatchObject({ value: 'yes' });
    expect(isPause("Sorry, the baby just woke up, I have to go for a bit. I'll come back and finish this.")).toBe(true);
    expect(isPause("I'll come back to the clinic every week for it?")).toBe(false);
  });

  it('reads corrections "scratch that…", "it was May 2016, not April", "I\'m actually 5\'2", not 5\'4"" and "he says the diagnosis was 2013, not 2015"', () => {
    expect(readCorrection('wait, scratch that. i had a laparoscopy in march. so yes to pelvic surgery in the last 6 months')).toEqual({
      body: 'i had a laparoscopy in march. so yes to pelvic surgery in the last 6 months',
    });
    expect(readCorrection('sorry, just dug out my old hospital letters - it was may 2016, not april.')).toEqual({ body: 'may 2016' });
    expect(readCorrection("oops, sorry, i'm actually 5'2\", not 5'4\". typo")).toEqual({ body: "i'm 5'2\"" });
    expect(readCorrection("sorry - i've just asked him and he says the diagnosis was 2013, not 2015. he's got the letter")).toEqual({
      body: '2013',
      topic: 'diagnosis',
    });
    expect(readCorrection('sorry, i just went and looked at his foot properly again and there are actually five')?.topic).toBe(RECOUNT_TOPIC);
  });

  it('reads a bare weight as kilograms where every site weighs people in kilograms, and asks elsewhere or above 150', () => {
    const form: FormContent = { sharedQuestions: [], blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [weight], siteOnly: [] }] };
    const site = (country: string) => ({ facility: 'Site', city: 'City', state: null, country });
    const weighed = (countries: string[], text: string) => {
      const facts = factsWith({ sites: countries.map(site) });
      const s = step(start(form, { now: NOW, trials: [{ id: 't1', criteria: [], facts }], consentText: 'May we?' }), 'yes', { now: NOW }).state;
      return step(s, text, { now: NOW }).state.answers.weight?.value;
    };
    expect(weighed(['Japan', 'Taiwan'], '82.5')).toBe(82.5);
    expect(weighed(['Japan'], '79.5 on the scale')).toBe(79.5);
    expect(weighed(['Japan'], '180')).toBeUndefined();
    expect(weighed(['Japan', 'United States'], '82.5')).toBeUndefined();
  });

  it('answers "where is the injection given?", "is it a pharmaceutical company?", "can type 1s even do this study?" and "whats OAB stand for lol"', () => {
    const facts = factsWith({
      sponsor: 'Novo Nordisk A/S',
      route: 'under the skin, once a week',
      sites: [{ facility: 'Site', city: 'Osaka', state: null, country: 'Japan' }],
    });
    expect(answerAsk('where is the injection given', { facts, question: null }).topic).toBe('involvement');
    expect(answerAsk('is it a pharmaceutical company', { facts, question: null }).text).toContain('Novo Nordisk');
    expect(answerAsk('can type 1s even do this study', { facts, question: null }).topic).toBe('who_can_join');
    expect(answerAsk('wait whats oab stand for lol', { facts, question: null }).text).toContain('veractive bladder');
  });
});

describe('the thirty-ninth and fortieth rounds: "does a c section count?", medicines denied to a question that leaves them out', () => {
  it('asks what counts for "does a c section count? i had one in february" instead of reading the date as a yes', () => {
    const surgery = yesNo('Does this apply to you: "Pelvic surgery within the past 6 months"?');
    expect(readAgainstQuestion(surgery, 'does a c section count? i had one in february', NOW)).toBeNull();
    expect(read(surgery, 'does a c section count? i had one in february')).toMatchObject({ kind: 'counts' });
  });

  it('never reads "not on any bladder meds tho" as a no to forgoing other treatment outside of medications', () => {
    const willing = yesNo('Are you willing to forego other treatment outside of medications for the 8-week trial period?');
    expect(read(willing, 'not on any bladder meds tho')).toMatchObject({ ok: false });
    expect(read(willing, "I'd keep my regular meds but yes otherwise")).toMatchObject({ value: 'yes' });
  });
});

describe('the forty-first and forty-second rounds: tubes tied, a phone without apps, ages with the next birthday, corrections said in passing', () => {
  const height = q('height', 'height', { text: 'How tall are you?', answerType: 'number', unit: 'cm' });
  const apps = yesNo('Do you use at least one mobile App?');
  const willing = yesNo('Are you willing to forego other treatment outside of medications for the 8-week trial period?');
  const form: FormContent = {
    sharedQuestions: [],
    blocks: [{ trialId: 't1', nctId: 'NCT0', title: 'T', questions: [age, when, weight, height, yesNo('Do you smoke?')], siteOnly: [] }],
  };
  const options: StartOptions = { now: NOW, trials: [{ id: 't1', criteria: [] }], consentText: 'May we?' };
  const run = (...messages: string[]) => messages.reduce((s, m) => step(s, m, { now: NOW }).state, start(form, options));

  it('reads tubes tied as "does not apply", and a denied sterilisation beside a method used as a yes', () => {
    expect(value(birthControl, 'Not relevant for me anymore, I had my tubes tied after my second child.')).toBe('not_applicable');
    expect(value(birthControl, 'I had my tubes tied')).toBe('not_applicable');
    expect(value(birthControl, "i haven't had my tubes tied, we use condoms")).toBe('yes');
    expect(value(birthControl, "no hysterectomy, and no, I won't use anything")).toBe('no');
  });

  it('reads a phone that runs no apps as no to using apps, and "i really dont want to stop" as unwilling', () => {
    expect(value(apps, 'I HAVE A FLIP PHONE. MY GRANDDAUGHTER SAYS IT DOESNT DO APPS')).toBe('no');
    expect(value(apps, 'i only have a flip phone')).toBe('no');
    expect(value(apps, 'I have a flip phone but use whatsapp on my ipad')).toBe('yes');
    expect(value(willing, 'depends, im doing pelvic floor pt right now and i really dont want to stop')).toBe('no');
  });

  it('reads "he became 60", an age with the next birthday after it, and an age beside a hedge in another sentence', () => {
    expect(value(age, 'He became 60 in February.')).toBe(60);
    expect(value(age, 'Sixty-three, sixty-four come August.')).toBe(63);
    expect(value(age, 'forty-nine. fifty this December')).toBe(49);
    expect(value(age, 'I am 58 years old. I also have type 2 diabetes, for about six years.')).toBe(58);
    expect(value(age, "I'm about 58. I think")).toBe('unread');
  });

  it('keeps the season of "Spring 2022, I think it was April" and reads "2016, at company health check in autumn"', () => {
    expect(read(when, 'Spring 2022, I think it was April')).toMatchObject({ value: '2022-04' });
    expect(read(when, 'Spring 2019, I think it was April or May')).toMatchObject({ value: '2019-04' });
    expect(read(when, 'It was 2016, at company health check in autumn.')).toMatchObject({ value: '2016-10' });
  });

  it('reads corrections said with a reason after them, a birthday since, "so yes to the … one" and what the scale says now', () => {
    expect(readCorrection('sorry correction, 38 not 37. birthday was last week')).toEqual({ body: '38' });
    expect(readCorrection('sorry 176 actually, i always round up')).toEqual({ body: '176' });
    expect(readCorrection('sorry, it was 2015. the year my daughter married.')).toEqual({ body: '2015', topic: DATE_TOPIC });
    expect(readCorrection('oh wait, sorry - i forgot i had a sling put in at the end of january. so yes to the pelvic surgery one')).toEqual({
      body: 'yes',
      topic: 'pelvic surgery',
    });
    expect(readCorrection('he actually turned 17 in may. so 17, not 16')).toEqual({ body: '17 years' });
    expect(readCorrection('sorry, just realised i told you 45 - i turned 46 last month. old age!')?.body).toMatch(/^i turned 46/);
    expect(readCorrection('im actually 35 now, my birthday was last week lol')).toEqual({ body: '35 years' });
    expect(readCorrection("oh wait, 245 was what i weighed at new year's. the scale this morning said 232.")).toEqual({
      body: '232',
      topic: 'weight',
    });
    // said while the age question waits, it is the answer
    expect(intentOf('I turned 46 last month')).toMatchObject({ kind: 'answer' });
  });

  it('applies them: a bare number to the number answered last, a date to the date answered, a weight in the unit the visitor typed', () => {
    const answered = run('yes', '24', 'March 2019', '245 lbs', '170 cm', 'no');
    expect(step(answered, 'sorry 176 actually, i always round up', { now: NOW }).state.answers.height).toMatchObject({ value: 176 });
    expect(step(answered, 'Sorry, it was 2015. The year my daughter married.', { now: NOW }).state.answers.when).toMatchObject({
      value: expect.stringMatching(/^2015/),
    });
    const scale = step(answered, "oh wait, 245 was what I weighed at New Year's. The scale this morning said 232.", { now: NOW });
    expect(scale.state.answers.weight.value).toBeCloseTo(105.2, 1);
    // the date question waiting: "sorry, it was 2015" is its answer
    expect(step(run('yes', '24'), 'sorry, it was 2015', { now: NOW }).state.answers.when).toMatchObject({ value: expect.stringMatching(/^2015/) });
  });

  it('pauses on "ill finish this later" and "back in two ticks"; "Not now, I\'m in remission." is an answer', () => {
    expect(isPause('wait class is starting, ill finish this later')).toBe(true);
    expect(isPause("Kettle's boiled, back in two ticks")).toBe(true);
    expect(isPause("Not now, I'm in remission.")).toBe(false);
    expect(isPause('not now, im busy')).toBe(true);
  });

  it('takes "I think so? Yes ok" as consent, confirms "No, I don\'t think so.", and never takes a refusal that ends on a statement', () => {
    expect(consentTo('I think so? Yes ok').state.consent).toMatchObject({ given: true });
    expect(consentTo("No, I don't think so.").state.declinePending).toBe(true);
    expect(consentTo("I'd rather you didn't. I'm only looking for now.").state.consent?.given).not.toBe(true);
    const calls = consentTo("I don't want phone calls. I get enough of those from people selling car warranties.");
    expect(calls.state.consent?.given).not.toBe(true);
    expect(calls.replies.some((r) => r.type === 'text' && r.text === NO_CALLS_TEXT)).toBe(true);
  });

  it('reads a start said beside "now" as inside a window, and asks whether a start said alone still goes on', () => {
    expect(readAgainstQuestion(obesityDrug, 'yeah im on wegovy rn, started it in january, down like 15 lbs so far', NOW)).toMatchObject({
      value: 'yes',
    });
    expect(readAgainstQuestion(obesityDrug, "started wegovy in january, I'm still on it", NOW)).toMatchObject({ value: 'yes' });
    expect(readAgainstQuestion(obesityDrug, 'I started Wegovy in 2019', NOW)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Is that still going on/),
    });
    expect(readAgainstQuestion(obesityDrug, 'still on it now', NOW)).toMatchObject({ value: 'yes' });
    expect(readAgainstQuestion(obesityDrug, 'I started Saxenda in 2022 and stopped in 2023', NOW)).toMatchObject({ value: 'no' });
  });

  it('knows "perdón, ¿se puede hacer en español?" is Spanish', () => {
    expect(isSpanish('perdón, ¿se puede hacer en español?')).toBe(true);
    expect(isSpanish('Is it in español?')).toBe(false);
  });
});

describe("visitors' questions of the forty-first and forty-second rounds: the placebo, the groups compared, apps, who can join", () => {
  const app = factsWith({
    treatments: ['RiSolve App', 'AUGS Patient Handouts'],
    randomized: true,
    arms: [
      { label: 'Intervention - RiSolve PDTx App', placebo: false, description: 'Access to the RiSolve PDTx app for 10 weeks.' },
      { label: 'Control - Standard Therapy', placebo: false, description: 'Educational handouts on bladder training.' },
    ],
    sex: 'FEMALE',
  });
  const cream = factsWith({
    treatments: ['KNP2002', 'Placebo of KNP2002'],
    arms: [
      { label: 'High dose group', placebo: false, description: 'Ointment, high dose' },
      { label: 'Placebo group', placebo: true, description: 'Ointment without the medicine' },
    ],
  });
  const injection = factsWith({
    treatments: ['Cagrilintide', 'Semaglutide', 'Placebo Semaglutide'],
    arms: [
      { label: 'CagriSema', placebo: false, description: 'cagrilintide and semaglutide' },
      { label: 'Semaglutide', placebo: false, description: 'semaglutide and placebo matched to semaglutide' },
    ],
  });
  const ask = (text: string, facts: TrialFacts) => answerAsk(text, { facts, question: null });

  it('says whether there is a placebo: a placebo group, one listed beside the medicines, or none', () => {
    expect(ask('is there a placebo', cream).text).toMatch(/^Yes: one group gets a placebo/);
    expect(ask('is it real medicine or could i get the fake one', injection).text).toMatch(/^No group gets only a placebo/);
    expect(ask('is it real medicine or could i get the fake one', injection).topic).toBe('involvement');
    expect(ask('is there a placebo', app).text).toMatch(/names no placebo/);
    expect(ask('is there a placebo group will i know if i got the real one', cream).text).toContain('placebo');
  });

  it('answers "what do I get instead?", "compared against?" and "the same cream for everyone?" with the groups', () => {
    expect(ask("if i don't get the app, what do i get instead", app).text).toContain('Control - Standard Therapy (Educational handouts');
    expect(ask('what is cagrisema being compared against', injection).topic).toBe('involvement');
    const same = answerAsk('is it the same cream for everyone', { facts: cream, question: yesNo('Are you able to sign the form?') });
    expect(same.text).toContain('High dose group');
  });

  it('answers app questions from the record, and "do you take men?" and "does it have to be a woman?" with who can join', () => {
    for (const text of ['what kind of app is it', 'do i have to download something', 'whats the app'])
      expect(ask(text, app).topic).toBe('involvement');
    for (const text of ['do you take men in this one', 'does it have to be a woman']) expect(ask(text, app).topic).toBe('who_can_join');
  });

  it('quotes a rule with the subgroup heading it stands under, and reads "T2D" as type 2 diabetes', () => {
    const rules = [
      {
        id: 'inc-4',
        kind: 'inclusion',
        text: 'Diagnosed with T2D at least 180 days before screening',
        context: ['Diabetes-related for participant with T2D'],
      },
      { id: 'exc-3', kind: 'exclusion', text: 'History of type 1 or type 2 diabetes', context: ['Glycaemia-related for participant without T2D'] },
    ];
    const text = answerAsk('is this study only for type 2 people', { facts: factsWith({}), question: null, rules }).text;
    expect(text).toContain('(under "Diabetes-related for participant with T2D"): "Diagnosed with T2D');
    expect(text).toContain('(under "Glycaemia-related for participant without T2D"): "History of type 1');
  });
});

describe('the forty-third and forty-fourth rounds: "last March", a yes after the story, consent said for someone else, doubts', () => {
  it('asks which year "last March" means when March of this year is past', () => {
    expect(read(when, 'last March')).toMatchObject({ ok: false, reason: 'Do you mean March 2025 or March 2024?' });
    expect(read(when, 'last October')).toMatchObject({ value: '2024-10' });
  });

  it('reads a yes after "but I suppose" or as the last sentence, never "not" alone as "does not apply"', () => {
    expect(value(birthControl, "He's 16 and not in a relationship but I suppose yes if it was required?")).toBe('yes');
    expect(value(birthControl, 'She is 15 and not sexually active. But if the study requires it, yes, we agree.')).toBe('yes');
    expect(value(birthControl, 'my wife is 47, we not plan baby. yes ok')).toBe('yes');
    expect(value(birthControl, 'does not apply')).toBe('not_applicable');
  });

  it('reads a doubt that it is the thing asked about as not sure', () => {
    const warts = yesNo('Do you have common warts on the upper or lower limb?');
    expect(read(warts, 'i think so, i have like small bumps on my fingers, never went to doctor so i dont know if is warts')).toMatchObject({
      value: 'unsure',
    });
  });

  it('takes consent said for someone else, never a weak yes that only says who is typing; "I\'m sure" still confirms a refusal', () => {
    expect(consentTo("Hi, I'm filling this out for my mom. She's fine with you calling her, or me").state.consent).toMatchObject({ given: true });
    expect(consentTo("I'm her daughter, I'm helping my mom fill this out").state.consent?.given).not.toBe(true);
    expect(step(consentTo('no').state, "I'm sure", { now: NOW }).state.phase).toBe('declined');
  });

  it('pauses on a wait to check and an emoji after "I\'ll come back later", not on a wait that brings the value', () => {
    expect(isPause('wait please, I go check the scale')).toBe(true);
    expect(isPause("oh sorry my class is starting!! I'll come back later 🙏")).toBe(true);
    expect(isPause('oh wait I check scale this morning, it is 62 kg')).toBe(false);
    expect(intentOf("ok I'm back, couldn't find it")).toMatchObject({ kind: 'greeting' });
  });

  it('reads "the diabetes was 2016, not 2015" and "make that 5\'10" as corrections, and "…, does that matter?" as a question', () => {
    expect(readCorrection('also he says the diabetes was 2016, not 2015, sorry')).toEqual({ body: '2016', topic: 'diabetes' });
    expect(readCorrection('sorry, diabetes was 2018 not 2019, i checked my notebook')).toEqual({ body: '2018', topic: 'diabetes' });
    expect(readCorrection("sorry make that 5'10 actually")).toEqual({ body: "5'10" });
    expect(intentOf('Actually there might be a third one coming on his toe, does that matter?')).toMatchObject({ kind: 'asks' });
  });

  it('answers "why are you asking about birth control?", "what kind of study is this?", origin, "does type 1 count?" and "does it have to be hand?"', () => {
    const rules = [
      { id: 'inc-3', kind: 'inclusion', text: 'Body mass index (BMI) greater than or equal to 27.0 kg/m^2' },
      { id: 'exc-3', kind: 'exclusion', text: 'History of type 1 or type 2 diabetes' },
      { id: 'inc-c', kind: 'inclusion', text: 'Subjects who agree to contraception' },
    ];
    const facts = factsWith({ population: 'East Asian Participants', sites: [{ facility: 'S', city: 'Taipei', state: null, country: 'Taiwan' }] });
    const weightQ = {
      ...q('w', 'weight', { text: 'How much do you weigh?', answerType: 'number', unit: 'kg' }),
      criteria: [{ trialId: 't1', criterionId: 'inc-3' }],
    };
    const bc = { ...birthControl, criteria: [{ trialId: 't1', criterionId: 'inc-c' }] };
    expect(answerAsk('sorry why are you asking about birth control', { facts, question: bc, rules })).toMatchObject({ topic: 'why_asked' });
    expect(answerAsk('what kind of study is this', { facts, question: null }).topic).toBe('purpose');
    expect(answerAsk("does it matter that i'm not asian", { facts, question: weightQ, rules }).text).toContain('East Asian');
    expect(answerAsk('does type 1 count', { facts, question: weightQ, rules }).text).toContain('History of type 1');
    expect(answerAsk('do i have to be very overweight to join', { facts, question: null, rules }).text).toContain('Body mass index');
    const limb = yesNo('Do you have common warts on the upper or lower limb?');
    expect(answerAsk('does it have to be hand', { facts, question: limb, rules }).text).toContain('including the hands');
  });
});

describe('the forty-fifth and forty-sixth rounds: refusals that name the ways, ages beside a story, guesses put as questions', () => {
  it('confirms a refusal that names the ways of contact or will not give them, never taking it as consent', () => {
    for (const text of [
      "I don't want anyone to call or email me. I just want to see if I qualify.",
      "I'd rather not give out my phone or email. Can I still see if I qualify?",
    ]) {
      const r = consentTo(text);
      expect(r.state.consent?.given).not.toBe(true);
      expect(r.state.declinePending).toBe(true);
    }
  });

  it('reads an age beside a story, an age one feels, and the Japanese counter; never the first of "5. no wait 35"', () => {
    expect(value(age, '16. got like 3 warts on my foot its so annoying')).toBe(16);
    expect(value(age, 'I am 34 years old. I have wart on my right hand thumb since last year.')).toBe(34);
    expect(value(age, 'I am a seventy-one year old woman, though most days I feel about ninety with all these trips to the bathroom!')).toBe(71);
    expect(value(age, '29歳です… sorry, 29.')).toBe(29);
    expect(read(age, '5. no wait 35').ok).toBe(false);
  });

  it('reads an answer after a sentence that only acknowledges ("Oh I see."), and "never told it was, never told it wasn\'t" as not sure', () => {
    expect(value(forego, 'Oh I see. Yes, I can manage without anything else for eight weeks.')).toBe('yes');
    expect(value(forego, 'Right. No.')).toBe('no');
    const cancer = yesNo('Have you ever had bladder/urine tube, colon/anal, or cervical cancer?');
    expect(value(cancer, "I was never told it was actually cancer, but I was never told it wasn't either.")).toBe('unsure');
    expect(value(cancer, 'I was never told it was cancer.')).toBe('no');
  });

  it('reads a start inside the window as a yes, a start before it as a question, and "two years back" as a date', () => {
    expect(readAgainstQuestion(obesityDrug, 'Yes, I started Wegovy injection in April from my clinic, for weight.', NOW)).toMatchObject({
      value: 'yes',
    });
    expect(readAgainstQuestion(obesityDrug, 'I started Wegovy in 2019', NOW)).toMatchObject({ ok: false });
    expect(readAgainstQuestion(obesityDrug, "Tried Saxenda about two years back but haven't been on anything since", NOW)).toMatchObject({
      value: 'no',
    });
  });

  it('reads "sorry wrong, my weight is 84 kg" and a corrected month with its reason as corrections; pauses on "come back later tonight"', () => {
    expect(readCorrection('sorry wrong, my weight is 84 kg, i check again my record')).toMatchObject({ topic: 'weight' });
    expect(readCorrection('sorry, i was wrong, it was october 2021, not 2022. the operation was just before my son started school')).toEqual({
      body: 'october 2021',
    });
    expect(isPause("Hmm I haven't weighed myself in a while. I'll check on the scale and come back later tonight")).toBe(true);
    expect(isPause('I went to hospital and come back')).toBe(false);
  });

  it('hears guesses put as questions ("maybe I get the placebo?", "maybe after the baby is born I can try?") and two questions joined by "and"', () => {
    expect(splitAsks('If I join, maybe I get the placebo?').asks).toHaveLength(1);
    expect(splitAsks('Maybe I get only semaglutide, not CagriSema?').asks).toHaveLength(1);
    expect(splitAsks('Ok. Maybe after the baby is born I can try?').asks).toHaveLength(1);
    expect(splitAsks("Before I answer, could you tell me what KNP2002 actually is and what it's meant to treat?").asks).toEqual([
      'could you tell me what knp2002 actually is',
      "what it's meant to treat",
    ]);
  });

  it('answers "same as Wegovy?", "only semaglutide?", "what is it meant to treat?", "can men do this?" and "can I still take my metformin?"', () => {
    const injection = factsWith({
      summary: 'How well CagriSema helps people with excess body weight lose weight compared to semaglutide.',
      treatments: ['Cagrilintide', 'Semaglutide'],
      arms: [
        { label: 'CagriSema', placebo: false, description: 'cagrilintide and semaglutide' },
        { label: 'Semaglutide', placebo: false, description: 'semaglutide and placebo matched to semaglutide' },
      ],
    });
    const ask = (text: string, facts: TrialFacts, rules: RuleText[] = []) => answerAsk(text, { facts, question: null, rules });
    expect(ask('is cagrisema same as wegovy', injection)).toMatchObject({ topic: 'involvement' });
    expect(ask('maybe i get only semaglutide, not cagrisema', injection).text).toContain('Semaglutide (semaglutide and placebo');
    expect(ask('what is it meant to treat', injection)).toMatchObject({ topic: 'purpose' });
    expect(ask('is this the study for the wart medicine', injection)).toMatchObject({ topic: 'purpose' });
    expect(ask('can men do this study', factsWith({ sex: 'FEMALE' }))).toMatchObject({ topic: 'who_can_join' });
    const metformin = [{ id: 'inc-5', kind: 'inclusion', text: 'Treatment with 1-3 oral antidiabetic drugs (metformin, glinides)' }];
    expect(ask('can i still take my metformin if i join', injection, metformin).text).toContain('metformin, glinides');
  });

  it('answers "is it a problem for the cream?" beside a yes with the rule the waiting question checks, not one the cream names', () => {
    const rules = [
      { id: 'exc-3', kind: 'exclusion', text: 'Subjects with a history of allergy to topical skin preparations' },
      { id: 'exc-6', kind: 'exclusion', text: 'Women who are pregnant, may become pregnant, or are breastfeeding' },
    ];
    const pregnant = { ...yesNo('Are you pregnant?'), criteria: [{ trialId: 't1', criterionId: 'exc-6' }] };
    const text = answerAsk('is it a problem for the cream', {
      facts: factsWith({}),
      question: pregnant,
      said: 'Yes, actually I am 14 weeks pregnant now. Is it a problem for the cream?',
      rules,
    }).text;
    expect(text).toContain('Women who are pregnant');
    expect(text).not.toContain('allergy');
  });
});

describe('the forty-seventh and forty-eighth rounds: a yes with the verb left out, counts and seasons after a year, sites by town', () => {
  it('reads "i dont even have a gf but yea ig i would" as a yes to birth control, never the no it opens with', () => {
    expect(value(birthControl, 'lol i dont even have a gf but yea ig i would')).toBe('yes');
    expect(value(birthControl, 'lol i dont even have a gf but ok yeah i would')).toBe('yes');
    expect(value(birthControl, 'I have a wife but no I would not')).toBe('no');
  });

  it('reads stones beside "no idea what that is in kilos", "2017, in autumn", a count the visitor made, and a compound "not now"', () => {
    expect(value(weight, "15 stone 10 at the last weigh-in at the clinic, I'm sorry to say. I've no idea what that is in kilos.")).toBeCloseTo(
      99.8,
      1,
    );
    expect(value(when, 'It was 2017, in autumn.')).toBe('2017-10');
    const warts = yesNo('Do you have 5 or more warts on the upper or lower limbs?');
    expect(readAgainstQuestion(warts, 'hmm I count 4. 3 on right foot, 1 on left foot', NOW)).toMatchObject({ value: 'no' });
    const pt = yesNo(
      'Are you currently undergoing or unwilling to forego pelvic floor physical therapy with a physical therapist or prescription device for the 8-week intervention period?',
    );
    expect(value(pt, 'I did pelvic floor PT two years ago but not now, and I am fine not doing it during the study.')).toBe('no');
    expect(value(pt, "I did PT last year but not now, but I don't want to stop it")).toBe('yes');
    expect(read(weight, "I can't say I'm fond of needles.")).toMatchObject({ ok: false });
  });

  it('takes "Please wait." as a pause and "Sorry!! I mean 52. Not 25 haha" and "oops sorry, 33 not 38, typing…" as corrections', () => {
    expect(isPause('Sorry, baby is crying. Please wait.')).toBe(true);
    expect(readCorrection('sorry!! i mean 52. not 25 haha')?.body).toMatch(/^52\b/);
    expect(readCorrection('oops sorry, 33 not 38, typing one-handed with the baby')).toEqual({ body: '33' });
    expect(readCorrection('actually scratch that, weighed myself this morning, 236')).toEqual({ body: 'weighed myself this morning, 236' });
    expect(intentOf('I mean, I have 3 warts')).toMatchObject({ kind: 'answer' });
  });

  it('keeps "no meds?" with the question before it, drops "what are they" after "how many groups", and answers the groups', () => {
    expect(splitAsks('wait so is the app like the whole treatment? no meds?')).toEqual({
      asks: ['wait so is the app like the whole treatment no meds'],
      rest: '',
    });
    expect(splitAsks('How many groups are there in the study, and what are they?').asks).toHaveLength(1);
    const app = factsWith({
      arms: [
        { label: 'Intervention - RiSolve PDTx App', placebo: false, description: 'App for 10 weeks' },
        { label: 'Control - Standard Therapy', placebo: false, description: 'Educational handouts' },
      ],
    });
    for (const text of ['what do people in the comparison group get', 'how many groups are there in the study'])
      expect(answerAsk(text, { facts: app, question: null }).text).toContain('Control - Standard Therapy');
    expect(answerAsk('is this one of those injections', { facts: app, question: weight }).topic).toBe('involvement');
  });

  it('answers "near Osaka?" with the sites of Osaka city and prefecture, and lists many sites by region with their towns', () => {
    const site = (city: string, state: string | null) => ({ facility: 'Site', city, state, country: 'Japan' });
    const osaka = factsWith({
      sites: [
        site('Osaka', null),
        site('Yao-shi', 'Osaka'),
        site('Suita-shi, Osaka', null),
        site('Tokyo', null),
        site('Sapporo-shi, Hokkaido', null),
      ],
    });
    const near = answerAsk('is the hospital near osaka', { facts: osaka, question: null }).text;
    for (const town of ['Osaka, Japan', 'Yao-shi', 'Suita-shi']) expect(near).toContain(town);
    expect(near).not.toContain('Tokyo');
    // two places named: the sites of each, the nearer one not lost among the other's
    const both = answerAsk('is there a site near sapporo or would i have to go to tokyo', { facts: osaka, question: null }).text;
    expect(both).toMatch(/^There are sites in the places you name: Site \(Sapporo-shi, Hokkaido, Japan\); Site \(Tokyo, Japan\)\.$/);
    const many = factsWith({ sites: [site('Kobe', 'Hyogo'), site('Himeji', 'Hyogo'), site('Kobe', 'Hyogo'), site('Maebashi', 'Gunma')] });
    expect(answerAsk('which hospitals do this study', { facts: many, question: null }).text).toContain(
      'Hyogo (3: Kobe, Himeji) and Gunma (Maebashi)',
    );
  });

  it('answers "is the study for Korean people too?" with whom the study is for by origin and where it takes place', () => {
    const eastAsia = factsWith({ population: 'East Asian Participants', sites: [{ facility: 'S', city: 'Tokyo', state: null, country: 'Japan' }] });
    const text = answerAsk('is the study for korean people too', {
      facts: eastAsia,
      question: null,
      said: 'Is the study for Korean people too?',
    }).text;
    expect(text).toContain('East Asian');
    expect(text).toContain('Japan');
  });
});

describe('the forty-ninth and fiftieth rounds: a uterus taken out, a value put right with where it was read, consent said for someone', () => {
  it('reads "I cannot be pregnant, they took out my uterus" as "does not apply", never a no to birth control', () => {
    expect(value(birthControl, 'I cannot be pregnant, they took out my uterus 5 years ago.')).toBe('not_applicable');
    expect(value(birthControl, "I'm a man, I can't get pregnant lol but yes I'd use condoms")).toBe('yes');
  });

  it('reads corrections that say where the value was read or why it changed, and a recount after checking again', () => {
    expect(readCorrection('sorry, mum just told me she was 74 kg at the clinic last week, not 72.')).toEqual({ body: '74 kg' });
    expect(readCorrection('sorry, mistake. i am 47 now, birthday was in may.')).toEqual({ body: '47 years' });
    expect(
      readCorrection(
        'excuse me, i went and checked his hands again. there are five on the fingers and the one on his knee, so six altogether, not four.',
      ),
    ).toMatchObject({ topic: RECOUNT_TOPIC });
  });

  it('reads a diagnosis date beside a later operation, "stopped breastfeeding in April", "…so sure yes" and "He says no."', () => {
    const cancerWhen = q('cw', 'text:cw', { text: 'When were you diagnosed with cancer?', answerType: 'date' });
    expect(value(cancerWhen, 'It was autumn 2022, I think October. The operation was in December.')).toBe('2022-10');
    expect(value(cancerWhen, 'It was found in October 2018, operation in December the same year.')).toBe('2018-10');
    expect(value(yesNo('Are you breastfeeding?'), 'My son is 14 months now, I stopped breastfeeding in April.')).toBe('no');
    expect(value(forego, 'i dont do anything for it rn so sure yes')).toBe('yes');
    expect(
      value(
        yesNo('Have you ever had allergy to creams, ointments or lotions put on the skin?'),
        'He says no. He uses moisturising cream in winter with no problem.',
      ),
    ).toBe('no');
  });

  it('asks again, never confirms a refusal, when a helper says who is typing; a refusal by its words is confirmed', () => {
    const helper = consentTo("Hi, I'm helping my mom with this since she doesn't read English well.");
    expect(helper.state.declinePending).toBeFalsy();
    expect(helper.state.consent?.given).not.toBe(true);
    for (const text of [
      "I'd rather not have anybody calling me. I just want to see if I qualify.",
      "Ok. No, I'd rather not be contacted, I don't want my info going anywhere.",
    ])
      expect(consentTo(text).state.declinePending).toBe(true);
  });

  it('answers "can type 1 diabetes people join?" with the rule on type 1', () => {
    const rules = [{ id: 'exc-3', kind: 'exclusion', text: 'History of type 1 or type 2 diabetes' }];
    expect(answerAsk('can type 1 diabetes people join', { facts: factsWith({}), question: null, rules }).text).toContain('History of type 1');
  });
});
