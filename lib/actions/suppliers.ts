"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction, formInput, recordIdField, versionField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { createSupplier, deleteSupplier, updateSupplier } from "@/lib/data/suppliers";
import { messages } from "@/lib/messages";
import { RECORD_VERSION_FIELD } from "@/lib/record-version";
import { SUPPLIER_FIELDS, supplierSchema } from "@/lib/validation/supplier";

const m = messages.suppliers;

/** 'Adicionar Fornecedor'; then the list. A repeated submit stores one supplier. */
export const createSupplierAction = defineAction({
  access: "plan",
  permission: "handleSuppliers",
  name: "cadastro de fornecedor",
  texts: { prefix: m.createError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, SUPPLIER_FIELDS),
  schema: supplierSchema,
  create: true,
  async run({ caller, input, idempotencyKey }) {
    await createSupplier(caller.shopId, input, idempotencyKey);
    refresh();
    return { ok: true, message: m.created, redirectTo: "/dashboard/suppliers" };
  },
});

/** 'Salvar Alterações' on a supplier of the shop; then the list. Refused when saved elsewhere since the form loaded. */
export const updateSupplierAction = defineAction({
  access: "plan",
  permission: "handleSuppliers",
  name: "atualização de fornecedor",
  texts: { prefix: m.updateError },
  input: (supplierId: string, _previous: ActionResult | null, formData: FormData) => ({
    supplierId,
    ...formInput(formData, [...SUPPLIER_FIELDS, RECORD_VERSION_FIELD]),
  }),
  schema: supplierSchema.extend({ supplierId: recordIdField(m.notFoundReason), version: versionField(m.stale) }),
  async run({ caller, input: { supplierId, version, ...supplier }, refuse }) {
    const saved = await updateSupplier(caller.shopId, supplierId, supplier, version);
    if (!saved.ok) return saved.reason === "stale" ? { ok: false, message: m.stale } : refuse(m.notFoundReason);
    refresh();
    return { ok: true, message: m.updated, redirectTo: "/dashboard/suppliers" };
  },
});

export const deleteSupplierAction = defineAction({
  access: "plan",
  permission: "handleSuppliers",
  name: "exclusão de fornecedor",
  texts: { prefix: m.deleteError },
  input: (supplierId: string) => ({ supplierId }),
  schema: z.object({ supplierId: recordIdField(m.notFoundReason) }),
  async run({ caller, input, refuse }) {
    if (!(await deleteSupplier(caller.shopId, input.supplierId))) return refuse(m.notFoundReason);
    refresh();
    return { ok: true, message: m.deleted };
  },
});
