import "server-only";
import { rateLimitAddress } from "@/lib/client-address/rate-limit-address";
import { consumeRateLimit, isRateLimited } from "@/lib/data/rate-limits";
import { findSupplierLink, type SupplierLinkView } from "@/lib/data/supplier-links";
import { QUOTE_LINK_MISSES, type RateLimitRule } from "@/lib/rate-limit";
import { isSupplierLinkToken } from "@/lib/suppliers/link-token";

/**
 * Misses on supplier links, per client address: the quote link's rule (a person mistypes a few
 * times; a guesser is held under 2,000 guesses a day per address), on a counter of its own, so a
 * supplier guessing wrong never locks a customer out of his quote at the same shop's Wi-Fi.
 */
export const SUPPLIER_LINK_MISSES: RateLimitRule = QUOTE_LINK_MISSES;

/** The counter of one client address's misses on supplier links (an IPv6 client by its /64). */
export function supplierLinkMissKey(address: string) {
  return `supplier-link-miss:${rateLimitAddress(address)}`;
}

/**
 * Saves per link: a clerk saves a few times (a price corrected, a part found in the back); 30 an
 * hour is far above that and keeps a script from rewriting the answers (and the shop's editor)
 * in a loop.
 */
export const SUPPLIER_LINK_SAVES: RateLimitRule = { limit: 30, windowMs: 60 * 60 * 1000 };
export const supplierLinkSaveKey = (linkId: string) => `supplier-link-save:${linkId}`;

/**
 * The request a supplier's link opens, for a visitor at `address` (the address the server stamped,
 * never a header the client chose), as lib/public-quote/access.ts opens a quote: undefined (404)
 * for a value that cannot be a token (no query, nothing counted), for any token from an address
 * over the limit (not even looked up), and for an unknown token (one miss counted). A hit counts
 * nothing: the clerk coming back to change his answer is never limited.
 */
export async function openSupplierLink(token: string, address: string): Promise<SupplierLinkView | undefined> {
  if (!isSupplierLinkToken(token)) return undefined;
  const key = supplierLinkMissKey(address);
  if (await isRateLimited(key, SUPPLIER_LINK_MISSES)) return undefined;
  const link = await findSupplierLink(token);
  if (!link) await consumeRateLimit(key, SUPPLIER_LINK_MISSES);
  return link;
}

/** Counts one save on the link; false once it is past SUPPLIER_LINK_SAVES this hour. */
export async function allowSupplierLinkSave(linkId: string) {
  return (await consumeRateLimit(supplierLinkSaveKey(linkId), SUPPLIER_LINK_SAVES)).allowed;
}
