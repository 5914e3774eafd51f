/**
 * The public chat understands people, end to end through the API on the demo organisation's published chat (the
 * KNP2002 study NCT05896215: ages 15–49, both sexes, 15 sites): the wrong endings visitors met before end right —
 * "No problem, you can call me anytime" and "I don't mind" are consent, "Sí" is consent, unreadable replies never
 * close the chat, a question is never consent and gets an answer from the study's record, a 78-year-old is told
 * kindly right after consent, and "I have never had that" is a no — and a visitor's question in the middle of the
 * questions is answered before the waiting question is asked again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, DEMO, login, type TestApp } from '../helpers/app';
import { initiateChat, verifyChat, waitingQuestion, type VisitorChat } from '../helpers/chat';
import { CLOSING_TEXT, SPANISH_TEXT } from '../../server/domain/conversation';

const D = DEMO.orgs.demo;
const agentTexts = (lines: readonly any[]) => lines.filter((l) => l.role === 'agent').map((l) => l.text as string);

describe.each(backends())('the chat understands people (%s)', (backend) => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(backend, { config: { chatRateLimits: { initiationsPerMinute: 100, messagesPerMinute: 100 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A verified visitor of the demo chat, born on `dateOfBirth`, waiting at the contact question. */
  async function visitor(dateOfBirth = '1990-04-02'): Promise<VisitorChat> {
    n += 1;
    const chat = await initiateChat(t.app, D, `10.9.0.${n}`);
    await verifyChat(t.app, t.database, chat, { firstName: 'Ana', lastName: `Visitor${n}`, dateOfBirth, email: `visitor${n}@example.org` });
    return chat;
  }

  it('"No problem, you can call me anytime" and "I don\'t mind" are consent, not a refusal', async () => {
    for (const text of ['No problem, you can call me anytime', "I don't mind"]) {
      const chat = await visitor();
      await chat.send(text);
      expect(chat.conversation.phase, text).toBe('questions');
      expect(waitingQuestion(chat.lines).reply.type, text).toBe('question');
    }
  });

  it('"Sí" is consent, and the visitor writing in Spanish is told in Spanish that the questions are in English for now', async () => {
    const chat = await visitor();
    const lines = await chat.send('Sí');
    expect(chat.conversation.phase).toBe('questions');
    const again = await visitor();
    const spanish = await again.send('Sí, claro, pueden llamarme');
    expect(agentTexts(spanish)[0]).toBe(SPANISH_TEXT);
    expect(again.conversation.phase).toBe('questions');
    expect(agentTexts(lines)).not.toContain(SPANISH_TEXT);
    // the study team sees that the visitor wrote in Spanish
    const admin = await login(t.app, DEMO.admin);
    expect((await admin.get(`/api/chat-conversations/${again.id}`)).json().conversation.visitorLanguage).toBe('es');
    expect((await admin.get(`/api/chat-conversations/${chat.id}`)).json().conversation.visitorLanguage).toBeNull();
  });

  it('unreadable replies never close the chat; a question is never consent and is answered from the study record', async () => {
    const chat = await visitor();
    for (const text of ['hmm', 'asdf', '???']) await chat.send(text);
    expect(chat.conversation.phase).toBe('consent');
    const lines = await chat.send('ok but is it paid? and where is it?');
    expect(chat.conversation.phase).toBe('consent');
    const said = agentTexts(lines);
    expect(said[0]).toMatch(/doesn't say whether there is payment/);
    expect(said[1]).toMatch(/^The study takes place at 15 sites, in Japan: Tokyo \(6\), /);
    expect(lines.at(-1).reply.type).toBe('consent');
    await chat.send('yes');
    expect(chat.conversation.phase).toBe('questions');
  });

  it('a 78-year-old is told kindly right after consent, with no questions asked', async () => {
    const chat = await visitor('1948-01-15');
    const lines = await chat.send('yes');
    expect(chat.conversation.phase).toBe('completed');
    expect(lines.filter((l) => l.reply?.type === 'question')).toEqual([]);
    expect(lines.at(-1).reply).toMatchObject({ type: 'closing', outcome: 'not_eligible', text: CLOSING_TEXT.not_eligible });
  });

  it('"I have never had that" is a no, said back; a question in the middle is answered before the question comes again', async () => {
    const chat = await visitor();
    await chat.send('yes');
    const first = waitingQuestion(chat.lines);
    expect(first.reply.answerType).toBe('yes_no_unsure');
    const asked = await chat.send('how long does the study last?');
    expect(agentTexts(asked)[0]).toMatch(/study record/);
    expect(waitingQuestion(chat.lines).reply.questionId).toBe(first.reply.questionId);
    const answered = await chat.send('I have never had that, no');
    expect(agentTexts(answered)[0]).toBe('Got it: no.');
    expect(waitingQuestion(chat.lines).reply.questionId).not.toBe(first.reply.questionId);
  });

  it('a chat whose form is deleted while it runs still completes, and its results keep no link to the deleted form', async () => {
    const admin = await login(t.app, DEMO.admin);
    const chat = await visitor();
    await chat.send('yes');
    const agents = (await admin.get(`/api/chat-agents/internal/?organizationId=${D}`)).json().chatAgents as any[];
    const agent = agents.find((a) => a.published);
    const old = (await admin.get(`/api/prescreen-forms/${agent.prescreenFormId}`)).json();
    const copy = await admin.post(`/api/prescreen-forms?organizationId=${D}`, {
      name: `${old.name} (copy)`,
      trialIds: agent.trialIds,
      content: old.content,
    });
    expect(copy.statusCode).toBe(201);
    expect((await admin.patch(`/api/chat-agents/internal/${agent.id}`, { prescreenFormId: copy.json().id })).statusCode).toBe(200);
    expect((await admin.delete(`/api/prescreen-forms/${old.id}`)).statusCode).toBe(204);
    for (let i = 0; i < 40 && chat.conversation.phase !== 'completed'; i++) await chat.send('not sure');
    expect(chat.conversation.phase).toBe('completed');
    const rows = (
      await t.database.executeSql('select prescreen_form_id, form_version from prescreen_result where chat_conversation_id = $1', [chat.id])
    ).rows as any[];
    expect(rows).toEqual([{ prescreen_form_id: null, form_version: old.version }]);
  });
});
