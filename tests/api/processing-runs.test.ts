/**
 * /api/processing-runs (spec §7): the list `{ processingRuns, total }` with q, kind, status, sort, order, limit,
 * offset; `/data` — the output rows of the organisation's runs, newest run first; `/:id/data` — one run with its
 * errors and rows. The runs here are trial imports (POST /api/trials/auto-gen) by the organisations' coordinators.
 * The runs are for admins (the role matrix, contracts/access.ts): a coordinator gets 403; an admin reads the active
 * organisation's runs (x-organization-id), or those of organizationIds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { readStudies } from '../fakes/ctgov';
import { processingRun } from '../../server/db/schema';

const STUDIES = readStudies();
const nctOf = (s: any): string => s.protocolSection.identificationModule.nctId;
const N = DEMO.orgs.northside;
const L = DEMO.orgs.lakeview;

describe.each(backends())('processing runs (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let lake: Client;
  /** The admin with Northside as the active organisation. */
  let northAdmin: Pick<Client, 'get'>;
  /** Northside's runs in creation order: 3 studies, then 1, then 2 + a repeated one. */
  const northRuns: any[] = [];
  let lakeRun: any;

  const importAs = async (as: Client, body: unknown) => {
    const res = await as.post('/api/trials/auto-gen', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.database.db.delete(processingRun); // the demo seed's own trial-import runs: count only this file's runs
    [admin, north, lake] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside), login(t.app, DEMO.lakeview)]);
    northAdmin = { get: (url) => admin.get(url, { 'x-organization-id': N }) };
    northRuns.push(await importAs(north, { studies: STUDIES.slice(60, 63) }));
    northRuns.push(await importAs(north, { study: STUDIES[63] }));
    northRuns.push(await importAs(north, { jsonl: [STUDIES[64], STUDIES[67], STUDIES[64]].map((s) => JSON.stringify(s)).join('\n') }));
    lakeRun = await importAs(lake, { studies: STUDIES.slice(70, 72) });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/processing-runs', () => {
    it('lists the organisation’s runs, newest first, with their counts and without the output rows', async () => {
      const res = await northAdmin.get('/api/processing-runs');
      expect(res.statusCode).toBe(200);
      const { processingRuns, total } = res.json();
      expect(total).toBe(3);
      expect(processingRuns.map((r: any) => r.id)).toEqual(northRuns.map((r) => r.run.id).reverse());
      expect(processingRuns[0]).toMatchObject({
        organizationId: N,
        kind: 'trial-import',
        status: 'COMPLETED',
        name: '3 studies (file)',
        total: 3,
        created: 2,
        updated: 0,
        rejected: 1,
      });
      expect(processingRuns[2]).toMatchObject({ name: '3 studies (studies list)', total: 3, created: 3, rejected: 0 });
      expect(processingRuns[0].output).toBeUndefined();
      expect(processingRuns[0].errors).toBeUndefined();
    });

    it('filters by q, kind and status; sorts and pages', async () => {
      const byName = (await northAdmin.get('/api/processing-runs?q=pasted')).json();
      expect(byName.processingRuns.map((r: any) => r.id)).toEqual([northRuns[1].run.id]);
      expect((await northAdmin.get('/api/processing-runs?kind=trial-import')).json().total).toBe(3);
      expect((await northAdmin.get('/api/processing-runs?kind=candidate-import')).json().total).toBe(0);
      expect((await northAdmin.get('/api/processing-runs?status=FAILED')).json().total).toBe(0);
      const byTotal = (await northAdmin.get('/api/processing-runs?sort=total&order=asc')).json().processingRuns.map((r: any) => r.total);
      expect(byTotal).toEqual([1, 3, 3]);
      const page2 = (await northAdmin.get('/api/processing-runs?limit=2&offset=2')).json();
      expect(page2).toMatchObject({ total: 3, processingRuns: [expect.objectContaining({ id: northRuns[0].run.id })] });
      expect((await northAdmin.get('/api/processing-runs?sort=output')).statusCode).toBe(400);
      expect((await northAdmin.get('/api/processing-runs?status=DONE')).statusCode).toBe(400);
    });

    it('a coordinator gets 403, even for their own organisation; an admin reads several', async () => {
      for (const query of ['', `?organizationIds=${N}`, `?organizationIds=${L}`]) {
        const refused = await north.get(`/api/processing-runs${query}`);
        expect(refused.statusCode, query).toBe(403);
        expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Only Phases administrators can do this' });
      }
      const both = (await admin.get(`/api/processing-runs?organizationIds=${N},${L}`)).json();
      expect(both.total).toBe(4);
      expect(both.processingRuns[0].id).toBe(lakeRun.run.id);
    });
  });

  describe('GET /api/processing-runs/data', () => {
    it('returns the output rows of the organisation’s runs, newest run first, each with a unique id and its run', async () => {
      const res = await northAdmin.get('/api/processing-runs/data');
      expect(res.statusCode).toBe(200);
      const { data, total } = res.json();
      expect(total).toBe(7);
      const expected = [...northRuns].reverse().flatMap((r) => r.results.map((x: any) => ({ runId: r.run.id, nctId: x.nctId, status: x.status })));
      expect(data.map((d: any) => ({ runId: d.runId, nctId: d.nctId, status: d.status }))).toEqual(expected);
      expect(new Set(data.map((d: any) => d.id)).size).toBe(7);
      expect(data[0]).toMatchObject({
        id: `${northRuns[2].run.id}:0`,
        index: 0,
        runKind: 'trial-import',
        organizationId: N,
        nctId: nctOf(STUDIES[64]),
        where: 'jsonl line 1',
      });
      expect(data[2]).toMatchObject({ status: 'failed', trialId: null, error: expect.stringContaining('appears earlier in this import') });
    });

    it('pages the rows and filters like the list', async () => {
      const all = (await northAdmin.get('/api/processing-runs/data')).json().data.map((d: any) => d.id);
      const page = (await northAdmin.get('/api/processing-runs/data?limit=3&offset=2')).json();
      expect(page.total).toBe(7);
      expect(page.data.map((d: any) => d.id)).toEqual(all.slice(2, 5));
      expect((await northAdmin.get('/api/processing-runs/data?q=pasted')).json().data.map((d: any) => d.nctId)).toEqual([nctOf(STUDIES[63])]);
    });

    it('a coordinator: 403; an admin reads the active organisation', async () => {
      expect((await north.get('/api/processing-runs/data')).statusCode).toBe(403);
      expect((await lake.get('/api/processing-runs/data')).statusCode).toBe(403);
      expect((await admin.get('/api/processing-runs/data', { 'x-organization-id': L })).json().total).toBe(2);
    });
  });

  describe('GET /api/processing-runs/:id/data', () => {
    it('returns the run with its errors and its rows in order', async () => {
      const { run, results } = northRuns[2];
      const res = await northAdmin.get(`/api/processing-runs/${run.id}/data`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.run).toMatchObject({
        id: run.id,
        total: 3,
        created: 2,
        rejected: 1,
        errors: [{ where: 'jsonl line 3', nctId: nctOf(STUDIES[64]), error: results[2].error }],
      });
      expect(body.run.output).toBeUndefined();
      expect(body.total).toBe(3);
      expect(body.data.map((d: any) => d.trialId)).toEqual(results.map((r: any) => r.trialId));
      const second = (await northAdmin.get(`/api/processing-runs/${run.id}/data?limit=1&offset=1`)).json();
      expect(second.data).toEqual([body.data[1]]);
    });

    it('a coordinator’s request is 403, also for their own run; an unknown run is 404; a malformed id is 400', async () => {
      expect((await north.get(`/api/processing-runs/${northRuns[0].run.id}/data`)).statusCode).toBe(403);
      expect((await north.get(`/api/processing-runs/${lakeRun.run.id}/data`)).statusCode).toBe(403);
      expect((await admin.get(`/api/processing-runs/${lakeRun.run.id}/data`)).statusCode).toBe(200);
      expect((await northAdmin.get('/api/processing-runs/00000000-0000-4000-8000-0000000000aa/data')).statusCode).toBe(404);
      expect((await northAdmin.get('/api/processing-runs/nope/data')).statusCode).toBe(400);
    });
  });
});
