/**
 * A candidate status as a coloured chip with its label (contracts/labels.ts): progress blue, passes and enrolment
 * green, failures and do-not-contact red, exits orange, new grey. The label always names the status, so colour is
 * never the only signal.
 */
import type { ChipProps } from '@mui/material';
import type { CandidateStatus } from '../../../contracts/constants';
import { EnumChip } from '../../lib/EnumField';

const STATUS_COLORS: Partial<Record<CandidateStatus, ChipProps['color']>> = {
  NEW: 'default',
  PRESCREEN_PASSED: 'success',
  CONSENTED: 'success',
  ENROLLED: 'success',
  PRESCREEN_FAILED: 'error',
  DO_NOT_CONTACT: 'error',
  NOT_INTERESTED: 'warning',
  UNREACHABLE: 'warning',
};

/** The chip of `status` (a status the kernel does not list shows as stored, in the progress colour). */
export function StatusChip({ status }: { status: string }) {
  return <EnumChip domain="candidateStatus" value={status} color={STATUS_COLORS[status as CandidateStatus] ?? 'info'} />;
}
