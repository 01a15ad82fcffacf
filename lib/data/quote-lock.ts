import "server-only";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "@/db";
import { quotes } from "@/db/schema";

// The quote's row lock, taken by every write that hangs something on a quote (its link, a send, a
// version, an answer). Not to be confused with the approval lock of lib/quotes/lock.ts (CDC art. 40
// §2), a rule about the quote's state rather than a database statement.

/**
 * Locks the shop's quote row for the rest of the transaction and says whether it is the shop's:
 * "update" when the caller rewrites what hangs on the quote (its link), "share" when it only adds
 * to it (a send) and the quote must not be deleted meanwhile.
 */
export async function lockShopQuote(tx: Transaction, shopId: string, quoteId: string, strength: "update" | "share"): Promise<boolean> {
  const [quote] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)))
    .for(strength);
  return quote !== undefined;
}
