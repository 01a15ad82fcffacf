"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction, formInput, recordIdField, versionField } from "@/lib/actions/define-action";
import { planLimitRefusal } from "@/lib/actions/plan-refusals";
import type { ActionResult } from "@/lib/actions/result";
import { createCustomer, deleteCustomer, updateCustomer } from "@/lib/data/customers";
import { removeDeletedObjectsSoon } from "@/lib/maintenance/tasks";
import { messages } from "@/lib/messages";
import { isRecordId } from "@/lib/record-id";
import { RECORD_VERSION_FIELD } from "@/lib/record-version";
import { CUSTOMER_FIELDS, customerFormSchema } from "@/lib/validation/customer";
import { customerPath } from "@/lib/routes";

const m = messages.customers;
/** The new customer's form's hidden field naming the lead it was made from. */
const LEAD_FIELD = "leadId";

/** 'Adicionar Cliente'; then the new customer's page. A repeated submit answers the customer the first one created. */
export const createCustomerAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "cadastro de cliente",
  texts: { prefix: m.createError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, [...CUSTOMER_FIELDS, LEAD_FIELD]),
  // From 'Transformar em cliente': the lead it came from, linked to the new customer. An id that is
  // not one of the shop's leads links nothing (the customer is still what was typed).
  schema: customerFormSchema.and(z.object({ [LEAD_FIELD]: z.string().optional().default("") })),
  create: true,
  async run({ caller, input: { [LEAD_FIELD]: leadId, ...input }, idempotencyKey }) {
    let id: string;
    try {
      ({ id } = await createCustomer(caller.shopId, input, idempotencyKey, { fromLeadId: isRecordId(leadId) ? leadId : undefined }));
    } catch (error) {
      const refusal = planLimitRefusal(error);
      if (refusal) return refusal;
      throw error;
    }
    refresh();
    return { ok: true, message: m.created, redirectTo: customerPath(id) };
  },
});

/**
 * 'Salvar Alterações' on a customer of the shop; then the customer's page. Refused, writing nothing,
 * when the customer was saved elsewhere after this form was loaded (lib/record-version.ts).
 */
export const updateCustomerAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "atualização de cliente",
  texts: { prefix: m.updateError },
  input: (customerId: string, _previous: ActionResult | null, formData: FormData) => ({
    customerId,
    ...formInput(formData, [...CUSTOMER_FIELDS, RECORD_VERSION_FIELD]),
  }),
  schema: customerFormSchema.and(z.object({ customerId: recordIdField(m.notFoundReason), version: versionField(m.stale) })),
  async run({ caller, input: { customerId, version, ...customer }, refuse }) {
    const saved = await updateCustomer(caller.shopId, customerId, customer, version);
    if (!saved.ok) return saved.reason === "stale" ? { ok: false, message: m.stale } : refuse(m.notFoundReason);
    refresh();
    return { ok: true, message: m.updated, redirectTo: customerPath(customerId) };
  },
});

/** Deletes the customer and every quote of theirs; refused while one has the customer's answer. */
export const deleteCustomerAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "exclusão de cliente",
  texts: { prefix: m.deleteError },
  input: (customerId: string) => ({ customerId }),
  schema: z.object({ customerId: recordIdField(m.notFoundReason) }),
  async run({ caller, input, refuse }) {
    const deleted = await deleteCustomer(caller.shopId, input.customerId);
    if (!deleted) return refuse(m.notFoundReason);
    // A quote of theirs has their answer on the link: kept five years (CDC art. 27), and they with it.
    if (deleted === "answered") return refuse(m.answeredReason);
    // Its photos' objects, queued by the cascade: removed within seconds, not at the next tick.
    await removeDeletedObjectsSoon(caller.shopId);
    refresh();
    return { ok: true, message: m.deleted };
  },
});
