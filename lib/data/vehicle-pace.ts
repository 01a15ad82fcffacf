import "server-only";
import { shopDaySql } from "@/lib/data/shop-day";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction, Transaction } from "@/db";
import { checkIns, quoteDeliveries, quotes, serviceDues, vehicles } from "@/db/schema";
import { shopToday } from "@/lib/calendar";
import { lastReading, measuredKmPerDay, remindOn, type KmReading } from "@/lib/service-dues/km-pace";

// Every function takes the shop's id first and filters by it in the same statement.

const SHOP_DAY = (moment: unknown) => sql<string>`${shopDaySql(moment)}::text`;

/** What the pace and the km prediction of one vehicle start from. */
export type VehicleKm = { kmPerDay: number | null; from: KmReading | undefined };

/**
 * The vehicle's odometer readings with their days: each check-in's km (when it was recorded), each
 * quote's km at arrival (its service date) and each delivery's km (when the car left). All through
 * quotes of this shop for this vehicle; a vehicle has a handful.
 */
async function readingsOf(db: DatabaseOrTransaction, shopId: string, vehicleId: string): Promise<KmReading[]> {
  const ofVehicle = and(eq(quotes.shopId, shopId), eq(quotes.vehicleId, vehicleId));
  const [arrivals, checkInRows, deliveries] = await Promise.all([
    db
      .select({ day: SHOP_DAY(quotes.quoteDate), km: sql<number>`${quotes.checkInKm}` })
      .from(quotes)
      .where(and(ofVehicle, isNotNull(quotes.checkInKm))),
    db
      .select({ day: SHOP_DAY(checkIns.createdAt), km: sql<number>`${checkIns.km}` })
      .from(checkIns)
      .innerJoin(quotes, eq(quotes.id, checkIns.quoteId))
      .where(and(ofVehicle, eq(checkIns.shopId, shopId), isNotNull(checkIns.km))),
    db
      .select({ day: SHOP_DAY(quoteDeliveries.deliveredAt), km: sql<number>`${quoteDeliveries.km}` })
      .from(quoteDeliveries)
      .innerJoin(quotes, eq(quotes.id, quoteDeliveries.quoteId))
      .where(and(ofVehicle, eq(quoteDeliveries.shopId, shopId), isNotNull(quoteDeliveries.km))),
  ]);
  return [...arrivals, ...checkInRows, ...deliveries];
}

/**
 * The vehicle's readings, its last one, and the pace stored on it; undefined when the vehicle is
 * not the shop's. Without a dated reading, the km typed on the vehicle counts as read today (a car
 * added with its km and not yet seen in the shop).
 */
export async function readVehicleKm(db: DatabaseOrTransaction, shopId: string, vehicleId: string, today: string) {
  const [vehicle] = await db
    .select({ currentKm: vehicles.currentKm, kmPerDay: vehicles.kmPerDay })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.shopId, shopId)));
  if (!vehicle) return undefined;
  const readings = await readingsOf(db, shopId, vehicleId);
  const from = lastReading(readings) ?? (vehicle.currentKm === null ? undefined : { day: today, km: vehicle.currentKm });
  return { readings, from, stored: vehicle.kmPerDay === null ? null : Number(vehicle.kmPerDay) };
}

/**
 * Measures the vehicle's km per day again from its readings (a reading arrived, or went with an
 * undone delivery), stores it on the vehicle, and moves its dues' remind_on to the new pace. In the
 * transaction that wrote the reading. Answers the pace and the last reading the dues were set from.
 */
export async function refreshVehiclePaceIn(
  tx: Transaction,
  shopId: string,
  vehicleId: string,
  today: string = shopToday(),
): Promise<VehicleKm | undefined> {
  const read = await readVehicleKm(tx, shopId, vehicleId, today);
  if (!read) return undefined;
  const kmPerDay = measuredKmPerDay(read.readings);
  if (kmPerDay !== read.stored) {
    await tx
      .update(vehicles)
      .set({ kmPerDay: kmPerDay === null ? null : kmPerDay.toFixed(2) })
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.shopId, shopId)));
  }
  const vehicleKm = { kmPerDay, from: read.from };
  const dues = await tx
    .select({ id: serviceDues.id, dueOn: serviceDues.dueOn, dueKm: serviceDues.dueKm, remindOn: serviceDues.remindOn })
    .from(serviceDues)
    .where(and(eq(serviceDues.vehicleId, vehicleId), eq(serviceDues.shopId, shopId)));
  for (const due of dues) {
    // Only a due by km moves with the pace; a due by date alone stays where it is.
    if (due.dueKm === null) continue;
    const day = remindOn({ ...due, ...vehicleKm, today });
    if (day === due.remindOn) continue;
    await tx
      .update(serviceDues)
      .set({ remindOn: day, updatedAt: sql`now()` })
      .where(and(eq(serviceDues.id, due.id), eq(serviceDues.shopId, shopId)));
  }
  return vehicleKm;
}
