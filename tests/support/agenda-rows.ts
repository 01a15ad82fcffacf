/** A shop's agenda rows for the security suite: an appointment of its customer, its history, a day off. */
import { randomBytes } from "node:crypto";
import { getDb } from "@/db";
import { appointmentEvents, appointments, shopClosedDays } from "@/db/schema";
import { addDaysToDay, shopToday } from "@/lib/calendar";

export async function addAgendaRows(shopId: string, { customerId, vehicleId }: { customerId: string; vehicleId: string }) {
  const startsAt = new Date(Date.now() + 2 * 24 * 3600_000);
  const [appointment] = await getDb()
    .insert(appointments)
    .values({
      shopId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600_000),
      status: "confirmed",
      source: "shop",
      customerId,
      vehicleId,
      contactName: "Cliente",
      contactPhone: "11987654321",
      services: [{ name: "Troca de óleo" }],
      token: randomBytes(24).toString("base64url"),
    })
    .returning({ id: appointments.id });
  await getDb().insert(appointmentEvents).values({ shopId, appointmentId: appointment!.id, event: "confirmed" });
  const closedDay = addDaysToDay(shopToday(), 20);
  await getDb().insert(shopClosedDays).values({ shopId, day: closedDay });
  return { appointmentId: appointment!.id, closedDay };
}
