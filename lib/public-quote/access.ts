import "server-only";
import { rateLimitAddress } from "@/lib/client-address/rate-limit-address";
import { getPublicQuote, type PublicQuoteView } from "@/lib/data/public-quote";
import { findRevokedLinkShop, type RevokedLinkShop } from "@/lib/data/quote-links";
import { consumeRateLimit, isRateLimited } from "@/lib/data/rate-limits";
import { isQuoteLinkToken } from "@/lib/quotes/link-token";
import { QUOTE_LINK_MISSES } from "@/lib/rate-limit";

/** The counter of one client address's misses on quote links (an IPv6 client by its /64). */
export function quoteLinkMissKey(address: string) {
  return `quote-link-miss:${rateLimitAddress(address)}`;
}

/**
 * The quote a customer's link opens, for a visitor at `address` (lib/client-address: the one the
 * server stamped, never a header the client chose). undefined, which the routes answer 404, for:
 *  - a value that cannot be a token: no query, and nothing counted (it cannot be a guess at one);
 *  - any token from an address over QUOTE_LINK_MISSES: not even looked up, so a guesser past the
 *    limit learns nothing more, and cannot tell being blocked from missing;
 *  - an unknown or revoked token, which counts one miss against the address.
 * A hit counts nothing, so a customer opening his quote and its PDF again is never limited, and
 * the same link opened from another address keeps working.
 *
 * Why 404 and not 429: an App Router page cannot choose its status beyond notFound(), and a 429
 * would tell the script its address is spent and it should move to another one.
 */
export async function openPublicQuote(token: string, address: string): Promise<PublicQuoteView | undefined> {
  if (!isQuoteLinkToken(token)) return undefined;
  const key = quoteLinkMissKey(address);
  if (await isRateLimited(key, QUOTE_LINK_MISSES)) return undefined;
  const quote = await getPublicQuote(token);
  if (!quote) await consumeRateLimit(key, QUOTE_LINK_MISSES);
  return quote;
}

/**
 * After a miss: the shop whose link this token was, when the shop revoked it, so the customer's
 * dead link names it and offers its WhatsApp. undefined for anything else, and for any token from
 * an address over QUOTE_LINK_MISSES (not looked up, as above): a guessed token never names a shop.
 */
export async function openDeadQuoteLink(token: string, address: string): Promise<RevokedLinkShop | undefined> {
  if (!isQuoteLinkToken(token)) return undefined;
  if (await isRateLimited(quoteLinkMissKey(address), QUOTE_LINK_MISSES)) return undefined;
  return findRevokedLinkShop(token);
}
