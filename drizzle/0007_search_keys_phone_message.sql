DROP INDEX "customers_name_key_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_search_key_trgm_idx";--> statement-breakpoint
DROP INDEX "suppliers_search_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" drop column "search_key";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(message, ''))) || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" drop column "search_key";--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name || ' ' || coalesce(parts_offered, '') || ' ' || coalesce(phone, ''))) || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_key_trgm_idx" ON "customers" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm_idx" ON "suppliers" USING gin ("search_key" gin_trgm_ops);