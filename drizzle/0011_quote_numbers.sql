-- Hand-written below: numbering existing quotes, seeding quote_counters, the numbering trigger.
CREATE TABLE "quote_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_counters" ADD CONSTRAINT "quote_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here on (drizzle-kit's UNIQUE moved below the numbering it needs).
-- Every existing record becomes a quote numbered in the order it was made, shop by shop, and each
-- shop's counter starts after its last number.
UPDATE "service_history" AS record SET "number" = numbered.number
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS number FROM "service_history"
) AS numbered
WHERE record."id" = numbered."id";--> statement-breakpoint
INSERT INTO "quote_counters" ("user_id", "last_number")
SELECT "user_id", max("number") FROM "service_history" GROUP BY "user_id";--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_user_id_number_key" UNIQUE("user_id","number");--> statement-breakpoint
-- Every new record takes its shop's next number here, whoever inserts it (the app, a seed, a
-- restore). The upsert locks the shop's counter row until the inserting transaction ends, so
-- concurrent inserts get consecutive numbers; an insert that fails (another shop's customer)
-- takes its number back with it, as the whole statement is undone.
CREATE FUNCTION service_history_take_number() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO quote_counters (user_id, last_number) VALUES (NEW.user_id, 1)
  ON CONFLICT (user_id) DO UPDATE SET last_number = quote_counters.last_number + 1
  RETURNING last_number INTO NEW.number;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER service_history_take_number BEFORE INSERT ON "service_history"
  FOR EACH ROW EXECUTE FUNCTION service_history_take_number();
