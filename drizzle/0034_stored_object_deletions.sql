-- Hand-written below: the trigger that queues a deleted photo's stored object for removal.
CREATE TABLE "stored_object_deletions" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Hand-written from here on. Every deleted quote_photos row, whoever deletes it and however (one
-- photo, its quote or customer by cascade, the account, a hand-written DELETE), leaves its object's
-- key here in the same transaction; the queue's 'maintenance.stored-objects' removes the object
-- and the key (lib/maintenance/stored-objects.ts). A rolled-back delete queues nothing.
CREATE FUNCTION quote_photos_queue_object() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO stored_object_deletions (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER quote_photos_queue_object AFTER DELETE ON quote_photos
  FOR EACH ROW EXECUTE FUNCTION quote_photos_queue_object();
