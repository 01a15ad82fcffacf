CREATE INDEX "customers_user_id_sort_name_idx" ON "customers" USING btree ("user_id",lower(immutable_unaccent("name")),"id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_user_id_sort_name_idx" ON "suppliers" USING btree ("user_id",lower(immutable_unaccent("name")),"id");--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm_idx" ON "suppliers" USING gin (immutable_unaccent("name" || ' ' || coalesce("parts_offered", '')) gin_trgm_ops);