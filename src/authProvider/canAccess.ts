/**
 * Who may do what in the SPA (spec §6), as a pure function so it can be tested without React: regular users work
 * on trials and candidates of their organisation; organisations, users and every /admin page are for admins
 * (isAdmin) only. The server enforces the same rules (DESIGN §5); this only decides what the UI offers.
 */
export interface Permissions {
  isAdmin: boolean;
}

/** Resources (react-admin names) and pseudo-resources only admins may touch. `admin` stands for the /admin pages. */
export const ADMIN_ONLY_RESOURCES = ['admin', 'organizations', 'users'] as const;

/** True when `permissions` allow `action` (list, show, create, edit, delete…) on `resource`. */
export function canAccess(permissions: Permissions | null | undefined, params: { resource: string; action: string }): boolean {
  if (!permissions) return false;
  if ((ADMIN_ONLY_RESOURCES as readonly string[]).includes(params.resource)) return permissions.isAdmin;
  return true;
}
