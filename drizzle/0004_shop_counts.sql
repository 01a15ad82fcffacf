-- Hand-written below: shop_counts_apply() and its statement triggers, and the first counts.
CREATE TABLE "shop_counts" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"suppliers" integer DEFAULT 0 NOT NULL,
	"service_records" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_counts" ADD CONSTRAINT "shop_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here on: the triggers that keep shop_counts exact.
-- One function for every counted table. TG_ARGV[0] is the table's owner column, TG_ARGV[1] the
-- shop_counts column it feeds. Statement triggers see all the rows a statement wrote at once
-- (changed_rows), so a bulk insert or a customer's cascade of service records costs one update
-- per shop, not one per row. Unowned rows (the landing page's leads) are not a shop's.
-- Owner columns are never updated (a row stays in its shop), so INSERT and DELETE are enough.
CREATE FUNCTION shop_counts_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO shop_counts AS counts (owner_id, %1$I)
         SELECT %2$I, count(*) FROM changed_rows WHERE %2$I IS NOT NULL GROUP BY %2$I
       ON CONFLICT (owner_id) DO UPDATE SET %1$I = counts.%1$I + excluded.%1$I',
      TG_ARGV[1], TG_ARGV[0]);
  ELSE
    -- An update, never an insert: when an account is deleted its shop_counts row may already be
    -- gone through the cascade, and its rows still being removed must not bring it back.
    EXECUTE format(
      'UPDATE shop_counts AS counts SET %1$I = counts.%1$I - removed.n
         FROM (SELECT %2$I AS owner_id, count(*) AS n FROM changed_rows WHERE %2$I IS NOT NULL GROUP BY %2$I) AS removed
       WHERE counts.owner_id = removed.owner_id',
      TG_ARGV[1], TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_count_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('user_id', 'customers');--> statement-breakpoint
CREATE TRIGGER customers_count_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('user_id', 'customers');--> statement-breakpoint
CREATE TRIGGER suppliers_count_insert AFTER INSERT ON suppliers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('user_id', 'suppliers');--> statement-breakpoint
CREATE TRIGGER suppliers_count_delete AFTER DELETE ON suppliers REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('user_id', 'suppliers');--> statement-breakpoint
CREATE TRIGGER service_history_count_insert AFTER INSERT ON service_history REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('user_id', 'service_records');--> statement-breakpoint
CREATE TRIGGER service_history_count_delete AFTER DELETE ON service_history REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('user_id', 'service_records');--> statement-breakpoint
CREATE TRIGGER leads_count_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('owner_id', 'leads');--> statement-breakpoint
CREATE TRIGGER leads_count_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_counts_apply('owner_id', 'leads');--> statement-breakpoint
-- The counts of the rows already there. Every migration runs in one transaction, and creating the
-- triggers above locked the four tables against writes until it commits: nothing written by a
-- running instance can slip between these counts and the triggers.
INSERT INTO shop_counts (owner_id, customers, suppliers, service_records, leads)
  SELECT users.id,
    (SELECT count(*) FROM customers WHERE customers.user_id = users.id),
    (SELECT count(*) FROM suppliers WHERE suppliers.user_id = users.id),
    (SELECT count(*) FROM service_history WHERE service_history.user_id = users.id),
    (SELECT count(*) FROM leads WHERE leads.owner_id = users.id)
  FROM users;
