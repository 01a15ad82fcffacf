import "server-only";
import { unsubscribeLinkShop, withdrawEmailConsent } from "@/lib/data/automatic-emails";
import { consumeRateLimit, isRateLimited } from "@/lib/data/rate-limits";
import { escapeHtml } from "@/lib/mail/html";
import { messages } from "@/lib/messages";
import { QUOTE_LINK_MISSES } from "@/lib/rate-limit";
import { isRecordId } from "@/lib/record-id";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";

const m = messages.reminderEmails.unsubscribe;

/** The counter of one client address's misses on unsubscribe links (an address already cut to its /64). */
export function unsubscribeMissKey(rateLimitAddress: string) {
  return `unsubscribe-miss:${rateLimitAddress}`;
}

/**
 * What an unsubscribe link does for a visitor, as a quote link (lib/public-quote/access.ts): a
 * value that cannot be a token is refused with no query; past QUOTE_LINK_MISSES misses from the
 * address every token is refused without a lookup; an unknown token counts one miss. A GET only
 * reads (mail scanners open links before the customer does); `withdraw` (the form's POST, or the
 * mail client's RFC 8058 one-click POST) clears the consent. Answers the shop's name, or undefined.
 */
export async function openUnsubscribeLink(token: string, rateLimitAddress: string, { withdraw }: { withdraw: boolean }) {
  if (!isRecordId(token)) return undefined;
  const key = unsubscribeMissKey(rateLimitAddress);
  if (await isRateLimited(key, QUOTE_LINK_MISSES)) return undefined;
  const shop = withdraw ? await withdrawEmailConsent(token) : await unsubscribeLinkShop(token);
  if (!shop) await consumeRateLimit(key, QUOTE_LINK_MISSES);
  return shop;
}

/**
 * The page, plain HTML with no script (it works in any mail client's browser): the link is secret,
 * so the quote link's headers keep it out of search engines, Referers and caches.
 */
export function unsubscribePage(status: number, body: string) {
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(m.title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#111827}` +
    `button{font:inherit;min-height:44px;padding:.5rem 1rem;border-radius:.5rem;border:0;background:#b91c1c;color:#fff;cursor:pointer}` +
    `button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      ...Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value])),
      "Content-Type": "text/html; charset=utf-8",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const invalidLinkPage = () => unsubscribePage(404, `<h1>${escapeHtml(m.invalid)}</h1><p>${escapeHtml(m.invalidDetail)}</p>`);

/** The GET: who sends the reminders, and the one button (a form posting to the same address). */
export const confirmPage = (shopName: string) =>
  unsubscribePage(
    200,
    `<h1>${escapeHtml(m.title)}</h1><p>${escapeHtml(m.question(shopName))}</p>` +
      `<form method="post"><button type="submit">${escapeHtml(m.button)}</button></form>`,
  );

export const donePage = (shopName: string) => unsubscribePage(200, `<h1>${escapeHtml(m.title)}</h1><p>${escapeHtml(m.done(shopName))}</p>`);
