/**
 * Organisation access rules shared by the SPA and the server (spec §4, §6).
 */
import { EXCLUDED_ORG_NAME_WORDS, OPERATOR_SLUG } from './constants';

export interface OrgLike {
  id: string;
  name: string;
  slug: string;
}

/** True when `slug` is the operator's slug `phases`, compared case-insensitively (spec §4). */
export function isOperatorSlug(slug: string | null | undefined): boolean {
  return (slug ?? '').toLowerCase() === OPERATOR_SLUG;
}

/** Global access holds only for an admin whose active organisation has slug `phases` (spec §4). */
export function hasGlobalAccess(isAdmin: boolean, activeOrg: Pick<OrgLike, 'slug'> | null | undefined): boolean {
  return isAdmin && isOperatorSlug(activeOrg?.slug);
}

/** True when the organisation's name contains demo, test or phases (case-insensitive): left out of the global view. */
export function isExcludedFromGlobalView(org: Pick<OrgLike, 'name'>): boolean {
  const name = org.name.toLowerCase();
  return EXCLUDED_ORG_NAME_WORDS.some((w) => name.includes(w));
}

/**
 * The active organisation (spec §4): an admin keeps the stored choice if it is still in the list, else the first;
 * a non-admin gets their own organisation.
 */
export function pickActiveOrganization<T extends OrgLike>(
  orgs: T[],
  opts: { isAdmin: boolean; ownOrganizationId: string | null; storedId: string | null },
): T | null {
  if (!opts.isAdmin) return orgs.find((o) => o.id === opts.ownOrganizationId) ?? null;
  return orgs.find((o) => o.id === opts.storedId) ?? orgs[0] ?? null;
}

/**
 * Organisation ids whose data the view shows (spec §6): global access → every organisation not excluded by name,
 * narrowed by `orgs` when given — only ever inside that set: an id outside it (an excluded organisation such as Phases
 * Demo, or an unknown one) is ignored, and an `orgs` left with none shows the whole set; otherwise the active
 * organisation alone.
 */
export function visibleOrganizationIds(
  orgs: OrgLike[],
  opts: { globalAccess: boolean; activeOrganizationId: string | null; orgsParam?: string[] },
): string[] {
  if (!opts.globalAccess) return opts.activeOrganizationId ? [opts.activeOrganizationId] : [];
  const visible = orgs.filter((o) => !isExcludedFromGlobalView(o)).map((o) => o.id);
  const narrowed = (opts.orgsParam ?? []).filter((id) => visible.includes(id));
  return narrowed.length > 0 ? narrowed : visible;
}
