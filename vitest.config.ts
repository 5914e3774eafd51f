import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests (Playwright e2e lives in tests/e2e and runs with `npm run test:e2e`). react-admin is bundled for
 * the tests like the SPA's own code and its react-router-dom is react-router itself (the node build of
 * react-router-dom is CommonJS and would load a second react-router, whose router react-admin's hooks would not see).
 */
export default defineConfig({
  resolve: { alias: { 'react-router-dom': 'react-router' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    server: { deps: { inline: [/\/react-admin\//, /\/ra-[a-z-]+\//] } },
  },
});
