import type { ShopService } from "@/db/schema";
import type { AssistantFacts, QuickReply } from "./guided";

/**
 * What the assistant may know and do, and nothing more: the shop's public facts (and, on a quote
 * link, that one quote), the free times, and a booking request as the shop's page makes it. Both
 * modes answer through these, so no wording of a visitor (nor of the shop's own prompt) reaches
 * another customer, another quote or another shop: there is no tool that could.
 */
export type AssistantTools = {
  facts: AssistantFacts;
  freeDays(serviceId: string | null): Promise<string[]>;
  freeTimes(serviceId: string | null, day: string): Promise<number[]>;
  requestBooking(request: BookingRequest): Promise<BookingAnswer>;
  /** The visitor's contact, left to the shop as a lead with the questions he asked (as the page's contact form leaves one). */
  leaveContact(contact: { name: string; phone: string }): Promise<{ ok: true; leadId: string } | { ok: false; message: string }>;
  /** The catalogue service the visitor's words name, if one. */
  matchService(typed: string): ShopService | null;
  /** What the assistant offers (the greeting's buttons). */
  menuReplies(): QuickReply[];
  /** The ways to reach a person at the shop. */
  handoverReplies(): QuickReply[];
};

export type BookingRequest = { serviceId: string | null; day: string; time: number; name: string; phone: string; plate: string };

export type BookingAnswer = { ok: true; appointmentId: string; token: string; confirmed: boolean } | { ok: false; message: string };
