/**
 * react-admin resource → API path, the field holding the rows of a list response (spec §7: `{ trials: [...] }`),
 * the sort fields the server accepts (others are left out so the server's default order applies), and the query
 * parameter naming the organisation of a create.
 */
export interface ResourceConfig {
  /** API path without trailing slash, e.g. /api/candidates. */
  path: string;
  /** Field of the list response holding the rows. */
  listField: string;
  /** Sort fields the list endpoint accepts. */
  sortable: readonly string[];
  /** Query parameter for the target organisation of a create, when the endpoint takes one. */
  createOrgParam?: 'organizationId' | 'organizationIds';
}

/** The resources of the API (spec §7) and their list conventions. */
export const RESOURCES = {
  candidates: {
    path: '/api/candidates',
    listField: 'candidates',
    sortable: ['lastName', 'firstName', 'dateOfBirth', 'status', 'source', 'postalCode', 'createdAt', 'updatedAt'],
    createOrgParam: 'organizationId',
  },
  trials: {
    path: '/api/trials',
    listField: 'trials',
    sortable: ['title', 'nctId', 'sponsor', 'overallStatus', 'enrollmentTarget', 'createdAt', 'updatedAt'],
    createOrgParam: 'organizationIds',
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
  prescreenForms: {
    path: '/api/prescreen-forms',
    listField: 'prescreenForms',
    sortable: ['name', 'version', 'createdAt', 'updatedAt'],
    createOrgParam: 'organizationId',
  },
  /** The audit log: read only (filters organizationIds, actorUserId, entity, entityId, action, from, to). */
  'audit-events': {
    path: '/api/audit-events',
    listField: 'auditEvents',
    sortable: ['at', 'action', 'entity'],
  },
} as const satisfies Record<string, ResourceConfig>;


/** The config of `resource`. @throws Error for a resource the API does not have. */
export function resourceConfig(resource: string): ResourceConfig {
  const config = (RESOURCES as Record<string, ResourceConfig>)[resource];
  if (!config) throw new Error(`Unknown resource "${resource}"`);
  return config;
}
