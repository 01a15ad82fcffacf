-- Hand-written below: the quote's vehicle foreign key, ON DELETE SET NULL ("vehicle_id") only.
CREATE TYPE "public"."discount_kind" AS ENUM('amount', 'percent');--> statement-breakpoint
CREATE TYPE "public"."labour_pricing" AS ENUM('hours', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."part_condition" AS ENUM('original', 'paralela', 'usada');--> statement-breakpoint
CREATE TYPE "public"."quote_item_kind" AS ENUM('service', 'part', 'labour');--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "quote_item_kind" NOT NULL,
	"description" text NOT NULL,
	"catalogue_service_id" text,
	"part_condition" "part_condition",
	"labour_pricing" "labour_pricing",
	"quantity" numeric(10, 3) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) GENERATED ALWAYS AS (round(quantity * unit_price, 2)) STORED NOT NULL,
	CONSTRAINT "quote_items_quote_id_position_key" UNIQUE("quote_id","position"),
	CONSTRAINT "quote_items_quantity_check" CHECK ("quote_items"."quantity" > 0),
	CONSTRAINT "quote_items_unit_price_check" CHECK ("quote_items"."unit_price" >= 0),
	CONSTRAINT "quote_items_condition_check" CHECK (("quote_items"."kind" = 'part') = ("quote_items"."part_condition" IS NOT NULL)),
	CONSTRAINT "quote_items_pricing_check" CHECK (("quote_items"."kind" = 'labour') = ("quote_items"."labour_pricing" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "hourly_rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "warranty_text" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "check_in_km" integer;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "estimated_start" date;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "estimated_completion" date;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "observations" text;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "warranty_text" text;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "discount_kind" "discount_kind";--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "discount_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "services_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "parts_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "labour_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "discount_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_id_user_id_key" UNIQUE("id","user_id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_id_customer_id_user_id_key" UNIQUE("id","customer_id","user_id");--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_owner_fk" FOREIGN KEY ("quote_id","user_id") REFERENCES "public"."service_history"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_items_user_id_idx" ON "quote_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_history_vehicle_id_service_date_idx" ON "service_history" USING btree ("vehicle_id","service_date" DESC NULLS LAST) WHERE "service_history"."vehicle_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_check_in_km_check" CHECK ("service_history"."check_in_km" >= 0);--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_discount_check" CHECK (("service_history"."discount_kind" IS NULL) = ("service_history"."discount_value" IS NULL));--> statement-breakpoint
-- Hand-written from here on.
-- A quote's vehicle is one of the same customer's, of the same shop. Deleting the vehicle keeps
-- the quote and empties only its vehicle_id (a plain SET NULL would empty customer_id and user_id too).
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_vehicle_owner_fk"
  FOREIGN KEY ("vehicle_id", "customer_id", "user_id") REFERENCES "public"."vehicles"("id", "customer_id", "user_id")
  ON DELETE SET NULL ("vehicle_id") ON UPDATE no action;
