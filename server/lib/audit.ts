/**
 * Audit log (DESIGN §4): who, what, which record, when, from where. Written for every change and for every read of a
 * candidate's record. Failures to write the audit event fail the request (no unaudited access to health data).
 *
 * A change and its events commit together: every service that writes runs the change and `audit(tx, …)` inside one
 * `audited(db, async (tx) => …)`, so an event the database refuses rolls the change back (never a saved change
 * without its event). A read's events are one insert of their own and need no transaction.
 */
import type { AppDb } from '../db';
import { auditEvent } from '../db/schema';
import type { Actor } from '../auth/actor';
import type { AuditAction } from '../../contracts/constants';

export type { AuditAction };

export interface AuditInput {
  action: AuditAction;
  entity: string;
  entityId?: string | null;
  organizationId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one or more audit events for `actor` (null = the system). */
export async function audit(db: AppDb, actor: Actor | null, events: AuditInput | AuditInput[]): Promise<void> {
  const rows = (Array.isArray(events) ? events : [events]).map((e) => ({
    actorUserId: actor?.userId ?? null,
    actorOrganizationId: actor?.organizationId ?? null,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId ?? null,
    organizationId: e.organizationId ?? null,
    ip: actor?.ip ?? null,
    details: e.details ?? null,
  }));
  if (rows.length) await db.insert(auditEvent).values(rows);
}

/**
 * Runs `change` in one database transaction, handing it the transaction as `tx`: the change and the audit events it
 * writes with `audit(tx, …)` are stored together or not at all. Every query of the change must go through `tx` (on
 * PGlite a query on `db` would wait for the transaction to end). Inside another transaction it is a savepoint.
 * @returns what `change` returns. @throws what `change` or an audit insert throws, after rolling the change back.
 */
export function audited<T>(db: AppDb, change: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction(change);
}
