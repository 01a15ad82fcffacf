"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction, formInput, recordIdField, versionField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { createServiceRecord, deleteServiceRecord, setServiceRecordStatus, updateServiceRecord } from "@/lib/data/service-records";
import { SERVICE_STATUS_IDS } from "@/lib/enums";
import { messages } from "@/lib/messages";
import { RECORD_VERSION_FIELD } from "@/lib/record-version";
import { isRecordId } from "@/lib/search-params";
import { serviceStatusOf } from "@/lib/service-status";
import { SERVICE_RECORD_FIELDS, serviceRecordSchema } from "@/lib/validation/service-record";

const m = messages.services;

/** Records a service or quote for the shop's customer; then shows the customer's history. */
export const createServiceRecordAction = defineAction({
  access: "plan",
  name: "registro de atendimento",
  texts: { prefix: m.createError },
  input: (customerId: string, _previous: ActionResult | null, formData: FormData) => ({ customerId, ...formInput(formData, SERVICE_RECORD_FIELDS) }),
  schema: serviceRecordSchema.extend({ customerId: z.string() }),
  create: true,
  async run({ caller, input: { customerId, ...record }, idempotencyKey }) {
    // The customer may have been deleted (or never been this shop's) since the form was opened.
    const created = isRecordId(customerId) ? await createServiceRecord(caller.id, customerId, record, idempotencyKey) : undefined;
    if (!created) return { ok: false, message: m.customerOrUserMissing };
    revalidatePath("/dashboard", "layout");
    return { ok: true, message: m.created, redirectTo: `/dashboard/customers/${customerId}?aba=historico` };
  },
});

/**
 * Changes a record's description, cost and status, staying on its page (whose refreshed render
 * hands the form the new version for the next save). Refused when saved elsewhere since the form loaded.
 */
export const updateServiceRecordAction = defineAction({
  access: "plan",
  name: "atualização de atendimento",
  texts: { prefix: m.updateError },
  input: (recordId: string, _previous: ActionResult | null, formData: FormData) => ({
    recordId,
    ...formInput(formData, [...SERVICE_RECORD_FIELDS, RECORD_VERSION_FIELD]),
  }),
  schema: serviceRecordSchema.extend({ recordId: recordIdField(m.notFoundReason), version: versionField(m.stale) }),
  async run({ caller, input: { recordId, version, ...record }, refuse }) {
    const saved = await updateServiceRecord(caller.id, recordId, record, version);
    if (!saved.ok) return saved.reason === "stale" ? { ok: false, message: m.stale } : refuse(m.notFoundReason);
    revalidatePath("/dashboard", "layout");
    return { ok: true, message: m.updated };
  },
});

/** Changes a record's status alone, from the customer's history or the record's header; stays on the page. */
export const setServiceStatusAction = defineAction({
  access: "plan",
  name: "alteração de status do atendimento",
  texts: { prefix: m.statusError },
  input: (recordId: string, status: string) => ({ recordId, status }),
  schema: z.object({ recordId: recordIdField(m.notFoundReason), status: z.enum(SERVICE_STATUS_IDS, { error: m.statusInvalid }) }),
  async run({ caller, input, refuse }) {
    if (!(await setServiceRecordStatus(caller.id, input.recordId, input.status))) return refuse(m.notFoundReason);
    revalidatePath("/dashboard", "layout");
    return { ok: true, message: m.statusChanged(serviceStatusOf(input.status).label) };
  },
});

/** Deletes a record; then shows its customer's history. */
export const deleteServiceRecordAction = defineAction({
  access: "plan",
  name: "exclusão de atendimento",
  texts: { prefix: m.deleteError },
  input: (recordId: string) => ({ recordId }),
  schema: z.object({ recordId: recordIdField(m.notFoundReason) }),
  async run({ caller, input, refuse }) {
    const deleted = await deleteServiceRecord(caller.id, input.recordId);
    if (!deleted) return refuse(m.notFoundReason);
    revalidatePath("/dashboard", "layout");
    return { ok: true, message: m.deleted, redirectTo: `/dashboard/customers/${deleted.customerId}?aba=historico` };
  },
});
