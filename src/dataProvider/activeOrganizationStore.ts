/**
 * The active organisation id (spec §4), kept in a tiny external store so the http client can read it outside React
 * and components can subscribe with useSyncExternalStore. The admin's choice is persisted in localStorage under
 * ACTIVE_ORG_STORAGE_KEY; which id is valid is decided by pickActiveOrganization (contracts/orgAccess.ts).
 */
import { ACTIVE_ORG_STORAGE_KEY } from '../../contracts/constants';

let activeId: string | null = null;
const listeners = new Set<() => void>();

/** The id sent as x-organization-id, or null before the organisation list is known. */
export function getActiveOrganizationId(): string | null {
  return activeId;
}

/** Sets the active id (and persists it when `persist`), notifying subscribers only on change. */
export function setActiveOrganizationId(id: string | null, persist = false): void {
  if (persist) writeStoredOrganizationId(id);
  if (id === activeId) return;
  activeId = id;
  listeners.forEach((l) => l());
}

/** Subscribe for useSyncExternalStore; returns the unsubscribe function. */
export function subscribeActiveOrganization(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The admin's stored choice from localStorage (null when absent or storage is unavailable). */
export function readStoredOrganizationId(): string | null {
  try {
    return window.localStorage.getItem(ACTIVE_ORG_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredOrganizationId(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(ACTIVE_ORG_STORAGE_KEY, id);
    else window.localStorage.removeItem(ACTIVE_ORG_STORAGE_KEY);
  } catch {
    // storage disabled (private mode): the choice lasts for this page only
  }
}
