import "server-only";
import { and, eq, gt, gte, or, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db";
import { rateLimits } from "@/db/schema";
import { loginLimitKeys, type RateLimitRule } from "@/lib/rate-limit";

/**
 * Fixed-window counters kept in Postgres, so every app instance shares them and no extra service
 * is needed. One atomic upsert per hit: concurrent requests can't both slip under the limit.
 */

/**
 * Counts one hit against `key` and says whether it is still within the rule. Given a transaction
 * (`db`), the hit is undone with it. A row whose window has ended counts for nothing (a new hit
 * starts it afresh, the checks ignore it); the queue's 'maintenance.rate-limits' deletes such rows
 * every 10 minutes (deleteEndedRateLimits), so a hit does only its own upsert.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule, db: Pick<Database, "execute"> = getDb()) {
  const interval = `${rule.windowMs} milliseconds`;
  const [row] = await db.execute<{ count: number; reset_at: string }>(sql`
    INSERT INTO ${rateLimits} (key, count, reset_at)
    VALUES (${key}, 1, now() + ${interval}::interval)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END,
      reset_at = CASE WHEN ${rateLimits.resetAt} <= now() THEN now() + ${interval}::interval ELSE ${rateLimits.resetAt} END
    RETURNING count, reset_at`);
  return { allowed: Number(row?.count ?? 0) <= rule.limit };
}

/**
 * Deletes every counter whose window has ended, a batch at a time, oldest first through the index
 * on reset_at, SKIP LOCKED so it never waits for a row a hit is counting (the queue's
 * 'maintenance.rate-limits', every 10 minutes): such a row counts for nothing, and every e-mail
 * ever typed at the login would otherwise stay. Answers how many went.
 */
export async function deleteEndedRateLimits(batch = 5_000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await getDb().execute(sql`
      DELETE FROM ${rateLimits} WHERE key IN (
        SELECT key FROM ${rateLimits} WHERE reset_at <= now()
        ORDER BY reset_at LIMIT ${batch} FOR UPDATE SKIP LOCKED
      ) RETURNING 1`);
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}

export async function clearRateLimit(key: string) {
  await getDb().delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Remembers `key` for `windowMs` (a place an account signed in from), for a rule to exempt. */
export async function rememberKey(key: string, windowMs: number) {
  const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`;
  await getDb().insert(rateLimits).values({ key, count: 0, resetAt }).onConflictDoUpdate({ target: rateLimits.key, set: { resetAt } });
}

/** Whether `key` was remembered and its window has not ended. */
export async function isRemembered(key: string) {
  const [row] = await getDb()
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return row !== undefined;
}

/** Gives back one hit counted against `key` (an attempt that turned out legitimate). */
export async function releaseRateLimit(key: string) {
  await getDb()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * Whether `key` has used up `rule`'s hits in its current window (the next consumeRateLimit would
 * refuse), without counting one: for a rule that counts only failures, checked before each try.
 */
export async function isRateLimited(key: string, rule: RateLimitRule) {
  const [row] = await getDb()
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`), gte(rateLimits.count, rule.limit)));
  return row !== undefined;
}

/**
 * Deletes the login counters of an address, from every place, in `db` (a transaction): a new
 * password lets the owner back in whatever a stranger did to them, and a deleted account leaves
 * none behind. Exactly this address's keys: a match on "contains the e-mail" would also take
 * 'joao@x.com''s when 'ao@x.com' is cleared, resetting someone else's limit.
 */
export async function clearLoginCounters(email: string, db: Pick<Database, "delete"> = getDb()) {
  const address = email.toLowerCase();
  await db
    .delete(rateLimits)
    .where(
      or(
        eq(rateLimits.key, loginLimitKeys.account(address)),
        sql`starts_with(${rateLimits.key}, ${loginLimitKeys.place(address, "")})`,
        sql`starts_with(${rateLimits.key}, ${loginLimitKeys.knownPlace(address, "")})`,
      ),
    );
}
