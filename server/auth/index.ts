/**
 * better-auth 1.7.7 (DESIGN §2) at /api/auth: email + password, sessions in the database, email verification through
 * the email provider, rate limits kept in the database. The session the SPA reads is extended by `customSession`
 * with `organization` and `isAdmin` (spec §3).
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { customSession } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db';
import * as schema from '../db/schema';
import type { EmailProvider } from '../providers/email';
import { MIN_PASSWORD_LENGTH } from '../../src/shared/constants';
import type { SessionOrganization } from '../../src/shared/types';

export type { SessionOrganization };

export interface AuthDeps {
  db: AppDb;
  baseUrl: string;
  secret: string;
  trustedOrigins: string[];
  email: EmailProvider;
  /** Sign-in attempts allowed per IP per window (default 10 per 60 s). */
  signInRateLimit?: { window: number; max: number };
  /** Called when a user is deleted (for the audit log). */
  onUserDeleted?: (userId: string) => Promise<void>;
}


/** Loads the organisation shown in the session, or null for a user who has not joined one. */
async function sessionOrganization(db: AppDb, organizationId: string | null | undefined) {
  if (!organizationId) return null;
  const [org] = await db
    .select({
      id: schema.organization.id,
      name: schema.organization.name,
      slug: schema.organization.slug,
      publicId: schema.organization.publicId,
      timezone: schema.organization.timezone,
    })
    .from(schema.organization)
    .where(eq(schema.organization.id, organizationId));
  return (org ?? null) as SessionOrganization | null;
}

export function createAuth(deps: AuthDeps) {
  const signInRule = deps.signInRateLimit ?? { window: 60, max: 10 };
  return betterAuth({
    appName: 'Phases',
    baseURL: deps.baseUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: deps.trustedOrigins,
    database: drizzleAdapter(deps.db as any, { provider: 'pg', schema: { ...schema } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await deps.email.send({
          to: user.email,
          subject: 'Verify your Phases email address',
          text: `Hello ${user.name},\n\nConfirm your email address for Phases: ${url}\n\nIf you did not ask for this, ignore this message.`,
        });
      },
    },
    user: {
      additionalFields: {
        organizationId: { type: 'string', required: false, input: false },
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        afterDelete: async (user) => {
          await deps.onUserDeleted?.(user.id);
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': signInRule,
        '/sign-up/email': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: ['x-forwarded-for', 'x-real-ip'] },
      // Session cookies over https carry `Secure` (and the `__Secure-` name prefix), so a browser never sends them
      // over plain http; an http BASE_URL (the embedded default on localhost) keeps them usable without TLS.
      useSecureCookies: deps.baseUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
    plugins: [
      customSession(async ({ user, session }) => {
        const u = user as typeof user & { organizationId?: string | null; isAdmin?: boolean };
        return {
          session,
          user,
          organization: await sessionOrganization(deps.db, u.organizationId),
          isAdmin: Boolean(u.isAdmin),
        };
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
