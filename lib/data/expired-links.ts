import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { accountTokens, sessions } from "@/db/schema";

/**
 * How long a used or expired account link is kept: while it is, opening it says "link expirado" or
 * "link já usado" (ask for another) rather than "link inválido". A week covers the e-mail read late.
 */
export const USED_LINK_GRACE_DAYS = 7;

/**
 * The daily clean-up of what no longer opens anything (the queue's 'maintenance.expired-links'):
 * account links (account_tokens) used or expired more than USED_LINK_GRACE_DAYS ago, and sessions
 * whose cookie has expired (its JWT is refused already; a login sweeps only its own account's).
 * Not quote links: they are revoked, never expired, and a revoked row keeps an old link dead and
 * the record of what was sent. Batches, SKIP LOCKED, so it never waits for
 * (nor holds up) a request. Answers how many of each went.
 */
export async function deleteExpiredLinks(now = new Date(), batch = 5_000) {
  const graceEnd = new Date(now.getTime() - USED_LINK_GRACE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const tokens = await deleteInBatches(
    batch,
    () => sql`DELETE FROM ${accountTokens} WHERE id IN (
      SELECT id FROM ${accountTokens}
      WHERE expires_at < ${graceEnd}::timestamptz OR used_at < ${graceEnd}::timestamptz
      LIMIT ${batch} FOR UPDATE SKIP LOCKED
    ) RETURNING 1`,
  );
  const ended = await deleteInBatches(
    batch,
    () => sql`DELETE FROM ${sessions} WHERE id IN (
      SELECT id FROM ${sessions} WHERE expires_at <= ${now.toISOString()}::timestamptz
      LIMIT ${batch} FOR UPDATE SKIP LOCKED
    ) RETURNING 1`,
  );
  return { accountTokens: tokens, sessions: ended };
}

async function deleteInBatches(batch: number, statement: () => ReturnType<typeof sql>) {
  let deleted = 0;
  for (;;) {
    const rows = await getDb().execute(statement());
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}
