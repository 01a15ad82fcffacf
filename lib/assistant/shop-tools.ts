import "server-only";
import { createHash } from "node:crypto";
import type { SlotProblem } from "@/lib/agenda/slots";
import { addressLine, mapUrl, type ChosenService } from "@/lib/booking/choice";
import { freeDaysOf, freeTimesOf, openBooking, requestOnlineBooking, type OnlineBooking } from "@/lib/booking/online";
import { getAssistantSettings } from "@/lib/data/ai-assistant";
import type { PublicShop } from "@/lib/data/profile";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { booking as bookingMessages } from "@/lib/messages/booking";
import { BOOKINGS_PER_PHONE, bookingKeys } from "@/lib/rate-limit";
import { agenda } from "@/lib/messages/agenda";
import { assistantBooking } from "@/lib/messages/conversations";
import { whatsappLink } from "@/lib/profile/whatsapp";
import { greeting, type AssistantFacts } from "./guided";
import type { AssistantTools, BookingAnswer, BookingRequest } from "./tools";
import { understand } from "./understand";

/** What the assistant knows of the shop, and its online booking when it takes requests (read once). */
export async function shopFacts(shop: PublicShop, now: Date, quote?: AssistantFacts["quote"]) {
  const [settings, booking] = await Promise.all([getAssistantSettings(shop.shopId), openBooking(shop.slug ?? "", now, shop)]);
  const address = addressLine(shop.identity) || null;
  const facts: AssistantFacts = {
    shopName: shop.shopName.trim() || "Oficina mecânica",
    assistantName: settings.name,
    openingHours: shop.openingHours,
    now,
    address,
    mapUrl: address ? mapUrl(address) : null,
    whatsappUrl: whatsappLink(shop.whatsappIntegration),
    services: shop.services,
    onlineBooking: booking !== null,
    quote,
  };
  return { facts, settings, booking };
}

/**
 * The assistant's tools for one shop, over what its public page already shows and its online
 * booking; `quote` only on that quote's link. Read once per message. `conversationKey` names the
 * conversation (its token, or a new one's): a booking's idempotency key comes from it.
 */
export async function shopTools(
  shop: PublicShop,
  now: Date,
  conversationKey: string,
  quote?: AssistantFacts["quote"],
): Promise<AssistantTools> {
  const { facts, booking } = await shopFacts(shop, now, quote);
  const serviceOf = (serviceId: string | null): ChosenService | null => {
    const found = shop.services.find((service) => service.id === serviceId);
    return found ? { kind: "catalogue", service: found } : null;
  };
  return {
    facts,
    freeDays: async (serviceId) => (booking ? freeDaysOf(booking, serviceOf(serviceId), now).map((day) => day.day) : []),
    freeTimes: async (serviceId, day) => (booking ? freeTimesOf(booking, serviceOf(serviceId), day, now) : []),
    requestBooking: (request) =>
      booking ? bookFromChat(booking, serviceOf(request.serviceId), request, bookingKey(conversationKey, request), now) : noBooking(),
    matchService: (typed) => {
      const [first] = understand(typed, { services: shop.services }).serviceIds;
      return shop.services.find((service) => service.id === first) ?? null;
    },
    menuReplies: () => greeting(facts).quickReplies,
    handoverReplies: () => (facts.whatsappUrl ? [{ label: assistantBooking.talkToShop, value: "", href: facts.whatsappUrl }] : []),
  };
}

async function noBooking(): Promise<BookingAnswer> {
  return { ok: false, message: assistantBooking.failed };
}

const SLOT_PROBLEMS: readonly string[] = ["past", "closed", "outsideHours", "full", "dailyCapReached"] satisfies SlotProblem[];

/**
 * The same answer posted twice (a double tap, a retried request) is the same booking: the key is
 * the conversation's and the time's, as a UUID, which the agenda keeps per shop.
 */
function bookingKey(conversationKey: string, request: BookingRequest) {
  const hex = createHash("sha256").update(`${conversationKey}:${request.day}:${request.time}:${request.phone}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function bookFromChat(
  booking: OnlineBooking,
  service: ChosenService | null,
  request: BookingRequest,
  idempotencyKey: string,
  now: Date,
): Promise<BookingAnswer> {
  // The booking page's limit on one WhatsApp number, whichever way the requests come.
  if (!(await consumeRateLimit(bookingKeys.phone(booking.shop.shopId, request.phone), BOOKINGS_PER_PHONE)).allowed) {
    return { ok: false, message: bookingMessages.refused.tooMany };
  }
  const result = await requestOnlineBooking(
    booking,
    { service, problemTyped: "", day: request.day, time: request.time },
    { name: request.name, phone: request.phone, plate: request.plate, email: null },
    { source: "assistant", idempotencyKey, now },
  );
  if (result.ok) return { ok: true, appointmentId: result.id, token: result.token, confirmed: result.status === "confirmed" };
  if (SLOT_PROBLEMS.includes(result.reason)) return { ok: false, message: agenda.refused[result.reason as SlotProblem] };
  if (result.reason === "tooManyOpen") return { ok: false, message: agenda.refused.tooManyOpen };
  return { ok: false, message: assistantBooking.failed };
}
