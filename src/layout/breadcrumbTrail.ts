/**
 * Breadcrumb trails of the routes (spec §2 labels), as a pure table so it can be unit-tested. Every crumb but the
 * last links to its page (a `:id` in its link is the id of the path). A record's crumb carries a generic label
 * ("Candidate", "Trial", "Organization") that the page replaces with the record's name (see Breadcrumbs); a trial is
 * named by its title, cut to fit, wherever a trail names one (trial page, prescreen review).
 */
export interface Crumb {
  label: string;
  to?: string;
  /** The crumb of the page's record: the page may name it (the candidate's name for "Candidate"). */
  record?: boolean;
}

const ADMIN: Crumb = { label: 'Admin', to: '/admin' };
const CANDIDATES: Crumb = { label: 'Candidates', to: '/candidates' };

const TRAILS: { pattern: string; trail: Crumb[] }[] = [
  { pattern: '/trials', trail: [{ label: 'Trials' }] },
  {
    pattern: '/trials/:id',
    trail: [
      { label: 'Trials', to: '/trials' },
      { label: 'Trial', record: true },
    ],
  },
  { pattern: '/candidates', trail: [{ label: 'Candidates' }] },
  { pattern: '/candidates/:id', trail: [CANDIDATES, { label: 'Candidate', record: true }] },
  {
    pattern: '/candidates/:id/contact-history',
    trail: [CANDIDATES, { label: 'Candidate', to: '/candidates/:id', record: true }, { label: 'Contact history' }],
  },
  { pattern: '/settings/account', trail: [{ label: 'Settings', to: '/settings' }, { label: 'My account' }] },
  { pattern: '/admin/dashboard', trail: [ADMIN, { label: 'Dashboard' }] },
  { pattern: '/admin/organizations', trail: [ADMIN, { label: 'Organizations' }] },
  {
    pattern: '/admin/organization/:id',
    trail: [ADMIN, { label: 'Organizations', to: '/admin/organizations' }, { label: 'Organization', record: true }],
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

/** The `:id` of `pattern` in `pathname` ('' when the pattern has none), or null when the path does not match. */
function match(pattern: string, pathname: string): string | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length || !want.every((segment, i) => segment.startsWith(':') || segment === got[i])) return null;
  const at = want.indexOf(':id');
  return at >= 0 ? got[at] : '';
}

/** The trail of `pathname` (trailing slash ignored), or [] for a path without one (sign-in, 404…). */
export function breadcrumbTrail(pathname: string): Crumb[] {
  for (const { pattern, trail } of TRAILS) {
    const id = match(pattern, pathname);
    if (id !== null) return trail.map((crumb) => (crumb.to?.includes(':id') ? { ...crumb, to: crumb.to.replace(':id', id) } : crumb));
  }
  return [];
}

/** Longest trial title a crumb shows, in characters. */
const TRIAL_CRUMB_LENGTH = 60;

/** A trial in a crumb: its title, cut to fit ("A Research Study to See How Well…"). */
export function trialCrumbLabel(trial: { title: string }): string {
  const { title } = trial;
  return title.length > TRIAL_CRUMB_LENGTH ? `${title.slice(0, TRIAL_CRUMB_LENGTH - 1).trimEnd()}…` : title;
}
