"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { createCustomer, deleteCustomer, updateCustomer } from "@/lib/data/customers";
import { idempotencyKeyFrom } from "@/lib/idempotency";
import { runFormAction, runRecordAction } from "@/lib/form-action";
import { isRecordId } from "@/lib/search-params";
import { messages } from "@/lib/messages";
import { CUSTOMER_FIELDS, customerSchema } from "@/lib/validation/customer";

const m = messages.customers;

/** Creates a customer (customerId null) or updates the shop's customer; then shows its page. */
export async function saveCustomerAction(customerId: string | null, _previous: ActionResult | null, formData: FormData) {
  const failurePrefix = customerId ? m.updateError : m.createError;
  return runFormAction({
    formData,
    fields: CUSTOMER_FIELDS,
    schema: customerSchema,
    failurePrefix,
    context: customerId ? "atualização de cliente" : "cadastro de cliente",
    async write(account, input): Promise<ActionResult> {
      let id = customerId;
      if (id === null) {
        const idempotencyKey = idempotencyKeyFrom(formData, "cadastro de cliente");
        if (!idempotencyKey) return { ok: false, message: failurePrefix + messages.reasons.staleForm };
        // A repeated submit answers the customer the first one created: the same page next.
        id = (await createCustomer(account.id, input, idempotencyKey)).id;
      } else if (!(isRecordId(id) && (await updateCustomer(account.id, id, input)))) {
        return { ok: false, message: failurePrefix + m.notFoundReason };
      }
      revalidatePath("/dashboard", "layout");
      return { ok: true, message: customerId ? m.updated : m.created, redirectTo: `/dashboard/customers/${id}` };
    },
  });
}

/** Deletes the customer and every service record of theirs. */
export async function deleteCustomerAction(customerId: string) {
  return runRecordAction({
    recordId: customerId,
    failurePrefix: m.deleteError,
    notFoundReason: m.notFoundReason,
    context: "exclusão de cliente",
    async write(account, id) {
      if (!(await deleteCustomer(account.id, id))) return null;
      revalidatePath("/dashboard", "layout");
      return { ok: true, message: m.deleted };
    },
  });
}
