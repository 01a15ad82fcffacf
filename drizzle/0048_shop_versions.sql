-- Hand-written below: shop_versions_bump() and its triggers on every table of a shop's data.
CREATE TABLE "shop_versions" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"moved_by" "xid8"
);
--> statement-breakpoint
ALTER TABLE "shop_versions" ADD CONSTRAINT "shop_versions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moves a shop's version once per transaction, at its commit (constraint triggers, deferred): the
-- first row of the transaction moves it and notes the transaction, the rest find it noted and
-- write nothing. A shop being deleted has lost its row already: nothing to move.
CREATE FUNCTION shop_versions_bump() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  shop uuid;
BEGIN
  IF TG_TABLE_NAME = 'shops' THEN
    shop := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    shop := CASE WHEN TG_OP = 'DELETE' THEN OLD.shop_id ELSE NEW.shop_id END;
  END IF;
  UPDATE shop_versions SET version = version + 1, moved_by = pg_current_xact_id()
    WHERE shop_id = shop AND moved_by IS DISTINCT FROM pg_current_xact_id();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION shop_versions_create() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO shop_versions (shop_id) VALUES (NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER shop_versions_create AFTER INSERT ON shops FOR EACH ROW EXECUTE FUNCTION shop_versions_create();--> statement-breakpoint
INSERT INTO shop_versions (shop_id) SELECT id FROM shops;--> statement-breakpoint
-- Every table with a shop_id, and shops, but those only triggers write (each write to them comes
-- with one to a table that moves the version already) and shop_versions itself. A table made
-- later adds its own trigger in its migration (tests/integration/shop-versions.test.ts checks).
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.column_name = 'shop_id'
        AND c.table_name NOT IN ('shop_versions', 'shop_counts', 'payment_months')
    UNION ALL SELECT 'shops'
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER shop_versions_bump AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_versions_bump()', t);
  END LOOP;
END;
$$;
