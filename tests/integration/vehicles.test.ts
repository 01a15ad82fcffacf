import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { vehicles } from "@/db/schema";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { createVehicleAction, createVehicleInEditorAction, updateVehicleAction, deleteVehicleAction } =
  await import("@/lib/actions/vehicles");
const { createCustomer, deleteCustomer, listCustomers } = await import("@/lib/data/customers");
const { createVehicle, deleteVehicle, getVehicle, listCustomerVehicles, updateVehicle } = await import("@/lib/data/vehicles");
const { messages } = await import("@/lib/messages");
const { plateKey } = await import("@/lib/plates");
const { maxVehicleYear } = await import("@/lib/validation/vehicle");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

const m = messages.vehicles;

const vehicle = (
  plate: string,
  extra: Partial<{ make: string; model: string; year: number; color: string; currentKm: number; notes: string }> = {},
) => ({
  plate,
  make: extra.make ?? "",
  model: extra.model ?? "",
  year: extra.year ?? null,
  color: extra.color ?? "",
  currentKm: extra.currentKm ?? null,
  notes: extra.notes ?? "",
});

const fields = { plate: "abc-1234", make: "Volkswagen", model: "Gol", year: "2012", color: "Prata", currentKm: "45.000", notes: "" };

async function shopWithCustomer(name = "Maria Souza") {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name, phone: "", email: "", notes: "" });
  return { shop, customer };
}

async function rowsOf(shopId: string) {
  return (await getDb().select().from(vehicles).where(eq(vehicles.shopId, shopId))).map((row) => JSON.stringify(row)).sort();
}

async function created(result: Awaited<ReturnType<typeof createVehicle>>) {
  if (!result.ok) throw new Error(`vehicle not created: ${result.reason}`);
  return result.id;
}

describe("a customer's vehicles", () => {
  it("are created, listed, read, updated and deleted, the plate stored normalised with its Mercosul key", async () => {
    const { shop, customer } = await shopWithCustomer();
    const gol = await created(
      await createVehicle(shop.id, customer.id, vehicle("ABC1234", { make: "VW", model: "Gol", year: 2012, currentKm: 45000 })),
    );
    await created(await createVehicle(shop.id, customer.id, vehicle("BRA2E19")));

    const [row] = await getDb().select({ plate: vehicles.plate, plateKey: vehicles.plateKey }).from(vehicles).where(eq(vehicles.id, gol));
    // The database's key and lib/plates.ts's are the same thing.
    expect(row).toEqual({ plate: "ABC1234", plateKey: "ABC1C34" });
    expect(plateKey(row!.plate)).toBe(row!.plateKey);

    expect((await listCustomerVehicles(shop.id, customer.id)).map((item) => item.plate)).toEqual(["ABC1234", "BRA2E19"]);
    expect(await getVehicle(shop.id, gol)).toMatchObject({
      plate: "ABC1234",
      make: "VW",
      model: "Gol",
      year: 2012,
      currentKm: 45000,
      color: null,
      version: 1,
    });

    expect(await updateVehicle(shop.id, gol, vehicle("ABC1C34", { color: "Prata" }), 1)).toEqual({
      ok: true,
      version: 2,
      customerId: customer.id,
    });
    expect(await getVehicle(shop.id, gol)).toMatchObject({ plate: "ABC1C34", make: null, color: "Prata", year: null, version: 2 });
    expect(await updateVehicle(shop.id, gol, vehicle("ABC1C34"), 1)).toEqual({ ok: false, reason: "stale" });

    expect(await deleteVehicle(shop.id, gol)).toEqual({ customerId: customer.id });
    expect(await deleteVehicle(shop.id, gol)).toBeUndefined();
    expect(await getVehicle(shop.id, gol)).toBeUndefined();
  });

  it("are one per plate per shop, the old plate and its Mercosul conversion counting as one", async () => {
    const { shop, customer } = await shopWithCustomer();
    const other = await createCustomer(shop.id, { name: "Outro", phone: "", email: "", notes: "" });
    const first = await created(await createVehicle(shop.id, customer.id, vehicle("ABC1234")));
    const second = await created(await createVehicle(shop.id, customer.id, vehicle("XYZ9A99")));

    expect(await createVehicle(shop.id, other.id, vehicle("ABC1234"))).toEqual({ ok: false, reason: "plateTaken" });
    expect(await createVehicle(shop.id, other.id, vehicle("ABC1C34"))).toEqual({ ok: false, reason: "plateTaken" });
    expect(await createVehicle(shop.id, customer.id, vehicle("XYZ9099"))).toEqual({ ok: false, reason: "plateTaken" });
    expect(await updateVehicle(shop.id, second, vehicle("ABC1C34"), 1)).toEqual({ ok: false, reason: "plateTaken" });
    expect((await getVehicle(shop.id, second))?.plate).toBe("XYZ9A99");
    // Its own plate, written the other way, is still its own.
    expect(await updateVehicle(shop.id, first, vehicle("ABC1C34"), 1)).toMatchObject({ ok: true });

    // Another shop has its own plates.
    const { shop: otherShop, customer: theirs } = await shopWithCustomer();
    expect(await createVehicle(otherShop.id, theirs.id, vehicle("ABC1234"))).toMatchObject({ ok: true });
  });

  it("are added once per submission key, and never to another shop's customer", async () => {
    const { shop, customer } = await shopWithCustomer();
    const key = randomUUID();
    const first = await createVehicle(shop.id, customer.id, vehicle("ABC1234"), key);
    expect(await createVehicle(shop.id, customer.id, vehicle("ABC1234"), key)).toEqual(first);
    expect(await rowsOf(shop.id)).toHaveLength(1);

    const { shop: other } = await shopWithCustomer();
    const before = await rowsOf(shop.id);
    expect(await createVehicle(other.id, customer.id, vehicle("DEF5678"))).toEqual({ ok: false, reason: "customerNotFound" });
    expect(await rowsOf(other.id)).toEqual([]);
    expect(await rowsOf(shop.id)).toEqual(before);
  });

  it("go with their customer when the customer is deleted", async () => {
    const { shop, customer } = await shopWithCustomer();
    const id = await created(await createVehicle(shop.id, customer.id, vehicle("ABC1234")));
    expect(await deleteCustomer(shop.id, customer.id)).toBe(true);
    expect(await getVehicle(shop.id, id)).toBeUndefined();
    expect(await rowsOf(shop.id)).toEqual([]);
  });
});

describe("the customers search by plate", () => {
  it("finds the owner by either format, with or without the dash, and by a prefix of three characters or more", async () => {
    const { shop, customer } = await shopWithCustomer("Dono do Gol");
    await createCustomer(shop.id, { name: "Sem carro", phone: "", email: "", notes: "" });
    await created(await createVehicle(shop.id, customer.id, vehicle("ABC1234")));
    const mercosul = await createCustomer(shop.id, { name: "Dono do Onix", phone: "", email: "", notes: "" });
    await created(await createVehicle(shop.id, mercosul.id, vehicle("QWE4R56")));

    const names = async (search: string) => (await listCustomers(shop.id, { search })).items.map((item) => item.name);
    for (const search of ["ABC-1234", "abc1234", "ABC 1234", "ABC1C34", "abc1c34", "abc-12", "ABC1C", "abc"]) {
      expect(await names(search), search).toEqual(["Dono do Gol"]);
    }
    expect(await listCustomers(shop.id, { search: "ABC1C34" })).toMatchObject({ total: 1 });
    expect(await names("QWE4R56")).toEqual(["Dono do Onix"]);
    expect(await names("qwe-4")).toEqual(["Dono do Onix"]);
    expect(await names("ABC1D34")).toEqual([]);
    // A name search is unchanged, and a term that is both a name and a plate start finds both.
    expect(await names("dono")).toEqual(["Dono do Gol", "Dono do Onix"]);
    const sem = await createCustomer(shop.id, { name: "Qwerty Lima", phone: "", email: "", notes: "" });
    expect(await names("qwe")).toEqual(["Dono do Onix", "Qwerty Lima"]);
    expect(sem.id).toBeDefined();
  });

  it("never finds another shop's customer by its plate", async () => {
    const { shop, customer } = await shopWithCustomer();
    await created(await createVehicle(shop.id, customer.id, vehicle("ABC1234")));
    const { shop: other } = await shopWithCustomer();
    expect(await listCustomers(other.id, { search: "ABC1C34" })).toMatchObject({ items: [], total: 0 });
  });
});

describe("the vehicle actions", () => {
  it("add a vehicle typed any usual way, then answer its customer's page", async () => {
    const { shop, customer } = await shopWithCustomer();
    signInAs(shop.id);
    expect(await createVehicleAction(customer.id, null, submittedForm(fields))).toEqual({
      ok: true,
      message: m.created,
      redirectTo: `/dashboard/customers/${customer.id}`,
    });
    expect(await listCustomerVehicles(shop.id, customer.id)).toEqual([
      expect.objectContaining({ plate: "ABC1234", make: "Volkswagen", model: "Gol", year: 2012, color: "Prata", currentKm: 45000 }),
    ]);
  });

  it("from the quote editor, answer the new vehicle's id instead of a page; a repeated submit answers the same one", async () => {
    const { shop, customer } = await shopWithCustomer();
    signInAs(shop.id);
    const form = submittedForm({ ...fields, plate: "abc1d23", model: "Onix" });
    const result = await createVehicleInEditorAction(customer.id, null, form);
    expect(result).toEqual({ ok: true, message: m.created, id: expect.any(String) });
    const id = (result as { id: string }).id;
    expect(await getVehicle(shop.id, id)).toMatchObject({ customerId: customer.id, plate: "ABC1D23", model: "Onix" });
    expect(await createVehicleInEditorAction(customer.id, null, form)).toEqual({ ok: true, message: m.created, id });
    expect(await listCustomerVehicles(shop.id, customer.id)).toHaveLength(1);
    // Refused like the page's own form: under the plate field, nothing written.
    expect(await createVehicleInEditorAction(customer.id, null, submittedForm({ ...fields, plate: "ABC1D23" }))).toEqual({
      ok: false,
      message: m.createError + m.plateTaken,
      fieldErrors: { plate: [m.plateTaken] },
    });
    expect(await createVehicleInEditorAction(customer.id, null, submittedForm({ ...fields, plate: "placa" }))).toEqual({
      ok: false,
      message: m.createError + m.plateInvalid,
      fieldErrors: { plate: [m.plateInvalid] },
    });
    expect(await listCustomerVehicles(shop.id, customer.id)).toHaveLength(1);
  });

  it("refuse bad input field by field, and write nothing", async () => {
    const { shop, customer } = await shopWithCustomer();
    signInAs(shop.id);
    const cases: [Record<string, string>, string, string][] = [
      [{ plate: "" }, "plate", m.plateRequired],
      [{ plate: "ABC12D3" }, "plate", m.plateInvalid],
      [{ plate: "placa" }, "plate", m.plateInvalid],
      [{ year: "1899" }, "year", m.yearInvalid(maxVehicleYear())],
      [{ year: String(maxVehicleYear() + 1) }, "year", m.yearInvalid(maxVehicleYear())],
      [{ currentKm: "-1" }, "currentKm", m.kmInvalid],
      [{ currentKm: "99.999.999" }, "currentKm", m.kmInvalid],
      [{ model: "Gol\u0007" }, "model", messages.validation.controlCharacters],
      [{ notes: "x".repeat(2001) }, "notes", m.notesTooLong],
      [{ make: "x".repeat(61) }, "make", m.makeTooLong],
      [{ color: "x".repeat(41) }, "color", m.colorTooLong],
    ];
    for (const [bad, field, message] of cases) {
      const result = await createVehicleAction(customer.id, null, submittedForm({ ...fields, ...bad }));
      expect(result, field).toEqual({ ok: false, message: m.createError + message, fieldErrors: { [field]: [message] } });
    }
    expect(await rowsOf(shop.id)).toEqual([]);
  });

  it("refuse a plate the shop already has, in either format, under the plate field", async () => {
    const { shop, customer } = await shopWithCustomer();
    signInAs(shop.id);
    await created(await createVehicle(shop.id, customer.id, vehicle("ABC1C34")));
    const before = await rowsOf(shop.id);
    expect(await createVehicleAction(customer.id, null, submittedForm(fields))).toEqual({
      ok: false,
      message: m.createError + m.plateTaken,
      fieldErrors: { plate: [m.plateTaken] },
    });
    const other = await created(await createVehicle(shop.id, customer.id, vehicle("DEF5678")));
    expect(await updateVehicleAction(other, null, submittedForm({ ...fields, version: "1" }))).toEqual({
      ok: false,
      message: m.updateError + m.plateTaken,
      fieldErrors: { plate: [m.plateTaken] },
    });
    expect((await rowsOf(shop.id)).filter((row) => !row.includes(other))).toEqual(before);
    expect((await getVehicle(shop.id, other))?.plate).toBe("DEF5678");
  });

  it("save an edit from an up-to-date form, refuse a stale one, and delete", async () => {
    const { shop, customer } = await shopWithCustomer();
    signInAs(shop.id);
    const id = await created(await createVehicle(shop.id, customer.id, vehicle("ABC1234")));
    expect(await updateVehicleAction(id, null, submittedForm({ ...fields, plate: "abc1234", currentKm: "46000", version: "1" }))).toEqual({
      ok: true,
      message: m.updated,
      redirectTo: `/dashboard/customers/${customer.id}`,
    });
    expect(await getVehicle(shop.id, id)).toMatchObject({ currentKm: 46000, version: 2 });
    expect(await updateVehicleAction(id, null, submittedForm({ ...fields, currentKm: "1", version: "1" }))).toEqual({
      ok: false,
      message: m.stale,
    });
    expect(await updateVehicleAction(id, null, submittedForm({ ...fields, currentKm: "1" }))).toEqual({ ok: false, message: m.stale });
    expect(await getVehicle(shop.id, id)).toMatchObject({ currentKm: 46000, version: 2 });

    expect(await deleteVehicleAction(id)).toEqual({ ok: true, message: m.deleted });
    expect(await deleteVehicleAction(id)).toEqual({ ok: false, message: m.deleteError + m.notFoundReason });
    expect(await deleteVehicleAction("nao-e-um-id")).toEqual({ ok: false, message: m.deleteError + m.notFoundReason });
  });

  it("refuse a form without its submission key, storing nothing", async () => {
    const { shop, customer } = await shopWithCustomer();
    signInAs(shop.id);
    expect(await createVehicleAction(customer.id, null, submittedForm(fields, null))).toEqual({
      ok: false,
      message: m.createError + messages.reasons.staleForm,
    });
    expect(await rowsOf(shop.id)).toEqual([]);
  });

  it("answer 'not found' for another shop's customer or vehicle, and change nothing", async () => {
    const { shop: a, customer } = await shopWithCustomer();
    const id = await created(await createVehicle(a.id, customer.id, vehicle("ABC1234")));
    const before = await rowsOf(a.id);
    const { shop: b } = await shopWithCustomer();
    signInAs(b.id);
    expect(await createVehicleAction(customer.id, null, submittedForm({ ...fields, plate: "XYZ1234" }))).toEqual({
      ok: false,
      message: m.createError + messages.customers.notFoundReason,
    });
    expect(await createVehicleInEditorAction(customer.id, null, submittedForm({ ...fields, plate: "XYZ1235" }))).toEqual({
      ok: false,
      message: m.createError + messages.customers.notFoundReason,
    });
    expect(await updateVehicleAction(id, null, submittedForm({ ...fields, version: "1" }))).toEqual({
      ok: false,
      message: m.updateError + m.notFoundReason,
    });
    expect(await deleteVehicleAction(id)).toEqual({ ok: false, message: m.deleteError + m.notFoundReason });
    expect(await rowsOf(a.id)).toEqual(before);
    expect(await rowsOf(b.id)).toEqual([]);
  });
});
