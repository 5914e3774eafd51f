/**
 * Editing a trial's structured criteria (admin page /admin/trial-criteria): PUT the whole list (edit text,
 * rule and site-only flag, split and merge items), re-run the parser, audit rows with a diff summary, staff edits kept
 * on re-import unless `reparse`, validation of rules, tenancy (another organisation's trial is a 404), and the 422 of
 * propose-rules when no language model is configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { readStudies } from '../fakes/ctgov';
import { KEPT_EDITED_CRITERIA } from '../../server/modules/trials/import/service';

const STUDIES = readStudies();
const byNct = (id: string) => STUDIES.find((s) => s.protocolSection.identificationModule.nctId === id)!;
/** AstraZeneca's systemic sclerosis study: 10 inclusion and 14 exclusion items, age 18–70 in the text. */
const NCT = 'NCT05925803';

describe.each(backends())('trial criteria (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let lake: Client;
  let trialId: string;
  let parsed: any[];

  const getTrial = async (as: Client = north) => (await as.get(`/api/trials/${trialId}`)).json();
  const put = (criteria: unknown[], as: Client = north) => as.request('PUT', `/api/trials/${trialId}/criteria`, { criteria });
  const auditOf = async (change: string) =>
    (
      await t.database.executeSql<any>(
        `select actor_user_id, action, details from audit_event where entity = 'trial' and entity_id = $1 and details->>'change' = $2 order by id`,
        [trialId, change],
      )
    ).rows;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, north, lake] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside), login(t.app, DEMO.lakeview)]);
    const res = await north.post('/api/trials/auto-gen', { study: byNct(NCT) });
    expect(res.statusCode, res.body).toBe(200);
    trialId = res.json().results[0].trialId;
    parsed = (await getTrial()).criteria;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET returns the parsed list beside the original text', async () => {
    const trial = await getTrial();
    expect(trial.criteriaText).toContain('Inclusion Criteria');
    expect(parsed.length).toBeGreaterThan(20);
    expect(parsed[0]).toMatchObject({ id: 'inc-1', kind: 'inclusion', source: 'text', answerableBy: 'candidate' });
    for (const c of parsed.filter((x) => x.source === 'text'))
      expect(trial.criteriaText.replace(/\\/g, '')).toContain(c.text.split('\n')[0].replace(/\\/g, '').slice(0, 30));
  });

  describe('PUT /api/trials/:trialId/criteria', () => {
    let edited: any;

    it('saves staff edits: text, rule, site-only flag, a split item and a merged item; sets criteriaEditedAt', async () => {
      const [inc1, inc2, , inc4, inc5, inc6, ...rest] = parsed.filter((c) => c.kind === 'inclusion');
      const exclusions = parsed.filter((c) => c.kind === 'exclusion');
      const list = [
        {
          ...inc1,
          rule: { type: 'age', range: { min: 18, minInclusive: true, max: 65, maxInclusive: true }, unit: 'years' },
          text: 'Adults aged 18 to 65 years',
        },
        { ...inc2, answerableBy: 'site' },
        // split inc-3 into two items; without a rule the parser structures each
        { id: 'inc-3a', kind: 'inclusion', text: 'Diagnosis of systemic sclerosis' },
        { id: 'inc-3b', kind: 'inclusion', text: 'Diffuse cutaneous systemic sclerosis', rule: null },
        inc4,
        // merge inc-5 and inc-6
        { id: 'inc-5', kind: 'inclusion', text: `${inc5.text}; ${inc6.text}`, rule: null, answerableBy: 'site' },
        ...rest,
        ...exclusions.slice(1), // exc-1 removed
      ];
      const res = await put(list);
      expect(res.statusCode, res.body).toBe(200);
      edited = res.json();
      expect(edited.criteriaEditedAt).not.toBeNull();
      expect(edited.criteria.map((c: any) => c.id)).toEqual(list.map((c) => c.id));
      const byId = Object.fromEntries(edited.criteria.map((c: any) => [c.id, c]));
      expect(byId['inc-1']).toMatchObject({
        text: 'Adults aged 18 to 65 years',
        rule: { type: 'age', range: { max: 65 }, answerableBy: 'candidate' },
        answerKeys: ['age'],
      });
      expect(byId['inc-2']).toMatchObject({ answerableBy: 'site', rule: { answerableBy: 'site' } });
      expect(byId['inc-3a'].rule).toMatchObject({ type: 'condition' });
      expect(byId['inc-3a'].answerKeys.length).toBeGreaterThan(0);
      expect(byId['inc-3b']).toMatchObject({ rule: null, answerableBy: 'candidate', answerKeys: ['text:diffuse cutaneous systemic sclerosis'] });
      expect(byId['inc-5']).toMatchObject({ rule: null, answerableBy: 'site' });
      expect(byId['inc-6']).toBeUndefined();
      expect(byId['exc-1']).toBeUndefined();
      expect((await getTrial()).criteria).toEqual(edited.criteria);
    });

    it('audits the edit with a diff summary', async () => {
      const [row] = await auditOf('criteria-edit');
      expect(row.action).toBe('update');
      expect(row.actor_user_id).toBeTruthy();
      expect(row.details.criteria).toMatchObject({
        before: parsed.length,
        after: edited.criteria.length,
        added: ['inc-3a', 'inc-3b'],
        removed: ['inc-3', 'inc-6', 'exc-1'],
        changed: { 'inc-1': ['text', 'rule'], 'inc-2': ['rule', 'answerableBy'], 'inc-5': ['text'] },
        reordered: false,
      });
    });

    it('a re-import keeps the edited criteria (with a warning) and updates the record fields', async () => {
      const study = structuredClone(byNct(NCT));
      study.protocolSection.identificationModule.briefTitle = 'DAISY (updated title)';
      const res = await north.post('/api/trials/auto-gen', { study });
      expect(res.json().results[0]).toMatchObject({ status: 'updated', trialId, warnings: [KEPT_EDITED_CRITERIA] });
      const trial = await getTrial();
      expect(trial.title).toBe('DAISY (updated title)');
      expect(trial.criteria).toEqual(edited.criteria);
      expect(trial.criteriaEditedAt).toBe(edited.criteriaEditedAt);
      expect(trial.importWarnings).toEqual([KEPT_EDITED_CRITERIA]);
    });

    it('a re-import with reparse replaces them with the parsed text and clears criteriaEditedAt', async () => {
      const res = await north.post('/api/trials/auto-gen', { study: byNct(NCT), reparse: true });
      expect(res.json().results[0]).toMatchObject({ status: 'updated', warnings: [] });
      const trial = await getTrial();
      expect(trial.criteria).toEqual(parsed);
      expect(trial.criteriaEditedAt).toBeNull();
    });

    it('refuses invalid lists with a 400 naming the field; the stored list is unchanged', async () => {
      const before = (await getTrial()).criteria;
      const cases: Array<[unknown[], RegExp]> = [
        [[parsed[0], { ...parsed[1], id: 'inc-1' }], /^criteria\.1\.id: duplicate of criteria\[0\]\.id$/],
        [[{ ...parsed[0], rule: { type: 'lab', analytes: ['hba1c'], range: { max: 7 }, unit: 'mg' } }], /^criteria\.0\.rule/],
        [
          [{ ...parsed[0], rule: { type: 'age', range: { min: 70, max: 18 }, unit: 'years' } }],
          /^criteria\.0\.rule\.range: min must not exceed max$/,
        ],
        [[{ ...parsed[0], rule: { type: 'life_expectancy', months: 3 } }], /^criteria\.0\.rule/],
        [[{ ...parsed[0], kind: 'maybe' }], /^criteria\.0\.kind/],
        [[{ ...parsed[0], text: '  ' }], /^criteria\.0\.text: required$/],
        [[{ ...parsed[0], colour: 'red' }], /^criteria\.0/],
      ];
      for (const [list, message] of cases) {
        const res = await put(list);
        expect(res.statusCode, JSON.stringify(list).slice(0, 120)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      expect((await put(null as unknown as unknown[])).statusCode).toBe(400);
      expect((await getTrial()).criteria).toEqual(before);
    });

    it('a list holding a composite rule (lab sub-items) saves back unchanged', async () => {
      const imported = await north.post('/api/trials/auto-gen', { study: byNct('NCT05878938') });
      const id = imported.json().results[0].trialId;
      const { criteria } = (await north.get(`/api/trials/${id}`)).json();
      const composite = criteria.find((c: any) => c.rule?.type === 'composite');
      expect(composite.rule.rules.length).toBeGreaterThan(1);
      const res = await north.request('PUT', `/api/trials/${id}/criteria`, { criteria });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().criteria.find((c: any) => c.id === composite.id).rule).toMatchObject({ type: 'composite', combine: composite.rule.combine });
    });

    it('an empty list is allowed (a trial without criteria)', async () => {
      const res = await put([]);
      expect(res.statusCode).toBe(200);
      expect(res.json().criteria).toEqual([]);
    });
  });

  describe('POST /api/trials/:trialId/criteria/reparse', () => {
    it('re-runs the parser on the stored text: the list is the parsed one again, criteriaEditedAt cleared, audited', async () => {
      const res = await north.post(`/api/trials/${trialId}/criteria/reparse`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().criteria).toEqual(parsed);
      expect(res.json().criteriaEditedAt).toBeNull();
      const rows = await auditOf('criteria-reparse');
      expect(rows.at(-1).details.criteria).toMatchObject({ before: 0, after: parsed.length });
    });

    it('reads the trial as staff left it: an edited eligibility text gives the new items', async () => {
      const patched = await north.patch(`/api/trials/${trialId}`, {
        criteriaText: 'Inclusion Criteria:\n\n* Age 40 years or older\n* Type 2 diabetes\n\nExclusion Criteria:\n\n* Pregnant or breastfeeding',
      });
      expect(patched.statusCode).toBe(200);
      const res = await north.post(`/api/trials/${trialId}/criteria/reparse`);
      const criteria = res.json().criteria;
      expect(criteria.filter((c: any) => c.source === 'text').map((c: any) => [c.id, c.text, c.rule?.type])).toEqual([
        ['inc-1', 'Age 40 years or older', 'age'],
        ['inc-2', 'Type 2 diabetes', 'condition'],
        ['exc-1', 'Pregnant or breastfeeding', 'pregnancy'],
      ]);
      // the record's age bounds (18–70 years) are not in the new text: they come back as a record criterion
      expect(criteria.find((c: any) => c.id === 'inc-age')).toMatchObject({ source: 'record', rule: { type: 'age', range: { max: 70 } } });
    });
  });

  describe('tenancy and roles', () => {
    it('another organisation’s coordinator gets 404 on every criteria route; nothing changes', async () => {
      const before = await getTrial();
      expect((await put([], lake)).statusCode).toBe(404);
      expect((await lake.post(`/api/trials/${trialId}/criteria/reparse`)).statusCode).toBe(404);
      expect((await lake.post(`/api/trials/${trialId}/criteria/propose-rules`)).statusCode).toBe(404);
      expect((await lake.get(`/api/trials/${trialId}`)).statusCode).toBe(404);
      expect(await getTrial()).toEqual(before);
    });

    it('an admin may edit any organisation’s criteria', async () => {
      const current = (await getTrial()).criteria;
      const res = await put(current.slice(0, 2), admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().criteria).toHaveLength(2);
    });

    it('an unknown trial is a 404, a malformed id a 400', async () => {
      expect((await north.request('PUT', '/api/trials/00000000-0000-4000-8000-0000000000aa/criteria', { criteria: [] })).statusCode).toBe(404);
      expect((await north.post('/api/trials/not-a-uuid/criteria/reparse')).statusCode).toBe(400);
    });
  });

  it('propose-rules without a language model configured: 422 with the setting to change', async () => {
    const res = await north.post(`/api/trials/${trialId}/criteria/propose-rules`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('No language model is configured (set LLM_BASE_URL)');
  });
});
