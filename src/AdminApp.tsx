/**
 * The signed-in application: react-admin's <Admin> inside the app's data router (DESIGN §2), with the Phases data
 * and auth providers (requireAuth: authProvider.checkAuth lets a person in), the shared QueryClient, sonner
 * notifications, the Phases layout (app bar with the organisation switcher, menu, breadcrumbs) and every
 * authenticated route of spec §2, each page guarded by RequireAccess where a role may not open it. Pages are lazily
 * loaded and registered for preloading on link intent.
 */
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { theme } from './theme/theme';
import { AppLayout } from './layout/AppLayout';
import { RequireAccess } from './layout/RequireAccess';
import { ErrorScreen } from './layout/ErrorScreen';
import { NotFound } from './layout/NotFound';
import { SonnerNotification } from './notifications/SonnerNotification';
import { PendingScreen } from './routing/pending';
import { lazyPage, registerRoutePreload } from './routing/lazyPage';
import { PATHS } from './routing/paths';
import { DEMO_CHAT_ORGANIZATION_ID } from '../contracts/constants';
import candidates from './resources/candidates';
import trials from './resources/trials';
import organizations from './resources/organizations';
import users from './resources/users';
import auditEvents from './resources/auditEvents';

const accountPage = lazyPage(() => import('./custom-pages/settings/AccountPage'));
const dashboardPage = lazyPage(() => import('./custom-pages/admin/AdminDashboard'));
const trialCriteriaPage = lazyPage(() => import('./custom-pages/admin/trialCriteria/TrialCriteriaPage'));
const prescreenFormsPage = lazyPage(() => import('./custom-pages/admin/prescreenForms/PrescreenFormsPage'));
const prescreenResultsPage = lazyPage(() => import('./custom-pages/prescreen/PrescreenResultsPage'));
const chatAgentsPage = lazyPage(() => import('./custom-pages/admin/chatAgents/ChatAgentsPage'));
const chatConversationsPage = lazyPage(() => import('./custom-pages/admin/chatConversations/ChatConversationsPage'));

const PRELOADS: [string, { preload: () => Promise<unknown> }][] = [
  [PATHS.trials, trials.list],
  [`${PATHS.trials}/:id`, trials.show],
  [PATHS.candidates, candidates.list],
  [`${PATHS.candidates}/:id`, candidates.show],
  [PATHS.account, accountPage],
  [PATHS.adminDashboard, dashboardPage],
  [PATHS.adminOrganizations, organizations.list],
  ['/admin/organization/:organizationId', organizations.edit],
  [PATHS.adminUsers, users.list],
  [PATHS.adminCandidates, candidates.list],
  [PATHS.adminTrials, trials.list],
  [PATHS.adminTrialCriteria, trialCriteriaPage],
  [PATHS.adminPrescreenForms, prescreenFormsPage],
  [PATHS.prescreenResults, prescreenResultsPage],
  [PATHS.adminChatAgents, chatAgentsPage],
  [PATHS.adminChatConversations, chatConversationsPage],
  [PATHS.adminAuditLog, auditEvents.list],
];
PRELOADS.forEach(([pattern, page]) => registerRoutePreload(pattern, page.preload));

const CandidateList = candidates.list.Component;
const CandidateShow = candidates.show.Component;
const TrialList = trials.list.Component;
const TrialShow = trials.show.Component;
const OrganizationList = organizations.list.Component;
const OrganizationEdit = organizations.edit.Component;
const UserList = users.list.Component;
const AuditLogList = auditEvents.list.Component;
const AccountPage = accountPage.Component;
const AdminDashboard = dashboardPage.Component;
const TrialCriteriaPage = trialCriteriaPage.Component;
const PrescreenFormsPage = prescreenFormsPage.Component;
const PrescreenResultsPage = prescreenResultsPage.Component;
const ChatAgentsPage = chatAgentsPage.Component;
const ChatConversationsPage = chatConversationsPage.Component;

/** react-admin's loading screen (used while it resolves its configuration). */
const Loading = () => <PendingScreen />;

/** react-admin list routes of the admin-only resources lead to their /admin pages. */
const ToAdminOrganizations = () => <Navigate to={PATHS.adminOrganizations} replace />;
const ToAdminUsers = () => <Navigate to={PATHS.adminUsers} replace />;
const ToAdminAuditLog = () => <Navigate to={PATHS.adminAuditLog} replace />;

/** The react-admin application; `queryClient` is the app-wide client created in App. */
export default function AdminApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Admin
      title="Phases"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      theme={theme}
      layout={AppLayout}
      catchAll={NotFound}
      error={ErrorScreen}
      loading={Loading}
      notification={SonnerNotification}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource name="trials" list={<TrialList />} icon={trials.icon} recordRepresentation={trials.recordRepresentation}>
        <Route path=":id" element={<TrialShow />} />
      </Resource>
      <Resource name="candidates" list={<CandidateList />} icon={candidates.icon} recordRepresentation={candidates.recordRepresentation}>
        <Route path=":id" element={<CandidateShow />} />
      </Resource>
      <Resource name="organizations" list={ToAdminOrganizations} icon={organizations.icon} recordRepresentation={organizations.recordRepresentation} />
      <Resource name="users" list={ToAdminUsers} icon={users.icon} recordRepresentation={users.recordRepresentation} />
      <Resource name="audit-events" list={ToAdminAuditLog} icon={auditEvents.icon} recordRepresentation={auditEvents.recordRepresentation} />
      <CustomRoutes>
        <Route path={PATHS.settings} element={<Navigate to={PATHS.account} replace />} />
        <Route path={PATHS.account} element={<AccountPage />} />
        <Route path={PATHS.admin} element={<Navigate to={PATHS.adminDashboard} replace />} />
        <Route path={PATHS.adminDashboard} element={<RequireAccess resource="dashboard"><AdminDashboard /></RequireAccess>} />
        <Route path={PATHS.adminOrganizations} element={<RequireAccess resource="organizations"><OrganizationList /></RequireAccess>} />
        <Route path="/admin/organization/:organizationId" element={<RequireAccess resource="organizations" action="edit"><OrganizationEdit /></RequireAccess>} />
        <Route path={PATHS.adminUsers} element={<RequireAccess resource="users"><UserList /></RequireAccess>} />
        <Route path={PATHS.adminCandidates} element={<RequireAccess resource="candidates"><CandidateList admin /></RequireAccess>} />
        <Route path={PATHS.adminTrials} element={<RequireAccess resource="trials"><TrialList admin /></RequireAccess>} />
        <Route path={PATHS.adminTrialCriteria} element={<RequireAccess resource="trialCriteria" action="edit"><TrialCriteriaPage /></RequireAccess>} />
        <Route path={PATHS.adminPrescreenForms} element={<RequireAccess resource="prescreenForms"><PrescreenFormsPage /></RequireAccess>} />
        <Route path={PATHS.prescreen} element={<Navigate to={PATHS.prescreenResults} replace />} />
        <Route path={PATHS.prescreenResults} element={<RequireAccess resource="prescreenResults"><PrescreenResultsPage /></RequireAccess>} />
        <Route path={PATHS.adminChatAgents} element={<RequireAccess resource="chatAgents"><ChatAgentsPage /></RequireAccess>} />
        <Route path={PATHS.adminChatConversations} element={<RequireAccess resource="chatConversations"><ChatConversationsPage /></RequireAccess>} />
        <Route path={PATHS.adminDemoChat} element={<RequireAccess resource="demo"><Navigate to={PATHS.chatOf(DEMO_CHAT_ORGANIZATION_ID)} replace /></RequireAccess>} />
        <Route path={PATHS.adminAuditLog} element={<RequireAccess resource="audit-events"><AuditLogList /></RequireAccess>} />
      </CustomRoutes>
    </Admin>
  );
}
