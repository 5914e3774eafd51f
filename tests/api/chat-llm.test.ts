/**
 * The optional language model in the public chat ("When LLM_BASE_URL is set, an OpenAI-compatible model may
 * paraphrase questions and interpret free text, but the verdicts still come from the eligibility engine on the
 * extracted structured answers, and every LLM output is checked against the expected answer type; tests run against
 * a local fake endpoint. The embedded default (no LLM) is the complete product."), through
 * `POST /api/chat-conversations/:id/messages` against the local fake OpenAI-compatible server (tests/fakes/openai.ts).
 *
 * Northside's published agent runs NCT05813925 (CagriSema, BMI ≥ 27 from weight and height): with the age from the
 * verified record, its first question is "How much do you weigh?" (a number in kg). The demo chat (NCT05896215,
 * warts) is used with the personas for rewordings of yes/no questions with numbers in them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, DEMO, login, type TestApp } from '../helpers/app';
import { initiateChat, verifyChat, waitingQuestion, type Visitor, type VisitorChat } from '../helpers/chat';
import { answerFor, PERSONAS } from '../helpers/personas';
import { startFakeOpenAI, type ChatReply, type ChatRequest, type FakeOpenAI } from '../fakes/openai';

const { northside: N, demo: D } = DEMO.orgs;

/** Not readable by the deterministic parser (checked in the first test); about 77 kg. */
const UNREADABLE = 'a bit under a hundred and seventy pounds';
const WEIGHT_QUESTION = 'How much do you weigh?';

type Kind = 'interpret' | 'paraphrase' | 'phrase';
const kindOf = (req: ChatRequest): Kind => {
  const system = req.body.messages.find((m) => m.role === 'system')!.content;
  return /reword one question/.test(system) ? 'paraphrase' : /phrase the answer/.test(system) ? 'phrase' : 'interpret';
};
/** The JSON the server sent as the user message. */
const sent = (req: ChatRequest) => JSON.parse(req.body.messages.find((m) => m.role === 'user')!.content);

describe.each(backends())('chat with a language model (%s)', (backend) => {
  let t: TestApp;
  let fake: FakeOpenAI;
  /** What the fake answers, per kind of request; set by each test. */
  let interpret: (input: any) => ChatReply;
  let paraphrase: (input: any) => ChatReply;
  let phrase: (input: any) => ChatReply = (input) => JSON.stringify({ answer: input.answer });
  let visitors = 0;
  const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows as any[];
  const requests = (kind: Kind) => fake.requests.filter((r) => kindOf(r) === kind);
  const unchanged = (input: any) => JSON.stringify({ question: input.question });

  /** A new visitor's Northside chat past consent, waiting for the weight question. */
  async function atWeight(): Promise<VisitorChat> {
    visitors += 1;
    const chat = await initiateChat(t.app, N, `10.1.0.${visitors}`);
    const visitor: Visitor = {
      firstName: 'Ana',
      lastName: `Model${visitors}`,
      dateOfBirth: '1980-05-04',
      phone: `+1617555${String(2000 + visitors)}`,
    };
    await verifyChat(t.app, t.database, chat, visitor);
    await chat.send('Yes');
    // the form asks its knock-out questions (the condition the study is for) first: "not sure" never ends the chat
    for (let i = 0; i < 10 && waitingQuestion(chat.lines).reply.answerType !== 'number'; i++) await chat.send('Not sure');
    expect(waitingQuestion(chat.lines).reply).toMatchObject({ type: 'question', answerType: 'number', unit: 'kg' });
    return chat;
  }
  const dialogueOf = async (chat: VisitorChat) => (await sql('select state from chat_conversation where id = $1', [chat.id]))[0].state.dialogue;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.reply((req) => ({ paraphrase, phrase, interpret })[kindOf(req)](sent(req)));
    t = await createTestApp(backend, {
      config: { llm: { baseUrl: fake.url, model: 'fake' }, chatRateLimits: { initiationsPerMinute: 100, messagesPerMinute: 100 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('reads an unreadable answer from the model’s checked reading; the result is the engine’s and cites the visitor’s words', async () => {
    interpret = () => JSON.stringify({ answer: '76 kg' });
    paraphrase = unchanged;
    const chat = await atWeight();
    const before = requests('interpret').length;
    const lines = await chat.send(UNREADABLE);
    const [asked] = requests('interpret').slice(before);
    expect(requests('interpret').length - before, 'one reading asked').toBe(1);
    expect(sent(asked)).toEqual({ question: WEIGHT_QUESTION, answerType: 'number', unit: 'kg', text: UNREADABLE });
    expect(asked.body.model).toBe('fake');
    expect(lines[0]).toMatchObject({ role: 'visitor', text: UNREADABLE });
    expect(lines[1].text, 'the reading is confirmed back to the visitor').toBe('Got it: 76 kg.');
    expect(waitingQuestion(chat.lines).reply.answerType).toBe('number');
    expect(waitingQuestion(chat.lines).text).toBe('How tall are you?');

    // readable answers never go to the model
    const asking = requests('interpret').length;
    await chat.send('165 cm');
    for (let i = 0; i < 40; i++) {
      const q = waitingQuestion(chat.lines);
      if (q.reply.type === 'closing') break;
      await chat.send('no');
    }
    expect(requests('interpret').length).toBe(asking);
    expect(waitingQuestion(chat.lines).reply.type).toBe('closing');

    const dialogue = await dialogueOf(chat);
    const weightId = Object.keys(dialogue.answers).find((id) => dialogue.answers[id].normalized === '76 kg')!;
    expect(dialogue.answers[weightId]).toMatchObject({
      value: 76,
      source: 'visitor',
      messageId: lines[0].id,
      text: UNREADABLE,
      interpretedBy: 'model',
    });
    const [result] = await sql('select verdicts from prescreen_result where chat_conversation_id = $1', [chat.id]);
    const bmi = (result.verdicts as any[]).find((v) => /Body mass index/.test(v.text));
    expect(bmi.verdict, '76 kg and 165 cm: BMI 27.9 ≥ 27').toBe('met');
    expect(bmi.messages).toContainEqual(
      expect.objectContaining({ messageId: lines[0].id, text: UNREADABLE, source: 'visitor', interpretedBy: 'model' }),
    );
    expect(bmi.messages).toContainEqual(expect.objectContaining({ text: '165 cm', source: 'visitor' }));
  });

  it('rejects a reading of the wrong type and survives a model failure: the usual re-ask, nothing recorded', async () => {
    paraphrase = unchanged;
    const chat = await atWeight();
    const reAsk = "I didn't catch your weight. For example: 82 kg or 180 lb";

    interpret = () => JSON.stringify({ answer: 'blue' });
    const wrong = await chat.send(UNREADABLE);
    expect(wrong.slice(1).map((l) => l.text)).toEqual([reAsk, WEIGHT_QUESTION]);

    interpret = () => ({ status: 500 });
    const failed = await chat.send(UNREADABLE);
    expect(failed.slice(1).map((l) => l.text)).toEqual([reAsk, WEIGHT_QUESTION]);

    interpret = () => 'about 77 kilos, I reckon';
    const prose = await chat.send(UNREADABLE);
    expect(
      prose.slice(1).map((l) => l.text),
      'third unreadable answer: noted as not sure',
    ).toEqual([expect.stringMatching(/not sure/), expect.any(String), 'How tall are you?']);

    const dialogue = await dialogueOf(chat);
    const weight = Object.values(dialogue.answers as Record<string, any>).find((a) => a.questionId.endsWith('inc-3.1'));
    expect(weight).toMatchObject({ value: 'unsure', source: 'unread' });
    expect(weight.interpretedBy).toBeUndefined();
  });

  it('a model reading of "I don’t know" is accepted as not sure; a null reading is the usual re-ask', async () => {
    paraphrase = unchanged;
    const chat = await atWeight();
    interpret = () => JSON.stringify({ answer: null });
    expect((await chat.send('haven’t stepped on a scale in ages')).slice(1).map((l) => l.text)[1]).toBe(WEIGHT_QUESTION);
    interpret = () => JSON.stringify({ answer: 'not sure' });
    const before = requests('interpret').length;
    const lines = await chat.send('the scale broke years ago, could be anything');
    expect(requests('interpret').length).toBe(before + 1);
    expect(lines[1].text).toBe('Got it: not sure.');
    expect(waitingQuestion(chat.lines).text).toBe('How tall are you?');
  });

  it('shows a checked rewording of the question in the agent’s persona, keeping the form’s wording beside it', async () => {
    interpret = () => JSON.stringify({ answer: null });
    paraphrase = (input) =>
      JSON.stringify({ question: input.question === WEIGHT_QUESTION ? 'Roughly how much do you weigh these days?' : input.question });
    const before = requests('paraphrase').length;
    const chat = await atWeight();
    const q = waitingQuestion(chat.lines);
    expect(q.text).toBe('Roughly how much do you weigh these days?');
    expect(q.reply).toMatchObject({ type: 'question', text: 'Roughly how much do you weigh these days?', originalText: WEIGHT_QUESTION, unit: 'kg' });
    const asked = requests('paraphrase')
      .slice(before)
      .find((r) => sent(r).question === WEIGHT_QUESTION)!;
    const admin = await login(t.app, DEMO.admin);
    const agent = (await admin.get(`/api/chat-agents/internal/${chat.conversation.chatAgentId}`)).json();
    expect(agent.persona).toBeTruthy();
    expect(sent(asked)).toEqual({ persona: agent.persona, question: WEIGHT_QUESTION });
    // the stored transcript keeps the reworded line and the original wording
    const [line] = await sql(`select text, reply from chat_message where id = $1`, [q.id]);
    expect(line).toMatchObject({
      text: 'Roughly how much do you weigh these days?',
      reply: expect.objectContaining({ originalText: WEIGHT_QUESTION }),
    });
  });

  it('keeps the form’s wording when a rewording drops a number, is too long, is not a question or has a link; verdicts are unchanged', async () => {
    interpret = () => JSON.stringify({ answer: null });
    const rejected: Record<string, string> = {
      'Do you have 5 or more warts on the upper or lower limbs?': 'Do you have five or more warts on your arms or legs?',
      'If you could become pregnant or get a partner pregnant, are you willing to use effective birth control during the study?': `${'Just so you know, '.repeat(20)}will you use birth control?`,
      'Are you able and willing to read and sign a form agreeing to take part in the study?': 'Please confirm you can sign the consent form.',
      'Are you scheduled to undergo treatment such as physical therapy or chemotherapy for warts?':
        'Are you scheduled for wart treatment (see https://example.com)?',
      'Has a doctor ever told you that you have diabetes?': 'Has a doctor ever told you that you have type 2 diabetes?',
    };
    const reworded = (q: string) => `Just checking: ${q[0].toLowerCase()}${q.slice(1)}`;
    paraphrase = (input) => JSON.stringify({ question: rejected[input.question] ?? reworded(input.question) });

    const p = PERSONAS.eligible;
    const chat = await initiateChat(t.app, D, '10.1.1.1');
    await verifyChat(t.app, t.database, chat, { firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, phone: p.phone });
    await chat.send('Yes');
    const shown: any[] = [];
    for (let i = 0; i < 40; i++) {
      const q = waitingQuestion(chat.lines);
      if (q.reply.type === 'closing') break;
      shown.push(q.reply);
      await chat.send(answerFor(p, q.reply.originalText ?? q.text));
    }
    expect(chat.lines.find((l) => l.reply?.type === 'closing').reply.outcome, 'the same PASS as without a model').toBe('next_step');
    const kept = shown.filter((r) => r.text in rejected);
    const accepted = shown.filter((r) => !(r.text in rejected));
    expect(kept.length, 'rejected rewordings met on the way').toBeGreaterThanOrEqual(4);
    for (const r of kept) expect(r.originalText).toBeUndefined();
    expect(accepted.length).toBeGreaterThan(0);
    for (const r of accepted) expect(r).toMatchObject({ text: reworded(r.originalText), originalText: expect.any(String) });
    const [result] = await sql('select ai_recommendation from prescreen_result where chat_conversation_id = $1', [chat.id]);
    expect(result.ai_recommendation).toBe('PASS');
  });

  it('never asks the model to read consent', async () => {
    interpret = () => JSON.stringify({ answer: 'yes' });
    paraphrase = unchanged;
    visitors += 1;
    const chat = await initiateChat(t.app, N, `10.1.0.${visitors}`);
    await verifyChat(t.app, t.database, chat, {
      firstName: 'Ana',
      lastName: `Consent${visitors}`,
      dateOfBirth: '1980-05-04',
      phone: `+1617555${2000 + visitors}`,
    });
    const before = requests('interpret').length;
    await chat.send('whatever you think is best');
    expect(requests('interpret').length).toBe(before);
    expect(waitingQuestion(chat.lines).reply.type).toBe('consent');
  });
  it("phrases the answer to a visitor's own question only from the record's facts; an invented fact is refused", async () => {
    interpret = () => JSON.stringify({ answer: null });
    paraphrase = unchanged;
    phrase = () =>
      JSON.stringify({
        answer:
          "Good question! The study record doesn't mention payment or travel costs, so the study team will tell you about that when they contact you.",
      });
    const chat = await atWeight();
    const before = requests('phrase').length;
    const lines = await chat.send('is it paid?');
    const [asked] = requests('phrase').slice(before);
    expect(sent(asked)).toMatchObject({
      question: 'is it paid',
      answer: expect.stringMatching(/^The study record doesn't say whether there is payment/),
    });
    expect(lines[1]).toMatchObject({ role: 'agent', text: expect.stringMatching(/^Good question! The study record doesn't mention payment/) });
    expect(lines[1].reply.originalText).toMatch(/^The study record doesn't say whether there is payment/);
    expect(waitingQuestion(chat.lines).text, 'then the waiting question again').toBe(WEIGHT_QUESTION);

    phrase = () => JSON.stringify({ answer: 'Yes, you get $200 per visit at the Tokyo clinic.' });
    const invented = await chat.send('is it paid?');
    expect(invented[1].text, 'an invented fact is never shown').toMatch(/^The study record doesn't say whether there is payment/);
    expect(invented[1].reply.originalText).toBeUndefined();
  });
});

describe.each(backends())('chat without a language model (%s)', (backend) => {
  let t: TestApp;
  let fake: FakeOpenAI;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.reply(() => JSON.stringify({ answer: '76 kg', question: 'Reworded?' }));
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('is the complete deterministic chat: the unreadable answer is asked again and nothing calls a model', async () => {
    const chat = await initiateChat(t.app, N, '10.2.0.1');
    await verifyChat(t.app, t.database, chat, { firstName: 'Ana', lastName: 'NoModel', dateOfBirth: '1980-05-04', phone: '+16175553001' });
    await chat.send('Yes');
    // the knock-out questions come first; "not sure" never ends the chat
    for (let i = 0; i < 10 && waitingQuestion(chat.lines).text !== WEIGHT_QUESTION; i++) await chat.send('Not sure');
    expect(waitingQuestion(chat.lines).text).toBe(WEIGHT_QUESTION);
    const lines = await chat.send(UNREADABLE);
    expect(lines.slice(1).map((l) => l.text)).toEqual(["I didn't catch your weight. For example: 82 kg or 180 lb", WEIGHT_QUESTION]);
    await chat.send('12 stone');
    expect(waitingQuestion(chat.lines).text).toBe('How tall are you?');
    expect(waitingQuestion(chat.lines).reply.originalText).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });
});
