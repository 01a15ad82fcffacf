-- Hand-written below: the quote_status change (drizzle-kit would drop and recreate the type, which
-- shop_open_work_of() depends on), and everything after "Hand-written from here on".
-- 'completed' was the last stage; it is now 'delivered', with 'ready' ('Pronto para retirada')
-- before it. The new value is not used in this transaction (Postgres refuses that): the open-work
-- function below compares the status as text.
ALTER TYPE "public"."quote_status" RENAME VALUE 'completed' TO 'delivered';--> statement-breakpoint
ALTER TYPE "public"."quote_status" ADD VALUE 'ready' BEFORE 'delivered';--> statement-breakpoint
CREATE TYPE "public"."answer_channel" AS ENUM('link', 'in_person');--> statement-breakpoint
CREATE TYPE "public"."quote_photo_kind" AS ENUM('check_in', 'part');--> statement-breakpoint
CREATE TYPE "public"."replaced_parts_outcome" AS ENUM('returned', 'discarded', 'none');--> statement-breakpoint
CREATE TABLE "check_in_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_in_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"snapshot" text NOT NULL,
	"sha256" text NOT NULL,
	"channel" "answer_channel" NOT NULL,
	"customer_name" text NOT NULL,
	"taken_by" text,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_acknowledgements_check_in_id_key" UNIQUE("check_in_id"),
	CONSTRAINT "check_in_acknowledgements_sha256_check" CHECK ("check_in_acknowledgements"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "check_in_acknowledgements_taken_by_check" CHECK (("check_in_acknowledgements"."channel" = 'in_person') = ("check_in_acknowledgements"."taken_by" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"km" integer,
	"fuel_eighths" integer,
	"complaint" text,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_quote_id_key" UNIQUE("quote_id"),
	CONSTRAINT "check_ins_id_quote_id_user_id_key" UNIQUE("id","quote_id","user_id"),
	CONSTRAINT "check_ins_km_check" CHECK ("check_ins"."km" >= 0),
	CONSTRAINT "check_ins_fuel_eighths_check" CHECK ("check_ins"."fuel_eighths" BETWEEN 0 AND 8)
);
--> statement-breakpoint
CREATE TABLE "quote_deliveries" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"km" integer,
	"replaced_parts" "replaced_parts_outcome" NOT NULL,
	"notes" text,
	"warranty_days" integer NOT NULL,
	"warranty_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_deliveries_km_check" CHECK ("quote_deliveries"."km" >= 0),
	CONSTRAINT "quote_deliveries_warranty_days_check" CHECK ("quote_deliveries"."warranty_days" BETWEEN 1 AND 3650)
);
--> statement-breakpoint
CREATE TABLE "quote_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "quote_photo_kind" NOT NULL,
	"part_description" text,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_photos_storage_key_key" UNIQUE("storage_key"),
	CONSTRAINT "quote_photos_part_check" CHECK (("quote_photos"."kind" = 'part') = ("quote_photos"."part_description" IS NOT NULL)),
	CONSTRAINT "quote_photos_sha256_check" CHECK ("quote_photos"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "quote_stage_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"from_status" "quote_status" NOT NULL,
	"to_status" "quote_status" NOT NULL,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "ready_template" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "warranty_days" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "warranty_of_quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD COLUMN "channel" "answer_channel" DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "check_in_acknowledgements" ADD CONSTRAINT "check_in_acknowledgements_check_in_fk" FOREIGN KEY ("check_in_id","quote_id","user_id") REFERENCES "public"."check_ins"("id","quote_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_quote_owner_fk" FOREIGN KEY ("quote_id","user_id") REFERENCES "public"."quotes"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deliveries" ADD CONSTRAINT "quote_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deliveries" ADD CONSTRAINT "quote_deliveries_quote_owner_fk" FOREIGN KEY ("quote_id","user_id") REFERENCES "public"."quotes"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_quote_owner_fk" FOREIGN KEY ("quote_id","user_id") REFERENCES "public"."quotes"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_stage_changes" ADD CONSTRAINT "quote_stage_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_stage_changes" ADD CONSTRAINT "quote_stage_changes_quote_owner_fk" FOREIGN KEY ("quote_id","user_id") REFERENCES "public"."quotes"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_acknowledgements_quote_id_idx" ON "check_in_acknowledgements" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "check_in_acknowledgements_user_id_idx" ON "check_in_acknowledgements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "check_ins_user_id_idx" ON "check_ins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quote_deliveries_user_id_warranty_until_idx" ON "quote_deliveries" USING btree ("user_id","warranty_until");--> statement-breakpoint
CREATE INDEX "quote_photos_quote_id_created_at_idx" ON "quote_photos" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_photos_user_id_idx" ON "quote_photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quote_stage_changes_quote_id_changed_at_idx" ON "quote_stage_changes" USING btree ("quote_id","changed_at");--> statement-breakpoint
CREATE INDEX "quote_stage_changes_user_id_idx" ON "quote_stage_changes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD CONSTRAINT "mechanic_profiles_warranty_days_check" CHECK ("mechanic_profiles"."warranty_days" BETWEEN 1 AND 3650);--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_taken_by_check" CHECK (("quote_answers"."channel" = 'in_person') = ("quote_answers"."taken_by" IS NOT NULL));;--> statement-breakpoint
-- Hand-written from here on.
-- A quote's stage so far dates from its creation.
UPDATE "quotes" SET "stage_changed_at" = "created_at";--> statement-breakpoint
-- A warranty return points at the job it returns to; deleting that job empties only the pointer
-- (a plain SET NULL would empty user_id too).
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_warranty_of_quote_fk" FOREIGN KEY ("warranty_of_quote_id","user_id")
  REFERENCES "public"."quotes"("id","user_id") ON DELETE SET NULL ("warranty_of_quote_id") ON UPDATE no action;--> statement-breakpoint
-- 0014's open work, with the new stage: open is pending, approved, in progress or ready for
-- pick-up; the value to deliver is the same stages but pending. No row is 'ready' yet, so the
-- counts kept so far stay exact.
CREATE OR REPLACE FUNCTION shop_open_work_of(status quote_status, cost numeric, OUT open_quotes integer, OUT approved_value numeric)
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT (status::text IN ('pending', 'approved', 'in_progress', 'ready'))::int,
           CASE WHEN status::text IN ('approved', 'in_progress', 'ready') THEN coalesce(cost, 0) ELSE 0 END
  $$;--> statement-breakpoint
-- A check-in's acknowledgement is evidence like an approval: append-only (0017's rule).
CREATE TRIGGER check_in_acknowledgements_append_only BEFORE UPDATE OR DELETE ON check_in_acknowledgements
  FOR EACH ROW EXECUTE FUNCTION quote_record_append_only();--> statement-breakpoint
CREATE TRIGGER check_in_acknowledgements_no_truncate BEFORE TRUNCATE ON check_in_acknowledgements
  FOR EACH STATEMENT EXECUTE FUNCTION quote_record_no_truncate();--> statement-breakpoint
-- 0021's rule, now also for a quote whose check-in the customer acknowledged.
CREATE OR REPLACE FUNCTION quotes_keep_answered() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id)
     AND (EXISTS (SELECT 1 FROM quote_answers WHERE quote_id = OLD.id AND user_id = OLD.user_id)
          OR EXISTS (SELECT 1 FROM check_in_acknowledgements WHERE quote_id = OLD.id AND user_id = OLD.user_id)) THEN
    RAISE EXCEPTION 'quotes %: the customer answered this quote or acknowledged its check-in; it is kept (CDC art. 27) and can only be cancelled', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END;
$$;
