import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { rateLimits, storedObjectDeletions, users } from "@/db/schema";
import { clearLoginCounters } from "@/lib/data/rate-limits";
import type { DeletedCounts } from "@/lib/account-deletion";
import { accountEmailsKey, accountExportKey, accountPasswordKey, jobPhotoUploadsKey } from "@/lib/rate-limit";
import { isRecordId } from "@/lib/record-id";
import { getStorage, type ObjectStorage } from "@/lib/storage";

/**
 * 'Excluir minha conta' (LGPD art. 18): the account and everything it holds, by the caller's own
 * user id. Every table a shop owns cascades from `users` (the quote versions, views and answers
 * through their quote, which is what their append-only trigger allows), so one DELETE takes the
 * rows; what no foreign key reaches is handled here by name: the counters keyed by the e-mail or
 * the account, and the stored files.
 */

type RowCounts = Omit<DeletedCounts, "images">;

/**
 * Counts what goes, then deletes the account and its rate-limit counters, in one transaction: the
 * counts are of exactly the rows deleted. Null when there is no such account (a second click that
 * waited for the first).
 */
async function deleteAccountRows(userId: string): Promise<RowCounts | null> {
  return getDb().transaction(async (tx) => {
    // FOR UPDATE: a second deletion of the same account waits here, then finds nothing.
    const [account] = await tx.execute<RowCounts & { email: string }>(sql`
      SELECT u.email,
        (SELECT count(*) FROM customers WHERE user_id = u.id)::int AS customers,
        (SELECT count(*) FROM vehicles WHERE user_id = u.id)::int AS vehicles,
        (SELECT count(*) FROM quotes WHERE user_id = u.id)::int AS quotes,
        (SELECT count(*) FROM suppliers WHERE user_id = u.id)::int AS suppliers,
        (SELECT count(*) FROM leads WHERE owner_id = u.id)::int AS leads,
        (SELECT count(*) FROM support_tickets WHERE user_id = u.id)::int AS tickets
      FROM users u WHERE u.id = ${userId} FOR UPDATE`);
    if (!account) return null;

    await tx.delete(users).where(eq(users.id, userId));
    // The counters that name the account: they are its data too, and a new account with the same
    // address must not inherit them (a spent login ceiling would keep its owner out).
    await clearLoginCounters(account.email, tx);
    await tx
      .delete(rateLimits)
      .where(
        inArray(rateLimits.key, [
          accountPasswordKey(userId),
          accountEmailsKey(userId),
          accountExportKey(userId),
          jobPhotoUploadsKey(userId),
        ]),
      );
    // The cascade just queued its photos' keys (migration 0034's trigger); every object of the
    // prefix goes below anyway, and no row may name the account afterwards.
    await tx.delete(storedObjectDeletions).where(sql`starts_with(${storedObjectDeletions.storageKey}, ${`${userId}-`})`);
    const { customers, vehicles, quotes, suppliers, leads, tickets } = account;
    return { customers, vehicles, quotes, suppliers, leads, tickets };
  });
}

/**
 * Deletes every stored file of the account (`userId-…`), the ones no row names any more included
 * (a logo replaced while its old file could not be deleted). Tried twice; a failure after that is
 * logged with the prefix for the operator to clear, and answered with what was deleted.
 */
async function removeAccountFiles(userId: string, storage: ObjectStorage): Promise<number> {
  const prefix = `${userId}-`;
  const removed = new Set<string>();
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      for (const key of await storage.list(prefix)) {
        await storage.remove(key);
        removed.add(key);
      }
      return removed.size;
    } catch (error) {
      console.error(
        `exclusão de conta: arquivos não apagados (tentativa ${attempt} de 2)`,
        { userId, prefix, driver: storage.driver },
        error,
      );
    }
  }
  return removed.size;
}

/**
 * Deletes the account: its rows in one transaction, then its files. The files go only after the
 * commit, so a transaction that fails loses no file; a storage failure after it does not bring
 * the account back. Answers what was deleted, or null when there was no such account.
 */
export async function deleteAccount(userId: string, storage: ObjectStorage = getStorage()): Promise<DeletedCounts | null> {
  if (!isRecordId(userId)) return null;
  const rows = await deleteAccountRows(userId);
  if (!rows) return null;
  return { ...rows, images: await removeAccountFiles(userId, storage) };
}
