/**
 * The URL params of every list (spec §2, §5), read and written by ListUrlState: each list's filters under the spec's
 * names (`search`, `orgs`, `status`, `sortBy` …) with the react-admin filter field they fill (the API's query name),
 * and where the spec names no param of its own `sort`, `order`, `page` and `perPage`. Invalid values fall back to the
 * default. `orgs` narrows the global view (spec §6) and fills `organizationIds`, which each list then replaces by the
 * organisations the person may see.
 */
import {
  AI_RECOMMENDATIONS,
  AUDIT_ACTIONS,
  CANDIDATE_SOURCES,
  CANDIDATE_STATUSES,
  CHAT_CONVERSATION_SORTS,
  CHAT_CONVERSATION_STATUSES,
  PRESCREEN_SOURCE_TYPES,
  TRIAL_OVERALL_STATUSES,
} from '../../contracts/constants';
import { RESOURCES } from '../dataProvider/resources';
import { sortByCodec, sortOrderCodec, type ListUrlConfig } from './listUrlState';
import { dateParam, enumListParam, enumParam, searchTextParam, textParam, uuidListParam, uuidParam } from './searchParams';

const PAGE_SIZES = [25, 50, 100] as const;
const search = { source: 'q', schema: searchTextParam };
const orgs = { source: 'organizationIds', schema: uuidListParam };

/** The list params of each list page. */
export const LIST_PARAMS = {
  /** /trials and /admin/trials: spec `orgs`; `search` and `status` (recruiting status) beside it. */
  trials: {
    filters: { search, orgs, status: { source: 'overallStatus', schema: enumParam(TRIAL_OVERALL_STATUSES) } },
    sort: sortOrderCodec(RESOURCES.trials.sortable),
    defaultSort: { field: 'title', order: 'ASC' },
    perPageChoices: PAGE_SIZES,
    defaultPerPage: 25,
  },
  /** /candidates and /admin/candidates: spec `search`, `orgs`; `status` (several) and `source`. */
  candidates: {
    filters: {
      search,
      orgs,
      status: { source: 'status', schema: enumListParam(CANDIDATE_STATUSES) },
      source: { source: 'source', schema: enumParam(CANDIDATE_SOURCES) },
    },
    sort: sortOrderCodec(RESOURCES.candidates.sortable),
    defaultSort: { field: 'createdAt', order: 'DESC' },
    perPageChoices: PAGE_SIZES,
    defaultPerPage: 25,
  },
  /** /prescreen/results (its `candidateId` opens a review and is not list state). */
  prescreenResults: {
    filters: {
      search,
      sourceType: { source: 'sourceType', schema: enumParam(PRESCREEN_SOURCE_TYPES) },
      orgs,
      aiRecommendation: { source: 'aiRecommendation', schema: enumParam(AI_RECOMMENDATIONS) },
    },
    sort: sortOrderCodec(RESOURCES.prescreenResults.sortable),
    defaultSort: { field: 'createdAt', order: 'DESC' },
    perPageChoices: PAGE_SIZES,
    defaultPerPage: 25,
  },
  /** /admin/chat-agents: spec `search`. */
  chatAgents: {
    filters: { search },
    sort: sortOrderCodec(RESOURCES.chatAgents.sortable),
    defaultSort: { field: 'name', order: 'ASC' },
    perPageChoices: PAGE_SIZES,
    defaultPerPage: 25,
  },
  /** /admin/chat-conversations: spec `search`, `status`, `sortBy`, `dateFrom`, `dateTo`, `chatAgentId`, `orgs`. */
  chatConversations: {
    filters: {
      search,
      status: { source: 'status', schema: enumParam(CHAT_CONVERSATION_STATUSES) },
      dateFrom: { source: 'dateFrom', schema: dateParam },
      dateTo: { source: 'dateTo', schema: dateParam },
      chatAgentId: { source: 'chatAgentId', schema: uuidParam },
      orgs,
    },
    sort: sortByCodec(CHAT_CONVERSATION_SORTS),
    defaultSort: { field: 'createdAt', order: 'DESC' },
    perPageChoices: PAGE_SIZES,
    defaultPerPage: 25,
  },
  /** /admin/prescreen-forms (its `formId` opens the builder and is not list state). */
  prescreenForms: {
    filters: { search, orgs },
    sort: sortOrderCodec(RESOURCES.prescreenForms.sortable),
    defaultSort: { field: 'updatedAt', order: 'DESC' },
    perPageChoices: PAGE_SIZES,
    defaultPerPage: 25,
  },
  /** /admin/users: `search` and `orgId` (the organisation the users belong to). */
  users: {
    filters: { search, orgId: { source: 'orgId', schema: uuidParam } },
    sort: sortOrderCodec(RESOURCES.users.sortable),
    defaultSort: { field: 'name', order: 'ASC' },
    perPageChoices: PAGE_SIZES,
    defaultPerPage: 25,
  },
  /** /admin/organizations: `search`. */
  organizations: {
    filters: { search },
    sort: sortOrderCodec(RESOURCES.organizations.sortable),
    defaultSort: { field: 'name', order: 'ASC' },
    perPageChoices: PAGE_SIZES,
    defaultPerPage: 25,
  },
  /** /admin/audit-log: `orgs`, `actor` (a user id), `entity` and `entityId` (a record), `action`, UTC `from` / `to`. */
  auditLog: {
    filters: {
      orgs,
      actor: { source: 'actorUserId', schema: textParam },
      entity: { source: 'entity', schema: textParam },
      entityId: { source: 'entityId', schema: textParam },
      action: { source: 'action', schema: enumParam(AUDIT_ACTIONS) },
      from: { source: 'from', schema: dateParam },
      to: { source: 'to', schema: dateParam },
    },
    sort: sortOrderCodec(RESOURCES['audit-events'].sortable),
    defaultSort: { field: 'at', order: 'DESC' },
    perPageChoices: PAGE_SIZES,
    defaultPerPage: 50,
  },
} as const satisfies Record<string, ListUrlConfig>;
