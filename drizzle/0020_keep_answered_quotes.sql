-- Hand-written: the whole file: the trigger that refuses deleting a quote its customer answered.
-- Hand-written. A quote its customer answered on the link (a row in quote_answers) is evidence the
-- shop must keep (CDC art. 27: five years), so its row is never deleted on its own nor with its
-- customer (the customers foreign key's cascade), whoever runs the DELETE: the app refuses it first
-- (lib/data/service-records.ts, lib/data/customers.ts), this catches a race or a hand-written
-- DELETE. Deleting the whole account still takes everything: the cascade from users runs after the
-- account's row is gone, as the append-only triggers of 0017 tell a quote's own deletion.
CREATE FUNCTION service_history_keep_answered() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id)
     AND EXISTS (SELECT 1 FROM quote_answers WHERE quote_id = OLD.id AND user_id = OLD.user_id) THEN
    RAISE EXCEPTION 'service_history %: the customer answered this quote; it is kept (CDC art. 27) and can only be cancelled', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER service_history_keep_answered BEFORE DELETE ON service_history
  FOR EACH ROW EXECUTE FUNCTION service_history_keep_answered();
