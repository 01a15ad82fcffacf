import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { shops, quoteLinks } from "@/db/schema";
import { lockShopQuote } from "@/lib/data/quote-lock";
import { isQuoteLinkToken, newQuoteLinkToken } from "@/lib/quotes/link-token";
import { isRecordId } from "@/lib/record-id";

// Every function but findQuoteByToken and findRevokedLinkShop takes the shop's id first and filters by it.

/** Gives a new quote its link, inside the transaction that creates it. */
export async function createQuoteLink(tx: Transaction, shopId: string, quoteId: string) {
  await tx.insert(quoteLinks).values({ shopId, quoteId, token: newQuoteLinkToken() });
}

/** The quote's live link token, or undefined when it has none (or is not this shop's). */
export async function getQuoteLinkToken(shopId: string, quoteId: string): Promise<string | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const [row] = await getDb()
    .select({ token: quoteLinks.token })
    .from(quoteLinks)
    .where(and(eq(quoteLinks.shopId, shopId), eq(quoteLinks.quoteId, quoteId), isNull(quoteLinks.revokedAt)));
  return row?.token;
}

/**
 * Revokes the quote's live link (from then on it answers 404) and gives the quote a new one, in
 * one transaction. Returns the new token, or undefined when the quote is not this shop's.
 * The quote's row is locked first: it proves the quote is the shop's before anything is written,
 * and two renewals at once take turns instead of both inserting a live link.
 */
export async function renewQuoteLink(shopId: string, quoteId: string): Promise<string | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  return getDb().transaction(async (tx) => {
    if (!(await lockShopQuote(tx, shopId, quoteId, "update"))) return undefined;
    await tx
      .update(quoteLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(quoteLinks.shopId, shopId), eq(quoteLinks.quoteId, quoteId), isNull(quoteLinks.revokedAt)));
    const token = newQuoteLinkToken();
    await tx.insert(quoteLinks).values({ shopId, quoteId, token });
    return token;
  });
}

/**
 * The shop and quote a live token opens. The one lookup not keyed by a shop: the visitor has no
 * session, and the token (192 random bits) is the capability.
 */
export async function findQuoteByToken(token: string): Promise<{ shopId: string; quoteId: string } | undefined> {
  if (!isQuoteLinkToken(token)) return undefined;
  const [row] = await getDb()
    .select({ shopId: quoteLinks.shopId, quoteId: quoteLinks.quoteId })
    .from(quoteLinks)
    .where(and(eq(quoteLinks.token, token), isNull(quoteLinks.revokedAt)));
  return row;
}

/** The shop behind a link it revoked: what the customer's dead link may say of it, nothing more. */
export type RevokedLinkShop = { shopName: string; whatsapp: string };

/**
 * The shop a revoked token was a link of, so its customer's dead link can name it and offer its
 * WhatsApp; undefined for any other token (unknown, malformed, or still live). Not keyed by a
 * shop, like findQuoteByToken: only the holder of a real link (192 random bits) can name one,
 * so a guessed token learns nothing.
 */
export async function findRevokedLinkShop(token: string): Promise<RevokedLinkShop | undefined> {
  if (!isQuoteLinkToken(token)) return undefined;
  const [row] = await getDb()
    .select({ shopName: shops.shopName, whatsapp: shops.whatsappIntegration })
    .from(quoteLinks)
    .innerJoin(shops, eq(shops.id, quoteLinks.shopId))
    .where(and(eq(quoteLinks.token, token), isNotNull(quoteLinks.revokedAt)));
  return row ? { shopName: row.shopName?.trim() ?? "", whatsapp: row.whatsapp?.trim() ?? "" } : undefined;
}
