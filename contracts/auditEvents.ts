/**
 * The audit log (DESIGN §4): who did what to which record, when and from where; written for every change and for
 * every read of a candidate's record. Responses and the type the SPA reads.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS } from './constants';
import { integer, knownValues, pageOf, timestamp, uuid, type Received } from './common';

/**
 * One audit event: who (`actorUserId`, with the user's name and email while the account exists; null for the system:
 * seed, jobs, the public chat), what (`action` on `entity` `entityId`), whose data (`organizationId`), when (`at`,
 * UTC) and from where (`ip`). `details` holds what else the writer recorded, e.g. the ids of the records a list
 * showed (`ids`) or an import created (`created`) and updated (`updated`).
 */
export const auditEvent = z
  .object({
    id: integer,
    at: timestamp,
    actorUserId: z.string().nullable(),
    actorName: z.string().nullable(),
    actorEmail: z.string().nullable(),
    actorOrganizationId: uuid.nullable(),
    action: knownValues(AUDIT_ACTIONS),
    entity: z.string(),
    entityId: z.string().nullable(),
    organizationId: uuid.nullable(),
    ip: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .describe('One audit event');
export type AuditEvent = Received<typeof auditEvent>;

/** `GET /api/audit-events` */
export const auditEventList = pageOf('auditEvents', auditEvent, 'One page of audit events, newest first unless sorted otherwise, and the total');
