import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { quotes, quoteVersions } from "@/db/schema";
import { isChargeable } from "@/lib/finance/chargeable";
import { depositDue } from "@/lib/quotes/deposit";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

export type ApprovedDeposit = {
  /** What the approved version asked, in reais ("150.00"). */
  amount: string;
  /** What is left of it to receive ("0.00" once the payments reach it). */
  due: string;
  isPaid: boolean;
};

/**
 * The deposit ('sinal') the customer approved: the approved version's own snapshot says how much
 * (never the quote as the shop has typed it since), against what the job has received
 * (quotes.paid_total). Null when the approved version asked none, the quote was never approved or
 * the job was cancelled; undefined when the quote is not this shop's.
 */
export async function getApprovedDeposit(shopId: string, quoteId: string): Promise<ApprovedDeposit | null | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const [row] = await getDb()
    .select({
      status: quotes.status,
      paid: quotes.paidTotal,
      amount: sql<string | null>`${quoteVersions.snapshot}::json ->> 'deposit'`,
    })
    .from(quotes)
    .leftJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.shopId, quotes.shopId), eq(quoteVersions.number, quotes.approvedVersion)),
    )
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  if (!row) return undefined;
  if (!row.amount || !isChargeable(row.status)) return null;
  const due = depositDue(row.amount, row.paid);
  return { amount: row.amount, due, isPaid: Number(due) === 0 };
}
