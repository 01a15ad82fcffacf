import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, leads, shops, paymentMonths, quoteAnswers, quotes, shopCounts } from "@/db/schema";
import { OWED_SQL } from "@/lib/data/finance";
import type { Viewer } from "@/lib/data/leads";
import type { QuoteAnswer } from "@/lib/enums";
import { currentMonth, monthRange } from "@/lib/finance/months";

/**
 * The overview's counts and the work in hand, every one scoped to the viewer, in one round trip. The shop's own rows
 * come from shop_counts (kept by triggers, see db/schema/counts.ts): one row read instead of counting a
 * large shop's tens of thousands of rows on every visit. An operator also sees the product's own
 * leads, counted here; only operators pay for that. The two money cards ('A receber', 'Recebido no
 * mês') are a sum over a small partial index (quotes_shop_id_owed_idx) and payment_months' rows.
 */
export async function getOverview(viewer: Viewer, now: Date = new Date()) {
  const month = monthRange(currentMonth(now));
  const [row] = await getDb().execute<{
    customers: number;
    suppliers: number;
    quotes: number;
    leads: number;
    open_quotes: number;
    approved_unfinished_value: string;
    has_profile: boolean;
    receivable: string;
    received_this_month: string;
  }>(sql`
    SELECT
      coalesce(counts.customers, 0) AS customers,
      coalesce(counts.suppliers, 0) AS suppliers,
      coalesce(counts.quotes, 0) AS quotes,
      coalesce(counts.leads, 0) + ${
        viewer.isOperator ? sql`(SELECT count(*)::int FROM ${leads} WHERE ${leads.shopId} IS NULL)` : sql`0`
      } AS leads,
      coalesce(counts.open_quotes, 0) AS open_quotes,
      coalesce(counts.approved_unfinished_value, 0)::text AS approved_unfinished_value,
      EXISTS (SELECT 1 FROM ${shops} WHERE ${shops.id} = ${viewer.shopId}
        AND coalesce(trim(${shops.shopName}), '') <> '') AS has_profile,
      (SELECT coalesce(sum(${quotes.approvedTotal} - ${quotes.paidTotal}), 0) FROM ${quotes}
        WHERE ${quotes.shopId} = ${viewer.shopId} AND ${OWED_SQL})::text AS receivable,
      (SELECT coalesce(sum(${paymentMonths.total}), 0) FROM ${paymentMonths}
        WHERE ${paymentMonths.shopId} = ${viewer.shopId} AND ${paymentMonths.month} = ${month.from})::text AS received_this_month
    FROM (SELECT 1) AS viewer
    LEFT JOIN ${shopCounts} AS counts ON counts.shop_id = ${viewer.shopId}`);
  return {
    customers: row?.customers ?? 0,
    suppliers: row?.suppliers ?? 0,
    quotes: row?.quotes ?? 0,
    leads: row?.leads ?? 0,
    /** Quotes and jobs pending, approved or in progress. */
    openQuotes: row?.open_quotes ?? 0,
    /** The value of approved work not completed yet. */
    approvedUnfinishedValue: Number(row?.approved_unfinished_value ?? 0),
    hasShopProfile: row?.has_profile ?? false,
    /** What the jobs ready or delivered still owe, in reais ("1234.56"). */
    receivable: row?.receivable ?? "0",
    /** The payments received this month (São Paulo's calendar), cancelled ones left out. */
    receivedThisMonth: row?.received_this_month ?? "0",
  };
}

/** How many unseen answers the Painel's card lists; the rest are counted. */
export const UNSEEN_ANSWERS_SHOWN = 10;

export type UnseenAnswer = { quoteId: string; number: number; customerName: string; answer: QuoteAnswer; answeredAt: Date };

/**
 * 'Respostas de clientes': the shop's quotes whose customer answered on the link since the shop
 * last opened them, newest quote first, with each one's latest answer, and how many there are in
 * all. Both reads go through the partial index (shop_id, quote_date DESC) WHERE answer_unseen,
 * so they read only the unseen rows however large the shop. Every statement is filtered by the shop.
 */
export async function listUnseenAnswers(shopId: string, limit = UNSEEN_ANSWERS_SHOWN): Promise<{ items: UnseenAnswer[]; total: number }> {
  const db = getDb();
  const unseen = and(eq(quotes.shopId, shopId), sql`${quotes.answerUnseen}`);
  const [unseenQuotes, [count]] = await Promise.all([
    db
      .select({ quoteId: quotes.id, number: quotes.number, customerName: customers.name })
      .from(quotes)
      .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.shopId, shopId)))
      .where(unseen)
      // The index's own order (drizzle's desc() would be NULLS FIRST: a sort instead; see NEWEST_QUOTES_FIRST).
      .orderBy(sql`${quotes.quoteDate} DESC NULLS LAST`, sql`${quotes.id} DESC`)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(quotes)
      .where(unseen),
  ]);
  if (unseenQuotes.length === 0) return { items: [], total: count?.total ?? 0 };
  // Each quote's latest answer (a quote has a handful at most: one per version).
  const answers = await db
    .select({ quoteId: quoteAnswers.quoteId, answer: quoteAnswers.answer, answeredAt: quoteAnswers.answeredAt })
    .from(quoteAnswers)
    .where(
      and(
        eq(quoteAnswers.shopId, shopId),
        inArray(
          quoteAnswers.quoteId,
          unseenQuotes.map((quote) => quote.quoteId),
        ),
      ),
    )
    .orderBy(desc(quoteAnswers.answeredAt));
  const latest = new Map<string, (typeof answers)[number]>();
  for (const answer of answers) if (!latest.has(answer.quoteId)) latest.set(answer.quoteId, answer);
  // A flag with no answer behind it cannot be set by the app; such a row is left out rather than shown blank.
  const items = unseenQuotes.flatMap((quote) => {
    const answer = latest.get(quote.quoteId);
    return answer ? [{ ...quote, answer: answer.answer, answeredAt: answer.answeredAt }] : [];
  });
  return { items, total: count?.total ?? items.length };
}
