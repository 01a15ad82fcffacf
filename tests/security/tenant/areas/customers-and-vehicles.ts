/** Tenant isolation: customers-and-vehicles (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack, AS_LOADED, customerForm, stolenInput, vehicleForm, vehicleInput } from "../fixtures";

const customerActions = await import("@/lib/actions/customers");
const vehicleActions = await import("@/lib/actions/vehicles");
const customersData = await import("@/lib/data/customers");
const vehiclesData = await import("@/lib/data/vehicles");
const walkInsData = await import("@/lib/data/walk-ins");
const { messages } = await import("@/lib/messages");
const { plateKey } = await import("@/lib/plates");

export const attacks: Record<string, Attack> = {
  // 'Transformar em cliente' names a lead: B naming A's creates B's customer and links nothing of A's.
  "lib/actions/customers.ts#createCustomerAction": async (a) => {
    const form = customerForm();
    form.set("leadId", a.leadId);
    expect(await customerActions.createCustomerAction(null, form)).toMatchObject({ ok: true });
  },
  "lib/actions/customers.ts#updateCustomerAction": async (a) => {
    expect(await customerActions.updateCustomerAction(a.customerId, null, customerForm())).toEqual({
      ok: false,
      message: messages.customers.updateError + messages.customers.notFoundReason,
    });
  },
  "lib/actions/customers.ts#deleteCustomerAction": async (a) => {
    expect(await customerActions.deleteCustomerAction(a.customerId)).toEqual({
      ok: false,
      message: messages.customers.deleteError + messages.customers.notFoundReason,
    });
  },
  "lib/actions/vehicles.ts#createVehicleAction": async (a) => {
    expect(await vehicleActions.createVehicleAction(a.customerId, null, vehicleForm())).toEqual({
      ok: false,
      message: messages.vehicles.createError + messages.customers.notFoundReason,
    });
  },
  "lib/actions/vehicles.ts#createVehicleInEditorAction": async (a) => {
    expect(await vehicleActions.createVehicleInEditorAction(a.customerId, null, vehicleForm())).toEqual({
      ok: false,
      message: messages.vehicles.createError + messages.customers.notFoundReason,
    });
  },
  "lib/actions/vehicles.ts#updateVehicleAction": async (a) => {
    expect(await vehicleActions.updateVehicleAction(a.vehicleId, null, vehicleForm())).toEqual({
      ok: false,
      message: messages.vehicles.updateError + messages.vehicles.notFoundReason,
    });
  },
  "lib/actions/vehicles.ts#deleteVehicleAction": async (a) => {
    expect(await vehicleActions.deleteVehicleAction(a.vehicleId)).toEqual({
      ok: false,
      message: messages.vehicles.deleteError + messages.vehicles.notFoundReason,
    });
  },
  "lib/data/customers.ts#listCustomers": async (a, b) => {
    const list = await customersData.listCustomers(b.id);
    expect({ ids: list.items.map((c) => c.id), total: list.total }).toEqual({ ids: [b.customerId], total: 1 });
    // A's customer is not found by its phone (any writing), its e-mail or its name either.
    // Nor by its vehicle's plate, in either format.
    for (const search of [
      a.phone,
      a.phone.replace(/\D/g, ""),
      a.phone.slice(-9),
      a.customerEmail,
      "Cliente a-",
      a.plate,
      plateKey(a.plate),
    ]) {
      expect(await customersData.listCustomers(b.id, { search }), search).toMatchObject({ items: [], total: 0 });
    }
    // Both shops have a Volkswagen Gol: B's search by the car finds B's customer, with B's vehicle only.
    for (const search of ["gol", "volkswagen"]) {
      const found = await customersData.listCustomers(b.id, { search });
      expect({ ids: found.items.map((c) => c.id), total: found.total }, search).toEqual({ ids: [b.customerId], total: 1 });
      expect(found.items[0]!.vehicles.map((vehicle) => vehicle.plate)).toEqual([b.plate]);
    }
  },
  "lib/data/customers.ts#getCustomer": async (a, b) => {
    expect(await customersData.getCustomer(b.id, a.customerId)).toBeUndefined();
  },
  "lib/data/customers.ts#customerExists": async (a, b) => {
    expect(await customersData.customerExists(b.id, a.customerId)).toBe(false);
    expect(await customersData.customerExists(b.id, b.customerId)).toBe(true);
  },
  "lib/data/customers.ts#listCustomerHistory": async (a, b) => {
    expect(await customersData.listCustomerHistory(b.id, a.customerId)).toEqual([]);
  },
  "lib/data/customers.ts#updateCustomer": async (a, b) => {
    expect(await customersData.updateCustomer(b.id, a.customerId, stolenInput, AS_LOADED)).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/customers.ts#deleteCustomer": async (a, b) => {
    expect(await customersData.deleteCustomer(b.id, a.customerId)).toBeFalsy();
  },
  "lib/data/vehicles.ts#createVehicle": async (a, b) => {
    expect(await vehiclesData.createVehicle(b.id, a.customerId, vehicleInput)).toEqual({ ok: false, reason: "customerNotFound" });
  },
  "lib/data/vehicles.ts#listCustomerVehicles": async (a, b) => {
    expect(await vehiclesData.listCustomerVehicles(b.id, a.customerId)).toEqual([]);
  },
  "lib/data/vehicles.ts#getVehicle": async (a, b) => {
    expect(await vehiclesData.getVehicle(b.id, a.vehicleId)).toBeUndefined();
  },
  "lib/data/vehicles.ts#updateVehicle": async (a, b) => {
    expect(await vehiclesData.updateVehicle(b.id, a.vehicleId, vehicleInput, AS_LOADED)).toEqual({ ok: false, reason: "notFound" });
    // A's plate is A's: B may have the same car as a customer of its own.
    expect(await vehiclesData.updateVehicle(b.id, b.vehicleId, { ...vehicleInput, plate: a.plate }, AS_LOADED)).toMatchObject({ ok: true });
  },
  "lib/data/vehicles.ts#deleteVehicle": async (a, b) => {
    expect(await vehiclesData.deleteVehicle(b.id, a.vehicleId)).toBeUndefined();
  },
  "lib/data/vehicles.ts#findVehicleByPlate": async (a, b) => {
    // A's plate, in either format, is not a car B has; B's own is found.
    expect(await vehiclesData.findVehicleByPlate(b.id, a.plate)).toBeUndefined();
    expect(await vehiclesData.findVehicleByPlate(b.id, plateKey(a.plate))).toBeUndefined();
    expect(await vehiclesData.findVehicleByPlate(b.id, b.plate)).toEqual({ id: b.vehicleId, customerId: b.customerId });
  },
  "lib/data/walk-ins.ts#createWalkIn": async (a, b) => {
    // A's plate is A's: B registers the same car for a customer of its own, and A's car stays A's.
    const created = await walkInsData.createWalkIn(b.id, {
      owner: { name: "Cliente B", phone: "" },
      car: { plate: a.plate, make: "", model: "" },
    });
    expect(created).toMatchObject({ ok: true });
    expect(created.ok && created.customerId).not.toBe(a.customerId);
    expect(await vehiclesData.findVehicleByPlate(a.id, a.plate)).toEqual({ id: a.vehicleId, customerId: a.customerId });
  },
  "lib/data/vehicles.ts#vehicleExists": async (a, b) => {
    expect(await vehiclesData.vehicleExists(b.id, a.customerId, a.vehicleId)).toBe(false);
    expect(await vehiclesData.vehicleExists(b.id, b.customerId, a.vehicleId)).toBe(false);
    expect(await vehiclesData.vehicleExists(b.id, b.customerId, b.vehicleId)).toBe(true);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/customers.ts#createCustomer": "creates a row for the caller; no record id",
  "lib/actions/walk-ins.ts#createWalkInAction":
    "creates a customer and a vehicle for the caller; no id taken (createWalkIn's case: another shop's plate)",
  "lib/data/vehicles.ts#isPlateTaken": "pure helper over a Postgres error",
};
