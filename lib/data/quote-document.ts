import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction } from "@/db";
import { customers, shops, quotes, vehicles } from "@/db/schema";
import { listQuoteItems } from "@/lib/data/quote-items";
import { withNumericCost } from "@/lib/data/quote-lists";
import { isRecordId } from "@/lib/record-id";
import type { Quote, QuoteDocument, QuoteShop } from "@/lib/quotes/types";

// Every function takes the shop's id first and filters by it.

/** The quote, its customer's name and its vehicle, if it is this shop's; with its items in order. */
export async function getQuote(shopId: string, recordId: string, db: DatabaseOrTransaction = getDb()): Promise<Quote | undefined> {
  // A malformed id (an address typed or forged) names no quote: Postgres would refuse it as a uuid.
  if (!isRecordId(recordId)) return undefined;
  const [[record], items] = await Promise.all([
    db
      .select({
        id: quotes.id,
        customerId: quotes.customerId,
        customerName: customers.name,
        number: quotes.number,
        description: quotes.description,
        cost: quotes.cost,
        status: quotes.status,
        quoteDate: quotes.quoteDate,
        version: quotes.version,
        vehicleId: quotes.vehicleId,
        vehicle: { plate: vehicles.plate, make: vehicles.make, model: vehicles.model, year: vehicles.year },
        checkInKm: quotes.checkInKm,
        validUntil: quotes.validUntil,
        paymentTerms: quotes.paymentTerms,
        estimatedStart: quotes.estimatedStart,
        estimatedCompletion: quotes.estimatedCompletion,
        observations: quotes.observations,
        warrantyText: quotes.warrantyText,
        discountKind: quotes.discountKind,
        discountValue: quotes.discountValue,
        depositKind: quotes.depositKind,
        depositValue: quotes.depositValue,
        approvedVersion: quotes.approvedVersion,
        amending: quotes.amending,
        answerUnseen: quotes.answerUnseen,
        totals: {
          services: quotes.servicesTotal,
          parts: quotes.partsTotal,
          labour: quotes.labourTotal,
          discount: quotes.discountTotal,
        },
      })
      .from(quotes)
      .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.shopId, quotes.shopId)))
      .leftJoin(vehicles, and(eq(vehicles.id, quotes.vehicleId), eq(vehicles.shopId, quotes.shopId)))
      .where(and(eq(quotes.id, recordId), eq(quotes.shopId, shopId))),
    listQuoteItems(db, shopId, recordId),
  ]);
  if (!record) return undefined;
  return {
    ...withNumericCost(record),
    vehicle: record.vehicleId && record.vehicle?.plate ? record.vehicle : null,
    items,
  };
}

async function getShop(shopId: string, db: DatabaseOrTransaction = getDb()): Promise<QuoteShop> {
  const [row] = await db
    .select({
      shopName: shops.shopName,
      ownerName: shops.ownerName,
      whatsapp: shops.whatsappIntegration,
      logoUrl: shops.logoUrl,
      email: shops.email,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
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
  shopId: string,
  quoteId: string,
  db: DatabaseOrTransaction = getDb(),
): Promise<QuoteDocument | undefined> {
  // One round trip: the customer is found through the quote, alongside it, not after it.
  const [quote, shop, [customer]] = await Promise.all([
    getQuote(shopId, quoteId, db),
    getShop(shopId, db),
    isRecordId(quoteId)
      ? db
          .select({ name: customers.name, phone: customers.phone, email: customers.email })
          .from(quotes)
          .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.shopId, quotes.shopId)))
          .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)))
      : [],
  ]);
  if (!quote || !customer) return undefined;
  return { shop, quote, customer };
}
