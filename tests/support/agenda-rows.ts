/**
 * A shop's agenda rows (migration 0042), written straight to the database for the isolation matrix,
 * which needs A to own a row in every table: a confirmed appointment on the next weekday from tomorrow at 10:00 (São Paulo)
 * for its customer and car (its link live), its history's first event, and a day the shop is closed.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { appointmentEvents, appointments, shopClosedDays } from "@/db/schema";
import { shopInstant } from "@/lib/agenda/slots";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { newAppointmentToken } from "@/lib/data/agenda";

export async function addAgendaRows(shopId: string, ids: { customerId: string; vehicleId: string; name: string; email: string }) {
  const db = getDb();
  // The next weekday from tomorrow: the default hours close on Sundays, and the free slots around it are read.
  let day = addDaysToDay(shopToday(), 1);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDaysToDay(day, 1);
  const startsAt = shopInstant(day, 10 * 60);
  const [row] = await db
    .insert(appointments)
    .values({
      shopId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      status: "confirmed",
      source: "shop",
      customerId: ids.customerId,
      vehicleId: ids.vehicleId,
      contactName: ids.name,
      contactPhone: "11977771234",
      contactEmail: ids.email,
      services: [{ name: "Troca de óleo" }],
      token: newAppointmentToken(),
      idempotencyKey: randomUUID(),
    })
    .returning({ id: appointments.id, token: appointments.token });
  await db.insert(appointmentEvents).values({ shopId, appointmentId: row!.id, event: "confirmed" });
  const closedDay = addDaysToDay(shopToday(), 20);
  await db.insert(shopClosedDays).values({ shopId, day: closedDay });
  return { appointmentId: row!.id, appointmentToken: row!.token, appointmentDay: day, closedDay };
}

/** The agenda's mail tasks queued for an appointment (the queue's own table), oldest first. */
export async function queuedAppointmentMails(appointmentId: string) {
  const rows = await getDb().execute<{ name: string; rescheduled: boolean | null }>(
    sql`SELECT name, (data->>'rescheduled')::boolean AS rescheduled FROM ${sql.identifier(process.env.QUEUE_SCHEMA!)}.job
        WHERE name LIKE 'mail.appointment-%' AND data->>'appointmentId' = ${appointmentId} ORDER BY created_on, name`,
  );
  return rows.map((row) => ({ name: row.name, rescheduled: row.rescheduled ?? false }));
}
