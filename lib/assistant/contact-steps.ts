import { z } from "@/lib/validation/zod";
import { assistantContact as t } from "@/lib/messages/conversations";
import { optionalPhoneSchema } from "@/lib/validation/fields";
import { leadNameSchema } from "@/lib/validation/lead";
import { isCancel } from "./booking-steps";
import type { QuickReply } from "./guided";
import type { AssistantTools } from "./tools";
import { normalise } from "./understand";

/**
 * 'Deixar meu contato': when the assistant hands a visitor to the shop, he may leave his name and
 * WhatsApp in the chat instead of (or besides) writing to the shop himself. It becomes a lead, as
 * the page's contact form makes one, with the questions he asked as its message
 * (tools.leaveContact), and the shop is told by e-mail as of any lead.
 */
export const contactStateSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("name") }),
  z.object({ step: z.literal("phone"), name: z.string() }),
]);
export type ContactState = z.infer<typeof contactStateSchema>;

/** The button's text: posted as a message, recognised before anything is understood. */
export const LEAVE_CONTACT: QuickReply = { label: t.leaveContact, value: t.leaveContactValue };

export function isLeaveContact(typed: string) {
  return normalise(typed) === normalise(LEAVE_CONTACT.value);
}

export type ContactAnswer = { text: string; quickReplies: QuickReply[]; contact: ContactState | null; leadId?: string };

const cancelReply: QuickReply = { label: t.cancelLabel, value: "cancelar" };

export function startContact(): ContactAnswer {
  return { text: t.askName, quickReplies: [cancelReply], contact: { step: "name" } };
}

/** The visitor's answer to the step `state` asked. */
export async function continueContact(tools: AssistantTools, state: ContactState, typed: string): Promise<ContactAnswer> {
  if (isCancel(typed)) return { text: t.cancelled, quickReplies: tools.menuReplies(), contact: null };
  if (state.step === "name") {
    const name = leadNameSchema.safeParse(typed);
    if (!name.success) return { text: name.error.issues[0]!.message, quickReplies: [cancelReply], contact: state };
    return { text: t.askPhone, quickReplies: [cancelReply], contact: { step: "phone", name: name.data } };
  }
  const phone = optionalPhoneSchema.safeParse(typed);
  if (!phone.success || !phone.data) {
    const message = phone.success ? t.phoneRequired : phone.error.issues[0]!.message;
    return { text: message, quickReplies: [cancelReply], contact: state };
  }
  const result = await tools.leaveContact({ name: state.name, phone: phone.data });
  if (!result.ok) return { text: result.message, quickReplies: tools.menuReplies(), contact: null };
  return { text: t.left(phone.data), quickReplies: tools.menuReplies(), contact: null, leadId: result.leadId };
}
