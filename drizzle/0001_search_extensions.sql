-- Hand-written: the whole file: the unaccent and pg_trgm extensions and immutable_unaccent().
-- Custom migration (drizzle-kit generate --custom): what the search indexes of the next migration need.
-- Both extensions are "trusted" since Postgres 13: the database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index. This
-- wrapper pins the dictionary and is declared IMMUTABLE, the usual way to index unaccented text.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
