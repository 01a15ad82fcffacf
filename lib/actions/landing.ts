"use server";

import { defineAction } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { landingLeadFormSchema, leadInput, leadTexts, storeLead } from "@/lib/leads/submit-lead";

/** The landing page's lead form, posted to /contato (app/(marketing)/contato/route.tsx): the product's own prospects, with no owner. */
export const submitLandingLead = defineAction({
  access: "public",
  name: "envio de interessado",
  texts: leadTexts,
  input: (_previous: ActionResult | null, formData: FormData) => leadInput(formData),
  schema: landingLeadFormSchema,
  create: true,
  run: ({ input, idempotencyKey }) => storeLead(null, input, idempotencyKey),
});
