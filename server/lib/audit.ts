/**
 * Audit log (DESIGN §4): who, what, which record, when, from where. Written for every change and for every read of a
 * candidate's record. Failures to write the audit event fail the request (no unaudited access to health data).
 */
import type { AppDb } from '../db';
import { auditEvent } from '../db/schema';
import type { Actor } from '../auth/actor';
import type { AuditAction } from '../../src/shared/constants';

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
