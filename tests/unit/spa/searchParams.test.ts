/**
 * Route search params (spec §2, §5): each route's params are validated; an invalid value is dropped (a list's falls
 * back to its default), never an error; the sign-in redirect stays inside the app.
 */
import { describe, expect, it } from 'vitest';
import { LIST_PARAMS } from '../../../src/routing/listParams';
import { readListState } from '../../../src/routing/listUrlState';
import { isCalendarDate, parseSearch, SEARCH, writeSearch } from '../../../src/routing/searchParams';
import { postSignInDestination, safeRedirect, signInPath } from '../../../src/routing/paths';

const U1 = '00000000-0000-4000-8000-000000000002';
const U2 = '00000000-0000-4000-8000-000000000003';
const filterOf = (list: keyof typeof LIST_PARAMS, query: string) => readListState(LIST_PARAMS[list], new URLSearchParams(query))?.filter;

describe('search params', () => {
  it('keeps valid candidate params: search text, organisation ids, statuses and source', () => {
    expect(filterOf('candidates', `search=smith&orgs=${U1},${U2}&status=NEW,CONTACTED&source=import`)).toEqual({
      q: 'smith',
      organizationIds: [U1, U2],
      status: ['NEW', 'CONTACTED'],
      source: 'import',
    });
  });

  it('drops invalid entries and values instead of failing', () => {
    expect(filterOf('candidates', `orgs=not-a-uuid,${U1}&status=NEW,BOGUS&source=carrier-pigeon`)).toEqual({
      organizationIds: [U1],
      status: ['NEW'],
    });
    expect(filterOf('candidates', 'orgs=nope&status=BOGUS&search=')).toEqual({});
    expect(filterOf('candidates', `search=${'x'.repeat(201)}`)).toEqual({});
    expect(filterOf('trials', `orgs=${U1}&orgs=${U2}&status=RECRUITING`)).toEqual({ organizationIds: [U1, U2], overallStatus: 'RECRUITING' });
    expect(filterOf('trials', 'status=recruiting')).toEqual({});
    expect(parseSearch(SEARCH.trialCriteria, new URLSearchParams('trialId=123'))).toEqual({});
  });

  it('accepts real calendar dates only', () => {
    expect(['2024-02-29', '2026-12-31'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2023-02-29', '2024-02-30', '2024-04-31', '2024-13-01', '24-01-01', '2024-1-1'].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('drops a date param that is not a real calendar date, so the list uses its default (no date bound)', () => {
    expect(filterOf('chatConversations', 'dateFrom=2024-02-29&dateTo=2024-02-30')).toEqual({ dateFrom: '2024-02-29' });
    expect(filterOf('chatConversations', 'dateFrom=2023-02-29&dateTo=2024-03-01')).toEqual({ dateTo: '2024-03-01' });
    expect(filterOf('auditLog', 'from=2024-04-31&to=2024-4-30')).toEqual({});
  });

  it('writes lists comma-separated and removes emptied keys, keeping the others', () => {
    const next = writeSearch(new URLSearchParams('search=ann&page=2'), { orgs: [U1, U2], search: null });
    expect(next.get('orgs')).toBe(`${U1},${U2}`);
    expect(next.has('search')).toBe(false);
    expect(next.get('page')).toBe('2');
  });
});

describe('sign-in redirects', () => {
  it('accepts only paths of this app', () => {
    expect(safeRedirect('/candidates?search=a')).toBe('/candidates?search=a');
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
  });

  it('never sends a person back to sign-in or sign-out after signing in', () => {
    expect(postSignInDestination('/sign-out')).toBe('/');
    expect(postSignInDestination('/sign-in?redirect=%2F')).toBe('/');
    expect(postSignInDestination('/trials')).toBe('/trials');
    expect(postSignInDestination(null)).toBe('/');
  });

  it('builds /sign-in?redirect=… as the spec shows', () => {
    expect(signInPath('/')).toBe('/sign-in?redirect=%2F');
    expect(signInPath('/candidates?search=a b')).toBe('/sign-in?redirect=%2Fcandidates%3Fsearch%3Da%20b');
  });
});
