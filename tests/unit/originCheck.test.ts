/**
 * The origin rule of server/lib/originCheck.ts: which Origin / Sec-Fetch-Site headers count as our own pages, with the
 * trusted list built from BASE_URL and TRUSTED_ORIGINS as server/config.ts reads them.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { crossSiteRefusal, normalizeOrigin } from '../../server/lib/originCheck';

const config = loadConfig(
  {
    NODE_ENV: 'test',
    BASE_URL: 'https://phases.example.org',
    TRUSTED_ORIGINS: 'https://staff.example.org, http://localhost:5173',
  } as NodeJS.ProcessEnv,
  { authSecret: 'x'.repeat(32), dataDir: '/tmp/phases-origin-test-unused' },
);
const trusted = new Set(config.trustedOrigins.map(normalizeOrigin).filter((o): o is string => o !== null));
const refusal = (headers: Record<string, string>) => crossSiteRefusal(headers, trusted);

describe('origin check', () => {
  it('trusts BASE_URL and every TRUSTED_ORIGINS entry, compared as origins (case, default port)', () => {
    for (const origin of ['https://phases.example.org', 'https://PHASES.example.org:443', 'https://staff.example.org', 'http://localhost:5173']) {
      expect(refusal({ origin }), origin).toBeNull();
    }
  });

  it('refuses other origins, look-alikes, other schemes and ports, and null', () => {
    for (const origin of [
      'https://evil.example',
      'https://phases.example.org.evil.example',
      'http://phases.example.org',
      'https://phases.example.org:8443',
      'null',
      'not a url',
    ]) {
      expect(refusal({ origin }), origin).toMatch(/^Cross-site request refused/);
    }
  });

  it('without Origin, accepts only Sec-Fetch-Site: same-origin', () => {
    expect(refusal({ 'sec-fetch-site': 'same-origin' })).toBeNull();
    for (const site of ['same-site', 'cross-site', 'none'])
      expect(refusal({ 'sec-fetch-site': site }), site).toMatch(/Origin header from this site is required/);
    expect(refusal({})).toMatch(/Origin header from this site is required/);
  });

  it('an Origin header wins over Sec-Fetch-Site', () => {
    expect(refusal({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toMatch(/not an origin of this site/);
  });
});
