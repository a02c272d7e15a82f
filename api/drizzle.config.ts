import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w api` turns changes in src/db/schema.ts into a new SQL migration here. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
