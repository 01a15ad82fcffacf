/**
 * A shop's agenda rows (migration 0042), written straight to the database for the isolation
 * matrix, which needs A to own a row in every table: an open request for the day after tomorrow
 * (its customer's link live), its history's first line, and a day the shop is closed.
 */
import { getDb } from "@/db";
import { appointmentEvents, appointments, shopClosedDays } from "@/db/schema";
import { shopInstant } from "@/lib/agenda/slots";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { newAppointmentToken } from "@/lib/data/agenda";

export async function addAgendaRows(shopId: string, ids: { customerId: string; vehicleId: string }) {
  const db = getDb();
  const startsAt = shopInstant(addDaysToDay(shopToday(), 2), 10 * 60);
  const token = newAppointmentToken();
  const [appointment] = await db
    .insert(appointments)
    .values({
      shopId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      status: "requested",
      source: "public_page",
      customerId: ids.customerId,
      vehicleId: ids.vehicleId,
      contactName: "Cliente do agendamento",
      contactPhone: "11977771234",
      contactPlate: "ABC1D23",
      services: [{ name: "Troca de óleo" }],
      token,
    })
    .returning({ id: appointments.id });
  await db.insert(appointmentEvents).values({ shopId, appointmentId: appointment!.id, event: "requested" });
  await db.insert(shopClosedDays).values({ shopId, day: addDaysToDay(shopToday(), 30) });
  return { appointmentId: appointment!.id, appointmentToken: token };
}
