/**
 * Puts a test's quote at a stage directly, as the large-shop seed does: the shop's own ways there
 * (an answer, the moves of lib/data/job-stages.ts) are tested on their own, and a test about a
 * list or a count only needs the quote to be there.
 */
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { quotes } from "@/db/schema";
import type { QuoteStatus } from "@/lib/enums";

export async function putAtStage(shopId: string, quoteId: string, status: QuoteStatus) {
  await getDb()
    .update(quotes)
    // A job past the approval owes its total, as an approval on the link would have set it.
    .set(
      status === "pending" || status === "rejected"
        ? { status }
        : { status, approvedTotal: sql`coalesce(${quotes.approvedTotal}, ${quotes.cost})` },
    )
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
}
