import "server-only";
import { headers } from "next/headers";
import { validationFailure, type ActionResult } from "@/lib/action-result";
import { createLead } from "@/lib/data/leads";
import { messages } from "@/lib/messages";
import { idempotencyKeyFrom } from "@/lib/idempotency";
import { clientIp, PUBLIC_FORM_SUBMISSIONS, RateLimitedError } from "@/lib/rate-limit";
import { HONEYPOT_FIELD } from "@/lib/leads/honeypot";
import { shopContactSchema } from "@/lib/validation/lead";

export { HONEYPOT_FIELD };

/**
 * Shared by the landing page (owner null: the product's prospect) and a shop's public page
 * (owner: that shop). Validates, drops bots, rate limits per client address, stores once per
 * form key (a double submit answers the same success and stores one lead).
 */
export async function submitLead(ownerId: string | null, formData: FormData): Promise<ActionResult> {
  const failure = (reason: string): ActionResult => ({ ok: false, message: messages.leads.sendError + reason });

  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") return { ok: true, message: messages.leads.sent };

  const parsed = shopContactSchema.safeParse({
    name: formData.get("name") ?? "",
    email: formData.get("email") ?? "",
    phone: formData.get("phone") ?? "",
    message: formData.get("message") ?? "",
    isMechanic: formData.get("isMechanic") === "on",
  });
  if (!parsed.success) {
    const invalid = validationFailure(parsed.error);
    return { ...invalid, message: messages.leads.sendError + invalid.message };
  }

  const idempotencyKey = idempotencyKeyFrom(formData, "envio de interessado");
  if (!idempotencyKey) return failure(messages.reasons.staleForm);

  try {
    const address = clientIp(await headers());
    await createLead(ownerId, parsed.data, { idempotencyKey, rateLimit: { key: `lead:${address}`, rule: PUBLIC_FORM_SUBMISSIONS } });
  } catch (error) {
    if (error instanceof RateLimitedError) return failure(messages.leads.tooMany);
    console.error("lead não salvo", { ownerId }, error);
    return failure(messages.leads.tryAgain);
  }
  return { ok: true, message: messages.leads.sent };
}
