import "server-only";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { quotes, supplierAnswers, supplierRequestLinks, supplierRequestParts, supplierRequests, suppliers } from "@/db/schema";
import { EXPORT_BATCH_SIZE, keysetBatches, type BatchOptions } from "@/lib/data/account-export";

/**
 * 'Cotar com fornecedores' in 'Baixar meus dados': the requests, their parts, the links each
 * supplier got and the answers, in batches (lib/data/account-export.ts). A request hangs off a
 * quote, so every file is paged by (quote number, the request's created_at and id, its own order)
 * through the quote's (shop_id, number) index, as lib/data/account-export-quotes.ts pages a
 * quote's children. Every join names the shop too.
 *
 * A link's token is NEVER exported: it is a capability (whoever holds it reads the request and
 * answers as the supplier until the deadline), and an archive is copied, mailed and left in
 * downloads folders. The file says which supplier had a link and when it answered; that is the
 * shop's data, the key to the door is not.
 */

type AfterRequest = { number: number; at: string; id: string };

/** The request's created_at at full precision, for the key (see exactTime in account-export.ts). */
const requestAt = sql<string>`${supplierRequests.createdAt}::text`;

/** Rows of the quotes at or after `after.number`, the shop's alone. */
function fromQuote(shopId: string, after: { number: number } | undefined) {
  return and(eq(quotes.shopId, shopId), after ? gte(quotes.number, after.number) : undefined);
}

const requestKey = (after: AfterRequest) =>
  sql`(${quotes.number}, ${supplierRequests.createdAt}, ${supplierRequests.id}) > (${after.number}, ${after.at}::timestamptz, ${after.id}::uuid)`;

const requestOfQuote = (shopId: string) =>
  and(eq(quotes.id, supplierRequests.quoteId), eq(quotes.shopId, supplierRequests.shopId), eq(supplierRequests.shopId, shopId));

export function supplierRequestBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: AfterRequest | undefined, limit) =>
      getDb()
        .select({
          id: supplierRequests.id,
          number: quotes.number,
          vehicle: supplierRequests.vehicle,
          engine: supplierRequests.engine,
          deadline: supplierRequests.deadline,
          createdAt: supplierRequests.createdAt,
          at: requestAt,
        })
        .from(supplierRequests)
        .innerJoin(quotes, requestOfQuote(shopId))
        .where(and(eq(supplierRequests.shopId, shopId), fromQuote(shopId, after), after ? requestKey(after) : undefined))
        .orderBy(asc(quotes.number), asc(supplierRequests.createdAt), asc(supplierRequests.id))
        .limit(limit),
    (row) => ({ number: row.number, at: row.at, id: row.id }),
  );
}

export function supplierRequestPartBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: (AfterRequest & { position: number }) | undefined, limit) =>
      getDb()
        .select({
          requestId: supplierRequests.id,
          number: quotes.number,
          position: supplierRequestParts.position,
          description: supplierRequestParts.description,
          quantity: supplierRequestParts.quantity,
          condition: supplierRequestParts.condition,
          at: requestAt,
        })
        .from(supplierRequestParts)
        .innerJoin(
          supplierRequests,
          and(eq(supplierRequests.id, supplierRequestParts.requestId), eq(supplierRequests.shopId, supplierRequestParts.shopId)),
        )
        .innerJoin(quotes, requestOfQuote(shopId))
        .where(
          and(
            eq(supplierRequestParts.shopId, shopId),
            fromQuote(shopId, after),
            after
              ? sql`(${quotes.number}, ${supplierRequests.createdAt}, ${supplierRequests.id}, ${supplierRequestParts.position}) > (${after.number}, ${after.at}::timestamptz, ${after.id}::uuid, ${after.position})`
              : undefined,
          ),
        )
        .orderBy(asc(quotes.number), asc(supplierRequests.createdAt), asc(supplierRequests.id), asc(supplierRequestParts.position))
        .limit(limit),
    (row) => ({ number: row.number, at: row.at, id: row.requestId, position: row.position }),
  );
}

/** Which supplier got a link to which request, and when it last answered; never the token (see above). */
export function supplierRequestLinkBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: (AfterRequest & { linkId: string }) | undefined, limit) =>
      getDb()
        .select({
          linkId: supplierRequestLinks.id,
          requestId: supplierRequests.id,
          number: quotes.number,
          supplierId: supplierRequestLinks.supplierId,
          supplierName: suppliers.name,
          answeredAt: supplierRequestLinks.answeredAt,
          createdAt: supplierRequestLinks.createdAt,
          at: requestAt,
        })
        .from(supplierRequestLinks)
        .innerJoin(
          supplierRequests,
          and(eq(supplierRequests.id, supplierRequestLinks.requestId), eq(supplierRequests.shopId, supplierRequestLinks.shopId)),
        )
        .innerJoin(quotes, requestOfQuote(shopId))
        .innerJoin(suppliers, and(eq(suppliers.id, supplierRequestLinks.supplierId), eq(suppliers.shopId, shopId)))
        .where(
          and(
            eq(supplierRequestLinks.shopId, shopId),
            fromQuote(shopId, after),
            after
              ? sql`(${quotes.number}, ${supplierRequests.createdAt}, ${supplierRequests.id}, ${supplierRequestLinks.id}) > (${after.number}, ${after.at}::timestamptz, ${after.id}::uuid, ${after.linkId}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(quotes.number), asc(supplierRequests.createdAt), asc(supplierRequests.id), asc(supplierRequestLinks.id))
        .limit(limit),
    (row) => ({ number: row.number, at: row.at, id: row.requestId, linkId: row.linkId }),
  );
}

/** Each supplier's answer for each part, 'não tenho' (no price) included. */
export function supplierAnswerBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: (AfterRequest & { position: number; linkId: string }) | undefined, limit) =>
      getDb()
        .select({
          requestId: supplierRequests.id,
          number: quotes.number,
          position: supplierRequestParts.position,
          part: supplierRequestParts.description,
          linkId: supplierAnswers.linkId,
          supplierId: supplierRequestLinks.supplierId,
          supplierName: suppliers.name,
          price: supplierAnswers.price,
          condition: supplierAnswers.condition,
          brand: supplierAnswers.brand,
          deliveryDays: supplierAnswers.deliveryDays,
          note: supplierAnswers.note,
          createdAt: supplierAnswers.createdAt,
          updatedAt: supplierAnswers.updatedAt,
          at: requestAt,
        })
        .from(supplierAnswers)
        .innerJoin(
          supplierRequestParts,
          and(
            eq(supplierRequestParts.id, supplierAnswers.partId),
            eq(supplierRequestParts.requestId, supplierAnswers.requestId),
            eq(supplierRequestParts.shopId, supplierAnswers.shopId),
          ),
        )
        .innerJoin(
          supplierRequestLinks,
          and(
            eq(supplierRequestLinks.id, supplierAnswers.linkId),
            eq(supplierRequestLinks.requestId, supplierAnswers.requestId),
            eq(supplierRequestLinks.shopId, supplierAnswers.shopId),
          ),
        )
        .innerJoin(
          supplierRequests,
          and(eq(supplierRequests.id, supplierAnswers.requestId), eq(supplierRequests.shopId, supplierAnswers.shopId)),
        )
        .innerJoin(quotes, requestOfQuote(shopId))
        .innerJoin(suppliers, and(eq(suppliers.id, supplierRequestLinks.supplierId), eq(suppliers.shopId, shopId)))
        .where(
          and(
            eq(supplierAnswers.shopId, shopId),
            fromQuote(shopId, after),
            after
              ? sql`(${quotes.number}, ${supplierRequests.createdAt}, ${supplierRequests.id}, ${supplierRequestParts.position}, ${supplierAnswers.linkId}) > (${after.number}, ${after.at}::timestamptz, ${after.id}::uuid, ${after.position}, ${after.linkId}::uuid)`
              : undefined,
          ),
        )
        .orderBy(
          asc(quotes.number),
          asc(supplierRequests.createdAt),
          asc(supplierRequests.id),
          asc(supplierRequestParts.position),
          asc(supplierAnswers.linkId),
        )
        .limit(limit),
    (row) => ({ number: row.number, at: row.at, id: row.requestId, position: row.position, linkId: row.linkId }),
  );
}
