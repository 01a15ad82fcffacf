"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { formFields, validationFailure, type ActionResult } from "@/lib/action-result";
import { closeSupportTicket, createSupportTicket } from "@/lib/data/support-tickets";
import { idempotencyKeyFrom } from "@/lib/idempotency";
import { messages } from "@/lib/messages";
import { getCurrentAccount, requireSubscribedUser } from "@/lib/session";
import { missesRequiredField, supportTicketSchema } from "@/lib/validation/support";

const m = messages.support;

export async function sendSupportTicketAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  // A session that ran out gets a message (the form keeps its text) instead of a silent redirect.
  if (!(await getCurrentAccount())) return { ok: false, message: messages.validation.loggedInRequired, redirectTo: "/auth" };
  const user = await requireSubscribedUser();

  const parsed = supportTicketSchema.safeParse(formFields(formData, ["name", "email", "subject", "message"]));
  if (!parsed.success) {
    const invalid = validationFailure(parsed.error);
    return missesRequiredField(parsed.error) ? { ...invalid, message: m.requiredFields } : invalid;
  }
  const idempotencyKey = idempotencyKeyFrom(formData, "ticket de suporte");
  if (!idempotencyKey) return { ok: false, message: m.staleForm };
  try {
    // A repeated submit of the same ticket finds the first one and answers the same success.
    await createSupportTicket(user.id, parsed.data, idempotencyKey);
  } catch (error) {
    console.error("ticket de suporte não salvo", { userId: user.id }, error);
    return { ok: false, message: m.sendError };
  }
  revalidatePath("/dashboard/support");
  return { ok: true, message: m.sent };
}

export async function closeSupportTicketAction(ticketId: string): Promise<ActionResult> {
  const viewer = await requireSubscribedUser();
  const notFound: ActionResult = { ok: false, message: m.closeError + m.notFound };
  const id = z.uuid().safeParse(ticketId);
  if (!id.success) return notFound;
  try {
    // Not an operator, or no such ticket: the same "not found", which confirms nothing.
    if (!(await closeSupportTicket(viewer, id.data))) return notFound;
  } catch (error) {
    console.error("fechamento de ticket falhou", { userId: viewer.id, ticketId }, error);
    return { ok: false, message: m.closeError + m.tryAgain };
  }
  revalidatePath("/dashboard/support");
  return { ok: true, message: m.closed };
}
