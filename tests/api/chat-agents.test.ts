/**
 * /api/chat-agents/internal (spec §7, "Chat agents"): CRUD, list filters (organizationId(s), type, q), one
 * published agent per organisation (publishing switches, unpublishing turns the public lookup's chatAvailable off),
 * 422 for another organisation's trial or form, tenancy (403/404 for another organisation's coordinator on every
 * route), bad input (400 naming the field), audit events, the demo seed's published agents, and the 422 for publishing
 * on a trial a self-report prescreen does not suit unless the request acknowledges it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { DEMO_CHAT_AGENTS } from '../../server/seed';

const { northside: N, lakeview: L, demo: D } = DEMO.orgs;
const BASE = '/api/chat-agents/internal';

describe.each(backends())('chat agents (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let lake: Client;
  const ids = { northTrial: '', northForm: '', lakeTrial: '', lakeForm: '' };
  const publicChat = async (orgId: string) => (await client(t.app).get(`/api/organizations/public/${orgId}`)).json().chatAvailable as boolean;
  const auditCount = async (action: string, id: string) =>
    Number(
      (
        await t.database.executeSql(`select count(*)::int as n from audit_event where entity = 'chat_agent' and action = $1 and entity_id = $2`, [
          action,
          id,
        ])
      ).rows[0].n,
    );
  const agentsOf = async (c: Client, query = '') => (await c.get(`${BASE}/${query}`)).json() as { chatAgents: any[]; total: number };

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, north, lake] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside), login(t.app, DEMO.lakeview)]);
    ids.northTrial = (await north.get(`/api/trials?q=${DEMO_CHAT_AGENTS.northside}`)).json().trials[0].id;
    ids.lakeTrial = (await lake.get(`/api/trials?q=${DEMO_CHAT_AGENTS.lakeview}`)).json().trials[0].id;
    ids.northForm = (await north.get('/api/prescreen-forms')).json().prescreenForms[0].id;
    ids.lakeForm = (await lake.get('/api/prescreen-forms')).json().prescreenForms[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the demo seed publishes a PRESCREEN agent on a real trial with its generated form for Northside, Lakeview and Phases Demo', async () => {
    for (const [orgId, nctId] of [
      [N, DEMO_CHAT_AGENTS.northside],
      [L, DEMO_CHAT_AGENTS.lakeview],
      [D, DEMO_CHAT_AGENTS.demo],
    ]) {
      const { chatAgents, total } = await agentsOf(admin, `?organizationId=${orgId}`);
      expect(total).toBe(1);
      const [agent] = chatAgents;
      expect(agent).toMatchObject({ organizationId: orgId, type: 'PRESCREEN', published: true, active: true });
      expect(agent.greeting.length).toBeGreaterThan(10);
      const trial = (await admin.get(`/api/trials/${agent.trialIds[0]}`)).json();
      expect([trial.organizationId, trial.nctId]).toEqual([orgId, nctId]);
      const form = (await admin.get(`/api/prescreen-forms/${agent.prescreenFormId}`)).json();
      expect(form.organizationId).toBe(orgId);
      expect(form.trialIds).toEqual([trial.id]);
      expect(form.content.blocks[0].questions.length).toBeGreaterThan(0);
      expect(await publicChat(orgId)).toBe(true);
    }
  });

  it('creates, reads, updates and deletes an agent, with audit events', async () => {
    const created = await north.post(`${BASE}/`, {
      name: 'Scheduler',
      type: 'SITE_VISIT_SCHEDULING',
      trialIds: [ids.northTrial],
      prescreenFormId: ids.northForm,
      greeting: 'Hi',
      persona: 'Friendly',
      contactConsentText: 'May we contact you?',
      handoffText: 'We will call you.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const agent = created.json();
    expect(agent).toMatchObject({
      organizationId: N,
      type: 'SITE_VISIT_SCHEDULING',
      active: true,
      published: false,
      trialIds: [ids.northTrial],
      prescreenFormId: ids.northForm,
    });
    expect((await north.get(`${BASE}/${agent.id}`)).json()).toEqual(agent);
    const patched = await north.patch(`${BASE}/${agent.id}`, { name: 'Visit scheduler', active: false, prescreenFormId: null });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Visit scheduler', active: false, prescreenFormId: null, greeting: 'Hi' });
    expect((await north.delete(`${BASE}/${agent.id}`)).statusCode).toBe(204);
    expect((await north.get(`${BASE}/${agent.id}`)).statusCode).toBe(404);
    expect([await auditCount('create', agent.id), await auditCount('update', agent.id), await auditCount('delete', agent.id)]).toEqual([1, 1, 1]);
    expect(await publicChat(N)).toBe(true);
  });

  it('lists by organisation, type and q, with sort, paging and total', async () => {
    const made = [];
    for (const [name, type] of [
      ['Alpha scheduler', 'SITE_VISIT_SCHEDULING'],
      ['Beta prescreen', 'PRESCREEN'],
    ]) {
      made.push((await lake.post(BASE, { name, type })).json());
    }
    expect((await agentsOf(lake)).total).toBe(3);
    expect((await agentsOf(lake, '?type=SITE_VISIT_SCHEDULING')).chatAgents.map((a) => a.name)).toEqual(['Alpha scheduler']);
    expect((await agentsOf(lake, '?type=PRESCREEN&sort=name')).chatAgents.map((a) => a.name)).toEqual([
      'Beta prescreen',
      `Chat prescreen ${DEMO_CHAT_AGENTS.lakeview}`,
    ]);
    expect((await agentsOf(lake, '?q=beta')).chatAgents.map((a) => a.id)).toEqual([made[1].id]);
    const page = await agentsOf(lake, '?sort=name&order=desc&limit=1&offset=1');
    expect([page.total, page.chatAgents.map((a) => a.name)]).toEqual([3, ['Beta prescreen']]);
    const both = await agentsOf(admin, `?organizationIds=${N},${L}&type=PRESCREEN`);
    expect(new Set(both.chatAgents.map((a) => a.organizationId))).toEqual(new Set([N, L]));
    expect((await agentsOf(admin, `?organizationId=${D}`)).total).toBe(1);
    for (const a of made) await lake.delete(`${BASE}/${a.id}`);
  });

  it('publishing switches the public agent in one go; unpublishing the last one turns the public chat off', async () => {
    const seeded = (await agentsOf(lake)).chatAgents[0];
    const second = (await lake.post(BASE, { name: 'Second', type: 'PRESCREEN', trialIds: [ids.lakeTrial], published: true })).json();
    expect(second.published).toBe(true);
    expect((await lake.get(`${BASE}/${seeded.id}`)).json().published).toBe(false);
    expect(await publicChat(L)).toBe(true);

    expect((await lake.patch(`${BASE}/${seeded.id}`, { published: true })).json().published).toBe(true);
    expect((await lake.get(`${BASE}/${second.id}`)).json().published).toBe(false);
    expect((await agentsOf(lake)).chatAgents.filter((a) => a.published).map((a) => a.id)).toEqual([seeded.id]);

    expect((await lake.patch(`${BASE}/${seeded.id}`, { published: false })).json().published).toBe(false);
    expect(await publicChat(L)).toBe(false);
    expect((await lake.patch(`${BASE}/${second.id}`, { published: true })).statusCode).toBe(200);
    expect(await publicChat(L)).toBe(true);
    // deleting the published agent turns the chat off too
    expect((await lake.delete(`${BASE}/${second.id}`)).statusCode).toBe(204);
    expect(await publicChat(L)).toBe(false);
    await lake.patch(`${BASE}/${seeded.id}`, { published: true });
    expect(await publicChat(L)).toBe(true);
    expect(await publicChat(N)).toBe(true);
  });

  it('refuses a trial or form of another organisation (422 naming the field)', async () => {
    const trial = await north.post(BASE, { name: 'X', type: 'PRESCREEN', trialIds: [ids.northTrial, ids.lakeTrial] });
    expect(trial.statusCode).toBe(422);
    expect(trial.json().message).toMatch(/^trialIds\.1: /);
    const form = await north.post(BASE, { name: 'X', type: 'PRESCREEN', prescreenFormId: ids.lakeForm });
    expect([form.statusCode, form.json().message]).toEqual([422, expect.stringMatching(/^prescreenFormId: /)]);
    const seeded = (await agentsOf(north)).chatAgents[0];
    expect((await north.patch(`${BASE}/${seeded.id}`, { trialIds: [ids.lakeTrial] })).statusCode).toBe(422);
    // an admin creating in Northside with Lakeview's trial: 422 as well
    expect((await admin.post(`${BASE}?organizationId=${N}`, { name: 'X', type: 'PRESCREEN', trialIds: [ids.lakeTrial] })).statusCode).toBe(422);
    expect((await agentsOf(north)).total).toBe(1);
  });

  it('tenancy: another organisation’s coordinator gets 403 on list/create and 404 on every record route', async () => {
    const lakeAgent = (await agentsOf(lake)).chatAgents[0];
    expect((await north.get(`${BASE}?organizationId=${L}`)).statusCode).toBe(403);
    expect((await north.get(`${BASE}?organizationIds=${L}`)).statusCode).toBe(403);
    expect((await north.post(`${BASE}?organizationId=${L}`, { name: 'X', type: 'PRESCREEN' })).statusCode).toBe(403);
    expect((await north.get(`${BASE}/${lakeAgent.id}`)).statusCode).toBe(404);
    expect((await north.patch(`${BASE}/${lakeAgent.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await north.delete(`${BASE}/${lakeAgent.id}`)).statusCode).toBe(404);
    expect((await lake.get(`${BASE}/${lakeAgent.id}`)).json()).toEqual(lakeAgent);
    expect((await client(t.app).get(BASE)).statusCode).toBe(401);
    // the admin reaches any organisation
    expect((await admin.get(`${BASE}/${lakeAgent.id}`)).statusCode).toBe(200);
  });

  it('publishing on a trial a self-report prescreen does not suit is a 422 naming the trial and reasons, unless acknowledged', async () => {
    // the seed's Northside studies include one that enrols women presenting for emergency care after an assault
    const [emergency] = (await north.get('/api/trials?q=NCT05989841')).json().trials;
    const flag = {
      suitable: false,
      reasons: [{ code: 'inpatient_or_emergency', message: expect.stringContaining('presenting for emergency care <72 hours post-assault') }],
    };
    expect(emergency.prescreenSuitability).toEqual(flag);
    expect((await north.get(`/api/trials/${emergency.id}`)).json().prescreenSuitability).toEqual(flag);
    const seeded = (await agentsOf(north)).chatAgents[0];
    expect((await north.get(`/api/trials/${ids.northTrial}`)).json().prescreenSuitability).toEqual({ suitable: true, reasons: [] });

    // create published: refused, nothing changes
    const body = { name: 'Assault aftercare', type: 'PRESCREEN', trialIds: [ids.northTrial, emergency.id], published: true };
    const refused = await north.post(BASE, body);
    expect(refused.statusCode, refused.body).toBe(422);
    const message: string = refused.json().message;
    expect(message).toMatch(/^published: a self-report prescreen does not suit this trial/);
    expect(message).toContain('NCT05989841 “Mitigating PTSD-CUD After Sexual Assault”: Enrols people in hospital or emergency care (inclusion: “');
    expect(message).toContain('acknowledgeUnsuitable: true');
    expect(message).not.toContain(DEMO_CHAT_AGENTS.northside); // the suitable trial is not named
    expect((await agentsOf(north)).chatAgents.map((a) => [a.id, a.published])).toEqual([[seeded.id, true]]);

    // with the acknowledgement: created and published, the acknowledgement audited, not stored
    const created = await north.post(BASE, { ...body, acknowledgeUnsuitable: true });
    expect(created.statusCode, created.body).toBe(201);
    const agent = created.json();
    expect(agent).toMatchObject({ published: true, trialIds: [ids.northTrial, emergency.id] });
    expect(agent).not.toHaveProperty('acknowledgeUnsuitable');
    expect((await north.get(`${BASE}/${seeded.id}`)).json().published).toBe(false);
    const audited = await t.database.executeSql(
      `select details from audit_event where entity = 'chat_agent' and action = 'create' and entity_id = $1`,
      [agent.id],
    );
    expect(audited.rows[0].details).toMatchObject({ published: true, unsuitableTrialsAcknowledged: [emergency.id] });
    // once acknowledged, other edits of the published agent are not asked again
    expect((await north.patch(`${BASE}/${agent.id}`, { greeting: 'Hello' })).statusCode).toBe(200);

    // an unpublished draft on the trial needs no acknowledgement; publishing it does
    const draft = await north.post(BASE, { name: 'Draft', type: 'PRESCREEN', trialIds: [emergency.id] });
    expect(draft.statusCode, draft.body).toBe(201);
    const publish = await north.patch(`${BASE}/${draft.json().id}`, { published: true });
    expect([publish.statusCode, publish.json().message]).toEqual([422, expect.stringContaining('NCT05989841')]);
    expect((await north.patch(`${BASE}/${draft.json().id}`, { published: true, acknowledgeUnsuitable: true })).json().published).toBe(true);

    // the published seed agent gets the trial added: refused; a suitable trial alone publishes as before
    expect((await north.patch(`${BASE}/${seeded.id}`, { published: true })).statusCode).toBe(200);
    expect((await north.patch(`${BASE}/${seeded.id}`, { trialIds: [ids.northTrial, emergency.id] })).statusCode).toBe(422);
    expect((await north.get(`${BASE}/${seeded.id}`)).json().trialIds).toEqual([ids.northTrial]);

    // a status staff set on the trial counts: closed → 422 naming it, reopened → publishes
    expect((await north.patch(`/api/trials/${ids.northTrial}`, { overallStatus: 'COMPLETED' })).json().prescreenSuitability).toEqual({
      suitable: false,
      reasons: [{ code: 'not_recruiting', message: 'Not recruiting (ClinicalTrials.gov status: Completed)' }],
    });
    const closed = await north.post(BASE, { name: 'Closed', type: 'PRESCREEN', trialIds: [ids.northTrial], published: true });
    expect([closed.statusCode, closed.json().message]).toEqual([422, expect.stringContaining(`${DEMO_CHAT_AGENTS.northside} “`)]);
    expect(closed.json().message).toContain('Not recruiting (ClinicalTrials.gov status: Completed)');
    expect((await north.patch(`/api/trials/${ids.northTrial}`, { overallStatus: 'RECRUITING' })).json().prescreenSuitability.suitable).toBe(true);
    const reopened = await north.post(BASE, { name: 'Reopened', type: 'PRESCREEN', trialIds: [ids.northTrial], published: true });
    expect(reopened.statusCode, reopened.body).toBe(201);

    for (const a of (await agentsOf(north)).chatAgents.filter((a) => a.id !== seeded.id))
      expect((await north.delete(`${BASE}/${a.id}`)).statusCode).toBe(204);
    expect((await north.patch(`${BASE}/${seeded.id}`, { published: true })).json().published).toBe(true);
    expect(await publicChat(N)).toBe(true);
  });

  it('a form no truthful answers can pass cannot be published: its checks say so and publishing is a 422 naming the criteria', async () => {
    // the seeded forms pass their checks
    for (const c of [north, lake]) {
      const form = (await c.get(`/api/prescreen-forms/${c === north ? ids.northForm : ids.lakeForm}`)).json();
      expect(form.checks).toMatchObject({ publishable: true });
      expect(form.checks.issues.filter((i: { check: string }) => i.check === 'unsatisfiable')).toEqual([]);
    }
    // a trial whose inclusion and exclusion ask the same thing the opposite way
    const trial = await north.post('/api/trials', {
      title: 'Contradictory criteria',
      overallStatus: 'RECRUITING',
      criteriaText: 'Inclusion Criteria:\n\n* History of stroke\n\nExclusion Criteria:\n\n* History of stroke',
    });
    expect(trial.statusCode, trial.body).toBe(201);
    const created = await north.post('/api/prescreen-forms', { name: 'Contradictory', trialIds: [trial.json().id] });
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json();
    expect(form.checks.publishable).toBe(false);
    expect(form.checks.issues).toContainEqual(
      expect.objectContaining({
        check: 'unsatisfiable',
        trialId: trial.json().id,
        criterionIds: ['inc-1', 'exc-1'],
        message: expect.stringContaining('inc-1 "History of stroke"'),
      }),
    );
    const body = { name: 'Stroke', type: 'PRESCREEN', trialIds: [trial.json().id], prescreenFormId: form.id };
    const refused = await north.post(BASE, { ...body, published: true });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toMatch(
      /^prescreenFormId: this prescreen form cannot be published: .*inc-1 "History of stroke"; exc-1 "History of stroke"/,
    );
    // a draft is allowed; publishing it is refused the same way
    const draft = await north.post(BASE, body);
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await north.patch(`${BASE}/${draft.json().id}`, { published: true })).statusCode).toBe(422);
    expect(await publicChat(N)).toBe(true);
    expect((await north.delete(`${BASE}/${draft.json().id}`)).statusCode).toBe(204);
  });

  it('bad input: unknown field, bad type, missing name, bad ids → 400 naming the field', async () => {
    const cases: [() => Promise<any>, string][] = [
      [() => north.post(BASE, { name: 'X', type: 'PRESCREEN', colour: 'red' }), 'colour'],
      [() => north.post(BASE, { name: 'X', type: 'CALL' }), 'type'],
      [() => north.post(BASE, { type: 'PRESCREEN' }), 'name'],
      [() => north.post(BASE, { name: 'X', type: 'PRESCREEN', trialIds: ['nope'] }), 'trialIds'],
      [() => north.get(`${BASE}?type=CALL`), 'type'],
      [() => north.get(`${BASE}?sort=colour`), 'sort'],
      [() => north.get(`${BASE}/not-a-uuid`), 'id'],
      [() => north.patch(`${BASE}/${ids.northTrial}`, { published: 'yes' }), 'published'],
      [() => north.post(BASE, { name: 'X', type: 'PRESCREEN', published: true, acknowledgeUnsuitable: 'yes' }), 'acknowledgeUnsuitable'],
    ];
    for (const [call, field] of cases) {
      const res = await call();
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.body, field).toContain(field);
    }
  });
});
