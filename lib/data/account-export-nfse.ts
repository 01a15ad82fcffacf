import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { nfseNotes, quotes } from "@/db/schema";
import { EXPORT_BATCH_SIZE, keysetBatches, type BatchOptions } from "@/lib/data/account-export";

/**
 * The shop's NFS-e in 'Baixar meus dados', oldest first, each with its DPS and note as Sefin
 * returned them: the fiscal records the shop keeps five years, and takes with it before deleting
 * its account. Every statement filtered by the shop.
 */
export function nfseNoteBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: { at: string; id: string } | undefined, limit) =>
      getDb()
        .select({
          id: nfseNotes.id,
          quoteNumber: quotes.number,
          status: nfseNotes.status,
          channel: nfseNotes.channel,
          environment: nfseNotes.environment,
          series: nfseNotes.series,
          dpsNumber: nfseNotes.dpsNumber,
          nfseNumber: nfseNotes.nfseNumber,
          accessKey: nfseNotes.accessKey,
          summary: nfseNotes.summary,
          createdAt: nfseNotes.createdAt,
          issuedAt: nfseNotes.issuedAt,
          cancelledAt: nfseNotes.cancelledAt,
          cancelReason: nfseNotes.cancelReason,
          dpsXml: nfseNotes.dpsXml,
          nfseXml: nfseNotes.nfseXml,
          cancelEventXml: nfseNotes.cancelEventXml,
          at: sql<string>`${nfseNotes.createdAt}::text`,
        })
        .from(nfseNotes)
        .innerJoin(quotes, and(eq(quotes.id, nfseNotes.quoteId), eq(quotes.shopId, nfseNotes.shopId)))
        .where(
          and(
            eq(nfseNotes.shopId, shopId),
            after ? sql`(${nfseNotes.createdAt}, ${nfseNotes.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(nfseNotes.createdAt), asc(nfseNotes.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
}
