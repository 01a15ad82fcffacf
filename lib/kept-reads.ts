/**
 * A page's reads kept for a shop (`'use cache'`, in each server process's memory) are keyed by the
 * shop's version, which every committed write of its data moves (db/schema/counts.ts
 * `shopVersions`), so the shop never sees a read from before its own write, on any process. What
 * the clock moves (today's reminders and agenda, the month's money, a request waiting for an
 * answer until its time) is kept for the five minutes it was read in, no longer.
 */
export const KEPT_MINUTES = 5;

/** Entries go with their five minutes; `stale: 0` keeps the browser's router from holding them. */
export const KEPT_LIFE = { stale: 0, revalidate: KEPT_MINUTES * 60, expire: KEPT_MINUTES * 60 };

export type KeptKey = { shopId: string; version: number; minutes: string };

/** The key of the shop's reads now, or null when its version is unknown (nothing kept then). */
export function keptKey(account: { shopId: string; dataVersion: number | null }, now = Date.now()): KeptKey | null {
  if (account.dataVersion === null) return null;
  const span = KEPT_MINUTES * 60_000;
  return { shopId: account.shopId, version: account.dataVersion, minutes: new Date(Math.floor(now / span) * span).toISOString() };
}
