-- Hand-written below: the tags from 'peças oferecidas', immutable_tags_text(), the cost's supplier key.
CREATE TABLE "supplier_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"price" numeric(12, 2),
	"condition" "part_condition",
	"brand" text,
	"delivery_days" smallint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_answers_link_id_part_id_key" UNIQUE("link_id","part_id"),
	CONSTRAINT "supplier_answers_price_check" CHECK ("supplier_answers"."price" > 0),
	CONSTRAINT "supplier_answers_offer_check" CHECK (("supplier_answers"."price" IS NULL) = ("supplier_answers"."condition" IS NULL) AND ("supplier_answers"."price" IS NULL) = ("supplier_answers"."delivery_days" IS NULL)),
	CONSTRAINT "supplier_answers_delivery_days_check" CHECK ("supplier_answers"."delivery_days" BETWEEN 0 AND 90),
	CONSTRAINT "supplier_answers_brand_check" CHECK (char_length("supplier_answers"."brand") BETWEEN 1 AND 60),
	CONSTRAINT "supplier_answers_note_check" CHECK (char_length("supplier_answers"."note") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "supplier_request_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"token" text NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_request_links_token_unique" UNIQUE("token"),
	CONSTRAINT "supplier_request_links_id_request_id_user_id_key" UNIQUE("id","request_id","user_id"),
	CONSTRAINT "supplier_request_links_request_id_supplier_id_key" UNIQUE("request_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_request_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line_key" uuid NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 3) NOT NULL,
	"condition" "part_condition" NOT NULL,
	CONSTRAINT "supplier_request_parts_id_request_id_user_id_key" UNIQUE("id","request_id","user_id"),
	CONSTRAINT "supplier_request_parts_request_id_position_key" UNIQUE("request_id","position"),
	CONSTRAINT "supplier_request_parts_quantity_check" CHECK ("supplier_request_parts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"vehicle" text NOT NULL,
	"engine" text,
	"deadline" timestamp with time zone NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_requests_id_user_id_key" UNIQUE("id","user_id"),
	CONSTRAINT "supplier_requests_user_id_idempotency_key_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "supplier_requests_vehicle_check" CHECK (char_length("supplier_requests"."vehicle") BETWEEN 1 AND 200),
	CONSTRAINT "supplier_requests_engine_check" CHECK (char_length("supplier_requests"."engine") BETWEEN 1 AND 60)
);
--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "parts_markup" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "supplier_request_template" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Hand-written: the free text 'peças oferecidas' becomes tags, split where it was listed
-- ('Freios, suspensão e filtros' → Freios · suspensão · filtros), each trimmed, at most 30.
UPDATE "suppliers" SET "tags" = coalesce((
  SELECT array_agg(tag ORDER BY n) FROM (
    SELECT left(btrim(piece), 40) AS tag, n
    FROM regexp_split_to_table("parts_offered", '\s*(?:[,;/\n]|\s+e\s+)\s*') WITH ORDINALITY AS p(piece, n)
    WHERE btrim(piece) <> '' LIMIT 30
  ) AS pieces
), '{}') WHERE "parts_offered" IS NOT NULL;--> statement-breakpoint
-- Hand-written: array_to_string is only STABLE (it calls the element type's output function);
-- for text[] it cannot change, and a generated column needs an IMMUTABLE expression.
CREATE OR REPLACE FUNCTION immutable_tags_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT array_to_string($1, ' ') $$;--> statement-breakpoint
DROP INDEX "suppliers_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "suppliers" drop column "search_key";--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name || ' ' || immutable_tags_text(tags) || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "line_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "unit_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_id_user_id_key" UNIQUE("id","user_id");--> statement-breakpoint
ALTER TABLE "supplier_answers" ADD CONSTRAINT "supplier_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_answers" ADD CONSTRAINT "supplier_answers_link_fk" FOREIGN KEY ("link_id","request_id","user_id") REFERENCES "public"."supplier_request_links"("id","request_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_answers" ADD CONSTRAINT "supplier_answers_part_fk" FOREIGN KEY ("part_id","request_id","user_id") REFERENCES "public"."supplier_request_parts"("id","request_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_request_links" ADD CONSTRAINT "supplier_request_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_request_links" ADD CONSTRAINT "supplier_request_links_request_owner_fk" FOREIGN KEY ("request_id","user_id") REFERENCES "public"."supplier_requests"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_request_links" ADD CONSTRAINT "supplier_request_links_supplier_owner_fk" FOREIGN KEY ("supplier_id","user_id") REFERENCES "public"."suppliers"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_request_parts" ADD CONSTRAINT "supplier_request_parts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_request_parts" ADD CONSTRAINT "supplier_request_parts_request_owner_fk" FOREIGN KEY ("request_id","user_id") REFERENCES "public"."supplier_requests"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_quote_owner_fk" FOREIGN KEY ("quote_id","user_id") REFERENCES "public"."quotes"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_answers_request_id_idx" ON "supplier_answers" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "supplier_answers_user_id_idx" ON "supplier_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "supplier_request_links_supplier_id_created_at_idx" ON "supplier_request_links" USING btree ("supplier_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supplier_request_links_user_id_idx" ON "supplier_request_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "supplier_request_parts_user_id_idx" ON "supplier_request_parts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "supplier_requests_quote_id_created_at_idx" ON "supplier_requests" USING btree ("quote_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supplier_requests_user_id_idx" ON "supplier_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "suppliers_search_key_trgm_idx" ON "suppliers" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_items_supplier_id_idx" ON "quote_items" USING btree ("supplier_id") WHERE "quote_items"."supplier_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD CONSTRAINT "mechanic_profiles_parts_markup_check" CHECK ("mechanic_profiles"."parts_markup" BETWEEN 0 AND 1000);--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_tags_check" CHECK (cardinality("suppliers"."tags") <= 30);--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_unit_cost_check" CHECK ("quote_items"."unit_cost" >= 0);--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_cost_part_check" CHECK ("quote_items"."kind" = 'part' OR ("quote_items"."unit_cost" IS NULL AND "quote_items"."supplier_id" IS NULL));;--> statement-breakpoint
-- Hand-written: deleting a supplier empties only the line's supplier_id (the cost stays), which
-- drizzle cannot declare; (supplier_id, user_id) keeps a line from naming another shop's supplier.
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_supplier_owner_fk" FOREIGN KEY ("supplier_id","user_id") REFERENCES "public"."suppliers"("id","user_id") ON DELETE SET NULL ("supplier_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" DROP COLUMN "parts_offered";
