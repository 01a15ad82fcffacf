import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { quotes, supplierAnswers, supplierRequestLinks, supplierRequestParts, supplierRequests, suppliers } from "@/db/schema";
import { pageWindow } from "@/lib/data/search";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

export const SUPPLIER_HISTORY_PAGE_SIZE = 20;

/**
 * How the supplier served the shop, from one row: the part lines that chose it ('Escolhido em N
 * peças', through quote_items_supplier_id_idx), the requests it was sent and answered, and the
 * answers it gave (the history's total). Undefined when the supplier is not this shop's.
 */
async function supplierStats(shopId: string, supplierId: string) {
  // Written out, with the tables named: each count is a subquery on the supplier's row.
  const [row] = await getDb().execute<{ chosen: number; sent: number; answered: number; answers: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM quote_items AS item
        WHERE item.supplier_id = supplier.id AND item.shop_id = supplier.shop_id) AS chosen,
      (SELECT count(*)::int FROM supplier_request_links AS link
        WHERE link.supplier_id = supplier.id AND link.shop_id = supplier.shop_id) AS sent,
      (SELECT count(*)::int FROM supplier_request_links AS link
        WHERE link.supplier_id = supplier.id AND link.shop_id = supplier.shop_id AND link.answered_at IS NOT NULL) AS answered,
      (SELECT count(*)::int FROM supplier_answers AS answer
        JOIN supplier_request_links AS link ON link.id = answer.link_id AND link.shop_id = answer.shop_id
        WHERE link.supplier_id = supplier.id AND link.shop_id = supplier.shop_id) AS answers
    FROM ${suppliers} AS supplier
    WHERE supplier.id = ${supplierId} AND supplier.shop_id = ${shopId}`);
  return row;
}

/** One page of the supplier's answers, newest first; a request's parts in the order they were asked. */
async function supplierAnswerPage(shopId: string, supplierId: string, offset: number) {
  return getDb()
    .select({
      id: supplierAnswers.id,
      answeredAt: supplierAnswers.updatedAt,
      quoteId: quotes.id,
      quoteNumber: quotes.number,
      part: supplierRequestParts.description,
      quantity: supplierRequestParts.quantity,
      /** A unit's price ("85.00"); null is 'não tenho'. */
      price: supplierAnswers.price,
      condition: supplierAnswers.condition,
      brand: supplierAnswers.brand,
      deliveryDays: supplierAnswers.deliveryDays,
      note: supplierAnswers.note,
    })
    .from(supplierAnswers)
    .innerJoin(
      supplierRequestLinks,
      and(eq(supplierRequestLinks.id, supplierAnswers.linkId), eq(supplierRequestLinks.shopId, supplierAnswers.shopId)),
    )
    .innerJoin(
      supplierRequestParts,
      and(eq(supplierRequestParts.id, supplierAnswers.partId), eq(supplierRequestParts.shopId, supplierAnswers.shopId)),
    )
    .innerJoin(
      supplierRequests,
      and(eq(supplierRequests.id, supplierAnswers.requestId), eq(supplierRequests.shopId, supplierAnswers.shopId)),
    )
    .innerJoin(quotes, and(eq(quotes.id, supplierRequests.quoteId), eq(quotes.shopId, supplierRequests.shopId)))
    .where(and(eq(supplierAnswers.shopId, shopId), eq(supplierRequestLinks.supplierId, supplierId)))
    .orderBy(desc(supplierAnswers.updatedAt), asc(supplierAnswers.requestId), asc(supplierRequestParts.position), asc(supplierAnswers.id))
    .limit(SUPPLIER_HISTORY_PAGE_SIZE)
    .offset(offset);
}

export type SupplierHistory = NonNullable<Awaited<ReturnType<typeof getSupplierHistory>>>;
export type SupplierAnswerEntry = SupplierHistory["answers"]["items"][number];

/**
 * The supplier's page below its form: its counts and a page of its answers (20 a page), in two
 * statements run at once. Null when the supplier is not this shop's: another shop's id shows nothing.
 */
export async function getSupplierHistory(shopId: string, supplierId: string, options: { page?: number } = {}) {
  if (!isRecordId(supplierId)) return null;
  const { page, offset } = pageWindow(options.page, SUPPLIER_HISTORY_PAGE_SIZE);
  const [stats, items] = await Promise.all([supplierStats(shopId, supplierId), supplierAnswerPage(shopId, supplierId, offset)]);
  if (!stats) return null;
  const { answers: total, ...counts } = stats;
  return { ...counts, answers: { items, total, page, pageSize: SUPPLIER_HISTORY_PAGE_SIZE } };
}
