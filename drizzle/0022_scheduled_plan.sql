ALTER TABLE "mechanic_profiles" ADD COLUMN "scheduled_plan" "subscription_plan";--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "scheduled_plan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD CONSTRAINT "scheduled_plan_complete" CHECK (("mechanic_profiles"."scheduled_plan" is null) = ("mechanic_profiles"."scheduled_plan_at" is null));