/**
 * A stage change, a delivery (migration 0025), a payment (0029) and the car's next due (0030) for a shop's quote, written straight to the
 * database: the isolation matrix needs A to own a row in every table it snapshots. The rows are
 * the tables' own shapes, not a real job's story (the quote keeps its stage). The check-in, its
 * photo and its acknowledgement come the real way (tests/security/tenant/fixtures.ts
 * answeredOnLink).
 */
import { getDb } from "@/db";
import { eq } from "drizzle-orm";
import { payments, quoteDeliveries, quotes, quoteStageChanges, serviceDues } from "@/db/schema";

export async function addJobRows(userId: string, quoteId: string) {
  const db = getDb();
  await db.insert(quoteStageChanges).values({ quoteId, userId, fromStatus: "approved", toStatus: "in_progress" });
  await db.insert(quoteDeliveries).values({
    quoteId,
    userId,
    deliveredAt: new Date(),
    km: 45100,
    replacedParts: "returned",
    warrantyDays: 90,
    warrantyUntil: "2099-12-31",
  });
  await db.insert(payments).values({ quoteId, userId, amount: "100.00", method: "pix", paidOn: "2026-11-20" });
  // The car's next oil change, as the delivery would set it (issue 36).
  const [quote] = await db.select({ vehicleId: quotes.vehicleId }).from(quotes).where(eq(quotes.id, quoteId));
  if (quote?.vehicleId)
    await db.insert(serviceDues).values({
      userId,
      vehicleId: quote.vehicleId,
      serviceName: "Troca de óleo",
      intervalMonths: 6,
      intervalKm: 10_000,
      dueOn: "2027-05-20",
      dueKm: 55_100,
      remindOn: "2027-05-20",
      sourceQuoteId: quoteId,
    });
}
