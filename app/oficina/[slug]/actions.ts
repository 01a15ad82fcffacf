"use server";

import type { ActionResult } from "@/lib/action-result";
import { findPublicShop } from "@/lib/data/profile";
import { submitLead } from "@/lib/leads/submit-lead";
import { messages } from "@/lib/messages";

/**
 * The public page's contact form. The shop is found again from the slug on the server: the
 * browser only names the page it is on, never the owner the lead is stored for.
 */
export async function submitShopContact(slug: string, _previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  let ownerId: string | undefined;
  try {
    ownerId = (await findPublicShop(String(slug)))?.ownerId;
  } catch (error) {
    console.error("oficina não encontrada para o contato", { slug }, error);
    return { ok: false, message: messages.leads.sendError + messages.leads.tryAgain };
  }
  if (!ownerId) return { ok: false, message: messages.leads.sendError + messages.publicPage.shopNotFound };
  return submitLead(ownerId, formData);
}
