/**
 * 'Novo orçamento' registers a walk-in and his car together, then opens his
 * new quote for that car (createWalkInAction), and finds a car the shop has by its plate in
 * either format (findVehicleByPlate). Bad input is refused field by field in one round, a taken
 * plate leaves no customer behind, and a repeated submission makes nothing new.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, vehicles } from "@/db/schema";
import { signInAs } from "../support/request";

const { createWalkInAction } = await import("@/lib/actions/walk-ins");
const { createCustomer } = await import("@/lib/data/customers");
const { createVehicle, findVehicleByPlate } = await import("@/lib/data/vehicles");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

const m = messages.quoteStart;

async function signedInShop() {
  const shop = await createMechanic({ plan: "pro" });
  signInAs(shop.id);
  return shop;
}

const rowsOf = async (shopId: string) => ({
  customers: await getDb()
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(eq(customers.shopId, shopId)),
  vehicles: await getDb()
    .select({ id: vehicles.id, customerId: vehicles.customerId, plate: vehicles.plate, make: vehicles.make, model: vehicles.model })
    .from(vehicles)
    .where(eq(vehicles.shopId, shopId)),
});

describe("registering a walk-in from 'Novo orçamento'", () => {
  it("saves the owner and his car together and opens the new quote for the car; a repeat makes nothing new", async () => {
    const shop = await signedInShop();
    const key = randomUUID();
    const fields = { name: "Carlos Pereira", phone: "11987654321", plate: "abc-1d23", make: "Volkswagen", model: "Gol" };
    const result = await createWalkInAction(null, form(fields, key));
    const {
      customers: [customer],
      vehicles: [car],
    } = await rowsOf(shop.id);
    expect(customer).toMatchObject({ name: "Carlos Pereira", phone: "(11) 98765-4321" });
    expect(car).toMatchObject({ customerId: customer!.id, plate: "ABC1D23", make: "Volkswagen", model: "Gol" });
    expect(result).toEqual({
      ok: true,
      message: m.created,
      redirectTo: `/dashboard/customers/${customer!.id}/quotes/new?veiculo=${car!.id}`,
    });

    expect(await createWalkInAction(null, form(fields, key))).toEqual(result);
    expect(await rowsOf(shop.id)).toEqual({ customers: [customer], vehicles: [car] });
  });

  it("without a plate saves the customer alone and opens his new quote", async () => {
    const shop = await signedInShop();
    const result = await createWalkInAction(null, form({ name: "Ana Souza", phone: "", plate: "", make: "", model: "" }));
    const {
      customers: [customer],
      vehicles: cars,
    } = await rowsOf(shop.id);
    expect(cars).toEqual([]);
    expect(result).toEqual({ ok: true, message: m.createdNoCar, redirectTo: `/dashboard/customers/${customer!.id}/quotes/new` });
  });

  it("refuses every bad field in one round, and writes nothing", async () => {
    const shop = await signedInShop();
    const result = await createWalkInAction(null, form({ name: "  ", phone: "123", plate: "AB-12", make: "Fiat", model: "" }));
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(new RegExp(`^${m.createError}`)) });
    expect(result.ok === false && Object.keys(result.fieldErrors ?? {}).sort()).toEqual(["name", "phone", "plate"]);
    expect(result.ok === false && result.fieldErrors?.plate).toEqual([messages.vehicles.plateInvalid]);

    const noPlate = await createWalkInAction(null, form({ name: "Ana", phone: "", plate: "", make: "Fiat", model: "Uno" }));
    expect(noPlate).toMatchObject({ ok: false, fieldErrors: { plate: [m.plateForCar] } });
    expect(await rowsOf(shop.id)).toEqual({ customers: [], vehicles: [] });
  });

  it("refuses a plate the shop already has, in either format, under the plate field, leaving no customer behind", async () => {
    const shop = await signedInShop();
    const owner = await createCustomer(shop.id, { name: "Dono Antigo", phone: "", email: "", notes: "" });
    await createVehicle(shop.id, owner.id, { plate: "ABC1234", make: "", model: "", year: null, color: "", currentKm: null, notes: "" });
    const result = await createWalkInAction(null, form({ name: "Outro", phone: "", plate: "ABC1C34", make: "", model: "" }));
    expect(result).toEqual({
      ok: false,
      message: m.createError + messages.vehicles.plateTaken,
      fieldErrors: { plate: [messages.vehicles.plateTaken] },
    });
    expect((await rowsOf(shop.id)).customers.map((row) => row.name)).toEqual(["Dono Antigo"]);
  });
});

describe("findVehicleByPlate", () => {
  it("finds the shop's car by its plate typed either way, and nothing for an unknown or malformed one", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const owner = await createCustomer(shop.id, { name: "Dono", phone: "", email: "", notes: "" });
    const car = await createVehicle(shop.id, owner.id, {
      plate: "ABC1234",
      make: "",
      model: "",
      year: null,
      color: "",
      currentKm: null,
      notes: "",
    });
    if (!car.ok) throw new Error("vehicle not created");
    for (const typed of ["ABC1234", "abc-1234", "ABC1C34", " abc 1c34 "]) {
      expect(await findVehicleByPlate(shop.id, typed), typed).toEqual({ id: car.id, customerId: owner.id });
    }
    expect(await findVehicleByPlate(shop.id, "XYZ9Z99")).toBeUndefined();
    expect(await findVehicleByPlate(shop.id, "Carlos")).toBeUndefined();
  });
});
