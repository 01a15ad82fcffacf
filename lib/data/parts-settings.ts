import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { shops } from "@/db/schema";
import { DEFAULT_PARTS_MARKUP } from "@/lib/suppliers/markup";
import { DEFAULT_SUPPLIER_REQUEST_TEMPLATE } from "@/lib/suppliers/message";

export type PartsSettings = {
  /** The markup in percent as a plain decimal string ("30", "37.5"): priceWithMarkup's second argument. */
  markup: string;
  /** The WhatsApp message asking a supplier for prices (lib/suppliers/message.ts supplierRequestText). */
  supplierTemplate: string;
};

/** "37.50" → "37.5", "30.00" → "30": numeric's trailing zeros say nothing. */
function plainDecimal(stored: string) {
  return String(Number(stored));
}

/**
 * The shop's settings for parts, with the product's defaults where it has none (or no profile row):
 * what asking suppliers and pricing a chosen answer start from. The shop's own profile only.
 */
export async function getPartsSettings(shopId: string): Promise<PartsSettings> {
  const [row] = await getDb()
    .select({ markup: shops.partsMarkup, template: shops.supplierRequestTemplate })
    .from(shops)
    .where(eq(shops.id, shopId));
  return {
    markup: row?.markup == null ? DEFAULT_PARTS_MARKUP : plainDecimal(row.markup),
    supplierTemplate: row?.template ?? DEFAULT_SUPPLIER_REQUEST_TEMPLATE,
  };
}
