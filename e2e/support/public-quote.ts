/**
 * The customer's link of a seeded quote (./seed.ts gives it one: SeededShop.linkToken) revoked
 * straight in the e2e database, as lib/data/quote-links.ts does (server-only, so not importable
 * here).
 */
import { and, eq, isNull } from "drizzle-orm";
import { quoteLinks } from "../../db/schema";
import { newQuoteLinkToken } from "../../lib/quotes/link-token";
import type { AccountsDatabase } from "./accounts";

/** What renewQuoteLink does: the live link revoked, a new one made; returns the new token. */
export async function renewQuoteToken({ db }: AccountsDatabase, userId: string, quoteId: string): Promise<string> {
  const token = newQuoteLinkToken();
  await db.transaction(async (tx) => {
    await tx
      .update(quoteLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(quoteLinks.userId, userId), eq(quoteLinks.quoteId, quoteId), isNull(quoteLinks.revokedAt)));
    await tx.insert(quoteLinks).values({ userId, quoteId, token });
  });
  return token;
}

/** A token no quote has: the same shape as a real one. */
export const unknownQuoteToken = newQuoteLinkToken;
