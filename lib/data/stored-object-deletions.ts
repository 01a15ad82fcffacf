import "server-only";
import { inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { jobPhotos, storedObjectDeletions } from "@/db/schema";

/**
 * The keys of stored objects whose row is gone (stored_object_deletions, filled by migration
 * 0034's trigger), for the queue's 'maintenance.stored-objects' (lib/maintenance/stored-objects.ts).
 * Not a shop's data by id: the sweep works every shop's keys and answers only keys and counts.
 */

/**
 * Up to `batch` queued keys after `after`, in key order (the primary key's index), each saying
 * whether some photo row names it again: such an object is in use and must not be removed. With
 * `shopId`, only that shop's keys (every key starts with its owner's id).
 */
export async function queuedObjectKeys(batch: number, after = "", shopId?: string): Promise<{ key: string; named: boolean }[]> {
  const rows = await getDb().execute<{ storage_key: string; named: boolean }>(sql`
    SELECT d.storage_key, EXISTS (SELECT 1 FROM ${jobPhotos} p WHERE p.storage_key = d.storage_key) AS named
    FROM ${storedObjectDeletions} d
    WHERE d.storage_key > ${after} ${shopId ? sql`AND starts_with(d.storage_key, ${`${shopId}-`})` : sql``}
    ORDER BY d.storage_key LIMIT ${batch}`);
  return rows.map((row) => ({ key: row.storage_key, named: row.named }));
}

/** Forgets keys whose objects were removed (or must not be). Answers how many rows went. */
export async function forgetObjectKeys(keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await getDb()
    .delete(storedObjectDeletions)
    .where(inArray(storedObjectDeletions.storageKey, keys))
    .returning({ key: storedObjectDeletions.storageKey });
  return rows.length;
}
