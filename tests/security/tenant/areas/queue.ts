/** Tenant isolation: the job queue's house-keeping (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { type Attack } from "../fixtures";

export const attacks: Record<string, Attack> = {};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/expired-links.ts#deleteExpiredLinks":
    "the queue's daily clean-up of every account's dead links and sessions; takes no id, answers only counts (queue-maintenance.test.ts)",
  "lib/data/rate-limits.ts#deleteEndedRateLimits": "the queue's sweep of ended counters, keyed by e-mail and client address, not by shop",
  "lib/data/stored-object-deletions.ts#queuedObjectKeys":
    "the queue's sweep of deleted photos' objects, every shop's keys at once; takes no shop's id (photo-objects.test.ts)",
  "lib/data/stored-object-deletions.ts#forgetObjectKeys":
    "forgets keys the sweep removed; takes keys of objects whose rows are already gone, no record id (photo-objects.test.ts)",
  "lib/data/shop-day.ts#shopDaySql": "an SQL expression (a moment's São Paulo day); reads no row itself",
  "lib/data/queue-setup.ts#withSetUpLock": "an advisory lock for the queue's set-up at start; reads and writes no shop's row",
};
