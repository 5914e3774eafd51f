/**
 * Who may see what in the SPA (spec §6), as one pure function so it can be tested without React; the authProvider's
 * canAccess, the route guards and the menu all ask it. Two roles: `admin` (isAdmin, the operator's staff) may do
 * everything; `staff` (any other member of an organisation) work on their own organisation's records — trials and
 * their criteria, candidates, prescreen forms and results, chat agents and conversations — while organisations,
 * onboarding, users, the audit log, the dashboard and the demo pages are for admins. The server enforces the same
 * rules and keeps each organisation's data to itself (DESIGN §5); this only decides what the UI offers.
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

/** The role of a session's permissions `{ isAdmin }` (null when signed out). */
export function roleOf(permissions: { isAdmin: boolean } | null | undefined): Role | null {
  if (!permissions) return null;
  return permissions.isAdmin ? 'admin' : 'staff';
}

/**
 * True when `role` may take `_action` (list, show, create, edit, delete, export …) on `resource`, a react-admin
 * resource or one of the pages `dashboard`, `onboarding`, `demo`. Today a role allows every action on the resources
 * it may use. Signed out (null): nothing.
 */
export function canAccess(role: Role | null, resource: string, _action: string): boolean {
  if (role === 'admin') return true;
  return role === 'staff' && (STAFF_RESOURCES as readonly string[]).includes(resource);
}
