/** Tenant isolation: a supplier's history and the shop's parts settings (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack } from "../fixtures";

const historyData = await import("@/lib/data/supplier-history");

export const attacks: Record<string, Attack> = {
  "lib/data/supplier-history.ts#getSupplierHistory": async (a, b) => {
    // A's supplier answers nothing to B: not its counts, not its answers.
    expect(await historyData.getSupplierHistory(b.id, a.supplierId)).toBeNull();
    expect(await historyData.getSupplierHistory(b.id, a.supplierId, { page: 2 })).toBeNull();
    // B's own supplier shows B's answer alone, however alike the two shops' rows are.
    const own = await historyData.getSupplierHistory(b.id, b.supplierId);
    expect(own).toMatchObject({ chosen: 1, sent: 1, answered: 1, answers: { total: 1 } });
    expect(own?.answers.items.map((answer) => [answer.id, answer.quoteId])).toEqual([[b.supplierAnswerId, b.quoteId]]);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/parts-settings.ts#getPartsSettings": "the session's own profile (keyed by the caller's id alone)",
};
