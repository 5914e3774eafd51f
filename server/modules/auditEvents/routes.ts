/**
 * `GET /api/audit-events` → `{ auditEvents, total }`: the audit log, newest first, paged (`limit`, `offset`; sort `at`,
 * `action` or `entity`). Filters, all optional and combined: `organizationId` / `organizationIds` (tenancy as
 * everywhere: staff only their own organisation, 403 otherwise), `actorUserId`, `entity` (candidate, trial, user …),
 * `entityId` (also finds the lists, bulk changes and imports that named the record), `action`, and the time range
 * `from` / `to` in UTC: an ISO 8601 date-time (`2026-03-01T09:30:00Z`, an offset allowed) or a calendar date
 * (`2026-03-01`: `from` the start of that day, `to` its end). Bad input is a 400 naming the field; `from` after `to`
 * too. There is no route that changes an audit event. Response schema: contracts/auditEvents.ts (`auditEventList`).
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuery, uuidList } from '../../lib/list';
import { badRequest } from '../../lib/errors';
import { AUDIT_ACTIONS } from '../../../contracts/constants';
import { errorResponses } from '../../../contracts/common';
import { auditEventList } from '../../../contracts/auditEvents';
import type { Resource } from '../../../contracts/access';
import * as service from './service';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateTime = z.iso.datetime({ offset: true });
const date = z.iso.date();
/** A point or day in time: an ISO date-time or a calendar date (UTC). */
const when = z
  .string()
  .trim()
  .refine(
    (v) => dateTime.safeParse(v).success || date.safeParse(v).success,
    'must be an ISO 8601 date-time (2026-03-01T09:30:00Z) or a date (2026-03-01)',
  );

const DAY_MS = 86_400_000;

export const auditEventQuery = z.object({
  organizationId: z.uuid({ message: 'must be a uuid' }).optional(),
  organizationIds: uuidList.optional(),
  actorUserId: z.string().trim().min(1).max(64).optional(),
  entity: z
    .string()
    .trim()
    .regex(/^[a-z][a-z_-]{0,63}$/, 'must be an entity type such as candidate or trial')
    .optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: when.optional(),
  to: when.optional(),
  sort: listQuery.sort,
  order: listQuery.order,
  limit: listQuery.limit,
  offset: listQuery.offset,
});

/**
 * The resource of a request (contracts/access.ts): the audit log is the admins' (`audit-events`), but narrowed to one
 * candidate (`entity=candidate&entityId=…`) it is the Activity tab of that candidate's page, for whoever may open the
 * candidate (`candidates`); tenancy still keeps staff to their own organisation's events.
 */
function resourceOf(req: FastifyRequest): Resource {
  const { entity, entityId } = req.query as { entity?: unknown; entityId?: unknown };
  return entity === 'candidate' && typeof entityId === 'string' && entityId !== '' ? 'candidates' : 'audit-events';
}

/** Registers the audit log route (see the file header for shapes and errors). */
export const auditEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/audit-events',
    {
      config: { resource: resourceOf },
      schema: {
        tags: ['audit-events'],
        summary: 'The audit log: who read or changed which record, when and from where (read only)',
        querystring: auditEventQuery,
        response: { 200: auditEventList, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { from, to, ...rest } = req.query;
      const fromAt = from ? new Date(DATE.test(from) ? `${from}T00:00:00Z` : from) : undefined;
      const toDay = to !== undefined && DATE.test(to);
      const toAt = to ? (toDay ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) : new Date(to)) : undefined;
      if (fromAt && toAt && (toDay ? fromAt >= toAt : fromAt > toAt)) {
        throw badRequest('from: must not be after to', [{ path: ['querystring', 'from'], message: 'after to' }]);
      }
      return service.listAuditEvents(db, req.actor, { ...rest, from: fromAt, to: toAt, toExclusive: toDay });
    },
  );
};
