-- Hand-written below: the part-line sums of the quotes saved before.
ALTER TABLE "quotes" ADD COLUMN "parts_cost" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "costed_parts_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "part_lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "uncosted_part_lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: the quotes saved before have their part lines counted (and costed, should any be).
UPDATE "quotes" AS q SET
  "parts_cost" = sums.cost, "costed_parts_total" = sums.costed, "part_lines" = sums.lines, "uncosted_part_lines" = sums.uncosted
FROM (
  SELECT quote_id,
    coalesce(sum(round(quantity * unit_cost, 2)), 0) AS cost,
    coalesce(sum(total) FILTER (WHERE unit_cost IS NOT NULL), 0) AS costed,
    count(*)::int AS lines,
    (count(*) FILTER (WHERE unit_cost IS NULL))::int AS uncosted
  FROM "quote_items" WHERE kind = 'part' GROUP BY quote_id
) AS sums
WHERE q.id = sums.quote_id;--> statement-breakpoint
CREATE INDEX "quotes_user_id_delivered_parts_idx" ON "quotes" USING btree ("user_id","stage_changed_at","costed_parts_total","parts_cost","part_lines","uncosted_part_lines") WHERE "quotes"."status" = 'delivered' AND "quotes"."part_lines" > 0;