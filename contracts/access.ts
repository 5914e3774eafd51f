/**
 * Who may do what (spec §6), as one pure function both sides ask, so the SPA and the API cannot disagree: the SPA's
 * authProvider canAccess, route guards and menu decide what the UI offers, and the API's role hook
 * (server/plugins/access.ts) answers 403 to what the rule does not allow. Two roles: `admin` (isAdmin, the operator's
 * staff) may do everything; `staff` (any other member of an organisation) work on their own organisation's records —
 * trials and their criteria, candidates, prescreen forms and results, chat agents and conversations — and on their own
 * account, while organisations, onboarding, users, processing runs, the outbox, the audit log, the dashboard and the
 * demo pages are for admins. A role decides which kind of record a person may use; whose records they are is the
 * separate tenancy rule (each organisation's data to itself, DESIGN §5), which the server applies on its own.
 */

/** A signed-in person's role. */
export type Role = 'admin' | 'staff';

/** The resources (react-admin names) and pages staff may use, every action on them. */
export const STAFF_RESOURCES = [
  'trials',
  'trialCriteria',
  'candidates',
  'prescreenForms',
  'prescreenResults',
  'prescreenReviews',
  'chatAgents',
  'chatConversations',
] as const;

/**
 * What every signed-in person may use: `account`, their own account (who they are, the settings page), the
 * organisations they may act for (the organisation switcher's list; staff see only their own) and joining an
 * organisation by invitation.
 */
export const SIGNED_IN_RESOURCES = ['account'] as const;

/** The resources and pages (`dashboard`, `onboarding`, `demo`) only admins may use. */
export const ADMIN_RESOURCES = ['organizations', 'onboarding', 'users', 'processingRuns', 'outbox', 'audit-events', 'dashboard', 'demo'] as const;

/** Every resource and page of the matrix. */
export const RESOURCES = [...SIGNED_IN_RESOURCES, ...STAFF_RESOURCES, ...ADMIN_RESOURCES] as const;
export type Resource = (typeof RESOURCES)[number];

/** What may be done to a resource: react-admin's actions, plus the CSV exports and imports. */
export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'] as const;
export type Action = (typeof ACTIONS)[number];

const STAFF_MAY_USE: ReadonlySet<string> = new Set([...SIGNED_IN_RESOURCES, ...STAFF_RESOURCES]);

/** The role of a session's permissions `{ isAdmin }` (null when signed out). */
export function roleOf(permissions: { isAdmin: boolean } | null | undefined): Role | null {
  if (!permissions) return null;
  return permissions.isAdmin ? 'admin' : 'staff';
}

/**
 * True when `role` may take `_action` (an {@link Action}, or another react-admin action) on `resource`, a
 * {@link Resource} (react-admin resource or page). Today a role allows every action on the resources it may use; a
 * name the matrix does not know is for admins. Signed out (null): nothing.
 */
export function canAccess(role: Role | null, resource: string, _action: string): boolean {
  if (role === 'admin') return true;
  return role === 'staff' && STAFF_MAY_USE.has(resource);
}
