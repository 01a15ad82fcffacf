import "server-only";
import { findVerifiedShopEmail } from "@/lib/data/accounts";
import { getShopLead } from "@/lib/data/leads";
import { escapeHtml, mailDelivery, sendMail } from "@/lib/mail";
import { messages } from "@/lib/messages";
import { siteOrigin } from "@/lib/site-url";

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
  const text = [intro, lines.map(({ label, value }) => `${label}: ${value}`).join("\n"), `${m.linkIntro}\n${link}`, m.automatic].join(
    "\n\n",
  );
  const html = [
    `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827">`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    `<table style="border-collapse:collapse;margin:0 0 16px">`,
    ...lines.map(
      ({ label, value }) =>
        `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;color:#4b5563;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    `</table>`,
    `<p style="margin:0 0 16px">${escapeHtml(m.linkIntro)}<br><a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(link)}</a></p>`,
    `<p style="margin:0;color:#4b5563;font-size:13px">${escapeHtml(m.automatic)}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject: m.subject(name), text, html };
}

/**
 * Tells the shop by e-mail about a new lead from its public page, at the account's address once
 * its owner confirmed it (never the profile's, nor an unconfirmed one: whoever typed it may not own
 * it, and a visitor writes this mail), when this server can send mail. Called once the lead is
 * committed (after the visitor's answer, see lib/actions/public-page.ts), as the shop's e-mail
 * about a quote's answer is (lib/quote-sending/answer-email.ts): it never throws, since a mail
 * that fails must not change what the visitor was told. The shop still sees the lead in 'Interessados'.
 */
export async function notifyShopOfLead(userId: string, leadId: string): Promise<void> {
  try {
    if (mailDelivery() === "off") return;
    const [lead, to] = await Promise.all([getShopLead(userId, leadId), findVerifiedShopEmail(userId)]);
    if (!lead || !to) return;
    await sendMail({ to, ...leadEmail({ ...lead, link: `${siteOrigin()}/dashboard/leads` }) });
  } catch (error) {
    console.error("e-mail do novo interessado não enviado", { userId, leadId }, error);
  }
}
