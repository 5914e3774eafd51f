/**
 * The global-view narrowing control (spec §6): shown only to an admin with global access, a multi-select of the
 * client organisations bound to the `orgs` search param. Labelled "Clients" so it never shares a label with the
 * app bar's "Organization" switcher.
 */
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useActiveOrganization, useClientOrganizations } from '../authProvider/ActiveOrganization';

export interface OrganizationsFilterProps {
  /** The validated `orgs` param (ids). */
  value: string[] | undefined;
  onChange: (ids: string[]) => void;
}

/** The "Clients" multi-select; renders nothing outside the global view. */
export function OrganizationsFilter({ value, onChange }: OrganizationsFilterProps) {
  const { globalAccess } = useActiveOrganization();
  const clients = useClientOrganizations();
  const selected = useMemo(() => clients.filter((o) => value?.includes(o.id)), [clients, value]);
  if (!globalAccess) return null;
  return (
    <Autocomplete
      multiple
      size="small"
      options={clients}
      value={selected}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => onChange(next.map((o) => o.id))}
      renderValue={(items, getItemProps) =>
        items.map((o, index) => <Chip {...getItemProps({ index })} key={o.id} label={o.name} size="small" />)
      }
      renderInput={(params) => <TextField {...params} label="Clients" placeholder={selected.length ? '' : 'All clients'} />}
      sx={{ minWidth: 260, maxWidth: 520 }}
    />
  );
}
