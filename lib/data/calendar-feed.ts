import "server-only";
import { and, eq, gte, isNotNull, lt, ne, asc, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { appointments, customers, shops, vehicles } from "@/db/schema";
import type { FeedAppointment } from "@/lib/agenda/ical";

/**
 * The shop's private calendar feed (/agenda/<secret>.ics): only the secret's SHA-256 is kept
 * (shops.calendar_feed_hash), so a leaked database does not open anyone's agenda.
 */

/** Stores the new secret's hash: the old address stops working in the same statement. Says whether the shop exists. */
export async function replaceCalendarFeedHash(shopId: string, hash: string): Promise<boolean> {
  const changed = await getDb().update(shops).set({ calendarFeedHash: hash }).where(eq(shops.id, shopId)).returning({ id: shops.id });
  return changed.length > 0;
}

/** Whether the shop has a feed address (the page says so, without ever showing it again). */
export async function hasCalendarFeed(shopId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), isNotNull(shops.calendarFeedHash)));
  return row !== undefined;
}

/**
 * The feed a secret's hash opens: the shop's name and its appointments starting from `from` to
 * `to`, cancelled ones left out, in time order. The shop is found by the hash (its unique index),
 * and the appointments are read by that shop's id; null for a hash that names no shop.
 */
export async function calendarFeedByHash(hash: string, range: { from: Date; to: Date }) {
  const [shop] = await getDb().select({ id: shops.id, shopName: shops.shopName }).from(shops).where(eq(shops.calendarFeedHash, hash));
  if (!shop) return null;
  const rows = await getDb()
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      name: sql<string>`coalesce(${customers.name}, ${appointments.contactName})`,
      plate: sql<string | null>`coalesce(${vehicles.plate}, ${appointments.contactPlate})`,
      phone: appointments.contactPhone,
      services: appointments.services,
      notes: appointments.notes,
    })
    .from(appointments)
    .leftJoin(customers, and(eq(customers.id, appointments.customerId), eq(customers.shopId, shop.id)))
    .leftJoin(vehicles, and(eq(vehicles.id, appointments.vehicleId), eq(vehicles.shopId, shop.id)))
    .where(
      and(
        eq(appointments.shopId, shop.id),
        gte(appointments.startsAt, range.from),
        lt(appointments.startsAt, range.to),
        ne(appointments.status, "cancelled"),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  const feed: FeedAppointment[] = rows.map((row) => ({ ...row, services: row.services.map((service) => service.name) }));
  return { shopName: shop.shopName ?? "", appointments: feed };
}
