/**
 * The organisation check of /chat/{organizationId} (spec §2): `GET /api/organizations/public/{id}`. A 404 means the
 * page is not found; any other failure is only logged with console.warn and the page loads anyway (title "Chat").
 */
import { useEffect, useState } from 'react';
import { dataProvider } from '../../dataProvider';
import { ApiError } from '../../dataProvider/httpClient';
import type { OrganizationPublic } from './types';

/** `loading`, then `found` (with the organisation), `notFound` (404) or `unknown` (lookup failed otherwise). */
export type OrganizationLookup =
  { state: 'loading' } | { state: 'found'; organization: OrganizationPublic } | { state: 'notFound' } | { state: 'unknown' };

/**
 * The lookup as a state: `found`, `notFound` on a 404, `unknown` (after a console.warn) on any other failure; null
 * when aborted.
 */
export async function lookupOrganization(organizationId: string, signal?: AbortSignal): Promise<OrganizationLookup | null> {
  try {
    return { state: 'found', organization: await dataProvider.lookupPublicOrganization(organizationId, signal) };
  } catch (error) {
    if (signal?.aborted) return null;
    if (error instanceof ApiError && error.status === 404) return { state: 'notFound' };
    console.warn(`Chat: could not look up organisation ${organizationId}; loading the chat anyway.`, error);
    return { state: 'unknown' };
  }
}

/** Looks the organisation up once per id. */
export function useOrganizationLookup(organizationId: string): OrganizationLookup {
  const [result, setResult] = useState<{ id: string; lookup: OrganizationLookup } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void lookupOrganization(organizationId, controller.signal).then((lookup) => lookup && setResult({ id: organizationId, lookup }));
    return () => controller.abort();
  }, [organizationId]);
  return result?.id === organizationId ? result.lookup : { state: 'loading' };
}
