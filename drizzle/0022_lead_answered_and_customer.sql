ALTER TABLE "leads" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;