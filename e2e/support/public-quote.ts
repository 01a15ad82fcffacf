/**
 * The customer's link of a seeded quote (./seed.ts gives it one: SeededShop.linkToken) revoked
 * straight in the e2e database, as lib/data/quote-links.ts does (server-only, so not importable
 * here); and the rest of what the answer's specs set up or read back the same way.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { shops, quoteAnswers, quoteItems, quoteLinks, quoteViews, quotes } from "../../db/schema";
import { newQuoteLinkToken } from "../../lib/quotes/link-token";
import type { AccountsDatabase } from "./accounts";

/** What renewQuoteLink does: the live link revoked, a new one made; returns the new token. */
export async function renewQuoteToken({ db }: AccountsDatabase, shopId: string, quoteId: string): Promise<string> {
  const token = newQuoteLinkToken();
  await db.transaction(async (tx) => {
    await tx
      .update(quoteLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(quoteLinks.shopId, shopId), eq(quoteLinks.quoteId, quoteId), isNull(quoteLinks.revokedAt)));
    await tx.insert(quoteLinks).values({ shopId, quoteId, token });
  });
  return token;
}

/** A token no quote has: the same shape as a real one. */
export const unknownQuoteToken = newQuoteLinkToken;

/** The quote's validity, as the editor would save it (yyyy-MM-dd, or none). */
export async function setQuoteValidity({ db }: AccountsDatabase, shopId: string, quoteId: string, day: string | null) {
  await db
    .update(quotes)
    .set({ validUntil: day })
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
}

/** The shop's e-mail on its profile: where its customers' answers are told. */
export async function setShopEmail({ db }: AccountsDatabase, shopId: string, email: string) {
  await db.update(shops).set({ email }).where(eq(shops.id, shopId));
}

/** The shop changed the quote's description (what the customer sees changed: the link publishes a new version). */
export async function setQuoteDescription({ db }: AccountsDatabase, shopId: string, quoteId: string, description: string) {
  await db
    .update(quotes)
    .set({ description })
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
}

/**
 * 'Orçamento complementar' on an approved quote, as openQuoteComplement and a save leave it: the
 * quote unlocked, one original part of R$ 80,00 added, and its sums and total moved by as much.
 */
export async function addComplementPart({ db }: AccountsDatabase, shopId: string, quoteId: string, description: string) {
  await db.transaction(async (tx) => {
    const [{ lines }] = (await tx.execute(
      sql`SELECT count(*)::int AS lines FROM ${quoteItems} WHERE quote_id = ${quoteId}`,
    )) as unknown as [{ lines: number }];
    await tx.insert(quoteItems).values({
      quoteId,
      shopId,
      position: lines,
      kind: "part",
      description,
      partCondition: "original",
      quantity: "1",
      unitPrice: "80.00",
    });
    await tx.execute(sql`
      UPDATE ${quotes} SET amending = true, parts_total = parts_total + 80, cost = cost + 80, item_count = item_count + 1, version = version + 1
      WHERE id = ${quoteId} AND shop_id = ${shopId}`);
  });
}

/** The answers recorded for the quote, oldest first. */
export async function quoteAnswersOf({ db }: AccountsDatabase, shopId: string, quoteId: string) {
  return db
    .select()
    .from(quoteAnswers)
    .where(and(eq(quoteAnswers.quoteId, quoteId), eq(quoteAnswers.shopId, shopId)))
    .orderBy(asc(quoteAnswers.answeredAt));
}

/** The 'Visualizado' records of the quote. */
export async function quoteViewsOf({ db }: AccountsDatabase, shopId: string, quoteId: string) {
  return db
    .select()
    .from(quoteViews)
    .where(and(eq(quoteViews.quoteId, quoteId), eq(quoteViews.shopId, shopId)));
}
