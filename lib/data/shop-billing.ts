import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { shops, quotes } from "@/db/schema";
import { owedSql } from "@/lib/data/payment-balance";
import { isChargeable } from "@/lib/finance/chargeable";
import { pixReceiverOf } from "@/lib/data/pix";
import { pixCharge, pixReference } from "@/lib/pix/charge";
import type { ShopIdentity } from "@/lib/profile/shop-data";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

/**
 * What the quote's PDF prints from the shop's live profile and the job's balance: the CNPJ or CPF
 * and address in the header, and, once approved with something owed and a PIX key, the charge for
 * what is owed ('Pague com PIX'). All of it goes into the PDF's cache key (lib/quote-pdf/cache.ts),
 * so a payment, a new key or a new address draws a new PDF.
 */
export type QuoteBilling = {
  identity: ShopIdentity;
  /** The BR Code payload for the amount owed (reais, "1234.56") and its reference ("OS0042"). */
  pix: { payload: string; amount: string; reference: string } | null;
};

/** The shop's data and the job's PIX charge for its quote's PDF, or undefined when the quote is not this shop's. */
export async function getQuoteBilling(shopId: string, quoteId: string): Promise<QuoteBilling | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const [row] = await getDb()
    .select({
      number: quotes.number,
      status: quotes.status,
      approved: quotes.approvedTotal,
      owed: owedSql,
      taxId: shops.taxId,
      postalCode: shops.postalCode,
      street: shops.street,
      streetNumber: shops.streetNumber,
      district: shops.district,
      city: shops.city,
      state: shops.state,
      keyType: shops.pixKeyType,
      key: shops.pixKey,
      name: shops.pixName,
      pixCity: shops.pixCity,
    })
    .from(quotes)
    .innerJoin(shops, eq(shops.id, quotes.shopId))
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  if (!row) return undefined;
  const { taxId, postalCode, street, streetNumber, district, city, state } = row;
  const identity = { taxId, postalCode, street, streetNumber, district, city, state };
  const chargeable = isChargeable(row.status) && row.approved !== null;
  const receiver = pixReceiverOf({ keyType: row.keyType, key: row.key, name: row.name, city: row.pixCity });
  const payload = chargeable && receiver ? pixCharge(receiver, row.owed, row.number) : null;
  return { identity, pix: payload ? { payload, amount: row.owed, reference: pixReference(row.number) } : null };
}
