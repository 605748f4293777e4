-- Trigram indexes (gin_trgm_ops) make case-insensitive substring search on names fast.
-- A custom migration because drizzle-kit cannot declare extensions; it runs before any table.
-- pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
