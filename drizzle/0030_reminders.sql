CREATE TYPE "public"."automatic_email_kind" AS ENUM('service_reminder', 'daily_summary');--> statement-breakpoint
CREATE TYPE "public"."reminder_channel" AS ENUM('whatsapp', 'phone', 'email', 'in_person');--> statement-breakpoint
CREATE TYPE "public"."reminder_kind" AS ENUM('service_due', 'warranty_ending', 'balance_owed', 'quote_unanswered', 'validity_ending', 'new_lead');--> statement-breakpoint
CREATE TABLE "automatic_emails" (
	"user_id" uuid NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" "automatic_email_kind" NOT NULL,
	"customer_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automatic_emails_pkey" PRIMARY KEY("user_id","dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "reminder_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"subject_id" uuid NOT NULL,
	"occurrence" text NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"done_channel" "reminder_channel",
	"snoozed_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_actions_user_id_kind_subject_id_occurrence_key" UNIQUE("user_id","kind","subject_id","occurrence"),
	CONSTRAINT "reminder_actions_done_check" CHECK (("reminder_actions"."done_at" IS NULL) = ("reminder_actions"."done_by" IS NULL) AND ("reminder_actions"."done_at" IS NULL) = ("reminder_actions"."done_channel" IS NULL)),
	CONSTRAINT "reminder_actions_state_check" CHECK ("reminder_actions"."done_at" IS NOT NULL OR "reminder_actions"."snoozed_until" IS NOT NULL),
	CONSTRAINT "reminder_actions_occurrence_check" CHECK (char_length("reminder_actions"."occurrence") <= 40)
);
--> statement-breakpoint
CREATE TABLE "service_dues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"service_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(service_name))) STORED NOT NULL,
	"catalogue_service_id" text,
	"interval_months" integer,
	"interval_km" integer,
	"due_on" date,
	"due_km" integer,
	"remind_on" date NOT NULL,
	"source_quote_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_dues_id_user_id_key" UNIQUE("id","user_id"),
	CONSTRAINT "service_dues_vehicle_id_service_key_key" UNIQUE("vehicle_id","service_key"),
	CONSTRAINT "service_dues_due_check" CHECK ("service_dues"."due_on" IS NOT NULL OR "service_dues"."due_km" IS NOT NULL),
	CONSTRAINT "service_dues_due_km_check" CHECK ("service_dues"."due_km" >= 0),
	CONSTRAINT "service_dues_interval_months_check" CHECK ("service_dues"."interval_months" BETWEEN 1 AND 120),
	CONSTRAINT "service_dues_interval_km_check" CHECK ("service_dues"."interval_km" BETWEEN 1 AND 1000000),
	CONSTRAINT "service_dues_service_name_check" CHECK (char_length("service_dues"."service_name") BETWEEN 1 AND 120)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_reminders_consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_reminders_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "km_per_day" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "reminder_template" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "reminder_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "daily_summary" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "automatic_emails" ADD CONSTRAINT "automatic_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_emails" ADD CONSTRAINT "automatic_emails_customer_owner_fk" FOREIGN KEY ("customer_id","user_id") REFERENCES "public"."customers"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_actions" ADD CONSTRAINT "reminder_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_dues" ADD CONSTRAINT "service_dues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_dues" ADD CONSTRAINT "service_dues_source_quote_id_quotes_id_fk" FOREIGN KEY ("source_quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_dues" ADD CONSTRAINT "service_dues_vehicle_owner_fk" FOREIGN KEY ("vehicle_id","user_id") REFERENCES "public"."vehicles"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automatic_emails_customer_id_idx" ON "automatic_emails" USING btree ("customer_id") WHERE "automatic_emails"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "service_dues_user_id_remind_on_idx" ON "service_dues" USING btree ("user_id","remind_on","id");--> statement-breakpoint
CREATE INDEX "service_dues_source_quote_id_idx" ON "service_dues" USING btree ("source_quote_id") WHERE "service_dues"."source_quote_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_unsubscribe_token_key" UNIQUE("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_km_per_day_check" CHECK ("vehicles"."km_per_day" >= 0);