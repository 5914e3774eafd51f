/**
 * The active organisation (spec §4, §6) for the signed-in person: the organisation list is fetched (only when signed
 * in, and only for someone who is an admin or has an organisation), the active one is picked with
 * pickActiveOrganization, kept in the store read by the http client (header x-organization-id) and, for an admin,
 * in localStorage (the first organisation too, when nothing or an id no longer listed was stored). Switching re-runs
 * every query. `useVisibleOrganizationIds` gives the ids a list shows: the active organisation, or in the global view
 * (admin + active slug `phases`) every client organisation, narrowed by the `orgs` search param within them.
 */
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../contracts/constants';
import { hasGlobalAccess, isExcludedFromGlobalView, pickActiveOrganization, visibleOrganizationIds } from '../../contracts/orgAccess';
import {
  getActiveOrganizationId,
  readStoredOrganizationId,
  setActiveOrganizationId,
  subscribeActiveOrganization,
} from '../dataProvider/activeOrganizationStore';
import type { Organization } from '../dataProvider/types';
import { PendingGate } from '../routing/pending';
import { QueryErrorPanel } from '../layout/QueryErrorPanel';
import type { PhasesSession } from './session';

export interface ActiveOrganizationValue {
  /** Every organisation the person may pick (admins: all; others: their own). */
  organizations: Organization[];
  active: Organization | null;
  isAdmin: boolean;
  /** Admin whose active organisation has slug `phases` (spec §4). */
  globalAccess: boolean;
  /** Admin only: makes `id` active, stores the choice and refetches every query. */
  switchTo: (id: string) => void;
}

const ActiveOrganizationContext = createContext<ActiveOrganizationValue | null>(null);

/** Loads the organisation list and provides the active organisation to the children (rendered once it is known). */
export function ActiveOrganizationProvider({ session, children }: { session: PhasesSession; children: ReactNode }) {
  const queryClient = useQueryClient();
  const enabled = session.isAdmin || Boolean(session.organization);
  const { data, isPending, error, refetch } = useGetList<Organization>(
    'organizations',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { enabled },
  );
  const organizations = useMemo(() => data ?? [], [data]);
  const storeId = useSyncExternalStore(subscribeActiveOrganization, getActiveOrganizationId);
  const active = useMemo(
    () =>
      pickActiveOrganization(organizations, {
        isAdmin: session.isAdmin,
        ownOrganizationId: session.user.organizationId ?? null,
        storedId: storeId ?? readStoredOrganizationId(),
      }),
    [organizations, session, storeId],
  );

  // Before any child effect can fetch: publish the picked id to the http client's store. An admin's pick is also kept
  // in localStorage once the list is known (spec §4): the first organisation when nothing was stored, and it replaces
  // a stored id that is no longer in the list.
  const listed = data !== undefined;
  useLayoutEffect(() => {
    if (!isPending) setActiveOrganizationId(active?.id ?? null, session.isAdmin && listed);
  }, [active, isPending, session.isAdmin, listed]);

  const switchTo = useCallback(
    (id: string) => {
      setActiveOrganizationId(id, true);
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const value = useMemo<ActiveOrganizationValue>(
    () => ({
      organizations,
      active,
      isAdmin: session.isAdmin,
      globalAccess: hasGlobalAccess(session.isAdmin, active),
      switchTo,
    }),
    [organizations, active, session.isAdmin, switchTo],
  );

  if (enabled && error && !data) return <QueryErrorPanel error={error} title="Could not load organisations" onRetry={refetch} />;
  const ready = !enabled || (!isPending && storeId === (active?.id ?? null));
  return (
    <PendingGate pending={!ready}>
      <ActiveOrganizationContext.Provider value={value}>{children}</ActiveOrganizationContext.Provider>
    </PendingGate>
  );
}

/** The active organisation context. @throws Error outside ActiveOrganizationProvider. */
export function useActiveOrganization(): ActiveOrganizationValue {
  const value = useContext(ActiveOrganizationContext);
  if (!value) throw new Error('useActiveOrganization must be used inside ActiveOrganizationProvider');
  return value;
}

/** The client organisations an admin in the global view may narrow to (names without demo/test/phases). */
export function useClientOrganizations(): Organization[] {
  const { organizations } = useActiveOrganization();
  return useMemo(() => organizations.filter((o) => !isExcludedFromGlobalView(o)), [organizations]);
}

/** The organisation ids whose data a list shows (spec §6), given the validated `orgs` search param. */
export function useVisibleOrganizationIds(orgsParam: string[] | undefined): string[] {
  const { organizations, active, globalAccess } = useActiveOrganization();
  return useMemo(
    () => visibleOrganizationIds(organizations, { globalAccess, activeOrganizationId: active?.id ?? null, orgsParam }),
    [organizations, active, globalAccess, orgsParam],
  );
}
