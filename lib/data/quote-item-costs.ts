import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction } from "@/db";
import { quoteItems, suppliers } from "@/db/schema";
import { constraintOf, hasPostgresCode, PG_FOREIGN_KEY_VIOLATION } from "@/lib/data/postgres-errors";

/**
 * A quote's part lines' cost and supplier: the shop's alone. Read here, apart from listQuoteItems,
 * so that nothing that builds the customer's link, the PDF or an approval snapshot (all from the
 * QuoteItem type) can carry them.
 */

export type QuoteItemCost = { unitCost: string | null; supplierId: string | null; supplierName: string | null };

/** The part lines' costs and suppliers by line key (lines with neither are left out), if the quote is this shop's. */
export async function listQuoteItemCosts(
  shopId: string,
  quoteId: string,
  db: DatabaseOrTransaction = getDb(),
): Promise<Record<string, QuoteItemCost>> {
  const rows = await db
    .select({ lineKey: quoteItems.lineKey, unitCost: quoteItems.unitCost, supplierId: quoteItems.supplierId, supplierName: suppliers.name })
    .from(quoteItems)
    .leftJoin(suppliers, and(eq(suppliers.id, quoteItems.supplierId), eq(suppliers.shopId, quoteItems.shopId)))
    .where(
      and(
        eq(quoteItems.quoteId, quoteId),
        eq(quoteItems.shopId, shopId),
        eq(quoteItems.kind, "part"),
        sql`(${quoteItems.unitCost} IS NOT NULL OR ${quoteItems.supplierId} IS NOT NULL)`,
      ),
    );
  return Object.fromEntries(rows.map(({ lineKey, ...cost }) => [lineKey, cost]));
}

/** The constraint that keeps a line from naming a supplier that is not the shop's (migration 0032). */
const SUPPLIER_OWNER_FK = "quote_items_supplier_owner_fk";

/** Whether a failed save was a line naming a supplier the shop does not have (another shop's, or one deleted meanwhile). */
export function isForeignSupplierError(error: unknown) {
  return hasPostgresCode(error, PG_FOREIGN_KEY_VIOLATION) && constraintOf(error) === SUPPLIER_OWNER_FK;
}

/** Thrown out of a quote's create when a line names a supplier that is not the shop's: nothing is written. */
export class QuoteSupplierRefused extends Error {
  constructor() {
    super("quote line names a supplier that is not the shop's");
    this.name = "QuoteSupplierRefused";
  }
}
