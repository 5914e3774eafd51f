import { defineConfig } from 'vitest/config';

/** Unit and API tests (Playwright e2e lives in tests/e2e and runs with `npm run test:e2e`). */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
