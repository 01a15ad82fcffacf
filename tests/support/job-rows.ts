/**
 * A stage change, a delivery (migration 0025) and a payment (0029) for a shop's quote, written straight to the
 * database: the isolation matrix needs A to own a row in every table it snapshots. The rows are
 * the tables' own shapes, not a real job's story (the quote keeps its stage). The check-in, its
 * photo and its acknowledgement come the real way (tests/security/tenant/fixtures.ts
 * answeredOnLink).
 */
import { getDb } from "@/db";
import { payments, quoteDeliveries, quoteStageChanges } from "@/db/schema";

export async function addJobRows(shopId: string, quoteId: string) {
  const db = getDb();
  await db.insert(quoteStageChanges).values({ quoteId, shopId, fromStatus: "approved", toStatus: "in_progress" });
  await db.insert(quoteDeliveries).values({
    quoteId,
    shopId,
    deliveredAt: new Date(),
    km: 45100,
    replacedParts: "returned",
    warrantyDays: 90,
    warrantyUntil: "2099-12-31",
  });
  await db.insert(payments).values({ quoteId, shopId, amount: "100.00", method: "pix", paidOn: "2026-11-20" });
}
