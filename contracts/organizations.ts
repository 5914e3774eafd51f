/**
 * Organisations (tenants, DESIGN §4) and the invitations that bring people into one: request bodies, responses and
 * the types the SPA reads.
 */
import { z } from 'zod';
import { INVITATION_MAX_DAYS } from './constants';
import { pageOf, text, timestamp, uuid, type Received } from './common';

/** True for an IANA time zone name the runtime knows ("America/Chicago"). */
function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

// ── requests ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** `POST /api/organizations`: a name; the slug (derived from the name when absent), time zone and chat switch are optional. */
export const organizationCreate = z.strictObject({
  name: text(200).min(1, 'required'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'lower-case letters, digits and dashes, 2–63 characters')
    .optional(),
  timezone: text(64).refine(isTimeZone, 'must be an IANA time zone such as America/New_York').optional(),
  chatEnabled: z.boolean().optional(),
});
/** `PATCH /api/organizations/{id}`: any subset of the create fields. */
export const organizationPatch = organizationCreate.partial();

/** `POST /api/organizations/{id}/invitations`: for whom (any address when absent) and for how long. */
export const invitationCreate = z.strictObject({
  email: z.email().max(320).optional(),
  /** Days until the link expires (default and at most INVITATION_MAX_DAYS). */
  expiresInDays: z.number().int().min(1).max(INVITATION_MAX_DAYS).optional(),
});

// ── responses ────────────────────────────────────────────────────────────────────────────────────────────────────

/** An organisation (tenant), DESIGN §4. */
export const organization = z
  .object({
    id: uuid,
    name: z.string(),
    slug: z.string(),
    /** Opaque id of the public chat lookup. */
    publicId: z.string(),
    timezone: z.string().describe('IANA time zone'),
    chatEnabled: z.boolean(),
    settings: z.record(z.string(), z.unknown()),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .describe('An organisation');
export type Organization = Received<typeof organization>;

/** The organisation carried by the session (spec §3); null until an invitation was accepted. */
export const sessionOrganization = organization.pick({ id: true, name: true, slug: true, publicId: true, timezone: true });
export type SessionOrganization = z.output<typeof sessionOrganization>;

/** `GET /api/organizations/public/{publicId}`: only id, name and whether a public chat is available. */
export const organizationPublic = z
  .object({ id: uuid, name: z.string(), chatAvailable: z.boolean() })
  .describe('The public view of the organisation');
export type OrganizationPublic = Received<typeof organizationPublic>;

/** `GET /api/organizations` */
export const organizationList = pageOf('organizations', organization, 'One page of organisations and the total');

/** `POST /api/organizations/{id}/invitations`: the new invitation with its token and sign-up URL. */
export const invitationCreated = z
  .object({
    id: uuid,
    token: z.string(),
    email: z.string().nullable(),
    expiresAt: timestamp,
    url: z.string().describe('Sign-up link carrying the token'),
  })
  .describe('The invitation, with its token and link');
export type InvitationCreated = Received<typeof invitationCreated>;

/** An invitation as listed (no token). */
export const invitation = z.object({
  id: uuid,
  email: z.string().nullable(),
  expiresAt: timestamp,
  acceptedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Invitation = Received<typeof invitation>;

/** `GET /api/organizations/{id}/invitations`, newest first. */
export const invitationList = z.object({ invitations: z.array(invitation) }).describe('The invitations of the organisation');

/** `GET /api/invitations/{token}` (public): the inviting organisation's name and the invitation's state. */
export const invitationDescription = z
  .object({
    organizationName: z.string(),
    email: z.string().nullable(),
    expired: z.boolean(),
    accepted: z.boolean(),
  })
  .describe('The invitation: organisation name and state');
export type InvitationDescription = Received<typeof invitationDescription>;

/** `POST /api/invitations/{token}/accept`: the organisation the user joined. */
export const invitationAccepted = z.object({ organization }).describe('Joined: the organisation');
