-- Hand-written below: the first send (sent_at) of the priced quotes made before.
CREATE TYPE "public"."quote_send_purpose" AS ENUM('quote', 'ready');--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "awaiting_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_sends" ADD COLUMN "purpose" "quote_send_purpose" DEFAULT 'quote' NOT NULL;--> statement-breakpoint
CREATE INDEX "quotes_user_id_sent_at_idx" ON "quotes" USING btree ("user_id","sent_at") WHERE "quotes"."sent_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_awaiting_price_check" CHECK (NOT "quote_items"."awaiting_price" OR ("quote_items"."kind" = 'part' AND "quote_items"."unit_price" = 0));--> statement-breakpoint
-- Hand-written: a priced quote made before counts where it counted until now: its month of creation, or its first send if earlier.
UPDATE "quotes" q SET "sent_at" = LEAST(q."created_at", (SELECT min(s."sent_at") FROM "quote_sends" s WHERE s."quote_id" = q."id" AND s."user_id" = q."user_id"))
WHERE q."item_count" > 0 OR q."cost" > 0;
