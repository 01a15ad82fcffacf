import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "@/db";
import { quoteTotalsUpdate } from "@/db/quote-totals";
import { quoteItems, vehicles } from "@/db/schema";
import type { QuoteItem } from "@/lib/quotes/types";
import type { QuoteItemInput } from "@/lib/validation/quote";

/**
 * A quote's items and the sums written with them. Used inside the transaction that creates or saves
 * the quote (lib/data/quotes.ts), which already holds the quote's row.
 */

/** Replaces the quote's items with `items`, in their order. */
export async function replaceQuoteItems(tx: DatabaseOrTransaction, shopId: string, quoteId: string, items: readonly QuoteItemInput[]) {
  await tx.delete(quoteItems).where(and(eq(quoteItems.quoteId, quoteId), eq(quoteItems.shopId, shopId)));
  if (items.length === 0) return;
  const firstOf = new Map<string, number>();
  items.forEach((item, position) => item.lineKey && !firstOf.has(item.lineKey) && firstOf.set(item.lineKey, position));
  await tx.insert(quoteItems).values(
    items.map((item, position) => ({
      quoteId,
      shopId,
      position,
      kind: item.kind,
      description: item.description,
      catalogueServiceId: item.catalogueServiceId,
      partCondition: item.partCondition,
      labourPricing: item.labourPricing,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      awaitingPrice: item.awaitingPrice ?? false,
      unitCost: item.unitCost ?? null,
      supplierId: item.supplierId ?? null,
      // A key posted twice (a line copied by hand in the stored draft) is kept by the first line only.
      ...(item.lineKey && firstOf.get(item.lineKey) === position && { lineKey: item.lineKey }),
    })),
  );
}

/** Writes the quote's sums from its items (the statement seeds share: db/quote-totals.ts). */
export async function writeQuoteTotals(tx: DatabaseOrTransaction, shopId: string, quoteId: string) {
  await tx.execute(quoteTotalsUpdate(shopId, quoteId));
}

/**
 * The km read at check-in becomes the vehicle's current km when it is more than the vehicle had
 * (a quote typed later for an older visit does not wind the odometer back). Moves the vehicle's
 * version on, so a vehicle form opened before does not put the old km back.
 */
export async function advanceVehicleKm(tx: DatabaseOrTransaction, shopId: string, vehicleId: string, km: number) {
  await tx
    .update(vehicles)
    .set({ currentKm: km, updatedAt: sql`now()`, version: sql`${vehicles.version} + 1` })
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.shopId, shopId), sql`coalesce(${vehicles.currentKm}, -1) < ${km}`));
}

/** The quote's items in the mechanic's order, if the quote is this shop's. */
export async function listQuoteItems(db: DatabaseOrTransaction, shopId: string, quoteId: string): Promise<QuoteItem[]> {
  const rows = await db
    .select({
      id: quoteItems.id,
      lineKey: quoteItems.lineKey,
      kind: quoteItems.kind,
      description: quoteItems.description,
      catalogueServiceId: quoteItems.catalogueServiceId,
      partCondition: quoteItems.partCondition,
      labourPricing: quoteItems.labourPricing,
      quantity: quoteItems.quantity,
      unitPrice: quoteItems.unitPrice,
      total: quoteItems.total,
      awaitingPrice: quoteItems.awaitingPrice,
    })
    .from(quoteItems)
    .where(and(eq(quoteItems.quoteId, quoteId), eq(quoteItems.shopId, shopId)))
    .orderBy(asc(quoteItems.position));
  // numeric(10,3) reads "2.500": the quantity as the mechanic wrote it, "2.5".
  return rows.map((row) => ({ ...row, quantity: trimZeros(row.quantity) }));
}

function trimZeros(decimal: string) {
  return decimal.includes(".") ? decimal.replace(/\.?0+$/, "") : decimal;
}
