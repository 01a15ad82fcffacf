import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";

/**
 * Runs `setUp` while this process holds a transaction-scoped advisory lock named by `name`: one
 * process at a time across every instance. The queue's set-up (lib/queue/boss.ts) needs it: two
 * pg-boss create_queue calls for one queue at once deadlock.
 */
export async function withSetUpLock<T>(name: string, setUp: () => Promise<T>): Promise<T> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
    return setUp();
  });
}
