import "server-only";
import { and, eq, exists, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction, type Transaction } from "@/db";
import { customers, shops, quoteItems, jobPhotos, quotes } from "@/db/schema";
import { lockUntilCommit } from "@/lib/data/advisory-locks";
import { shopCount } from "@/lib/data/shop-counts";
import { currentPlanSql } from "@/lib/data/subscription";
import { limitOf, PLAN_TIME_ZONE, PlanLimitReachedError, storageLimitOf, type PlanLimitKind } from "@/lib/plans";

// Every function takes the shop's id first and filters by it in the same statement.

/**
 * Serialises the shop's customer creates until the transaction ends, so the count below and the
 * insert after it see every other create: twenty at once at 19 customers leave exactly 20.
 */
export async function lockCustomerCreates(tx: Transaction, shopId: string) {
  await lockUntilCommit(tx, "customerCreate", shopId);
}

/** The instant as SQL: a given Date, or the transaction's own now() (what created_at defaults to). */
function instant(now: Date | undefined): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

/** The calendar month of `now` in São Paulo, as a half-open range of instants. */
function monthOf(now: Date | undefined) {
  const local = sql`date_trunc('month', ${instant(now)} at time zone ${PLAN_TIME_ZONE})`;
  return {
    start: sql`(${local} at time zone ${PLAN_TIME_ZONE})`,
    end: sql`((${local} + interval '1 month') at time zone ${PLAN_TIME_ZONE})`,
  };
}

/**
 * How many rows count against the limit, read no further than `cap` rows (a Profissional shop
 * that moved to Básico may have thousands: the check needs to know only whether it is at the limit).
 */
async function countUpTo(db: DatabaseOrTransaction, where: SQL | undefined, table: typeof customers | typeof quotes, cap: number | null) {
  const inner = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  const bounded = cap === null ? inner : inner.limit(cap);
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(bounded.as("counted"));
  return row?.count ?? 0;
}

function customersOf(shopId: string) {
  return eq(customers.shopId, shopId);
}

function quotesInMonthOf(shopId: string, now: Date | undefined) {
  const month = monthOf(now);
  return and(eq(quotes.shopId, shopId), gte(quotes.sentAt, month.start), lt(quotes.sentAt, month.end));
}

/**
 * The quotes the shop first sent in the São Paulo calendar month of `now` (quotes.sent_at): a quote
 * sent at 2026-12-01 02:00 UTC (23:00 of 30/11 in São Paulo) counts in November. A quote never sent
 * priced (a check-in's, opened at the counter) does not count, nor does a deleted one.
 */
export async function countQuotesThisMonth(shopId: string, now: Date = new Date()) {
  return countUpTo(getDb(), quotesInMonthOf(shopId, now), quotes, null);
}

/**
 * Refuses (throws PlanLimitReachedError) a create (a customer) or a first send (a quote) that would
 * pass the shop's plan limit. Called inside the write's transaction, after its lock and after a
 * repeated submit was answered with its first row: a repeat never counts as a new entry. Reads the plan in the same transaction; a
 * shop without a plan (seeds, tests of the data layer) has no limit here: actions need a plan.
 */
export async function assertWithinPlanLimit(tx: Transaction, shopId: string, kind: PlanLimitKind) {
  const [profile] = await tx.select({ plan: currentPlanSql }).from(shops).where(eq(shops.id, shopId));
  const limit = limitOf(profile?.plan, kind);
  if (limit === null) return;
  const used = await countUpTo(
    tx,
    kind === "customers" ? customersOf(shopId) : quotesInMonthOf(shopId, undefined),
    kind === "customers" ? customers : quotes,
    limit,
  );
  if (used >= limit) throw new PlanLimitReachedError(kind, limit);
}

/**
 * Counts the quote against the plan's monthly limit the first time it goes out priced (quotes.sent_at),
 * inside the caller's transaction, which must already hold the quote's row (lockShopQuote), so
 * locks are always taken quote row first, then the shop's: two sends never wait on each other in
 * a cycle. The shop's advisory lock makes first sends of different quotes count one after the
 * other: six at once at 4 of 5 leave exactly 5. A quote already counted, not priced (a check-in's,
 * with no items yet, or a part 'Aguardando cotação') or no longer pending passes without counting. At the limit it throws
 * PlanLimitReachedError and the caller's transaction writes nothing.
 */
export async function countFirstSend(tx: Transaction, shopId: string, quoteId: string) {
  const [quote] = await tx
    .select({
      sentAt: quotes.sentAt,
      status: quotes.status,
      itemCount: quotes.itemCount,
      cost: quotes.cost,
      awaiting: exists(
        tx
          .select({ one: sql`1` })
          .from(quoteItems)
          .where(and(eq(quoteItems.quoteId, quoteId), eq(quoteItems.shopId, shopId), eq(quoteItems.awaitingPrice, true))),
      ).mapWith(Boolean),
    })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  const priced = quote !== undefined && !quote.awaiting && (quote.itemCount > 0 || Number(quote.cost) > 0);
  // A job (approved, in person too) is past counting: its order's PDF is never refused for the limit.
  if (!quote || quote.sentAt !== null || !priced || quote.status !== "pending") return;
  await lockUntilCommit(tx, "firstSend", shopId);
  await assertWithinPlanLimit(tx, shopId, "quotes");
  await tx
    .update(quotes)
    .set({ sentAt: sql`now()` })
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId), isNull(quotes.sentAt)));
}

/** The bytes the shop's job photos take in the storage (what was stored: job_photos.bytes). */
async function photoBytesOf(db: DatabaseOrTransaction, shopId: string) {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${jobPhotos.bytes}), 0)::bigint` })
    .from(jobPhotos)
    .where(eq(jobPhotos.shopId, shopId));
  return Number(row?.used ?? 0);
}

/**
 * Whether `bytes` more of photos fit in the shop's storage quota (PLAN_LIMITS.storageBytes). With
 * `lock`, inside the photo's insert transaction: first the shop's advisory lock, held to the
 * commit, so uploads of one shop to different quotes sum and insert one after the other and cannot
 * together pass the quota; the sum is read after the lock, seeing every photo committed before.
 * Without it, the early check before an upload is read. A shop without a plan has no quota here
 * (the data layer's own tests): the upload route needs a plan.
 */
export async function photoStorageAllows(db: DatabaseOrTransaction, shopId: string, bytes: number, { lock }: { lock: boolean }) {
  if (lock) await lockUntilCommit(db, "photoStorage", shopId);
  const [profile] = await db.select({ plan: currentPlanSql }).from(shops).where(eq(shops.id, shopId));
  const limit = storageLimitOf(profile?.plan);
  if (limit === null) return true;
  return (await photoBytesOf(db, shopId)) + bytes <= limit;
}

export type PlanUsage = {
  customers: { used: number; limit: number | null };
  /** `used` is null on a plan without a quote limit: nothing is counted for it. */
  quotes: { used: number | null; limit: number | null };
  /** Bytes of job photos stored, against the plan's quota (null without a plan). */
  storage: { used: number; limit: number | null };
};

/**
 * What the Painel and the plans page show: the shop's customers (from shop_counts, kept exact by
 * triggers), on a plan with a monthly limit this month's quotes against it, and the photos' bytes
 * against the storage quota.
 */
export async function getPlanUsage(shopId: string, now: Date = new Date()): Promise<PlanUsage> {
  const [profile] = await getDb().select({ plan: currentPlanSql }).from(shops).where(eq(shops.id, shopId));
  const quoteLimit = limitOf(profile?.plan, "quotes");
  const [customerCount, quoteCount, photoBytes] = await Promise.all([
    shopCount(shopId, "customers"),
    quoteLimit === null ? null : countQuotesThisMonth(shopId, now),
    photoBytesOf(getDb(), shopId),
  ]);
  return {
    customers: { used: customerCount, limit: limitOf(profile?.plan, "customers") },
    quotes: { used: quoteCount, limit: quoteLimit },
    storage: { used: photoBytes, limit: storageLimitOf(profile?.plan) },
  };
}
