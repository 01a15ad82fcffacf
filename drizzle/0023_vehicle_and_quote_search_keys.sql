ALTER TABLE "vehicles" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(coalesce(make, '') || ' ' || coalesce(model, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "description_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(description))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicles_search_key_trgm_idx" ON "vehicles" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_description_key_trgm_idx" ON "quotes" USING gin ("description_key" gin_trgm_ops);