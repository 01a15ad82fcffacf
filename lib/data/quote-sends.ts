import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { quoteSends } from "@/db/schema";
import { lockShopQuote } from "@/lib/data/quote-items";
import type { QuoteSendChannel } from "@/lib/enums";
import { isRecordId } from "@/lib/search-params";

// Every function takes the shop's user id first and filters by it in the same statement.

export type QuoteSend = { channel: QuoteSendChannel; recipient: string };

/**
 * Records that the quote was sent, once per `idempotencyKey`, after `deliver` has succeeded. The
 * row is inserted first and committed only once the delivery resolves, so:
 * - a failed delivery (an SMTP error) rolls the row back: nothing is recorded as sent;
 * - a repeated click with the same key waits on the unique key until the first commits, then
 *   finds it and does not deliver again ("duplicate"); if the first failed, the repeat delivers.
 * Undefined when the quote is not this shop's, and nothing is delivered.
 */
export async function recordQuoteSend(
  userId: string,
  quoteId: string,
  send: QuoteSend,
  idempotencyKey: string,
  deliver: () => Promise<void> = async () => {},
): Promise<"sent" | "duplicate" | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  return getDb().transaction(async (tx) => {
    if (!(await lockShopQuote(tx, userId, quoteId, "share"))) return undefined;
    const inserted = await tx
      .insert(quoteSends)
      .values({ userId, quoteId, ...send, idempotencyKey })
      .onConflictDoNothing({ target: [quoteSends.userId, quoteSends.idempotencyKey] })
      .returning({ id: quoteSends.id });
    if (inserted.length === 0) return "duplicate";
    await deliver();
    return "sent";
  });
}

/** Every time the quote was sent, newest first. */
export async function listQuoteSends(userId: string, quoteId: string) {
  if (!isRecordId(quoteId)) return [];
  return getDb()
    .select({ id: quoteSends.id, channel: quoteSends.channel, recipient: quoteSends.recipient, sentAt: quoteSends.sentAt })
    .from(quoteSends)
    .where(and(eq(quoteSends.userId, userId), eq(quoteSends.quoteId, quoteId)))
    .orderBy(desc(quoteSends.sentAt));
}
