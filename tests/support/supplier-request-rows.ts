/**
 * A shop's 'Cotar com fornecedores' rows (migration 0032), written straight to the database for the
 * isolation matrix, which needs A to own a row in every table: a request for the quote's part line,
 * the supplier's link to it (its token known), the supplier's answer, and the line's cost and
 * supplier as if the shop had picked that answer.
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { quoteItems, supplierAnswers, supplierRequestLinks, supplierRequestParts, supplierRequests } from "@/db/schema";
import { writeQuoteTotals } from "@/lib/data/quote-items";
import { newSupplierLinkToken } from "@/lib/suppliers/link-token";

export async function addSupplierRequestRows(shopId: string, ids: { quoteId: string; supplierId: string }) {
  const db = getDb();
  const [line] = await db
    .select({ lineKey: quoteItems.lineKey, description: quoteItems.description, quantity: quoteItems.quantity })
    .from(quoteItems)
    .where(and(eq(quoteItems.quoteId, ids.quoteId), eq(quoteItems.shopId, shopId), eq(quoteItems.kind, "part")));
  if (!line) throw new Error("the fixture quote has no part line");
  const [request] = await db
    .insert(supplierRequests)
    .values({ shopId, quoteId: ids.quoteId, vehicle: "Volkswagen Gol 2012", deadline: new Date(Date.now() + 86_400_000) })
    .returning({ id: supplierRequests.id });
  const [part] = await db
    .insert(supplierRequestParts)
    .values({
      requestId: request!.id,
      shopId,
      position: 0,
      lineKey: line.lineKey,
      description: line.description,
      quantity: line.quantity,
      condition: "original",
    })
    .returning({ id: supplierRequestParts.id });
  const token = newSupplierLinkToken();
  const [link] = await db
    .insert(supplierRequestLinks)
    .values({ requestId: request!.id, shopId, supplierId: ids.supplierId, token, answeredAt: new Date() })
    .returning({ id: supplierRequestLinks.id });
  const [answer] = await db
    .insert(supplierAnswers)
    .values({
      requestId: request!.id,
      linkId: link!.id,
      partId: part!.id,
      shopId,
      price: "1.00",
      condition: "paralela",
      brand: "Marca",
      deliveryDays: 0,
    })
    .returning({ id: supplierAnswers.id });
  await db
    .update(quoteItems)
    .set({ unitCost: "1.00", supplierId: ids.supplierId })
    .where(and(eq(quoteItems.quoteId, ids.quoteId), eq(quoteItems.shopId, shopId), eq(quoteItems.lineKey, line.lineKey)));
  // The quote's part sums (parts_cost…) follow its lines, as a save through the editor keeps them.
  await writeQuoteTotals(db, shopId, ids.quoteId);
  return {
    supplierRequestId: request!.id,
    supplierPartId: part!.id,
    supplierLinkId: link!.id,
    /** The supplier's link token, as its WhatsApp message carries it. */
    supplierLinkToken: token,
    supplierAnswerId: answer!.id,
    /** The quote's part line's key. */
    partLineKey: line.lineKey,
  };
}
