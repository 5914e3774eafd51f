/**
 * POST /api/trials/auto-gen (spec §7): importing real ClinicalTrials.gov records — by NCT ID through a local
 * fake of the API v2 (tests/fakes/ctgov.ts), as a pasted study, as a `{studies}` list and as a JSON Lines file — with
 * what a coordinator checks afterwards: title, sponsor, phases, sites, age bounds in months, criteria counts, no
 * duplicate on re-import, warnings for partial records, 400 naming the JSON path for malformed input, 404 / 502 from
 * the registry, one processing run and audit events per import, and tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { readStudies, startFakeCtgov, type FakeCtgov } from '../fakes/ctgov';
import { createCtgovClient } from '../../server/providers/ctgov/client';

const STUDIES = readStudies();
const byNct = (id: string) => STUDIES.find((s) => s.protocolSection.identificationModule.nctId === id)!;
const nctOf = (s: any): string => s.protocolSection.identificationModule.nctId;
const PARTIAL = ['NCT00465816', 'NCT03453554'];
/** Ten complete records (none in the demo seed), and ten others for the JSON Lines file. */
const BATCH = STUDIES.slice(24, 34);
const FILE = STUDIES.slice(34, 44);
const toJsonl = (list: unknown[], eol = '\n') => list.map((s) => JSON.stringify(s)).join(eol) + eol;

describe('ClinicalTrials.gov client against the fake API', () => {
  let fake: FakeCtgov;
  beforeAll(async () => {
    fake = await startFakeCtgov();
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('fetches a study record by NCT ID from {base}/studies/{nctId}', async () => {
    const study = await createCtgovClient({ baseUrl: fake.url }).fetchStudy('NCT05925803');
    expect(study).toEqual(byNct('NCT05925803'));
    expect(fake.requests.at(-1)).toBe('/api/v2/studies/NCT05925803');
  });

  it('404 for an NCT ID the registry does not know', async () => {
    await expect(createCtgovClient({ baseUrl: fake.url }).fetchStudy('NCT09999999')).rejects.toMatchObject({
      statusCode: 404,
      message: 'NCT09999999 was not found on ClinicalTrials.gov',
    });
  });

  it('502 with the reason: refused connection, server error, closed connection, no answer in time, not JSON', async () => {
    const down = await startFakeCtgov([]);
    await down.close();
    const fetchFrom = (baseUrl: string, timeoutMs?: number) => createCtgovClient({ baseUrl, timeoutMs }).fetchStudy('NCT05925803');
    await expect(fetchFrom(down.url)).rejects.toMatchObject({ statusCode: 502, message: 'ClinicalTrials.gov could not be reached: ECONNREFUSED' });
    fake.fail('500');
    await expect(fetchFrom(fake.url)).rejects.toMatchObject({
      statusCode: 502,
      message: 'ClinicalTrials.gov could not be reached: HTTP 500 Internal Server Error',
    });
    fake.fail('close');
    await expect(fetchFrom(fake.url)).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(/^ClinicalTrials.gov could not be reached: .+/),
    });
    fake.fail('hang');
    const started = Date.now();
    await expect(fetchFrom(fake.url, 300)).rejects.toMatchObject({
      statusCode: 502,
      message: 'ClinicalTrials.gov could not be reached: no answer within 0.3 s',
    });
    expect(Date.now() - started).toBeLessThan(5000);
    fake.fail('bad-json');
    await expect(fetchFrom(fake.url)).rejects.toMatchObject({
      statusCode: 502,
      message: 'ClinicalTrials.gov could not be reached: the answer was not valid JSON',
    });
    fake.fail('none');
  });
});

describe.each(backends())('trial import (%s)', (backend) => {
  let t: TestApp;
  let fake: FakeCtgov;
  let admin: Client;
  let north: Client;
  /** A fresh organisation with no trials. */
  let org: string;

  const importInto = (orgId: string, body: unknown, as: Client = admin) => as.post(`/api/trials/auto-gen?organizationIds=${orgId}`, body);
  const trialCount = async (orgId: string) => (await admin.get(`/api/trials?organizationIds=${orgId}&limit=1`)).json().total as number;
  const runCount = async (orgId: string) => (await admin.get(`/api/processing-runs?organizationIds=${orgId}&limit=1`)).json().total as number;

  beforeAll(async () => {
    fake = await startFakeCtgov();
    t = await createTestApp(backend, { config: { ctgovBaseUrl: fake.url } });
    [admin, north] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside)]);
    const res = await admin.post('/api/organizations', { name: 'Import Research Site' });
    expect(res.statusCode).toBe(201);
    org = res.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  describe('by NCT ID, fetched from ClinicalTrials.gov', () => {
    const record = byNct('NCT05925803');
    const p = record.protocolSection;
    let result: any;

    it('a coordinator imports into their own organisation: one trial created, reported with its criteria counts', async () => {
      const res = await north.post('/api/trials/auto-gen', { nctId: 'nct05925803' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(fake.requests).toContain('/api/v2/studies/NCT05925803');
      expect(body.run).toMatchObject({ status: 'COMPLETED', total: 1, created: 1, updated: 0, failed: 0 });
      expect(body.results).toHaveLength(1);
      result = body.results[0];
      expect(result).toMatchObject({ nctId: 'NCT05925803', status: 'created', title: p.identificationModule.briefTitle, warnings: [] });
      expect(result.error).toBeUndefined();
      expect(result.criteria.inclusion).toBeGreaterThanOrEqual(5);
      expect(result.criteria.exclusion).toBeGreaterThanOrEqual(5);
      expect(result.criteria.structured).toBeGreaterThan(0);
      expect(result.criteria.siteOnly).toBeGreaterThan(0);
    });

    it('the trial has the record’s title, sponsor, phases, status, sites, ages in months and structured criteria', async () => {
      const res = await north.get(`/api/trials/${result.trialId}`);
      expect(res.statusCode).toBe(200);
      const trial = res.json();
      expect(trial).toMatchObject({
        organizationId: DEMO.orgs.northside,
        nctId: 'NCT05925803',
        title: p.identificationModule.briefTitle,
        officialTitle: p.identificationModule.officialTitle,
        sponsor: 'AstraZeneca',
        phases: ['PHASE3'],
        overallStatus: p.statusModule.overallStatus,
        conditions: p.conditionsModule.conditions,
        enrollmentTarget: p.designModule.enrollmentInfo.count,
        minAgeMonths: 18 * 12,
        maxAgeMonths: 70 * 12,
        healthyVolunteers: false,
        criteriaText: p.eligibilityModule.eligibilityCriteria,
        importWarnings: [],
        criteriaEditedAt: null,
      });
      expect(trial.sites).toHaveLength(p.contactsLocationsModule.locations.length);
      expect(trial.sites).toHaveLength(131);
      expect(trial.sourceRecord.protocolSection.identificationModule.nctId).toBe('NCT05925803');
      const criteria = trial.criteria as any[];
      expect(criteria.filter((c) => c.kind === 'inclusion')).toHaveLength(result.criteria.inclusion);
      expect(criteria.filter((c) => c.kind === 'exclusion')).toHaveLength(result.criteria.exclusion);
      expect(criteria.filter((c) => c.rule)).toHaveLength(result.criteria.structured);
      // the first inclusion item is the text's age range, kept verbatim with its rule
      expect(criteria.find((c) => c.id === 'inc-1')).toMatchObject({
        kind: 'inclusion',
        text: 'Adult patients from 18 to 70 years of age inclusive',
        rule: { type: 'age', range: { min: 18, max: 70 } },
      });
    });

    it('records a processing run with the per-record result, and audits the import', async () => {
      const runs = (await admin.get(`/api/processing-runs?organizationIds=${DEMO.orgs.northside}&limit=5`)).json(); // runs are for admins
      const run = runs.processingRuns.find((r: any) => r.name === 'ClinicalTrials.gov NCT05925803');
      expect(run).toMatchObject({
        kind: 'trial-import',
        status: 'COMPLETED',
        total: 1,
        created: 1,
        updated: 0,
        rejected: 0,
        organizationId: DEMO.orgs.northside,
      });
      const data = (await admin.get(`/api/processing-runs/${run.id}/data`)).json();
      expect(data.data).toEqual([expect.objectContaining({ nctId: 'NCT05925803', trialId: result.trialId, status: 'created', runId: run.id })]);
      const audit = await t.database.executeSql(`select action, details from audit_event where entity = 'trial' and entity_id = $1`, [
        result.trialId,
      ]);
      expect(audit.rows).toEqual([
        expect.objectContaining({ action: 'import', details: expect.objectContaining({ runId: run.id, status: 'created', nctId: 'NCT05925803' }) }),
      ]);
    });

    it('importing the same NCT ID again updates the trial: no duplicate', async () => {
      const before = await trialCount(DEMO.orgs.northside);
      const res = await north.post('/api/trials/auto-gen', { nctId: 'NCT05925803' });
      expect(res.json().run).toMatchObject({ total: 1, created: 0, updated: 1, failed: 0 });
      expect(res.json().results[0]).toMatchObject({ status: 'updated', trialId: result.trialId });
      expect(await trialCount(DEMO.orgs.northside)).toBe(before);
    });

    it('an NCT ID ClinicalTrials.gov does not know is a 404, and nothing is recorded', async () => {
      const runs = await runCount(DEMO.orgs.northside);
      const res = await north.post('/api/trials/auto-gen', { nctId: 'NCT09999999' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('NCT09999999 was not found on ClinicalTrials.gov');
      expect(await runCount(DEMO.orgs.northside)).toBe(runs);
    });

    it('a malformed NCT ID is a 400 naming the field', async () => {
      const res = await north.post('/api/trials/auto-gen', { nctId: '5925803' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('nctId: must look like NCT01234567');
    });

    it('ClinicalTrials.gov down: 502 with the reason, nothing imported', async () => {
      const count = await trialCount(DEMO.orgs.northside);
      try {
        fake.fail('500');
        const res = await north.post('/api/trials/auto-gen', { nctId: 'NCT05923112' });
        expect(res.statusCode).toBe(502);
        expect(res.json()).toMatchObject({
          error: 'Bad Gateway',
          message: 'ClinicalTrials.gov could not be reached: HTTP 500 Internal Server Error',
        });
        fake.fail('close');
        const closed = await north.post('/api/trials/auto-gen', { nctId: 'NCT05923112' });
        expect(closed.statusCode).toBe(502);
        expect(closed.json().message).toMatch(/^ClinicalTrials.gov could not be reached: \S+/);
      } finally {
        fake.fail('none');
      }
      expect(await trialCount(DEMO.orgs.northside)).toBe(count);
    });
  });

  describe('pasted and uploaded records', () => {
    it('a pasted study object imports into the organisation named by organizationIds', async () => {
      const study = byNct('NCT05915026');
      const res = await importInto(org, { study });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().results[0]).toMatchObject({ nctId: 'NCT05915026', status: 'created', where: 'study', warnings: [] });
      const trial = (await admin.get(`/api/trials/${res.json().results[0].trialId}`)).json();
      expect(trial).toMatchObject({ organizationId: org, sponsor: 'Bayer', minAgeMonths: 0, maxAgeMonths: 17 * 12, phases: ['PHASE3'] });
      expect(trial.sites).toHaveLength(44);
    });

    it('{ studies } of ten real records: ten trials created, in order, each with inclusion and exclusion criteria', async () => {
      const before = await trialCount(org);
      const res = await importInto(org, { studies: BATCH });
      expect(res.statusCode, res.body).toBe(200);
      const { run, results } = res.json();
      expect(run).toMatchObject({ status: 'COMPLETED', total: 10, created: 10, updated: 0, failed: 0 });
      expect(results.map((r: any) => r.nctId)).toEqual(BATCH.map(nctOf));
      expect(results.map((r: any) => r.where)).toEqual(BATCH.map((_, i) => `studies[${i}]`));
      for (const r of results) {
        expect(r.criteria.inclusion, r.nctId).toBeGreaterThan(0);
        expect(r.criteria.exclusion, r.nctId).toBeGreaterThan(0);
      }
      expect(await trialCount(org)).toBe(before + 10);
      const sponsors = (await admin.get(`/api/trials?organizationIds=${org}&limit=100`)).json().trials.map((tr: any) => tr.sponsor);
      expect(sponsors).toContain('Latin American Cooperative Oncology Group');
    });

    it('re-importing the same list updates all ten: the trial count stays', async () => {
      const before = await trialCount(org);
      const res = await importInto(org, { studies: BATCH });
      expect(res.json().run).toMatchObject({ total: 10, created: 0, updated: 10, failed: 0 });
      expect(await trialCount(org)).toBe(before);
    });

    it('a JSON Lines file (byte-order mark, \\r\\n, blank lines) of ten records imports them all', async () => {
      const res = await importInto(org, { jsonl: `\uFEFF\r\n${toJsonl(FILE, '\r\n')}\r\n` });
      expect(res.statusCode, res.body).toBe(200);
      const { run, results } = res.json();
      expect(run).toMatchObject({ total: 10, created: 10, failed: 0 });
      expect(results[0].where).toBe('jsonl line 2');
      expect(results.map((r: any) => r.nctId)).toEqual(FILE.map(nctOf));
    });

    it('a file holding {"studies": […]} or a single pretty-printed study is read as a whole document', async () => {
      const list = await importInto(org, { jsonl: JSON.stringify({ studies: FILE.slice(0, 2) }, null, 2) });
      expect(list.json().run).toMatchObject({ total: 2, updated: 2 });
      const single = await importInto(org, { jsonl: JSON.stringify(FILE[3], null, 2) });
      expect(single.json().results).toEqual([expect.objectContaining({ nctId: nctOf(FILE[3]), status: 'updated' })]);
    });

    it('the whole shared file (2.4 MB, above the default 1 MiB body limit): 146 records, none failed, the two partial ones with warnings', async () => {
      const res = await importInto(org, { jsonl: toJsonl(STUDIES) });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const { run, results } = res.json();
      expect(run).toMatchObject({ status: 'COMPLETED', total: 146, failed: 0 });
      expect(run.created + run.updated).toBe(146);
      expect(
        results
          .filter((r: any) => r.warnings.some((w: string) => w.endsWith(' is missing')))
          .map((r: any) => r.nctId)
          .sort(),
      ).toEqual(PARTIAL);
      expect(await trialCount(org)).toBe(146);
      // each result says whether a self-report prescreen suits the study: 78 do not
      const unsuitable = results.filter((r: any) => !r.prescreenSuitability.suitable);
      expect(unsuitable).toHaveLength(78);
      expect(results.find((r: any) => r.nctId === 'NCT04652622').prescreenSuitability.reasons.map((x: any) => x.message)).toEqual([
        'Not recruiting (ClinicalTrials.gov status: Completed)',
        'Enrols people in hospital or emergency care (inclusion: “Admitted to the Royal Columbian Hospital”)',
      ]);
      // the trials list (which leaves the record out) and the trial itself say the same as the import
      const listed = new Map<string, any>();
      for (let offset = 0; offset < 146; offset += 100) {
        for (const tr of (await admin.get(`/api/trials?organizationIds=${org}&limit=100&offset=${offset}`)).json().trials)
          listed.set(tr.id, tr.prescreenSuitability);
      }
      for (const r of results) expect(listed.get(r.trialId), r.nctId).toEqual(r.prescreenSuitability);
      const registry = results.find((r: any) => r.nctId === 'NCT04600544');
      expect((await admin.get(`/api/trials/${registry.trialId}`)).json().prescreenSuitability).toEqual({
        suitable: false,
        reasons: [{ code: 'registry', message: 'Patient registry (ClinicalTrials.gov: patient registry)' }],
      });
    });

    it('a body over 20 MiB is refused with 413', async () => {
      const res = await importInto(org, { jsonl: 'x'.repeat(21 * 1024 * 1024) });
      expect(res.statusCode).toBe(413);
    });
  });

  describe('partial and malformed records', () => {
    it('records missing modules import with what they have and a warning per missing part', async () => {
      const res = await importInto(org, { studies: PARTIAL.map(byNct) });
      expect(res.statusCode).toBe(200);
      for (const r of res.json().results) {
        expect(r.status).not.toBe('failed');
        expect(r.warnings).toEqual(
          expect.arrayContaining([
            'protocolSection.eligibilityModule is missing',
            'protocolSection.contactsLocationsModule is missing',
            'protocolSection.statusModule is missing',
          ]),
        );
        expect(r.criteria).toEqual({ inclusion: 0, exclusion: 0, structured: 0, siteOnly: 0 });
        const trial = (await admin.get(`/api/trials/${r.trialId}`)).json();
        expect(trial.title).toBe(byNct(r.nctId).protocolSection.identificationModule.briefTitle);
        expect(trial.importWarnings).toEqual(r.warnings);
        expect(trial).toMatchObject({ sites: [], sponsor: null, minAgeMonths: null, maxAgeMonths: null });
      }
    });

    it('a record without an NCT ID is a 400 naming its JSON path; nothing of the batch is imported', async () => {
      const [trials, runs] = [await trialCount(org), await runCount(org)];
      const broken = structuredClone(STUDIES.slice(100, 105));
      delete broken[3].protocolSection.identificationModule.nctId;
      const res = await importInto(org, { studies: broken });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('studies[3].protocolSection.identificationModule.nctId: required');
      expect(res.json().issues[0].path).toEqual(['body', 'studies', 3, 'protocolSection', 'identificationModule', 'nctId']);
      expect([await trialCount(org), await runCount(org)]).toEqual([trials, runs]);
    });

    it('names the line of a JSON Lines file that is not JSON, and the field of the wrong type', async () => {
      const lines = toJsonl(STUDIES.slice(0, 8)).split('\n');
      lines[6] = lines[6].slice(0, 500);
      const res = await importInto(org, { jsonl: lines.join('\n') });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('jsonl line 7: not valid JSON');

      const study = structuredClone(byNct('NCT05915026'));
      study.protocolSection.designModule.phases = 'PHASE3';
      const typed = await importInto(org, { study });
      expect(typed.json().message).toBe('study.protocolSection.designModule.phases: must be an array');

      const line2 = await importInto(org, {
        jsonl: `${JSON.stringify(STUDIES[0])}\n${JSON.stringify({ protocolSection: { identificationModule: { nctId: 'NCT123' } } })}\n`,
      });
      expect(line2.json().message).toBe('jsonl line 2: protocolSection.identificationModule.nctId: must look like NCT01234567');

      const notAnObject = await importInto(org, { studies: [STUDIES[0], 42] });
      expect(notAnObject.json().message).toBe('studies[1]: must be an object');
    });

    it('the body gives exactly one source', async () => {
      for (const body of [{}, { nctId: 'NCT05925803', study: STUDIES[0] }, { reparse: true }, { studies: [] }, { jsonl: 'not json' }]) {
        const res = await importInto(org, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
    });

    it('one bad record in a batch fails only that record: the NCT ID repeated in the same list', async () => {
      const res = await importInto(org, { studies: [STUDIES[50], STUDIES[51], STUDIES[50], STUDIES[52]] });
      expect(res.statusCode).toBe(200);
      const { run, results } = res.json();
      expect(run).toMatchObject({ status: 'COMPLETED', total: 4, failed: 1 });
      expect(results.map((r: any) => r.status)).toEqual(['updated', 'updated', 'failed', 'updated']);
      expect(results[2]).toMatchObject({ trialId: null, error: `${nctOf(STUDIES[50])} appears earlier in this import (studies[0])` });
      const detail = (await admin.get(`/api/processing-runs/${run.id}/data`)).json();
      expect(detail.run).toMatchObject({ rejected: 1, errors: [{ where: 'studies[2]', nctId: nctOf(STUDIES[50]), error: results[2].error }] });
    });
  });

  describe('tenancy', () => {
    it('a coordinator cannot import into another organisation (403), nor into two at once (400); nothing is written', async () => {
      const lakeview = await trialCount(DEMO.orgs.lakeview);
      const res = await importInto(DEMO.orgs.lakeview, { study: STUDIES[60] }, north);
      expect(res.statusCode).toBe(403);
      const two = await north.post(`/api/trials/auto-gen?organizationIds=${DEMO.orgs.northside},${DEMO.orgs.lakeview}`, { study: STUDIES[60] });
      expect(two.statusCode).toBe(400);
      expect(await trialCount(DEMO.orgs.lakeview)).toBe(lakeview);
    });

    it('the same NCT ID in two organisations gives two independent trials', async () => {
      const a = (await importInto(DEMO.orgs.lakeview, { study: STUDIES[61] })).json().results[0];
      const b = (await importInto(DEMO.orgs.northside, { study: STUDIES[61] })).json().results[0];
      expect([a.status, b.status]).toEqual(['created', 'created']);
      expect(a.trialId).not.toBe(b.trialId);
      expect((await north.get(`/api/trials/${a.trialId}`)).statusCode).toBe(404);
    });

    it('an admin naming an organisation that does not exist gets a 404', async () => {
      const res = await importInto('00000000-0000-4000-8000-0000000000ff', { study: STUDIES[0] });
      expect(res.statusCode).toBe(404);
    });

    it('signed-out: 401', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trials/auto-gen',
        payload: { nctId: 'NCT05925803' },
        headers: { origin: 'http://localhost:3999' },
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
