/**
 * / (spec §2): a signed-in person goes to /trials, anyone else to /sign-in?redirect=%2F.
 */
import { Navigate } from 'react-router';
import { useSessionState } from '../authProvider/session';
import { PendingScreen, useMinimumPending } from '../routing/pending';
import { PATHS, signInPath } from '../routing/paths';

/** Redirects / according to the session (spec §2). */
export function RootRedirect() {
  const { status } = useSessionState();
  const pending = useMinimumPending(status === 'pending');
  if (pending) return <PendingScreen />;
  return <Navigate to={status === 'authenticated' ? PATHS.trials : signInPath(PATHS.root)} replace />;
}
