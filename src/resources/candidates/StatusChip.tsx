import { Chip } from '@mui/material';
import type { CandidateStatus } from '../../../contracts/constants';
import { humanize, statusColor } from './labels';

/** A candidate status as a coloured chip with its label (labels.ts). */
export function StatusChip({ status }: { status: CandidateStatus }) {
  return <Chip size="small" color={statusColor(status)} label={humanize(status)} />;
}
