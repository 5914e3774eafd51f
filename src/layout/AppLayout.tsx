/**
 * The layout of every signed-in page (react-admin <Layout> with the Phases app bar and menu). It is also the
 * authentication gate of spec §2/§6: while the session loads it shows the pending spinner; a signed-out visitor of an
 * app route goes to /sign-in?redirect=<this page> (of an unknown path: the not-found page); a person without an
 * organisation sees NoOrganization (except on /settings).
 * Below it the active organisation is resolved before any page fetches data.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Layout } from 'react-admin';
import { matchPath, Navigate, useLocation } from 'react-router';
import { useSessionState } from '../authProvider/session';
import { ActiveOrganizationProvider } from '../authProvider/ActiveOrganization';
import { PendingScreen, useMinimumPending } from '../routing/pending';
import { APP_ROUTE_PATTERNS, PATHS, signInPath } from '../routing/paths';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { Breadcrumbs, BreadcrumbsProvider } from './Breadcrumbs';
import { ErrorScreen } from './ErrorScreen';
import { NoOrganization } from './NoOrganization';
import { NotFound } from './NotFound';

/** Layout and authentication gate of every signed-in page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { status, session } = useSessionState();
  const location = useLocation();
  const queryClient = useQueryClient();
  // react-admin caches identity and permissions: refresh them whenever the session changes (name, organisation…).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [session, queryClient]);
  const pending = useMinimumPending(status === 'pending');
  if (pending) return <PendingScreen />;
  if (!session) {
    const isAppRoute = APP_ROUTE_PATTERNS.some((pattern) => matchPath(pattern, location.pathname));
    if (!isAppRoute) return <NotFound />;
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  const withoutOrganization = !session.isAdmin && !session.organization && !location.pathname.startsWith(PATHS.settings);
  return (
    <ActiveOrganizationProvider session={session}>
      <BreadcrumbsProvider>
        <Layout appBar={AppBar} menu={AppMenu} error={ErrorScreen}>
          <Breadcrumbs />
          <Suspense fallback={<PendingScreen />}>{withoutOrganization ? <NoOrganization /> : children}</Suspense>
        </Layout>
      </BreadcrumbsProvider>
    </ActiveOrganizationProvider>
  );
}
