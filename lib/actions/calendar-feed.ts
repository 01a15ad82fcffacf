"use server";

import { refresh } from "next/cache";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { regenerateCalendarFeed } from "@/lib/agenda/calendar-feed";
import { messages } from "@/lib/messages";
import { siteOrigin } from "@/lib/site-url";
import { z } from "@/lib/validation/zod";

const m = messages.appointmentReminders.feed;

/**
 * 'Gerar novo endereço' of the calendar feed, the owner's only (permission manageShop): a new
 * secret replaces the old one, whose address stops working at once. The new address is answered
 * this once, to the owner who asked, for the page to show; only its hash is kept.
 */
export const regenerateCalendarFeedAction = defineAction({
  access: "plan",
  permission: "manageShop",
  name: "novo endereço da agenda",
  texts: { prefix: m.failed },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, []),
  schema: z.object({}),
  async run({ caller, refuse }) {
    const url = await regenerateCalendarFeed(caller.shopId, siteOrigin());
    if (!url) return refuse(messages.reasons.tryAgain);
    refresh();
    return { ok: true, message: m.created, links: [{ label: m.urlLabel, href: url }] };
  },
});
