"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { defineAction, formInput, recordIdField, versionField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { createVehicle, deleteVehicle, updateVehicle } from "@/lib/data/vehicles";
import { messages } from "@/lib/messages";
import { RECORD_VERSION_FIELD } from "@/lib/record-version";
import { VEHICLE_FIELDS, vehicleSchema, type VehicleInput } from "@/lib/validation/vehicle";
import { customerPath } from "@/lib/routes";

const m = messages.vehicles;

/** Under the plate field as well as in the toast: the mechanic sees which field to change. */
const plateTaken = { plate: [m.plateTaken] };

type NewVehicle = { customerId: string } & VehicleInput;

/** Adds the vehicle to the shop's customer; the refusal, or the new vehicle's id. */
async function addVehicle(
  shopId: string,
  { customerId, ...vehicle }: NewVehicle,
  idempotencyKey: string,
  refuse: (reason: string, fieldErrors?: Record<string, string[]>) => ActionResult,
) {
  const created = await createVehicle(shopId, customerId, vehicle, idempotencyKey);
  if (!created.ok) return created.reason === "plateTaken" ? refuse(m.plateTaken, plateTaken) : refuse(messages.customers.notFoundReason);
  refresh();
  return { ok: true as const, id: created.id };
}

const newVehicleSchema = vehicleSchema.extend({ customerId: recordIdField(messages.customers.notFoundReason) });
const newVehicleInput = (customerId: string, _previous: ActionResult | null, formData: FormData) => ({
  customerId,
  ...formInput(formData, VEHICLE_FIELDS),
});

/** 'Adicionar veículo' on the shop's customer; then the customer's page. A repeated submit answers the vehicle the first one added. */
export const createVehicleAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "cadastro de veículo",
  texts: { prefix: m.createError },
  input: newVehicleInput,
  schema: newVehicleSchema,
  create: true,
  async run({ caller, input, idempotencyKey, refuse }) {
    const added = await addVehicle(caller.shopId, input, idempotencyKey, refuse);
    if (!added.ok) return added;
    return { ok: true, message: m.created, redirectTo: customerPath(input.customerId) };
  },
});

/**
 * 'Cadastrar veículo' inside the quote editor: the same create, but the editor stays where it is
 * (with everything typed) and selects the new vehicle, so the answer is its id rather than a page.
 */
export const createVehicleInEditorAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "cadastro de veículo no orçamento",
  texts: { prefix: m.createError },
  input: newVehicleInput,
  schema: newVehicleSchema,
  create: true,
  async run({ caller, input, idempotencyKey, refuse }) {
    const added = await addVehicle(caller.shopId, input, idempotencyKey, refuse);
    if (!added.ok) return added;
    return { ok: true, message: m.created, id: added.id };
  },
});

/**
 * 'Salvar Alterações' on a vehicle of the shop; then its customer's page. Refused, writing nothing,
 * when the vehicle was saved elsewhere after this form was loaded (lib/record-version.ts).
 */
export const updateVehicleAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "atualização de veículo",
  texts: { prefix: m.updateError },
  input: (vehicleId: string, _previous: ActionResult | null, formData: FormData) => ({
    vehicleId,
    ...formInput(formData, [...VEHICLE_FIELDS, RECORD_VERSION_FIELD]),
  }),
  schema: vehicleSchema.extend({ vehicleId: recordIdField(m.notFoundReason), version: versionField(m.stale) }),
  async run({ caller, input: { vehicleId, version, ...vehicle }, refuse }) {
    const saved = await updateVehicle(caller.shopId, vehicleId, vehicle, version);
    if (!saved.ok) {
      if (saved.reason === "stale") return { ok: false, message: m.stale };
      return saved.reason === "plateTaken" ? refuse(m.plateTaken, plateTaken) : refuse(m.notFoundReason);
    }
    refresh();
    return { ok: true, message: m.updated, redirectTo: customerPath(saved.customerId!) };
  },
});

/** Deletes a vehicle of the shop; the customer's page it was deleted from shows the rest. */
export const deleteVehicleAction = defineAction({
  access: "plan",
  permission: "serveCustomers",
  name: "exclusão de veículo",
  texts: { prefix: m.deleteError },
  input: (vehicleId: string) => ({ vehicleId }),
  schema: z.object({ vehicleId: recordIdField(m.notFoundReason) }),
  async run({ caller, input, refuse }) {
    if (!(await deleteVehicle(caller.shopId, input.vehicleId))) return refuse(m.notFoundReason);
    refresh();
    return { ok: true, message: m.deleted };
  },
});
