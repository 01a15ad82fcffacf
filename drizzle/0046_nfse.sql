-- Hand-written below: the triggers that keep a note (and its history) once written.
CREATE TYPE "public"."nfse_status" AS ENUM('sending', 'issued', 'rejected', 'cancelling', 'cancelled', 'recorded');--> statement-breakpoint
CREATE TYPE "public"."tax_regime" AS ENUM('mei', 'simples', 'not_simples');--> statement-breakpoint
CREATE TABLE "fiscal_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"regime" "tax_regime" NOT NULL,
	"municipal_registration" text,
	"city_ibge_code" text NOT NULL,
	"city_name" text NOT NULL,
	"national_tax_code" text DEFAULT '140101' NOT NULL,
	"municipal_tax_code" text,
	"iss_rate" numeric(5, 2),
	"iss_withheld_by_companies" boolean DEFAULT false NOT NULL,
	"simples_tax_percent" numeric(5, 2),
	"parts_in_description" boolean DEFAULT false NOT NULL,
	"series" text DEFAULT '1' NOT NULL,
	"next_number" bigint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_settings_city_check" CHECK ("fiscal_settings"."city_ibge_code" ~ '^[0-9]{7}$'),
	CONSTRAINT "fiscal_settings_tax_code_check" CHECK ("fiscal_settings"."national_tax_code" ~ '^[0-9]{6}$'),
	CONSTRAINT "fiscal_settings_series_check" CHECK ("fiscal_settings"."series" ~ '^[0-9]{1,5}$'),
	CONSTRAINT "fiscal_settings_next_number_check" CHECK ("fiscal_settings"."next_number" BETWEEN 1 AND 999999999999999)
);
--> statement-breakpoint
CREATE TABLE "nfse_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"note_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfse_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"status" "nfse_status" NOT NULL,
	"channel" text NOT NULL,
	"environment" text,
	"series" text,
	"dps_number" bigint,
	"dps_id" text,
	"dps_xml" text,
	"nfse_xml" text,
	"access_key" text,
	"nfse_number" text,
	"summary" jsonb NOT NULL,
	"errors" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"cancel_reason_code" text,
	"cancel_reason" text,
	"cancel_xml" text,
	"cancel_event_xml" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	CONSTRAINT "nfse_notes_id_shop_id_key" UNIQUE("id","shop_id"),
	CONSTRAINT "nfse_notes_shop_id_idempotency_key_key" UNIQUE("shop_id","idempotency_key"),
	CONSTRAINT "nfse_notes_shop_id_series_number_key" UNIQUE("shop_id","series","dps_number"),
	CONSTRAINT "nfse_notes_channel_check" CHECK ("nfse_notes"."channel" IN ('national', 'portal')),
	CONSTRAINT "nfse_notes_access_key_check" CHECK ("nfse_notes"."access_key" IS NULL OR "nfse_notes"."access_key" ~ '^[0-9]{50}$')
);
--> statement-breakpoint
CREATE TABLE "shop_certificates" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"sealed" "bytea" NOT NULL,
	"holder_name" text NOT NULL,
	"cnpj" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	"notice_days_sent" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "document" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "street_number" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city_ibge_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city_name" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_events" ADD CONSTRAINT "nfse_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_events" ADD CONSTRAINT "nfse_events_note_owner_fk" FOREIGN KEY ("note_id","shop_id") REFERENCES "public"."nfse_notes"("id","shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_quote_owner_fk" FOREIGN KEY ("quote_id","shop_id") REFERENCES "public"."quotes"("id","shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_requested_by_fk" FOREIGN KEY ("requested_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse_notes" ADD CONSTRAINT "nfse_notes_cancelled_by_fk" FOREIGN KEY ("cancelled_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_certificates" ADD CONSTRAINT "shop_certificates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_certificates" ADD CONSTRAINT "shop_certificates_uploaded_by_fk" FOREIGN KEY ("uploaded_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nfse_events_note_id_at_idx" ON "nfse_events" USING btree ("note_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_notes_one_per_quote_idx" ON "nfse_notes" USING btree ("quote_id") WHERE "nfse_notes"."status" IN ('sending', 'issued', 'cancelling', 'recorded');--> statement-breakpoint
CREATE INDEX "nfse_notes_quote_id_created_at_idx" ON "nfse_notes" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_certificates_not_after_idx" ON "shop_certificates" USING btree ("not_after");--> statement-breakpoint
-- Hand-written from here: a note is a fiscal record kept five years. Its row is never deleted
-- while its shop exists (the cascade from a deleted shop, after the shop's row is gone, still
-- takes it), and what Sefin answered (the XMLs, the key, the numbers) is never changed once written.
CREATE FUNCTION nfse_notes_guard() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id) THEN
      RAISE EXCEPTION 'nfse_notes %: a fiscal record is kept (five years)', OLD.id USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF (OLD.dps_xml IS NOT NULL AND NEW.dps_xml IS DISTINCT FROM OLD.dps_xml)
     OR (OLD.nfse_xml IS NOT NULL AND NEW.nfse_xml IS DISTINCT FROM OLD.nfse_xml)
     OR (OLD.access_key IS NOT NULL AND NEW.access_key IS DISTINCT FROM OLD.access_key)
     OR (OLD.nfse_number IS NOT NULL AND NEW.nfse_number IS DISTINCT FROM OLD.nfse_number)
     OR (OLD.cancel_event_xml IS NOT NULL AND NEW.cancel_event_xml IS DISTINCT FROM OLD.cancel_event_xml)
     OR NEW.dps_number IS DISTINCT FROM OLD.dps_number
     OR NEW.series IS DISTINCT FROM OLD.series
     OR NEW.quote_id IS DISTINCT FROM OLD.quote_id
     OR NEW.shop_id IS DISTINCT FROM OLD.shop_id THEN
    RAISE EXCEPTION 'nfse_notes %: what the note says is never changed', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER nfse_notes_guard BEFORE UPDATE OR DELETE ON nfse_notes
  FOR EACH ROW EXECUTE FUNCTION nfse_notes_guard();--> statement-breakpoint
CREATE TRIGGER nfse_notes_no_truncate BEFORE TRUNCATE ON nfse_notes
  FOR EACH STATEMENT EXECUTE FUNCTION quote_record_no_truncate();--> statement-breakpoint
CREATE FUNCTION nfse_events_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (NOT EXISTS (SELECT 1 FROM nfse_notes WHERE id = OLD.note_id)
                           OR NOT EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'nfse_events %: a note''s history is append-only', OLD.id USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER nfse_events_append_only BEFORE UPDATE OR DELETE ON nfse_events
  FOR EACH ROW EXECUTE FUNCTION nfse_events_append_only();
