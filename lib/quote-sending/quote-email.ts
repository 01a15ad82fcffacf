import { formatDay } from "@/lib/calendar";
import { formatAmount, formatQuoteNumber } from "@/lib/format";
import { escapeHtml } from "@/lib/mail/html";
import { messages } from "@/lib/messages";
import { requireShopName } from "@/lib/profile/shop-name";
import type { QuoteDocument } from "@/lib/quotes/types";

const m = messages.quoteSending.mail;

/**
 * The e-mail that carries a quote to its customer: a pt-BR subject, the same short text as plain
 * text and as HTML (every value from the shop or the customer escaped), and the customer's link.
 * Never without the shop's name (requireShopName throws): the action refuses to send first.
 */
export function quoteEmail({ shop, quote, customer }: Pick<QuoteDocument, "shop" | "quote" | "customer">, link: string) {
  const number = formatQuoteNumber(quote.number);
  const shopName = requireShopName(shop.shopName);
  const lines = [
    m.greeting(customer.name),
    m.intro(number, shopName, formatAmount(quote.cost ?? 0)),
    ...(quote.validUntil ? [m.validUntil(formatDay(quote.validUntil))] : []),
  ];
  const text = [lines.join("\n"), `${m.linkIntro}\n${link}`, m.attached, shopName].join("\n\n");
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const html = [
    `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827">`,
    ...lines.map(paragraph),
    `<p style="margin:0 0 16px">${escapeHtml(m.linkIntro)}<br><a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(link)}</a></p>`,
    paragraph(m.attached),
    paragraph(shopName),
    `</body></html>`,
  ].join("\n");
  return { subject: m.subject(number, shopName), text, html };
}
