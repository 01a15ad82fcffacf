CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"plate_key" text GENERATED ALWAYS AS (CASE WHEN plate ~ '^[A-Z]{3}[0-9]{4}$' THEN overlay(plate placing translate(substr(plate, 5, 1), '0123456789', 'ABCDEFGHIJ') from 5 for 1) ELSE plate END) STORED NOT NULL,
	"make" text,
	"model" text,
	"year" integer,
	"color" text,
	"current_km" integer,
	"notes" text,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_user_id_idempotency_key_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "vehicles_id_user_id_key" UNIQUE("id","user_id"),
	CONSTRAINT "vehicles_year_check" CHECK ("vehicles"."year" >= 1900),
	CONSTRAINT "vehicles_current_km_check" CHECK ("vehicles"."current_km" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_customer_owner_fk" FOREIGN KEY ("customer_id","user_id") REFERENCES "public"."customers"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_user_id_plate_key_key" ON "vehicles" USING btree ("user_id","plate_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_customer_id_created_at_idx" ON "vehicles" USING btree ("customer_id","created_at");