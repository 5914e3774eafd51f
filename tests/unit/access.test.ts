/**
 * The role matrix of contracts/access.ts, the one rule the SPA (menu, route guards, authProvider) and the API's role
 * hook ask: staff work on their organisation's records and their own account, admins on everything, a signed-out
 * visitor on nothing.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS, ADMIN_RESOURCES, canAccess, RESOURCES, roleOf, SIGNED_IN_RESOURCES, STAFF_RESOURCES } from '../../contracts/access';

describe('canAccess', () => {
  it('lets staff use the records of their organisation’s work and their own account, every action', () => {
    for (const resource of [...STAFF_RESOURCES, ...SIGNED_IN_RESOURCES]) {
      for (const action of ACTIONS) expect(canAccess('staff', resource, action), `${resource} ${action}`).toBe(true);
    }
  });

  it('keeps organisations, users, processing runs, the outbox, the audit log, the dashboard, onboarding and the demo pages for admins', () => {
    expect([...ADMIN_RESOURCES].sort()).toEqual([
      'audit-events',
      'dashboard',
      'demo',
      'onboarding',
      'organizations',
      'outbox',
      'processingRuns',
      'users',
    ]);
    for (const resource of [...ADMIN_RESOURCES, 'a-page-nobody-named']) {
      for (const action of ACTIONS) {
        expect(canAccess('staff', resource, action), `${resource} ${action}`).toBe(false);
        expect(canAccess('admin', resource, action), `${resource} ${action}`).toBe(true);
      }
    }
  });

  it('lets admins do everything staff do', () => {
    for (const resource of RESOURCES) expect(canAccess('admin', resource, 'delete')).toBe(true);
  });

  it('names every resource once, in exactly one of the three lists', () => {
    expect(new Set(RESOURCES).size).toBe(RESOURCES.length);
    expect(RESOURCES).toHaveLength(STAFF_RESOURCES.length + SIGNED_IN_RESOURCES.length + ADMIN_RESOURCES.length);
  });

  it('gives nothing to a signed-out visitor and reads the role from the session’s permissions', () => {
    for (const resource of RESOURCES) expect(canAccess(null, resource, 'list')).toBe(false);
    expect([roleOf({ isAdmin: true }), roleOf({ isAdmin: false }), roleOf(null), roleOf(undefined)]).toEqual(['admin', 'staff', null, null]);
  });
});
