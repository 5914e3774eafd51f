/**
 * Users (spec §3, §7). Everyone reads their own account (`me`) and manages it in the settings (better-auth's routes:
 * rename, email, password, "Delete account"). The other routes are for administrators — list, rename, delete, move
 * between organisations, grant admin — as the role matrix says (contracts/access.ts; the routes' role check refuses
 * anyone else with a 403), so a colleague's account is not a coordinator's to change.
 */
import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db';
import { organization, session, user } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { notFound, unprocessable } from '../../lib/errors';
import { likePattern } from '../../lib/list';
import { paginate, type PageQuery, type Sorting } from '../../lib/paginate';
import { inOrganizations, readableOrganizationIds, tenantFilter } from '../../lib/tenancy';
import { audit, audited } from '../../lib/audit';
import type { userPatch } from '../../../contracts/users';

const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  organizationId: user.organizationId,
  isAdmin: user.isAdmin,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
};
const SORTING: Sorting = {
  fields: { name: user.name, email: user.email, createdAt: user.createdAt },
  fallback: { sort: 'name', order: 'asc' },
  tiebreak: user.id,
};

export async function me(db: AppDb, actor: Actor) {
  const [row] = await db.select(columns).from(user).where(eq(user.id, actor.userId));
  const [org] = row?.organizationId ? await db.select().from(organization).where(eq(organization.id, row.organizationId)) : [];
  return { user: row, organization: org ?? null, isAdmin: actor.isAdmin };
}

/**
 * Lists users of `orgId` / `organizationIds` (default: the active organisation). An admin with global access and no
 * filter sees everyone. @throws 403 for a non-admin asking for another organisation.
 */
export async function listUsers(db: AppDb, actor: Actor, query: PageQuery & { orgId?: string; organizationIds?: string[]; q?: string }) {
  const requested = query.orgId ? [query.orgId, ...(query.organizationIds ?? [])] : query.organizationIds;
  const everyone = actor.isAdmin && actor.globalAccess && !requested?.length;
  const orgIds = everyone ? null : readableOrganizationIds(actor, requested);
  const where = and(
    orgIds ? inOrganizations(user.organizationId, orgIds) : undefined,
    query.q ? or(ilike(user.name, likePattern(query.q)), ilike(user.email, likePattern(query.q))) : undefined,
  );
  const { rows, total } = await paginate(
    db.select(columns).from(user).where(where).$dynamic(),
    db.select({ total: count() }).from(user).where(where),
    query,
    SORTING,
  );
  return { users: rows, total };
}

async function findUser(db: AppDb, actor: Actor, id: string) {
  const [row] = await db
    .select(columns)
    .from(user)
    .where(and(eq(user.id, id), tenantFilter(actor, user.organizationId)));
  if (!row) throw notFound('User');
  return row;
}

export async function getUser(db: AppDb, actor: Actor, id: string) {
  return findUser(db, actor, id);
}

/** @throws 404 for another tenant's user, 422 for removing one's own admin rights or an unknown organisation. */
export async function updateUser(db: AppDb, actor: Actor, id: string, input: z.infer<typeof userPatch>) {
  await findUser(db, actor, id);
  if (id === actor.userId && input.isAdmin === false) throw unprocessable('isAdmin: you cannot remove your own admin rights');
  if (input.organizationId) {
    const [org] = await db.select({ id: organization.id }).from(organization).where(eq(organization.id, input.organizationId));
    if (!org) throw unprocessable('organizationId: no such organisation');
  }
  return audited(db, async (tx) => {
    const [row] = await tx
      .update(user)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(user.id, id))
      .returning(columns);
    if (input.organizationId !== undefined || input.isAdmin !== undefined) {
      await tx.delete(session).where(eq(session.userId, id)); // rights changed: sign in again
    }
    await audit(tx, actor, {
      action: 'update',
      entity: 'user',
      entityId: id,
      organizationId: row.organizationId,
      details: { fields: Object.keys(input) },
    });
    return row;
  });
}

/** @throws 404 for another tenant's user, 422 for removing oneself here (use delete-user in settings). */
export async function deleteUser(db: AppDb, actor: Actor, id: string) {
  const target = await findUser(db, actor, id);
  if (id === actor.userId) throw unprocessable('Use "Delete account" in your settings to remove your own account');
  await audited(db, async (tx) => {
    await tx.delete(user).where(eq(user.id, id));
    await audit(tx, actor, { action: 'delete', entity: 'user', entityId: id, organizationId: target.organizationId });
  });
}
