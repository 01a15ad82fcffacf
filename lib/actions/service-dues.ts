"use server";

import { refresh } from "next/cache";
import { z } from "@/lib/validation/zod";
import { defineAction, formInput, recordIdField, versionField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { addServiceDue, deleteServiceDue, updateServiceDue } from "@/lib/data/service-dues";
import { messages } from "@/lib/messages";
import { RECORD_VERSION_FIELD } from "@/lib/record-version";
import { SERVICE_DUE_FIELDS, serviceDueSchema } from "@/lib/validation/service-due";

const m = messages.nextService;

/** Under the service field as well as in the toast: the mechanic sees which field to change. */
const sameService = (service: string, refuse: (reason: string, fieldErrors?: Record<string, string[]>) => ActionResult) =>
  refuse(m.sameService(service), { serviceName: [m.sameService(service)] });

/** 'Adicionar' on the vehicle's 'Próxima revisão': a due typed by hand. The same entry sent twice adds one. */
export const addServiceDueAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "cadastro de próxima revisão",
  texts: { prefix: m.addError },
  input: (vehicleId: string, _previous: ActionResult | null, formData: FormData) => ({
    vehicleId,
    ...formInput(formData, SERVICE_DUE_FIELDS),
  }),
  schema: serviceDueSchema.safeExtend({ vehicleId: recordIdField(m.vehicleNotFoundReason) }),
  async run({ caller, input: { vehicleId, ...due }, refuse }) {
    const added = await addServiceDue(caller.shopId, vehicleId, due);
    if (!added.ok) return added.reason === "sameService" ? sameService(due.serviceName, refuse) : refuse(m.vehicleNotFoundReason);
    refresh();
    return { ok: true, message: m.added };
  },
});

/** 'Editar' a due of the shop: its service, day and km, refused when it changed since the page was loaded. */
export const updateServiceDueAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "atualização de próxima revisão",
  texts: { prefix: m.updateError },
  input: (dueId: string, _previous: ActionResult | null, formData: FormData) => ({
    dueId,
    ...formInput(formData, [...SERVICE_DUE_FIELDS, RECORD_VERSION_FIELD]),
  }),
  schema: serviceDueSchema.safeExtend({ dueId: recordIdField(m.notFoundReason), version: versionField(m.stale) }),
  async run({ caller, input: { dueId, version, ...due }, refuse }) {
    const saved = await updateServiceDue(caller.shopId, dueId, due, version);
    if (!saved.ok) {
      if (saved.reason === "stale") return { ok: false, message: m.stale };
      return saved.reason === "sameService" ? sameService(due.serviceName, refuse) : refuse(m.notFoundReason);
    }
    refresh();
    return { ok: true, message: m.updated };
  },
});

/** Deletes a due of the shop (after the page's confirmation), unless it changed since the page was loaded. */
export const deleteServiceDueAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "exclusão de próxima revisão",
  texts: { prefix: m.deleteError },
  input: (dueId: string, version: string) => ({ dueId, version }),
  schema: z.object({ dueId: recordIdField(m.notFoundReason), version: versionField(m.stale) }),
  async run({ caller, input, refuse }) {
    const deleted = await deleteServiceDue(caller.shopId, input.dueId, input.version);
    if (!deleted.ok) return deleted.reason === "stale" ? { ok: false, message: m.stale } : refuse(m.notFoundReason);
    refresh();
    return { ok: true, message: m.deleted };
  },
});
