/**
 * Breadcrumb trails of the routes (spec §2 labels), as a pure table so it can be unit-tested. Every crumb but the
 * last links to its page. Record pages end in a generic label ("Candidate", "Trial", "Organization") that the page
 * may replace with the record's name (see Breadcrumbs).
 */
export interface Crumb {
  label: string;
  to?: string;
}

const ADMIN: Crumb = { label: 'Admin', to: '/admin' };

const TRAILS: { pattern: string; trail: Crumb[] }[] = [
  { pattern: '/trials', trail: [{ label: 'Trials' }] },
  { pattern: '/trials/:id', trail: [{ label: 'Trials', to: '/trials' }, { label: 'Trial' }] },
  { pattern: '/candidates', trail: [{ label: 'Candidates' }] },
  { pattern: '/candidates/:id', trail: [{ label: 'Candidates', to: '/candidates' }, { label: 'Candidate' }] },
  { pattern: '/settings/account', trail: [{ label: 'Settings', to: '/settings' }, { label: 'My account' }] },
  { pattern: '/admin/dashboard', trail: [ADMIN, { label: 'Dashboard' }] },
  { pattern: '/admin/organizations', trail: [ADMIN, { label: 'Organizations' }] },
  {
    pattern: '/admin/organization/:id',
    trail: [ADMIN, { label: 'Organizations', to: '/admin/organizations' }, { label: 'Organization' }],
  },
  { pattern: '/admin/users', trail: [ADMIN, { label: 'Users' }] },
  { pattern: '/admin/candidates', trail: [ADMIN, { label: 'Candidates' }] },
  { pattern: '/admin/trials', trail: [ADMIN, { label: 'Trials' }] },
  { pattern: '/admin/trial-criteria', trail: [ADMIN, { label: 'Trial criteria' }] },
  { pattern: '/admin/prescreen-forms', trail: [ADMIN, { label: 'Prescreen forms' }] },
  { pattern: '/admin/chat-agents', trail: [ADMIN, { label: 'Chat agents' }] },
  { pattern: '/admin/chat-conversations', trail: [ADMIN, { label: 'Chat conversations' }] },
  { pattern: '/admin/audit-log', trail: [ADMIN, { label: 'Audit log' }] },
  { pattern: '/prescreen/results', trail: [{ label: 'Prescreen', to: '/prescreen' }, { label: 'Results' }] },
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

/** The trail of `pathname` (trailing slash ignored), or [] for a path without one (sign-in, 404…). */
export function breadcrumbTrail(pathname: string): Crumb[] {
  return TRAILS.find((t) => matches(t.pattern, pathname))?.trail ?? [];
}
