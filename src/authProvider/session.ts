/**
 * The session of spec §3/§4 — `{ session, user, organization, isAdmin }` from GET /api/auth/get-session (extended
 * by the server's customSession) — with its three states: pending, authenticated, unauthenticated. One source of
 * truth: better-auth's session atom, read by React (useSessionState) and by the react-admin authProvider
 * (readSession).
 */
import { authClient } from './authClient';
import type { SessionOrganization } from '../../contracts/organizations';

export type { SessionOrganization };

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  organizationId?: string | null;
  isAdmin?: boolean;
  createdAt: string | Date;
}

export interface PhasesSession {
  session: { id: string; token: string; userId: string; expiresAt: string | Date };
  user: SessionUser;
  organization: SessionOrganization | null;
  isAdmin: boolean;
}

export type SessionStatus = 'pending' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  session: PhasesSession | null;
}

interface AtomValue {
  data: unknown;
  isPending: boolean;
  refetch: () => Promise<void>;
}
const sessionAtom = authClient.$store.atoms.session as unknown as {
  get(): AtomValue;
  subscribe(listener: (value: AtomValue) => void): () => void;
};

function toState(value: { data: unknown; isPending: boolean }): SessionState {
  const session = (value.data as PhasesSession | null) ?? null;
  if (value.isPending && !session) return { status: 'pending', session: null };
  return session?.user ? { status: 'authenticated', session } : { status: 'unauthenticated', session: null };
}

/** React hook: the current session state, re-rendering on every change (spec §4). */
export function useSessionState(): SessionState {
  const value = authClient.useSession();
  return toState(value);
}

/** Resolves with the session once it is known (not pending); null when signed out. */
export function readSession(): Promise<PhasesSession | null> {
  return new Promise((resolve) => {
    let done = false;
    // The callback may run at once; it unsubscribes a microtask later, when `unsubscribe` is set.
    const unsubscribe = sessionAtom.subscribe((value) => {
      const state = toState(value);
      if (done || state.status === 'pending') return;
      done = true;
      resolve(state.session);
      queueMicrotask(() => unsubscribe());
    });
  });
}

/** Fetches the session again and resolves when the atom holds the fresh value (after sign-in, invitation accept…). */
export async function refreshSession(): Promise<void> {
  await sessionAtom.get().refetch();
}
