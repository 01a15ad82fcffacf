-- Hand-written below: the trigger that keeps quotes.checked_in_at, and its first values.
ALTER TABLE "quotes" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotes_user_id_checked_in_pending_idx" ON "quotes" USING btree ("user_id","checked_in_at","id") WHERE "quotes"."status" = 'pending' AND "quotes"."checked_in_at" IS NOT NULL;;--> statement-breakpoint
-- Hand-written from here on. Whoever inserts a check-in (the app, the seed, a fixture), its quote
-- learns when its car arrived, in the same statement's transaction. A check-in is one per quote
-- and goes only with its quote, so an insert is all there is to follow.
CREATE FUNCTION check_ins_mark_quote() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE quotes SET checked_in_at = NEW.created_at WHERE id = NEW.quote_id AND user_id = NEW.user_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER check_ins_mark_quote AFTER INSERT ON check_ins
  FOR EACH ROW EXECUTE FUNCTION check_ins_mark_quote();--> statement-breakpoint
UPDATE quotes SET checked_in_at = c.created_at FROM check_ins AS c WHERE c.quote_id = quotes.id AND c.user_id = quotes.user_id;
