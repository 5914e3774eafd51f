/**
 * The free-text filter of the react-admin lists: react-admin's SearchInput on `q` (spec §7 lists accept `q`), always
 * shown, with `label` as both placeholder and accessible name (SearchInput has no visible label of its own).
 */
import { SearchInput } from 'react-admin';

/** A `q` search filter element labelled `label`. */
export function searchFilter(label: string) {
  return <SearchInput key="q" source="q" alwaysOn placeholder={label} slotProps={{ htmlInput: { 'aria-label': label } }} />;
}
