CREATE TYPE "public"."appointment_event" AS ENUM('requested', 'confirmed', 'arrived', 'no_show', 'cancelled', 'rescheduled', 'customer_confirmed');--> statement-breakpoint
CREATE TYPE "public"."appointment_source" AS ENUM('shop', 'public_page', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('requested', 'confirmed', 'arrived', 'no_show', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."booking_mode" AS ENUM('manual', 'automatic');--> statement-breakpoint
ALTER TYPE "public"."automatic_email_kind" ADD VALUE 'appointment_reminder';--> statement-breakpoint
CREATE TABLE "appointment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"event" "appointment_event" NOT NULL,
	"previous_starts_at" timestamp with time zone,
	"reason" text,
	"by_member" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_events_reason_check" CHECK (char_length("appointment_events"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "appointment_status" NOT NULL,
	"source" "appointment_source" NOT NULL,
	"customer_id" uuid,
	"vehicle_id" uuid,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_plate" text,
	"contact_email" text,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"assigned_to" uuid,
	"token" text NOT NULL,
	"customer_confirmed_at" timestamp with time zone,
	"quote_id" uuid,
	"created_by" uuid,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_id_shop_id_key" UNIQUE("id","shop_id"),
	CONSTRAINT "appointments_token_key" UNIQUE("token"),
	CONSTRAINT "appointments_shop_id_idempotency_key_key" UNIQUE("shop_id","idempotency_key"),
	CONSTRAINT "appointments_time_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at" AND "appointments"."ends_at" <= "appointments"."starts_at" + interval '12 hours'),
	CONSTRAINT "appointments_contact_name_check" CHECK (char_length("appointments"."contact_name") BETWEEN 1 AND 120),
	CONSTRAINT "appointments_contact_phone_check" CHECK ("appointments"."contact_phone" ~ '^[0-9]{10,11}$'),
	CONSTRAINT "appointments_contact_plate_check" CHECK ("appointments"."contact_plate" ~ '^[A-Z0-9]{7}$'),
	CONSTRAINT "appointments_contact_email_check" CHECK (char_length("appointments"."contact_email") <= 254),
	CONSTRAINT "appointments_notes_check" CHECK (char_length("appointments"."notes") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "shop_closed_days" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "shop_closed_days_pkey" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "agenda_slots" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "agenda_daily_cap" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "online_booking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "booking_mode" "booking_mode" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "booking_weeks_ahead" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "appointment_reminder_hour" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "appointment_reminder_template" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "calendar_feed_hash" text;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_owner_fk" FOREIGN KEY ("appointment_id","shop_id") REFERENCES "public"."appointments"("id","shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_by_member_fk" FOREIGN KEY ("by_member","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_owner_fk" FOREIGN KEY ("customer_id","shop_id") REFERENCES "public"."customers"("id","shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_assigned_to_fk" FOREIGN KEY ("assigned_to","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_fk" FOREIGN KEY ("created_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_closed_days" ADD CONSTRAINT "shop_closed_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_events_appointment_id_at_idx" ON "appointment_events" USING btree ("appointment_id","at");--> statement-breakpoint
CREATE INDEX "appointment_events_shop_id_idx" ON "appointment_events" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "appointments_shop_id_starts_at_idx" ON "appointments" USING btree ("shop_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_shop_id_contact_phone_idx" ON "appointments" USING btree ("shop_id","contact_phone");--> statement-breakpoint
CREATE INDEX "appointments_customer_id_idx" ON "appointments" USING btree ("customer_id") WHERE "appointments"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_vehicle_id_idx" ON "appointments" USING btree ("vehicle_id") WHERE "appointments"."vehicle_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_quote_id_idx" ON "appointments" USING btree ("quote_id") WHERE "appointments"."quote_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_calendar_feed_hash_unique" UNIQUE("calendar_feed_hash");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_agenda_slots_check" CHECK ("shops"."agenda_slots" BETWEEN 1 AND 20);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_agenda_daily_cap_check" CHECK ("shops"."agenda_daily_cap" BETWEEN 1 AND 200);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_booking_weeks_ahead_check" CHECK ("shops"."booking_weeks_ahead" BETWEEN 1 AND 12);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_appointment_reminder_hour_check" CHECK ("shops"."appointment_reminder_hour" BETWEEN 0 AND 23);