import "server-only";
import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { shops, quoteDeliveries, quoteItems, quotes, serviceDues } from "@/db/schema";
import { shopToday } from "@/lib/calendar";
import { refreshVehiclePaceIn } from "@/lib/data/vehicle-pace";
import { sanitiseServices } from "@/lib/profile/services";
import { remindOn } from "@/lib/service-dues/km-pace";
import { nextDue } from "@/lib/service-dues/intervals";

// Every function takes the shop's id first and filters by it in the same statement.

export type DeliveredJob = { vehicleId: string; deliveredAt: Date; km: number | null };

/**
 * What a delivery sets, in its transaction: the vehicle's pace (the delivery is a reading) and, for
 * each of the job's items picked from the catalogue whose service has an interval, the vehicle's
 * next due of that service (replacing the one an earlier delivery set: one per service per car).
 * `serviceIds` limits it to those catalogue services (an undone delivery restoring the one before).
 */
export async function setDuesOfDeliveryIn(
  tx: Transaction,
  shopId: string,
  quoteId: string,
  job: DeliveredJob,
  serviceIds?: readonly string[],
) {
  const today = shopToday();
  const vehicleKm = await refreshVehiclePaceIn(tx, shopId, job.vehicleId, today);
  if (!vehicleKm) return;
  const [items, [profile]] = await Promise.all([
    tx
      .selectDistinct({ serviceId: sql<string>`${quoteItems.catalogueServiceId}` })
      .from(quoteItems)
      .where(and(eq(quoteItems.quoteId, quoteId), eq(quoteItems.shopId, shopId), isNotNull(quoteItems.catalogueServiceId))),
    tx.select({ services: shops.services }).from(shops).where(eq(shops.id, shopId)),
  ]);
  const picked = new Set(items.map((item) => item.serviceId));
  const recurring = sanitiseServices(profile?.services).filter(
    (service) =>
      picked.has(service.id) && (!serviceIds || serviceIds.includes(service.id)) && (service.intervalMonths || service.intervalKm),
  );
  const deliveredOn = shopToday(job.deliveredAt);
  for (const service of recurring) {
    const interval = { intervalMonths: service.intervalMonths ?? null, intervalKm: service.intervalKm ?? null };
    const due = nextDue({ deliveredOn, km: job.km ?? vehicleKm.from?.km ?? null, ...interval });
    if (!due) continue;
    const values = {
      serviceName: service.name,
      catalogueServiceId: service.id,
      ...interval,
      ...due,
      remindOn: remindOn({ ...due, ...vehicleKm, today }),
      sourceQuoteId: quoteId,
    };
    await tx
      .insert(serviceDues)
      .values({ shopId, vehicleId: job.vehicleId, ...values })
      .onConflictDoUpdate({
        target: [serviceDues.vehicleId, serviceDues.serviceKey],
        set: { ...values, version: sql`${serviceDues.version} + 1`, updatedAt: sql`now()` },
        setWhere: eq(serviceDues.shopId, shopId),
      });
  }
}

/**
 * A delivery undone ('Entregue' was a mistake): the dues it set go, and each of those services gets
 * back the due of the car's latest other delivered job with it, if any, as if the undone delivery
 * had never happened (a due typed by hand later is not the delivery's and stays). The pace is
 * measured again without the delivery's km. In the stage move's transaction.
 */
export async function removeDuesOfDeliveryIn(tx: Transaction, shopId: string, quoteId: string) {
  const removed = await tx
    .delete(serviceDues)
    .where(and(eq(serviceDues.sourceQuoteId, quoteId), eq(serviceDues.shopId, shopId)))
    .returning({ vehicleId: serviceDues.vehicleId, serviceId: serviceDues.catalogueServiceId });
  const [quote] = await tx
    .select({ vehicleId: quotes.vehicleId })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  const vehicleId = quote?.vehicleId ?? removed[0]?.vehicleId;
  if (!vehicleId) return;
  const serviceIds = removed.flatMap((due) => (due.serviceId ? [due.serviceId] : []));
  if (serviceIds.length === 0) {
    await refreshVehiclePaceIn(tx, shopId, vehicleId);
    return;
  }
  // Newest first: each service is restored from the latest other delivery that had it.
  const earlier = await tx
    .select({
      quoteId: quotes.id,
      deliveredAt: quoteDeliveries.deliveredAt,
      km: quoteDeliveries.km,
      serviceId: quoteItems.catalogueServiceId,
    })
    .from(quoteDeliveries)
    .innerJoin(quotes, and(eq(quotes.id, quoteDeliveries.quoteId), eq(quotes.shopId, shopId)))
    .innerJoin(quoteItems, and(eq(quoteItems.quoteId, quotes.id), eq(quoteItems.shopId, shopId)))
    .where(
      and(
        eq(quoteDeliveries.shopId, shopId),
        eq(quotes.vehicleId, vehicleId),
        eq(quotes.status, "delivered"),
        ne(quotes.id, quoteId),
        inArray(quoteItems.catalogueServiceId, serviceIds),
      ),
    )
    .orderBy(sql`${quoteDeliveries.deliveredAt} DESC`);
  const restoredFrom = new Map<string, (typeof earlier)[number]>();
  for (const row of earlier) if (row.serviceId && !restoredFrom.has(row.serviceId)) restoredFrom.set(row.serviceId, row);
  if (restoredFrom.size === 0) await refreshVehiclePaceIn(tx, shopId, vehicleId);
  for (const [serviceId, job] of restoredFrom)
    await setDuesOfDeliveryIn(tx, shopId, job.quoteId, { vehicleId, deliveredAt: job.deliveredAt, km: job.km }, [serviceId]);
}

/**
 * A step back from 'Entregue' (a delivery registered by mistake): its record goes with it, in the
 * stage move's transaction (lib/data/job-stages.ts), so the warranty it started is gone too, and
 * so are the next dues it set (lib/data/service-dues.ts says what comes back in their place).
 */
export async function undoDeliveryIn(tx: Transaction, shopId: string, quoteId: string) {
  await tx.delete(quoteDeliveries).where(and(eq(quoteDeliveries.quoteId, quoteId), eq(quoteDeliveries.shopId, shopId)));
  await removeDuesOfDeliveryIn(tx, shopId, quoteId);
}
