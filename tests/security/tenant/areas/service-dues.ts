/** Tenant isolation: 'Próxima revisão', the vehicle's next dues (the matrix: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { AS_LOADED, type Attack, type Shop } from "../fixtures";

const actions = await import("@/lib/actions/service-dues");
const dues = await import("@/lib/data/service-dues");
const deliveryDues = await import("@/lib/data/delivery-dues");
const pace = await import("@/lib/data/vehicle-pace");
const { getDb } = await import("@/db");
const { and, eq } = await import("drizzle-orm");
const { serviceDues } = await import("@/db/schema");
const { messages } = await import("@/lib/messages");
const { submittedForm: form } = await import("../../../support/forms");

const m = messages.nextService;
const stolen = { serviceName: "Roubado", dueOn: "2030-01-01", dueKm: null };
const stolenForm = () => form({ serviceName: "Roubado", dueOn: "2030-01-01", dueKm: "", version: String(AS_LOADED) });

/** A's due (tests/support/job-rows.ts writes one for A's car). */
async function dueOf(a: Shop) {
  const [row] = await getDb()
    .select({ id: serviceDues.id })
    .from(serviceDues)
    .where(and(eq(serviceDues.shopId, a.id), eq(serviceDues.vehicleId, a.vehicleId)));
  if (!row) throw new Error("A has no service due");
  return row.id;
}

export const attacks: Record<string, Attack> = {
  "lib/actions/service-dues.ts#addServiceDueAction": async (a) => {
    expect(await actions.addServiceDueAction(a.vehicleId, null, stolenForm())).toEqual({
      ok: false,
      message: m.addError + m.vehicleNotFoundReason,
    });
  },
  "lib/actions/service-dues.ts#updateServiceDueAction": async (a) => {
    expect(await actions.updateServiceDueAction(await dueOf(a), null, stolenForm())).toEqual({
      ok: false,
      message: m.updateError + m.notFoundReason,
    });
  },
  "lib/actions/service-dues.ts#deleteServiceDueAction": async (a) => {
    expect(await actions.deleteServiceDueAction(await dueOf(a), String(AS_LOADED))).toEqual({
      ok: false,
      message: m.deleteError + m.notFoundReason,
    });
  },
  "lib/data/service-dues.ts#listServiceDues": async (a, b) => {
    expect(await dues.listServiceDues(b.id, a.vehicleId)).toEqual([]);
  },
  "lib/data/service-dues.ts#addServiceDue": async (a, b) => {
    expect(await dues.addServiceDue(b.id, a.vehicleId, stolen)).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/service-dues.ts#updateServiceDue": async (a, b) => {
    expect(await dues.updateServiceDue(b.id, await dueOf(a), stolen, AS_LOADED)).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/service-dues.ts#deleteServiceDue": async (a, b) => {
    expect(await dues.deleteServiceDue(b.id, await dueOf(a), AS_LOADED)).toEqual({ ok: false, reason: "notFound" });
  },
  // A's car keeps its pace and its dues' remind_on: the matrix compares A's rows after the call.
  "lib/data/vehicle-pace.ts#refreshVehiclePaceIn": async (a, b) => {
    expect(await getDb().transaction((tx) => pace.refreshVehiclePaceIn(tx, b.id, a.vehicleId))).toBeUndefined();
  },
  "lib/data/vehicle-pace.ts#readVehicleKm": async (a, b) => {
    expect(await pace.readVehicleKm(getDb(), b.id, a.vehicleId, "2026-11-26")).toBeUndefined();
  },
  "lib/data/delivery-dues.ts#setDuesOfDeliveryIn": async (a, b) => {
    const job = { vehicleId: a.vehicleId, deliveredAt: new Date(), km: 99_999 };
    await getDb().transaction((tx) => deliveryDues.setDuesOfDeliveryIn(tx, b.id, a.quoteId, job));
  },
  "lib/data/delivery-dues.ts#removeDuesOfDeliveryIn": async (a, b) => {
    await getDb().transaction((tx) => deliveryDues.removeDuesOfDeliveryIn(tx, b.id, a.quoteId));
  },
};

export const exempt: Record<string, string> = {};
