/**
 * Tenant isolation: the margin the shop keeps (the job page's 'Margem', 'Financeiro''s margin on
 * parts by month) and the 'Cotar com fornecedores' rows in 'Baixar meus dados' (the matrix:
 * tests/security/tenant-isolation.test.ts). Each fixture shop's part line costs 1.00 a unit from its
 * supplier (tests/support/supplier-request-rows.ts); no export ever carries a link's token, A's or B's.
 */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Attack, type Shop, idsOf } from "../fixtures";

const { getDb } = await import("@/db");
const { quoteItems, quotes } = await import("@/db/schema");
const margins = await import("@/lib/data/margins");
const finance = await import("@/lib/data/finance");
const { writeQuoteTotals } = await import("@/lib/data/quote-items");
const exportSuppliers = await import("@/lib/data/account-export-suppliers");
const { currentMonth } = await import("@/lib/finance/months");

/** A's request, link, part and answer ids and its link's token, besides idsOf(a). */
const requestIdsOf = (a: Shop) => [a.supplierRequestId, a.supplierPartId, a.supplierLinkId, a.supplierAnswerId, a.partLineKey];

/** B's export reads B's request rows (`expected` among them), nothing of A's, and no token at all. */
function exportsOnlyOwnRequestRows(read: (shopId: string) => AsyncIterable<unknown[]>, expected: (b: Shop) => string): Attack {
  return async (a, b) => {
    const rows: unknown[] = [];
    for await (const batch of read(b.id)) rows.push(...batch);
    const text = JSON.stringify(rows);
    for (const id of [...idsOf(a), ...requestIdsOf(a), a.supplierLinkToken]) expect(text, id).not.toContain(id);
    expect(text).not.toContain(b.supplierLinkToken);
    expect(text).toContain(expected(b));
  };
}

export const attacks: Record<string, Attack> = {
  "lib/data/margins.ts#getJobMargin": async (a, b) => {
    expect(await margins.getJobMargin(b.id, a.quoteId)).toBeNull();
    // B's own job: B's supplier on the line, never A's. The fixture's part line: 2 × 1.50 at 1.00 a unit.
    const own = await margins.getJobMargin(b.id, b.quoteId);
    expect(own).toMatchObject({ partLines: 1, partsCost: "2.00", partsPrice: "3.00", partsMargin: "1.00" });
    expect(own!.lines.map((line) => line.supplierName)).toEqual([expect.stringMatching(/^Fornecedor b/)]);
  },
  "lib/data/finance.ts#listMonthlyPartsMargin": async (_a, b) => {
    // B's job delivered now with its part at 0.40 a unit: B's month is B's line alone.
    await getDb()
      .update(quoteItems)
      .set({ unitCost: "0.40" })
      .where(and(eq(quoteItems.quoteId, b.quoteId), eq(quoteItems.shopId, b.id), eq(quoteItems.kind, "part")));
    await writeQuoteTotals(getDb(), b.id, b.quoteId);
    await getDb()
      .update(quotes)
      .set({ status: "delivered", stageChangedAt: new Date() })
      .where(and(eq(quotes.id, b.quoteId), eq(quotes.shopId, b.id)));
    const [month] = await finance.listMonthlyPartsMargin(b.id, currentMonth(), 1);
    expect(month).toEqual({ month: currentMonth(), price: "3.00", cost: "0.80", margin: "2.20", partLines: 1, uncostedLines: 0 });
  },
  "lib/data/account-export-suppliers.ts#supplierRequestBatches": exportsOnlyOwnRequestRows(
    exportSuppliers.supplierRequestBatches,
    (b) => b.supplierRequestId,
  ),
  "lib/data/account-export-suppliers.ts#supplierRequestPartBatches": exportsOnlyOwnRequestRows(
    exportSuppliers.supplierRequestPartBatches,
    (b) => b.supplierRequestId,
  ),
  "lib/data/account-export-suppliers.ts#supplierRequestLinkBatches": exportsOnlyOwnRequestRows(
    exportSuppliers.supplierRequestLinkBatches,
    (b) => b.supplierLinkId,
  ),
  "lib/data/account-export-suppliers.ts#supplierAnswerBatches": exportsOnlyOwnRequestRows(
    exportSuppliers.supplierAnswerBatches,
    (b) => b.supplierLinkId,
  ),
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {};
