/**
 * /sign-out (spec §2, §4): requires a session — a signed-out visitor goes to /sign-in?redirect=%2Fsign-out.
 * Otherwise it ends the session, forgets the cached data and the active organisation, and once the session state
 * has refreshed to signed-out, goes to /sign-in.
 */
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { authClient } from '../authProvider/authClient';
import { useSessionState } from '../authProvider/session';
import { setActiveOrganizationId } from '../dataProvider/activeOrganizationStore';
import { PendingScreen, useMinimumPending } from '../routing/pending';
import { PATHS, signInPath } from '../routing/paths';

/** Ends the session, then leaves for /sign-in (spec §2, §4). */
export function SignOutPage() {
  const { status } = useSessionState();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    if (status !== 'authenticated' || started.current) return;
    started.current = true;
    void authClient.signOut().finally(() => {
      queryClient.clear();
      setActiveOrganizationId(null);
      setSignedOut(true);
    });
  }, [status, queryClient]);

  const pending = useMinimumPending(status !== 'unauthenticated');
  if (pending) return <PendingScreen label="Signing out" />;
  return <Navigate to={signedOut || started.current ? PATHS.signIn : signInPath(PATHS.signOut)} replace />;
}
