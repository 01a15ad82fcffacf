import "server-only";
import { isRecordId } from "@/lib/record-id";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { appointments, vehicles } from "@/db/schema";
import type { AppointmentStatus } from "@/lib/enums";

// A customer's and a vehicle's appointments, for their pages: one statement each, filtered by the
// shop in the same statement as the customer or vehicle.

/** At most this many appointments on a customer's or vehicle's page. */
export const APPOINTMENT_HISTORY_LIMIT = 10;

export type AppointmentHistoryItem = {
  id: string;
  startsAt: Date;
  status: AppointmentStatus;
  /** The services wanted, by name. */
  services: string[];
  /** The vehicle's plate (registered or as given), for the customer's page. */
  plate: string | null;
  customerConfirmed: boolean;
  /** It starts at or after `now`: listed first, soonest first; the past ones after, latest first. */
  upcoming: boolean;
};

export type AppointmentHistory = {
  items: AppointmentHistoryItem[];
  /** How many times the customer did not come ('Não compareceu'); 0 on a vehicle's page. */
  noShows: number;
};

async function listHistory(shopId: string, owner: SQL, noShowsOf: SQL | null, now: Date): Promise<AppointmentHistory> {
  const at = now.toISOString();
  const rows = await getDb()
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      status: appointments.status,
      services: sql<string[]>`coalesce((select array_agg(s->>'name') from jsonb_array_elements(${appointments.services}) s), '{}')`,
      plate: sql<string | null>`coalesce(${vehicles.plate}, ${appointments.contactPlate})`,
      customerConfirmed: sql<boolean>`${appointments.customerConfirmedAt} is not null`,
      upcoming: sql<boolean>`${appointments.startsAt} >= ${at}::timestamptz`,
      noShows: noShowsOf ?? sql<number>`0`,
    })
    .from(appointments)
    .leftJoin(vehicles, and(eq(vehicles.id, appointments.vehicleId), eq(vehicles.shopId, shopId)))
    .where(and(eq(appointments.shopId, shopId), owner))
    .orderBy(
      sql`${appointments.startsAt} < ${at}::timestamptz`,
      sql`case when ${appointments.startsAt} >= ${at}::timestamptz then ${appointments.startsAt} end asc`,
      sql`${appointments.startsAt} desc`,
    )
    .limit(APPOINTMENT_HISTORY_LIMIT);
  const items = rows.map((row): AppointmentHistoryItem => ({
    id: row.id,
    startsAt: row.startsAt,
    status: row.status,
    services: row.services,
    plate: row.plate,
    customerConfirmed: row.customerConfirmed,
    upcoming: row.upcoming,
  }));
  return { items, noShows: Number(rows[0]?.noShows ?? 0) };
}

/** The customer's appointments (next ones first, then the past, at most 10) and his no-shows. */
export async function listCustomerAppointments(shopId: string, customerId: string, now: Date = new Date()): Promise<AppointmentHistory> {
  // A malformed id (the page streams beside its layout's 404) names nothing: no query.
  if (!isRecordId(customerId)) return { items: [], noShows: 0 };
  return listHistory(
    shopId,
    eq(appointments.customerId, customerId),
    // His own, and those asked online under his WhatsApp number before he was a customer (as the
    // agenda counts them, lib/data/agenda.ts).
    sql<number>`(select count(*)::int from ${appointments} n
      where n.shop_id = ${shopId} and n.status = 'no_show'
        and (n.customer_id = ${customerId} or n.contact_phone = (
          select regexp_replace(c.phone, '[^0-9]', '', 'g') from customers c where c.id = ${customerId} and c.shop_id = ${shopId})))`,
    now,
  );
}

/** The vehicle's appointments (next ones first, then the past, at most 10). */
export async function listVehicleAppointments(shopId: string, vehicleId: string, now: Date = new Date()): Promise<AppointmentHistory> {
  if (!isRecordId(vehicleId)) return { items: [], noShows: 0 };
  return listHistory(shopId, eq(appointments.vehicleId, vehicleId), null, now);
}
