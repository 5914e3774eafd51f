/**
 * The global-view narrowing filter of the lists (spec §6): for an admin with global access, a multi-select of the
 * client organisations on the list filter `organizationIds` (the URL's `orgs`, see routing/listParams.ts). Labelled
 * "Clients" so it never shares a label with the app bar's "Organization" switcher. Outside the global view a list
 * has no such filter.
 */
import { useMemo, type ReactElement } from 'react';
import { AutocompleteArrayInput } from 'react-admin';
import { useActiveOrganization, useClientOrganizations, useVisibleOrganizationIds } from '../authProvider/ActiveOrganization';
import { useListUrlFilter, type ListUrlConfig } from '../routing/listUrlState';

/** The "Clients" input of a list's filter form; `source` is the filter field (organizationIds). */
function ClientsInput({ source }: { source: string; alwaysOn?: boolean }) {
  const clients = useClientOrganizations();
  return <AutocompleteArrayInput source={source} label="Clients" choices={clients} optionText="name" sx={{ minWidth: 260, maxWidth: 520 }} />;
}

/**
 * What a list of organisations' records takes from the global view (spec §6): `filter`, its permanent filter
 * `{ organizationIds }` — the organisations the person may see, narrowed by the URL's `orgs` (read through the
 * list's `config`) — and `inputs`, the "Clients" filter input, or none outside the global view.
 */
export function useOrganizationScope(config: ListUrlConfig): { filter: { organizationIds: string[] }; inputs: ReactElement[] } {
  const { globalAccess } = useActiveOrganization();
  const { organizationIds: orgs } = useListUrlFilter(config) as { organizationIds?: string[] };
  const organizationIds = useVisibleOrganizationIds(orgs);
  return useMemo(
    () => ({
      filter: { organizationIds },
      inputs: globalAccess ? [<ClientsInput key="organizationIds" source="organizationIds" alwaysOn />] : [],
    }),
    [organizationIds, globalAccess],
  );
}
