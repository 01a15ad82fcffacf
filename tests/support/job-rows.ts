/**
 * One row in each table of the job after the approval (migration 0025) for a shop's quote, written
 * straight to the database: the isolation matrix needs A to own a row in every table it snapshots.
 * The rows are the tables' own shapes, not a real job's story (the quote keeps its stage).
 */
import { randomUUID } from "node:crypto";
import { getDb } from "@/db";
import { checkInAcknowledgements, checkIns, quoteDeliveries, quotePhotos, quoteStageChanges } from "@/db/schema";

export async function addJobRows(userId: string, quoteId: string) {
  const db = getDb();
  const sha256 = "b".repeat(64);
  await db.insert(quoteStageChanges).values({ quoteId, userId, fromStatus: "approved", toStatus: "in_progress" });
  const [checkIn] = await db
    .insert(checkIns)
    .values({ quoteId, userId, km: 45000, fuelEighths: 4, complaint: "Barulho no freio" })
    .returning({ id: checkIns.id });
  await db.insert(checkInAcknowledgements).values({
    checkInId: checkIn!.id,
    quoteId,
    userId,
    snapshot: "{}",
    sha256,
    channel: "in_person",
    customerName: "Cliente",
    takenBy: "Dono",
    clientAddress: "200.160.2.3",
    userAgent: "Mozilla/5.0",
  });
  await db.insert(quotePhotos).values({
    quoteId,
    userId,
    kind: "check_in",
    storageKey: `${userId}-photo-${randomUUID()}.jpg`,
    sha256,
    width: 8,
    height: 8,
    bytes: 100,
  });
  await db.insert(quoteDeliveries).values({
    quoteId,
    userId,
    deliveredAt: new Date(),
    km: 45100,
    replacedParts: "returned",
    warrantyDays: 90,
    warrantyUntil: "2099-12-31",
  });
}
