import { describe, expect, it } from 'vitest';
import { hasGlobalAccess, isExcludedFromGlobalView, isOperatorSlug, pickActiveOrganization, visibleOrganizationIds } from '../../contracts/orgAccess';

const phases = { id: 'o-phases', name: 'Phases', slug: 'phases' };
const northside = { id: 'o-north', name: 'Northside Research', slug: 'northside' };
const lakeview = { id: 'o-lake', name: 'Lakeview Clinical Trials', slug: 'lakeview' };
const demo = { id: 'o-demo', name: 'Phases Demo', slug: 'phases-demo' };
const testOrg = { id: 'o-test', name: 'Integration TEST site', slug: 'qa' };
const orgs = [phases, northside, lakeview, demo, testOrg];

describe('pickActiveOrganization', () => {
  it('keeps an admin’s stored choice while it is still in the list', () => {
    expect(pickActiveOrganization(orgs, { isAdmin: true, ownOrganizationId: phases.id, storedId: lakeview.id })).toBe(lakeview);
  });

  it('falls back to the first organisation when the stored choice is gone or absent', () => {
    expect(pickActiveOrganization(orgs, { isAdmin: true, ownOrganizationId: phases.id, storedId: 'deleted' })).toBe(phases);
    expect(pickActiveOrganization([lakeview, northside], { isAdmin: true, ownOrganizationId: phases.id, storedId: null })).toBe(lakeview);
    expect(pickActiveOrganization([], { isAdmin: true, ownOrganizationId: phases.id, storedId: null })).toBeNull();
  });

  it('gives a non-admin their own organisation whatever is stored', () => {
    expect(pickActiveOrganization(orgs, { isAdmin: false, ownOrganizationId: northside.id, storedId: lakeview.id })).toBe(northside);
    expect(pickActiveOrganization(orgs, { isAdmin: false, ownOrganizationId: null, storedId: lakeview.id })).toBeNull();
  });
});

describe('hasGlobalAccess', () => {
  it.each([
    [true, 'phases', true],
    [true, 'PHASES', true],
    [true, 'Phases', true],
    [true, 'northside', false],
    [true, 'phases-demo', false],
    [false, 'phases', false],
  ])('admin=%s with active slug %s → %s', (isAdmin, slug, expected) => {
    expect(hasGlobalAccess(isAdmin, { slug })).toBe(expected);
  });

  it('is false without an active organisation', () => {
    expect(hasGlobalAccess(true, null)).toBe(false);
    expect(hasGlobalAccess(true, undefined)).toBe(false);
    expect(isOperatorSlug(null)).toBe(false);
  });
});

describe('isExcludedFromGlobalView', () => {
  it.each([
    ['Phases', true],
    ['Phases Demo', true],
    ['demo clinic', true],
    ['Integration TEST site', true],
    ['Contest Labs', true], // contains "test"
    ['Northside Research', false],
    ['Lakeview Clinical Trials', false],
  ])('%s → %s', (name, expected) => {
    expect(isExcludedFromGlobalView({ name })).toBe(expected);
  });
});

describe('visibleOrganizationIds', () => {
  it('global access shows every organisation not excluded by name', () => {
    expect(visibleOrganizationIds(orgs, { globalAccess: true, activeOrganizationId: phases.id })).toEqual([northside.id, lakeview.id]);
  });

  it('global access narrows to the ids of the orgs param inside the visible set, ignoring the others', () => {
    expect(visibleOrganizationIds(orgs, { globalAccess: true, activeOrganizationId: phases.id, orgsParam: [lakeview.id, 'nope'] })).toEqual([
      lakeview.id,
    ]);
    // an excluded organisation (Phases Demo, a test site, Phases itself) cannot be narrowed to
    expect(visibleOrganizationIds(orgs, { globalAccess: true, activeOrganizationId: phases.id, orgsParam: [demo.id, northside.id] })).toEqual([
      northside.id,
    ]);
    for (const excluded of [demo, testOrg, phases]) {
      expect(visibleOrganizationIds(orgs, { globalAccess: true, activeOrganizationId: phases.id, orgsParam: [excluded.id] })).toEqual([
        northside.id,
        lakeview.id,
      ]);
    }
    // nothing visible in the param: the default view
    expect(visibleOrganizationIds(orgs, { globalAccess: true, activeOrganizationId: phases.id, orgsParam: ['nope'] })).toEqual([
      northside.id,
      lakeview.id,
    ]);
    expect(visibleOrganizationIds(orgs, { globalAccess: true, activeOrganizationId: phases.id, orgsParam: [] })).toEqual([northside.id, lakeview.id]);
  });

  it('without global access shows only the active organisation, whatever the orgs param', () => {
    expect(visibleOrganizationIds(orgs, { globalAccess: false, activeOrganizationId: northside.id, orgsParam: [lakeview.id] })).toEqual([
      northside.id,
    ]);
    expect(visibleOrganizationIds(orgs, { globalAccess: false, activeOrganizationId: null })).toEqual([]);
  });

  it('with no organisations at all', () => {
    expect(visibleOrganizationIds([], { globalAccess: true, activeOrganizationId: null })).toEqual([]);
    expect(visibleOrganizationIds([], { globalAccess: true, activeOrganizationId: null, orgsParam: [northside.id] })).toEqual([]);
  });
});
