/**
 * Optional language model ("AI recommendation"): `POST /api/trials/:trialId/criteria/propose-rules` against
 * a local fake OpenAI-compatible endpoint (tests/fakes/openai.ts; no real network). Only criteria without a rule are
 * sent; every proposal is validated (invalid ones dropped and counted); valid ones are stored as `proposedRule`
 * and never applied until staff accept one through PUT criteria; endpoint failures are a 502.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { readStudies } from '../fakes/ctgov';
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from '../fakes/openai';

const STUDY = readStudies().find((s) => s.protocolSection.identificationModule.nctId === 'NCT05925803')!;

/** The criteria the server sent in a chat request (the user message is `{"criteria": [...]}`). */
const sentCriteria = (req: ChatRequest): Array<{ id: string; kind: string; text: string }> =>
  JSON.parse(req.body.messages.find((m) => m.role === 'user')!.content).criteria;

const VALID_RULE = { type: 'condition', concepts: ['systemic sclerosis'], status: 'current', confirmed: false, negated: false };

describe.each(backends())('language model rule proposals (%s)', (backend) => {
  let t: TestApp;
  let llm: FakeOpenAI;
  let north: Client;
  let lake: Client;
  let trialId: string;
  let open: any[];

  const propose = (as: Client = north) => as.post(`/api/trials/${trialId}/criteria/propose-rules`);
  const criteria = async () => (await north.get(`/api/trials/${trialId}`)).json().criteria as any[];

  beforeAll(async () => {
    llm = await startFakeOpenAI();
    t = await createTestApp(backend, { config: { llm: { baseUrl: llm.url, model: 'fake-model', apiKey: 'test-key' } } });
    [north, lake] = await Promise.all([login(t.app, DEMO.northside), login(t.app, DEMO.lakeview)]);
    const res = await north.post('/api/trials/auto-gen', { study: STUDY });
    trialId = res.json().results[0].trialId;
    open = (await criteria()).filter((c) => !c.rule);
    expect(open.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  describe('with canned proposals: one valid, two invalid rules, one for a criterion that already has a rule', () => {
    let body: any;

    beforeAll(async () => {
      llm.reply((req) => {
        const [a, b, c] = sentCriteria(req);
        return JSON.stringify({
          proposals: [
            { criterionId: a.id, rule: VALID_RULE },
            { criterionId: b.id, rule: { type: 'life_expectancy', months: 3 } },
            { criterionId: c.id, rule: { type: 'lab', analytes: ['hba1c'], range: { max: 7 }, unit: 'mg' } },
            { criterionId: 'inc-1', rule: VALID_RULE },
          ],
        });
      });
      const res = await propose();
      expect(res.statusCode, res.body).toBe(200);
      body = res.json();
    });

    it('sends only the criteria without a rule, with the model, key and a JSON answer format', () => {
      const req = llm.requests.at(-1)!;
      expect(req.headers.authorization).toBe('Bearer test-key');
      expect(req.body.model).toBe('fake-model');
      expect(req.body.response_format).toEqual({ type: 'json_object' });
      expect(sentCriteria(req)).toEqual(open.map((c) => ({ id: c.id, kind: c.kind, text: c.text })));
      expect(req.body.messages.find((m) => m.role === 'system')!.content).toContain('"condition"');
    });

    it('keeps the valid proposal and drops and counts the others, with reasons', () => {
      expect(body).toMatchObject({ asked: open.length, proposed: 1, dropped: 3 });
      expect(body.proposals).toEqual([{ criterionId: open[0].id, rule: { ...VALID_RULE, answerableBy: 'candidate' } }]);
      expect(body.rejected.map((r: any) => r.criterionId)).toEqual([open[1].id, open[2].id, 'inc-1']);
      expect(body.rejected[0].reason).toMatch(/^type: /);
      expect(body.rejected[2].reason).toBe('not a criterion without a rule of this trial');
    });

    it('stores the proposal on the criterion without applying it', async () => {
      const byId = Object.fromEntries((await criteria()).map((c) => [c.id, c]));
      expect(byId[open[0].id]).toMatchObject({
        rule: null,
        proposedRule: { type: 'condition', concepts: ['systemic sclerosis'] },
        proposedBy: 'llm',
      });
      expect(byId[open[1].id].proposedRule).toBeUndefined();
      expect(byId[open[2].id].proposedRule).toBeUndefined();
      expect(body.trial.criteriaEditedAt).toBeNull();
    });

    it('audits the request with the counts and the model', async () => {
      const { rows } = await t.database.executeSql(
        `select details from audit_event where entity = 'trial' and entity_id = $1 and details->>'change' = 'criteria-propose-rules'`,
        [trialId],
      );
      expect(rows).toEqual([
        { details: expect.objectContaining({ model: 'fake-model', asked: open.length, proposed: 1, dropped: 3, proposedFor: [open[0].id] }) },
      ]);
    });

    it('staff accept it by sending it as the rule: the criterion gets the rule and loses the proposal', async () => {
      const list = (await criteria()).map((c) => (c.id === open[0].id ? { ...c, rule: c.proposedRule } : c));
      const res = await north.request('PUT', `/api/trials/${trialId}/criteria`, { criteria: list });
      expect(res.statusCode, res.body).toBe(200);
      const accepted = res.json().criteria.find((c: any) => c.id === open[0].id);
      expect(accepted).toMatchObject({ rule: { type: 'condition', concepts: ['systemic sclerosis'] }, answerKeys: ['condition:systemic sclerosis'] });
      expect(accepted.proposedRule).toBeUndefined();
    });
  });

  it('the model failing is a 502 with the reason; the criteria are unchanged', async () => {
    const before = await criteria();
    llm.reply(() => ({ status: 500 }));
    const down = await propose();
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('The language model could not be reached: HTTP 500');
    llm.reply(() => 'I think inc-3 is about scleroderma.');
    const prose = await propose();
    expect(prose.statusCode).toBe(502);
    expect(prose.json().message).toBe('The language model gave an answer that is not the expected JSON');
    expect(await criteria()).toEqual(before);
  });

  it('another organisation’s coordinator gets a 404 and the model is not asked', async () => {
    const asked = llm.requests.length;
    expect((await propose(lake)).statusCode).toBe(404);
    expect(llm.requests.length).toBe(asked);
  });
});
