-- Hand-written: the whole file: service_history renamed quotes, with every name written as text.
-- The quote gets one name from table to screen: the table
-- service_history becomes quotes, its enum service_status becomes quote_status, and
-- shop_counts.service_records becomes shop_counts.quotes. Renames keep every row, index and
-- foreign key (they follow the table by OID); only names written as text are redone: the
-- constraints' and indexes' names, the triggers' and functions' names, the two function bodies
-- that name the table, and the counting triggers, whose argument names the shop_counts column.
ALTER TABLE "service_history" RENAME TO "quotes";--> statement-breakpoint
ALTER TYPE "public"."service_status" RENAME TO "quote_status";--> statement-breakpoint
ALTER TABLE "shop_counts" RENAME COLUMN "service_records" TO "quotes";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "service_history_pkey" TO "quotes_pkey";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "service_history_user_id_users_id_fk" TO "quotes_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "service_history_customer_owner_fk" TO "quotes_customer_owner_fk";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "service_history_vehicle_owner_fk" TO "quotes_vehicle_owner_fk";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "service_history_id_user_id_key" TO "quotes_id_user_id_key";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "service_history_user_id_idempotency_key_key" TO "quotes_user_id_idempotency_key_key";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "service_history_user_id_number_key" TO "quotes_user_id_number_key";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "service_history_check_in_km_check" TO "quotes_check_in_km_check";--> statement-breakpoint
ALTER TABLE "quotes" RENAME CONSTRAINT "service_history_discount_check" TO "quotes_discount_check";--> statement-breakpoint
ALTER INDEX "service_history_vehicle_id_service_date_idx" RENAME TO "quotes_vehicle_id_service_date_idx";--> statement-breakpoint
ALTER INDEX "service_history_customer_id_service_date_idx" RENAME TO "quotes_customer_id_service_date_idx";--> statement-breakpoint
ALTER INDEX "service_history_user_id_service_date_idx" RENAME TO "quotes_user_id_service_date_idx";--> statement-breakpoint
ALTER INDEX "service_history_user_id_status_idx" RENAME TO "quotes_user_id_status_idx";--> statement-breakpoint
ALTER INDEX "service_history_user_id_answer_unseen_idx" RENAME TO "quotes_user_id_answer_unseen_idx";--> statement-breakpoint
ALTER FUNCTION service_history_take_number() RENAME TO quotes_take_number;--> statement-breakpoint
ALTER TRIGGER service_history_take_number ON "quotes" RENAME TO quotes_take_number;--> statement-breakpoint
ALTER TRIGGER service_history_open_work_insert ON "quotes" RENAME TO quotes_open_work_insert;--> statement-breakpoint
ALTER TRIGGER service_history_open_work_delete ON "quotes" RENAME TO quotes_open_work_delete;--> statement-breakpoint
ALTER TRIGGER service_history_open_work_update ON "quotes" RENAME TO quotes_open_work_update;--> statement-breakpoint
-- The counting triggers name the shop_counts column in their argument: made again with the new one.
DROP TRIGGER service_history_count_insert ON "quotes";--> statement-breakpoint
DROP TRIGGER service_history_count_delete ON "quotes";--> statement-breakpoint
CREATE TRIGGER quotes_count_insert AFTER INSERT ON quotes REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('user_id', 'quotes');--> statement-breakpoint
CREATE TRIGGER quotes_count_delete AFTER DELETE ON quotes REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('user_id', 'quotes');--> statement-breakpoint
-- 0017's append-only rule names the table in its body.
CREATE OR REPLACE FUNCTION quote_record_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM quotes WHERE id = OLD.quote_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: its rows cannot be changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
-- 0020's rule, under the table's name and with its name in the message.
DROP TRIGGER service_history_keep_answered ON "quotes";--> statement-breakpoint
DROP FUNCTION service_history_keep_answered();--> statement-breakpoint
CREATE FUNCTION quotes_keep_answered() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id)
     AND EXISTS (SELECT 1 FROM quote_answers WHERE quote_id = OLD.id AND user_id = OLD.user_id) THEN
    RAISE EXCEPTION 'quotes %: the customer answered this quote; it is kept (CDC art. 27) and can only be cancelled', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER quotes_keep_answered BEFORE DELETE ON quotes
  FOR EACH ROW EXECUTE FUNCTION quotes_keep_answered();
