ALTER TABLE "mechanic_profiles" ADD COLUMN "scheduled_plan" "subscription_plan";--> statement-breakpoint
ALTER TABLE "mechanic_profiles" ADD COLUMN "scheduled_plan_at" timestamp with time zone;