import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { quoteSends } from "@/db/schema";
import { lockShopQuote } from "@/lib/data/quote-lock";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import type { QuoteSendChannel, QuoteSendPurpose } from "@/lib/enums";
import { countFirstSend } from "@/lib/data/plan-usage";
import {
  QUOTE_EMAILS_PER_DAY,
  QUOTE_EMAILS_PER_MINUTE,
  QUOTE_EMAILS_PER_QUOTE,
  quoteEmailKeys,
  type RateLimitRule,
} from "@/lib/rate-limit";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

export type QuoteSend = {
  channel: QuoteSendChannel;
  recipient: string;
  /** The quote itself (the default), or the 'Carro pronto' e-mail, which is no send of the quote. */
  purpose?: QuoteSendPurpose;
};

/** Which of the e-mail limits (lib/rate-limit.ts) a send went over. */
export type QuoteEmailLimit = "perMinute" | "perDay" | "perQuote";

/** Thrown inside the send's transaction to undo the counters and the row of a send over a limit. */
class OverQuoteEmailLimit extends Error {
  constructor(readonly limit: QuoteEmailLimit) {
    super(limit);
  }
}

/**
 * Counts one e-mail against the account's and the quote's limits, in the send's transaction `tx`:
 * each counter is one row of rate_limits, upserted (so two sends at once queue on its row lock and
 * cannot both slip under), and undone with the transaction when the delivery fails or a limit is
 * over. Not quote_sends rows: they go with a deleted quote, and deleting quotes must not reset it.
 */
async function countQuoteEmail(tx: Transaction, shopId: string, quoteId: string) {
  // Always in this order, so two transactions never wait on each other's rows in a cycle.
  const checks: [QuoteEmailLimit, string, RateLimitRule][] = [
    ["perMinute", quoteEmailKeys.minute(shopId), QUOTE_EMAILS_PER_MINUTE],
    ["perDay", quoteEmailKeys.day(shopId), QUOTE_EMAILS_PER_DAY],
    ["perQuote", quoteEmailKeys.quote(shopId, quoteId), QUOTE_EMAILS_PER_QUOTE],
  ];
  for (const [limit, key, rule] of checks) {
    if (!(await consumeRateLimit(key, rule, tx)).allowed) throw new OverQuoteEmailLimit(limit);
  }
}

/**
 * Records that the quote was sent, once per `idempotencyKey`, after `deliver` has succeeded. The
 * row is inserted first and committed only once the delivery resolves, so:
 * - a failed delivery (an SMTP error) rolls the row back: nothing is recorded as sent;
 * - a repeated click with the same key waits on the unique key until the first commits, then
 *   finds it and does not deliver again ("duplicate"); if the first failed, the repeat delivers.
 * An e-mail is also counted against the sending limits (countQuoteEmail) before it is delivered:
 * over one, nothing is delivered or recorded and the limit is answered.
 * A quote's first send counts it against the plan's monthly limit (countFirstSend): at the limit
 * it throws PlanLimitReachedError before anything is delivered or recorded.
 * Undefined when the quote is not this shop's, and nothing is delivered.
 */
export async function recordQuoteSend(
  shopId: string,
  quoteId: string,
  send: QuoteSend,
  idempotencyKey: string,
  deliver: () => Promise<void> = async () => {},
): Promise<"sent" | "duplicate" | QuoteEmailLimit | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  try {
    return await getDb().transaction(async (tx) => {
      const purpose = send.purpose ?? "quote";
      // A quote's send may write its first send's time (countFirstSend): the row itself, then.
      if (!(await lockShopQuote(tx, shopId, quoteId, purpose === "quote" ? "update" : "share"))) return undefined;
      const inserted = await tx
        .insert(quoteSends)
        .values({ shopId, quoteId, ...send, purpose, idempotencyKey })
        .onConflictDoNothing({ target: [quoteSends.shopId, quoteSends.idempotencyKey] })
        .returning({ id: quoteSends.id });
      if (inserted.length === 0) return "duplicate";
      if (purpose === "quote") await countFirstSend(tx, shopId, quoteId);
      if (send.channel === "email") await countQuoteEmail(tx, shopId, quoteId);
      await deliver();
      return "sent";
    });
  } catch (error) {
    if (error instanceof OverQuoteEmailLimit) return error.limit;
    throw error;
  }
}

/** Every time the quote was sent, newest first. */
export async function listQuoteSends(shopId: string, quoteId: string) {
  if (!isRecordId(quoteId)) return [];
  return getDb()
    .select({
      id: quoteSends.id,
      channel: quoteSends.channel,
      purpose: quoteSends.purpose,
      recipient: quoteSends.recipient,
      sentAt: quoteSends.sentAt,
    })
    .from(quoteSends)
    .where(and(eq(quoteSends.shopId, shopId), eq(quoteSends.quoteId, quoteId)))
    .orderBy(desc(quoteSends.sentAt));
}

/**
 * The shop handed the quote out by hand ('Copiar link', 'Baixar PDF': Básico's ways to send): a
 * quote priced and not counted yet counts now against the plan's monthly limit (countFirstSend),
 * and at the limit PlanLimitReachedError is thrown. Undefined when the quote is not this shop's.
 */
export async function markQuoteHandedOut(shopId: string, quoteId: string): Promise<true | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  return getDb().transaction(async (tx) => {
    if (!(await lockShopQuote(tx, shopId, quoteId, "update"))) return undefined;
    await countFirstSend(tx, shopId, quoteId);
    return true as const;
  });
}
