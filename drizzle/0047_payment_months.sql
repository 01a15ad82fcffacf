-- Hand-written below: payment_months_apply(), its trigger, the months of the payments already there.
CREATE TABLE "payment_months" (
	"shop_id" uuid NOT NULL,
	"month" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "payment_months_shop_id_month_method_pk" PRIMARY KEY("shop_id","month","method")
);
--> statement-breakpoint
ALTER TABLE "payment_months" ADD CONSTRAINT "payment_months_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each shop's money received per month and method, kept in the statement that writes a payment,
-- as quotes.paid_total is (0029): a payment adds its amount to its month, its cancellation (the
-- only change payments_guard allows) or its deletion with its quote takes it away. Adding, row by
-- row: the month's row lock puts two payments of one month one after the other.
CREATE FUNCTION payment_months_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.cancelled_at IS NULL THEN
    INSERT INTO payment_months AS months (shop_id, month, method, total)
      VALUES (NEW.shop_id, date_trunc('month', NEW.paid_on::timestamp)::date, NEW.method, NEW.amount)
    ON CONFLICT (shop_id, month, method) DO UPDATE SET total = months.total + excluded.total;
  ELSIF (TG_OP = 'UPDATE' AND OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL)
     OR (TG_OP = 'DELETE' AND OLD.cancelled_at IS NULL) THEN
    -- An update, never an insert: a shop being deleted may have lost its months already.
    UPDATE payment_months SET total = total - OLD.amount
      WHERE shop_id = OLD.shop_id AND month = date_trunc('month', OLD.paid_on::timestamp)::date AND method = OLD.method;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payment_months_apply AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payment_months_apply();--> statement-breakpoint
-- The payments already there, under the lock CREATE TRIGGER took on payments.
INSERT INTO payment_months (shop_id, month, method, total)
  SELECT shop_id, date_trunc('month', paid_on::timestamp)::date, method, sum(amount) FROM payments
  WHERE cancelled_at IS NULL GROUP BY 1, 2, 3;
