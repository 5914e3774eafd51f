/**
 * The Actor: who is calling, from the better-auth session. Every route of the API's authenticated scope gets one from
 * its `authenticate` hook (plugins/auth.ts); services receive it and scope every query with server/lib/tenancy.ts.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppDb } from '../db';
import { organization } from '../db/schema';
import { hasGlobalAccess } from '../../contracts/orgAccess';
import { ACTIVE_ORG_HEADER } from '../../contracts/constants';
import { unauthorized } from '../lib/errors';
import type { Auth } from './index';

export interface Actor {
  userId: string;
  name: string;
  email: string;
  /** The user's own organisation; null before an invitation was accepted. */
  organizationId: string | null;
  isAdmin: boolean;
  /** Admin: the organisation chosen in the switcher (header x-organization-id), else their own. Others: their own. */
  activeOrganizationId: string | null;
  /** Admin whose active organisation has slug `phases` (spec §4). */
  globalAccess: boolean;
  ip: string;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves the Actor of a request. @throws HttpError 401 when there is no valid session.
 */
export async function resolveActor(auth: Auth, db: AppDb, req: FastifyRequest): Promise<Actor> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!result) throw unauthorized();
  const user = result.user as typeof result.user & { organizationId?: string | null; isAdmin?: boolean };
  const isAdmin = Boolean(user.isAdmin);
  let active = result.organization;
  const requested = req.headers[ACTIVE_ORG_HEADER];
  if (isAdmin && typeof requested === 'string' && UUID_RE.test(requested) && requested !== active?.id) {
    const [org] = await db.select({ id: organization.id, slug: organization.slug }).from(organization).where(eq(organization.id, requested));
    if (org) active = { ...active, id: org.id, slug: org.slug } as typeof active;
  }
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    organizationId: user.organizationId ?? null,
    isAdmin,
    activeOrganizationId: active?.id ?? null,
    globalAccess: hasGlobalAccess(isAdmin, active),
    ip: req.ip,
  };
}
