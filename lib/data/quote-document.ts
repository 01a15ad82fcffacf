import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, mechanicProfiles } from "@/db/schema";
import type { Db, Tx } from "@/lib/data/quote-items";
import { getQuote, type Quote } from "@/lib/data/quotes";

// Every function takes the shop's user id first and filters by it.

/** The shop as a quote presents it: on the PDF, the customer's page and the messages. */
export type QuoteShop = {
  shopName: string;
  ownerName: string;
  /** The shop's WhatsApp number as the profile holds it (may be empty). */
  whatsapp: string;
  logoUrl: string | null;
  /** The account's e-mail: the reply-to of a quote sent by e-mail. */
  email: string;
};

export type QuoteDocument = {
  shop: QuoteShop;
  quote: Quote;
  /** Phone and e-mail only for the shop's own eyes: the customer's page never carries them (LGPD). */
  customer: { name: string; phone: string | null; email: string | null };
};

async function getShop(userId: string, db: Db | Tx = getDb()): Promise<QuoteShop> {
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
export async function getQuoteDocument(userId: string, quoteId: string, db: Db | Tx = getDb()): Promise<QuoteDocument | undefined> {
  const [quote, shop] = await Promise.all([getQuote(userId, quoteId, db), getShop(userId, db)]);
  if (!quote) return undefined;
  const [customer] = await db
    .select({ name: customers.name, phone: customers.phone, email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, quote.customerId), eq(customers.userId, userId)));
  if (!customer) return undefined;
  return { shop, quote, customer };
}

/** What the customer's page shows: the quote's document without the customer's phone and e-mail. */
export type PublicQuote = Omit<QuoteDocument, "customer"> & { customer: { name: string } };
