import { defineConfig } from 'drizzle-kit';

/** Generates the committed SQL migrations from server/db/schema (`npm run db:generate`). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
