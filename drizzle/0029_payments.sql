-- Hand-written below: the approved totals' backfill, the payments' guard and the paid-total trigger.
CREATE TYPE "public"."deposit_kind" AS ENUM('amount', 'parts');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('pix', 'cash', 'credit_card', 'debit_card', 'boleto', 'transfer');--> statement-breakpoint
CREATE TYPE "public"."pix_key_type" AS ENUM('cpf', 'cnpj', 'phone', 'email', 'random');--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method" "payment_method" NOT NULL,
	"paid_on" date NOT NULL,
	"installments" integer,
	"note" text,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "payments_user_id_idempotency_key_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "payments_id_user_id_key" UNIQUE("id","user_id"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_installments_check" CHECK ("payments"."installments" IS NULL OR ("payments"."installments" BETWEEN 1 AND 24 AND "payments"."method" = 'credit_card')),
	CONSTRAINT "payments_cancel_check" CHECK (("payments"."cancelled_at" IS NULL) = ("payments"."cancel_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "street_number" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "pix_key_type" "pix_key_type";--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "pix_name" text;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "pix_city" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_kind" "deposit_kind";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "approved_total" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "paid_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_owner_fk" FOREIGN KEY ("quote_id","user_id") REFERENCES "public"."quotes"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_quote_id_created_at_idx" ON "payments" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_id_paid_on_idx" ON "payments" USING btree ("user_id","paid_on","method","amount") WHERE "payments"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "quotes_user_id_owed_idx" ON "quotes" USING btree ("user_id","stage_changed_at","id") WHERE "quotes"."approved_total" > "quotes"."paid_total";--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD CONSTRAINT "mechanic_profiles_tax_id_check" CHECK ("mechanic_profiles"."tax_id" ~ '^([0-9]{11}|[0-9]{14})$');--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD CONSTRAINT "mechanic_profiles_postal_code_check" CHECK ("mechanic_profiles"."postal_code" ~ '^[0-9]{8}$');--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD CONSTRAINT "mechanic_profiles_state_check" CHECK ("mechanic_profiles"."state" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD CONSTRAINT "mechanic_profiles_pix_check" CHECK (("mechanic_profiles"."pix_key" IS NULL) = ("mechanic_profiles"."pix_key_type" IS NULL) AND ("mechanic_profiles"."pix_key" IS NULL) = ("mechanic_profiles"."pix_name" IS NULL) AND ("mechanic_profiles"."pix_key" IS NULL) = ("mechanic_profiles"."pix_city" IS NULL));--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD CONSTRAINT "mechanic_profiles_pix_name_check" CHECK (char_length("mechanic_profiles"."pix_name") BETWEEN 1 AND 25);--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD CONSTRAINT "mechanic_profiles_pix_city_check" CHECK (char_length("mechanic_profiles"."pix_city") BETWEEN 1 AND 15);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_check" CHECK (("quotes"."deposit_kind" IS NOT DISTINCT FROM 'amount') = ("quotes"."deposit_value" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_value_check" CHECK ("quotes"."deposit_value" > 0);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_paid_total_check" CHECK ("quotes"."paid_total" >= 0);--> statement-breakpoint
-- Hand-written from here on.
-- What was approved so far: the approved version's total, read from its snapshot (the same
-- number the approval record's hash covers). Jobs that reached a stage before approvals existed
-- keep no total, so nothing old shows as owed.
UPDATE "quotes" q SET "approved_total" = (v."snapshot"::jsonb -> 'totals' ->> 'total')::numeric
  FROM "quote_versions" v
  WHERE v."quote_id" = q."id" AND v."user_id" = q."user_id" AND v."number" = q."approved_version";--> statement-breakpoint
-- A payment is never edited: the only change is its cancellation, once, with a reason. DELETE
-- only as part of deleting its quote (the cascade runs after the quote's row is gone).
CREATE FUNCTION payments_guard() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM quotes WHERE id = OLD.quote_id) THEN
      RETURN OLD;
    END IF;
  ELSIF OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL
    AND (NEW.id, NEW.quote_id, NEW.user_id, NEW.amount, NEW.method, NEW.paid_on, NEW.installments, NEW.note,
         NEW.idempotency_key, NEW.created_at)
        IS NOT DISTINCT FROM
        (OLD.id, OLD.quote_id, OLD.user_id, OLD.amount, OLD.method, OLD.paid_on, OLD.installments, OLD.note,
         OLD.idempotency_key, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'payments: a payment is never edited or deleted, only cancelled once with a reason'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_guard BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_guard();--> statement-breakpoint
CREATE TRIGGER payments_no_truncate BEFORE TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION quote_record_no_truncate();--> statement-breakpoint
-- quotes.paid_total is the sum of the job's payments not cancelled, kept in the statement that
-- writes a payment: a payment adds its amount, its cancellation takes it away (the guard above
-- allows no other change). Adding, not re-summing: a sum per row, planned once while the table was
-- empty, turned a bulk insert of 30,000 payments quadratic. The UPDATE takes the quote's row lock,
-- so two payments at once are added one after the other.
CREATE FUNCTION payments_paid_total() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.cancelled_at IS NULL THEN
    UPDATE quotes SET paid_total = paid_total + NEW.amount WHERE id = NEW.quote_id AND user_id = NEW.user_id;
  ELSIF TG_OP = 'UPDATE' AND OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL THEN
    UPDATE quotes SET paid_total = paid_total - NEW.amount WHERE id = NEW.quote_id AND user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_paid_total AFTER INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_paid_total();
