"use server";

import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { findPublicShop } from "@/lib/data/profile";
import { queueLeadNotice } from "@/lib/leads/lead-email";
import { leadInput, leadTexts, shopContactFormSchema, storeLead } from "@/lib/leads/submit-lead";
import { messages } from "@/lib/messages";

/**
 * The public page's contact form. The shop is found again from the slug on the server: the
 * browser only names the page it is on, never the owner the lead is stored for.
 */
export const submitShopContact = defineAction({
  access: "public",
  name: "contato pela página da oficina",
  texts: leadTexts,
  input: (slug: string, _previous: ActionResult | null, formData: FormData) => ({ ...leadInput(formData), slug }),
  schema: shopContactFormSchema.safeExtend({ slug: z.string() }),
  create: true,
  async run({ input: { slug, ...lead }, idempotencyKey, refuse }) {
    const shop = await findPublicShop(slug);
    if (!shop) return refuse(messages.publicPage.shopNotFound);
    // Committed: the shop's e-mail is queued (sent by a worker, retried if it fails) and cannot change the visitor's answer.
    return storeLead(shop.shopId, lead, idempotencyKey, (leadId) => queueLeadNotice(shop.shopId, leadId));
  },
});
