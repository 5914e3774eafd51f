/**
 * react-admin resource → API path (spec §7), the field holding the rows of a list response (`{ trials: [...] }`),
 * the sort fields the server accepts (others are left out so the server's default order applies), the query
 * parameter naming the organisation of a create, and where a resource departs from the plain
 * `GET|PATCH|DELETE {path}/{id}` shape: a record read from a wrapper or another route, a sort sent as one `sortBy`
 * value, an update sent elsewhere, the CSV export of every filtered row.
 */
import { CHAT_CONVERSATION_SORTS } from '../../contracts/constants';

/** A request of the http client: path, optional query and method. */
export interface Route {
  path: string;
  query?: Record<string, string>;
}

export interface ResourceConfig {
  /** API path without trailing slash, e.g. /api/candidates; `${path}/` lists, `${path}/{id}` is one record. */
  path: string;
  /** Field of the list response holding the rows (absent: the resource has no list). */
  listField?: string;
  /** Sort fields the list endpoint accepts as `sort`/`order`. */
  sortable: readonly string[];
  /** The list takes its sort as one `sortBy` value (`<field>:asc|desc`, or a bare field) instead. */
  sortBy?: readonly string[];
  /** Query parameter for the target organisation of a create, when the endpoint takes one. */
  createOrgParam?: 'organizationId' | 'organizationIds';
  /** Where one record is read when not at `${path}/{id}`. */
  readRoute?: (id: string) => Route;
  /** The record inside the answer of a read (default: the answer itself). */
  recordOf?: (body: Record<string, unknown>, id: string) => Record<string, unknown>;
  /** An update sent other than as `PATCH ${path}/{id}` with the changed fields: where, how, and the body. */
  updateRoute?: (id: string, changed: Record<string, unknown>) => { path: string; method: 'PUT' | 'POST'; body: unknown };
  /** GET route answering the CSV of every row matching the list's filters. */
  exportPath?: string;
}

/** The resources of the API (spec §7) and their conventions. */
export const RESOURCES = {
  candidates: {
    path: '/api/candidates',
    listField: 'candidates',
    sortable: ['lastName', 'firstName', 'dateOfBirth', 'status', 'source', 'postalCode', 'createdAt', 'updatedAt'],
    createOrgParam: 'organizationId',
    exportPath: '/api/candidates/export',
  },
  trials: {
    path: '/api/trials',
    listField: 'trials',
    sortable: ['title', 'nctId', 'sponsor', 'overallStatus', 'enrollmentTarget', 'createdAt', 'updatedAt'],
    createOrgParam: 'organizationIds',
  },
  /**
   * A trial's structured criteria, by trial id: read with the whole trial (GET /api/trials/{id}, never pre-filled by a
   * trials list, which leaves fields out) and saved as the whole ordered list (PUT /api/trials/{id}/criteria).
   */
  trialCriteria: {
    path: '/api/trials',
    sortable: [],
    updateRoute: (id, changed) => ({ path: `/api/trials/${encodeURIComponent(id)}/criteria`, method: 'PUT', body: { criteria: changed.criteria } }),
  },
  organizations: {
    path: '/api/organizations',
    listField: 'organizations',
    sortable: ['name', 'slug', 'createdAt'],
  },
  users: {
    path: '/api/users',
    listField: 'users',
    sortable: ['name', 'email', 'createdAt'],
  },
  /** Prescreen forms: the list leaves the content out; one form (`GET {id}`) has it and its checks. Saved by PUT. */
  prescreenForms: {
    path: '/api/prescreen-forms',
    listField: 'prescreenForms',
    sortable: ['name', 'version', 'createdAt', 'updatedAt'],
    createOrgParam: 'organizationId',
  },
  /**
   * Prescreen results (GET /api/prescreen/results); one candidate's results are read as a prescreenReview. An update
   * is the reviewer's decision (`{ decision, outcome?, reason? }`, POST /api/prescreen/review/decision), which also
   * sets the candidate's status.
   */
  prescreenResults: {
    path: '/api/prescreen/results',
    listField: 'results',
    sortable: ['createdAt', 'candidateName', 'trialTitle', 'aiRecommendation'],
    updateRoute: (id, changed) => ({ path: '/api/prescreen/review/decision', method: 'POST', body: { ...changed, resultId: id } }),
    exportPath: '/api/prescreen/results/export',
  },
  /** A candidate's prescreen review, by candidate id (GET /api/prescreen/review?candidateId=). */
  prescreenReviews: {
    path: '/api/prescreen/review',
    sortable: [],
    readRoute: (id) => ({ path: '/api/prescreen/review', query: { candidateId: id } }),
    recordOf: (body, id) => ({ ...body, id }),
  },
  chatAgents: {
    path: '/api/chat-agents/internal',
    listField: 'chatAgents',
    sortable: ['name', 'type', 'active', 'published', 'createdAt', 'updatedAt'],
    createOrgParam: 'organizationId',
  },
  /** Chat conversations: sorted by `sortBy` (spec §7); one conversation is `{ conversation, messages }`. */
  chatConversations: {
    path: '/api/chat-conversations',
    listField: 'chatConversations',
    sortable: [],
    sortBy: CHAT_CONVERSATION_SORTS,
    recordOf: (body) => ({ ...(body.conversation as Record<string, unknown>), messages: body.messages }),
  },
  /** The audit log: read only (filters organizationIds, actorUserId, entity, entityId, action, from, to). */
  'audit-events': {
    path: '/api/audit-events',
    listField: 'auditEvents',
    sortable: ['at', 'action', 'entity'],
  },
} as const satisfies Record<string, ResourceConfig>;

/**
 * The `sortBy` value of a sort among `values`: `<field>:asc|desc` when offered, else the bare field when offered
 * (sorted one way only), else null.
 */
export function sortByValue(values: readonly string[], sort: { field: string; order: string }): string | null {
  const exact = `${sort.field}:${sort.order.toLowerCase()}`;
  if (values.includes(exact)) return exact;
  return values.includes(sort.field) ? sort.field : null;
}

/** The config of `resource`. @throws Error for a resource the API does not have. */
export function resourceConfig(resource: string): ResourceConfig {
  const config = (RESOURCES as Record<string, ResourceConfig>)[resource];
  if (!config) throw new Error(`Unknown resource "${resource}"`);
  return config;
}
