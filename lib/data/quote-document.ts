import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction } from "@/db";
import { customers, mechanicProfiles, quotes } from "@/db/schema";
import { getQuote } from "@/lib/data/quotes";
import { isRecordId } from "@/lib/record-id";
import type { QuoteDocument, QuoteShop } from "@/lib/quotes/types";

// Every function takes the shop's user id first and filters by it.

async function getShop(userId: string, db: DatabaseOrTransaction = getDb()): Promise<QuoteShop> {
  const [row] = await db
    .select({
      shopName: mechanicProfiles.shopName,
      ownerName: mechanicProfiles.ownerName,
      whatsapp: mechanicProfiles.whatsappIntegration,
      logoUrl: mechanicProfiles.logoUrl,
      email: mechanicProfiles.email,
    })
    .from(mechanicProfiles)
    .where(eq(mechanicProfiles.id, userId));
  return {
    shopName: row?.shopName ?? "",
    ownerName: row?.ownerName ?? "",
    whatsapp: row?.whatsapp ?? "",
    logoUrl: row?.logoUrl ?? null,
    email: row?.email ?? "",
  };
}

/** Everything the shop's PDF and messages show of one of its quotes; undefined if it is not the shop's. */
export async function getQuoteDocument(
  userId: string,
  quoteId: string,
  db: DatabaseOrTransaction = getDb(),
): Promise<QuoteDocument | undefined> {
  // One round trip: the customer is found through the quote, alongside it, not after it.
  const [quote, shop, [customer]] = await Promise.all([
    getQuote(userId, quoteId, db),
    getShop(userId, db),
    isRecordId(quoteId)
      ? db
          .select({ name: customers.name, phone: customers.phone, email: customers.email })
          .from(quotes)
          .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.userId, quotes.userId)))
          .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)))
      : [],
  ]);
  if (!quote || !customer) return undefined;
  return { shop, quote, customer };
}
