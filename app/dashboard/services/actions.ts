"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/action-result";
import { createServiceRecord, deleteServiceRecord, updateServiceRecord } from "@/lib/data/service-records";
import { idempotencyKeyFrom } from "@/lib/idempotency";
import { runFormAction, runRecordAction } from "@/lib/form-action";
import { isRecordId } from "@/lib/search-params";
import { messages } from "@/lib/messages";
import { SERVICE_RECORD_FIELDS, serviceRecordSchema } from "@/lib/validation/service-record";

const m = messages.services;

/** Records a service or quote for the shop's customer; then shows the customer's history. */
export async function createServiceRecordAction(customerId: string, _previous: ActionResult | null, formData: FormData) {
  return runFormAction({
    formData,
    fields: SERVICE_RECORD_FIELDS,
    schema: serviceRecordSchema,
    failurePrefix: m.createError,
    context: "registro de atendimento",
    async write(account, input): Promise<ActionResult> {
      const idempotencyKey = idempotencyKeyFrom(formData, "registro de atendimento");
      if (!idempotencyKey) return { ok: false, message: m.createError + messages.reasons.staleForm };
      // The customer may have been deleted (or never been this shop's) since the form was opened.
      const created = isRecordId(customerId) ? await createServiceRecord(account.id, customerId, input, idempotencyKey) : undefined;
      if (!created) return { ok: false, message: m.customerOrUserMissing };
      revalidatePath("/dashboard", "layout");
      return { ok: true, message: m.created, redirectTo: `/dashboard/customers/${customerId}?aba=historico` };
    },
  });
}

/** Changes a record's description, cost and status, staying on its page. */
export async function updateServiceRecordAction(recordId: string, _previous: ActionResult | null, formData: FormData) {
  return runFormAction({
    formData,
    fields: SERVICE_RECORD_FIELDS,
    schema: serviceRecordSchema,
    failurePrefix: m.updateError,
    context: "atualização de atendimento",
    async write(account, input): Promise<ActionResult> {
      if (!(isRecordId(recordId) && (await updateServiceRecord(account.id, recordId, input)))) {
        return { ok: false, message: m.updateError + m.notFoundReason };
      }
      revalidatePath("/dashboard", "layout");
      return { ok: true, message: m.updated };
    },
  });
}

/** Deletes a record; then shows its customer's history. */
export async function deleteServiceRecordAction(recordId: string) {
  return runRecordAction({
    recordId,
    failurePrefix: m.deleteError,
    notFoundReason: m.notFoundReason,
    context: "exclusão de atendimento",
    async write(account, id) {
      const deleted = await deleteServiceRecord(account.id, id);
      if (!deleted) return null;
      revalidatePath("/dashboard", "layout");
      return { ok: true, message: m.deleted, redirectTo: `/dashboard/customers/${deleted.customerId}?aba=historico` };
    },
  });
}
