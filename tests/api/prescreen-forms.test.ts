/**
 * /api/prescreen-forms (spec §7): generate-study-blocks, detect-duplicates, apply-deduplication, list,
 * create, get, PUT with versions (409 on a stale expectedVersion), one version's content, DELETE (409 while a chat
 * agent uses the form); 400 naming the content path; tenancy (another organisation's coordinator gets 403 or 404 on
 * every route) and audit events.
 *
 * Trials: two real type 2 diabetes trials imported into Northside through POST /api/trials/auto-gen (criteria stored
 * by the import), and the demo seed's NSCLC trial NCT06062823 (Northside, criteria not stored: computed by the parser).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStudyBlocks, type FormContent, type StudyBlock } from '../../server/domain/prescreenForm';
import { formTrialFromStudy } from '../../server/modules/prescreenForms/criteria';
import { backends, client, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { sharedData } from '../helpers/sharedData';
import { insertPrescreenResult } from '../helpers/prescreen';
import { chatAgent, prescreenForm } from '../../server/db/schema';

const { northside: N, lakeview: L } = DEMO.orgs;
const DIABETES = ['NCT05094401', 'NCT04886388'];
const studies = readFileSync(sharedData('ctgov/studies.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const study = (nctId: string) => studies.find((s) => s.protocolSection.identificationModule.nctId === nctId);

describe.each(backends())('prescreen forms (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let lake: Client;
  /** Northside's diabetes trials (imported) and NSCLC trial (seeded), Lakeview's first seeded trial. */
  const ids = { diabetes: [] as string[], nsclc: '', lakeview: '' };
  const put = (c: Client, url: string, body: unknown) => c.request('PUT', url, body);
  /** The first issue's path; route validation gives indices as strings, service checks as numbers. */
  const pathOf = (res: { json(): { issues: { path: (string | number)[] }[] } }) => res.json().issues[0].path.map(String);
  const trialByNct = async (c: Client, nctId: string) => (await c.get(`/api/trials?q=${nctId}`)).json().trials[0].id as string;
  const blocksOf = async (c: Client, trialIds: string[]) =>
    (await c.post('/api/prescreen-forms/generate-study-blocks', { trialIds })).json().blocks as StudyBlock[];
  const diabetesForm = async (): Promise<FormContent> => ({ sharedQuestions: [], blocks: await blocksOf(north, ids.diabetes) });
  const auditCount = async (action: string, id: string) =>
    Number(
      (
        await t.database.executeSql(`select count(*)::int as n from audit_event where entity = 'prescreen_form' and action = $1 and entity_id = $2`, [
          action,
          id,
        ])
      ).rows[0].n,
    );

  beforeAll(async () => {
    t = await createTestApp(backend);
    // the demo seed's chat agents and their forms: count only this file's forms
    await t.database.db.delete(chatAgent);
    await t.database.db.delete(prescreenForm);
    [admin, north, lake] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside), login(t.app, DEMO.lakeview)]);
    const imported = await north.post('/api/trials/auto-gen', { studies: DIABETES.map(study) });
    expect(imported.statusCode, imported.body).toBe(200);
    ids.diabetes = imported.json().results.map((r: { trialId: string }) => r.trialId);
    ids.nsclc = await trialByNct(north, 'NCT06062823');
    ids.lakeview = await trialByNct(lake, 'NCT05282459');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('generate-study-blocks', () => {
    it('gives one block per trial with plain-language questions mapped to the trial’s criteria', async () => {
      const blocks = await blocksOf(north, ids.diabetes);
      expect(blocks.map((b) => [b.trialId, b.nctId])).toEqual([
        [ids.diabetes[0], 'NCT05094401'],
        [ids.diabetes[1], 'NCT04886388'],
      ]);
      expect(blocks[0].questions.find((q) => q.answerKey === 'condition:type 2 diabetes')).toMatchObject({
        text: 'Has a doctor ever told you that you have type 2 diabetes?',
        answerType: 'yes_no_unsure',
        criteria: [{ trialId: ids.diabetes[0], criterionId: 'inc-1' }],
      });
      // inc-3 is a lab value; exc-3 "heart failure of New York Heart Association Class IV" and exc-4 "stage 4 or 5
      // chronic kidney disease" are clinical classes only the site can check
      expect(blocks[0].siteOnly.map((s) => s.criterionId)).toEqual(['inc-3', 'exc-3', 'exc-4']);
    });

    it('computes the criteria of a trial that has none stored, as the import would (seeded NCT06062823)', async () => {
      const [block] = await blocksOf(north, [ids.nsclc]);
      const expected = generateStudyBlocks([formTrialFromStudy(study('NCT06062823')).trial])[0];
      expect(JSON.parse(JSON.stringify(block).replaceAll(ids.nsclc, 'NCT06062823'))).toEqual({ ...expected, title: block.title });
      expect(block.questions.length).toBeGreaterThan(15);
    });

    it('refuses another organisation’s trial (404), an unknown one (404), a bad id or none (400)', async () => {
      for (const trialIds of [[ids.lakeview], [ids.diabetes[0], ids.lakeview], ['00000000-0000-4000-8000-00000000ffff']]) {
        const res = await north.post('/api/prescreen-forms/generate-study-blocks', { trialIds });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Trial not found' });
      }
      const bad = await north.post('/api/prescreen-forms/generate-study-blocks', { trialIds: ['nope'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'trialIds.0: must be a uuid' });
      expect(pathOf(bad)).toEqual(['body', 'trialIds', '0']);
      expect((await north.post('/api/prescreen-forms/generate-study-blocks', { trialIds: [] })).json().message).toBe(
        'trialIds: give at least one trial',
      );
      // an admin reads every organisation's trials
      expect((await blocksOf(admin, [ids.diabetes[0], ids.lakeview])).map((b) => b.nctId)).toEqual(['NCT05094401', 'NCT05282459']);
    });
  });

  describe('detect-duplicates and apply-deduplication', () => {
    it('finds the shared questions of the two diabetes trials, from { content } or { blocks, sharedQuestions }', async () => {
      const content = await diabetesForm();
      const res = await north.post('/api/prescreen-forms/detect-duplicates', { content });
      expect(res.statusCode, res.body).toBe(200);
      const { groups } = res.json();
      expect(groups.map((g: { reason: string }) => g.reason)).toEqual([
        'same concept: age (value)',
        'same concept: condition:type 2 diabetes (present)',
        expect.stringMatching(/^near-identical wording/),
        // "Willing to use a(n FDA approved) glucometer …" is its own question now, so the compliance question comes
        // from exc-1 of both trials ("unable to … comply with the study protocol"), after consent (inc-5 / inc-8).
        'same concept: consent (value)',
        'same concept: compliance (value)',
        // "Currently taking prandial (mealtime) insulin" is asked in its own words (not as any insulin), the same in both
        'same concept: text:currently taking prandial (mealtime) insulin; (value)',
        // the healthy-volunteer flag is not asked when the inclusion criteria say who the study is for
      ]);
      expect((await north.post('/api/prescreen-forms/detect-duplicates', content)).json()).toEqual({ groups });
    });

    it('merges a group into one shared question that feeds both trials', async () => {
      const content = await diabetesForm();
      const { groups } = (await north.post('/api/prescreen-forms/detect-duplicates', { content })).json();
      const t2d = groups.find((g: { reason: string }) => g.reason.includes('type 2 diabetes'));
      const res = await north.post('/api/prescreen-forms/apply-deduplication', { content, questionIds: t2d.questionIds });
      expect(res.statusCode, res.body).toBe(200);
      const merged = res.json().content as FormContent;
      expect(merged.sharedQuestions).toEqual([
        expect.objectContaining({
          id: 's1',
          answerKey: 'condition:type 2 diabetes',
          criteria: [
            { trialId: ids.diabetes[0], criterionId: 'inc-1' },
            { trialId: ids.diabetes[1], criterionId: 'inc-2' },
          ],
        }),
      ]);
      expect(merged.blocks.flatMap((b) => b.questions).some((q) => t2d.questionIds.includes(q.id))).toBe(false);
    });

    it('400 names an unknown question id or bad content; 422 for questions that give different kinds of answer', async () => {
      const content = await diabetesForm();
      const [age, t2d] = [content.blocks[0].questions[0].id, content.blocks[1].questions[1].id];
      const unknown = await north.post('/api/prescreen-forms/apply-deduplication', { content, questionIds: [age, 'nope'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'questionIds.1: unknown question "nope"',
        issues: [{ path: ['body', 'questionIds', 1], message: 'unknown question "nope"' }],
      });
      expect((await north.post('/api/prescreen-forms/apply-deduplication', { content, questionIds: [age] })).json().message).toBe(
        'questionIds: give at least two questions',
      );
      const mixed = await north.post('/api/prescreen-forms/apply-deduplication', { content, questionIds: [age, t2d] });
      expect(mixed.statusCode).toBe(422);
      expect(mixed.json().message).toContain('different kinds of answer');
      // a follow-up that names a later question
      const broken = structuredClone(content);
      broken.blocks[0].questions[0].showIf = { questionId: broken.blocks[1].questions[0].id, equals: 'yes' };
      for (const url of ['/api/prescreen-forms/detect-duplicates', '/api/prescreen-forms/apply-deduplication']) {
        const res = await north.post(url, { content: broken, ...(url.endsWith('deduplication') ? { questionIds: [age, t2d] } : {}) });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(
          `content.blocks.0.questions.0.showIf.questionId: question "${broken.blocks[1].questions[0].id}" must come before this one`,
        );
        expect(pathOf(res)).toEqual(['body', 'content', 'blocks', '0', 'questions', '0', 'showIf', 'questionId']);
      }
    });
  });

  describe('saved forms and versions', () => {
    let formId = '';

    it('creates a form with generated content (version 1, stored as a version too) and audits it', async () => {
      const res = await north.post('/api/prescreen-forms', { name: 'Diabetes app trials', trialIds: ids.diabetes });
      expect(res.statusCode, res.body).toBe(201);
      const form = res.json();
      formId = form.id;
      expect(form).toMatchObject({
        organizationId: N,
        name: 'Diabetes app trials',
        trialIds: ids.diabetes,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(form.content).toEqual(await diabetesForm());
      expect((await north.get(`/api/prescreen-forms/${formId}`)).json()).toEqual(form);
      expect((await north.get(`/api/prescreen-forms/${formId}/versions/1`)).json()).toMatchObject({ formId, version: 1, content: form.content });
      expect(await auditCount('create', formId)).toBe(1);
    });

    it('creates a form with the content given (deduplicated)', async () => {
      const content = await diabetesForm();
      const { groups } = (await north.post('/api/prescreen-forms/detect-duplicates', { content })).json();
      let merged = content;
      for (const g of groups)
        merged = (await north.post('/api/prescreen-forms/apply-deduplication', { content: merged, questionIds: g.questionIds })).json().content;
      const res = await north.post(`/api/prescreen-forms?organizationId=${N}`, {
        name: 'Diabetes, shared questions',
        trialIds: ids.diabetes,
        content: merged,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().content).toEqual(merged);
      expect(res.json().content.sharedQuestions.length).toBeGreaterThanOrEqual(groups.length);
    });

    it('PUT saves the next version; the old one stays readable; a stale expectedVersion is a 409', async () => {
      const form = (await north.get(`/api/prescreen-forms/${formId}`)).json();
      const edited = structuredClone(form.content) as FormContent;
      edited.blocks[0].questions[0].text = 'What is your age in years?';
      const saved = await put(north, `/api/prescreen-forms/${formId}`, { name: 'Diabetes app trials (v2)', content: edited, expectedVersion: 1 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ id: formId, version: 2, name: 'Diabetes app trials (v2)', content: edited });
      expect((await north.get(`/api/prescreen-forms/${formId}/versions/1`)).json().content).toEqual(form.content);
      expect((await north.get(`/api/prescreen-forms/${formId}/versions/2`)).json().content).toEqual(edited);

      const stale = await put(north, `/api/prescreen-forms/${formId}`, { content: form.content, expectedVersion: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: expect.stringMatching(/^expectedVersion: the form is at version 2/),
      });
      const again = await put(north, `/api/prescreen-forms/${formId}`, { content: form.content });
      expect(again.json()).toMatchObject({ version: 3, name: 'Diabetes app trials (v2)' });
      expect(await auditCount('update', formId)).toBe(2);
      const missing = await north.get(`/api/prescreen-forms/${formId}/versions/9`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Prescreen form version 9 not found');
    });

    it('400 names the content path: unknown criterion, trial not in the form, branching on an unknown question', async () => {
      const form = (await north.get(`/api/prescreen-forms/${formId}`)).json();
      const check = async (edit: (c: FormContent) => void, message: unknown, path: (string | number)[]) => {
        const content = structuredClone(form.content) as FormContent;
        edit(content);
        const res = await put(north, `/api/prescreen-forms/${formId}`, { content });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toEqual(message);
        expect(pathOf(res)).toEqual(path.map(String));
      };
      await check(
        (c) => (c.blocks[0].questions[1].criteria[0].criterionId = 'inc-99'),
        `content.blocks.0.questions.1.criteria.0.criterionId: trial "${ids.diabetes[0]}" has no criterion "inc-99"`,
        ['body', 'content', 'blocks', 0, 'questions', 1, 'criteria', 0, 'criterionId'],
      );
      await check((c) => (c.blocks[1].trialId = ids.nsclc), `content.blocks.1.trialId: trial "${ids.nsclc}" is not in this form`, [
        'body',
        'content',
        'blocks',
        1,
        'trialId',
      ]);
      await check(
        (c) => (c.blocks[0].questions[2].showIf = { questionId: 'nope', equals: 'yes' }),
        'content.blocks.0.questions.2.showIf.questionId: unknown question "nope"',
        ['body', 'content', 'blocks', 0, 'questions', 2, 'showIf', 'questionId'],
      );
      await check(
        (c) => ((c.blocks[0].questions[0] as { answerType: string }).answerType = 'yes/no'),
        expect.stringMatching(/^content\.blocks\.0\.questions\.0\.answerType: /),
        ['body', 'content', 'blocks', 0, 'questions', 0, 'answerType'],
      );
      const create = await north.post('/api/prescreen-forms', { name: 'x', trialIds: [ids.nsclc], content: form.content });
      expect(create.statusCode).toBe(400);
      expect(pathOf(create)).toEqual(['body', 'content', 'blocks', '0', 'trialId']);
      expect((await north.get(`/api/prescreen-forms/${formId}`)).json().version).toBe(3); // nothing saved
    });

    it('lists forms without content, with q, sort, order, limit, offset and total', async () => {
      await north.post('/api/prescreen-forms', { name: 'NSCLC', trialIds: [ids.nsclc] });
      const all = (await north.get('/api/prescreen-forms')).json();
      expect(all.total).toBe(3);
      expect(all.prescreenForms.map((f: { name: string }) => f.name)).toEqual(['NSCLC', 'Diabetes app trials (v2)', 'Diabetes, shared questions']); // latest change first
      expect(all.prescreenForms[0]).not.toHaveProperty('content');
      expect(all.prescreenForms[0]).toMatchObject({ organizationId: N, trialIds: [ids.nsclc], version: 1 });
      const page = (await north.get('/api/prescreen-forms?sort=name&order=asc&limit=1&offset=1')).json();
      expect(page).toMatchObject({ total: 3, prescreenForms: [{ name: 'Diabetes, shared questions' }] });
      expect((await north.get('/api/prescreen-forms?q=APP')).json()).toMatchObject({ total: 1, prescreenForms: [{ id: formId }] });
      expect((await north.get('/api/prescreen-forms?sort=content')).statusCode).toBe(400);
      expect((await admin.get(`/api/prescreen-forms?organizationIds=${N},${L}`)).json().total).toBe(3);
      expect((await lake.get('/api/prescreen-forms')).json()).toEqual({ prescreenForms: [], total: 0 });
    });
  });

  it('the OpenAPI document lists the routes with their body schemas', async () => {
    const doc = (await client(t.app).get('/api/docs/json')).json();
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith('/api/prescreen-forms'))
        .sort(),
    ).toEqual([
      '/api/prescreen-forms',
      '/api/prescreen-forms/apply-deduplication',
      '/api/prescreen-forms/detect-duplicates',
      '/api/prescreen-forms/generate-study-blocks',
      '/api/prescreen-forms/{id}',
      '/api/prescreen-forms/{id}/versions/{version}',
    ]);
    expect(Object.keys(doc.paths['/api/prescreen-forms/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/api/prescreen-forms/{id}'].delete.responses)).toEqual(expect.arrayContaining(['204', '404', '409']));
    const body = (path: string, method: string) => doc.paths[path][method].requestBody.content['application/json'].schema;
    expect(body('/api/prescreen-forms/{id}', 'put').properties.content.properties.blocks.items.properties.questions.items.required).toEqual(
      expect.arrayContaining(['id', 'text', 'answerType', 'answerKey', 'criteria']),
    );
    expect(body('/api/prescreen-forms/generate-study-blocks', 'post').required).toEqual(['trialIds']);
    expect(body('/api/prescreen-forms/detect-duplicates', 'post').required).toEqual(['content']);
  });

  describe('tenancy', () => {
    it('another organisation’s coordinator gets 403 or 404 on every route; without a session 401', async () => {
      const form = (await north.get('/api/prescreen-forms?q=APP')).json().prescreenForms[0];
      const content = (await north.get(`/api/prescreen-forms/${form.id}`)).json().content as FormContent;
      const questionIds = [content.blocks[0].questions[1].id, content.blocks[1].questions[1].id];
      const calls: [string, string, unknown, number][] = [
        ['POST', '/api/prescreen-forms/generate-study-blocks', { trialIds: [ids.diabetes[0]] }, 404],
        ['POST', '/api/prescreen-forms/detect-duplicates', { content }, 404],
        ['POST', '/api/prescreen-forms/apply-deduplication', { content, questionIds }, 404],
        ['GET', `/api/prescreen-forms?organizationIds=${N}`, undefined, 403],
        ['POST', `/api/prescreen-forms?organizationId=${N}`, { name: 'x', trialIds: [ids.lakeview] }, 403],
        ['POST', '/api/prescreen-forms', { name: 'x', trialIds: ids.diabetes }, 404],
        ['GET', `/api/prescreen-forms/${form.id}`, undefined, 404],
        ['PUT', `/api/prescreen-forms/${form.id}`, { content }, 404],
        ['GET', `/api/prescreen-forms/${form.id}/versions/1`, undefined, 404],
        ['DELETE', `/api/prescreen-forms/${form.id}`, undefined, 404],
      ];
      for (const [method, url, body, status] of calls) {
        const res = await lake.request(method, url, body);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
        expect((await client(t.app).request(method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      }
      // nothing changed
      expect((await north.get(`/api/prescreen-forms/${form.id}`)).json().version).toBe(form.version);
      expect((await lake.get('/api/prescreen-forms')).json().total).toBe(0);
    });

    it('an admin may build a form in any organisation, but only from that organisation’s trials (422)', async () => {
      const res = await admin.post(`/api/prescreen-forms?organizationId=${L}`, { name: 'Lakeview leukemia', trialIds: [ids.lakeview] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().organizationId).toBe(L);
      const mixed = await admin.post(`/api/prescreen-forms?organizationId=${L}`, { name: 'Mixed', trialIds: [ids.lakeview, ids.nsclc] });
      expect(mixed.statusCode).toBe(422);
      expect(mixed.json().message).toBe('trialIds.1: the trial belongs to another organisation than the form');
      expect((await lake.get(`/api/prescreen-forms/${res.json().id}`)).json().name).toBe('Lakeview leukemia');
    });
  });
  describe('DELETE /api/prescreen-forms/{id}', () => {
    it('is refused with a 409 naming the chat agent while one uses the form; then deletes it with its versions, audited', async () => {
      const form = (await north.post('/api/prescreen-forms', { name: 'Form to delete', trialIds: [ids.nsclc] })).json();
      const agent = await north.post('/api/chat-agents/internal', {
        name: 'Lung screening chat',
        type: 'PRESCREEN',
        trialIds: [ids.nsclc],
        prescreenFormId: form.id,
      });
      expect(agent.statusCode, agent.body).toBe(201);
      const candidateId = (await north.get('/api/candidates?limit=1')).json().candidates[0].id;
      const { resultId } = await insertPrescreenResult(t.database.db, { organizationId: N, candidateId, trialId: ids.nsclc });
      await t.database.executeSql('update prescreen_result set prescreen_form_id = $2, form_version = 1 where id = $1', [resultId, form.id]);

      const refused = await north.delete(`/api/prescreen-forms/${form.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'This prescreen form cannot be deleted: the chat agent "Lung screening chat" uses it. Give that agent another form first.',
      );
      expect((await north.get(`/api/prescreen-forms/${form.id}`)).statusCode).toBe(200);
      expect(await auditCount('delete', form.id)).toBe(0);

      expect((await north.patch(`/api/chat-agents/internal/${agent.json().id}`, { prescreenFormId: null })).statusCode).toBe(200);
      const res = await north.delete(`/api/prescreen-forms/${form.id}`);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      expect((await north.get(`/api/prescreen-forms/${form.id}`)).statusCode).toBe(404);
      expect((await north.get(`/api/prescreen-forms/${form.id}/versions/1`)).statusCode).toBe(404);
      expect((await north.get('/api/prescreen-forms?q=to%20delete')).json().total).toBe(0);
      expect(await auditCount('delete', form.id)).toBe(1);
      // the result made with the form stays, with its answers and version; only the link to the form is gone
      const [result] = (
        await t.database.executeSql('select prescreen_form_id, form_version, answers from prescreen_result where id = $1', [resultId])
      ).rows as any[];
      expect(result).toMatchObject({ prescreen_form_id: null, form_version: 1 });
      expect(result.answers).toBeTruthy();
      expect((await north.delete(`/api/prescreen-forms/${form.id}`)).statusCode).toBe(404);
    });

    it('a 409 names every agent that uses the form', async () => {
      const form = (await north.post('/api/prescreen-forms', { name: 'Shared form', trialIds: [ids.nsclc] })).json();
      for (const name of ['Chat B', 'Chat A']) {
        expect(
          (await north.post('/api/chat-agents/internal', { name, type: 'PRESCREEN', trialIds: [ids.nsclc], prescreenFormId: form.id })).statusCode,
        ).toBe(201);
      }
      const refused = await north.delete(`/api/prescreen-forms/${form.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'This prescreen form cannot be deleted: the chat agents "Chat A", "Chat B" use it. Give those agents another form first.',
      );
    });
  });
});
