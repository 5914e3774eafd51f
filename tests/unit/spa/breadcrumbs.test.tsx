// @vitest-environment jsdom
/**
 * The breadcrumb's "Admin" crumb leads to the admin dashboard, which only administrators may open: an administrator
 * gets a link, a coordinator on an /admin page of their organisation's work reads the word without a link.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Breadcrumbs, BreadcrumbsProvider } from '../../../src/layout/Breadcrumbs';
import { installDomShims, northside, renderPage, sessionOf } from './renderPage';

const SLOW = { timeout: 10_000 };
const page = (admin: boolean) =>
  renderPage(
    <BreadcrumbsProvider>
      <Breadcrumbs />
    </BreadcrumbsProvider>,
    '/admin/trials',
    { session: sessionOf(northside, admin) },
  );

beforeEach(installDomShims);
afterEach(cleanup);

describe('the Admin crumb', () => {
  it('is a link to the dashboard for an administrator', async () => {
    page(true);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' }, SLOW);
    expect((await within(crumbs).findByRole('link', { name: 'Admin' }, SLOW)).getAttribute('href')).toBe('/admin');
  });

  it('is plain text for a coordinator', async () => {
    page(false);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' }, SLOW);
    expect(await within(crumbs).findByText('Admin', {}, SLOW)).toBeTruthy();
    expect(within(crumbs).queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});
