// @vitest-environment jsdom
/**
 * The active organisation (spec §4): an admin keeps the stored choice while it is in the list, otherwise gets the
 * first organisation, and that choice is what localStorage holds afterwards (written when nothing was stored, and in
 * place of an id no longer listed); a coordinator gets their own organisation and storage is left alone.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useActiveOrganization } from '../../../src/authProvider/ActiveOrganization';
import { ACTIVE_ORG_STORAGE_KEY } from '../../../contracts/constants';
import { setActiveOrganizationId } from '../../../src/dataProvider/activeOrganizationStore';
import type { Organization } from '../../../src/dataProvider/types';
import { northside, renderPage, sessionOf } from './renderPage';

const SLOW = { timeout: 8000 };
const org = (id: string, name: string, slug: string) => ({ ...northside, id, name, slug, publicId: `pub-${slug}` }) as Organization;
const lakeview = org('22222222-2222-4222-8222-222222222222', 'Lakeview Clinical Trials', 'lakeview');
const phases = org('33333333-3333-4333-8333-333333333333', 'Phases', 'phases');
const organizations = [northside, lakeview, phases];

function ActiveName() {
  return <p>Active: {useActiveOrganization().active?.name}</p>;
}

const renderAs = (admin: boolean) =>
  renderPage(<ActiveName />, '/trials', { data: { organizations }, session: sessionOf(admin ? phases : northside, admin) });

afterEach(() => {
  cleanup();
  localStorage.clear();
  setActiveOrganizationId(null);
});

describe('the active organisation in localStorage', () => {
  it('an admin with nothing stored gets the first organisation of the list, and it is stored', async () => {
    renderAs(true);
    await screen.findByText('Active: Lakeview Clinical Trials', {}, SLOW);
    expect(localStorage.getItem(ACTIVE_ORG_STORAGE_KEY)).toBe(lakeview.id);
  });

  it('a stored id no longer in the list is replaced by the first organisation', async () => {
    localStorage.setItem(ACTIVE_ORG_STORAGE_KEY, '99999999-9999-4999-8999-999999999999');
    renderAs(true);
    await screen.findByText('Active: Lakeview Clinical Trials', {}, SLOW);
    expect(localStorage.getItem(ACTIVE_ORG_STORAGE_KEY)).toBe(lakeview.id);
  });

  it('a stored id still in the list stays the active organisation', async () => {
    localStorage.setItem(ACTIVE_ORG_STORAGE_KEY, northside.id);
    renderAs(true);
    await screen.findByText('Active: Northside Research', {}, SLOW);
    expect(localStorage.getItem(ACTIVE_ORG_STORAGE_KEY)).toBe(northside.id);
  });

  it('a coordinator gets their own organisation and nothing is stored', async () => {
    renderAs(false);
    await screen.findByText('Active: Northside Research', {}, SLOW);
    expect(localStorage.getItem(ACTIVE_ORG_STORAGE_KEY)).toBeNull();
  });
});
