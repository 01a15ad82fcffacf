import "server-only";
import { findVerifiedShopEmail } from "@/lib/data/accounts";
import { getShopLead } from "@/lib/data/leads";
import { mailDelivery, sendMail, shopNotice } from "@/lib/mail";
import { messages } from "@/lib/messages";
import { defineTask, enqueue, shopTaskData } from "@/lib/queue";
import { siteOrigin } from "@/lib/site-url";
import { z } from "@/lib/validation/zod";

const m = messages.leads.mail;

type LeadEmailInput = { name: string; phone: string | null; email: string | null; message: string | null; link: string };

/**
 * The e-mail that tells the shop someone left a message on its public page: who, how to reach
 * them, what they wrote, and the way to 'Interessados'. Plain text and HTML, every value escaped
 * (the visitor wrote all of it).
 */
export function leadEmail({ name, phone, email, message, link }: LeadEmailInput) {
  const intro = m.intro(name);
  const lines = [
    { label: m.name, value: name },
    ...(phone ? [{ label: m.phone, value: phone }] : []),
    ...(email ? [{ label: m.email, value: email }] : []),
    ...(message ? [{ label: m.message, value: message }] : []),
  ];
  return { subject: m.subject(name), ...shopNotice({ intro, lines, linkIntro: m.linkIntro, link, footer: m.automatic }) };
}

/**
 * Tells the shop by e-mail about a new lead from its public page, at the account's address once
 * its owner confirmed it (never the profile's, nor an unconfirmed one: whoever typed it may not own
 * it, and a visitor writes this mail), when this server can send mail. Sent by the queue's
 * 'mail.lead-notice' once the lead is committed (lib/actions/public-page.ts), as the shop's e-mail
 * about a quote's answer is (lib/quote-sending/answer-email.ts): a failed send throws and the queue
 * tries again; a lead deleted meanwhile sends nothing. The shop sees the lead in 'Interessados' either way.
 */
export async function notifyShopOfLead(shopId: string, leadId: string): Promise<void> {
  if (mailDelivery() === "off") return;
  const [lead, to] = await Promise.all([getShopLead(shopId, leadId), findVerifiedShopEmail(shopId)]);
  if (!lead || !to) return;
  await sendMail({ to, ...leadEmail({ ...lead, link: `${siteOrigin()}/dashboard/leads` }) });
}

export const leadNoticeMail = defineTask({
  name: "mail.lead-notice",
  data: shopTaskData({ leadId: z.string().uuid() }),
  run: ({ shopId, leadId }) => notifyShopOfLead(shopId, leadId),
});

/** Queues the shop's e-mail about a lead just committed; a failure to queue is logged, the visitor's message stands. */
export async function queueLeadNotice(shopId: string, leadId: string) {
  try {
    await enqueue(leadNoticeMail, { shopId, leadId });
  } catch (error) {
    console.error("e-mail do novo interessado não enfileirado", { shopId, leadId }, error);
  }
}
