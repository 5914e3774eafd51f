/**
 * Organisations and invitations (DESIGN §4, spec §3, §7). Every signed-in person lists the organisations they may act
 * for (staff: their own) and accepts an invitation; the rest is for admins, as the role matrix says
 * (contracts/access.ts; the routes' role check refuses anyone else with a 403).
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db';
import { invitation, organization, user } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { conflict, HttpError, isUniqueViolation, notFound, unprocessable } from '../../lib/errors';
import { likePattern } from '../../lib/list';
import { paginate, type PageQuery, type Sorting } from '../../lib/paginate';
import { audit, audited } from '../../lib/audit';
import { isOperatorSlug } from '../../../contracts/orgAccess';
import { INVITATION_MAX_DAYS } from '../../../contracts/constants';
import type { invitationCreate, organizationCreate, organizationPatch } from '../../../contracts/organizations';

const SORTING: Sorting = {
  fields: { name: organization.name, slug: organization.slug, createdAt: organization.createdAt },
  fallback: { sort: 'name', order: 'asc' },
  tiebreak: organization.id,
};
/** The shape of an invitation token (24 random bytes, base64url); anything else is not looked up. */
const INVITATION_TOKEN = /^[A-Za-z0-9_-]{10,100}$/;

/** Lower-case, dash-separated slug from a name ("Northside Research" → "northside-research"). */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 63) || 'organization'
  );
}

/** @throws 404 when the actor may not see organisation `id`. */
function assertCanSee(actor: Actor, id: string): void {
  if (!actor.isAdmin && actor.organizationId !== id) throw notFound('Organization');
}

export async function listOrganizations(db: AppDb, actor: Actor, query: PageQuery & { q?: string }) {
  const where = and(
    actor.isAdmin ? undefined : eq(organization.id, actor.organizationId ?? '00000000-0000-0000-0000-000000000000'),
    query.q ? or(ilike(organization.name, likePattern(query.q)), ilike(organization.slug, likePattern(query.q))) : undefined,
  );
  const { rows, total } = await paginate(
    db.select().from(organization).where(where).$dynamic(),
    db.select({ total: count() }).from(organization).where(where),
    query,
    SORTING,
  );
  return { organizations: rows, total };
}

export async function getOrganization(db: AppDb, actor: Actor, id: string) {
  assertCanSee(actor, id);
  const [row] = await db.select().from(organization).where(eq(organization.id, id));
  if (!row) throw notFound('Organization');
  return row;
}

/** Public lookup by publicId or id (spec §2: the chat route passes the organisation id). Reveals only id, name, chat. */
export async function publicLookup(db: AppDb, publicId: string) {
  // a real uuid shape only: "aaaa…" (36 hex digits) would make PostgreSQL's uuid cast fail with a 500
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(publicId);
  const [row] = await db
    .select({ id: organization.id, name: organization.name, chatAvailable: organization.chatEnabled })
    .from(organization)
    .where(isUuid ? or(eq(organization.publicId, publicId), eq(organization.id, publicId)) : eq(organization.publicId, publicId));
  if (!row) throw notFound('Organization');
  return row;
}

/**
 * Creates an organisation (`actor` an admin, or null: the system) with `input.slug` or one made from the name, and
 * audits it. `id`: a fixed id instead of a new one (the demo seed's organisations keep theirs in every database).
 * @throws 409 when the slug is taken.
 */
export async function createOrganization(db: AppDb, actor: Actor | null, input: z.infer<typeof organizationCreate>, id?: string) {
  try {
    return await audited(db, async (tx) => {
      const [row] = await tx
        .insert(organization)
        .values({ id, name: input.name, slug: input.slug ?? slugify(input.name), timezone: input.timezone, chatEnabled: input.chatEnabled })
        .returning();
      await audit(tx, actor, { action: 'create', entity: 'organization', entityId: row.id, organizationId: row.id });
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('slug: an organisation with this slug already exists');
    throw e;
  }
}

export async function updateOrganization(db: AppDb, actor: Actor, id: string, input: z.infer<typeof organizationPatch>) {
  const current = await getOrganization(db, actor, id);
  if (input.slug && isOperatorSlug(current.slug) && !isOperatorSlug(input.slug)) {
    throw unprocessable('slug: the operator organisation keeps the slug "phases"');
  }
  try {
    return await audited(db, async (tx) => {
      const [row] = await tx
        .update(organization)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(organization.id, id))
        .returning();
      await audit(tx, actor, { action: 'update', entity: 'organization', entityId: id, organizationId: id, details: { fields: Object.keys(input) } });
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('slug: an organisation with this slug already exists');
    throw e;
  }
}

export async function deleteOrganization(db: AppDb, actor: Actor, id: string) {
  const current = await getOrganization(db, actor, id);
  if (isOperatorSlug(current.slug)) throw unprocessable('The operator organisation cannot be deleted');
  if (actor.organizationId === id) throw unprocessable('You cannot delete your own organisation');
  await audited(db, async (tx) => {
    await tx.delete(organization).where(eq(organization.id, id));
    await audit(tx, actor, { action: 'delete', entity: 'organization', entityId: id, organizationId: id });
  });
}

/** Creates an invitation link to organisation `organizationId`. @throws 404 for an unknown organisation. */
export async function createInvitation(db: AppDb, actor: Actor, organizationId: string, baseUrl: string, input: z.infer<typeof invitationCreate>) {
  await getOrganization(db, actor, organizationId);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + (input.expiresInDays ?? INVITATION_MAX_DAYS) * 86_400_000);
  const row = await audited(db, async (tx) => {
    const [row] = await tx
      .insert(invitation)
      .values({ organizationId, token, email: input.email?.toLowerCase() ?? null, createdBy: actor.userId, expiresAt })
      .returning();
    await audit(tx, actor, { action: 'invite', entity: 'invitation', entityId: row.id, organizationId });
    return row;
  });
  return { id: row.id, token, email: row.email, expiresAt: row.expiresAt, url: `${baseUrl}/sign-up?invitation=${token}` };
}

export async function listInvitations(db: AppDb, actor: Actor, organizationId: string) {
  await getOrganization(db, actor, organizationId);
  const rows = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      expiresAt: invitation.expiresAt,
      acceptedAt: invitation.acceptedAt,
      createdAt: invitation.createdAt,
    })
    .from(invitation)
    .where(eq(invitation.organizationId, organizationId))
    .orderBy(sql`${invitation.createdAt} desc`);
  return { invitations: rows };
}

/** Public view of an invitation: organisation name and state, nothing else. */
export async function describeInvitation(db: AppDb, token: string) {
  const [row] = await db
    .select({ organizationName: organization.name, email: invitation.email, expiresAt: invitation.expiresAt, acceptedAt: invitation.acceptedAt })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(eq(invitation.token, token));
  if (!row) throw notFound('Invitation');
  return { organizationName: row.organizationName, email: row.email, expired: row.expiresAt < new Date(), accepted: row.acceptedAt !== null };
}

/** Why invitation `inv` cannot be used by `email` now (already used, expired, meant for another address), or null. */
function invitationProblem(inv: typeof invitation.$inferSelect, email: string): string | null {
  if (inv.acceptedAt) return 'This invitation has already been used';
  if (inv.expiresAt < new Date()) return 'This invitation has expired; ask for a new link';
  if (inv.email && inv.email !== email.toLowerCase()) return 'This invitation is for another email address';
  return null;
}

/**
 * Joins the signed-in user (an account left without an organisation) to the invitation's organisation.
 * @throws 404 unknown token, 422 expired/used/wrong email, 409 when the user already belongs to an organisation.
 */
export async function acceptInvitation(db: AppDb, actor: Actor, token: string) {
  const [inv] = await db.select().from(invitation).where(eq(invitation.token, token));
  if (!inv) throw notFound('Invitation');
  const problem = invitationProblem(inv, actor.email);
  if (problem) throw unprocessable(problem);
  if (actor.organizationId) throw conflict('Your account already belongs to an organisation');
  await audited(db, async (tx) => {
    const claimed = await tx
      .update(invitation)
      .set({ acceptedAt: new Date(), acceptedBy: actor.userId })
      .where(and(eq(invitation.id, inv.id), isNull(invitation.acceptedAt)))
      .returning({ id: invitation.id });
    if (claimed.length === 0) throw new HttpError(422, 'This invitation has already been used');
    await tx.update(user).set({ organizationId: inv.organizationId, updatedAt: new Date() }).where(eq(user.id, actor.userId));
    await audit(tx, actor, { action: 'accept', entity: 'invitation', entityId: inv.id, organizationId: inv.organizationId });
  });
  const [org] = await db.select().from(organization).where(eq(organization.id, inv.organizationId));
  return { organization: org };
}

/**
 * Sign-up gate (called by server/auth before an account is created): whether invitation `token` lets `email` create
 * an account — the token exists, is unused and unexpired, is meant for that address (when it names one), and no
 * account has the address yet. The caller answers every `false` alike, so the answer never tells whether an address
 * has an account. An open invitation (no email) tried with an address that has an account is spent: one link can
 * never be used to test more than one address.
 * @returns true when the sign-up may go on.
 */
export async function signUpInvitationUsable(db: AppDb, token: unknown, email: string): Promise<boolean> {
  if (typeof token !== 'string' || !INVITATION_TOKEN.test(token)) return false;
  const [inv] = await db.select().from(invitation).where(eq(invitation.token, token));
  if (!inv || invitationProblem(inv, email)) return false;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  if (!existing) return true;
  if (!inv.email) {
    await audited(db, async (tx) => {
      await tx
        .update(invitation)
        .set({ acceptedAt: new Date() })
        .where(and(eq(invitation.id, inv.id), isNull(invitation.acceptedAt)));
      await audit(tx, null, {
        action: 'update',
        entity: 'invitation',
        entityId: inv.id,
        organizationId: inv.organizationId,
        details: { spent: 'sign-up with an address that has an account' },
      });
    });
  }
  return false;
}

/**
 * Claims invitation `token` for the account of `email` being created: marks it used in one conditional UPDATE, so of
 * two sign-ups racing for one link only one gets it.
 * @returns the invitation id and its organisation, or null when the link is no longer usable by `email`.
 */
export async function claimSignUpInvitation(db: AppDb, token: string, email: string): Promise<{ id: string; organizationId: string } | null> {
  const now = new Date();
  const [row] = await db
    .update(invitation)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitation.token, token),
        isNull(invitation.acceptedAt),
        gt(invitation.expiresAt, now),
        or(isNull(invitation.email), eq(invitation.email, email.toLowerCase())),
      ),
    )
    .returning({ id: invitation.id, organizationId: invitation.organizationId });
  return row ?? null;
}

/** Records that the new account `newUser` used invitation `invitationId` at sign-up, with its audit event. */
export async function recordSignUpInvitation(
  db: AppDb,
  invitationId: string,
  newUser: { id: string; name: string; email: string; organizationId: string },
  ip: string | null,
): Promise<void> {
  const actor: Actor = {
    userId: newUser.id,
    name: newUser.name,
    email: newUser.email,
    organizationId: newUser.organizationId,
    isAdmin: false,
    activeOrganizationId: newUser.organizationId,
    globalAccess: false,
    ip: ip ?? '',
  };
  await audited(db, async (tx) => {
    await tx.update(invitation).set({ acceptedBy: newUser.id }).where(eq(invitation.id, invitationId));
    await audit(tx, actor, {
      action: 'accept',
      entity: 'invitation',
      entityId: invitationId,
      organizationId: newUser.organizationId,
      details: { at: 'sign-up' },
    });
  });
}
