/**
 * User accounts (better-auth users with their organisation and admin flag): request bodies, responses and the types
 * the SPA reads.
 */
import { z } from 'zod';
import { USER_NAME_MAX } from './constants';
import { pageOf, text, timestamp, uuid, type Received } from './common';
import { organization } from './organizations';

/** A person's name wherever it is set (sign-up, update-user, PATCH /api/users/{id}): 1–USER_NAME_MAX characters. */
export const userName = text(USER_NAME_MAX).min(1, 'required');

/** `PATCH /api/users/{id}`: any of the name, the organisation (null = none) and the admin flag (the last two for admins only). */
export const userPatch = z.strictObject({
  name: userName.optional(),
  organizationId: z.uuid().nullable().optional(),
  isAdmin: z.boolean().optional(),
});

/** A user account (better-auth user plus organisation and admin flag). */
export const user = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    organizationId: uuid.nullable(),
    isAdmin: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .describe('A user');
export type User = Received<typeof user>;

/** `GET /api/users/me`: the signed-in user, their organisation (null before joining one) and isAdmin. */
export const me = z.object({ user, organization: organization.nullable(), isAdmin: z.boolean() }).describe('The session');

/** `GET /api/users` */
export const userList = pageOf('users', user, 'One page of users and the total');
