/**
 * better-auth 1.7.7 (DESIGN §2) at /api/auth: email + password, sessions in the database, email verification through
 * the email provider, rate limits kept in the database. The session the SPA reads is extended by `customSession`
 * with `organization` and `isAdmin` (spec §3).
 *
 * Sign-up is by invitation only: `POST /api/auth/sign-up/email` takes `{ name, email, password, invitationToken }`
 * and creates the account inside the invitation's organisation, using the link up (one account per link, links expire
 * after INVITATION_MAX_DAYS). Every refusal — no token, an unknown, used or expired one, one meant for another address,
 * or an address that already has an account — is the same 403 `SIGN_UP_REFUSED`, so sign-up never tells a stranger
 * whether an address has an account. The name is checked against the shared `userName` schema (USER_NAME_MAX) at
 * sign-up and update-user, as PATCH /api/users/{id} does: 400 `INVALID_NAME` naming the field.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { customSession } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db';
import * as schema from '../db/schema';
import type { EmailProvider } from '../providers/email';
import { claimSignUpInvitation, recordSignUpInvitation, signUpInvitationUsable } from '../modules/organizations/service';
import { MIN_PASSWORD_LENGTH } from '../../contracts/constants';
import type { SessionOrganization } from '../../contracts/organizations';
import { userName } from '../../contracts/users';

/** The one answer to a refused sign-up (see the file header). */
export const SIGN_UP_REFUSED =
  'This invitation link cannot create an account: it may have expired, been used already or be meant for another email address. If you already have an account, sign in instead; otherwise ask for a new invitation link.';

const SIGN_UP_PATH = '/sign-up/email';

function refuseSignUp(): never {
  throw new APIError('FORBIDDEN', { message: SIGN_UP_REFUSED, code: 'SIGN_UP_REFUSED' });
}

/** @throws APIError 400 INVALID_NAME "name: …" when a given name breaks the shared `userName` rule. */
function checkName(name: unknown): void {
  if (name === undefined) return;
  const parsed = userName.safeParse(name);
  if (!parsed.success) throw new APIError('BAD_REQUEST', { message: `name: ${parsed.error.issues[0].message}`, code: 'INVALID_NAME' });
}

/** The invitation token of a sign-up request body. */
const invitationTokenOf = (body: unknown): unknown => (body as { invitationToken?: unknown } | undefined)?.invitationToken;

export type { SessionOrganization };

export interface AuthDeps {
  db: AppDb;
  baseUrl: string;
  secret: string;
  trustedOrigins: string[];
  email: EmailProvider;
  /** Sign-in attempts (and, separately counted, sign-up attempts) allowed per IP per window (default 10 per 60 s). */
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
    database: drizzleAdapter(deps.db, { provider: 'pg', schema: { ...schema } }),
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
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === SIGN_UP_PATH || ctx.path === '/update-user') checkName(ctx.body?.name);
        if (ctx.path !== SIGN_UP_PATH) return;
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email : '';
        if (!(await signUpInvitationUsable(deps.db, invitationTokenOf(ctx.body), email))) refuseSignUp();
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // the account is created inside the invitation's organisation, claiming the link in the same step
          before: async (user, ctx) => {
            if (ctx?.path !== SIGN_UP_PATH) return; // the demo seed and other server-side creations
            const claimed = await claimSignUpInvitation(deps.db, String(invitationTokenOf(ctx.body)), user.email);
            if (!claimed) refuseSignUp();
            return { data: { ...user, organizationId: claimed.organizationId } };
          },
          after: async (user, ctx) => {
            if (ctx?.path !== SIGN_UP_PATH) return;
            const u = user as typeof user & { organizationId?: string | null };
            const [inv] = await deps.db
              .select({ id: schema.invitation.id })
              .from(schema.invitation)
              .where(eq(schema.invitation.token, String(invitationTokenOf(ctx.body))));
            if (!inv || !u.organizationId) return;
            const ip = ctx.request?.headers.get('x-forwarded-for') ?? null;
            await recordSignUpInvitation(deps.db, inv.id, { id: u.id, name: u.name, email: u.email, organizationId: u.organizationId }, ip);
          },
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
        '/sign-up/email': signInRule,
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
