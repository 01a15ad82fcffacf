/** Tenant isolation: 'Cotar com fornecedores' from the quote editor (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import type { Attack, Shop } from "../fixtures";

const supplierRequestActions = await import("@/lib/actions/supplier-requests");
const supplierRequestsData = await import("@/lib/data/supplier-requests");
const suppliersRoute = await import("@/app/dashboard/quotes/[id]/suppliers/route");
const { messages } = await import("@/lib/messages");
const { submittedForm: form } = await import("../../../support/forms");

const m = messages.supplierRequests;
const tomorrow = () => new Date(Date.now() + 86_400_000).toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" });

/** A request for `parts` of a shop's quote line to `supplierIds`, as the dialog posts it. */
const requestForm = (lineOf: Shop, supplierIds: string[]) =>
  form({
    parts: JSON.stringify([{ lineKey: lineOf.partLineKey, description: "Filtro", quantity: "1", condition: "original" }]),
    supplierIds: JSON.stringify(supplierIds),
    engine: "",
    deadlineDay: tomorrow(),
    deadlineTime: "10:00",
  });

export const attacks: Record<string, Attack> = {
  "lib/actions/supplier-requests.ts#createSupplierRequestAction": async (a, b) => {
    const notFound = { ok: false, message: m.createError + m.notFoundReason };
    // A's quote with B's supplier; B's quote with A's supplier; both of A's.
    expect(await supplierRequestActions.createSupplierRequestAction(a.quoteId, null, requestForm(b, [b.supplierId]))).toEqual(notFound);
    expect(await supplierRequestActions.createSupplierRequestAction(b.quoteId, null, requestForm(b, [a.supplierId]))).toEqual(notFound);
    expect(await supplierRequestActions.createSupplierRequestAction(a.quoteId, null, requestForm(a, [a.supplierId]))).toEqual(notFound);
  },
  "lib/data/supplier-requests.ts#createSupplierRequest": async (a, b) => {
    const input = (supplierIds: string[]) => ({
      parts: [{ lineKey: a.partLineKey, description: "Filtro", quantity: "1", condition: "original" as const }],
      supplierIds,
      engine: null,
      deadline: new Date(Date.now() + 3_600_000),
    });
    for (const [quoteId, supplierIds] of [
      [a.quoteId, [b.supplierId]],
      [b.quoteId, [a.supplierId]],
      [b.quoteId, [b.supplierId, a.supplierId]],
    ] as const) {
      expect(await supplierRequestsData.createSupplierRequest(b.id, quoteId, input([...supplierIds]))).toEqual({
        ok: false,
        reason: "notFound",
      });
    }
  },
  "lib/data/supplier-requests.ts#listQuoteSupplierRequests": async (a, b) => {
    expect((await supplierRequestsData.listQuoteSupplierRequests(b.id, a.quoteId)).requests).toEqual([]);
    const own = await supplierRequestsData.listQuoteSupplierRequests(b.id, b.quoteId);
    expect(own.requests.map((request) => request.id)).toEqual([b.supplierRequestId]);
    expect(own.requests[0]!.links.map((link) => link.token)).toEqual([b.supplierLinkToken]);
  },
  "lib/data/supplier-requests.ts#listRequestSuppliers": async (a, b) => {
    expect(await supplierRequestsData.listRequestSuppliers(b.id, a.quoteId)).toBeUndefined();
    const own = await supplierRequestsData.listRequestSuppliers(b.id, b.quoteId, { search: "Fornecedor" });
    expect(own?.suppliers.map((supplier) => supplier.id)).toEqual([b.supplierId]);
    // A's supplier's phone finds nothing in B's list.
    expect((await supplierRequestsData.listRequestSuppliers(b.id, b.quoteId, { search: a.phone }))?.suppliers).toEqual([]);
  },
  "app/dashboard/quotes/[id]/suppliers/route.ts#GET": async (a, b) => {
    const get = (id: string) =>
      suppliersRoute.GET(new Request(`http://localhost/dashboard/quotes/${id}/suppliers`), { params: Promise.resolve({ id }) });
    const stolen = await get(a.quoteId);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({ error: "not found" });
    const own = await get(b.quoteId);
    expect(own.status).toBe(200);
    expect(((await own.json()) as { suppliers: { id: string }[] }).suppliers.map((supplier) => supplier.id)).toEqual([b.supplierId]);
  },
};

export const exempt: Record<string, string> = {};
