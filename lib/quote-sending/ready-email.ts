import "server-only";
import { randomUUID } from "node:crypto";
import { findVerifiedShopEmail } from "@/lib/data/accounts";
import { getJobSettings } from "@/lib/data/job-settings";
import { getQuoteDocument } from "@/lib/data/quote-document";
import { getQuoteLinkToken, renewQuoteLink } from "@/lib/data/quote-links";
import { recordQuoteSend } from "@/lib/data/quote-sends";
import type { SubscriptionPlanId } from "@/lib/enums";
import { escapeHtml, mailDelivery, mailFailureReason, safeSenderName, sendMail } from "@/lib/mail";
import { messages, PRODUCT_NAME } from "@/lib/messages";
import { planAllows } from "@/lib/plans";
import { messageShopName, requireShopName } from "@/lib/profile/shop-name";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import { readyMessageFor } from "@/lib/quotes/ready-message";
import { getQuoteBilling } from "@/lib/data/shop-billing";
import { siteOrigin } from "@/lib/site-url";

const m = messages.jobStages;
const sending = messages.quoteSending;
const SHOP_SENDER_MAX = 40;

const LIMIT_REASONS = { perMinute: sending.perMinuteReason, perDay: sending.perDayReason, perQuote: sending.perQuoteReason };

/** The 'Carro pronto' e-mail: the shop's message (the same words as on WhatsApp), plain and HTML, escaped. */
export function readyEmail(shopName: string, message: string, link: string) {
  const name = requireShopName(shopName);
  const text = [message, name].join("\n\n");
  const linked = escapeHtml(message).replace(
    escapeHtml(link),
    `<a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(link)}</a>`,
  );
  const html = [
    `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827">`,
    `<p style="margin:0 0 16px">${linked}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(name)}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject: messages.readyTemplate.emailSubject(name), text, html };
}

type Sender = { shopId: string; plan: SubscriptionPlanId };

/**
 * After 'Carro pronto': tells the customer by e-mail too, when he has an address, under the rules
 * of a quote's e-mail (Profissional plan, mail configured, the owner's confirmed address as
 * Reply-To, "Oficina via Oficina Digital", the account's and the quote's limits, the send logged).
 * Never throws: the move is done whatever the mail does. Answers the toast's second line, or
 * undefined when no e-mail was due.
 */
export async function sendReadyEmail(caller: Sender, quoteId: string): Promise<string | undefined> {
  if (!planAllows(caller.plan, "emailSend") || mailDelivery() === "off") return undefined;
  try {
    const replyTo = await findVerifiedShopEmail(caller.shopId);
    if (!replyTo) return undefined;
    const document = await getQuoteDocument(caller.shopId, quoteId);
    const email = document?.customer.email;
    if (!document || !email) return undefined;
    if (!messageShopName(document.shop.shopName)) return m.readyEmailFailed + sending.shopNameMissingReason;
    const token = (await getQuoteLinkToken(caller.shopId, quoteId)) ?? (await renewQuoteLink(caller.shopId, quoteId));
    if (!token) return undefined;
    const link = siteOrigin() + quoteLinkPath(token);
    const [{ readyTemplate }, billing] = await Promise.all([getJobSettings(caller.shopId), getQuoteBilling(caller.shopId, quoteId)]);
    const content = readyEmail(document.shop.shopName, readyMessageFor(document, readyTemplate, link, billing?.pix), link);
    const shopSender = safeSenderName(document.shop.shopName, SHOP_SENDER_MAX);
    let mailError: unknown;
    const recorded = await recordQuoteSend(
      caller.shopId,
      quoteId,
      { channel: "email", recipient: email, purpose: "ready" },
      randomUUID(),
      async () => {
        try {
          await sendMail({
            to: email,
            ...content,
            senderName: shopSender ? sending.senderName(shopSender) : PRODUCT_NAME,
            replyTo,
          });
        } catch (error) {
          mailError = error;
          throw error;
        }
      },
    ).catch((error: unknown) => {
      if (mailError === undefined) throw error;
      return "mailFailed" as const;
    });
    if (recorded === "mailFailed") {
      console.error("e-mail de carro pronto falhou", { shopId: caller.shopId, quoteId }, mailError);
      return m.readyEmailFailed + mailFailureReason(mailError);
    }
    if (!recorded) return undefined;
    if (recorded !== "sent" && recorded !== "duplicate") return m.readyEmailFailed + LIMIT_REASONS[recorded];
    return m.readyEmailed(email);
  } catch (error) {
    console.error("e-mail de carro pronto não enviado", { shopId: caller.shopId, quoteId }, error);
    return m.readyEmailFailed + messages.reasons.tryAgain;
  }
}
