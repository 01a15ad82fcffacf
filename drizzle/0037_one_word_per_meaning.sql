-- Hand-written: the whole file: renames in place (drizzle-kit drops and rebuilds every index and constraint of a renamed table or column); the database ends as db/schema says.
ALTER TYPE "public"."quote_photo_kind" RENAME TO "job_photo_kind";--> statement-breakpoint
ALTER TABLE "quote_photos" RENAME TO "job_photos";--> statement-breakpoint
ALTER TABLE "job_photos" RENAME CONSTRAINT "quote_photos_storage_key_key" TO "job_photos_storage_key_key";--> statement-breakpoint
ALTER TABLE "job_photos" RENAME CONSTRAINT "quote_photos_part_check" TO "job_photos_part_check";--> statement-breakpoint
ALTER TABLE "job_photos" RENAME CONSTRAINT "quote_photos_sha256_check" TO "job_photos_sha256_check";--> statement-breakpoint
ALTER TABLE "job_photos" RENAME CONSTRAINT "quote_photos_user_id_users_id_fk" TO "job_photos_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "job_photos" RENAME CONSTRAINT "quote_photos_quote_owner_fk" TO "job_photos_quote_owner_fk";--> statement-breakpoint
ALTER INDEX "quote_photos_quote_id_created_at_idx" RENAME TO "job_photos_quote_id_created_at_idx";--> statement-breakpoint
ALTER INDEX "quote_photos_user_id_idx" RENAME TO "job_photos_user_id_idx";--> statement-breakpoint
ALTER TABLE "job_photos" RENAME CONSTRAINT "quote_photos_pkey" TO "job_photos_pkey";--> statement-breakpoint
ALTER TRIGGER "quote_photos_queue_object" ON "job_photos" RENAME TO "job_photos_queue_object";--> statement-breakpoint
ALTER FUNCTION quote_photos_queue_object() RENAME TO job_photos_queue_object;--> statement-breakpoint
ALTER TABLE "mechanic_profiles" RENAME COLUMN "reminder_template" TO "due_notice_template";--> statement-breakpoint
ALTER TABLE "quotes" RENAME COLUMN "service_date" TO "quote_date";--> statement-breakpoint
ALTER INDEX "quotes_vehicle_id_service_date_idx" RENAME TO "quotes_vehicle_id_quote_date_idx";--> statement-breakpoint
ALTER INDEX "quotes_customer_id_service_date_idx" RENAME TO "quotes_customer_id_quote_date_idx";--> statement-breakpoint
ALTER INDEX "quotes_user_id_service_date_idx" RENAME TO "quotes_user_id_quote_date_idx";
