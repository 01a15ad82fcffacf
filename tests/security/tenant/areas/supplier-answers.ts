/** Tenant isolation: choosing a supplier's answer in the quote editor, and a part line's cost (the matrix: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const supplierAnswersData = await import("@/lib/data/supplier-answers");
const itemCostsData = await import("@/lib/data/quote-item-costs");
const answersRoute = await import("@/app/dashboard/quotes/[id]/supplier-answers/route");
const { messages } = await import("@/lib/messages");

export const attacks: Record<string, Attack> = {
  "lib/data/supplier-answers.ts#listQuoteSupplierAnswers": async (a, b) => {
    expect(await supplierAnswersData.listQuoteSupplierAnswers(b.id, a.quoteId)).toEqual({});
    // B's own quote: only B's answer, under B's line.
    const own = await supplierAnswersData.listQuoteSupplierAnswers(b.id, b.quoteId);
    expect(Object.keys(own)).toEqual([b.partLineKey]);
    expect(own[b.partLineKey]!.map((answer) => answer.id)).toEqual([b.supplierAnswerId]);
  },
  "lib/data/quote-item-costs.ts#listQuoteItemCosts": async (a, b) => {
    expect(await itemCostsData.listQuoteItemCosts(b.id, a.quoteId)).toEqual({});
    expect(await itemCostsData.listQuoteItemCosts(b.id, b.quoteId)).toEqual({
      [b.partLineKey]: { unitCost: "1.00", supplierId: b.supplierId, supplierName: expect.any(String) },
    });
  },
  "app/dashboard/quotes/[id]/supplier-answers/route.ts#GET": async (a) => {
    const response = await answersRoute.GET(new Request("http://localhost/"), { params: Promise.resolve({ id: a.quoteId }) });
    expect(response.status).toBe(404);
    const body = (await response.json()) as object;
    expect(body).toEqual({ ok: false, message: messages.quotes.notFoundReason });
    expect(JSON.stringify(body)).not.toContain(a.supplierAnswerId);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/quote-item-costs.ts#isForeignSupplierError": "reads an error object; no database access",
  "lib/data/quote-item-costs.ts#QuoteSupplierRefused": "an error class; no database access",
};
