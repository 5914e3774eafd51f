/**
 * The signed-in application: react-admin's <Admin> inside the app's data router (DESIGN §2), with the Phases data
 * and auth providers (requireAuth: authProvider.checkAuth lets a person in), the shared QueryClient, sonner
 * notifications, the Phases layout (app bar with the organisation switcher, menu, breadcrumbs) and every
 * authenticated route of spec §2, each page guarded by RequireAccess where a role may not open it. Every record type
 * is a <Resource>; where its default route (/chatAgents …) is not the spec's, that route leads to the spec's page,
 * which CustomRoutes mounts and which names its resource. Pages are lazily loaded and registered for preloading on
 * link intent.
 */
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { adminStore } from './adminStore';
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
import chatAgents from './custom-pages/admin/chatAgents';
import chatConversations from './custom-pages/admin/chatConversations';
import prescreenForms from './custom-pages/admin/prescreenForms';
import trialCriteria from './custom-pages/admin/trialCriteria';
import prescreenResults from './custom-pages/prescreen';

const accountPage = lazyPage(() => import('./custom-pages/settings/AccountPage'));
const dashboardPage = lazyPage(() => import('./custom-pages/admin/AdminDashboard'));

const PRELOADS: [string, { preload: () => Promise<unknown> }][] = [
  [PATHS.trials, trials.list],
  [`${PATHS.trials}/:id`, trials.show],
  [PATHS.candidates, candidates.list],
  [`${PATHS.candidates}/:id`, candidates.show],
  [`${PATHS.candidates}/:id/contact-history`, candidates.contactHistory],
  [PATHS.account, accountPage],
  [PATHS.adminDashboard, dashboardPage],
  [PATHS.adminOrganizations, organizations.list],
  ['/admin/organization/:organizationId', organizations.edit],
  [PATHS.adminUsers, users.list],
  [PATHS.adminCandidates, candidates.list],
  [PATHS.adminTrials, trials.list],
  [PATHS.adminTrialCriteria, trialCriteria.edit],
  [PATHS.adminPrescreenForms, prescreenForms.list],
  [PATHS.prescreenResults, prescreenResults.list],
  [PATHS.adminChatAgents, chatAgents.list],
  [PATHS.adminChatConversations, chatConversations.list],
  [PATHS.adminAuditLog, auditEvents.list],
];
PRELOADS.forEach(([pattern, page]) => registerRoutePreload(pattern, page.preload));

const CandidateList = candidates.list.Component;
const CandidateShow = candidates.show.Component;
const ContactHistory = candidates.contactHistory.Component;
const TrialList = trials.list.Component;
const TrialShow = trials.show.Component;
const OrganizationList = organizations.list.Component;
const OrganizationEdit = organizations.edit.Component;
const UserList = users.list.Component;
const AuditLogList = auditEvents.list.Component;
const AccountPage = accountPage.Component;
const AdminDashboard = dashboardPage.Component;
const TrialCriteriaPage = trialCriteria.edit.Component;
const PrescreenFormsPage = prescreenForms.list.Component;
const PrescreenResultsPage = prescreenResults.list.Component;
const ChatAgentsPage = chatAgents.list.Component;
const ChatConversationsPage = chatConversations.list.Component;

/** react-admin's loading screen (used while it resolves its configuration). */
const Loading = () => <PendingScreen />;

/** A resource's default list route (/chatAgents …) leads to its page on the spec's route. */
const redirectTo = (path: string) => () => <Navigate to={path} replace />;
const ToAdminOrganizations = redirectTo(PATHS.adminOrganizations);
const ToAdminUsers = redirectTo(PATHS.adminUsers);
const ToAdminAuditLog = redirectTo(PATHS.adminAuditLog);
const ToChatAgents = redirectTo(PATHS.adminChatAgents);
const ToChatConversations = redirectTo(PATHS.adminChatConversations);
const ToPrescreenForms = redirectTo(PATHS.adminPrescreenForms);
const ToPrescreenResults = redirectTo(PATHS.prescreenResults);

/** The react-admin application; `queryClient` is the app-wide client created in App. */
export default function AdminApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Admin
      title="Phases"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      store={adminStore}
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
      <Resource
        name="organizations"
        list={ToAdminOrganizations}
        icon={organizations.icon}
        recordRepresentation={organizations.recordRepresentation}
      />
      <Resource name="users" list={ToAdminUsers} icon={users.icon} recordRepresentation={users.recordRepresentation} />
      <Resource name="audit-events" list={ToAdminAuditLog} icon={auditEvents.icon} recordRepresentation={auditEvents.recordRepresentation} />
      <Resource name="chatAgents" list={ToChatAgents} icon={chatAgents.icon} recordRepresentation={chatAgents.recordRepresentation} />
      <Resource
        name="chatConversations"
        list={ToChatConversations}
        icon={chatConversations.icon}
        recordRepresentation={chatConversations.recordRepresentation}
      />
      <Resource name="prescreenForms" list={ToPrescreenForms} icon={prescreenForms.icon} recordRepresentation={prescreenForms.recordRepresentation} />
      <Resource
        name="prescreenResults"
        list={ToPrescreenResults}
        icon={prescreenResults.icon}
        recordRepresentation={prescreenResults.recordRepresentation}
      />
      <Resource name="prescreenReviews" />
      <Resource name="trialCriteria" icon={trialCriteria.icon} recordRepresentation={trialCriteria.recordRepresentation} />
      <CustomRoutes>
        <Route path={PATHS.settings} element={<Navigate to={PATHS.account} replace />} />
        <Route path={PATHS.account} element={<AccountPage />} />
        <Route
          path={`${PATHS.candidates}/:id/contact-history`}
          element={
            <RequireAccess resource="candidates" action="show">
              <ContactHistory />
            </RequireAccess>
          }
        />
        <Route path={PATHS.admin} element={<Navigate to={PATHS.adminDashboard} replace />} />
        <Route
          path={PATHS.adminDashboard}
          element={
            <RequireAccess resource="dashboard">
              <AdminDashboard />
            </RequireAccess>
          }
        />
        <Route
          path={PATHS.adminOrganizations}
          element={
            <RequireAccess resource="organizations">
              <OrganizationList />
            </RequireAccess>
          }
        />
        <Route
          path="/admin/organization/:organizationId"
          element={
            <RequireAccess resource="organizations" action="edit">
              <OrganizationEdit />
            </RequireAccess>
          }
        />
        <Route
          path={PATHS.adminUsers}
          element={
            <RequireAccess resource="users">
              <UserList />
            </RequireAccess>
          }
        />
        <Route
          path={PATHS.adminCandidates}
          element={
            <RequireAccess resource="candidates">
              <CandidateList admin />
            </RequireAccess>
          }
        />
        <Route
          path={PATHS.adminTrials}
          element={
            <RequireAccess resource="trials">
              <TrialList admin />
            </RequireAccess>
          }
        />
        <Route
          path={PATHS.adminTrialCriteria}
          element={
            <RequireAccess resource="trialCriteria" action="edit">
              <TrialCriteriaPage />
            </RequireAccess>
          }
        />
        <Route
          path={PATHS.adminPrescreenForms}
          element={
            <RequireAccess resource="prescreenForms">
              <PrescreenFormsPage />
            </RequireAccess>
          }
        />
        <Route path={PATHS.prescreen} element={<Navigate to={PATHS.prescreenResults} replace />} />
        <Route
          path={PATHS.prescreenResults}
          element={
            <RequireAccess resource="prescreenResults">
              <PrescreenResultsPage />
            </RequireAccess>
          }
        />
        <Route
          path={PATHS.adminChatAgents}
          element={
            <RequireAccess resource="chatAgents">
              <ChatAgentsPage />
            </RequireAccess>
          }
        />
        <Route
          path={PATHS.adminChatConversations}
          element={
            <RequireAccess resource="chatConversations">
              <ChatConversationsPage />
            </RequireAccess>
          }
        />
        <Route
          path={PATHS.adminDemoChat}
          element={
            <RequireAccess resource="demo">
              <Navigate to={PATHS.chatOf(DEMO_CHAT_ORGANIZATION_ID)} replace />
            </RequireAccess>
          }
        />
        <Route
          path={PATHS.adminAuditLog}
          element={
            <RequireAccess resource="audit-events">
              <AuditLogList />
            </RequireAccess>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}
