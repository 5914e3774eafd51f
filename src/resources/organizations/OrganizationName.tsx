import { useActiveOrganization } from '../../authProvider/ActiveOrganization';

/**
 * The name of an organisation given its id, from the organisation list already loaded for the switcher (no extra
 * request); falls back to the id.
 */
export function OrganizationName({ id }: { id: string | null | undefined }) {
  const { organizations } = useActiveOrganization();
  if (!id) return <>—</>;
  return <>{organizations.find((o) => o.id === id)?.name ?? id}</>;
}
