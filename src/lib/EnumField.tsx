/**
 * Enum values on screen by their labels (contracts/labels.ts), never as stored: `EnumChip` for a value in hand,
 * `EnumField` for a field of react-admin's record context (a DataTable column, a Show page). A value the label table
 * does not know is shown as stored; no value shows nothing.
 */
import { Chip, type ChipProps } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { label, type LabelDomain } from '../../contracts/labels';

export interface EnumChipProps {
  /** The value list the value belongs to ("trialStatus", "candidateStatus" …). */
  domain: LabelDomain;
  value: string | null | undefined;
  color?: ChipProps['color'];
  variant?: ChipProps['variant'];
  size?: ChipProps['size'];
}

/** A small chip with the value's label; nothing for no value. */
export function EnumChip({ domain, value, color, variant, size = 'small' }: EnumChipProps) {
  const text = label(domain, value);
  return text ? <Chip size={size} color={color} variant={variant} label={text} /> : null;
}

export interface EnumFieldProps extends Omit<EnumChipProps, 'value'> {
  /** The record field holding the value. */
  source: string;
  /** Show the label in a chip rather than as text. */
  chip?: boolean;
}

/** The label of the record's `source` field, as text or (with `chip`) a chip. */
export function EnumField({ source, chip = false, domain, ...chipProps }: EnumFieldProps) {
  const raw: unknown = useFieldValue({ source });
  const value = typeof raw === 'string' ? raw : null;
  if (chip) return <EnumChip domain={domain} value={value} {...chipProps} />;
  return <>{label(domain, value)}</>;
}
