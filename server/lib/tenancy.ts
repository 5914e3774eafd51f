/**
 * Tenancy rules, in one place (DESIGN §5). A regular user reads and writes only their own organisation; an admin may
 * act on any organisation. Another tenant's record is a 404; a list or write aimed at another tenant is a 403. Which
 * kind of record a role may use is the separate role matrix (contracts/access.ts), checked before the service runs
 * (plugins/access.ts).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../auth/actor';
import { forbidden, HttpError } from './errors';

/** @throws 403 when a non-admin user has not joined an organisation yet. */
function ownOrganization(actor: Actor): string {
  if (!actor.organizationId) throw forbidden('Your account is not part of an organisation yet');
  return actor.organizationId;
}

/**
 * The organisation ids a list may read. `requested` (query organizationIds / organizationId) defaults to the actor's
 * active organisation. @throws 403 when a non-admin asks for another organisation.
 */
export function readableOrganizationIds(actor: Actor, requested: string[] | undefined): string[] {
  if (actor.isAdmin) {
    if (requested && requested.length > 0) return [...new Set(requested)];
    return actor.activeOrganizationId ? [actor.activeOrganizationId] : [];
  }
  const own = ownOrganization(actor);
  if (requested && requested.some((id) => id !== own)) {
    throw new HttpError(403, 'organizationIds: you can only see your own organisation');
  }
  return [own];
}

/**
 * The single organisation a create or bulk write goes into. @throws 403 for a non-admin naming another organisation,
 * 400 when an admin gives none and has no active organisation.
 */
export function writableOrganizationId(actor: Actor, requested: string | undefined): string {
  if (actor.isAdmin) {
    const id = requested ?? actor.activeOrganizationId;
    if (!id) throw new HttpError(400, 'organizationId: required');
    return id;
  }
  const own = ownOrganization(actor);
  if (requested && requested !== own) throw new HttpError(403, 'organizationId: you can only write to your own organisation');
  return own;
}

/**
 * WHERE clause restricting a tenant-owned table to what the actor may touch: `column = own organisation` for a
 * regular user, nothing extra for an admin. Combine with the record id: a miss is then a 404.
 */
export function tenantFilter(actor: Actor, column: PgColumn): SQL | undefined {
  if (actor.isAdmin) return undefined;
  return eq(column, ownOrganization(actor));
}

/** `id = ? AND tenantFilter`. */
export function scopedId(actor: Actor, idColumn: PgColumn, id: string, orgColumn: PgColumn): SQL {
  return and(eq(idColumn, id), tenantFilter(actor, orgColumn))!;
}

/** `organization_id IN (…)` for a list. */
export function inOrganizations(column: PgColumn, ids: string[]): SQL {
  return inArray(column, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);
}
