/**
 * The react-admin authProvider (DESIGN §3) over the better-auth client, the one sign-in gate of the signed-in pages
 * (<Admin requireAuth> asks checkAuth before any of them renders). Signed-out visitors are sent to
 * `/sign-in?redirect=<current location>` (spec §2); a 401 from the API ends the session the same way, a 403 does
 * not (the person stays signed in and sees the error). Permissions are `{ isAdmin }`; canAccess is the pure rule of
 * contracts/access.ts for the person's role.
 */
import type { AuthProvider } from 'react-admin';
import { leaveTo } from '../routing/appNavigation';
import { PATHS, signInPathForCurrentLocation } from '../routing/paths';
import { authClient, unwrapAuth } from './authClient';
import { canAccess, roleOf } from '../../contracts/access';
import { readSession, refreshSession } from './session';

/**
 * Signs in with email and password and waits for the refreshed session.
 * @throws Error with a message for the person (wrong credentials, rate limit…).
 */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  await unwrapAuth(authClient.signIn.email({ email, password }));
  await refreshSession();
}

async function permissions(): Promise<{ isAdmin: boolean } | null> {
  const session = await readSession();
  return session ? { isAdmin: session.isAdmin } : null;
}

function status(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? (error as { status?: number }).status : undefined;
}

/** react-admin authProvider: session checks, 401 handling, identity, `{ isAdmin }` permissions, canAccess. */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    await signInWithEmail(email, password);
  },

  /**
   * Signs out and leads to /sign-in. Without a session (a failed check) it leaves for /sign-in?redirect=<this page>
   * at once and tells react-admin not to navigate itself (its own navigation would leave the signed-in page mounted
   * while react-admin clears its cache, and the check would run again).
   */
  async logout() {
    if (!(await readSession())) {
      leaveTo(signInPathForCurrentLocation());
      return false;
    }
    await authClient.signOut();
    return PATHS.signIn;
  },

  async checkAuth() {
    if (!(await readSession())) throw { redirectTo: signInPathForCurrentLocation(), message: false };
  },

  async checkError(error: unknown) {
    if (status(error) === 401) throw { redirectTo: signInPathForCurrentLocation(), message: false };
  },

  async getIdentity() {
    const session = await readSession();
    if (!session) throw new Error('Not signed in');
    return { id: session.user.id, fullName: session.user.name, email: session.user.email };
  },

  getPermissions: permissions,

  async canAccess({ resource, action }) {
    return canAccess(roleOf(await permissions()), resource, action);
  },
};
