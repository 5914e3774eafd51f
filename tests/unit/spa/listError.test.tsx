// @vitest-environment jsdom
/**
 * A list whose request fails (spec §8): the users grid over a data provider answering 503 shows the query error panel
 * — title "Error", the spec's text "Service Unavailable", "Try Again" — in place of the grid, with neither an empty
 * grid nor a page count nor a toast, after one retry (spec §9); "Try Again" asks again and shows the rows once the
 * API answers.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useNotificationContext, type RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UserList from '../../../src/resources/users/UserList';
import { toApiError } from '../../../src/dataProvider/httpClient';
import { AT, installDomShims, northside, ORG_ID, renderPage, sessionOf } from './renderPage';

/** Retry (1 s) and render on a busy machine. */
const SLOW = { timeout: 8000 };

/** The pagination's "1-25 of 25" (its translation key where the test renders without an i18n provider). */
const PAGE_COUNT = /page_range_info|\d+-\d+ of \d+/;

const user = { id: 'u-ann', name: 'Ann Admin', email: 'ann@phases.local', organizationId: ORG_ID, isAdmin: true, emailVerified: true, createdAt: AT };

/** What the data provider throws for the API's 503 answer (the real http client's error). */
const unavailable = () =>
  toApiError(new Response(JSON.stringify({ message: 'database restarting' }), { status: 503, statusText: 'Service Unavailable' }));

/** The notifications react-admin was asked to show (its queue, which the app forwards to the toasts). */
let notifications: unknown[] = [];
function NotificationProbe() {
  notifications = useNotificationContext().notifications;
  return null;
}

beforeEach(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications = [];
});

describe('a list whose request fails', () => {
  it('shows the query error panel instead of the grid, retries once, and Try Again asks again', async () => {
    let fail = true;
    const { dataProvider } = renderPage(
      <>
        <UserList />
        <NotificationProbe />
      </>,
      '/admin/users',
      {
        session: sessionOf(northside, true),
        data: { users: [user as RaRecord] },
        methods: {
          getList: async (resource: string) => {
            if (resource === 'users' && fail) throw await unavailable();
            return resource === 'users' ? { data: [user], total: 1 } : { data: [northside], total: 1 };
          },
        },
      },
    );
    const usersCalls = () => dataProvider.getList.mock.calls.filter(([resource]) => resource === 'users').length;

    const panel = await screen.findByRole('alert', {}, SLOW);
    expect(within(panel).getByText('Error')).toBeTruthy();
    expect(panel.textContent).toContain('Service Unavailable');
    expect(usersCalls()).toBe(2); // the request and its one retry
    expect(screen.queryByText(/No Users? found/i)).toBeNull();
    expect(screen.queryByText(PAGE_COUNT)).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Email' })).toBeNull();
    expect(notifications).toEqual([]);

    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    await screen.findByText('ann@phases.local', {}, SLOW);
    expect(usersCalls()).toBe(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(PAGE_COUNT)).toBeTruthy();
  }, 15_000);
});
