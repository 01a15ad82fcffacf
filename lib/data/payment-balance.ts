import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { quotes } from "@/db/schema";
import { isChargeable } from "@/lib/finance/chargeable";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

/**
 * What a job still owes: the approved total less the payments not cancelled, never below zero (a
 * tip the shop accepted leaves nothing owed, not a negative). Both come from the quote's row
 * (quotes.approved_total, quotes.paid_total), so every screen and export reads the same number.
 * A quote never approved owes nothing. The zero is 0.00, so it reads "0.00" like every other amount.
 */
export const owedSql = sql<string>`greatest(coalesce(${quotes.approvedTotal}, 0) - ${quotes.paidTotal}, 0.00)`;

export type QuoteBalance = {
  /** The approved total, in reais as a decimal string ("1234.56"); null before an approval. */
  approved: string | null;
  paid: string;
  owed: string;
  /** 'Pago': something was approved and nothing is owed. */
  isPaid: boolean;
};

/** The job's balance, if the quote is this shop's. */
export async function getQuoteBalance(shopId: string, quoteId: string): Promise<QuoteBalance | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const [row] = await getDb()
    .select({ approved: quotes.approvedTotal, paid: quotes.paidTotal, owed: owedSql, status: quotes.status })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  if (!row) return undefined;
  const owed = isChargeable(row.status) ? row.owed : "0.00";
  return { approved: row.approved, paid: row.paid, owed, isPaid: row.approved !== null && Number(owed) === 0 };
}
