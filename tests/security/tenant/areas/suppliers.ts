/** Tenant isolation: suppliers (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack, AS_LOADED, supplierForm, stolenInput } from "../fixtures";

const supplierActions = await import("@/lib/actions/suppliers");
const suppliersData = await import("@/lib/data/suppliers");
const { messages } = await import("@/lib/messages");

export const attacks: Record<string, Attack> = {
  "lib/actions/suppliers.ts#updateSupplierAction": async (a) => {
    expect(await supplierActions.updateSupplierAction(a.supplierId, null, supplierForm())).toEqual({
      ok: false,
      message: messages.suppliers.updateError + messages.suppliers.notFoundReason,
    });
  },
  "lib/actions/suppliers.ts#deleteSupplierAction": async (a) => {
    expect(await supplierActions.deleteSupplierAction(a.supplierId)).toEqual({
      ok: false,
      message: messages.suppliers.deleteError + messages.suppliers.notFoundReason,
    });
  },
  "lib/data/suppliers.ts#listSuppliers": async (a, b) => {
    const list = await suppliersData.listSuppliers(b.id);
    expect({ ids: list.items.map((s) => s.id), total: list.total }).toEqual({ ids: [b.supplierId], total: 1 });
    for (const search of [a.phone, a.phone.replace(/\D/g, ""), "Fornecedor a-"]) {
      expect(await suppliersData.listSuppliers(b.id, { search }), search).toMatchObject({ items: [], total: 0 });
    }
  },
  "lib/data/suppliers.ts#getSupplier": async (a, b) => {
    expect(await suppliersData.getSupplier(b.id, a.supplierId)).toBeUndefined();
  },
  "lib/data/suppliers.ts#supplierExists": async (a, b) => {
    expect(await suppliersData.supplierExists(b.id, a.supplierId)).toBe(false);
    expect(await suppliersData.supplierExists(b.id, b.supplierId)).toBe(true);
  },
  "lib/data/suppliers.ts#updateSupplier": async (a, b) => {
    expect(await suppliersData.updateSupplier(b.id, a.supplierId, { ...stolenInput, email: "", tags: [] }, AS_LOADED)).toEqual({
      ok: false,
      reason: "notFound",
    });
  },
  "lib/data/suppliers.ts#deleteSupplier": async (a, b) => {
    expect(await suppliersData.deleteSupplier(b.id, a.supplierId)).toBeFalsy();
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/actions/suppliers.ts#createSupplierAction": "creates a row for the caller; no id taken",
  "lib/data/suppliers.ts#createSupplier": "creates a row for the caller; no record id",
};
