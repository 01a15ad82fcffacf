-- Hand-written: the whole file: the shop becomes the tenant (its id is its founder's user id, so no owned row is rewritten), renamed in place.
CREATE TYPE "public"."shop_role" AS ENUM('owner', 'front_desk', 'mechanic');--> statement-breakpoint
ALTER TABLE "mechanic_profiles" RENAME TO "shops";--> statement-breakpoint
ALTER TABLE "shops" DROP CONSTRAINT "mechanic_profiles_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "mechanic_profiles_parts_markup_check" TO "shops_parts_markup_check";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "mechanic_profiles_pix_check" TO "shops_pix_check";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "mechanic_profiles_pix_city_check" TO "shops_pix_city_check";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "mechanic_profiles_pix_name_check" TO "shops_pix_name_check";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "mechanic_profiles_pkey" TO "shops_pkey";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "mechanic_profiles_postal_code_check" TO "shops_postal_code_check";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "mechanic_profiles_slug_unique" TO "shops_slug_unique";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "mechanic_profiles_state_check" TO "shops_state_check";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "mechanic_profiles_tax_id_check" TO "shops_tax_id_check";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "mechanic_profiles_warranty_days_check" TO "shops_warranty_days_check";--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();--> statement-breakpoint
INSERT INTO shops (id, email) SELECT u.id, u.email FROM users u WHERE NOT EXISTS (SELECT 1 FROM shops s WHERE s.id = u.id);--> statement-breakpoint
ALTER TABLE "assistant_settings" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "assistant_settings" DROP CONSTRAINT "assistant_settings_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "assistant_settings" ADD CONSTRAINT "assistant_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_emails" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "automatic_emails" DROP CONSTRAINT "automatic_emails_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "automatic_emails" ADD CONSTRAINT "automatic_emails_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_acknowledgements" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER INDEX "check_in_acknowledgements_user_id_idx" RENAME TO "check_in_acknowledgements_shop_id_idx";--> statement-breakpoint
ALTER TABLE "check_ins" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" RENAME CONSTRAINT "check_ins_id_quote_id_user_id_key" TO "check_ins_id_quote_id_shop_id_key";--> statement-breakpoint
ALTER INDEX "check_ins_user_id_idx" RENAME TO "check_ins_shop_id_idx";--> statement-breakpoint
ALTER TABLE "customers" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" RENAME CONSTRAINT "customers_id_user_id_key" TO "customers_id_shop_id_key";--> statement-breakpoint
ALTER TABLE "customers" RENAME CONSTRAINT "customers_user_id_idempotency_key_key" TO "customers_shop_id_idempotency_key_key";--> statement-breakpoint
ALTER INDEX "customers_user_id_created_at_idx" RENAME TO "customers_shop_id_created_at_idx";--> statement-breakpoint
ALTER INDEX "customers_user_id_name_key_idx" RENAME TO "customers_shop_id_name_key_idx";--> statement-breakpoint
ALTER TABLE "job_photos" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "job_photos" DROP CONSTRAINT "job_photos_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "job_photos_user_id_idx" RENAME TO "job_photos_shop_id_idx";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "payments_id_user_id_key" TO "payments_id_shop_id_key";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "payments_user_id_idempotency_key_key" TO "payments_shop_id_idempotency_key_key";--> statement-breakpoint
ALTER INDEX "payments_user_id_paid_on_idx" RENAME TO "payments_shop_id_paid_on_idx";--> statement-breakpoint
ALTER TABLE "quote_answers" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER INDEX "quote_answers_user_id_idx" RENAME TO "quote_answers_shop_id_idx";--> statement-breakpoint
ALTER TABLE "quote_counters" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "quote_counters" DROP CONSTRAINT "quote_counters_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "quote_counters" ADD CONSTRAINT "quote_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deliveries" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "quote_deliveries" DROP CONSTRAINT "quote_deliveries_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "quote_deliveries" ADD CONSTRAINT "quote_deliveries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "quote_deliveries_user_id_warranty_until_idx" RENAME TO "quote_deliveries_shop_id_warranty_until_idx";--> statement-breakpoint
ALTER TABLE "quote_items" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "quote_items" DROP CONSTRAINT "quote_items_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "quote_items_user_id_idx" RENAME TO "quote_items_shop_id_idx";--> statement-breakpoint
ALTER INDEX "quote_items_user_id_part_description_idx" RENAME TO "quote_items_shop_id_part_description_idx";--> statement-breakpoint
ALTER TABLE "quote_links" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "quote_links" DROP CONSTRAINT "quote_links_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "quote_links_user_id_idx" RENAME TO "quote_links_shop_id_idx";--> statement-breakpoint
ALTER TABLE "quote_sends" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "quote_sends" DROP CONSTRAINT "quote_sends_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "quote_sends" ADD CONSTRAINT "quote_sends_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sends" RENAME CONSTRAINT "quote_sends_user_id_idempotency_key_key" TO "quote_sends_shop_id_idempotency_key_key";--> statement-breakpoint
ALTER INDEX "quote_sends_user_id_sent_at_idx" RENAME TO "quote_sends_shop_id_sent_at_idx";--> statement-breakpoint
ALTER TABLE "quote_stage_changes" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "quote_stage_changes" DROP CONSTRAINT "quote_stage_changes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "quote_stage_changes" ADD CONSTRAINT "quote_stage_changes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "quote_stage_changes_user_id_idx" RENAME TO "quote_stage_changes_shop_id_idx";--> statement-breakpoint
ALTER TABLE "quote_versions" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "quote_versions" RENAME CONSTRAINT "quote_versions_id_quote_id_user_id_key" TO "quote_versions_id_quote_id_shop_id_key";--> statement-breakpoint
ALTER INDEX "quote_versions_user_id_idx" RENAME TO "quote_versions_shop_id_idx";--> statement-breakpoint
ALTER TABLE "quote_views" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER INDEX "quote_views_user_id_idx" RENAME TO "quote_views_shop_id_idx";--> statement-breakpoint
ALTER TABLE "quotes" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "quotes_id_user_id_key" TO "quotes_id_shop_id_key";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "quotes_user_id_idempotency_key_key" TO "quotes_shop_id_idempotency_key_key";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "quotes_user_id_number_key" TO "quotes_shop_id_number_key";--> statement-breakpoint
ALTER INDEX "quotes_user_id_quote_date_idx" RENAME TO "quotes_shop_id_quote_date_idx";--> statement-breakpoint
ALTER INDEX "quotes_user_id_answer_unseen_idx" RENAME TO "quotes_shop_id_answer_unseen_idx";--> statement-breakpoint
ALTER INDEX "quotes_user_id_status_stage_changed_at_idx" RENAME TO "quotes_shop_id_status_stage_changed_at_idx";--> statement-breakpoint
ALTER INDEX "quotes_user_id_checked_in_pending_idx" RENAME TO "quotes_shop_id_checked_in_pending_idx";--> statement-breakpoint
ALTER INDEX "quotes_user_id_owed_idx" RENAME TO "quotes_shop_id_owed_idx";--> statement-breakpoint
ALTER INDEX "quotes_user_id_pending_valid_until_idx" RENAME TO "quotes_shop_id_pending_valid_until_idx";--> statement-breakpoint
ALTER INDEX "quotes_user_id_delivered_parts_idx" RENAME TO "quotes_shop_id_delivered_parts_idx";--> statement-breakpoint
ALTER INDEX "quotes_user_id_sent_at_idx" RENAME TO "quotes_shop_id_sent_at_idx";--> statement-breakpoint
ALTER TABLE "reminder_actions" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "reminder_actions" DROP CONSTRAINT "reminder_actions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "reminder_actions" ADD CONSTRAINT "reminder_actions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_actions" RENAME CONSTRAINT "reminder_actions_user_id_kind_subject_id_occurrence_key" TO "reminder_actions_shop_id_kind_subject_id_occurrence_key";--> statement-breakpoint
ALTER TABLE "service_dues" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "service_dues" DROP CONSTRAINT "service_dues_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "service_dues" ADD CONSTRAINT "service_dues_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_dues" RENAME CONSTRAINT "service_dues_id_user_id_key" TO "service_dues_id_shop_id_key";--> statement-breakpoint
ALTER INDEX "service_dues_user_id_remind_on_idx" RENAME TO "service_dues_shop_id_remind_on_idx";--> statement-breakpoint
ALTER TABLE "supplier_answers" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "supplier_answers" DROP CONSTRAINT "supplier_answers_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "supplier_answers" ADD CONSTRAINT "supplier_answers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "supplier_answers_user_id_idx" RENAME TO "supplier_answers_shop_id_idx";--> statement-breakpoint
ALTER TABLE "supplier_request_links" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "supplier_request_links" DROP CONSTRAINT "supplier_request_links_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "supplier_request_links" ADD CONSTRAINT "supplier_request_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_request_links" RENAME CONSTRAINT "supplier_request_links_id_request_id_user_id_key" TO "supplier_request_links_id_request_id_shop_id_key";--> statement-breakpoint
ALTER INDEX "supplier_request_links_user_id_idx" RENAME TO "supplier_request_links_shop_id_idx";--> statement-breakpoint
ALTER TABLE "supplier_request_parts" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "supplier_request_parts" DROP CONSTRAINT "supplier_request_parts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "supplier_request_parts" ADD CONSTRAINT "supplier_request_parts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_request_parts" RENAME CONSTRAINT "supplier_request_parts_id_request_id_user_id_key" TO "supplier_request_parts_id_request_id_shop_id_key";--> statement-breakpoint
ALTER INDEX "supplier_request_parts_user_id_idx" RENAME TO "supplier_request_parts_shop_id_idx";--> statement-breakpoint
ALTER TABLE "supplier_requests" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "supplier_requests" DROP CONSTRAINT "supplier_requests_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_requests" RENAME CONSTRAINT "supplier_requests_id_user_id_key" TO "supplier_requests_id_shop_id_key";--> statement-breakpoint
ALTER TABLE "supplier_requests" RENAME CONSTRAINT "supplier_requests_user_id_idempotency_key_key" TO "supplier_requests_shop_id_idempotency_key_key";--> statement-breakpoint
ALTER INDEX "supplier_requests_user_id_idx" RENAME TO "supplier_requests_shop_id_idx";--> statement-breakpoint
ALTER TABLE "suppliers" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "suppliers" DROP CONSTRAINT "suppliers_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" RENAME CONSTRAINT "suppliers_id_user_id_key" TO "suppliers_id_shop_id_key";--> statement-breakpoint
ALTER TABLE "suppliers" RENAME CONSTRAINT "suppliers_user_id_idempotency_key_key" TO "suppliers_shop_id_idempotency_key_key";--> statement-breakpoint
ALTER INDEX "suppliers_user_id_created_at_idx" RENAME TO "suppliers_shop_id_created_at_idx";--> statement-breakpoint
ALTER INDEX "suppliers_user_id_name_key_idx" RENAME TO "suppliers_shop_id_name_key_idx";--> statement-breakpoint
ALTER TABLE "support_tickets" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "support_tickets" DROP CONSTRAINT "support_tickets_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" RENAME CONSTRAINT "support_tickets_user_id_idempotency_key_key" TO "support_tickets_shop_id_idempotency_key_key";--> statement-breakpoint
ALTER INDEX "support_tickets_user_id_created_at_idx" RENAME TO "support_tickets_shop_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "vehicles" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" RENAME CONSTRAINT "vehicles_id_customer_id_user_id_key" TO "vehicles_id_customer_id_shop_id_key";--> statement-breakpoint
ALTER TABLE "vehicles" RENAME CONSTRAINT "vehicles_id_user_id_key" TO "vehicles_id_shop_id_key";--> statement-breakpoint
ALTER TABLE "vehicles" RENAME CONSTRAINT "vehicles_user_id_idempotency_key_key" TO "vehicles_shop_id_idempotency_key_key";--> statement-breakpoint
ALTER INDEX "vehicles_user_id_plate_key_key" RENAME TO "vehicles_shop_id_plate_key_key";--> statement-breakpoint
ALTER TABLE "leads" RENAME COLUMN "owner_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "leads_owner_id_idempotency_key_key" TO "leads_shop_id_idempotency_key_key";--> statement-breakpoint
ALTER INDEX "leads_owner_id_created_at_idx" RENAME TO "leads_shop_id_created_at_idx";--> statement-breakpoint
ALTER INDEX "leads_owner_id_unanswered_created_at_idx" RENAME TO "leads_shop_id_unanswered_created_at_idx";--> statement-breakpoint
ALTER TABLE "shop_counts" RENAME COLUMN "owner_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "shop_counts" DROP CONSTRAINT "shop_counts_owner_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "shop_counts" ADD CONSTRAINT "shop_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "shop_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"user_id" uuid,
	"role" "shop_role" NOT NULL,
	"name" text NOT NULL,
	"commission_percent" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "shop_members_id_shop_id_key" UNIQUE("id","shop_id"),
	CONSTRAINT "shop_members_commission_percent_check" CHECK ("shop_members"."commission_percent" >= 0 and "shop_members"."commission_percent" <= 100)
);--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_user_id_key" ON "shop_members" USING btree ("user_id") WHERE "shop_members"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_shop_id_owner_key" ON "shop_members" USING btree ("shop_id") WHERE "shop_members"."role" = 'owner' and "shop_members"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "shop_members_shop_id_idx" ON "shop_members" USING btree ("shop_id","created_at");--> statement-breakpoint
INSERT INTO shop_members (shop_id, user_id, role, name, created_at)
  SELECT s.id, u.id, 'owner', coalesce(nullif(btrim(s.owner_name), ''), split_part(u.email, '@', 1)), u.created_at
  FROM shops s JOIN users u ON u.id = s.id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION check_ins_mark_quote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotes SET checked_in_at = NEW.created_at WHERE id = NEW.quote_id AND shop_id = NEW.shop_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Its quote or its whole shop deleted: the payment goes with them.
    IF NOT EXISTS (SELECT 1 FROM quotes WHERE id = OLD.quote_id) OR NOT EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id) THEN
      RETURN OLD;
    END IF;
  ELSIF OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL
    AND (NEW.id, NEW.quote_id, NEW.shop_id, NEW.amount, NEW.method, NEW.paid_on, NEW.installments, NEW.note,
         NEW.idempotency_key, NEW.created_at)
        IS NOT DISTINCT FROM
        (OLD.id, OLD.quote_id, OLD.shop_id, OLD.amount, OLD.method, OLD.paid_on, OLD.installments, OLD.note,
         OLD.idempotency_key, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'payments: a payment is never edited or deleted, only cancelled once with a reason'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_paid_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.cancelled_at IS NULL THEN
    UPDATE quotes SET paid_total = paid_total + NEW.amount WHERE id = NEW.quote_id AND shop_id = NEW.shop_id;
  ELSIF TG_OP = 'UPDATE' AND OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL THEN
    UPDATE quotes SET paid_total = paid_total - NEW.amount WHERE id = NEW.quote_id AND shop_id = NEW.shop_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_open_work_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_counts AS counts (shop_id, open_quotes, approved_unfinished_value)
      SELECT shop_id, sum(work.open_quotes), sum(work.approved_value)
      FROM new_rows, shop_open_work_of(status, cost) AS work GROUP BY shop_id
    ON CONFLICT (shop_id) DO UPDATE SET
      open_quotes = counts.open_quotes + excluded.open_quotes,
      approved_unfinished_value = counts.approved_unfinished_value + excluded.approved_unfinished_value;
  ELSIF TG_OP = 'DELETE' THEN
    -- An update, never an insert: when a shop is deleted its shop_counts row may already be
    -- gone through the cascade, and its rows still being removed must not bring it back.
    UPDATE shop_counts AS counts SET
      open_quotes = counts.open_quotes - changed.open_quotes,
      approved_unfinished_value = counts.approved_unfinished_value - changed.approved_value
    FROM (
      SELECT shop_id, sum(work.open_quotes) AS open_quotes, sum(work.approved_value) AS approved_value
      FROM old_rows, shop_open_work_of(status, cost) AS work GROUP BY shop_id
    ) AS changed
    WHERE counts.shop_id = changed.shop_id;
  ELSE
    UPDATE shop_counts AS counts SET
      open_quotes = counts.open_quotes + changed.open_quotes,
      approved_unfinished_value = counts.approved_unfinished_value + changed.approved_value
    FROM (
      SELECT shop_id, sum(open_quotes) AS open_quotes, sum(approved_value) AS approved_value FROM (
        SELECT shop_id, work.open_quotes, work.approved_value FROM new_rows, shop_open_work_of(status, cost) AS work
        UNION ALL
        SELECT shop_id, -work.open_quotes, -work.approved_value FROM old_rows, shop_open_work_of(status, cost) AS work
      ) AS moved GROUP BY shop_id
    ) AS changed
    WHERE counts.shop_id = changed.shop_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION quotes_take_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quote_counters (shop_id, last_number) VALUES (NEW.shop_id, 1)
  ON CONFLICT (shop_id) DO UPDATE SET last_number = quote_counters.last_number + 1
  RETURNING last_number INTO NEW.number;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION quotes_keep_answered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- While the shop exists: deleting the shop removes everything it owns.
  IF EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id)
     AND (EXISTS (SELECT 1 FROM quote_answers WHERE quote_id = OLD.id AND shop_id = OLD.shop_id)
          OR EXISTS (SELECT 1 FROM check_in_acknowledgements WHERE quote_id = OLD.id AND shop_id = OLD.shop_id)) THEN
    RAISE EXCEPTION 'quotes %: the customer answered this quote or acknowledged its check-in; it is kept (CDC art. 27) and can only be cancelled', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO shop_counts AS counts (shop_id, %1$I)
         SELECT shop_id, count(*) FROM changed_rows WHERE shop_id IS NOT NULL GROUP BY shop_id
       ON CONFLICT (shop_id) DO UPDATE SET %1$I = counts.%1$I + excluded.%1$I',
      TG_ARGV[0]);
  ELSE
    -- An update, never an insert: when a shop is deleted its shop_counts row may already be
    -- gone through the cascade, and its rows still being removed must not bring it back.
    EXECUTE format(
      'UPDATE shop_counts AS counts SET %1$I = counts.%1$I - removed.n
         FROM (SELECT shop_id, count(*) AS n FROM changed_rows WHERE shop_id IS NOT NULL GROUP BY shop_id) AS removed
       WHERE counts.shop_id = removed.shop_id',
      TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "customers_count_insert" ON "customers";--> statement-breakpoint
CREATE TRIGGER "customers_count_insert" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('customers');--> statement-breakpoint
DROP TRIGGER "customers_count_delete" ON "customers";--> statement-breakpoint
CREATE TRIGGER "customers_count_delete" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('customers');--> statement-breakpoint
DROP TRIGGER "suppliers_count_insert" ON "suppliers";--> statement-breakpoint
CREATE TRIGGER "suppliers_count_insert" AFTER INSERT ON "suppliers" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('suppliers');--> statement-breakpoint
DROP TRIGGER "suppliers_count_delete" ON "suppliers";--> statement-breakpoint
CREATE TRIGGER "suppliers_count_delete" AFTER DELETE ON "suppliers" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('suppliers');--> statement-breakpoint
DROP TRIGGER "leads_count_insert" ON "leads";--> statement-breakpoint
CREATE TRIGGER "leads_count_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('leads');--> statement-breakpoint
DROP TRIGGER "leads_count_delete" ON "leads";--> statement-breakpoint
CREATE TRIGGER "leads_count_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('leads');--> statement-breakpoint
DROP TRIGGER "quotes_count_insert" ON "quotes";--> statement-breakpoint
CREATE TRIGGER "quotes_count_insert" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('quotes');--> statement-breakpoint
DROP TRIGGER "quotes_count_delete" ON "quotes";--> statement-breakpoint
CREATE TRIGGER "quotes_count_delete" AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('quotes');
