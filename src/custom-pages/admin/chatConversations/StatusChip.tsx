import { EnumChip } from '../../../lib/EnumField';

/** A conversation's status as a chip with its label: "Completed" green, "Ongoing" grey. */
export function StatusChip({ status }: { status: string }) {
  return <EnumChip domain="chatConversationStatus" value={status} color={status === 'COMPLETED' ? 'success' : 'default'} />;
}
