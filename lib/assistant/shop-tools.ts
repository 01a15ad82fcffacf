import "server-only";
import { createHash } from "node:crypto";
import type { SlotProblem } from "@/lib/agenda/slots";
import { addressLine, mapUrl, type ChosenService } from "@/lib/booking/choice";
import { freeDaysOf, freeTimesOf, openBooking, requestOnlineBooking, type OnlineBooking } from "@/lib/booking/online";
import { getAssistantSettings } from "@/lib/data/ai-assistant";
import type { PublicShop } from "@/lib/data/profile";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { booking as bookingMessages } from "@/lib/messages/booking";
import { BOOKINGS_PER_PHONE, bookingKeys, PUBLIC_FORM_SUBMISSIONS, RateLimitedError } from "@/lib/rate-limit";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import { createLead } from "@/lib/data/leads";
import { queueLeadNotice } from "@/lib/leads/lead-email";
import { leads } from "@/lib/messages/leads";
import { agenda } from "@/lib/messages/agenda";
import { assistantChat } from "@/lib/messages/assistant-chat";
import { assistantBooking, assistantContact } from "@/lib/messages/conversations";
import { LEAD_LIMITS } from "@/lib/validation/lead";
import { whatsappLink } from "@/lib/profile/whatsapp";
import { greeting, type AssistantFacts } from "./guided";
import type { AssistantTools, BookingAnswer, BookingRequest } from "./tools";
import { understand } from "./understand";

/**
 * What the assistant knows of the shop. Not its agenda: the greeting and most answers need none,
 * and a busy shop's weeks of appointments are read only when a booking asks for free times.
 */
export async function shopFacts(shop: PublicShop, now: Date, quote?: AssistantFacts["quote"]) {
  const settings = await getAssistantSettings(shop.shopId);
  const address = addressLine(shop.identity) || null;
  const facts: AssistantFacts = {
    shopName: shop.shopName.trim() || assistantChat.shopFallback,
    assistantName: settings.name,
    openingHours: shop.openingHours,
    now,
    address,
    mapUrl: address ? mapUrl(address) : null,
    whatsappUrl: whatsappLink(shop.whatsappIntegration),
    services: shop.services,
    // The booking page's own condition (lib/booking/online.ts openBooking): a page, and requests taken.
    onlineBooking: shop.onlineBooking && shop.slug !== null,
    quote,
  };
  return { facts, settings };
}

/** The conversation a message belongs to: its token (or a new one's), and the visitor's questions so far, this one last. */
export type ConversationContext = { key: string; asked: readonly string[] };

/**
 * The assistant's tools for one shop, over what its public page already shows and its online
 * booking; `quote` only on that quote's link. Read once per message. A booking's and a lead's
 * idempotency keys come from the conversation's key; a lead's message is its questions.
 */
export async function shopTools(
  shop: PublicShop,
  now: Date,
  conversation: ConversationContext,
  quote?: AssistantFacts["quote"],
): Promise<AssistantTools> {
  const conversationKey = conversation.key;
  const { facts } = await shopFacts(shop, now, quote);
  let agenda: Promise<OnlineBooking | null> | undefined;
  const booking = () => (agenda ??= facts.onlineBooking ? openBooking(shop.slug!, now, shop) : Promise.resolve(null));
  const serviceOf = (serviceId: string | null): ChosenService | null => {
    const found = shop.services.find((service) => service.id === serviceId);
    return found ? { kind: "catalogue", service: found } : null;
  };
  return {
    facts,
    freeDays: async (serviceId) => {
      const open = await booking();
      return open ? freeDaysOf(open, serviceOf(serviceId), now).map((day) => day.day) : [];
    },
    freeTimes: async (serviceId, day) => {
      const open = await booking();
      return open ? freeTimesOf(open, serviceOf(serviceId), day, now) : [];
    },
    requestBooking: async (request) => {
      const open = await booking();
      if (!open) return noBooking();
      const answer = await bookFromChat(open, serviceOf(request.serviceId), request, bookingKey(conversationKey, request), now);
      // Refused (the time taken meanwhile): the times offered next are read again, as the booking page does.
      if (!answer.ok) agenda = undefined;
      return answer;
    },
    leaveContact: (contact) =>
      leadFromChat(
        shop.shopId,
        { ...contact, message: assistantContact.leadMessage(conversation.asked.slice(-QUESTIONS_IN_LEAD)).slice(0, LEAD_LIMITS.message) },
        uuidOf(`${conversationKey}:contact:${contact.phone}`),
      ),
    matchService: (typed) => {
      const [first] = understand(typed, { services: shop.services }).serviceIds;
      return shop.services.find((service) => service.id === first) ?? null;
    },
    menuReplies: () => greeting(facts).quickReplies,
    handoverReplies: () => (facts.whatsappUrl ? [{ label: assistantBooking.talkToShop, value: "", href: facts.whatsappUrl }] : []),
  };
}

/** The questions a lead from the chat carries: the last ones, where the need is. */
const QUESTIONS_IN_LEAD = 5;

async function noBooking(): Promise<BookingAnswer> {
  return { ok: false, message: assistantBooking.failed };
}

const SLOT_PROBLEMS: readonly string[] = ["past", "closed", "outsideHours", "full", "dailyCapReached"] satisfies SlotProblem[];

/**
 * The same answer posted twice (a double tap, a retried request) is the same booking: the key is
 * the conversation's and the time's, as a UUID, which the agenda keeps per shop.
 */
function bookingKey(conversationKey: string, request: BookingRequest) {
  return uuidOf(`${conversationKey}:${request.day}:${request.time}:${request.phone}`);
}

/** A UUID (the shape idempotency keys are stored in) that is always the same for `text`. */
function uuidOf(text: string) {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The visitor's contact as a lead, within the page's contact form's limit per address, and the
 * shop told by e-mail once it is stored (a repeated answer stores and tells nothing again).
 */
async function leadFromChat(shopId: string, contact: { name: string; phone: string; message: string }, idempotencyKey: string) {
  const address = await currentRateLimitAddress();
  try {
    const lead = await createLead(
      shopId,
      { name: contact.name, phone: contact.phone, email: "", isMechanic: false, message: contact.message },
      { idempotencyKey, rateLimit: { key: `lead:${address}`, rule: PUBLIC_FORM_SUBMISSIONS } },
    );
    if (lead.stored) await queueLeadNotice(shopId, lead.id);
    return { ok: true as const, leadId: lead.id };
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false as const, message: leads.sendError + leads.tooMany };
    throw error;
  }
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
