import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db";
import { rateLimits } from "@/db/schema";

/**
 * Fixed-window counters kept in Postgres, so every app instance shares them and no extra service
 * is needed. One atomic upsert per hit: concurrent requests can't both slip under the limit.
 */
export type RateLimitRule = { limit: number; windowMs: number };

/** Per e-mail and client address: one place hammering one account is stopped, its owner elsewhere is not. */
export const LOGIN_ATTEMPTS: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
/**
 * Per e-mail from every address together: the ceiling that holds when addresses are many (a
 * botnet) or cannot be trusted (clients reaching the app with their own X-Forwarded-For). Places
 * the account signed in from within KNOWN_LOGIN_PLACE_MS are exempt, so whoever burns the
 * ceiling cannot lock the owner out of their usual connection.
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT: RateLimitRule = { limit: 50, windowMs: 15 * 60 * 1000 };
export const KNOWN_LOGIN_PLACE_MS = 30 * 24 * 60 * 60 * 1000;
export const PUBLIC_FORM_SUBMISSIONS: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
/** Accounts created from one address: a shop signs up once; a script would mint accounts (and burn a bcrypt hash each). */
export const SIGN_UPS: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };

/** Thrown inside a transaction to undo a write that went over its limit. */
export class RateLimitedError extends Error {}

/**
 * Counts one hit against `key` and says whether it is still within the rule. Given a transaction
 * (`db`), the hit is undone with it.
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

export async function clearRateLimit(key: string) {
  await getDb().delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Remembers `key` for `windowMs` (a place an account signed in from), for a rule to exempt. */
export async function rememberKey(key: string, windowMs: number) {
  const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`;
  await getDb()
    .insert(rateLimits)
    .values({ key, count: 0, resetAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { resetAt } });
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
 * The client's address as the nearest proxy saw it: the last X-Forwarded-For entry (a proxy
 * appends the address it received the request from; earlier entries are whatever the client
 * sent). With no proxy in front, Next fills the header from the socket only when the client did
 * not send one, so a client could choose its address: production runs behind a proxy or load
 * balancer that sets the header (README, "Running with Docker"), and the per-account login
 * ceiling above holds either way.
 */
export function clientIp(headers: Headers) {
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}
