/** Tenant isolation: platform (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { type Attack } from "../fixtures";

export const attacks: Record<string, Attack> = {};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "app/api/health/route.ts#GET": "no data",
  "lib/data/health.ts#databaseIsCurrent": "reads the migration state; no shop's data",
  "lib/data/rate-limits.ts#consumeRateLimit": "counters keyed by e-mail and client address, not by shop",
  "lib/data/rate-limits.ts#clearLoginCounters": "counters keyed by e-mail, cleared by a new password or a deleted account of that e-mail",
  "lib/data/rate-limits.ts#clearRateLimit": "counters keyed by e-mail and client address, not by shop",
  "lib/data/rate-limits.ts#rememberKey": "counters keyed by e-mail and client address, not by shop",
  "lib/data/rate-limits.ts#isRemembered": "counters keyed by e-mail and client address, not by shop",
  "lib/data/rate-limits.ts#releaseRateLimit": "counters keyed by e-mail and client address, not by shop",
  "lib/data/rate-limits.ts#isRateLimited": "counters keyed by e-mail and client address, not by shop",
  "app/api/uploads/[key]/route.ts#GET":
    "serves public images (logos are shown on the public page) read-only, by unguessable shopId-random key",
  "lib/data/advisory-locks.ts#lockUntilCommit": "takes a lock in its caller's transaction; reads and writes no row",
  "lib/data/postgres-errors.ts#hasPostgresCode": "pure helper",
  "lib/data/postgres-errors.ts#constraintOf": "pure helper",
  "lib/data/search.ts#likePattern": "pure helper",
  "lib/data/search.ts#phoneSearchDigits": "pure helper",
  "lib/data/search.ts#containsTerm": "pure helper",
  "lib/data/search.ts#containsText": "pure helper",
  "lib/data/search.ts#pageWindow": "pure helper",
  "lib/data/insert-once.ts#insertedOrExisting": "pure helper over rows its caller already read by owner and key",
  "lib/data/versioned-update.ts#versionedSave": "pure helper over rows its caller already wrote or read by owner and id",
};
