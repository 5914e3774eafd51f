/**
 * The react-admin data provider of Phases (DESIGN §3): maps react-admin calls onto the API of spec §7 through the
 * single http client, plus typed custom methods (CSV import and export, prescreen notes, invitations).
 *
 * List filters are passed as query parameters under the same names (`q`, `organizationIds`, `status`, `source`,
 * `orgId`, `overallStatus`); arrays are sent comma-separated. Pagination becomes `limit`/`offset`, the sort
 * `sort`/`order` (only for the fields the server accepts, see resources.ts).
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { MAX_PAGE_SIZE } from '../shared/constants';
import type { ImportRow } from '../shared/schemas';
import { httpClient, httpClientBlob, type QueryValue } from './httpClient';
import { resourceConfig } from './resources';
import type { ImportBatchResult, Invitation, InvitationDescription, Organization, PrescreenNote } from './types';

/** Filter object of a candidates list or export (see CandidateList). */
export interface CandidateFilter {
  q?: string;
  organizationIds?: string[];
  status?: string[];
  source?: string;
}

/** Bulk status change of candidates; `organizationIdOf` groups the ids per organisation (reset-status is per org). */
export interface ResetStatusParams {
  ids: Identifier[];
  status: string;
  reason?: string;
  organizationIdOf?: Record<string, string>;
}

/** The typed custom methods beside react-admin's standard ones. */
export interface PhasesDataProvider extends DataProvider {
  resetCandidateStatus(params: ResetStatusParams): Promise<{ updated: number }>;
  importCandidates(params: { organizationId: string | null; rows: ImportRow[]; importId?: string; signal?: AbortSignal }): Promise<ImportBatchResult>;
  exportCandidatesCsv(filter: CandidateFilter): Promise<{ blob: Blob; filename: string | null }>;
  getPrescreenNotes(candidateId: Identifier): Promise<PrescreenNote[]>;
  addPrescreenNote(candidateId: Identifier, text: string): Promise<PrescreenNote[]>;
  deletePrescreenNote(candidateId: Identifier, index: number): Promise<PrescreenNote[]>;
  listInvitations(organizationId: Identifier): Promise<Invitation[]>;
  createInvitation(organizationId: Identifier, email?: string): Promise<Invitation>;
  describeInvitation(token: string): Promise<InvitationDescription>;
  acceptInvitation(token: string): Promise<{ organization: Organization }>;
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

function itemPath(resource: string, id: Identifier): string {
  return `${resourceConfig(resource).path}/${encodeURIComponent(String(id))}`;
}

/** List query of a react-admin list call: filters, limit/offset and a sort the server accepts. */
export function listQuery(resource: string, params: Partial<GetListParams>): Record<string, QueryValue> {
  const config = resourceConfig(resource);
  const query: Record<string, QueryValue> = { ...(params.filter as Record<string, QueryValue>) };
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    const limit = Math.min(perPage, MAX_PAGE_SIZE);
    query.limit = limit;
    query.offset = (page - 1) * limit;
  }
  if (params.sort && config.sortable.includes(params.sort.field)) {
    query.sort = params.sort.field;
    query.order = params.sort.order.toLowerCase();
  }
  return query;
}

async function getList<R extends RaRecord = any>(resource: string, params: Partial<GetListParams>): Promise<{ data: R[]; total: number }> {
  const config = resourceConfig(resource);
  const body = await httpClient<Record<string, unknown>>(`${config.path}/`, {
    query: listQuery(resource, params),
    signal: params.signal,
  });
  const rows = (body[config.listField] ?? []) as R[];
  return { data: rows, total: typeof body.total === 'number' ? body.total : rows.length };
}

async function resetCandidateStatus({ ids, status, reason, organizationIdOf }: ResetStatusParams) {
  const groups = new Map<string | undefined, string[]>();
  for (const id of ids) {
    const org = organizationIdOf?.[String(id)];
    groups.set(org, [...(groups.get(org) ?? []), String(id)]);
  }
  const results = await mapLimited([...groups], ([organizationId, groupIds]) =>
    httpClient<{ updated: number }>('/api/candidates/reset-status', {
      method: 'PATCH',
      query: { organizationId },
      body: { ids: groupIds, status, ...(reason ? { reason } : {}) },
    }),
  );
  return { updated: results.reduce((sum, r) => sum + r.updated, 0) };
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

/** The data provider instance used by <Admin> and by the public pages (invitations). */
export const dataProvider: PhasesDataProvider = {
  getList: (resource, params) => getList(resource, params),

  async getOne(resource, { id, signal }) {
    return { data: await httpClient(itemPath(resource, id), { signal }) };
  },

  async getMany(resource, { ids, signal }) {
    const data = await mapLimited(ids, (id) => httpClient<never>(itemPath(resource, id), { signal }));
    return { data };
  },

  getManyReference: (resource, { target, id, filter, ...rest }) =>
    getList(resource, { ...rest, filter: { ...filter, [target]: id } }),

  async create(resource, { data, meta }) {
    const config = resourceConfig(resource);
    const organizationId = (meta as { organizationId?: string } | undefined)?.organizationId;
    const query = config.createOrgParam && organizationId ? { [config.createOrgParam]: organizationId } : undefined;
    return { data: await httpClient(`${config.path}/`, { method: 'POST', query, body: data }) };
  },

  async update(resource, { id, data, previousData }) {
    const changed = diff(data, previousData);
    return { data: await httpClient(itemPath(resource, id), { method: 'PATCH', body: changed }) };
  },

  async updateMany(resource, { ids, data, meta }) {
    if (resource === 'candidates' && typeof data.status === 'string') {
      await resetCandidateStatus({
        ids,
        status: data.status,
        reason: data.statusReason ?? undefined,
        organizationIdOf: (meta as { organizationIdOf?: Record<string, string> } | undefined)?.organizationIdOf,
      });
      return { data: ids };
    }
    await mapLimited(ids, (id) => httpClient(itemPath(resource, id), { method: 'PATCH', body: data }));
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

  exportCandidatesCsv: (filter) => httpClientBlob('/api/candidates/export', { query: { ...filter } }),

  getPrescreenNotes: async (candidateId) =>
    (await httpClient<{ notes: PrescreenNote[] }>(`${itemPath('candidates', candidateId)}/prescreen-notes`)).notes,

  addPrescreenNote: async (candidateId, text) =>
    (
      await httpClient<{ notes: PrescreenNote[] }>(`${itemPath('candidates', candidateId)}/prescreen-notes`, {
        method: 'POST',
        body: { text },
      })
    ).notes,

  deletePrescreenNote: async (candidateId, index) =>
    (
      await httpClient<{ notes: PrescreenNote[] }>(`${itemPath('candidates', candidateId)}/prescreen-notes/${index}`, {
        method: 'DELETE',
      })
    ).notes,

  listInvitations: async (organizationId) =>
    (await httpClient<{ invitations: Invitation[] }>(`${itemPath('organizations', organizationId)}/invitations`)).invitations,

  createInvitation: (organizationId, email) =>
    httpClient<Invitation>(`${itemPath('organizations', organizationId)}/invitations`, {
      method: 'POST',
      body: email ? { email } : {},
    }),

  describeInvitation: (token) => httpClient<InvitationDescription>(`/api/invitations/${encodeURIComponent(token)}`),

  acceptInvitation: (token) =>
    httpClient<{ organization: Organization }>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' }),
};
