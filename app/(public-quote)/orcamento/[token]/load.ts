import "server-only";
import { cache } from "react";
import { currentClientAddress } from "@/lib/client-address/current";
import type { RevokedLinkShop } from "@/lib/data/quote-links";
import { openDeadQuoteLink, openPublicQuote } from "@/lib/public-quote/access";

/**
 * The quote for this request's token, once per request: the metadata and the page share it, so a
 * miss is counted once.
 */
export const loadPublicQuote = cache(async (token: string) => openPublicQuote(token, await currentClientAddress()));

/**
 * What the link's not-found page may say of the shop, handed over by the page within the request.
 * A not-found file gets no params, and Next renders it alongside the page, so it waits on this:
 * the page settles it on every path (a revoked link's shop, or null), before it calls notFound().
 */
export const deadLinkShop = cache(() => {
  let settle: (shop: RevokedLinkShop | null) => void = () => {};
  const shop = new Promise<RevokedLinkShop | null>((resolve) => (settle = resolve));
  return { shop, settle };
});

/** The page's miss: looks the token up as a revoked link (not for a guesser past the limit). */
export async function settleDeadLink(token: string) {
  const shop = await openDeadQuoteLink(token, await currentClientAddress()).catch((error: unknown) => {
    console.error("link de orçamento revogado não lido", error);
    return undefined;
  });
  deadLinkShop().settle(shop ?? null);
}
