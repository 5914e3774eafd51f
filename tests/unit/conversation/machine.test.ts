/**
 * The prescreen dialogue state machine on a small hand-built form and trial: consent, branching, record answers,
 * re-asks, corrections, conflicts, pause and resume from JSON, evidence. Expected verdicts worked out by hand from
 * DESIGN §4 (FAIL / INCONCLUSIVE / POTENTIAL / PASS).
 */
import { describe, expect, it } from 'vitest';
import {
  CLOSING_TEXT,
  CONFIRM_DECLINE_TEXT,
  CONFIRM_REPLIES,
  CONSENT_QUESTION_TEXT,
  STUDY_TEAM_TEXT,
  CONSENT_UNCLEAR_TEXT,
  DialogueError,
  REOPENED_TEXT,
  WELCOME_BACK_TEXT,
  resume,
  start,
  step,
  type AgentReply,
  type DialogueState,
  type StartOptions,
} from '../../../server/domain/conversation';
import type { Criterion } from '../../../server/domain/eligibility';
import type { FormContent, Question } from '../../../server/domain/prescreenForm';
import { NOW, q } from './fixtures';

const QUESTIONS: Question[] = [
  q('age', 'age', { text: 'How old are you?', answerType: 'number', unit: 'years' }),
  q('sex', 'sex', {
    text: 'What sex were you assigned at birth?',
    answerType: 'choice',
    choices: [
      { value: 'FEMALE', label: 'Female' },
      { value: 'MALE', label: 'Male' },
    ],
  }),
  q('diab', 'condition:type 2 diabetes', { text: 'Has a doctor ever told you that you have type 2 diabetes?', answerPart: 'present' }),
  q('diab-when', 'condition:type 2 diabetes', {
    text: 'When were you diagnosed?',
    answerType: 'date',
    answerPart: 'lastAt',
    showIf: { questionId: 'diab', equals: 'yes' },
  }),
  q('metformin', 'medication:metformin', { text: 'Do you take metformin?', answerPart: 'present' }),
  q('preg', 'pregnant', { text: 'Are you pregnant?' }),
  q('smoke', 'smoking', { text: 'Have you ever smoked?', answerPart: 'present' }),
  q('smoke-ago', 'smoking', {
    text: 'How long ago did you last smoke?',
    answerType: 'duration',
    answerPart: 'daysAgo',
    showIf: { questionId: 'smoke', equals: 'yes' },
  }),
];
const FORM: FormContent = { sharedQuestions: [], blocks: [{ trialId: 't1', nctId: null, title: 'Trial one', questions: QUESTIONS, siteOnly: [] }] };

const crit = (id: string, kind: Criterion['kind'], text: string, rule: Criterion['rule'], answerKeys: string[]): Criterion => ({
  id,
  kind,
  text,
  rule,
  answerableBy: rule?.answerableBy ?? 'candidate',
  answerKeys,
  source: 'text',
  context: [],
});

/** Age 18–75; type 2 diabetes; taking metformin; not pregnant; no smoking within 6 months; HbA1c at the site (optional). */
function criteria(withSite: boolean): Criterion[] {
  return [
    crit(
      'inc-age',
      'inclusion',
      'Aged 18 to 75',
      { type: 'age', range: { min: 18, minInclusive: true, max: 75, maxInclusive: true }, unit: 'years', answerableBy: 'candidate' },
      ['age'],
    ),
    crit(
      'inc-1',
      'inclusion',
      'Type 2 diabetes',
      { type: 'condition', concepts: ['type 2 diabetes'], status: 'any', confirmed: true, negated: false, answerableBy: 'candidate' },
      ['condition:type 2 diabetes'],
    ),
    crit(
      'inc-2',
      'inclusion',
      'On metformin',
      { type: 'medication', concepts: ['metformin'], status: 'any', negated: false, answerableBy: 'candidate' },
      ['medication:metformin'],
    ),
    crit('exc-1', 'exclusion', 'Pregnant', { type: 'pregnancy', states: ['pregnant'], negated: false, answerableBy: 'candidate' }, ['pregnant']),
    crit(
      'exc-2',
      'exclusion',
      'Smoked within 6 months',
      { type: 'smoking', status: 'ever', window: { value: 6, unit: 'months', days: 182.625 }, negated: false, answerableBy: 'candidate' },
      ['smoking'],
    ),
    ...(withSite
      ? [
          crit(
            'inc-3',
            'inclusion',
            'HbA1c 7–10%',
            { type: 'lab', analytes: ['hba1c'], range: { min: 7, max: 10 }, unit: '%', answerableBy: 'site' },
            ['hba1c'],
          ),
        ]
      : []),
  ];
}

/**
 * Start options; the mechanics tests answer "no" to an inclusion on the way and go on, so they ask everything (the
 * tests of stopping early pass `askEverything: false`).
 */
const options = (extra: Partial<StartOptions> = {}): StartOptions => ({
  now: NOW,
  trials: [{ id: 't1', criteria: criteria(true) }],
  consentText: 'May the study site contact you about this study?',
  askEverything: true,
  ...extra,
});

/** Sends messages in order; returns the last state and every reply of the last message. */
function say(state: DialogueState, ...messages: string[]): { state: DialogueState; replies: AgentReply[] } {
  let r = { state, replies: [] as AgentReply[] };
  for (const m of messages) r = step(r.state, m, { now: NOW });
  return r;
}

const asked = (replies: AgentReply[]) => replies.filter((r) => r.type === 'question').map((r) => (r as { questionId: string }).questionId);
const progressOf = (replies: AgentReply[]) => replies.find((r) => r.type === 'progress')?.text;
const closing = (replies: AgentReply[]) => replies.find((r) => r.type === 'closing') as Extract<AgentReply, { type: 'closing' }> | undefined;

describe('consent', () => {
  it('asks for consent first, with the greeting, and asks nothing on "no"', () => {
    const s = start(FORM, options({ greeting: 'Hello from Lakeview!' }));
    expect(resume(s, NOW).replies).toEqual([
      { type: 'text', text: 'Hello from Lakeview!' },
      {
        type: 'consent',
        text: 'May the study site contact you about this study?',
        quickReplies: [
          { label: 'Yes', send: 'Yes' },
          { label: 'No', send: 'No' },
        ],
      },
    ]);
    // a "no" is confirmed before the chat closes: a refusal is never guessed
    const no = say(s, 'No thanks');
    expect(no.state.phase).toBe('consent');
    expect(no.replies).toEqual([{ type: 'consent', text: CONFIRM_DECLINE_TEXT, quickReplies: CONFIRM_REPLIES }]);
    expect(resume(no.state, NOW).replies).toEqual(no.replies);
    const r = say(no.state, 'yes');
    expect(r.state.phase).toBe('declined');
    expect(r.state.consent).toMatchObject({ given: false, messageId: 'v2' });
    expect(r.replies).toEqual([{ type: 'closing', outcome: 'declined', text: CLOSING_TEXT.declined }]);
    expect(asked(r.replies)).toEqual([]);
    // later messages that are not a clear yes get the same closing, still no questions
    expect(say(r.state, 'thanks, bye').replies).toEqual([{ type: 'closing', outcome: 'declined', text: CLOSING_TEXT.declined }]);
  });

  it('"no" to the confirmation goes on; a later clear "yes" reopens a declined chat', () => {
    const no = say(start(FORM, options()), 'no');
    const changed = say(no.state, 'No, you can contact me');
    expect(changed.state.phase).toBe('questions');
    expect(changed.state.consent).toMatchObject({ given: true });
    const declined = say(no.state, 'yes');
    const reopened = say(declined.state, 'Yes!');
    expect(reopened.state.phase).toBe('questions');
    expect(reopened.replies[0]).toEqual({ type: 'text', text: REOPENED_TEXT });
    expect(asked(reopened.replies)).toEqual(['age']);
  });

  it('a question is never consent, and unclear replies never close the chat', () => {
    const q = say(start(FORM, options()), 'ok but is it paid? and where is it?');
    expect(q.state.phase).toBe('consent');
    expect(q.state.consent).toBeNull();
    // no facts kept for this trial: both questions are honestly left to the study team, then consent is asked again
    expect(q.replies).toEqual([
      {
        type: 'text',
        text: `The study record doesn't say whether there is payment or help with travel costs. ${STUDY_TEAM_TEXT}`,
        answersQuestion: 'ok but is it paid',
      },
      { type: 'text', text: STUDY_TEAM_TEXT, answersQuestion: 'and where is it' },
      { type: 'text', text: CONSENT_QUESTION_TEXT },
      expect.objectContaining({ type: 'consent' }),
    ]);
    const unclear = say(start(FORM, options()), 'hmm', 'hmm', 'hmm', 'hmm');
    expect(unclear.state.phase).toBe('consent');
    expect(unclear.replies[0]).toEqual({ type: 'text', text: CONSENT_UNCLEAR_TEXT });
  });

  it('goes on to the first question on "yes"; an unclear consent is asked again', () => {
    const yes = say(start(FORM, options()), 'yeah');
    expect(yes.state.phase).toBe('questions');
    expect(asked(yes.replies)).toEqual(['age']);
    const unclear = say(start(FORM, options()), 'what is this?');
    expect(unclear.replies.map((r) => r.type)).toEqual(['text', 'text', 'consent']);
    expect(say(unclear.state, 'hmm').state.phase).toBe('consent');
    expect(say(unclear.state, 'hmm', 'hmm').state.phase).toBe('consent');
  });
});

describe('saying what was read', () => {
  it('a typed yes/no answer is said back ("Got it: no."); a tapped quick reply is not', () => {
    const atFirst = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes');
    const typed = say(atFirst.state, 'I have never been told that');
    expect(typed.state.answers.diab).toMatchObject({ value: 'no' });
    expect(typed.replies[0]).toEqual({ type: 'text', text: 'Got it: no.' });
    const tapped = say(atFirst.state, 'No');
    expect(tapped.replies[0].type).toBe('progress');
  });
});

describe('"no wait" corrects', () => {
  it('"no wait, …" right after an answer corrects that answer', () => {
    const atFirst = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes');
    const answered = say(atFirst.state, 'No');
    const fixed = say(answered.state, 'no wait, yes I do');
    expect(fixed.state.answers.diab).toMatchObject({ value: 'yes', corrected: true });
  });
});

describe('pausing and returning', () => {
  it.each(['can I finish later?', 'I have to go, sorry', 'give me a minute', 'brb', 'talk to you later'])(
    '"%s" pauses; coming back greets and asks the waiting question again',
    (text) => {
      const atFirst = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes');
      const paused = say(atFirst.state, text);
      expect(paused.state.phase).toBe('paused');
      const back = say(paused.state, "OK I'm back, sorry about that");
      expect(back.state.phase).toBe('questions');
      expect(back.replies[0]).toEqual({ type: 'text', text: WELCOME_BACK_TEXT });
      expect(asked(back.replies)).toEqual(['diab']);
      expect(back.state.answers.diab).toBeUndefined();
    },
  );

  it('"I\'m back" without a pause is not an answer either', () => {
    const atFirst = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes');
    const back = say(atFirst.state, "ok I'm back");
    expect(back.state.answers.diab).toBeUndefined();
    expect(asked(back.replies)).toEqual(['diab']);
  });
});

describe('stopping early, kindly', () => {
  const early = (extra: Partial<StartOptions> = {}) => options({ askEverything: false, ...extra });

  it('a visitor the verified record already rules out (aged 80 for an 18–75 study) gets the not-a-fit closing after consent, with no questions', () => {
    const r = say(start(FORM, early({ candidateKnown: { ageYears: 80, sex: 'FEMALE' } })), 'yes');
    expect(r.state.phase).toBe('completed');
    expect(asked(r.replies)).toEqual([]);
    expect(closing(r.replies)).toMatchObject({ outcome: 'not_eligible', text: CLOSING_TEXT.not_eligible });
    expect(r.state.result?.trials[0]).toMatchObject({ recommendation: 'FAIL', deciding: ['inc-age'] });
  });

  it('a visitor the record does not rule out is asked as usual', () => {
    const r = say(start(FORM, early({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes');
    expect(r.state.phase).toBe('questions');
    expect(asked(r.replies)).toEqual(['diab']);
  });

  it('an answer that fails every trial ends the chat at once, after saying back what was read, and never names the reason', () => {
    const r = say(start(FORM, early({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', "no I've never had diabetes");
    expect(r.state.phase).toBe('completed');
    expect(r.state.endedEarly).toBe(true);
    expect(r.replies).toEqual([
      { type: 'text', text: 'Got it: no.' },
      { type: 'closing', outcome: 'not_eligible', text: CLOSING_TEXT.not_eligible },
    ]);
    expect(r.state.result).toMatchObject({ completed: false, outcome: 'not_eligible' });
    expect(r.state.result?.trials[0]).toMatchObject({ recommendation: 'FAIL', deciding: ['inc-1'] });
    expect(CLOSING_TEXT.not_eligible).not.toMatch(/diabet/i);
  });

  it('a correction right after an early end reopens the chat and goes on from the corrected answer', () => {
    const ended = say(start(FORM, early({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', 'no');
    const fixed = say(ended.state, 'no wait, I meant yes');
    expect(fixed.state.phase).toBe('questions');
    expect(fixed.state.result).toBeNull();
    expect(fixed.state.answers.diab).toMatchObject({ value: 'yes', corrected: true });
    expect(fixed.state.history.filter((a) => a.source === 'visitor').map((a) => a.value)).toEqual(['no', 'yes']);
    expect(asked(fixed.replies)).toEqual(['diab-when']);
    // anything but a correction after the end gets the closing again
    expect(say(ended.state, 'hello?').replies).toEqual([{ type: 'closing', outcome: 'not_eligible', text: CLOSING_TEXT.not_eligible }]);
  });

  it('"so that\'s a no for me?" after an early end gets the rule that did not fit and the answer it read, in the visitor\'s words', () => {
    const ended = say(start(FORM, early({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', "no I've never had diabetes");
    const [reply] = say(ended.state, "so that's a no for me then?").replies;
    expect(reply).toMatchObject({ type: 'text' });
    expect((reply as { text: string }).text).toContain(
      `Your answer to "Has a doctor ever told you that you have type 2 diabetes?": "no I've never had diabetes" (read as: no).`,
    );
  });

  it('an answer that does not decide goes on; an agent set to ask everything asks on after a failing answer', () => {
    const on = say(start(FORM, early({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', 'yes');
    expect(asked(on.replies)).toEqual(['diab-when']);
    const all = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', 'no');
    expect(all.state.phase).toBe('questions');
    expect(asked(all.replies)).toEqual(['metformin']);
  });
});

describe('questions', () => {
  it('takes age and sex from the verified record, shows progress, quick replies and the date picker', () => {
    const s = start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } }));
    expect(s.answers.age).toMatchObject({ value: 52, source: 'record', messageId: null });
    expect(s.answers.sex).toMatchObject({ value: 'FEMALE', source: 'record' });
    const r = say(s, 'yes');
    // asked: diab, metformin, preg, smoke (follow-ups hidden until "yes")
    expect(progressOf(r.replies)).toBe('Question 1 of 4');
    expect(r.replies.at(-1)).toMatchObject({
      type: 'question',
      questionId: 'diab',
      quickReplies: [
        { label: 'Yes', send: 'Yes' },
        { label: 'No', send: 'No' },
        { label: 'Not sure', send: 'Not sure' },
      ],
    });
    const follow = say(r.state, 'yes');
    expect(progressOf(follow.replies)).toBe('Question 2 of 5');
    expect(follow.replies.at(-1)).toMatchObject({ type: 'question', questionId: 'diab-when', datePicker: { precision: 'month', max: '2025-06-15' } });
  });

  it('branches: a follow-up only after "yes"; pregnancy is not asked once the sex is male', () => {
    const no = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'MALE' } })), 'yes', 'no');
    expect(asked(no.replies)).toEqual(['metformin']);
    const male = say(no.state, 'yes');
    expect(asked(male.replies)).toEqual(['smoke']);
    expect(progressOf(male.replies)).toBe('Question 3 of 3');
    const smoker = say(male.state, 'yes');
    expect(asked(smoker.replies)).toEqual(['smoke-ago']);
  });

  it('asks an unreadable answer again with an example, twice, then records "not sure" and moves on', () => {
    const s = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes').state;
    const first = say(s, 'purple');
    expect(first.replies).toEqual([
      { type: 'text', text: "Sorry, I didn't understand. Please answer yes or no (or say you're not sure). For example: yes, no or not sure" },
      expect.objectContaining({ type: 'question', questionId: 'diab' }),
    ]);
    const second = say(first.state, 'green');
    expect(second.replies.map((r) => r.type)).toEqual(['text', 'question']);
    expect(second.state.currentQuestionId).toBe('diab');
    const third = say(second.state, 'blue');
    expect(third.replies[0]).toEqual({ type: 'text', text: "No problem, I'll note that one as not sure and we'll move on." });
    expect(asked(third.replies)).toEqual(['metformin']);
    expect(third.state.answers.diab).toMatchObject({ value: 'unsure', source: 'unread', messageId: 'v4', text: 'blue' });
    // the count starts again for the next question
    expect(say(third.state, 'orange').state.currentQuestionId).toBe('metformin');
  });

  it('confirms numbers in the unit of the form', () => {
    const r = say(start(FORM, options()), 'yes', "I'm fifty-two");
    expect(r.replies[0]).toEqual({ type: 'text', text: 'Got it: 52 years.' });
    expect(r.state.answers.age).toMatchObject({ value: 52, source: 'visitor', messageId: 'v2', text: "I'm fifty-two" });
  });
});

describe('corrections', () => {
  it('"actually I\'m 45" corrects the age question it names, even after other answers', () => {
    const s = say(start(FORM, options()), 'yes', '52', 'Female', 'no').state;
    const r = say(s, "actually I'm 45");
    expect(r.state.answers.age).toMatchObject({ value: 45, corrected: true, messageId: 'v5' });
    expect(r.replies[0]).toEqual({ type: 'text', text: 'Thanks, I\'ve changed your answer to "How old are you?" to: 45 years.' });
    // the waiting question is asked again, and the old answer stays in the history
    expect(asked(r.replies)).toEqual(['metformin']);
    expect(r.state.history.filter((a) => a.questionId === 'age').map((a) => a.value)).toEqual([52, 45]);
  });

  it('"sorry, I meant no" corrects the previous question, and branching follows the new answer', () => {
    const s = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', 'yes').state;
    expect(s.currentQuestionId).toBe('diab-when');
    const r = say(s, 'sorry, I meant no');
    expect(r.state.answers.diab).toMatchObject({ value: 'no', corrected: true });
    // the follow-up is hidden now: the next question is metformin
    expect(asked(r.replies)).toEqual(['metformin']);
    expect(progressOf(r.replies)).toBe('Question 2 of 4');
  });

  it('corrects a question named by its number, and does not change what the record gave', () => {
    const s = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', 'no', 'yes').state;
    const r = say(s, 'actually question 1 is yes');
    expect(r.state.answers.diab).toMatchObject({ value: 'yes', corrected: true });
    expect(asked(r.replies)).toEqual(['diab-when']);
    const record = say(s, "actually I'm 45");
    expect(record.state.answers.age).toMatchObject({ value: 52, source: 'record' });
    expect(record.replies[0]).toEqual({
      type: 'text',
      text: "I have that from your verified details, so I'll leave it as it is. The study team can check it with you.",
    });
  });

  it('"actually, no" that changes nothing on the previous question answers the waiting one; "I mean" is no marker', () => {
    const s = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', 'no').state;
    const r = say(s, 'Actually, no');
    expect(r.state.answers.diab).toMatchObject({ value: 'no', messageId: 'v2' });
    expect(r.state.answers.metformin).toMatchObject({ value: 'no', messageId: 'v3' });
    const mean = say(r.state, 'I mean, no');
    expect(mean.state.answers.metformin).toMatchObject({ value: 'no', messageId: 'v3' });
    expect(mean.state.answers.preg).toMatchObject({ value: 'no', messageId: 'v4' });
  });

  it('"sorry, no" is an answer, not a correction', () => {
    const s = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', 'no').state;
    const r = say(s, 'sorry, no');
    expect(r.state.answers.diab.value).toBe('no');
    expect(r.state.answers.metformin).toMatchObject({ value: 'no', messageId: 'v3' });
    expect(r.state.answers.metformin.corrected).toBeUndefined();
  });
});

describe('conflicts', () => {
  it('a later message that contradicts "no" makes the result INCONCLUSIVE, until corrected', () => {
    const s = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', 'no').state;
    const r = say(s, 'yes, for my diabetes');
    expect(r.state.conflicts).toEqual([{ answerKey: 'condition:type 2 diabetes', kind: 'mention', questionIds: ['diab'], messageIds: ['v2', 'v3'] }]);
    // the typed answer is said back first, then the contradiction is pointed out
    expect(r.replies[0]).toEqual({ type: 'text', text: 'Got it: yes.' });
    expect(r.replies[1]).toMatchObject({ type: 'text', text: expect.stringContaining("That's different from something you told me earlier") });

    // left as it is: inc-1 is not met on the "no", but the answer is in conflict → INCONCLUSIVE, not FAIL
    const unresolved = say(r.state, 'no', 'no');
    expect(unresolved.state.phase).toBe('completed');
    expect(unresolved.state.result?.trials[0]).toMatchObject({ recommendation: 'INCONCLUSIVE', deciding: ['inc-1'] });
    expect(closing(unresolved.replies)).toEqual({ type: 'closing', outcome: 'review', text: CLOSING_TEXT.review });

    // corrected: "yes" to diabetes removes the conflict and opens the diagnosis-date follow-up
    const fixed = say(r.state, 'actually I do have diabetes');
    expect(fixed.state.conflicts).toEqual([]);
    expect(asked(fixed.replies)).toEqual(['diab-when']);
    const done = say(fixed.state, 'March 2021', 'no', 'no');
    // age 52, diabetes, metformin, not pregnant, never smoked: all met; HbA1c only at the site → POTENTIAL
    expect(done.state.result?.trials[0]).toMatchObject({ recommendation: 'POTENTIAL', deciding: ['inc-3'] });
    expect(done.state.result?.answers['condition:type 2 diabetes']).toEqual({ present: true, lastAt: '2021-03' });
  });

  it('two questions giving different answers for one key conflict; correcting one resolves it', () => {
    const form: FormContent = {
      sharedQuestions: [],
      blocks: [{ trialId: 't1', nctId: null, title: 'T', questions: [q('p1', 'pregnant'), q('p2', 'pregnant')], siteOnly: [] }],
    };
    const trials = [{ id: 't1', criteria: criteria(false).filter((c) => c.id === 'exc-1') }];
    const s = say(start(form, options({ trials })), 'yes', 'no');
    const conflicting = say(s.state, 'yes');
    expect(conflicting.state.result?.conflicts).toEqual([
      { answerKey: 'pregnant', kind: 'same_key', questionIds: ['p1', 'p2'], messageIds: ['v2', 'v3'] },
    ]);
    expect(conflicting.state.result?.trials[0].recommendation).toBe('INCONCLUSIVE');
    expect(conflicting.replies.map((r) => r.type)).toEqual(['text', 'closing']);

    // a correction after the end is not taken (the result is final); before the end it is
    const form3: FormContent = { ...form, blocks: [{ ...form.blocks[0], questions: [...form.blocks[0].questions, q('c', 'consent')] }] };
    const s3 = say(start(form3, options({ trials })), 'yes', 'no', 'yes');
    expect(s3.state.conflicts).toHaveLength(1);
    const fixed = say(s3.state, 'sorry, I meant no', 'yes');
    expect(fixed.state.conflicts).toEqual([]);
    // not pregnant (both answers "no") → exc-1 met → PASS (the only criterion)
    expect(fixed.state.result?.trials[0]).toMatchObject({ recommendation: 'PASS', deciding: ['exc-1'] });
  });
});

describe('pause and resume', () => {
  it('offers to continue later, and picks up where it stopped', () => {
    const s = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', 'no').state;
    const paused = say(s, "I'll continue later");
    expect(paused.state.phase).toBe('paused');
    expect(paused.replies).toEqual([{ type: 'closing', outcome: 'paused', text: CLOSING_TEXT.paused }]);
    const back = say(paused.state, 'hi');
    expect(back.replies[0]).toEqual({ type: 'text', text: "Welcome back! Let's pick up where we left off." });
    expect(asked(back.replies)).toEqual(['metformin']);
    // an answer straight away is taken as the answer
    expect(say(paused.state, 'yes').state.answers.metformin.value).toBe('yes');
  });

  it('resumes from a JSON round trip, and the dialogue goes on exactly as without it', () => {
    const s = say(start(FORM, options({ candidateKnown: { ageYears: 52, sex: 'FEMALE' } })), 'yes', 'yes').state;
    const json = JSON.stringify(s);
    const resumed = resume(json, NOW);
    expect(resumed.state).toEqual(s);
    expect(resumed.replies).toEqual([
      { type: 'progress', current: 2, total: 5, text: 'Question 2 of 5' },
      expect.objectContaining({ type: 'question', questionId: 'diab-when' }),
    ]);
    const rest = ['2019-05-01', 'yes', 'no', 'yes', '3 years ago'];
    expect(say(resumed.state, ...rest)).toEqual(say(s, ...rest));
    expect(resume(JSON.parse(json))).toEqual(resumed);
    expect(() => resume('{"version":99}', NOW)).toThrow(DialogueError);
    expect(() => resume('not json', NOW)).toThrow(DialogueError);
  });

  it('never modifies the state it is given', () => {
    const s = say(start(FORM, options()), 'yes').state;
    const copy = structuredClone(s);
    step(s, '52', { now: NOW });
    expect(s).toEqual(copy);
  });
});

describe('result', () => {
  it('cites the visitor message behind each verdict; record answers cite no message', () => {
    const s = start(FORM, options({ candidateKnown: { sex: 'FEMALE' } }));
    const done = say(s, 'yes', '52', 'yes', '03/2021', 'yes', 'no', 'yes', '2 years ago').state;
    const trial = done.result!.trials[0];
    // 52 → age met; diabetes, metformin; not pregnant; smoked, last 2 years ago (731 days > 182.625) → exc-2 met
    expect(trial.recommendation).toBe('POTENTIAL');
    const byId = Object.fromEntries(trial.verdicts.map((v) => [v.criterionId, v]));
    expect(byId['inc-age']).toMatchObject({
      verdict: 'met',
      messages: [{ answerKey: 'age', questionId: 'age', messageId: 'v2', text: '52', source: 'visitor' }],
    });
    expect(byId['exc-2'].verdict).toBe('met');
    expect(byId['exc-2'].messages.map((m) => m.messageId)).toEqual(['v7', 'v8']);
    expect(byId['inc-3']).toMatchObject({ verdict: 'unknown', messages: [] });
    expect(done.result?.answers.smoking).toEqual({ present: true, daysAgo: 731 });
  });

  it('gives PASS when every criterion is met and none is left to the site', () => {
    const s = start(FORM, options({ trials: [{ id: 't1', criteria: criteria(false) }], candidateKnown: { ageYears: 30, sex: 'FEMALE' } }));
    const done = say(s, 'yes', 'yes', 'last year', 'yes', 'no', 'no');
    expect(done.state.result?.trials[0]).toMatchObject({ recommendation: 'PASS' });
    expect(closing(done.replies)).toEqual({ type: 'closing', outcome: 'next_step', text: CLOSING_TEXT.next_step });
  });

  it('refuses a form whose trials are not all given', () => {
    expect(() => start(FORM, options({ trials: [] }))).toThrow(DialogueError);
  });
});
