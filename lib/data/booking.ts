import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { appointments, shops } from "@/db/schema";
import { readAgenda, type AgendaState } from "@/lib/data/agenda";

// Online booking (/oficina/<slug>/agendar) and the customer's link (/agendamento/<token>). The
// writes are lib/data/agenda.ts's; these are the reads those pages need beyond it.

/**
 * The shop's agenda rules and what holds a place in the days of `range` (one statement); `except`
 * leaves out the appointment being moved.
 */
export async function readBookingAgenda(
  shopId: string,
  range: { fromDay: string; toDay: string },
  except?: string,
): Promise<AgendaState | null> {
  return readAgenda(getDb(), shopId, range, except);
}

/**
 * The appointment behind a customer's link, with what the page shows of its shop (name, address,
 * WhatsApp) and the shop's id for the writes that follow; null for a token that names none. The
 * token is the only key a visitor has: its 192 random bits are the access check.
 */
export async function findAppointmentLink(token: string) {
  const [row] = await getDb()
    .select({
      id: appointments.id,
      shopId: appointments.shopId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      contactName: appointments.contactName,
      services: appointments.services,
      notes: appointments.notes,
      customerConfirmedAt: appointments.customerConfirmedAt,
      shopName: shops.shopName,
      slug: shops.slug,
      whatsapp: shops.whatsappIntegration,
      street: shops.street,
      streetNumber: shops.streetNumber,
      district: shops.district,
      city: shops.city,
      state: shops.state,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(eq(appointments.token, token));
  return row ?? null;
}

export type AppointmentLinkView = NonNullable<Awaited<ReturnType<typeof findAppointmentLink>>>;
