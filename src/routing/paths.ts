/**
 * Paths of the SPA (spec §2) and the sign-in redirect rules: `/` and every signed-in page send a signed-out visitor
 * to `/sign-in?redirect=<where they were>`; the redirect target is only ever a path of this app.
 */
export const PATHS = {
  root: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  signOut: '/sign-out',
  trials: '/trials',
  trial: (id: string) => `/trials/${encodeURIComponent(id)}`,
  candidates: '/candidates',
  candidate: (id: string) => `/candidates/${encodeURIComponent(id)}`,
  settings: '/settings',
  account: '/settings/account',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminOrganizations: '/admin/organizations',
  adminOrganization: (id: string) => `/admin/organization/${encodeURIComponent(id)}`,
  adminUsers: '/admin/users',
  adminCandidates: '/admin/candidates',
  adminTrials: '/admin/trials',
  adminTrialCriteria: '/admin/trial-criteria',
  /** /admin/trial-criteria with the trial picked (`trialId` search param). */
  adminTrialCriteriaOf: (trialId: string) => `/admin/trial-criteria?trialId=${encodeURIComponent(trialId)}`,
  adminPrescreenForms: '/admin/prescreen-forms',
  /** /admin/prescreen-forms with one form open in the builder (`formId` search param). */
  adminPrescreenForm: (formId: string) => `/admin/prescreen-forms?formId=${encodeURIComponent(formId)}`,
  /** The public chat entry (spec §2): `?organization-id=&conversation-id=&token=` redirects to chatOf. */
  chat: '/chat',
  /**
   * An organisation's public chat; `conversation-id` and `token`, each when given, are carried in its search params
   * (with both it resumes that conversation).
   */
  chatOf: (organizationId: string, resume: { conversationId?: string; token?: string } = {}) => {
    const params = new URLSearchParams();
    if (resume.conversationId) params.set('conversation-id', resume.conversationId);
    if (resume.token) params.set('token', resume.token);
    const search = params.toString();
    return `/chat/${encodeURIComponent(organizationId)}${search ? `?${search}` : ''}`;
  },
  prescreen: '/prescreen',
  prescreenResults: '/prescreen/results',
  /** The prescreen review of one candidate (spec §2: /prescreen/results with candidateId). */
  prescreenReview: (candidateId: string) => `/prescreen/results?candidateId=${encodeURIComponent(candidateId)}`,
  adminChatAgents: '/admin/chat-agents',
  adminChatConversations: '/admin/chat-conversations',
  adminDemoChat: '/admin/demo/chat',
  /** The audit log; filters in the search params (SEARCH.auditLog). */
  adminAuditLog: '/admin/audit-log',
} as const;

/** Pages that must not be a post-sign-in destination (they would loop or sign the person out again). */
const AUTH_PAGES: readonly string[] = [PATHS.signIn, PATHS.signOut];

/**
 * A path of this app (starts with one `/`, no scheme, no backslash): the only values the `redirect` param may hold;
 * null otherwise.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Where to go after signing in: the `redirect` target unless it is a sign-in or sign-out page, else `/`. */
export function postSignInDestination(redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  if (!target) return PATHS.root;
  return AUTH_PAGES.includes(target.split(/[?#]/)[0]) ? PATHS.root : target;
}

/** `/sign-in?redirect=<target>` (spec §2), e.g. signInPath('/') → '/sign-in?redirect=%2F'. */
export function signInPath(target: string): string {
  return `${PATHS.signIn}?redirect=${encodeURIComponent(target)}`;
}

/** The sign-in path that brings the person back to the current browser location (on sign-in already: that page). */
export function signInPathForCurrentLocation(): string {
  const { pathname, search, hash } = window.location;
  if (pathname === PATHS.signIn) return `${pathname}${search}`;
  return signInPath(`${pathname}${search}${hash}`);
}
