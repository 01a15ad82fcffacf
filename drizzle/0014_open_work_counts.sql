-- Hand-written below: shop_open_work_of()/_apply(), their triggers, the first open-work counts.
ALTER TABLE "shop_counts" ADD COLUMN "open_quotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_counts" ADD COLUMN "approved_unfinished_value" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Hand-written from here on: triggers that keep the two new counts exact, as 0004 does for the
-- others, so the Painel reads one row instead of adding up a large shop's open quotes on every
-- visit. Open: pending, approved, in progress. Value: approved and in progress. A status or a
-- value changes by UPDATE, so updates count too: the old rows leave, the new ones come in.
CREATE FUNCTION shop_open_work_of(status service_status, cost numeric, OUT open_quotes integer, OUT approved_value numeric)
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT (status IN ('pending', 'approved', 'in_progress'))::int,
           CASE WHEN status IN ('approved', 'in_progress') THEN coalesce(cost, 0) ELSE 0 END
  $$;--> statement-breakpoint
CREATE FUNCTION shop_open_work_apply() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_counts AS counts (owner_id, open_quotes, approved_unfinished_value)
      SELECT user_id, sum(work.open_quotes), sum(work.approved_value)
      FROM new_rows, shop_open_work_of(status, cost) AS work GROUP BY user_id
    ON CONFLICT (owner_id) DO UPDATE SET
      open_quotes = counts.open_quotes + excluded.open_quotes,
      approved_unfinished_value = counts.approved_unfinished_value + excluded.approved_unfinished_value;
  ELSIF TG_OP = 'DELETE' THEN
    -- An update, never an insert: when an account is deleted its shop_counts row may already be
    -- gone through the cascade, and its rows still being removed must not bring it back.
    UPDATE shop_counts AS counts SET
      open_quotes = counts.open_quotes - changed.open_quotes,
      approved_unfinished_value = counts.approved_unfinished_value - changed.approved_value
    FROM (
      SELECT user_id, sum(work.open_quotes) AS open_quotes, sum(work.approved_value) AS approved_value
      FROM old_rows, shop_open_work_of(status, cost) AS work GROUP BY user_id
    ) AS changed
    WHERE counts.owner_id = changed.user_id;
  ELSE
    UPDATE shop_counts AS counts SET
      open_quotes = counts.open_quotes + changed.open_quotes,
      approved_unfinished_value = counts.approved_unfinished_value + changed.approved_value
    FROM (
      SELECT user_id, sum(open_quotes) AS open_quotes, sum(approved_value) AS approved_value FROM (
        SELECT user_id, work.open_quotes, work.approved_value FROM new_rows, shop_open_work_of(status, cost) AS work
        UNION ALL
        SELECT user_id, -work.open_quotes, -work.approved_value FROM old_rows, shop_open_work_of(status, cost) AS work
      ) AS moved GROUP BY user_id
    ) AS changed
    WHERE counts.owner_id = changed.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER service_history_open_work_insert AFTER INSERT ON service_history REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_open_work_apply();--> statement-breakpoint
CREATE TRIGGER service_history_open_work_delete AFTER DELETE ON service_history REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_open_work_apply();--> statement-breakpoint
CREATE TRIGGER service_history_open_work_update AFTER UPDATE ON service_history REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_open_work_apply();--> statement-breakpoint
-- The figures of the rows already there, under the lock the triggers above took (see 0004).
UPDATE shop_counts AS counts SET open_quotes = existing.open_quotes, approved_unfinished_value = existing.approved_value
FROM (
  SELECT user_id, sum(work.open_quotes) AS open_quotes, sum(work.approved_value) AS approved_value
  FROM service_history, shop_open_work_of(status, cost) AS work GROUP BY user_id
) AS existing
WHERE counts.owner_id = existing.user_id;
