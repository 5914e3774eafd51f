/**
 * /api/prescreen (spec §7 "Prescreen", "Results and review"): the results list with its filters, search, sort
 * and paging; the CSV export of every filtered row; a candidate's review with the transcripts the verdicts cite; the
 * reviewer's decision (ACCEPT / OVERRIDE with a reason) setting the candidate's status; tenancy (403 for a list aimed
 * at another organisation, 404 for another tenant's candidate or result), admin views, audit events and 401 without a
 * session. Results are written through Drizzle (tests/helpers/prescreen.ts) as the chat module writes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { backends, client, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { insertPrescreenResult, seededCandidates, seededTrials, type PrescreenFixture } from '../helpers/prescreen';
import { prescreenResult } from '../../server/db/schema';
import { exportResults, EXPORT_COLUMNS } from '../../server/modules/prescreen/export';
import { csvStream } from '../../server/lib/csv';
import type { Actor } from '../../server/auth/actor';

const { northside: N, lakeview: L } = DEMO.orgs;
const RESULTS = '/api/prescreen/results';
const HOUR = 3_600_000;

type Row = Record<string, any>;

describe.each(backends())('prescreen results and review (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let lake: Client;
  let northUserId = '';
  let nc: Awaited<ReturnType<typeof seededCandidates>>;
  let nt: Awaited<ReturnType<typeof seededTrials>>;
  let lc: Awaited<ReturnType<typeof seededCandidates>>;
  let lt: Awaited<ReturnType<typeof seededTrials>>;
  /** rN1 nc0×nt0 PASS chat, rN2 nc0×nt1 FAIL chat, rN3 nc1×nt0 INCONCLUSIVE call, rN4 nc2×nt1 POTENTIAL chat; rL1 Lakeview. */
  const r: Record<'N1' | 'N2' | 'N3' | 'N4' | 'L1', PrescreenFixture> = {} as any;
  let mine: Set<string>;

  const list = async (c: Client, query = '', headers?: Record<string, string>) => {
    const res = await c.get(`${RESULTS}${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: Row[]; total: number };
  };
  /** The ids of this file's fixtures among `rows`, in the order listed. */
  const ours = (rows: Row[]) => rows.map((x) => x.id).filter((id) => mine.has(id));
  const auditRows = async (action: string, entity: string, entityId?: string) =>
    (
      await t.database.executeSql<any>(
        `select actor_user_id, organization_id, details from audit_event where action = $1 and entity = $2 ${entityId ? 'and entity_id = $3' : ''} order by id`,
        entityId ? [action, entity, entityId] : [action, entity],
      )
    ).rows;
  const candidateRecord = async (c: Client, id: string) => (await c.get(`/api/candidates/${id}`)).json();

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, north, lake] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside), login(t.app, DEMO.lakeview)]);
    northUserId = (await north.get('/api/users/me')).json().user.id;
    const db = t.database.db;
    [nc, nt, lc, lt] = await Promise.all([seededCandidates(db, N, 3), seededTrials(db, N, 2), seededCandidates(db, L, 1), seededTrials(db, L, 1)]);
    const now = Date.now();
    r.N1 = await insertPrescreenResult(db, {
      organizationId: N,
      candidateId: nc[0].id,
      trialId: nt[0].id,
      aiRecommendation: 'PASS',
      createdAt: new Date(now - 4 * HOUR),
    });
    r.N2 = await insertPrescreenResult(db, {
      organizationId: N,
      candidateId: nc[0].id,
      trialId: nt[1].id,
      aiRecommendation: 'FAIL',
      createdAt: new Date(now - 3 * HOUR),
      qa: [
        ['Do you take insulin?', 'Yes, every day'],
        ['Any heart surgery?', 'No'],
        ['Are you over 18?', 'Yes'],
      ],
    });
    r.N3 = await insertPrescreenResult(db, {
      organizationId: N,
      candidateId: nc[1].id,
      trialId: nt[0].id,
      aiRecommendation: 'INCONCLUSIVE',
      sourceType: 'call',
      createdAt: new Date(now - 2 * HOUR),
    });
    r.N4 = await insertPrescreenResult(db, {
      organizationId: N,
      candidateId: nc[2].id,
      trialId: nt[1].id,
      aiRecommendation: 'POTENTIAL',
      createdAt: new Date(now - 1 * HOUR),
    });
    r.L1 = await insertPrescreenResult(db, {
      organizationId: L,
      candidateId: lc[0].id,
      trialId: lt[0].id,
      aiRecommendation: 'FAIL',
      createdAt: new Date(now - 2 * HOUR),
    });
    mine = new Set(Object.values(r).map((x) => x.resultId));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/prescreen/results', () => {
    it('a coordinator sees their organisation’s results, newest first, joined with candidate, trial and reviewer', async () => {
      const { results, total } = await list(north, '?limit=500');
      expect(total).toBe(results.length);
      expect(new Set(results.map((x) => x.organizationId))).toEqual(new Set([N]));
      expect(ours(results)).toEqual([r.N4, r.N3, r.N2, r.N1].map((x) => x.resultId));
      expect(results.find((x) => x.id === r.N2.resultId)).toEqual({
        id: r.N2.resultId,
        organizationId: N,
        candidateId: nc[0].id,
        candidateName: `${nc[0].firstName} ${nc[0].lastName}`,
        candidateStatus: nc[0].status,
        trialId: nt[1].id,
        trialTitle: nt[1].title,
        nctId: nt[1].nctId,
        sourceType: 'chat',
        chatConversationId: r.N2.conversationId,
        formVersion: 1,
        aiRecommendation: 'FAIL',
        reviewDecision: null,
        finalOutcome: null,
        reviewReason: null,
        reviewedByUserId: null,
        reviewedByName: null,
        reviewedAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(results.find((x) => x.id === r.N3.resultId)).toMatchObject({ sourceType: 'call', chatConversationId: null });
      // Lakeview's coordinator sees Lakeview's result only
      const lakeRows = (await list(lake, '?limit=500')).results;
      expect(ours(lakeRows)).toEqual([r.L1.resultId]);
      expect(new Set(lakeRows.map((x) => x.organizationId))).toEqual(new Set([L]));
      // the list page is audited with the ids shown
      const [event] = (await auditRows('list', 'prescreen_result')).filter((e) => e.actor_user_id === northUserId);
      expect(event.details).toMatchObject({ organizationIds: [N], ids: expect.arrayContaining([r.N1.resultId, r.N4.resultId]) });
    });

    it('filters by candidate, source type and AI recommendation, and searches candidate name, trial title and NCT ID', async () => {
      const byCandidate = await list(north, `?candidateId=${nc[0].id}`);
      expect([byCandidate.total, ours(byCandidate.results)]).toEqual([2, [r.N2.resultId, r.N1.resultId]]);
      const calls = await list(north, '?sourceType=call&limit=500');
      expect(calls.results.every((x) => x.sourceType === 'call')).toBe(true);
      expect(ours(calls.results)).toEqual([r.N3.resultId]);
      const failed = await list(north, '?aiRecommendation=FAIL&limit=500');
      expect(failed.results.every((x) => x.aiRecommendation === 'FAIL')).toBe(true);
      expect(ours(failed.results)).toEqual([r.N2.resultId]);
      const both = await list(north, `?aiRecommendation=POTENTIAL&sourceType=chat&candidateId=${nc[2].id}`);
      expect([both.total, ours(both.results)]).toEqual([1, [r.N4.resultId]]);
      expect((await list(north, `?aiRecommendation=FAIL&candidateId=${nc[2].id}`)).total).toBe(0);

      // q: NCT ID (any case), a part of the trial title, the candidate's full name or last name in any case
      const byNct = await list(north, `?q=${nt[1].nctId!.toLowerCase()}&limit=500`);
      expect(byNct.results.every((x) => x.nctId === nt[1].nctId)).toBe(true);
      expect(ours(byNct.results)).toEqual([r.N4.resultId, r.N2.resultId]);
      const titlePart = nt[0].title.slice(2, 14);
      const byTitle = await list(north, `?q=${encodeURIComponent(titlePart.toUpperCase())}&limit=500`);
      expect(
        byTitle.results.every(
          (x) => x.trialTitle.toLowerCase().includes(titlePart.toLowerCase()) || x.candidateName.toLowerCase().includes(titlePart.toLowerCase()),
        ),
      ).toBe(true);
      expect(ours(byTitle.results)).toEqual(expect.arrayContaining([r.N3.resultId, r.N1.resultId]));
      const fullName = `${nc[2].firstName} ${nc[2].lastName}`;
      expect(ours((await list(north, `?q=${encodeURIComponent(fullName.toUpperCase())}`)).results)).toEqual([r.N4.resultId]);
      expect(ours((await list(north, `?q=${encodeURIComponent(nc[1].lastName.toLowerCase())}`)).results)).toEqual([r.N3.resultId]);
      // LIKE wildcards are literal characters
      expect((await list(north, '?q=%25%25%25')).total).toBe(0);
    });

    it('sorts by createdAt, candidateName, trialTitle and aiRecommendation, both ways, and pages with a total', async () => {
      // nc and nt come ordered by last name and by title from the database, so the fixtures' order is known
      const byCandidate = { [r.N1.resultId]: 0, [r.N2.resultId]: 0, [r.N3.resultId]: 1, [r.N4.resultId]: 2 };
      const byName = await list(north, '?sort=candidateName&limit=500');
      expect(ours(byName.results).map((id) => byCandidate[id])).toEqual([0, 0, 1, 2]);
      expect(ours((await list(north, '?sort=candidateName&order=desc&limit=500')).results).map((id) => byCandidate[id])).toEqual([2, 1, 0, 0]);

      const byRec = (await list(north, '?sort=aiRecommendation&limit=500')).results;
      expect(ours(byRec)).toEqual([r.N2, r.N3, r.N1, r.N4].map((x) => x.resultId)); // FAIL, INCONCLUSIVE, PASS, POTENTIAL
      const byRecDesc = (await list(north, '?sort=aiRecommendation&order=desc&limit=500')).results;
      expect(ours(byRecDesc)).toEqual([r.N4, r.N1, r.N3, r.N2].map((x) => x.resultId));

      const byTrial = { [r.N1.resultId]: 0, [r.N3.resultId]: 0, [r.N2.resultId]: 1, [r.N4.resultId]: 1 };
      expect(ours((await list(north, '?sort=trialTitle&limit=500')).results).map((id) => byTrial[id])).toEqual([0, 0, 1, 1]);
      expect(ours((await list(north, '?sort=trialTitle&order=desc&limit=500')).results).map((id) => byTrial[id])).toEqual([1, 1, 0, 0]);
      expect(ours((await list(north, '?sort=createdAt&order=asc&limit=500')).results)).toEqual([r.N1, r.N2, r.N3, r.N4].map((x) => x.resultId));

      const all = await list(north, '?limit=500');
      const page = await list(north, '?limit=2&offset=1');
      expect(page.total).toBe(all.total);
      expect(page.results.map((x) => x.id)).toEqual(all.results.slice(1, 3).map((x) => x.id));
    });

    it('refuses a bad filter or sort with 400 naming it', async () => {
      for (const [query, field] of [
        ['?sourceType=sms', 'sourceType'],
        ['?aiRecommendation=MAYBE', 'aiRecommendation'],
        ['?sort=phone', 'sort'],
        ['?candidateId=nope', 'candidateId'],
        ['?organizationIds=nope', 'organizationIds'],
        ['?limit=0', 'limit'],
      ]) {
        const res = await north.get(`${RESULTS}${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toMatch(new RegExp(`^${field}`));
      }
    });

    it('an admin reads any organisation: both together (the global view), one at a time, or the switcher’s organisation', async () => {
      const global = await list(admin, `?organizationIds=${N},${L}&limit=500`);
      expect(new Set(ours(global.results))).toEqual(mine);
      expect(ours(global.results)[0]).toBe(r.N4.resultId);
      expect(new Set(global.results.map((x) => x.organizationId))).toEqual(new Set([N, L]));
      expect(ours((await list(admin, `?organizationId=${L}`)).results)).toEqual([r.L1.resultId]);
      expect(ours((await list(admin, '?limit=500', { 'x-organization-id': N })).results)).toEqual([r.N4, r.N3, r.N2, r.N1].map((x) => x.resultId));
    });
  });

  describe('GET /api/prescreen/results/export', () => {
    it('streams a CSV with the header and every filtered row, audited as an export', async () => {
      const res = await north.get(`${RESULTS}/export?candidateId=${nc[0].id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prescreen-results-\d{4}-\d\d-\d\d\.csv"$/);
      const lines = res.body.trim().split('\n');
      expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
      expect(lines[0]).toMatch(/^id,createdAt,organizationId,candidateId,candidateName,candidateStatus,trialId,nctId,trialTitle,/);
      const rows: Row[] = parse(res.body, { columns: true });
      expect(rows.map((x) => x.id)).toEqual([r.N2.resultId, r.N1.resultId]);
      expect(rows[0]).toMatchObject({
        candidateName: `${nc[0].firstName} ${nc[0].lastName}`,
        nctId: nt[1].nctId,
        trialTitle: nt[1].title,
        aiRecommendation: 'FAIL',
        sourceType: 'chat',
        reviewDecision: '',
      });

      // no filter: every row of the organisation, the same rows as the list
      const all: Row[] = parse((await north.get(`${RESULTS}/export`)).body, { columns: true });
      const listed = await list(north, '?limit=500');
      expect(all.map((x) => x.id)).toEqual(listed.results.map((x) => x.id));
      expect(all.map((x) => x.id)).not.toContain(r.L1.resultId);
      const failed: Row[] = parse((await north.get(`${RESULTS}/export?aiRecommendation=FAIL&q=${nt[1].nctId}`)).body, { columns: true });
      expect(failed.map((x) => x.id)).toEqual([r.N2.resultId]);

      const events = (await auditRows('export', 'prescreen_result')).filter((e) => e.actor_user_id === northUserId);
      expect(events.length).toBe(3);
      expect(events[0].details).toMatchObject({ organizationIds: [N], candidateId: nc[0].id });
    });

    it('reads page after page without skipping rows that share a timestamp to the microsecond', async () => {
      const db = t.database.db;
      const extra = [];
      for (let i = 0; i < 5; i++)
        extra.push(await insertPrescreenResult(db, { organizationId: N, candidateId: nc[2].id, trialId: nt[0].id, sourceType: 'call' }));
      const ids = extra.map((x) => x.resultId);
      await t.database.executeSql<any>(`update prescreen_result set created_at = '2020-01-01 00:00:00.123456+00' where id = any($1::uuid[])`, [ids]);
      const actor: Actor = {
        userId: northUserId,
        name: 'Nora North',
        email: DEMO.northside,
        organizationId: N,
        isAdmin: false,
        activeOrganizationId: N,
        globalAccess: false,
        ip: '127.0.0.1',
      };
      const stream = csvStream(
        EXPORT_COLUMNS,
        await exportResults(db, actor, { organizationIds: [N], candidateId: nc[2].id, sourceType: 'call' }, 2),
      );
      let body = '';
      for await (const chunk of stream) body += chunk;
      const rows: Row[] = parse(body, { columns: true });
      expect(rows.map((x) => x.id).sort()).toEqual([...ids].sort());
      expect(rows[0].createdAt).toBe('2020-01-01T00:00:00.123Z');
      await db.delete(prescreenResult).where(inArray(prescreenResult.id, ids));
    });
  });

  describe('GET /api/prescreen/review', () => {
    it('returns the candidate, their results newest first with verdicts, and each conversation’s transcript in seq order', async () => {
      const res = await north.get(`/api/prescreen/review?candidateId=${nc[0].id}`);
      expect(res.statusCode, res.body).toBe(200);
      const review = res.json();
      expect(review.candidate).toEqual({
        id: nc[0].id,
        organizationId: N,
        firstName: nc[0].firstName,
        lastName: nc[0].lastName,
        dateOfBirth: expect.any(String),
        sex: expect.any(String),
        status: nc[0].status,
        prescreenNotes: [],
      });
      expect(review.results.map((x: Row) => x.id)).toEqual([r.N2.resultId, r.N1.resultId]);
      const [n2] = review.results;
      expect(n2).toMatchObject({
        aiRecommendation: 'FAIL',
        trialTitle: nt[1].title,
        deciding: ['c1', 'c2', 'c3'],
        conflicts: [],
        answers: { responses: { q1: 'Yes, every day' } },
      });
      expect(n2.verdicts).toHaveLength(3);
      expect(n2.verdicts[0]).toMatchObject({ criterionId: 'c1', kind: 'inclusion', verdict: 'met', evidence: { answerKey: 'k1' } }); // extra fields pass through
      expect(n2.verdicts.map((v: Row) => v.messages[0].messageId)).toEqual(r.N2.evidenceIds);

      expect(Object.keys(review.transcripts).sort()).toEqual([r.N1.conversationId, r.N2.conversationId].sort());
      const lines = review.transcripts[r.N2.conversationId!];
      expect(lines.map((l: Row) => l.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(lines.map((l: Row) => l.id)).toEqual(r.N2.messageIds);
      expect(lines[0]).toEqual({
        id: r.N2.messageIds[0],
        seq: 1,
        role: 'agent',
        text: 'Do you take insulin?',
        reply: expect.objectContaining({ type: 'question', questionId: 'q1' }),
        createdAt: expect.any(String),
      });
      // every evidence message of a verdict is a visitor line of that transcript
      for (const v of n2.verdicts) {
        const cited = lines.find((l: Row) => l.id === v.messages[0].messageId);
        expect(cited).toMatchObject({ role: 'visitor', text: v.messages[0].text });
      }
      // the read of the candidate's record is audited
      const events = (await auditRows('read', 'candidate', nc[0].id)).filter((e) => e.actor_user_id === northUserId);
      expect(events.at(-1).details).toMatchObject({ view: 'prescreen-review', resultIds: [r.N2.resultId, r.N1.resultId] });
    });

    it('a call result has no transcript; a candidate without results gets empty lists', async () => {
      const call = (await north.get(`/api/prescreen/review?candidateId=${nc[1].id}`)).json();
      expect([call.results.map((x: Row) => x.id), call.transcripts]).toEqual([[r.N3.resultId], {}]);
      const other = (await seededCandidates(t.database.db, N, 10))[9];
      const none = await north.get(`/api/prescreen/review?candidateId=${other.id}`);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toMatchObject({ candidate: { id: other.id }, results: [], transcripts: {} });
    });

    it('404 for an unknown candidate, 400 without a valid candidateId', async () => {
      expect((await north.get('/api/prescreen/review?candidateId=00000000-0000-4000-8000-0000000000aa')).json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Candidate not found',
      });
      for (const q of ['', '?candidateId=abc']) {
        const res = await north.get(`/api/prescreen/review${q}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/^candidateId/);
      }
    });
  });

  describe('POST /api/prescreen/review/decision', () => {
    const DECISION = '/api/prescreen/review/decision';

    it('ACCEPT sets the final outcome to the AI recommendation and the candidate’s status to match', async () => {
      const res = await north.post(DECISION, { resultId: r.N1.resultId, decision: 'ACCEPT' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: r.N1.resultId,
        aiRecommendation: 'PASS',
        reviewDecision: 'ACCEPT',
        finalOutcome: 'PASS',
        reviewReason: null,
        reviewedByUserId: northUserId,
        reviewedByName: 'Nora North',
        reviewedAt: expect.stringMatching(/^\d{4}-/),
        candidateStatus: 'PRESCREEN_PASSED',
      });
      const cand = await candidateRecord(north, nc[0].id);
      expect(cand).toMatchObject({
        status: 'PRESCREEN_PASSED',
        statusReason: 'Prescreen review: accepted PASS',
        statusChangedAt: expect.any(String),
      });
      const [event] = await auditRows('review', 'prescreen_result', r.N1.resultId);
      expect(event).toMatchObject({ actor_user_id: northUserId, organization_id: N });
      expect(event.details).toMatchObject({
        decision: 'ACCEPT',
        outcome: 'PASS',
        previousStatus: nc[0].status,
        status: 'PRESCREEN_PASSED',
        previousDecision: null,
      });
      // the list shows the review
      expect((await list(north, `?candidateId=${nc[0].id}`)).results.find((x) => x.id === r.N1.resultId)).toMatchObject({
        reviewDecision: 'ACCEPT',
        reviewedByName: 'Nora North',
      });
    });

    it('OVERRIDE sets the outcome and reason; a later decision replaces the earlier one and both are audited', async () => {
      const reason = 'Said on the phone they take insulin daily';
      const res = await north.post(DECISION, { resultId: r.N1.resultId, decision: 'OVERRIDE', outcome: 'FAIL', reason });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        reviewDecision: 'OVERRIDE',
        aiRecommendation: 'PASS',
        finalOutcome: 'FAIL',
        reviewReason: reason,
        candidateStatus: 'PRESCREEN_FAILED',
      });
      const cand = await candidateRecord(north, nc[0].id);
      expect(cand).toMatchObject({ status: 'PRESCREEN_FAILED', statusReason: `Prescreen review: override to FAIL — ${reason}` });
      const events = await auditRows('review', 'prescreen_result', r.N1.resultId);
      expect(events).toHaveLength(2);
      expect(events[1].details).toMatchObject({
        decision: 'OVERRIDE',
        outcome: 'FAIL',
        reason,
        previousStatus: 'PRESCREEN_PASSED',
        status: 'PRESCREEN_FAILED',
        previousDecision: 'ACCEPT',
        previousOutcome: 'PASS',
      });
      const statusEvents = (await auditRows('update', 'candidate', nc[0].id)).map((e) => e.details.status);
      expect(statusEvents.at(-1)).toEqual({
        from: 'PRESCREEN_PASSED',
        to: 'PRESCREEN_FAILED',
        reason: `Prescreen review: override to FAIL — ${reason}`,
      });
      // the review shows the decision too
      const review = (await north.get(`/api/prescreen/review?candidateId=${nc[0].id}`)).json();
      expect(review.candidate.status).toBe('PRESCREEN_FAILED');
      expect(review.results[1]).toMatchObject({ id: r.N1.resultId, reviewDecision: 'OVERRIDE', finalOutcome: 'FAIL', reviewReason: reason });
    });

    it('ACCEPT of an INCONCLUSIVE result keeps the candidate in PRESCREENING; OVERRIDE to POTENTIAL passes them', async () => {
      expect((await north.post(DECISION, { resultId: r.N3.resultId, decision: 'ACCEPT' })).json()).toMatchObject({
        finalOutcome: 'INCONCLUSIVE',
        candidateStatus: 'PRESCREENING',
      });
      expect((await candidateRecord(north, nc[1].id)).status).toBe('PRESCREENING');
      const res = await north.post(DECISION, {
        resultId: r.N3.resultId,
        decision: 'OVERRIDE',
        outcome: 'POTENTIAL',
        reason: 'Labs to be confirmed at the site',
      });
      expect(res.json()).toMatchObject({ finalOutcome: 'POTENTIAL', candidateStatus: 'PRESCREEN_PASSED' });
    });

    it('a decision is recorded but never moves a candidate past the prescreen stage (scheduled, do not contact…)', async () => {
      for (const status of ['SCHEDULED', 'DO_NOT_CONTACT'] as const) {
        expect((await north.patch(`/api/candidates/${nc[1].id}`, { status })).statusCode).toBe(200);
        const res = await north.post(DECISION, {
          resultId: r.N3.resultId,
          decision: 'OVERRIDE',
          outcome: 'FAIL',
          reason: 'Reviewed after the visit was booked',
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ reviewDecision: 'OVERRIDE', finalOutcome: 'FAIL', candidateStatus: status });
        expect((await candidateRecord(north, nc[1].id)).status).toBe(status);
      }
    });

    it('OVERRIDE without a reason or outcome is a 400 naming the field, and changes nothing', async () => {
      const before = await candidateRecord(north, nc[2].id);
      const noReason = await north.post(DECISION, { resultId: r.N4.resultId, decision: 'OVERRIDE', outcome: 'FAIL' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringMatching(/^reason: /),
        issues: [{ path: ['body', 'reason'], message: expect.any(String) }],
      });
      const shortReason = await north.post(DECISION, { resultId: r.N4.resultId, decision: 'OVERRIDE', outcome: 'FAIL', reason: 'no' });
      expect(shortReason.json().issues).toEqual([{ path: ['body', 'reason'], message: expect.any(String) }]);
      const noOutcome = await north.post(DECISION, { resultId: r.N4.resultId, decision: 'OVERRIDE', reason: 'Not eligible after all' });
      expect([noOutcome.statusCode, noOutcome.json().message]).toEqual([400, expect.stringMatching(/^outcome: /)]);
      for (const body of [
        { resultId: r.N4.resultId, decision: 'MAYBE' },
        { resultId: 'x', decision: 'ACCEPT' },
        { resultId: r.N4.resultId, decision: 'ACCEPT', extra: 1 },
      ]) {
        expect((await north.post(DECISION, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
      const [row] = await t.database.db.select().from(prescreenResult).where(eq(prescreenResult.id, r.N4.resultId));
      expect([row.reviewDecision, row.finalOutcome]).toEqual([null, null]);
      expect(await candidateRecord(north, nc[2].id)).toEqual(before);
      expect(await auditRows('review', 'prescreen_result', r.N4.resultId)).toHaveLength(0);
    });

    it('404 for an unknown result', async () => {
      const res = await north.post(DECISION, { resultId: '00000000-0000-4000-8000-0000000000aa', decision: 'ACCEPT' });
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Prescreen result not found' });
    });

    it('an admin decides on any organisation’s result', async () => {
      const res = await admin.post(DECISION, { resultId: r.L1.resultId, decision: 'ACCEPT' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        organizationId: L,
        finalOutcome: 'FAIL',
        reviewedByName: 'Phases Admin',
        candidateStatus: 'PRESCREEN_FAILED',
      });
      expect((await candidateRecord(lake, lc[0].id)).status).toBe('PRESCREEN_FAILED');
    });
  });

  describe('tenancy and authentication', () => {
    it('another organisation’s coordinator: 403 for lists and exports aimed at it, 404 for its candidate and result', async () => {
      const lakeBefore = await t.database.db.select().from(prescreenResult).where(eq(prescreenResult.id, r.L1.resultId));
      const candBefore = await candidateRecord(lake, lc[0].id);
      for (const url of [
        `${RESULTS}?organizationId=${L}`,
        `${RESULTS}?organizationIds=${L}`,
        `${RESULTS}?organizationIds=${N},${L}`,
        `${RESULTS}/export?organizationId=${L}`,
        `${RESULTS}/export?organizationIds=${L}`,
      ]) {
        for (const headers of [{}, { 'x-organization-id': L }] as Record<string, string>[]) {
          const res = await north.get(url, headers);
          expect(res.statusCode, url).toBe(403);
          expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
        }
      }
      const review = await north.get(`/api/prescreen/review?candidateId=${lc[0].id}`);
      expect(review.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Candidate not found' });
      for (const body of [
        { resultId: r.L1.resultId, decision: 'ACCEPT' },
        { resultId: r.L1.resultId, decision: 'OVERRIDE', outcome: 'PASS', reason: 'Hijacked by another tenant' },
      ]) {
        const res = await north.post('/api/prescreen/review/decision', body);
        expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Prescreen result not found' });
      }
      // a candidateId filter naming another tenant's candidate finds nothing (the list stays in the own organisation)
      expect((await list(north, `?candidateId=${lc[0].id}`)).total).toBe(0);
      expect(await t.database.db.select().from(prescreenResult).where(eq(prescreenResult.id, r.L1.resultId))).toEqual(lakeBefore);
      expect(await candidateRecord(lake, lc[0].id)).toEqual(candBefore);
      const reads = (await auditRows('read', 'candidate', lc[0].id)).filter((e) => e.actor_user_id === northUserId);
      expect(reads).toHaveLength(0);
    });

    it('401 on every route without a session', async () => {
      const anon = client(t.app);
      for (const [method, url, body] of [
        ['GET', RESULTS],
        ['GET', `${RESULTS}/export`],
        ['GET', `/api/prescreen/review?candidateId=${nc[0].id}`],
        ['POST', '/api/prescreen/review/decision', { resultId: r.N4.resultId, decision: 'ACCEPT' }],
      ] as [string, string, unknown?][]) {
        const res = await anon.request(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      }
    });
  });
});
