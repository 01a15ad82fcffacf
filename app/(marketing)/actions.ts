"use server";

import type { ActionResult } from "@/lib/action-result";
import { submitLead } from "@/lib/leads/submit-lead";

/** The landing page's lead form: the product's own prospects, with no owner. */
export async function submitLandingLead(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return submitLead(null, formData);
}
