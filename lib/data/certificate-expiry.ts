import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { shopMaySend } from "@/lib/data/automatic-emails";
import { certificateStatus, EXPIRY_NOTICE_DAYS, expiryNoticeDue } from "@/lib/nfse/certificate-status";

/**
 * The e-mails to a shop's owner before its A1 certificate expires (lib/nfse/certificate-expiry.ts):
 * which shops owe one now, and the send itself, at most once per certificate and threshold. The
 * threshold is recorded in shop_certificates.notice_days_sent in the transaction that sends, so a
 * retry after a failed send sends it again and a second run sends nothing; a new upload empties it.
 */

const LONGEST_NOTICE_DAYS = Math.max(...EXPIRY_NOTICE_DAYS);

/**
 * The shops whose certificate ends within the longest notice and owe a notice at `now`. Across
 * every shop (or `onlyShops`, as the operator or a test names them): the daily task's list, read on
 * the not_after index.
 */
export async function shopsOwingExpiryNotice(now: Date, onlyShops?: string[]): Promise<string[]> {
  const rows = await getDb().execute<{ shop_id: string; not_after_ms: number; notice_days_sent: number[] }>(sql`
    SELECT c.shop_id, (extract(epoch FROM c.not_after) * 1000)::float8 AS not_after_ms, c.notice_days_sent FROM shop_certificates c
    WHERE c.not_after > ${now.toISOString()}::timestamptz
      AND c.not_after <= ${now.toISOString()}::timestamptz + make_interval(days => ${LONGEST_NOTICE_DAYS + 1})
      ${onlyShops ? sql`AND c.shop_id = ANY(${`{${onlyShops.join(",")}}`}::uuid[])` : sql``}
    ORDER BY c.not_after`);
  return rows.filter((row) => expiryNoticeDue(new Date(row.not_after_ms), row.notice_days_sent, now) !== null).map((row) => row.shop_id);
}

export type ExpiryNoticeFacts = {
  /** The threshold this notice is for (30 or 7): what is recorded. */
  notice: number;
  /** The whole days actually left, what the e-mail says (a late first run may send the 30-day notice at 25). */
  daysLeft: number;
  shopName: string;
  ownerEmail: string;
  holderName: string;
  cnpj: string;
  notAfter: Date;
};

class NothingToSend extends Error {}

/**
 * Sends the shop's notice due at `now`, once: the certificate's row is locked, the threshold
 * recorded, then `send` runs; if it throws, the record rolls back with it and a retry sends again.
 * Only to a confirmed owner of a shop whose paid period runs (as every automatic e-mail).
 */
export async function sendExpiryNoticeOnce(
  shopId: string,
  now: Date,
  send: (facts: ExpiryNoticeFacts) => Promise<unknown>,
): Promise<"sent" | "skipped"> {
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx.execute<{
        shop_name: string | null;
        owner_email: string;
        holder_name: string;
        cnpj: string;
        not_after_ms: number;
        notice_days_sent: number[];
      }>(sql`
        SELECT p.shop_name, u.email AS owner_email, c.holder_name, c.cnpj, (extract(epoch FROM c.not_after) * 1000)::float8 AS not_after_ms, c.notice_days_sent
        FROM shop_certificates c JOIN shops p ON p.id = c.shop_id
        JOIN shop_members o ON o.shop_id = p.id AND o.role = 'owner' AND o.removed_at IS NULL JOIN users u ON u.id = o.user_id
        WHERE c.shop_id = ${shopId} AND ${shopMaySend}
        FOR UPDATE OF c`);
      if (!row) throw new NothingToSend();
      const notAfter = new Date(row.not_after_ms);
      const notice = expiryNoticeDue(notAfter, row.notice_days_sent, now);
      if (notice === null) throw new NothingToSend();
      await tx.execute(sql`
        UPDATE shop_certificates SET notice_days_sent = array_append(notice_days_sent, ${notice}::integer) WHERE shop_id = ${shopId}`);
      await send({
        notice,
        daysLeft: certificateStatus(notAfter, now).daysLeft,
        shopName: row.shop_name ?? "",
        ownerEmail: row.owner_email,
        holderName: row.holder_name,
        cnpj: row.cnpj,
        notAfter,
      });
      return "sent" as const;
    });
  } catch (error) {
    if (error instanceof NothingToSend) return "skipped";
    throw error;
  }
}
