import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file, and generating needs no live database. Migrations
// are applied by the server itself at start-up (src/db/migrate.ts) on PGlite and PostgreSQL,
// because drizzle-kit cannot load PGlite's pg_trgm extension.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
