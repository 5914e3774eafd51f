/**
 * The audit log, read (DESIGN §4: every change and every read of a candidate's record writes an `audit_event`, see
 * server/lib/audit.ts). Rows are append-only: this module only reads them, and nothing in the API updates or deletes
 * them. Tenancy as everywhere (server/lib/tenancy.ts): staff read their own organisation's events, an administrator
 * the organisations they name (default: the active one), and an administrator with global access and no filter
 * every event, those of no organisation (the outbox, self-deleted accounts) included. Reading the log is not itself
 * logged: it shows no health data beyond record ids and would fill the log with its own reads.
 */
import { and, count, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db';
import { auditEvent, user } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { paginate, type Sorting } from '../../lib/paginate';
import { inOrganizations, readableOrganizationIds } from '../../lib/tenancy';
import type { AuditAction } from '../../../contracts/constants';

/** Filters and paging of `GET /api/audit-events` (see ./routes.ts for the wire format). */
export interface AuditEventQuery {
  organizationId?: string;
  organizationIds?: string[];
  actorUserId?: string;
  entity?: string;
  entityId?: string;
  action?: AuditAction;
  /** Earliest `at`, inclusive. */
  from?: Date;
  /** Latest `at`: inclusive for a date-time, or (toExclusive) the start of the day after a calendar date. */
  to?: Date;
  toExclusive?: boolean;
  sort?: string;
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const SORTING: Sorting = {
  fields: { at: auditEvent.at, action: auditEvent.action, entity: auditEvent.entity },
  fallback: { sort: 'at', order: 'desc' },
  tiebreak: auditEvent.id,
};

/**
 * Keys of `details` under which bulk events name the records they touched: a list's page (`ids`), an import's new and
 * changed records (`created`, `updated`). Constants, so they go into the SQL text as literals.
 */
const NAMING_KEYS = ['ids', 'created', 'updated'] as const;

/** Events about record `id`: as their own record, or named among the records of a list, bulk change or import. */
function aboutRecord(id: string): SQL {
  const named = JSON.stringify([id]);
  return or(eq(auditEvent.entityId, id), ...NAMING_KEYS.map((key) => sql`(${auditEvent.details} -> ${sql.raw(`'${key}'`)}) @> ${named}::jsonb`))!;
}

/**
 * One page of audit events the actor may read, filtered, with the actor's name and email (null once the account is
 * deleted; the id stays). @returns `{ auditEvents, total }`. @throws 403 when a non-admin names another organisation,
 * 400 for an unknown sort field.
 */
export async function listAuditEvents(db: AppDb, actor: Actor, query: AuditEventQuery) {
  const requested = query.organizationId ? [query.organizationId, ...(query.organizationIds ?? [])] : query.organizationIds;
  const everything = actor.isAdmin && actor.globalAccess && !requested?.length;
  const orgIds = everything ? null : readableOrganizationIds(actor, requested);
  const where = and(
    orgIds ? inOrganizations(auditEvent.organizationId, orgIds) : undefined,
    query.actorUserId ? eq(auditEvent.actorUserId, query.actorUserId) : undefined,
    query.entity ? eq(auditEvent.entity, query.entity) : undefined,
    query.entityId ? aboutRecord(query.entityId) : undefined,
    query.action ? eq(auditEvent.action, query.action) : undefined,
    query.from ? gte(auditEvent.at, query.from) : undefined,
    // an instant is inclusive to its millisecond: the API shows milliseconds while PostgreSQL keeps microseconds
    query.to ? (query.toExclusive ? lt(auditEvent.at, query.to) : lt(auditEvent.at, new Date(query.to.getTime() + 1))) : undefined,
  );
  const { rows, total } = await paginate(
    db
      .select({
        id: auditEvent.id,
        at: auditEvent.at,
        actorUserId: auditEvent.actorUserId,
        actorName: user.name,
        actorEmail: user.email,
        actorOrganizationId: auditEvent.actorOrganizationId,
        action: auditEvent.action,
        entity: auditEvent.entity,
        entityId: auditEvent.entityId,
        organizationId: auditEvent.organizationId,
        ip: auditEvent.ip,
        details: auditEvent.details,
      })
      .from(auditEvent)
      .leftJoin(user, eq(user.id, auditEvent.actorUserId))
      .where(where)
      .$dynamic(),
    db.select({ total: count() }).from(auditEvent).where(where),
    query,
    SORTING,
  );
  return { auditEvents: rows, total };
}
