/**
 * DESIGN §5: every response has a zod schema and the OpenAPI document (/api/docs/json) describes it. The response
 * schemas (contracts/<domain>.ts) are also what the serializer validates, and a zod object drops the keys it does
 * not list, so this file checks both directions: every organisation, invitation, user, trial, candidate, audit-event,
 * processing-run and prescreen-form route documents its success and error responses, the documented records list every column of their
 * table, and real responses still carry every field the SPA reads (src/dataProvider/types.ts) and nothing the
 * document does not list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { backends, client, createTestApp, DEMO, login, type Client, type TestApp } from '../helpers/app';
import { readStudies } from '../fakes/ctgov';
import {
  auditEvent as auditEventTable,
  candidate as candidateTable,
  organization as organizationTable,
  prescreenForm as formTable,
  prescreenFormVersion as formVersionTable,
  processingRun as runTable,
  trial as trialTable,
} from '../../server/db/schema';
import type {
  AuditEvent,
  Candidate,
  DuplicateGroup,
  FormContent,
  Invitation,
  InvitationCreated,
  Organization,
  PrescreenForm,
  Trial,
  User,
} from '../../src/dataProvider/types';

const N = DEMO.orgs.northside;
const PREFIXES = [
  '/api/organizations',
  '/api/invitations',
  '/api/users',
  '/api/trials',
  '/api/candidates',
  '/api/processing-runs',
  '/api/chat-agents',
  '/api/chat-conversations',
  '/api/outbox',
  '/api/prescreen',
  '/api/prescreen-forms',
  '/api/audit-events',
];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The fields the SPA reads, one entry per key of its types: `Record<keyof T, true>` makes `tsc` fail when a field is
 * added to (or removed from) src/dataProvider/types.ts without updating this list.
 */
const spaFields = <T>(fields: Record<keyof T, true>): string[] => Object.keys(fields);
const SPA = {
  organization: spaFields<Organization>({
    id: true,
    name: true,
    slug: true,
    publicId: true,
    timezone: true,
    chatEnabled: true,
    settings: true,
    createdAt: true,
    updatedAt: true,
  }),
  user: spaFields<User>({
    id: true,
    name: true,
    email: true,
    emailVerified: true,
    organizationId: true,
    isAdmin: true,
    createdAt: true,
    updatedAt: true,
  }),
  trial: spaFields<Trial>({
    id: true,
    organizationId: true,
    nctId: true,
    title: true,
    officialTitle: true,
    sponsor: true,
    phases: true,
    overallStatus: true,
    conditions: true,
    keywords: true,
    briefSummary: true,
    enrollmentTarget: true,
    sex: true,
    minAgeMonths: true,
    maxAgeMonths: true,
    healthyVolunteers: true,
    stdAges: true,
    armsInterventions: true,
    criteriaText: true,
    criteria: true,
    criteriaEditedAt: true,
    importWarnings: true,
    sites: true,
    createdAt: true,
    updatedAt: true,
    prescreenSuitability: true,
  }),
  candidate: spaFields<Candidate>({
    id: true,
    organizationId: true,
    firstName: true,
    lastName: true,
    dateOfBirth: true,
    sex: true,
    phone: true,
    email: true,
    addressLine: true,
    city: true,
    state: true,
    postalCode: true,
    country: true,
    conditions: true,
    medications: true,
    source: true,
    externalId: true,
    status: true,
    statusReason: true,
    statusChangedAt: true,
    consentSms: true,
    consentSmsAt: true,
    consentSmsSource: true,
    consentCall: true,
    consentCallAt: true,
    consentCallSource: true,
    deceasedDate: true,
    prescreenNotes: true,
    createdAt: true,
    updatedAt: true,
  }),
  invitationCreated: spaFields<InvitationCreated>({ id: true, token: true, url: true, email: true, expiresAt: true }),
  invitation: spaFields<Invitation>({ id: true, email: true, expiresAt: true, acceptedAt: true, createdAt: true }),
  auditEvent: spaFields<AuditEvent>({
    id: true,
    at: true,
    actorUserId: true,
    actorName: true,
    actorEmail: true,
    actorOrganizationId: true,
    action: true,
    entity: true,
    entityId: true,
    organizationId: true,
    ip: true,
    details: true,
  }),
  prescreenForm: spaFields<PrescreenForm>({
    id: true,
    organizationId: true,
    name: true,
    trialIds: true,
    version: true,
    createdBy: true,
    createdAt: true,
    updatedAt: true,
    content: true,
    checks: true,
  }),
};

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
};
type Operation = { responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }> };

describe.each(backends())('OpenAPI response schemas (%s)', (backend) => {
  let t: TestApp;
  let admin: Client;
  let north: Client;
  let doc: { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

  /** The operation `method path` of the document (paths may be listed with a trailing slash). */
  const op = (method: (typeof METHODS)[number], path: string): Operation => {
    const item = doc.paths[path] ?? doc.paths[`${path}/`];
    expect(item?.[method], `${method.toUpperCase()} ${path} is documented`).toBeDefined();
    return item![method]!;
  };
  /** The JSON schema of the operation's success response. */
  const success = (method: (typeof METHODS)[number], path: string): Schema => {
    const [status, response] = Object.entries(op(method, path).responses).find(([code]) => /^2/.test(code))!;
    const schema = response.content?.['application/json']?.schema;
    expect(schema, `${method.toUpperCase()} ${path} ${status} has a JSON schema`).toBeDefined();
    return schema!;
  };
  const props = (schema: Schema | undefined): string[] => Object.keys(schema?.properties ?? {}).sort();

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, north] = await Promise.all([login(t.app, DEMO.admin), login(t.app, DEMO.northside)]);
    const res = await client(t.app).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every route of these modules documents a 2xx response and its errors in the DESIGN §5 shape', async () => {
    const operations = Object.entries(doc.paths)
      .filter(([path]) => PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)))
      .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => [`${m.toUpperCase()} ${path}`, item[m]!] as const));
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const [name, operation] of operations) {
      const codes = Object.keys(operation.responses);
      const ok = codes.filter((c) => /^2/.test(c));
      expect(ok, `${name}: one success response`).toHaveLength(1);
      const response = operation.responses[ok[0]];
      expect(response.description, name).not.toBe('Default Response');
      if (ok[0] === '204') expect(response.content, `${name}: 204 has no body`).toBeUndefined();
      else if (name === 'GET /api/candidates/export' || name === 'GET /api/prescreen/results/export')
        expect(Object.keys(response.content ?? {})).toEqual(['text/csv']);
      else expect(response.content?.['application/json']?.schema?.type, name).toBe('object');
      expect(codes, name).toContain('500');
      for (const code of codes.filter((c) => /^[45]/.test(c))) {
        const schema = operation.responses[code].content?.['application/json']?.schema;
        expect(props(schema), `${name} ${code}`).toEqual(['error', 'issues', 'message', 'statusCode']);
        expect(schema?.required, `${name} ${code}`).toEqual(['statusCode', 'error', 'message']);
      }
      // a route behind the session documents 401 (the public chat's initiate and verify take the visitor token instead)
      const isPublic = [
        'GET /api/organizations/public/{publicId}',
        'GET /api/invitations/{token}',
        'POST /api/chat-conversations/initiate',
        'POST /api/chat-conversations/verify',
      ].includes(name);
      if (!isPublic) expect(codes, name).toContain('401');
    }
  });

  it('lists and records document the fields of the spec and the SPA', () => {
    const candidates = success('get', '/api/candidates');
    expect(props(candidates)).toEqual(['candidates', 'total']);
    expect(candidates.required).toEqual(['candidates', 'total']);
    const cand = candidates.properties!.candidates.items!;
    expect(props(cand)).toEqual(expect.arrayContaining(['id', 'firstName', 'status', 'prescreenNotes', ...SPA.candidate]));
    expect(cand.properties!.status.enum).toContain('PRESCREEN_PASSED');
    expect(cand.properties!.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(cand.properties!.dateOfBirth).toMatchObject({ type: 'string', format: 'date', nullable: true });
    expect(props(cand.properties!.prescreenNotes.items)).toEqual(['authorId', 'authorName', 'createdAt', 'text']);
    expect(props(success('get', '/api/candidates/{candidateId}'))).toEqual(props(cand));
    expect(props(success('post', '/api/candidates'))).toEqual(props(cand));
    expect(props(success('patch', '/api/candidates/{candidateId}'))).toEqual(props(cand));
    expect(props(success('post', '/api/candidates/bulk'))).toEqual(['created', 'rejected', 'updated']);
    expect(props(success('patch', '/api/candidates/reset-status'))).toEqual(['skipped', 'updated']);
    for (const [m, p] of [
      ['get', '/api/candidates/{candidateId}/prescreen-notes'],
      ['post', '/api/candidates/{candidateId}/prescreen-notes'],
      ['delete', '/api/candidates/{candidateId}/prescreen-notes/{noteIndex}'],
    ] as const) {
      expect(props(success(m, p)), `${m} ${p}`).toEqual(['notes']);
    }

    const trials = success('get', '/api/trials');
    expect(props(trials)).toEqual(['total', 'trials']);
    const listed = trials.properties!.trials.items!;
    expect(props(listed)).toEqual(expect.arrayContaining(SPA.trial));
    expect(props(listed)).not.toContain('sourceRecord');
    expect(props(success('get', '/api/trials/{trialId}'))).toEqual([...props(listed), 'sourceRecord'].sort());
    expect(props(listed.properties!.sites.items)).toEqual(['city', 'contacts', 'country', 'facility', 'geoPoint', 'state', 'status', 'zip']);
    expect(listed.properties!.criteria.items!.required).toEqual(['id', 'kind', 'text']);
    expect(props(success('post', '/api/trials/auto-gen'))).toEqual(['results', 'run']);
    expect(props(success('put', '/api/trials/{trialId}/criteria'))).toEqual(props(success('get', '/api/trials/{trialId}')));

    const orgs = success('get', '/api/organizations');
    expect(props(orgs)).toEqual(['organizations', 'total']);
    expect(props(orgs.properties!.organizations.items)).toEqual(expect.arrayContaining(SPA.organization));
    expect(props(success('get', '/api/organizations/public/{publicId}'))).toEqual(['chatAvailable', 'id', 'name']);
    expect(props(success('post', '/api/organizations/{id}/invitations'))).toEqual(['email', 'expiresAt', 'id', 'token', 'url']);
    expect(props(success('get', '/api/organizations/{id}/invitations').properties!.invitations.items)).toEqual([
      'acceptedAt',
      'createdAt',
      'email',
      'expiresAt',
      'id',
    ]);
    expect(props(success('get', '/api/invitations/{token}'))).toEqual(['accepted', 'email', 'expired', 'organizationName']);
    expect(props(success('post', '/api/invitations/{token}/accept'))).toEqual(['organization']);

    const users = success('get', '/api/users');
    expect(props(users)).toEqual(['total', 'users']);
    expect(props(users.properties!.users.items)).toEqual(expect.arrayContaining(SPA.user));
    expect(props(success('get', '/api/users/me'))).toEqual(['isAdmin', 'organization', 'user']);

    const runs = success('get', '/api/processing-runs');
    expect(props(runs)).toEqual(['processingRuns', 'total']);
    expect(props(success('get', '/api/processing-runs/data'))).toEqual(['data', 'total']);
    expect(props(success('get', '/api/processing-runs/{id}/data'))).toEqual(['data', 'run', 'total']);

    const forms = success('get', '/api/prescreen-forms');
    expect(props(forms)).toEqual(['prescreenForms', 'total']);
    const listedForm = forms.properties!.prescreenForms.items!;
    expect(props(listedForm)).toEqual(expect.arrayContaining(SPA.prescreenForm.filter((f) => f !== 'content' && f !== 'checks')));
    expect(props(listedForm)).not.toContain('content');
    const form = success('get', '/api/prescreen-forms/{id}');
    // checks: the form checks against its trials' criteria, computed when the form is returned
    expect(props(form)).toEqual([...props(listedForm), 'checks', 'content'].sort());
    expect(props(form.properties!.checks)).toEqual(['issues', 'publishable']);
    expect(props(form.properties!.checks.properties!.issues.items)).toEqual(['check', 'criterionIds', 'message', 'questionIds', 'trialId']);
    expect(props(success('post', '/api/prescreen-forms'))).toEqual(props(form));
    expect(props(success('put', '/api/prescreen-forms/{id}'))).toEqual(props(form));
    const content = form.properties!.content;
    expect(props(content)).toEqual(['blocks', 'sharedQuestions']);
    const block = content.properties!.blocks.items!;
    expect(props(block)).toEqual(['nctId', 'questions', 'siteOnly', 'title', 'trialId']);
    expect(block.properties!.nctId).toMatchObject({ type: 'string', nullable: true });
    const question = block.properties!.questions.items!;
    expect(props(question)).toEqual([
      'aliasKeys',
      'answerKey',
      'answerPart',
      'answerType',
      'appliesTo',
      'choices',
      'criteria',
      'help',
      'id',
      'invert',
      'note',
      'preface',
      'showIf',
      'text',
      'unit',
    ]);
    expect(question.required).toEqual(['id', 'text', 'answerType', 'answerKey', 'answerPart', 'criteria']);
    expect(question.properties!.answerType.enum).toEqual(['yes_no_unsure', 'number', 'date', 'duration', 'choice', 'text']);
    expect(props(content.properties!.sharedQuestions.items)).toEqual(props(question));
    expect(props(success('get', '/api/prescreen-forms/{id}/versions/{version}'))).toEqual(['content', 'createdAt', 'createdBy', 'formId', 'version']);
    expect(props(success('post', '/api/prescreen-forms/generate-study-blocks'))).toEqual(['blocks', 'checks']);
    expect(props(success('post', '/api/prescreen-forms/detect-duplicates').properties!.groups.items)).toEqual([
      'id',
      'questionIds',
      'reason',
      'similarity',
    ]);
    expect(props(success('post', '/api/prescreen-forms/apply-deduplication'))).toEqual(['content']);

    const audit = success('get', '/api/audit-events');
    expect(props(audit)).toEqual(['auditEvents', 'total']);
    const event = audit.properties!.auditEvents.items!;
    expect(props(event)).toEqual([...SPA.auditEvent].sort());
    expect(event.properties!.at).toMatchObject({ type: 'string', format: 'date-time' });
    expect(event.properties!.action.enum).toEqual(['read', 'list', 'create', 'update', 'delete', 'import', 'export', 'accept', 'invite', 'review']);
    // the audit log is read only: no other method is documented on it
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/audit-events'))).toEqual(['/api/audit-events']);
    expect(Object.keys(doc.paths['/api/audit-events'])).toEqual(['get']);
  });

  it('the documented records list every column of their table (the serializer drops what they do not list)', () => {
    const columns = (table: Parameters<typeof getTableColumns>[0], omit: string[] = []) =>
      Object.keys(getTableColumns(table))
        .filter((c) => !omit.includes(c))
        .sort();
    expect(props(success('get', '/api/organizations/{id}'))).toEqual(columns(organizationTable));
    // prescreenSuitability: computed from the stored trial when the response is built
    expect(props(success('get', '/api/trials/{trialId}'))).toEqual([...columns(trialTable), 'prescreenSuitability'].sort());
    // searchText: a generated search column, internal
    expect(props(success('get', '/api/candidates/{candidateId}'))).toEqual(columns(candidateTable, ['searchText']));
    // output: read page by page through /data
    expect(props(success('get', '/api/processing-runs/{id}/data').properties!.run)).toEqual(columns(runTable, ['output']));
    // checks: computed from the form and its trials when the form is returned
    expect(props(success('get', '/api/prescreen-forms/{id}'))).toEqual([...columns(formTable), 'checks'].sort());
    // content: read on the form
    expect(props(success('get', '/api/prescreen-forms').properties!.prescreenForms.items)).toEqual(columns(formTable, ['content']));
    // id: a version is addressed by its form and number
    expect(props(success('get', '/api/prescreen-forms/{id}/versions/{version}'))).toEqual(columns(formVersionTable, ['id']));
    // actorName, actorEmail: the acting user's, joined when the list is read
    expect(props(success('get', '/api/audit-events').properties!.auditEvents.items)).toEqual(
      [...columns(auditEventTable), 'actorEmail', 'actorName'].sort(),
    );
  });

  describe('real responses keep every field', () => {
    /** Asserts that `record` has exactly the documented properties and every field the SPA reads. */
    const complete = (record: Record<string, unknown>, documented: Schema, spa: string[]) => {
      expect(Object.keys(record).sort()).toEqual(props(documented));
      expect(Object.keys(record)).toEqual(expect.arrayContaining(spa));
    };

    it('a demo candidate, list and detail, with a note', async () => {
      const list = await north.get('/api/candidates?limit=5');
      expect(list.statusCode, list.body).toBe(200);
      const { candidates, total } = list.json();
      expect(total).toBe(150);
      const id = candidates[0].id;
      expect((await north.post(`/api/candidates/${id}/prescreen-notes`, { text: 'Called, will call back' })).statusCode).toBe(201);
      const res = await north.get(`/api/candidates/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      const record = res.json();
      complete(record, success('get', '/api/candidates/{candidateId}'), SPA.candidate);
      for (const c of candidates) complete(c, success('get', '/api/candidates/{candidateId}'), SPA.candidate);
      expect(record.prescreenNotes).toEqual([
        { text: 'Called, will call back', createdAt: expect.any(String), authorId: expect.any(String), authorName: 'Nora North' },
      ]);
      expect(record.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const patched = await north.patch(`/api/candidates/${id}`, { status: 'CONTACTED', consentSms: true });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({
        status: 'CONTACTED',
        consentSms: true,
        consentSmsAt: expect.any(String),
        consentSmsSource: expect.stringMatching(/^staff:/),
      });
    });

    it('a demo trial with its criteria, sites and registry record', async () => {
      const list = (await north.get('/api/trials?limit=50')).json();
      expect(list.total).toBeGreaterThan(0);
      for (const tr of list.trials) complete(tr, success('get', '/api/trials').properties!.trials.items!, SPA.trial);
      const withSites = list.trials.find((tr: { sites: unknown[] }) => tr.sites.length > 0);
      const res = await north.get(`/api/trials/${withSites.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const record = res.json();
      complete(record, success('get', '/api/trials/{trialId}'), SPA.trial);
      expect(record.sourceRecord).toHaveProperty('protocolSection');
      expect(record.criteria.length).toBeGreaterThan(0);
      // criteria pass through whole (a loose schema): the stored criterion comes back with all its fields
      expect(Object.keys(record.criteria[0])).toEqual(
        expect.arrayContaining(['id', 'kind', 'text', 'rule', 'answerableBy', 'answerKeys', 'source', 'context']),
      );
      expect(record.sites[0]).toEqual(list.trials.find((tr: { id: string }) => tr.id === withSites.id).sites[0]);
    });

    it('a demo organisation, the session and a user', async () => {
      const org = (await admin.get(`/api/organizations/${N}`)).json();
      complete(org, success('get', '/api/organizations/{id}'), SPA.organization);
      const me = (await north.get('/api/users/me')).json();
      expect(me).toMatchObject({ isAdmin: false, organization: { id: N }, user: { email: DEMO.northside } });
      complete(me.organization, success('get', '/api/organizations/{id}'), SPA.organization);
      const user = await admin.get(`/api/users/${me.user.id}`);
      expect(user.statusCode).toBe(200);
      complete(user.json(), success('get', '/api/users/{userId}'), SPA.user);
      const users = (await admin.get('/api/users')).json();
      expect(users.total).toBeGreaterThanOrEqual(3);
      for (const u of users.users) complete(u, success('get', '/api/users/{userId}'), SPA.user);
    });

    it('invitations: created, listed, described and accepted', async () => {
      const created = await admin.post(`/api/organizations/${N}/invitations`, {});
      expect(created.statusCode, created.body).toBe(201);
      const invitation = created.json();
      complete(invitation, success('post', '/api/organizations/{id}/invitations'), SPA.invitationCreated);
      const listed = (await admin.get(`/api/organizations/${N}/invitations`)).json().invitations;
      complete(listed[0], success('get', '/api/organizations/{id}/invitations').properties!.invitations.items!, SPA.invitation);
      expect((await client(t.app).get(`/api/invitations/${invitation.token}`)).json()).toEqual({
        organizationName: 'Northside Research',
        email: null,
        expired: false,
        accepted: false,
      });
      const newcomer = await client(t.app).post('/api/auth/sign-up/email', {
        email: 'openapi-newcomer@example.org',
        password: 'a-long-password-1',
        name: 'New Comer',
        invitationToken: invitation.token,
      });
      expect(newcomer.statusCode, newcomer.body).toBe(200);
      // joining with a link is for an account left without an organisation
      await admin.patch(`/api/users/${newcomer.json().user.id}`, { organizationId: null });
      const again = (await admin.post(`/api/organizations/${N}/invitations`, {})).json();
      const joined = await (await login(t.app, 'openapi-newcomer@example.org', 'a-long-password-1')).post(`/api/invitations/${again.token}/accept`);
      expect(joined.statusCode, joined.body).toBe(200);
      complete(joined.json().organization, success('get', '/api/organizations/{id}'), SPA.organization);
    });

    it('audit events: a candidate read as the coordinator, seen by the admin', async () => {
      const id = (await north.get('/api/candidates?limit=1')).json().candidates[0].id;
      await north.get(`/api/candidates/${id}`);
      const res = await admin.get(`/api/audit-events?entity=candidate&entityId=${id}&action=read&limit=1`);
      expect(res.statusCode, res.body).toBe(200);
      const { auditEvents, total } = res.json();
      expect(total).toBeGreaterThan(0);
      complete(auditEvents[0], success('get', '/api/audit-events').properties!.auditEvents.items!, SPA.auditEvent);
      expect(auditEvents[0]).toMatchObject({ action: 'read', entityId: id, actorEmail: DEMO.northside, at: expect.stringMatching(/Z$/) });
    });

    it('processing runs: list, data rows with their own fields, one run with errors', async () => {
      const imported = await north.post('/api/trials/auto-gen', { study: readStudies()[80] });
      expect(imported.statusCode, imported.body).toBe(200);
      const { run, results } = imported.json();
      complete(imported.json(), success('post', '/api/trials/auto-gen'), ['run', 'results']);
      expect(Object.keys(results[0]).sort()).toEqual([
        'criteria',
        'nctId',
        'prescreenSuitability',
        'status',
        'title',
        'trialId',
        'warnings',
        'where',
      ]);
      const list = (await admin.get(`/api/processing-runs?organizationIds=${N}`)).json(); // processing runs are for admins
      complete(list.processingRuns[0], success('get', '/api/processing-runs').properties!.processingRuns.items!, ['id', 'kind', 'status', 'total']);
      const data = (await admin.get(`/api/processing-runs/data?organizationIds=${N}&limit=1`)).json();
      // an output row keeps the import result's own fields next to the run's
      expect(data.data[0]).toMatchObject({
        id: `${run.id}:0`,
        runId: run.id,
        runKind: 'trial-import',
        organizationId: N,
        index: 0,
        nctId: results[0].nctId,
        where: 'study',
        criteria: results[0].criteria,
      });
      const one = (await admin.get(`/api/processing-runs/${run.id}/data`)).json();
      complete(one.run, success('get', '/api/processing-runs/{id}/data').properties!.run!, ['id', 'errors', 'created']);
      expect(one).toMatchObject({ total: 1, run: { id: run.id, errors: [] } });
    });

    it('prescreen forms: blocks generated, duplicates merged, a form created, listed, saved and one version read', async () => {
      const trialIds = (await north.get('/api/trials?limit=2&sort=title')).json().trials.map((tr: { id: string }) => tr.id);
      const generated = await north.post('/api/prescreen-forms/generate-study-blocks', { trialIds });
      expect(generated.statusCode, generated.body).toBe(200);
      complete(generated.json(), success('post', '/api/prescreen-forms/generate-study-blocks'), ['blocks']);
      const blocks = generated.json().blocks;
      expect(blocks.map((b: { trialId: string }) => b.trialId)).toEqual(trialIds);
      const content: FormContent = { sharedQuestions: [], blocks };
      const questions = blocks.flatMap((b: FormContent['blocks'][number]) => b.questions);
      // every field of a generated question is kept, optional ones too
      expect(Object.keys(questions[0])).toEqual(expect.arrayContaining(['id', 'text', 'answerType', 'answerKey', 'answerPart', 'criteria']));
      expect(questions.some((q: Record<string, unknown>) => 'help' in q || 'showIf' in q || 'unit' in q || 'choices' in q)).toBe(true);

      const detected = await north.post('/api/prescreen-forms/detect-duplicates', { content });
      expect(detected.statusCode, detected.body).toBe(200);
      const groups: (DuplicateGroup & Record<string, unknown>)[] = detected.json().groups;
      expect(groups.length).toBeGreaterThan(0);
      complete(groups[0], success('post', '/api/prescreen-forms/detect-duplicates').properties!.groups.items!, [
        'id',
        'questionIds',
        'similarity',
        'reason',
      ]);
      const same = groups.find((g) => g.similarity === 1) ?? groups[0];
      const merged = await north.post('/api/prescreen-forms/apply-deduplication', { content, questionIds: same.questionIds });
      expect(merged.statusCode, merged.body).toBe(200);
      const mergedContent = merged.json().content as FormContent;
      expect(mergedContent.sharedQuestions).toHaveLength(1);
      expect(mergedContent.blocks.map((b) => b.trialId)).toEqual(trialIds);

      const created = await north.post('/api/prescreen-forms', { name: 'OpenAPI form', trialIds, content: mergedContent });
      expect(created.statusCode, created.body).toBe(201);
      const form = created.json();
      complete(form, success('post', '/api/prescreen-forms'), SPA.prescreenForm);
      // the content comes back whole: what was sent
      expect(form.content).toEqual(mergedContent);
      expect(form).toMatchObject({ organizationId: N, version: 1, trialIds, createdBy: expect.any(String), createdAt: expect.stringMatching(/Z$/) });

      const list = (await north.get('/api/prescreen-forms?q=OpenAPI')).json();
      expect(list.total).toBe(1);
      complete(
        list.prescreenForms[0],
        success('get', '/api/prescreen-forms').properties!.prescreenForms.items!,
        SPA.prescreenForm.filter((f) => f !== 'content' && f !== 'checks'),
      );

      const saved = await north.request('PUT', `/api/prescreen-forms/${form.id}`, { name: 'OpenAPI form v2', content, expectedVersion: 1 });
      expect(saved.statusCode, saved.body).toBe(200);
      complete(saved.json(), success('put', '/api/prescreen-forms/{id}'), SPA.prescreenForm);
      expect(saved.json()).toMatchObject({ version: 2, name: 'OpenAPI form v2', content });
      const read = await north.get(`/api/prescreen-forms/${form.id}`);
      expect(read.statusCode, read.body).toBe(200);
      complete(read.json(), success('get', '/api/prescreen-forms/{id}'), SPA.prescreenForm);
      expect(read.json()).toEqual(saved.json());

      const v1 = await north.get(`/api/prescreen-forms/${form.id}/versions/1`);
      expect(v1.statusCode, v1.body).toBe(200);
      complete(v1.json(), success('get', '/api/prescreen-forms/{id}/versions/{version}'), ['formId', 'version', 'content', 'createdBy', 'createdAt']);
      expect(v1.json()).toMatchObject({ formId: form.id, version: 1, content: mergedContent });
    });
  });

  it('errors keep their issues, 204s have no body and the CSV export still streams', async () => {
    const bad = await north.post('/api/candidates', { firstName: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      issues: expect.arrayContaining([{ path: ['body', 'firstName'], message: expect.any(String) }]),
    });
    const missing = await north.get('/api/candidates/00000000-0000-4000-8000-0000000000aa');
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Candidate not found' });

    const created = (await north.post('/api/candidates', { firstName: 'Del', lastName: 'Etable' })).json();
    const del = await north.delete(`/api/candidates/${created.id}`);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');

    const csv = await north.get('/api/candidates/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toMatch(/^id,externalId,firstName,lastName,/);
    expect(lines.length).toBe(151);
  });
});
