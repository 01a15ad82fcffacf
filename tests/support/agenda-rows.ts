/**
 * A shop's agenda rows, for the isolation matrix, which needs A to own a row in every table: a
 * request for its customer's car on a Monday years ahead (with its history's first event), and a
 * day the shop is closed.
 */
import { randomInt, randomUUID } from "node:crypto";
import { getDb } from "@/db";
import { shopClosedDays } from "@/db/schema";
import { shopInstant } from "@/lib/agenda/slots";
import { addDaysToDay } from "@/lib/calendar";
import { createAppointment } from "@/lib/data/agenda";

export async function addAgendaRows(shopId: string, ids: { customerId: string; vehicleId: string }) {
  const appointmentDay = addDaysToDay("2030-03-04", 7 * randomInt(0, 500));
  const booked = await createAppointment(
    shopId,
    {
      startsAt: shopInstant(appointmentDay, 9 * 60),
      durationMinutes: 60,
      customerId: ids.customerId,
      vehicleId: ids.vehicleId,
      contactName: "Cliente do agendamento",
      contactPhone: "11987654321",
      contactPlate: null,
      contactEmail: null,
      services: [{ name: "Troca de óleo" }],
      notes: "Barulho no freio",
      assignedTo: null,
    },
    { source: "public_page", memberId: null, status: "requested", idempotencyKey: randomUUID() },
  );
  if (!booked.ok) throw new Error(`appointment not booked: ${booked.reason}`);
  await getDb().insert(shopClosedDays).values({ shopId, day: "2030-12-25" });
  return { appointmentId: booked.id, appointmentToken: booked.token, appointmentDay };
}
