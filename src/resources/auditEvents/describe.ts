/**
 * Plain-words labels of audit events (GET /api/audit-events) for the audit log page and a candidate's Activity tab:
 * who acted, what they did, and a short summary of the event's details. Pure, so it is unit-tested.
 */
import type { AuditEvent } from '../../dataProvider/types';
import { isValueOf, labelOf } from '../../../contracts/labels';

/** The entity types the API records, with their labels (the log also shows any other type as written). */
export const ENTITY_LABELS: Record<string, string> = {
  candidate: 'Candidate',
  trial: 'Trial',
  user: 'User',
  organization: 'Organization',
  invitation: 'Invitation',
  prescreen_form: 'Prescreen form',
  prescreen_result: 'Prescreen result',
  chat_agent: 'Chat agent',
  chat_conversation: 'Chat conversation',
  'processing-run': 'Processing run',
  outbox: 'Outbox',
};

/** The record type's label ("Prescreen result"), or the type as written for one this SPA does not know. */
export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? entity;
}

/** The action's past-tense label ("Viewed"), or the action as written for one the kernel does not list. */
export function actionLabel(event: Pick<AuditEvent, 'action'>): string {
  return labelOf.auditAction(event.action);
}

/** "Nora North (coordinator@…)", "Deleted user abc…" once the account is gone, or "System" (seed, jobs, public chat). */
export function actorLabel(event: Pick<AuditEvent, 'actorUserId' | 'actorName' | 'actorEmail'>): string {
  if (event.actorName) return event.actorEmail ? `${event.actorName} (${event.actorEmail})` : event.actorName;
  if (event.actorUserId) return `Deleted user ${event.actorUserId}`;
  return 'System';
}

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A status the writer recorded, in words: a candidate status, a list of them, a change "New → Contacted" or an import result. */
function statusWords(status: unknown): string | null {
  const word = (value: unknown) =>
    typeof value !== 'string' ? '' : isValueOf('candidateStatus', value) ? labelOf.candidateStatus(value) : labelOf.trialImportResult(value);
  if (typeof status === 'string') return word(status);
  if (Array.isArray(status)) return status.map(word).join(', ') || null;
  if (status && typeof status === 'object' && 'to' in status) {
    const change = status as { from?: unknown; to?: unknown };
    return change.from ? `${word(change.from)} → ${word(change.to)}` : word(change.to);
  }
  return null;
}

/**
 * A one-line summary of `details`: the fields changed, how many records a list, bulk change or import named, the
 * channel (chat), a status or AI recommendation (by its label) or a reason; '' when there is nothing to add.
 */
export function detailsSummary(details: AuditEvent['details']): string {
  if (!details) return '';
  const parts: string[] = [];
  if (Array.isArray(details.fields) && details.fields.length) parts.push(`fields: ${details.fields.join(', ')}`);
  if (Array.isArray(details.ids)) parts.push(plural(details.ids.length, 'record'));
  if (Array.isArray(details.created) || Array.isArray(details.updated)) {
    parts.push(`${count(details.created)} created, ${count(details.updated)} updated`);
  }
  const status = statusWords(details.status);
  if (status) parts.push(`status ${status}`);
  if (typeof details.aiRecommendation === 'string') parts.push(`AI recommendation ${labelOf.aiRecommendation(details.aiRecommendation)}`);
  if (typeof details.reason === 'string' && details.reason) parts.push(`reason: ${details.reason}`);
  if (typeof details.via === 'string') parts.push(`via ${details.via}`);
  if (typeof details.view === 'string') parts.push(details.view);
  if (typeof details.prescreenNote === 'string') parts.push(`prescreen note ${details.prescreenNote}`);
  if (typeof details.q === 'string' && details.q) parts.push(`search "${details.q}"`);
  return parts.join(' · ');
}
