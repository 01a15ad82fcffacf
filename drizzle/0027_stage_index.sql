DROP INDEX "quotes_user_id_status_idx";--> statement-breakpoint
CREATE INDEX "quotes_user_id_status_stage_changed_at_idx" ON "quotes" USING btree ("user_id","status","stage_changed_at","id");