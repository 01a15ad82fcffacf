/**
 * A customer's dead quote link, and the app's 404, in pt-BR only. A link the shop revoked names
 * the shop and its WhatsApp on its 404 (lib/public-quote/access.ts openDeadQuoteLink); an unknown
 * or malformed token, a live one, and any token from an address past the limit of misses name
 * nothing. The page itself (not-found.tsx) is checked in e2e/public/customer-texts.mobile.spec.ts.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops, rateLimits } from "@/db/schema";
import { QUOTE_LINK_MISSES } from "@/lib/rate-limit";

const { getQuoteLinkToken, renewQuoteLink } = await import("@/lib/data/quote-links");
const { openDeadQuoteLink, openPublicQuote, quoteLinkMissKey } = await import("@/lib/public-quote/access");
const { newQuoteLinkToken } = await import("@/lib/quotes/link-token");
const { messages } = await import("@/lib/messages");
const { shopWithData } = await import("../support/shops");

const address = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;

async function revokedLink() {
  const shop = await shopWithData("morto");
  await getDb().update(shops).set({ whatsappIntegration: "(11) 91234-5678" }).where(eq(shops.id, shop.id));
  const token = (await getQuoteLinkToken(shop.id, shop.quoteId))!;
  expect(await renewQuoteLink(shop.id, shop.quoteId)).toBeDefined();
  const { shopName } = (await getDb().select({ shopName: shops.shopName }).from(shops).where(eq(shops.id, shop.id)))[0]!;
  return { shop, token, shopName: shopName! };
}

describe("a dead quote link", () => {
  it("names the shop and its WhatsApp for a link the shop revoked", async () => {
    const { token, shopName } = await revokedLink();
    const at = address();
    expect(await openPublicQuote(token, at)).toBeUndefined();
    expect(await openDeadQuoteLink(token, at)).toEqual({ shopName, whatsapp: "(11) 91234-5678" });
  });

  it("names nothing for an unknown, malformed or live token", async () => {
    const at = address();
    expect(await openDeadQuoteLink(newQuoteLinkToken(), at)).toBeUndefined();
    expect(await openDeadQuoteLink("nao-e-um-token", at)).toBeUndefined();
    const shop = await shopWithData("vivo");
    expect(await openDeadQuoteLink((await getQuoteLinkToken(shop.id, shop.quoteId))!, at)).toBeUndefined();
  });

  it("names nothing to an address past the limit of misses, even for a revoked link", async () => {
    const { token } = await revokedLink();
    const at = address();
    for (let guess = 0; guess < QUOTE_LINK_MISSES.limit; guess++) await openPublicQuote(newQuoteLinkToken(), at);
    const [row] = await getDb()
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, quoteLinkMissKey(at)));
    expect(row?.count).toBe(QUOTE_LINK_MISSES.limit);
    expect(await openDeadQuoteLink(token, at)).toBeUndefined();
  });

  it("speaks pt-BR only: no English title on the 404 or the link's page", () => {
    expect(messages.errorPages.notFound).toBe("Página não encontrada");
    const texts = JSON.stringify({ other: messages.errorPages, deadLink: messages.publicQuote.deadLink });
    expect(texts).not.toMatch(/Oops|Page not found/i);
    expect(messages.publicQuote.deadLink.revoked("Oficina do Zé")).toContain("Oficina do Zé");
  });
});
