import "server-only";
import { z } from "@/lib/validation/zod";
import type { ActionResult } from "@/lib/actions/result";
import { formInput } from "@/lib/actions/define-action";
import { createLead } from "@/lib/data/leads";
import { HONEYPOT_FIELD } from "@/lib/leads/honeypot";
import { messages } from "@/lib/messages";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import { PUBLIC_FORM_SUBMISSIONS, RateLimitedError } from "@/lib/rate-limit";
import { leadSchema, shopContactSchema, type LeadInput } from "@/lib/validation/lead";

/**
 * What the landing page's form and a shop's contact form share: a field only bots fill, a rate
 * limit per client address, and one lead per form key (a double submit answers the same success
 * and stores one lead). Their rules differ: the landing page asks for an e-mail, a shop's page for
 * a phone or an e-mail and a message.
 */
export const leadTexts = { prefix: messages.leads.sendError };

const honeypot = { [HONEYPOT_FIELD]: z.string() };
export const landingLeadFormSchema = leadSchema.extend(honeypot);
export const shopContactFormSchema = shopContactSchema.safeExtend(honeypot);

export function leadInput(formData: FormData) {
  return { ...formInput(formData, ["name", "email", "phone", "message", HONEYPOT_FIELD]), isMechanic: formData.get("isMechanic") === "on" };
}

type LeadForm = LeadInput & { [HONEYPOT_FIELD]: string };

/**
 * Stores the lead for `shopId` (null: the product's own prospect); a bot is told it worked.
 * `onStored` runs once the lead is committed, only for the submit that stored it (not for a
 * repeated one, nor a bot's).
 */
export async function storeLead(
  shopId: string | null,
  { [HONEYPOT_FIELD]: honeypot, ...lead }: LeadForm,
  idempotencyKey: string,
  onStored?: (leadId: string) => Promise<void>,
): Promise<ActionResult> {
  if (honeypot !== "") return { ok: true, message: messages.leads.sent };
  try {
    const address = await currentRateLimitAddress();
    const created = await createLead(shopId, lead, {
      idempotencyKey,
      rateLimit: { key: `lead:${address}`, rule: PUBLIC_FORM_SUBMISSIONS },
    });
    if (created.stored) await onStored?.(created.id);
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, message: messages.leads.sendError + messages.leads.tooMany };
    throw error;
  }
  return { ok: true, message: messages.leads.sent };
}
