-- Hand-written below: a link (random token) for every quote made before links existed.
CREATE TYPE "public"."quote_send_channel" AS ENUM('whatsapp', 'email');--> statement-breakpoint
CREATE TABLE "quote_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "quote_links_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "quote_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" "quote_send_channel" NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "quote_sends_user_id_idempotency_key_key" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "whatsapp_template" text;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_quote_owner_fk" FOREIGN KEY ("quote_id","user_id") REFERENCES "public"."service_history"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sends" ADD CONSTRAINT "quote_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sends" ADD CONSTRAINT "quote_sends_quote_owner_fk" FOREIGN KEY ("quote_id","user_id") REFERENCES "public"."service_history"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_links_live_quote_id_key" ON "quote_links" USING btree ("quote_id") WHERE "quote_links"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "quote_links_user_id_idx" ON "quote_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quote_sends_quote_id_sent_at_idx" ON "quote_sends" USING btree ("quote_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written from here on.
-- Every quote made before links existed gets one: two random UUIDs' hex, 244 random bits.
INSERT INTO "quote_links" ("quote_id", "user_id", "token")
  SELECT "id", "user_id", replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') FROM "service_history";
