/**
 * A list's select filter that always shows and is wide enough for its label and its empty text ("Any status"; see
 * `filterWidth`). `alwaysOn` and `source` stay props of this element because react-admin's filter form reads them
 * from the filter elements it is given.
 */
import { SelectInput, type SelectInputProps } from 'react-admin';
import { filterWidth } from './filterWidth';

export function FilterSelect({ label, emptyText, ...rest }: SelectInputProps & { source: string; label: string; emptyText: string; alwaysOn: true }) {
  return <SelectInput label={label} emptyText={emptyText} sx={filterWidth(label, emptyText)} {...rest} />;
}
