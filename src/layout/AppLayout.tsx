/**
 * The layout of every signed-in page (react-admin <Layout> with the Phases app bar and menu). react-admin renders it
 * once authProvider.checkAuth has let the person in (<Admin requireAuth>); while the session is being replaced (a
 * sign-out) it shows the pending spinner. A person without an organisation sees NoOrganization (except on
 * /settings). Below it the active organisation is resolved before any page fetches data.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Layout } from 'react-admin';
import { useLocation } from 'react-router';
import { useSessionState } from '../authProvider/session';
import { ActiveOrganizationProvider } from '../authProvider/ActiveOrganization';
import { PendingScreen } from '../routing/pending';
import { PATHS } from '../routing/paths';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { Breadcrumbs, BreadcrumbsProvider } from './Breadcrumbs';
import { ErrorScreen } from './ErrorScreen';
import { NoOrganization } from './NoOrganization';

/** Layout of every signed-in page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { session } = useSessionState();
  const location = useLocation();
  const queryClient = useQueryClient();
  // react-admin caches identity and permissions: refresh them whenever the session changes (name, organisation…).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [session, queryClient]);
  if (!session) return <PendingScreen />;
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
