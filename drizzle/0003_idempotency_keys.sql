DROP INDEX "service_history_user_id_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "service_history" ADD COLUMN "idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_idempotency_key_key" UNIQUE("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_idempotency_key_key" UNIQUE NULLS NOT DISTINCT("owner_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_user_id_idempotency_key_key" UNIQUE("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_user_id_idempotency_key_key" UNIQUE("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_idempotency_key_key" UNIQUE("user_id","idempotency_key");