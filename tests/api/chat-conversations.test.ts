/**
 * /api/chat-conversations (spec §7, "Public chat", "The prescreen dialogue", "Bad input and safety"): the
 * public flow (initiate → identity check with a one-time code from the outbox → consent → the generated form's
 * questions → closing), the stored prescreen result and the candidate's status, the token rules, staff views and
 * tenancy, test conversations, the list filters, deletion, rate limits and limits on input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { initiateChat, initiateRequest, latestCode, verifyChat, waitingQuestion, type VisitorChat } from '../helpers/chat';
import { answerFor, PERSONAS, type Persona } from '../helpers/personas';
import { CLOSING_TEXT } from '../../server/domain/conversation';

const { northside: N, lakeview: L, demo: D } = DEMO.orgs;
const BASE = '/api/chat-conversations';

/** Answers every question of `chat` as `persona` until the closing line; returns the questions asked. */
async function runPersona(chat: VisitorChat, persona: Persona): Promise<string[]> {
  const asked: string[] = [];
  await chat.send('Yes');
  for (let i = 0; i < 60; i++) {
    const q = waitingQuestion(chat.lines);
    if (!q || q.reply.type === 'closing') return asked;
    asked.push(q.text);
    await chat.send(answerFor(persona, q.text));
  }
  throw new Error('the dialogue did not end');
}

describe.each(backends())('chat conversations (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let lake: Client;
  const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql<any>(text, values)).rows;

  beforeAll(async () => {
    t = await createTestApp(backend, { config: { chatRateLimits: { initiationsPerMinute: 20, messagesPerMinute: 30 } } });
    [admin, north, lake] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside), login(t.app, DEMO.lakeview)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('initiate gives a token, the greeting and the identity check; nothing runs before the code', async () => {
    const chat = await initiateChat(t.app, D, '10.0.0.1');
    expect(chat.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(chat.conversation).toMatchObject({
      organizationId: D,
      organizationName: 'Phases Demo',
      status: 'ONGOING',
      phase: 'verification',
      verified: false,
      isTest: false,
    });
    expect(chat.lines.map((l) => l.reply.type)).toEqual(['text', 'verification']);
    const early = await chat.raw('yes');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/verify/i);
    const stored = await sql('select token_hash from chat_conversation where id = $1', [chat.id]);
    expect(stored[0].token_hash).not.toContain(chat.token);
  });

  it('an unknown organisation or one without a published agent is a 404', async () => {
    expect((await initiateRequest(t.app, '00000000-0000-4000-8000-0000000000ff', '10.0.0.2')).statusCode).toBe(404);
    const res = await initiateRequest(t.app, DEMO.orgs.phases, '10.0.0.2');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This organisation has no chat available');
  });

  it('the eligible persona finishes the chat: PASS stored with evidence, candidate created and PRESCREEN_PASSED', async () => {
    const p = PERSONAS.eligible;
    const chat = await initiateChat(t.app, D, '10.0.0.3');
    await verifyChat(t.app, t.database, chat, { firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, phone: '(617) 555-0111' });
    expect(chat.conversation).toMatchObject({ phase: 'consent', verified: true, verification: null });
    expect(waitingQuestion(chat.lines).reply.type).toBe('consent');
    const asked = await runPersona(chat, p);
    expect(
      asked.some((q) => /how old|date of birth/i.test(q)),
      'age comes from the verified record',
    ).toBe(false);
    expect(asked.length).toBeGreaterThanOrEqual(8);
    const closing = chat.lines.find((l) => l.reply?.type === 'closing');
    expect(closing.reply.outcome).toBe('next_step');
    const agent = (await admin.get(`/api/chat-agents/internal/${chat.conversation.chatAgentId}`)).json();
    expect(chat.lines[chat.lines.length - 1].text, 'the agent’s hand-off text follows').toBe(agent.handoffText);
    expect(chat.conversation).toMatchObject({ status: 'COMPLETED', phase: 'completed', progress: null });

    const [cand] = await sql(
      `select *, to_char(date_of_birth, 'YYYY-MM-DD') as dob from candidate where organization_id = $1 and first_name = $2 and last_name = $3`,
      [D, p.firstName, p.lastName],
    );
    expect(cand).toMatchObject({
      source: 'chat',
      phone: '+16175550111',
      dob: p.dateOfBirth,
      status: 'PRESCREEN_PASSED',
      consent_call: true,
      consent_sms: true,
      consent_call_source: 'chat',
    });
    const results = await sql('select * from prescreen_result where chat_conversation_id = $1', [chat.id]);
    expect(results).toHaveLength(1);
    const r = results[0];
    expect(r).toMatchObject({ candidate_id: cand.id, source_type: 'chat', ai_recommendation: 'PASS', form_version: 1 });
    const verdicts = r.verdicts as any[];
    expect(verdicts.every((v) => v.text && (v.kind === 'inclusion' || v.kind === 'exclusion'))).toBe(true);
    expect(verdicts.every((v) => v.verdict === 'met')).toBe(true);
    const warts = verdicts.find((v) => /common warts/.test(v.text));
    const line = chat.lines.find((l) => l.role === 'visitor' && l.text === 'yes, on my hand');
    expect(warts.messages.map((m: any) => m.messageId)).toContain(line.id);
    const age = verdicts.find((v) => /aged 15 to 49/.test(v.text));
    expect(age.messages[0].source).toBe('record');
    // the form and the criteria are stored once (setup); each message rewrites only the rest of the dialogue
    const [sizes] = await sql(
      `select length(state::text) as state, length(setup::text) as setup, state->'dialogue' ? 'form' as has_form from chat_conversation where id = $1`,
      [chat.id],
    );
    expect(sizes.has_form).toBe(false);
    expect(Number(sizes.setup)).toBeGreaterThan(1000);
  });

  it('the persona with 5 or more warts gets FAIL citing that exclusion, and a kind closing without reasons', async () => {
    const p = PERSONAS.manyWarts;
    const chat = await initiateChat(t.app, D, '10.0.0.4');
    await verifyChat(t.app, t.database, chat, { firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth, phone: p.phone });
    await runPersona(chat, p);
    const closing = chat.lines[chat.lines.length - 1];
    expect(closing.reply.outcome).toBe('not_eligible');
    expect(closing.text).toBe(CLOSING_TEXT.not_eligible);
    expect(closing.text).not.toMatch(/wart|limb|5/i);
    const [r] = await sql('select * from prescreen_result where chat_conversation_id = $1', [chat.id]);
    expect(r.ai_recommendation).toBe('FAIL');
    const failed = (r.verdicts as any[]).filter((v) => (r.deciding as string[]).includes(v.criterionId));
    expect(failed.map((v) => v.text)).toEqual(['Subjects with 5 or more warts on the upper or lower limbs']);
    expect(failed[0].messages[0].text).toBe('yes');
    const [cand] = await sql('select status from candidate where id = $1', [r.candidate_id]);
    expect(cand.status).toBe('PRESCREEN_FAILED');
  });

  it('verification links the organisation’s existing candidate (name, date of birth, phone) and uses their record', async () => {
    const [picked] = await sql(
      `select id from candidate where organization_id = $1 and date_of_birth is not null and sex in ('FEMALE','MALE') order by created_at limit 1`,
      [N],
    );
    expect((await north.patch(`/api/candidates/${picked.id}`, { phone: '617-555-0144' })).statusCode).toBe(200);
    const [existing] = await sql(`select *, to_char(date_of_birth, 'YYYY-MM-DD') as dob from candidate where id = $1`, [picked.id]);
    const before = Number((await sql('select count(*)::int as n from candidate where organization_id = $1', [N]))[0].n);
    const chat = await initiateChat(t.app, N, '10.0.0.5');
    await verifyChat(t.app, t.database, chat, {
      firstName: existing.first_name.toUpperCase(),
      lastName: existing.last_name,
      dateOfBirth: existing.dob,
      phone: existing.phone,
    });
    const [row] = await sql('select candidate_id, visitor_name from chat_conversation where id = $1', [chat.id]);
    expect(row.candidate_id).toBe(existing.id);
    expect(Number((await sql('select count(*)::int as n from candidate where organization_id = $1', [N]))[0].n)).toBe(before);
    const asked = await runPersona(chat, PERSONAS.eligible);
    expect(asked.some((q) => /how old|date of birth|are you (male|female)/i.test(q))).toBe(false);
    const staff = (await north.get(`${BASE}/${chat.id}`)).json();
    expect(staff.conversation).toMatchObject({ candidateId: existing.id, candidateName: `${existing.first_name} ${existing.last_name}` });
  });

  it('the identity check: bad phone and future birth date name the field; a wrong code counts; email works; expiry is a 422', async () => {
    const chat = await initiateChat(t.app, D, '10.0.0.6');
    const c = client(t.app);
    const body = { conversationId: chat.id, token: chat.token, firstName: 'Ola', lastName: 'Berg', dateOfBirth: '1980-01-01' };
    const badPhone = await c.post(`${BASE}/verify`, { ...body, phone: '12' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().issues[0].path).toEqual(['body', 'phone']);
    const future = await c.post(`${BASE}/verify`, { ...body, dateOfBirth: '2999-01-01', phone: '+16175550199' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/^dateOfBirth/);
    const missing = await c.post(`${BASE}/verify`, { conversationId: chat.id, token: chat.token, firstName: 'Ola' });
    expect(missing.statusCode).toBe(400);
    const noCodeYet = await c.post(`${BASE}/verify`, { conversationId: chat.id, token: chat.token, code: '123456' });
    expect(noCodeYet.statusCode).toBe(409);

    const sent = await c.post(`${BASE}/verify`, { ...body, email: 'Ola.Berg@Example.org' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().conversation.verification).toMatchObject({ channel: 'email', destination: 'o•••@example.org' });
    const code = await latestCode(t.database, 'ola.berg@example.org');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await c.post(`${BASE}/verify`, { conversationId: chat.id, token: chat.token, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ path: ['body', 'code'] }] });
    expect(bad.json().message).toMatch(/4 tries left/);
    await sql(`update chat_conversation set verification = jsonb_set(verification, '{expiresAt}', '"2000-01-01T00:00:00.000Z"') where id = $1`, [
      chat.id,
    ]);
    const expired = await c.post(`${BASE}/verify`, { conversationId: chat.id, token: chat.token, code });
    expect(expired.statusCode).toBe(422);
    // a new code works
    await c.post(`${BASE}/verify`, { ...body, email: 'ola.berg@example.org' });
    const ok = await c.post(`${BASE}/verify`, {
      conversationId: chat.id,
      token: chat.token,
      code: await latestCode(t.database, 'ola.berg@example.org'),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().conversation.verified).toBe(true);
    expect((await c.post(`${BASE}/verify`, { ...body, email: 'ola.berg@example.org' })).statusCode).toBe(409);
  });

  it('token rules: a wrong or another conversation’s token is the same 404 as a missing conversation; no token and no session is 401', async () => {
    const a = await initiateChat(t.app, D, '10.0.0.7');
    const b = await initiateChat(t.app, D, '10.0.0.7');
    const c = client(t.app);
    const missing = await c.get(`${BASE}/00000000-0000-4000-8000-0000000000aa?token=${a.token}`);
    const wrong = await c.get(`${BASE}/${a.id}?token=${b.token}`);
    expect(missing.statusCode).toBe(404);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(missing.json().message);
    expect((await c.post(`${BASE}/${a.id}/messages`, { text: 'hi', token: b.token })).statusCode).toBe(404);
    expect((await c.post(`${BASE}/verify`, { conversationId: a.id, token: b.token, code: '123456' })).statusCode).toBe(404);
    expect((await c.get(`${BASE}/${a.id}`)).statusCode).toBe(401);
    const own = await c.get(`${BASE}/${a.id}`, { 'x-chat-token': a.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().conversation.candidateId).toBeUndefined();
    expect(own.json().messages).toHaveLength(2);
  });

  it('staff read their organisation’s conversations; another organisation’s are 404, lists aimed at it 403', async () => {
    const chat = await initiateChat(t.app, N, '10.0.0.8');
    expect((await north.get(`${BASE}/${chat.id}`)).statusCode).toBe(200);
    expect((await lake.get(`${BASE}/${chat.id}`)).statusCode).toBe(404);
    expect((await lake.delete(`${BASE}/${chat.id}`)).statusCode).toBe(404);
    expect((await lake.get(`${BASE}?organizationId=${N}`)).statusCode).toBe(403);
    expect((await lake.get(`${BASE}?organizationIds=${L},${N}`)).statusCode).toBe(403);
    const theirs = (await lake.get(BASE)).json();
    expect(theirs.chatConversations.every((x: any) => x.organizationId === L)).toBe(true);
    expect((await admin.get(`${BASE}/${chat.id}`)).statusCode).toBe(200);
    const audits = await sql(`select count(*)::int as n from audit_event where entity = 'chat_conversation' and action = 'read' and entity_id = $1`, [
      chat.id,
    ]);
    expect(Number(audits[0].n)).toBeGreaterThanOrEqual(2);
  });

  it('the list filters by status, agent, dates and search, and sorts by the five sortBy values', async () => {
    const all = (await admin.get(`${BASE}?organizationIds=${D}&limit=100`)).json();
    expect(all.total).toBeGreaterThanOrEqual(4);
    const completed = (await admin.get(`${BASE}?organizationIds=${D}&status=COMPLETED`)).json();
    expect(completed.chatConversations.length).toBeGreaterThanOrEqual(2);
    expect(completed.chatConversations.every((x: any) => x.status === 'COMPLETED' && x.outcomes.length === 1)).toBe(true);
    const byName = (await admin.get(`${BASE}?organizationIds=${D}&q=tanaka`)).json();
    expect(byName.chatConversations.map((x: any) => x.visitorName)).toEqual(['Mei Tanaka']);
    expect(byName.chatConversations[0].outcomes[0]).toMatchObject({ nctId: 'NCT05896215', aiRecommendation: 'PASS' });
    const agentId = all.chatConversations[0].chatAgentId;
    expect((await admin.get(`${BASE}?organizationIds=${D}&chatAgentId=${agentId}`)).json().total).toBe(all.total);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.get(`${BASE}?organizationIds=${D}&dateFrom=${today}&dateTo=${today}`)).json().total).toBe(all.total);
    expect((await admin.get(`${BASE}?organizationIds=${D}&dateTo=2000-01-01`)).json().total).toBe(0);
    for (const sortBy of ['createdAt:desc', 'createdAt:asc', 'updatedAt:desc', 'updatedAt:asc', 'status']) {
      const rows = (await admin.get(`${BASE}?organizationIds=${D}&sortBy=${encodeURIComponent(sortBy)}&limit=100`)).json().chatConversations;
      const [field, dir] = sortBy === 'status' ? ['status', 'desc'] : sortBy.split(':');
      const values = rows.map((x: any) => x[field]);
      const sorted = [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
      expect(values, sortBy).toEqual(dir === 'asc' ? sorted : sorted.reverse());
    }
    const bad = await admin.get(`${BASE}?sortBy=name`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^sortBy/);
  });

  it('staff try an agent: a test conversation without identity check that changes no candidate and stores no result', async () => {
    const agent = (await north.get('/api/chat-agents/internal')).json().chatAgents[0];
    const res = await north.post(`${BASE}/admin/start`, { chatAgentId: agent.id });
    expect(res.statusCode).toBe(201);
    const started = res.json();
    expect(started.conversation).toMatchObject({ isTest: true, phase: 'consent', organizationId: N });
    expect(started.messages[started.messages.length - 1].reply.type).toBe('consent');
    const before = await sql('select count(*)::int as n from candidate');
    const chat: VisitorChat = {
      id: started.conversation.id,
      token: started.token,
      lines: started.messages,
      conversation: started.conversation,
      raw: (text) => client(t.app).post(`${BASE}/${started.conversation.id}/messages`, { text }, { 'x-chat-token': started.token }),
      async send(text) {
        const out = (await chat.raw(text)).json();
        chat.lines.push(...out.messages);
        chat.conversation = out.conversation;
        return out.messages;
      },
    };
    await chat.send('yes');
    for (let i = 0; i < 60 && chat.conversation.status !== 'COMPLETED'; i++) await chat.send('not sure');
    expect(chat.conversation.status).toBe('COMPLETED');
    expect(await sql('select count(*)::int as n from candidate')).toEqual(before);
    expect(await sql('select * from prescreen_result where chat_conversation_id = $1', [chat.id])).toHaveLength(0);
    const lakeAgent = (await lake.get('/api/chat-agents/internal')).json().chatAgents[0];
    expect((await north.post(`${BASE}/admin/start`, { chatAgentId: lakeAgent.id })).statusCode).toBe(404);
    expect((await client(t.app).post(`${BASE}/admin/start`, { chatAgentId: agent.id })).statusCode).toBe(401);
  });

  it('bad input and safety: 413 over 2 000 characters, HTML kept as text, pause and resume, corrections', async () => {
    const chat = await initiateChat(t.app, D, '10.0.0.9');
    await verifyChat(t.app, t.database, chat, { firstName: 'Lee', lastName: 'Chan', dateOfBirth: '1985-02-02', phone: '+16175550133' });
    const long = await chat.raw('x'.repeat(2001));
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toMatch(/2000/);
    const html = '<script>alert("x")</script><b>yes</b>';
    const lines = await chat.send(html);
    expect(lines[0]).toMatchObject({ role: 'visitor', text: html });
    await chat.send('yes');
    const paused = await chat.send('later');
    expect(paused[paused.length - 1].reply).toMatchObject({ type: 'closing', outcome: 'paused' });
    expect(chat.conversation).toMatchObject({ status: 'ONGOING', phase: 'paused' });
    const reload = (await client(t.app).get(`${BASE}/${chat.id}?token=${chat.token}`)).json();
    expect(reload.messages.length).toBe(chat.lines.length);
    const resumed = await chat.send('continue');
    expect(waitingQuestion(resumed).text).toMatch(/common warts/i);
    await chat.send('no');
    const corrected = await chat.send('sorry, I meant yes');
    expect(corrected.some((l) => /changed your answer/i.test(l.text) && /common warts/.test(l.text))).toBe(true);
  });

  it('limits: 30 messages a minute per conversation, 20 initiations a minute per address (429)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await initiateRequest(t.app, D, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await initiateRequest(t.app, D, '10.9.9.8')).statusCode).toBe(201);
    const chat = await initiateChat(t.app, D, '10.9.9.7');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await chat.raw('hello')).statusCode);
    expect(statuses.slice(0, 30).every((c) => c === 409)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('a visitor deletes their conversation with the token; it is gone for staff too', async () => {
    const chat = await initiateChat(t.app, N, '10.0.0.10');
    const c = client(t.app);
    expect((await c.delete(`${BASE}/${chat.id}?token=wrong-token-value`)).statusCode).toBe(404);
    expect((await c.delete(`${BASE}/${chat.id}?token=${chat.token}`)).statusCode).toBe(204);
    expect((await north.get(`${BASE}/${chat.id}`)).statusCode).toBe(404);
    expect(await sql('select * from chat_message where conversation_id = $1', [chat.id])).toHaveLength(0);
  });
});
