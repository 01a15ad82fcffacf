import { z } from "@/lib/validation/zod";
import type { ConversationOutcome } from "@/lib/enums";
import { bookingStateSchema, continueBooking, startBooking } from "./booking-steps";
import { contactStateSchema, continueContact, isLeaveContact, LEAVE_CONTACT, startContact } from "./contact-steps";
import { guidedReply, type QuickReply } from "./guided";
import type { AssistantTools } from "./tools";
import { understand } from "./understand";

/**
 * What a conversation remembers between two messages: a booking or a contact under way, the last
 * answer's buttons, and whether it was told the model's budget is spent (said once, lib/assistant/answer.ts).
 */
export const conversationStateSchema = z.object({
  booking: bookingStateSchema.nullable().catch(null),
  contact: contactStateSchema.nullable().catch(null),
  budgetNoticeShown: z.boolean().optional().catch(undefined),
  quickReplies: z
    .array(z.object({ label: z.string().max(200), value: z.string().max(200), href: z.string().max(2000).optional() }))
    .max(20)
    .catch([]),
});
export type ConversationState = z.infer<typeof conversationStateSchema>;

export const EMPTY_STATE: ConversationState = { booking: null, contact: null, quickReplies: [] };

/** A stored state read back; anything unreadable starts over rather than failing the visitor. */
export function readState(stored: unknown): ConversationState {
  const parsed = conversationStateSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : EMPTY_STATE;
}

export type TurnAnswer = {
  text: string;
  quickReplies: QuickReply[];
  state: ConversationState;
  outcome?: ConversationOutcome;
  appointmentId?: string;
};

/**
 * The guided assistant's answer to one message: a booking under way takes it as the answer to
 * its question; anything else is understood and answered from the shop's facts.
 */
export async function answerTurn(typed: string, state: ConversationState, tools: AssistantTools): Promise<TurnAnswer> {
  if (state.contact || isLeaveContact(typed)) {
    const step = state.contact ? await continueContact(tools, state.contact, typed) : startContact();
    return {
      text: step.text,
      quickReplies: step.quickReplies,
      state: { booking: null, contact: step.contact, quickReplies: step.quickReplies },
      ...(step.leadId ? { outcome: "handed_over" as const } : {}),
    };
  }
  if (state.booking) {
    const step = await continueBooking(tools, state.booking, typed);
    return {
      text: step.text,
      quickReplies: step.quickReplies,
      state: { booking: step.booking, contact: null, quickReplies: step.quickReplies },
      ...(step.booked ? { outcome: "booked" as const, appointmentId: step.booked.appointmentId } : {}),
    };
  }
  const { services, quote } = tools.facts;
  const understood = understand(typed, { services, quoteItems: quote?.items });
  const reply = guidedReply(understood, tools.facts);
  if (reply.booking) {
    const step = await startBooking(tools, reply.booking.serviceId);
    const text = [reply.text, step.text].filter(Boolean).join(" ");
    return { text, quickReplies: step.quickReplies, state: { booking: step.booking, contact: null, quickReplies: step.quickReplies } };
  }
  // Handed to the shop: the visitor may also leave his contact here, as a lead.
  const quickReplies = reply.handover ? [LEAVE_CONTACT, ...reply.quickReplies] : reply.quickReplies;
  return {
    text: reply.text,
    quickReplies,
    state: { booking: null, contact: null, quickReplies },
    ...(reply.handover ? { outcome: "handed_over" as const } : {}),
  };
}
