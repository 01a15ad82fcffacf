import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { supplierAnswers, supplierRequestLinks, supplierRequestParts, supplierRequests, suppliers } from "@/db/schema";
import { lastPartPriceSql } from "@/lib/data/part-prices";
import type { SupplierAnswerView, SupplierAnswersByLine } from "@/lib/suppliers/answer-choice";
import { priceWarning } from "@/lib/suppliers/price-check";

/**
 * The suppliers' answers for a quote's parts, by the quote line each part was asked for
 * (supplier_request_parts.line_key): what the editor shows under each part line. Offers first,
 * cheapest first; 'não tenho' after them; a price far above the shop's last for the part, or above
 * the plausible ceiling, marked (lib/suppliers/price-check.ts). Empty when the quote is not this shop's.
 */
export async function listQuoteSupplierAnswers(shopId: string, quoteId: string): Promise<SupplierAnswersByLine> {
  const rows = await getDb()
    .select({
      id: supplierAnswers.id,
      lineKey: supplierRequestParts.lineKey,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      price: supplierAnswers.price,
      condition: supplierAnswers.condition,
      brand: supplierAnswers.brand,
      deliveryDays: supplierAnswers.deliveryDays,
      note: supplierAnswers.note,
      answeredAt: supplierAnswers.updatedAt,
      deadline: supplierRequests.deadline,
      lastPrice: lastPartPriceSql(sql`${shopId}::uuid`, sql`${supplierRequests.id}`, sql`${supplierRequestParts.description}`),
    })
    .from(supplierAnswers)
    .innerJoin(
      supplierRequests,
      and(eq(supplierRequests.id, supplierAnswers.requestId), eq(supplierRequests.shopId, supplierAnswers.shopId)),
    )
    .innerJoin(
      supplierRequestParts,
      and(eq(supplierRequestParts.id, supplierAnswers.partId), eq(supplierRequestParts.shopId, supplierAnswers.shopId)),
    )
    .innerJoin(
      supplierRequestLinks,
      and(eq(supplierRequestLinks.id, supplierAnswers.linkId), eq(supplierRequestLinks.shopId, supplierAnswers.shopId)),
    )
    .innerJoin(suppliers, and(eq(suppliers.id, supplierRequestLinks.supplierId), eq(suppliers.shopId, supplierRequestLinks.shopId)))
    .where(and(eq(supplierAnswers.shopId, shopId), eq(supplierRequests.quoteId, quoteId)))
    .orderBy(
      sql`${supplierAnswers.price} ASC NULLS LAST`,
      asc(supplierAnswers.deliveryDays),
      asc(suppliers.nameKey),
      asc(supplierAnswers.id),
    );
  const byLine: SupplierAnswersByLine = {};
  for (const { lineKey, answeredAt, deadline, lastPrice, ...answer } of rows) {
    const view: SupplierAnswerView = {
      ...answer,
      answeredAt: answeredAt.toISOString(),
      deadline: deadline.toISOString(),
      // The supplier was asked to confirm such a price; the shop sees it marked all the same.
      priceCheck: answer.price === null ? null : priceWarning(answer.price, lastPrice),
    };
    (byLine[lineKey] ??= []).push(view);
  }
  return byLine;
}
