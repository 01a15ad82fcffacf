"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { createSupplier, deleteSupplier, updateSupplier } from "@/lib/data/suppliers";
import { idempotencyKeyFrom } from "@/lib/idempotency";
import { runFormAction, runRecordAction } from "@/lib/form-action";
import { isRecordId } from "@/lib/search-params";
import { messages } from "@/lib/messages";
import { SUPPLIER_FIELDS, supplierSchema } from "@/lib/validation/supplier";

const m = messages.suppliers;

/** Creates a supplier (supplierId null) or updates the shop's supplier; then shows the list. */
export async function saveSupplierAction(supplierId: string | null, _previous: ActionResult | null, formData: FormData) {
  const failurePrefix = supplierId ? m.updateError : m.createError;
  return runFormAction({
    formData,
    fields: SUPPLIER_FIELDS,
    schema: supplierSchema,
    failurePrefix,
    context: supplierId ? "atualização de fornecedor" : "cadastro de fornecedor",
    async write(account, input): Promise<ActionResult> {
      if (supplierId === null) {
        const idempotencyKey = idempotencyKeyFrom(formData, "cadastro de fornecedor");
        if (!idempotencyKey) return { ok: false, message: failurePrefix + messages.reasons.staleForm };
        await createSupplier(account.id, input, idempotencyKey);
      } else if (!(isRecordId(supplierId) && (await updateSupplier(account.id, supplierId, input)))) {
        return { ok: false, message: failurePrefix + m.notFoundReason };
      }
      revalidatePath("/dashboard", "layout");
      return { ok: true, message: supplierId ? m.updated : m.created, redirectTo: "/dashboard/suppliers" };
    },
  });
}

export async function deleteSupplierAction(supplierId: string) {
  return runRecordAction({
    recordId: supplierId,
    failurePrefix: m.deleteError,
    notFoundReason: m.notFoundReason,
    context: "exclusão de fornecedor",
    async write(account, id) {
      if (!(await deleteSupplier(account.id, id))) return null;
      revalidatePath("/dashboard", "layout");
      return { ok: true, message: m.deleted };
    },
  });
}
