import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { rateLimits, shopMembers, shops, storedObjectDeletions, users } from "@/db/schema";
import { clearLoginCounters } from "@/lib/data/rate-limits";
import type { DeletedCounts } from "@/lib/account-deletion";
import { accountEmailsKey, accountExportKey, accountPasswordKey, jobPhotoUploadsKey } from "@/lib/rate-limit";
import { isRecordId } from "@/lib/record-id";
import { getStorage, type ObjectStorage } from "@/lib/storage";

/**
 * 'Excluir minha conta' (LGPD art. 18), by the caller's own user id. The owner's deletes the shop
 * and everything it holds: every table a shop owns cascades from `shops` (the quote versions,
 * views and answers through their quote, which is what their append-only trigger allows), so one
 * DELETE takes the rows; what no foreign key reaches is handled here by name: the counters keyed
 * by the e-mail, the person or the shop, and the stored files. Anyone else's deletes his login
 * only: the shop keeps its records, which keep his name (shop_members).
 */

type RowCounts = Omit<DeletedCounts, "images">;

const NOTHING: RowCounts = { customers: 0, vehicles: 0, quotes: 0, suppliers: 0, leads: 0, tickets: 0 };

/**
 * Counts what goes, then deletes the login (and, for the owner, the shop) and its rate-limit
 * counters, in one transaction: the counts are of exactly the rows deleted. Null when there is no
 * such login (a second click that waited for the first); `shopId` when the shop went too.
 */
async function deleteAccountRows(userId: string): Promise<{ rows: RowCounts; shopId: string | null } | null> {
  return getDb().transaction(async (tx) => {
    // FOR UPDATE: a second deletion of the same login waits here, then finds nothing.
    const [login] = await tx.execute<{ email: string; shop_id: string | null; role: string | null }>(sql`
      SELECT u.email, m.shop_id, m.role FROM users u
      LEFT JOIN shop_members m ON m.user_id = u.id AND m.removed_at IS NULL
      WHERE u.id = ${userId} FOR UPDATE OF u`);
    if (!login) return null;
    const ownsShop = login.role === "owner" && login.shop_id !== null;
    let rows = NOTHING;
    if (ownsShop) {
      const shopId = login.shop_id!;
      const [counts] = await tx.execute<RowCounts>(sql`
        SELECT (SELECT count(*) FROM customers WHERE shop_id = ${shopId})::int AS customers,
          (SELECT count(*) FROM vehicles WHERE shop_id = ${shopId})::int AS vehicles,
          (SELECT count(*) FROM quotes WHERE shop_id = ${shopId})::int AS quotes,
          (SELECT count(*) FROM suppliers WHERE shop_id = ${shopId})::int AS suppliers,
          (SELECT count(*) FROM leads WHERE shop_id = ${shopId})::int AS leads,
          (SELECT count(*) FROM support_tickets WHERE shop_id = ${shopId})::int AS tickets`);
      rows = counts!;
      await tx.delete(shops).where(eq(shops.id, shopId));
      await tx.delete(rateLimits).where(inArray(rateLimits.key, [accountExportKey(shopId), jobPhotoUploadsKey(shopId)]));
      // The cascade just queued its photos' keys (migration 0034's trigger); every object of the
      // prefix goes below anyway, and no row may name the shop afterwards.
      await tx.delete(storedObjectDeletions).where(sql`starts_with(${storedObjectDeletions.storageKey}, ${`${shopId}-`})`);
    } else if (login.shop_id) {
      await tx
        .update(shopMembers)
        .set({ removedAt: sql`now()` })
        .where(and(eq(shopMembers.userId, userId), isNull(shopMembers.removedAt)));
    }
    await tx.delete(users).where(eq(users.id, userId));
    // The counters that name the login: they are its data too, and a new account with the same
    // address must not inherit them (a spent login ceiling would keep its owner out).
    await clearLoginCounters(login.email, tx);
    await tx.delete(rateLimits).where(inArray(rateLimits.key, [accountPasswordKey(userId), accountEmailsKey(userId)]));
    return { rows, shopId: ownsShop ? login.shop_id : null };
  });
}

/**
 * Deletes every stored file of the shop (`shopId-…`), the ones no row names any more included
 * (a logo replaced while its old file could not be deleted). Tried twice; a failure after that is
 * logged with the prefix for the operator to clear, and answered with what was deleted.
 */
async function removeShopFiles(shopId: string, storage: ObjectStorage): Promise<number> {
  const prefix = `${shopId}-`;
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
        { shopId, prefix, driver: storage.driver },
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
  const deleted = await deleteAccountRows(userId);
  if (!deleted) return null;
  return { ...deleted.rows, images: deleted.shopId ? await removeShopFiles(deleted.shopId, storage) : 0 };
}
