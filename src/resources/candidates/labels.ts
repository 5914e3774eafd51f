/**
 * Display labels and colours of the candidate statuses, sexes and sources (constants.ts), e.g.
 * PRESCREEN_PASSED → "Prescreen passed".
 */
import { CANDIDATE_SOURCES, CANDIDATE_STATUSES, type CandidateStatus } from '../../../contracts/constants';

/** "PRESCREEN_PASSED" → "Prescreen passed". */
export function humanize(value: string): string {
  const text = value.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Select choices `{ id, name }` of the statuses. */
export const STATUS_CHOICES = CANDIDATE_STATUSES.map((id) => ({ id, name: humanize(id) }));
/** Select choices `{ id, name }` of the sources. */
export const SOURCE_CHOICES = CANDIDATE_SOURCES.map((id) => ({ id, name: humanize(id) }));

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/** Chip colour of a status: progress blue/green, failures and exits red/orange. */
export function statusColor(status: CandidateStatus): ChipColor {
  switch (status) {
    case 'PRESCREEN_PASSED':
    case 'CONSENTED':
    case 'ENROLLED':
      return 'success';
    case 'PRESCREEN_FAILED':
    case 'DO_NOT_CONTACT':
      return 'error';
    case 'NOT_INTERESTED':
    case 'UNREACHABLE':
      return 'warning';
    case 'NEW':
      return 'default';
    default:
      return 'info';
  }
}
