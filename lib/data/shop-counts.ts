import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { shopCounts } from "@/db/schema";

/**
 * How many customers, suppliers, leads or quotes the shop has, from its shop_counts row: triggers keep it
 * exact in the writing transaction (drizzle/0004_shop_counts.sql). A list's first page shows this
 * total on every visit; counting a large shop's rows each time would cost Postgres far more.
 */
export async function shopCount(shopId: string, column: "customers" | "suppliers" | "leads" | "quotes") {
  const [row] = await getDb().select({ value: shopCounts[column] }).from(shopCounts).where(eq(shopCounts.shopId, shopId));
  return row?.value ?? 0;
}
