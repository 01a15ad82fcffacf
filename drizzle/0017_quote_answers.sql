-- Hand-written below: append-only triggers on quote_versions, quote_answers and quote_views.
CREATE TYPE "public"."quote_answer" AS ENUM('approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."service_status" ADD VALUE 'rejected' BEFORE 'in_progress';--> statement-breakpoint
CREATE TABLE "quote_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"sha256" text NOT NULL,
	"answer" "quote_answer" NOT NULL,
	"customer_name" text,
	"reason" text,
	"non_original_parts_consent" boolean,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_answers_version_id_key" UNIQUE("version_id"),
	CONSTRAINT "quote_answers_approval_check" CHECK ("quote_answers"."answer" = 'rejected' OR "quote_answers"."customer_name" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"snapshot" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_quote_id_number_key" UNIQUE("quote_id","number"),
	CONSTRAINT "quote_versions_id_quote_id_user_id_key" UNIQUE("id","quote_id","user_id"),
	CONSTRAINT "quote_versions_number_check" CHECK ("quote_versions"."number" >= 1),
	CONSTRAINT "quote_versions_sha256_check" CHECK ("quote_versions"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "quote_views" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "approved_version" integer;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "amending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "answer_unseen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_version_fk" FOREIGN KEY ("version_id","quote_id","user_id") REFERENCES "public"."quote_versions"("id","quote_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_owner_fk" FOREIGN KEY ("quote_id","user_id") REFERENCES "public"."service_history"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_views" ADD CONSTRAINT "quote_views_version_fk" FOREIGN KEY ("version_id","quote_id","user_id") REFERENCES "public"."quote_versions"("id","quote_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_answers_quote_id_idx" ON "quote_answers" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_answers_user_id_idx" ON "quote_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quote_versions_user_id_idx" ON "quote_versions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quote_views_quote_id_idx" ON "quote_views" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_views_user_id_idx" ON "quote_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_history_user_id_answer_unseen_idx" ON "service_history" USING btree ("user_id","service_date" DESC NULLS LAST) WHERE "service_history"."answer_unseen";--> statement-breakpoint
-- Hand-written from here on.
-- The approval record is append-only for everyone who can write to the database, the app's own
-- user included: no UPDATE ever, no TRUNCATE, and a DELETE only as part of deleting its quote
-- (the foreign keys' cascade, which runs after the quote's row is gone), so the record lives
-- exactly as long as the quote it proves.
CREATE FUNCTION quote_record_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM service_history WHERE id = OLD.quote_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: its rows cannot be changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE FUNCTION quote_record_no_truncate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: it cannot be truncated', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER quote_versions_append_only BEFORE UPDATE OR DELETE ON quote_versions
  FOR EACH ROW EXECUTE FUNCTION quote_record_append_only();--> statement-breakpoint
CREATE TRIGGER quote_answers_append_only BEFORE UPDATE OR DELETE ON quote_answers
  FOR EACH ROW EXECUTE FUNCTION quote_record_append_only();--> statement-breakpoint
CREATE TRIGGER quote_views_append_only BEFORE UPDATE OR DELETE ON quote_views
  FOR EACH ROW EXECUTE FUNCTION quote_record_append_only();--> statement-breakpoint
CREATE TRIGGER quote_versions_no_truncate BEFORE TRUNCATE ON quote_versions
  FOR EACH STATEMENT EXECUTE FUNCTION quote_record_no_truncate();--> statement-breakpoint
CREATE TRIGGER quote_answers_no_truncate BEFORE TRUNCATE ON quote_answers
  FOR EACH STATEMENT EXECUTE FUNCTION quote_record_no_truncate();--> statement-breakpoint
CREATE TRIGGER quote_views_no_truncate BEFORE TRUNCATE ON quote_views
  FOR EACH STATEMENT EXECUTE FUNCTION quote_record_no_truncate();
