-- Hand-written below: payments_guard keeps who registered a payment as fixed as the rest of it.
ALTER TYPE "public"."subscription_plan" ADD VALUE 'premium';--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "shop_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_invitations_role_check" CHECK ("team_invitations"."role" <> 'owner')
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "taken_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "registered_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "quote_deliveries" ADD COLUMN "delivered_by" uuid;--> statement-breakpoint
ALTER TABLE "quote_stage_changes" ADD COLUMN "changed_by" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_fk" FOREIGN KEY ("invited_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_hash_key" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "team_invitations_shop_id_idx" ON "team_invitations" USING btree ("shop_id","created_at");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_taken_by_fk" FOREIGN KEY ("taken_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_registered_by_fk" FOREIGN KEY ("registered_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cancelled_by_fk" FOREIGN KEY ("cancelled_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deliveries" ADD CONSTRAINT "quote_deliveries_delivered_by_fk" FOREIGN KEY ("delivered_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_stage_changes" ADD CONSTRAINT "quote_stage_changes_changed_by_fk" FOREIGN KEY ("changed_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_fk" FOREIGN KEY ("created_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_updated_by_fk" FOREIGN KEY ("updated_by","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_assigned_to_fk" FOREIGN KEY ("assigned_to","shop_id") REFERENCES "public"."shop_members"("id","shop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_shop_id_assigned_to_idx" ON "quotes" USING btree ("shop_id","assigned_to","stage_changed_at") WHERE "quotes"."assigned_to" IS NOT NULL;;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Its quote or its whole shop deleted: the payment goes with them.
    IF NOT EXISTS (SELECT 1 FROM quotes WHERE id = OLD.quote_id) OR NOT EXISTS (SELECT 1 FROM shops WHERE id = OLD.shop_id) THEN
      RETURN OLD;
    END IF;
  ELSIF OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL
    AND (NEW.id, NEW.quote_id, NEW.shop_id, NEW.amount, NEW.method, NEW.paid_on, NEW.installments, NEW.note,
         NEW.idempotency_key, NEW.created_at, NEW.registered_by)
        IS NOT DISTINCT FROM
        (OLD.id, OLD.quote_id, OLD.shop_id, OLD.amount, OLD.method, OLD.paid_on, OLD.installments, OLD.note,
         OLD.idempotency_key, OLD.created_at, OLD.registered_by) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'payments: a payment is never edited or deleted, only cancelled once with a reason'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
