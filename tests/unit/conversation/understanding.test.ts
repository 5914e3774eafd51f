/**
 * How the chat understands what a visitor means beyond a plain answer: the visitor's own questions (answered from a
 * real study's registry record, NCT05925803, or honestly left to the study team), corrections that name their
 * question by topic, values inside sentences and values offered before their question comes, pausing phrases, and a
 * visitor writing in Spanish. Through `step`, as the public chat runs it, and through the pure readers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  answerAsk,
  intentOf,
  isSpanish,
  parseAnswer,
  readReply,
  SPANISH_TEXT,
  splitAsks,
  start,
  step,
  STUDY_TEAM_TEXT,
  trialFacts,
  type AgentReply,
  type DialogueState,
  type StartOptions,
  type TrialFacts,
} from '../../../server/domain/conversation';
import { readAgainstQuestion } from '../../../server/domain/conversation/questionTest';
import { offersIn } from '../../../server/domain/conversation/slots';
import type { Criterion } from '../../../server/domain/eligibility';
import type { FormContent, Question } from '../../../server/domain/prescreenForm';
import { mapStudy } from '../../../server/modules/trials/import/ctgov';
import { sharedData } from '../../helpers/sharedData';
import { NOW, q } from './fixtures';

const record = readFileSync(sharedData('ctgov/studies.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l))
  .find((s) => s.protocolSection.identificationModule.nctId === 'NCT05925803');
const mapped = mapStudy(record).trial;
const FACTS: TrialFacts = trialFacts({ ...mapped, sourceRecord: record });

const QUESTIONS: Question[] = [
  q('warts', 'condition:genital warts', { text: 'Do you have 5 or more genital warts?', answerPart: 'present' }),
  q('diab', 'condition:type 2 diabetes', { text: 'Has a doctor ever told you that you have type 2 diabetes?', answerPart: 'present' }),
  q('diab-when', 'condition:type 2 diabetes', {
    text: 'When were you diagnosed?',
    answerType: 'date',
    answerPart: 'lastAt',
    showIf: { questionId: 'diab', equals: 'yes' },
  }),
  q('weight', 'weight', { text: 'What is your weight?', answerType: 'number', unit: 'kg' }),
  q('height', 'height', { text: 'How tall are you?', answerType: 'number', unit: 'cm' }),
];
const FORM: FormContent = {
  sharedQuestions: [],
  blocks: [{ trialId: 't1', nctId: 'NCT05925803', title: 'DAISY', questions: QUESTIONS, siteOnly: [] }],
};
const CRITERIA: Criterion[] = [];
const options = (extra: Partial<StartOptions> = {}): StartOptions => ({
  now: NOW,
  trials: [{ id: 't1', criteria: CRITERIA, facts: FACTS }],
  consentText: 'May the study site contact you about this study?',
  candidateKnown: { ageYears: 52, sex: 'FEMALE' },
  ...extra,
});

function say(state: DialogueState, ...messages: string[]): { state: DialogueState; replies: AgentReply[] } {
  let r = { state, replies: [] as AgentReply[] };
  for (const m of messages) r = step(r.state, m, { now: NOW });
  return r;
}
const texts = (replies: AgentReply[]) => replies.filter((r) => r.type === 'text').map((r) => (r as { text: string }).text);
const asked = (replies: AgentReply[]) => replies.filter((r) => r.type === 'question').map((r) => (r as { questionId: string }).questionId);
const atQuestions = () => say(start(FORM, options()), 'yes').state;

describe('the study facts, from the registry record', () => {
  it('keeps the plain-language summary, who can join, the treatments, arms with the placebo, duration and sites', () => {
    expect(FACTS.title).toBe(mapped.title);
    expect(FACTS.summary).toMatch(/^The purpose of this study is to evaluate/);
    expect(FACTS.summary!.length).toBeLessThanOrEqual(421);
    expect(FACTS).toMatchObject({ sex: 'ALL', minAgeYears: 18, maxAgeYears: 70 });
    expect(FACTS.arms.map((a) => a.placebo)).toEqual([false, true]);
    expect(FACTS.treatments.join(' ')).toMatch(/anifrolumab/i);
    expect(FACTS.duration).not.toBeNull();
    expect(FACTS.sites.length).toBe(mapped.sites.filter((s) => s.facility || s.city).length);
    expect(FACTS.registryId).toBe('NCT05925803');
    // the titles name no group by origin ("Male and Female Participants 18 to 70 Years of Age" is not one)
    expect(FACTS.population).toBeUndefined();
  });
});

describe("visitors' questions", () => {
  const ctx = { facts: FACTS, question: QUESTIONS[0] };
  const answer = (ask: string) => answerAsk(splitAsks(ask).asks[0], ctx);

  it('answers what the study is, what it involves, how long, where, and who can join, from the record only', () => {
    expect(answer('what is this study about?')).toMatchObject({ topic: 'purpose', text: expect.stringContaining('anifrolumab') });
    expect(answer('what would I have to do? is there a placebo?').text).toMatch(
      /2 groups by chance \(at random\), so no one chooses their group, and one group gets a placebo/,
    );
    expect(answer('how long does it last?').topic).toBe('duration');
    expect(answer('how long does it last?').text).toMatch(/study record/);
    // many sites: where they are, by state, the states with the most sites first, each with its towns when they are few
    expect(answer('where is it?').text).toMatch(
      /^The study takes place at \d+ sites, in United States: \w[\w ]* \(\d+(?:: [^)]+)?\), .* and \w[\w ]*(?: \([^)]+\))?\. The study team/,
    );
    expect(answer('is there a site near Scottsdale?').text).toMatch(/Scottsdale/);
    expect(answer('can my son join?')).toEqual({ topic: 'who_can_join', text: expect.stringMatching(/^This study is for people aged 18 to 70/) });
    expect(answerAsk('can my daughter join', { ...ctx, said: "can my daughter join? she's 12" }).text).toMatch(
      /So someone aged 12 can't take part in this one\./,
    );
    expect(answerAsk('can my husband join', { ...ctx, said: "can my husband join, he's 40" }).text).not.toMatch(/can't take part/);
    expect(answer('who is running this study?').text).toBe(
      `The study is run by ${mapped.sponsor} (its sponsor), with the study teams at the sites taking part.`,
    );
  });

  it('says honestly what the record does not: payment, and anything else goes to the study team', () => {
    expect(answer('is it paid?')).toEqual({
      topic: 'payment',
      text: `The study record doesn't say whether there is payment or help with travel costs. ${STUDY_TEAM_TEXT}`,
    });
    expect(answer('do you know my doctor?').text).toBe(STUDY_TEAM_TEXT);
    expect(answerAsk('how long does it last', { facts: null, question: null }).text).toBe(STUDY_TEAM_TEXT);
  });

  it('explains a term in plain words, and "what do you mean?" explains the waiting question', () => {
    expect(answer('what does HbA1c mean?').text).toBe('"HbA1c" means: average blood sugar over the last 2 to 3 months.');
    expect(answer("what's a placebo").text).toBe('"placebo" means: dummy treatment with no medicine in it.');
    expect(answer('what is subcutaneous?').text).toBe('"subcutaneous" means: under the skin.');
    expect(answer('what do you mean?')).toMatchObject({ topic: 'explain_question', text: expect.stringContaining('"not sure" is a fine answer') });
  });

  it('answers, then asks the waiting question again; an answer beside the question is read too', () => {
    const s = atQuestions();
    const only = say(s, 'ok but is it paid? and where is it?');
    expect(only.state.answers.warts).toBeUndefined();
    expect(texts(only.replies)[0]).toMatch(/payment/);
    expect(texts(only.replies)[1]).toMatch(/sites/);
    expect(asked(only.replies)).toEqual(['warts']);
    const both = say(s, 'No. How long does the study last?');
    expect(both.state.answers.warts).toMatchObject({ value: 'no' });
    expect(texts(both.replies)[0]).toMatch(/study record/);
    expect(asked(both.replies)).toEqual(['diab']);
  });

  it('a question is never an answer, and "yes?" with a rising voice is not a question', () => {
    expect(splitAsks('yes?')).toEqual({ asks: [], rest: 'yes?' });
    expect(splitAsks('I guess not?').asks).toEqual([]);
    expect(splitAsks('What? No, never.')).toEqual({ asks: [], rest: 'What? No, never.' });
    expect(splitAsks('can my husband do it too').asks).toHaveLength(1);
  });
});

describe('corrections that name their question', () => {
  it('"the warts question should be no" changes that answer, keeps both in the history, and the evidence is the correction', () => {
    const s = say(atQuestions(), 'yes', 'no').state;
    expect(intentOf('the warts question should be no')).toEqual({ kind: 'correction', body: 'no', topic: 'warts' });
    const r = say(s, 'the warts question should be no');
    expect(r.state.answers.warts).toMatchObject({ value: 'no', corrected: true, text: 'the warts question should be no' });
    expect(r.state.history.filter((a) => a.questionId === 'warts').map((a) => a.value)).toEqual(['yes', 'no']);
    expect(texts(r.replies)[0]).toBe('Thanks, I\'ve changed your answer to "Do you have 5 or more genital warts?" to: no.');
    expect(asked(r.replies)).toEqual(['weight']);
  });

  it('other phrasings name the question too; a topic no answered question has is not applied', () => {
    for (const m of ['for the diabetes question, yes', 'change the diabetes question to yes', 'my answer about diabetes should be yes']) {
      expect(say(say(atQuestions(), 'no', 'no').state, m).state.answers.diab, m).toMatchObject({ value: 'yes', corrected: true });
    }
    const r = say(say(atQuestions(), 'no').state, 'the smoking question should be no');
    expect(r.state.answers.warts).toMatchObject({ value: 'no' });
    expect(r.state.answers.warts).not.toHaveProperty('corrected');
    expect(texts(r.replies)[0]).toMatch(/couldn't tell which answer/);
  });
});

describe('values inside sentences, and values offered early', () => {
  it("never offers a bound, a range, someone else's value, a value that has changed since, or markup", () => {
    const open = QUESTIONS.filter((x) => x.id === 'weight' || x.id === 'height');
    for (const text of [
      'a bit under 170 pounds',
      'somewhere 80 or 85 kg',
      'my husband is 6 foot 2',
      'I used to be 90 kg but lost a lot',
      '<b>72 kg</b>',
    ]) {
      expect(offersIn(open, null, text, { now: NOW }), text).toEqual([]);
    }
    expect(offersIn(open, null, "I'm 5 foot 4 and about 210 lbs", { now: NOW }).map((o) => o.questionId)).toEqual(['weight', 'height']);
  });

  it('offers a weight, a height and a diagnosis date for questions not asked yet, never a bare number', () => {
    const diab = QUESTIONS[1];
    const open = QUESTIONS.filter((x) => x.id !== 'diab');
    expect(offersIn(open, diab, 'yes since march 2019, and I weigh 95 kg', { now: NOW }).map((o) => [o.questionId, o.value])).toEqual([
      ['diab-when', '2019-03'],
      ['weight', 95],
    ]);
    expect(offersIn(open, diab, 'yes, about 95', { now: NOW })).toEqual([]);
  });

  it('a value offered early is recorded when its question comes, said back, and not asked again', () => {
    const r = say(atQuestions(), 'no', "Yes, I've had it since March 2019. I weigh 95 kg by the way");
    expect(r.state.answers['diab-when']).toMatchObject({
      value: '2019-03',
      volunteered: true,
      text: "Yes, I've had it since March 2019. I weigh 95 kg by the way",
    });
    expect(texts(r.replies)).toContain(
      'You told me earlier: March 2019, so I\'ve noted that for "When were you diagnosed?" If that\'s not right, just tell me.',
    );
    expect(r.state.answers.weight).toMatchObject({ value: 95, volunteered: true });
    expect(asked(r.replies)).toEqual(['height']);
    // and it can be corrected like any answer
    const fixed = say(r.state, 'actually I weigh 92 kg');
    expect(fixed.state.answers.weight).toMatchObject({ value: 92, corrected: true });
  });
});

describe('pausing, and a visitor writing in Spanish', () => {
  it('natural phrases pause; none of them is an answer', () => {
    for (const m of ['can I finish later?', 'I have to go', 'sorry I need to go now', 'can we continue tomorrow', 'hold on', "I'll be back later"]) {
      expect(intentOf(m), m).toEqual({ kind: 'pause' });
    }
    expect(intentOf('no, I have never had that')).toEqual({ kind: 'answer', text: 'no, I have never had that' });
  });

  it('a Spanish message gets the note in Spanish once, and its answer is read', () => {
    expect(isSpanish('Sí, tengo diabetes desde hace años')).toBe(true);
    expect(isSpanish('sí')).toBe(false);
    expect(isSpanish('Yes I have had diabetes for years')).toBe(false);
    const first = say(start(FORM, options()), 'Hola, sí puede contactarme');
    expect(texts(first.replies)[0]).toBe(SPANISH_TEXT);
    expect(first.state.consent?.given).toBe(true);
    expect(first.state.spanish).toBe(true);
    const next = say(first.state, 'no, nunca');
    expect(texts(next.replies)).not.toContain(SPANISH_TEXT);
    expect(next.state.answers.warts).toMatchObject({ value: 'no' });
  });
});

describe('a question that states its own test', () => {
  const warts = q('w5', 'condition:warts', { text: 'Do you have 5 or more common warts on your hands?', answerPart: 'present' });
  const surgery = q('surg', 'procedure:pelvic surgery', { text: 'Have you had pelvic surgery within the past 6 months?', answerPart: 'present' });
  it("answers a count with the question's threshold, and says why", () => {
    expect(readAgainstQuestion(warts, 'I only have 2 warts', NOW)).toEqual({ ok: true, value: 'no', normalized: 'no — 2 is fewer than 5' });
    expect(readAgainstQuestion(warts, 'yes about seven of them', NOW)).toMatchObject({ value: 'yes' });
    expect(readAgainstQuestion(warts, 'yes', NOW)).toBeNull();
  });
  it('answers a time window with the date given; a year that straddles the window does not decide', () => {
    expect(readAgainstQuestion(surgery, 'I had a hysterectomy but that was in 1998.', NOW)).toEqual({
      ok: true,
      value: 'no',
      normalized: 'no — not within the past 6 months',
    });
    expect(readAgainstQuestion(surgery, 'yes, in April 2025', NOW)).toMatchObject({ value: 'yes' });
    expect(readAgainstQuestion(surgery, 'yes in 2024', NOW)).toBeNull();
  });
});

describe('asking once, and reopening', () => {
  it('a hedge is kept as the side it leans to when that side rules no study out, marked and said back', () => {
    const r = say(atQuestions(), "I don't think so");
    expect(r.state.answers.warts).toMatchObject({ value: 'no', normalized: 'probably no', hedged: true });
    expect(texts(r.replies)[0]).toBe('Got it: probably no.');
  });

  /** A one-question form about warts (question `id`, wording `text`) whose study excludes anyone with warts. */
  const wartsStudy = (id: string, text: string) => {
    const form: FormContent = {
      sharedQuestions: [],
      blocks: [
        {
          trialId: 't1',
          nctId: null,
          title: 'T',
          questions: [q(id, 'condition:warts', { text, answerPart: 'current' }), QUESTIONS[1]],
          siteOnly: [],
        },
      ],
    };
    const exclusion: Criterion = {
      id: 'exc',
      kind: 'exclusion',
      text,
      rule: { type: 'condition', concepts: ['warts'], status: 'any', confirmed: true, negated: false, answerableBy: 'candidate' },
      answerableBy: 'candidate',
      answerKeys: ['condition:warts'],
      source: 'text',
      context: [],
    };
    return { form, exclusion };
  };

  it('a hedge that would rule a study out is checked once; a second hedge is noted as not sure', () => {
    const { form, exclusion } = wartsStudy('w', 'Do you have common warts?');
    const atWarts = say(start(form, options({ trials: [{ id: 't1', criteria: [exclusion] }] })), 'yes').state;
    const first = say(atWarts, 'I think so');
    expect(first.state.answers.w).toBeUndefined();
    expect(texts(first.replies)[0]).toMatch(/^Just to check: would you say yes\?/);
    expect(say(first.state, 'yes').state.answers.w).toMatchObject({ value: 'yes' });
    expect(say(first.state, 'I really am not sure, I guess so').state.answers.w).toMatchObject({ value: 'unsure' });
  });

  it('after an early end, a plain different answer to that last question reopens the chat', () => {
    const { form, exclusion } = wartsStudy('w5', 'Do you have 5 or more warts?');
    const s = start(form, {
      now: NOW,
      trials: [{ id: 't1', criteria: [exclusion] }],
      consentText: 'May we?',
      candidateKnown: { ageYears: 40, sex: 'FEMALE' },
    });
    const ended = say(s, 'yes', 'Yes');
    expect(ended.state.phase).toBe('completed');
    const reopened = say(ended.state, 'oh sorry no!! I only have 2 warts not 5');
    expect(reopened.state.phase).toBe('questions');
    expect(reopened.state.answers.w5).toMatchObject({ value: 'no', corrected: true });
    const asked2 = say(ended.state, 'why not? who is this study for?');
    expect(asked2.state.phase).toBe('completed');
    // the rule the answers did not meet is named, as the study words it, and the decision left to the study team
    expect(texts(asked2.replies)[0]).toBe(
      'From your answers, this is the study\'s rule that did not fit: "Do you have 5 or more warts?". Your answer to "Do you have 5 or more warts?": "Yes" (read as: yes). The study team makes the final decision; if one of your answers was a slip, just tell me and I\'ll correct it.',
    );
  });

  it('a pause inside a longer message, a thumbs up for consent, and N/A as a no', () => {
    expect(intentOf('Sorry I have to go now, my bus is here. Bye!')).toEqual({ kind: 'pause' });
    expect(intentOf('I have to go to the clinic every month for them')).toMatchObject({ kind: 'answer' });
    expect(say(start(FORM, options()), '👍').state.consent?.given).toBe(true);
    expect(say(atQuestions(), 'N/A').state.answers.warts).toMatchObject({ value: 'no' });
  });
});

describe('how the treatment is given', () => {
  it('reads the route and frequency from the study groups', () => {
    expect(FACTS.route).toBe('as an injection under the skin, once a week');
    expect(answerAsk('is it a shot or a pill', { facts: FACTS, question: null }).text).toMatch(
      /It is given as an injection under the skin, once a week\./,
    );
  });
});

describe('never a yes the visitor did not give', () => {
  const controlled = q('bp', 'condition:hypertension', { text: 'Do you have poorly controlled high blood pressure?', answerPart: 'present' });
  const medicine = q('med', 'medication:weight loss', {
    text: 'Have you taken a medicine for weight loss within 90 days before screening?',
    answerPart: 'present',
  });
  it('a qualified question: the opposite qualifier is a no, the condition alone is checked', () => {
    expect(readAgainstQuestion(controlled, "I have high blood pressure but it's well controlled on tablets", NOW)).toMatchObject({
      ok: true,
      value: 'no',
    });
    expect(parseAnswer(controlled, 'I have high blood pressure', { now: NOW })).toMatchObject({
      ok: false,
      kind: 'conflicting',
      reason: 'Just to check: would you say it is poorly controlled?',
    });
    expect(parseAnswer(controlled, 'none of those', { now: NOW })).toMatchObject({ ok: true, value: 'no' });
    expect(readAgainstQuestion(controlled, 'yes', NOW)).toBeNull();
  });
  it('a window before screening is counted back from today; a month alone is its last one', () => {
    expect(readAgainstQuestion(medicine, 'I was on phentermine for about a month but stopped in January', NOW)).toMatchObject({ value: 'no' });
    expect(readAgainstQuestion(medicine, 'c-section 2 months ago, not sure if that counts', NOW)).toBeNull();
  });
  it('a remark about something else is no answer, beside a question or alone', () => {
    const s = say(atQuestions(), 'Is it safe for someone my age? I have a bit of heart trouble');
    expect(s.state.answers.warts).toBeUndefined();
    expect(say(atQuestions(), 'I have a bit of heart trouble').state.answers.warts).toBeUndefined();
    expect(say(atQuestions(), 'Yes - sorry, no, I meant no').state.answers.warts).toMatchObject({ value: 'no' });
  });
  it('a refusal is confirmed by "no calls for now", and "you can email me" reopens it', () => {
    const asked = say(start(FORM, options()), 'no thanks, I just want to see if I qualify first');
    expect(asked.state.declinePending).toBe(true);
    const declined = say(asked.state, 'right, no calls for now');
    expect(declined.state.phase).toBe('declined');
    expect(say(declined.state, "ok actually you can email me, I'd like to find out").state.phase).toBe('questions');
  });
});

describe('answers for someone else, and questions in other shapes', () => {
  it('a whole answer about the person the visitor answers for is their value', () => {
    const age = q('age', 'age', { text: 'How old are you?', answerType: 'number', unit: 'years' });
    for (const [text, value] of [
      ["She's 16", 16],
      ['He is 63', 63],
      ['Mom is 79', 79],
    ] as const) {
      expect(readReply(age, text, { now: NOW }), text).toEqual({ kind: 'value', value });
    }
  });

  it('finds questions after "wait", after a dash, and statements said as questions; answers them from the record', () => {
    expect(splitAsks('wait is it a cream or a pill').asks).toHaveLength(1);
    const lead = splitAsks('before we start - is there a site in California?').asks;
    expect(lead).toHaveLength(1);
    expect(answerAsk(lead[0], { facts: FACTS, question: null }).topic).toBe('location');
    expect(splitAsks('The clinic in Osaka is part of this study?').asks).toHaveLength(1);
    expect(splitAsks('about 80 kg?').asks).toEqual([]);
    const ctx = { facts: FACTS, question: null };
    expect(answerAsk('how often is the injection', ctx).text).toBe(
      'It is given as an injection under the skin, once a week. The study team will go through the schedule of visits with you.',
    );
    expect(answerAsk('does she have to come in to dc', { ...ctx, said: 'Does she have to come in to DC?' }).topic).toBe('location');
    expect(answerAsk('can i still do it if my mom says yes', ctx).topic).toBe('who_can_join');
  });
});
