/**
 * The react-admin data provider of Phases (DESIGN §3), the only way the SPA reaches the API: maps react-admin calls
 * onto the API of spec §7 through the single http client and the resource table of resources.ts, plus typed custom
 * methods (CSV import and export, prescreen notes, invitations, trial import from ClinicalTrials.gov, criteria
 * re-parsing and proposals, prescreen form generation, de-duplication and versioned saves, trying a chat agent, and
 * the public chat's calls, which the public pages use outside react-admin).
 *
 * List filters are passed as query parameters under the same names (`q`, `organizationIds`, `status`, `source`,
 * `orgId`, `overallStatus` …); arrays are sent comma-separated. Pagination becomes `limit`/`offset`, the sort
 * `sort`/`order` (only for the fields the server accepts) or one `sortBy` value (see resources.ts).
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { CHAT_TOKEN_HEADER, MAX_PAGE_SIZE } from '../../contracts/constants';
import type { OrganizationPublic } from '../../contracts/organizations';
import type { ImportRow } from '../../contracts/candidates';
import type { ChatConversationDetail } from '../../contracts/chatConversations';
import { httpClient, httpClientBlob, type QueryValue } from './httpClient';
import { resourceConfig, sortByValue } from './resources';
import type {
  DuplicateGroup,
  FormContent,
  ImportBatchResult,
  Invitation,
  InvitationCreated,
  InvitationDescription,
  Organization,
  PrescreenForm,
  PrescreenNote,
  ResetStatusResult,
  RuleProposalResult,
  StructuredRule,
  StudyBlockList,
  Trial,
  TrialCriterion,
  TrialImportBody,
  TrialImportResponse,
} from './types';

/**
 * Bulk status change of candidates; `organizationIdOf` groups the ids per organisation (reset-status is per org).
 * The answer counts the candidates changed and those skipped (marked do-not-contact or deceased, never moved in bulk).
 */
export interface ResetStatusParams {
  ids: Identifier[];
  status: string;
  reason?: string;
  organizationIdOf?: Record<string, string>;
}

/**
 * One criterion of a `trialCriteria` update (PUT /api/trials/{id}/criteria, the whole ordered list). `rule` absent =
 * let the parser structure `text`; null = no rule. `answerableBy` absent = what the rule implies; 'site' = only the
 * site can confirm it (the site-only flag). `scope`, `unencoded` and `informational` (the rule's fidelity, see the
 * domain's Criterion) are kept with a kept rule.
 */
export type CriterionEdit = Pick<TrialCriterion, 'id' | 'kind' | 'text' | 'source' | 'context' | 'scope' | 'unencoded' | 'informational'> & {
  rule?: StructuredRule | null;
  answerableBy?: TrialCriterion['answerableBy'];
  proposedRule?: StructuredRule | null;
  proposedBy?: 'llm' | null;
};

/** What POST /api/prescreen-forms/ needs: the name, the trials (of one organisation) and the content built so far. */
export interface NewPrescreenForm {
  organizationId: string;
  name: string;
  trialIds: string[];
  content?: FormContent;
}

/** The typed custom methods beside react-admin's standard ones. */
export interface PhasesDataProvider extends DataProvider {
  resetCandidateStatus(params: ResetStatusParams): Promise<ResetStatusResult>;
  importCandidates(params: { organizationId: string | null; rows: ImportRow[]; importId?: string; signal?: AbortSignal }): Promise<ImportBatchResult>;
  /**
   * The server's CSV of every row of `resource` matching `filter` (the list's filters under the API's names), from
   * the resource's export route; the file name is the one the server gives, if any.
   * @throws Error for a resource without an export route.
   */
  exportCsv(resource: string, filter: Record<string, unknown>): Promise<{ blob: Blob; filename: string | null }>;
  getPrescreenNotes(candidateId: Identifier): Promise<PrescreenNote[]>;
  addPrescreenNote(candidateId: Identifier, text: string): Promise<PrescreenNote[]>;
  deletePrescreenNote(candidateId: Identifier, index: number): Promise<PrescreenNote[]>;
  /** POST the same prescreen note to each of the candidates `ids` (a bulk action of the candidates grid). */
  addPrescreenNotes(ids: Identifier[], text: string): Promise<void>;
  listInvitations(organizationId: Identifier): Promise<Invitation[]>;
  createInvitation(organizationId: Identifier, email?: string): Promise<InvitationCreated>;
  describeInvitation(token: string): Promise<InvitationDescription>;
  acceptInvitation(token: string): Promise<{ organization: Organization }>;
  /** POST /api/trials/auto-gen into `organizationId` (null: the server's default, the person's organisation). */
  importTrials(params: { organizationId: string | null; body: TrialImportBody; signal?: AbortSignal }): Promise<TrialImportResponse>;
  /** POST /api/trials/{id}/criteria/reparse (discards staff edits). @returns the updated trial. */
  reparseTrialCriteria(trialId: Identifier): Promise<Trial>;
  /** POST /api/trials/{id}/criteria/propose-rules (422 when no language model is configured). */
  proposeCriteriaRules(trialId: Identifier): Promise<RuleProposalResult>;
  /**
   * POST /api/prescreen-forms/generate-study-blocks: one block per trial, in the order given, and the checks of those
   * blocks as a form (absent from a server that does not check forms).
   */
  generateStudyBlocks(trialIds: string[]): Promise<StudyBlockList>;
  /** POST /api/prescreen-forms/detect-duplicates: groups of questions that ask the same thing. */
  detectDuplicateQuestions(content: FormContent): Promise<DuplicateGroup[]>;
  /** POST /api/prescreen-forms/apply-deduplication: the content with the group merged into one shared question. */
  applyDeduplication(content: FormContent, questionIds: string[]): Promise<FormContent>;
  /** POST /api/prescreen-forms/?organizationId= → the form at version 1. */
  createPrescreenForm(form: NewPrescreenForm): Promise<PrescreenForm>;
  /** PUT /api/prescreen-forms/{id} → the next version; 409 when `expectedVersion` is no longer the current one. */
  savePrescreenForm(id: Identifier, input: { name?: string; content: FormContent; expectedVersion: number }): Promise<PrescreenForm>;
  /**
   * POST /api/chat-conversations/admin/start: a test conversation with chat agent `agentId` (no identity check, no
   * candidate, no stored result) with the visitor token that opens it in the public chat.
   */
  tryChatAgent(agentId: Identifier): Promise<ChatConversationDetail>;
  /**
   * The public chat's calls (spec §2 /chat/{organizationId}; no sign-in, never the active-organisation header; the
   * visitor is known by the conversation token, sent as CHAT_TOKEN_HEADER or in the body where the request schema
   * asks for it). GET /api/organizations/public/{id}: the organisation's public view (404 when unknown).
   */
  lookupPublicOrganization(organizationId: string, signal?: AbortSignal): Promise<OrganizationPublic>;
  /** POST /api/chat-conversations/initiate: a conversation with the published agent and its token (404 none, 429). */
  initiateChat(organizationId: string): Promise<ChatConversationDetail>;
  /** GET /api/chat-conversations/{id} with the token: every line (resume after a reload); 404 for a wrong id or token. */
  getChat(key: ConversationKey, signal?: AbortSignal): Promise<ChatConversationDetail>;
  /** POST /api/chat-conversations/verify, step 1: sends a 6-digit code to the phone or the email given (400 issues). */
  sendChatCode(key: ConversationKey, details: VisitorDetails): Promise<ChatConversationDetail>;
  /** POST /api/chat-conversations/verify, step 2: checks the code (400 wrong code, 422 expired or too many tries). */
  checkChatCode(key: ConversationKey, code: string): Promise<ChatConversationDetail>;
  /** POST /api/chat-conversations/{id}/messages: the visitor's message; the answer holds only the new lines. */
  sendChatMessage(key: ConversationKey, text: string): Promise<ChatConversationDetail>;
}

/** A public chat conversation and the visitor's token for it. */
export interface ConversationKey {
  conversationId: string;
  token: string;
}

/** Step 1 of the public chat's identity check: who the visitor is and where the one-time code goes. */
export interface VisitorDetails {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  phone?: string;
  email?: string;
}

/** Parallel requests used by deleteMany and the per-organisation status reset. */
const BULK_CONCURRENCY = 6;

async function mapLimited<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, items.length) }, worker));
  return results;
}

/** A public chat conversation's path. */
const chatPath = (conversationId: string) => `/api/chat-conversations/${encodeURIComponent(conversationId)}`;

function itemPath(resource: string, id: Identifier): string {
  return `${resourceConfig(resource).path}/${encodeURIComponent(String(id))}`;
}

/** The query of a list or export: the filters as query parameters under the API's names (empty ones are left out when sent). */
function filterQuery(filter: unknown): Record<string, QueryValue> {
  return { ...(filter as Record<string, QueryValue>) };
}

/** List query of a react-admin list call: filters, limit/offset and a sort the server accepts. */
export function listQuery(resource: string, params: Partial<GetListParams>): Record<string, QueryValue> {
  const config = resourceConfig(resource);
  const query = filterQuery(params.filter);
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    const limit = Math.min(perPage, MAX_PAGE_SIZE);
    query.limit = limit;
    query.offset = (page - 1) * limit;
  }
  if (params.sort && config.sortBy) {
    query.sortBy = sortByValue(config.sortBy, params.sort);
  } else if (params.sort && config.sortable.includes(params.sort.field)) {
    query.sort = params.sort.field;
    query.order = params.sort.order.toLowerCase();
  }
  return query;
}

async function getList<R extends RaRecord = RaRecord>(resource: string, params: Partial<GetListParams>): Promise<{ data: R[]; total: number }> {
  const config = resourceConfig(resource);
  if (!config.listField) throw new Error(`The resource "${resource}" has no list`);
  const body = await httpClient<Record<string, unknown>>(`${config.path}/`, {
    query: listQuery(resource, params),
    signal: params.signal,
  });
  const rows = (body[config.listField] ?? []) as R[];
  return { data: rows, total: typeof body.total === 'number' ? body.total : rows.length };
}

/** One record: read where the resource keeps it, unwrapped (`recordOf`) when the answer wraps it. */
async function getRecord<R extends RaRecord = RaRecord>(resource: string, id: Identifier, signal?: AbortSignal): Promise<R> {
  const config = resourceConfig(resource);
  const route = config.readRoute?.(String(id)) ?? { path: itemPath(resource, id) };
  const body = await httpClient<Record<string, unknown>>(route.path, { query: route.query, signal });
  return (config.recordOf ? config.recordOf(body, String(id)) : body) as R;
}

async function resetCandidateStatus({ ids, status, reason, organizationIdOf }: ResetStatusParams) {
  const groups = new Map<string | undefined, string[]>();
  for (const id of ids) {
    const org = organizationIdOf?.[String(id)];
    groups.set(org, [...(groups.get(org) ?? []), String(id)]);
  }
  const results = await mapLimited([...groups], ([organizationId, groupIds]) =>
    httpClient<ResetStatusResult>('/api/candidates/reset-status', {
      method: 'PATCH',
      query: { organizationId },
      body: { ids: groupIds, status, ...(reason ? { reason } : {}) },
    }),
  );
  return { updated: results.reduce((sum, r) => sum + r.updated, 0), skipped: results.reduce((sum, r) => sum + r.skipped, 0) };
}

const READ_ONLY_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * The fields of `data` that differ from `previousData` (all of `data` without a previous record), without the
 * read-only ones (id, timestamps), so a PATCH carries only what the person changed.
 */
function diff(data: Record<string, unknown>, previousData: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (READ_ONLY_FIELDS.has(key)) continue;
    if (previousData && JSON.stringify(previousData[key]) === JSON.stringify(value)) continue;
    out[key] = value;
  }
  return out;
}

/**
 * Sends an update of record `id`: the changed fields as `PATCH {path}/{id}`, or the data to the resource's own update
 * route (trial criteria: the whole list; a prescreen result: the decision).
 */
function sendUpdate<R extends RaRecord>(resource: string, id: Identifier, changed: Record<string, unknown>): Promise<R> {
  const route = resourceConfig(resource).updateRoute?.(String(id), changed);
  if (route) return httpClient<R>(route.path, { method: route.method, body: route.body });
  return httpClient<R>(itemPath(resource, id), { method: 'PATCH', body: changed });
}

/** The data provider instance used by <Admin> and by the public pages (invitations). */
export const dataProvider: PhasesDataProvider = {
  getList: (resource, params) => getList(resource, params),

  async getOne(resource, { id, signal }) {
    return { data: await getRecord(resource, id, signal) };
  },

  async getMany(resource, { ids, signal }) {
    const data = await mapLimited(ids, (id) => getRecord<never>(resource, id, signal));
    return { data };
  },

  getManyReference: (resource, { target, id, filter, ...rest }) => getList(resource, { ...rest, filter: { ...filter, [target]: id } }),

  async create(resource, { data, meta }) {
    const config = resourceConfig(resource);
    const organizationId = (meta as { organizationId?: string } | undefined)?.organizationId;
    const query = config.createOrgParam && organizationId ? { [config.createOrgParam]: organizationId } : undefined;
    return { data: await httpClient(`${config.path}/`, { method: 'POST', query, body: data }) };
  },

  async update(resource, { id, data, previousData }) {
    const whole = Boolean(resourceConfig(resource).updateRoute);
    return { data: await sendUpdate(resource, id, whole ? data : diff(data, previousData)) };
  },

  async updateMany(resource, { ids, data }) {
    await mapLimited(ids, (id) => sendUpdate(resource, id, data));
    return { data: ids };
  },

  async delete(resource, { id, previousData }) {
    await httpClient(itemPath(resource, id), { method: 'DELETE' });
    return { data: previousData ?? ({ id } as NonNullable<typeof previousData>) };
  },

  async deleteMany(resource, { ids }) {
    await mapLimited(ids, (id) => httpClient(itemPath(resource, id), { method: 'DELETE' }));
    return { data: ids };
  },

  resetCandidateStatus,

  importCandidates: ({ organizationId, rows, importId, signal }) =>
    httpClient<ImportBatchResult>('/api/candidates/bulk', {
      method: 'POST',
      query: { organizationId },
      body: { rows, ...(importId ? { importId } : {}) },
      signal,
    }),

  exportCsv(resource, filter) {
    const { exportPath } = resourceConfig(resource);
    if (!exportPath) throw new Error(`The resource "${resource}" has no CSV export`);
    return httpClientBlob(exportPath, { query: filterQuery(filter) });
  },

  getPrescreenNotes: async (candidateId) =>
    (await httpClient<{ notes: PrescreenNote[] }>(`${itemPath('candidates', candidateId)}/prescreen-notes`)).notes,

  addPrescreenNote: async (candidateId, text) =>
    (
      await httpClient<{ notes: PrescreenNote[] }>(`${itemPath('candidates', candidateId)}/prescreen-notes`, {
        method: 'POST',
        body: { text },
      })
    ).notes,

  async addPrescreenNotes(ids, text) {
    await mapLimited(ids, (id) => dataProvider.addPrescreenNote(id, text));
  },

  deletePrescreenNote: async (candidateId, index) =>
    (
      await httpClient<{ notes: PrescreenNote[] }>(`${itemPath('candidates', candidateId)}/prescreen-notes/${index}`, {
        method: 'DELETE',
      })
    ).notes,

  listInvitations: async (organizationId) =>
    (await httpClient<{ invitations: Invitation[] }>(`${itemPath('organizations', organizationId)}/invitations`)).invitations,

  createInvitation: (organizationId, email) =>
    httpClient<InvitationCreated>(`${itemPath('organizations', organizationId)}/invitations`, {
      method: 'POST',
      body: email ? { email } : {},
    }),

  describeInvitation: (token) => httpClient<InvitationDescription>(`/api/invitations/${encodeURIComponent(token)}`),

  acceptInvitation: (token) => httpClient<{ organization: Organization }>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' }),

  importTrials: ({ organizationId, body, signal }) =>
    httpClient<TrialImportResponse>('/api/trials/auto-gen', {
      method: 'POST',
      query: { organizationIds: organizationId },
      body,
      signal,
    }),

  reparseTrialCriteria: (trialId) => httpClient<Trial>(`${itemPath('trials', trialId)}/criteria/reparse`, { method: 'POST' }),

  proposeCriteriaRules: (trialId) => httpClient<RuleProposalResult>(`${itemPath('trials', trialId)}/criteria/propose-rules`, { method: 'POST' }),

  generateStudyBlocks: (trialIds) => httpClient<StudyBlockList>('/api/prescreen-forms/generate-study-blocks', { method: 'POST', body: { trialIds } }),

  detectDuplicateQuestions: async (content) =>
    (await httpClient<{ groups: DuplicateGroup[] }>('/api/prescreen-forms/detect-duplicates', { method: 'POST', body: { content } })).groups,

  applyDeduplication: async (content, questionIds) =>
    (
      await httpClient<{ content: FormContent }>('/api/prescreen-forms/apply-deduplication', {
        method: 'POST',
        body: { content, questionIds },
      })
    ).content,

  createPrescreenForm: ({ organizationId, ...body }) =>
    httpClient<PrescreenForm>('/api/prescreen-forms/', { method: 'POST', query: { organizationId }, body }),

  tryChatAgent: (agentId) =>
    httpClient<ChatConversationDetail>('/api/chat-conversations/admin/start', { method: 'POST', body: { chatAgentId: agentId } }),

  lookupPublicOrganization: (organizationId, signal) =>
    httpClient<OrganizationPublic>(`/api/organizations/public/${encodeURIComponent(organizationId)}`, { public: true, signal }),

  initiateChat: (organizationId) =>
    httpClient<ChatConversationDetail>('/api/chat-conversations/initiate', { method: 'POST', public: true, body: { organizationId } }),

  getChat: ({ conversationId, token }, signal) =>
    httpClient<ChatConversationDetail>(chatPath(conversationId), { public: true, headers: { [CHAT_TOKEN_HEADER]: token }, signal }),

  sendChatCode: ({ conversationId, token }, details) =>
    httpClient<ChatConversationDetail>('/api/chat-conversations/verify', {
      method: 'POST',
      public: true,
      body: { conversationId, token, ...details },
    }),

  checkChatCode: ({ conversationId, token }, code) =>
    httpClient<ChatConversationDetail>('/api/chat-conversations/verify', { method: 'POST', public: true, body: { conversationId, token, code } }),

  sendChatMessage: ({ conversationId, token }, text) =>
    httpClient<ChatConversationDetail>(`${chatPath(conversationId)}/messages`, {
      method: 'POST',
      public: true,
      headers: { [CHAT_TOKEN_HEADER]: token },
      body: { text },
    }),

  savePrescreenForm: (id, input) => httpClient<PrescreenForm>(itemPath('prescreenForms', id), { method: 'PUT', body: input }),
};
