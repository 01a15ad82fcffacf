CREATE TYPE "public"."conversation_channel" AS ENUM('public_page', 'quote_link', 'test');--> statement-breakpoint
CREATE TYPE "public"."conversation_outcome" AS ENUM('booked', 'handed_over');--> statement-breakpoint
CREATE TYPE "public"."conversation_role" AS ENUM('visitor', 'assistant');--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" "conversation_role" NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_text_check" CHECK (char_length("conversation_messages"."text") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"token" text NOT NULL,
	"channel" "conversation_channel" NOT NULL,
	"quote_id" uuid,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"outcome" "conversation_outcome",
	"appointment_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_token_key" UNIQUE("token"),
	CONSTRAINT "conversations_id_shop_id_key" UNIQUE("id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_owner_fk" FOREIGN KEY ("conversation_id","shop_id") REFERENCES "public"."conversations"("id","shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_quote_owner_fk" FOREIGN KEY ("quote_id","shop_id") REFERENCES "public"."quotes"("id","shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_id_at_idx" ON "conversation_messages" USING btree ("conversation_id","at");--> statement-breakpoint
CREATE INDEX "conversation_messages_shop_id_idx" ON "conversation_messages" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "conversations_shop_id_last_message_at_idx" ON "conversations" USING btree ("shop_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_last_message_at_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_quote_id_idx" ON "conversations" USING btree ("quote_id");