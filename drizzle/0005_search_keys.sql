DROP INDEX "customers_user_id_sort_name_idx";--> statement-breakpoint
DROP INDEX "customers_search_trgm_idx";--> statement-breakpoint
DROP INDEX "suppliers_user_id_sort_name_idx";--> statement-breakpoint
DROP INDEX "suppliers_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name || ' ' || coalesce(parts_offered, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_user_id_name_key_idx" ON "customers" USING btree ("user_id","name_key","id");--> statement-breakpoint
CREATE INDEX "customers_name_key_trgm_idx" ON "customers" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_user_id_name_key_idx" ON "suppliers" USING btree ("user_id","name_key","id");--> statement-breakpoint
CREATE INDEX "suppliers_search_key_trgm_idx" ON "suppliers" USING gin ("search_key" gin_trgm_ops);