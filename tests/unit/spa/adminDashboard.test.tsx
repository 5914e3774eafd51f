// @vitest-environment jsdom
/**
 * The admin dashboard (spec §2, §6): for the operator's global view, every count card covers the same visible set —
 * the organisations whose names do not contain demo, test or phases — organisations, users, trials and candidates
 * alike, read through the in-memory data provider.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVE_ORG_STORAGE_KEY } from '../../../contracts/constants';
import AdminDashboard from '../../../src/custom-pages/admin/AdminDashboard';
import { setActiveOrganizationId } from '../../../src/dataProvider/activeOrganizationStore';
import type { Organization } from '../../../src/dataProvider/types';
import { installDomShims, northside, renderPage, sessionOf } from './renderPage';

const SLOW = { timeout: 10_000 };
const org = (id: string, name: string, slug: string) => ({ ...northside, id, name, slug, publicId: `pub-${slug}` }) as Organization;
const lakeview = org('22222222-2222-4222-8222-222222222222', 'Lakeview Clinical Trials', 'lakeview');
const phases = org('33333333-3333-4333-8333-333333333333', 'Phases', 'phases');
const demo = org('44444444-4444-4444-8444-444444444444', 'Phases Demo', 'demo');
const organizations = [northside, lakeview, phases, demo];
const person = (id: string, organizationId: string) => ({ id, organizationId, name: id, email: `${id}@x.test` });

beforeEach(installDomShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
  setActiveOrganizationId(null);
});

describe('/admin/dashboard', () => {
  it('counts organisations, users, trials and candidates of the visible organisations only', async () => {
    localStorage.setItem(ACTIVE_ORG_STORAGE_KEY, phases.id);
    renderPage(<AdminDashboard />, '/admin/dashboard', {
      session: sessionOf(phases, true),
      data: {
        organizations,
        users: [person('a', northside.id), person('b', lakeview.id), person('c', phases.id), person('d', demo.id)],
        trials: [
          { id: 't1', organizationId: northside.id },
          { id: 't2', organizationId: demo.id },
        ],
        candidates: [
          { id: 'c1', organizationId: lakeview.id },
          { id: 'c2', organizationId: lakeview.id },
          { id: 'c3', organizationId: demo.id },
        ],
      },
    });
    const figure = async (label: string) => (await screen.findByRole('link', { name: new RegExp(`^${label} \\d+$`) }, SLOW)).textContent;
    expect(await figure('Organizations')).toBe('Organizations2');
    expect(await figure('Users')).toBe('Users2');
    expect(await figure('Trials')).toBe('Trials1');
    expect(await figure('Candidates')).toBe('Candidates2');
  });
});
