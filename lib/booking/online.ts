import "server-only";
import { freeSlots, shopDayAndMinutes, shopInstant } from "@/lib/agenda/slots";
import { notifyOnlineBooking } from "@/lib/agenda/notify";
import { bookingRange, durationOf, type BookingChoice, type ChosenService } from "@/lib/booking/choice";
import { createAppointment, type BookingResult } from "@/lib/data/agenda";
import { readBookingAgenda } from "@/lib/data/booking";
import { findPublicShop, type PublicShop } from "@/lib/data/profile";
import type { AppointmentSource } from "@/lib/enums";

/**
 * A customer booking without the shop: the booking page (/oficina/<slug>/agendar) and the
 * assistant. Both offer the same free times and make the same request, so the agenda's rules
 * (capacity, the daily cap, open requests per phone, manual or automatic confirmation) hold
 * however the customer came.
 */

// Anything else cannot be a slug (lib/profile/slug.ts): answered without a query.
const SLUG = /^[a-z0-9-]{1,80}$/;
/** The furthest a shop may offer (shops_booking_weeks_ahead_check): read once, cut to the shop's own. */
const MOST_WEEKS_AHEAD = 12;

export type OnlineBooking = {
  shop: PublicShop;
  agenda: NonNullable<Awaited<ReturnType<typeof readBookingAgenda>>>;
  range: { fromDay: string; toDay: string };
};

/** The shop taking requests on its page, with its agenda; null: not found, or online booking off. */
export async function openBooking(slug: string, now: Date, shop?: PublicShop | null): Promise<OnlineBooking | null> {
  if (!SLUG.test(slug)) return null;
  const found = shop === undefined ? await findPublicShop(slug, now) : shop;
  if (!found?.onlineBooking) return null;
  const agenda = await readBookingAgenda(found.shopId, bookingRange(MOST_WEEKS_AHEAD, now));
  if (!agenda?.settings.onlineBooking) return null;
  return { shop: found, agenda, range: bookingRange(agenda.settings.bookingWeeksAhead, now) };
}

/** The days of the shop's weeks with a free time for `service`, each with how many. */
export function freeDaysOf(booking: OnlineBooking, service: ChosenService | null, now: Date) {
  return freeSlots(booking.agenda.settings, booking.agenda.busy, booking.range, durationOf(service), now)
    .filter((day) => day.slots.length > 0)
    .map((day) => ({ day: day.day, count: day.slots.length }));
}

/** The free times of `day` (minutes after midnight) for `service`. */
export function freeTimesOf(booking: OnlineBooking, service: ChosenService | null, day: string, now: Date) {
  const [slots] = freeSlots(booking.agenda.settings, booking.agenda.busy, { fromDay: day, toDay: day }, durationOf(service), now);
  return (slots?.slots ?? []).map((slot) => shopDayAndMinutes(slot.startsAt).minutes);
}

export type OnlineContact = { name: string; phone: string; plate: string | null; email: string | null };

/**
 * The request for `choice` (service, day and time all chosen), confirmed at once when the shop
 * chose automatic confirmation; the shop (and the customer, when confirmed) hear of it after the
 * commit. A repeated key finds the first request and tells no one again.
 */
export async function requestOnlineBooking(
  booking: OnlineBooking,
  choice: BookingChoice,
  contact: OnlineContact,
  context: { source: Extract<AppointmentSource, "public_page" | "assistant">; idempotencyKey: string; now: Date },
): Promise<BookingResult> {
  const service = choice.service;
  const result = await createAppointment(
    booking.shop.shopId,
    {
      startsAt: shopInstant(choice.day!, choice.time!),
      durationMinutes: durationOf(service),
      customerId: null,
      vehicleId: null,
      contactName: contact.name,
      contactPhone: contact.phone,
      contactPlate: contact.plate,
      contactEmail: contact.email,
      services: service?.kind === "catalogue" ? [{ id: service.service.id, name: service.service.name }] : [],
      notes: service?.kind === "other" ? service.problem : null,
      assignedTo: null,
    },
    {
      source: context.source,
      memberId: null,
      status: booking.agenda.settings.bookingMode === "automatic" ? "confirmed" : "requested",
      idempotencyKey: context.idempotencyKey,
      now: context.now,
    },
  );
  if (result.ok && result.created) await notifyOnlineBooking(booking.shop.shopId, result.id, result.status === "confirmed");
  return result;
}
