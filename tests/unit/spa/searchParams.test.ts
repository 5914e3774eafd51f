/**
 * Route search params (spec §2, §5): each route's params are validated; an invalid value is dropped, never an error;
 * the sign-in redirect stays inside the app.
 */
import { describe, expect, it } from 'vitest';
import { parseSearch, SEARCH, writeSearch } from '../../../src/routing/searchParams';
import { postSignInDestination, safeRedirect, signInPath } from '../../../src/routing/paths';

const U1 = '00000000-0000-4000-8000-000000000002';
const U2 = '00000000-0000-4000-8000-000000000003';
const parse = (shape: keyof typeof SEARCH, query: string) => parseSearch(SEARCH[shape], new URLSearchParams(query));

describe('search params', () => {
  it('keeps valid candidate params: search text, organisation ids, statuses and source', () => {
    expect(parse('candidates', `search=smith&orgs=${U1},${U2}&status=NEW,CONTACTED&source=import`)).toEqual({
      search: 'smith',
      orgs: [U1, U2],
      status: ['NEW', 'CONTACTED'],
      source: 'import',
    });
  });

  it('drops invalid entries and values instead of failing', () => {
    expect(parse('candidates', `orgs=not-a-uuid,${U1}&status=NEW,BOGUS&source=carrier-pigeon`)).toEqual({ orgs: [U1], status: ['NEW'] });
    expect(parse('candidates', 'orgs=nope&status=BOGUS&search=')).toEqual({});
    expect(parse('candidates', `search=${'x'.repeat(201)}`)).toEqual({});
    expect(parse('trials', `orgs=${U1}&orgs=${U2}`)).toEqual({ orgs: [U1, U2] });
    expect(parse('trialCriteria', 'trialId=123')).toEqual({});
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
