/** 'Próxima revisão' on the vehicle's page: a due typed by hand, edited and deleted through the actions. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { getDb } = await import("@/db");
const { shops, quotes, serviceDues } = await import("@/db/schema");
const actions = await import("@/lib/actions/service-dues");
const dues = await import("@/lib/data/service-dues");
const { createCustomer } = await import("@/lib/data/customers");
const { registerDelivery } = await import("@/lib/data/deliveries");
const { createQuote } = await import("@/lib/data/quotes");
const { createVehicle } = await import("@/lib/data/vehicles");
const { addDaysToDay, shopToday } = await import("@/lib/calendar");
const { messages } = await import("@/lib/messages");
const { saveProfileAction } = await import("@/lib/actions/profile");
const { getProfile } = await import("@/lib/data/profile");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { createMechanic } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

const m = messages.nextService;
const OIL = { id: "svc-oleo", name: "Troca de óleo", price: 180, intervalMonths: 6, intervalKm: 10_000 };

async function shopWithCar() {
  const shop = await createMechanic({ plan: "pro" });
  await getDb()
    .update(shops)
    .set({ services: [OIL] })
    .where(eq(shops.id, shop.id));
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
  const vehicle = await createVehicle(shop.id, customer.id, {
    plate: "ABC1D23",
    make: "",
    model: "",
    year: null,
    color: "",
    currentKm: 45_000,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  signInAs(shop.id);
  return { shop, customerId: customer.id, vehicleId: vehicle.id };
}

const rowsOf = (vehicleId: string) => getDb().select().from(serviceDues).where(eq(serviceDues.vehicleId, vehicleId));

describe("'Adicionar' a next due by hand", () => {
  it("adds it with its remind_on, keeps a catalogue service's id and interval, and lists it", async () => {
    const { shop, vehicleId } = await shopWithCar();
    const today = shopToday();
    const dueOn = addDaysToDay(today, 200);
    // 'troca de oleo' is the catalogue's 'Troca de óleo' (compared without accents or case).
    const added = await actions.addServiceDueAction(vehicleId, null, form({ serviceName: "troca de oleo", dueOn, dueKm: "45.700" }));
    expect(added).toEqual({ ok: true, message: m.added });
    const [row] = await rowsOf(vehicleId);
    // The car's km counts from today (no visit yet) at 35 km a day: 700 km in 20 days, before the date.
    expect(row).toMatchObject({
      serviceName: "troca de oleo",
      catalogueServiceId: OIL.id,
      intervalMonths: 6,
      intervalKm: 10_000,
      dueOn,
      dueKm: 45_700,
      remindOn: addDaysToDay(today, 20),
      sourceQuoteId: null,
    });
    expect(await dues.listServiceDues(shop.id, vehicleId)).toEqual([
      expect.objectContaining({ serviceName: "troca de oleo", kmDay: addDaysToDay(today, 20), source: null, version: 1 }),
    ]);
  });

  it("adds one due for the same entry sent twice, and refuses a second due of the same service", async () => {
    const { vehicleId } = await shopWithCar();
    const entry = { serviceName: "Alinhamento", dueOn: "2027-06-01", dueKm: "" };
    const [first, second] = await Promise.all([
      actions.addServiceDueAction(vehicleId, null, form(entry)),
      actions.addServiceDueAction(vehicleId, null, form(entry)),
    ]);
    expect([first, second]).toEqual([
      { ok: true, message: m.added },
      { ok: true, message: m.added },
    ]);
    expect(await rowsOf(vehicleId)).toHaveLength(1);

    const other = await actions.addServiceDueAction(vehicleId, null, form({ ...entry, serviceName: "ALINHAMENTO", dueOn: "2027-07-01" }));
    expect(other).toEqual({
      ok: false,
      message: m.addError + m.sameService("ALINHAMENTO"),
      fieldErrors: { serviceName: [m.sameService("ALINHAMENTO")] },
    });
    expect(await rowsOf(vehicleId)).toHaveLength(1);
  });

  it("refuses what it cannot read, in pt-BR, under the field, writing nothing", async () => {
    const { vehicleId } = await shopWithCar();
    const post = (fields: Record<string, string>) => actions.addServiceDueAction(vehicleId, null, form(fields));
    expect(await post({ serviceName: "Óleo", dueOn: "", dueKm: "" })).toMatchObject({ ok: false, fieldErrors: { dueOn: [m.dueRequired] } });
    expect(await post({ serviceName: "Óleo", dueOn: "2027-02-30", dueKm: "" })).toMatchObject({
      ok: false,
      fieldErrors: { dueOn: [m.dueOnInvalid] },
    });
    expect(await post({ serviceName: "Óleo", dueOn: "", dueKm: "60,5" })).toMatchObject({
      ok: false,
      fieldErrors: { dueKm: [m.dueKmInvalid] },
    });
    expect(await post({ serviceName: " ", dueOn: "2027-01-01", dueKm: "" })).toMatchObject({
      ok: false,
      fieldErrors: { serviceName: [m.serviceRequired] },
    });
    expect(await rowsOf(vehicleId)).toEqual([]);
  });
});

describe("'Editar' and 'Excluir' a next due", () => {
  async function shopWithDue() {
    const car = await shopWithCar();
    await actions.addServiceDueAction(car.vehicleId, null, form({ serviceName: "Troca de óleo", dueOn: "2027-05-20", dueKm: "" }));
    const [row] = await rowsOf(car.vehicleId);
    return { ...car, due: row! };
  }

  it("saves the date and km at the version loaded, and refuses a form loaded before another save", async () => {
    const { vehicleId, due } = await shopWithDue();
    const edit = (version: number, dueKm: string) =>
      actions.updateServiceDueAction(
        due.id,
        null,
        form({ serviceName: "Troca de óleo", dueOn: "2027-04-01", dueKm, version: String(version) }),
      );
    expect(await edit(1, "60.000")).toEqual({ ok: true, message: m.updated });
    const [saved] = await rowsOf(vehicleId);
    expect(saved).toMatchObject({ dueOn: "2027-04-01", dueKm: 60_000, version: 2, remindOn: "2027-04-01" });

    expect(await edit(1, "70.000")).toEqual({ ok: false, message: m.stale });
    expect(await rowsOf(vehicleId)).toEqual([saved]);
  });

  it("deletes at the version loaded only", async () => {
    const { vehicleId, due } = await shopWithDue();
    expect(await actions.deleteServiceDueAction(due.id, "7")).toEqual({ ok: false, message: m.stale });
    expect(await rowsOf(vehicleId)).toHaveLength(1);
    expect(await actions.deleteServiceDueAction(due.id, "1")).toEqual({ ok: true, message: m.deleted });
    expect(await rowsOf(vehicleId)).toEqual([]);
    expect(await actions.deleteServiceDueAction(due.id, "1")).toEqual({ ok: false, message: m.deleteError + m.notFoundReason });
  });

  it("answers another shop's ids as not found, and changes nothing", async () => {
    const { vehicleId, due } = await shopWithDue();
    const before = await rowsOf(vehicleId);
    await shopWithCar(); // now signed in as another shop
    const entry = { serviceName: "Roubado", dueOn: "2027-01-01", dueKm: "", version: "1" };
    expect(await actions.addServiceDueAction(vehicleId, null, form(entry))).toEqual({
      ok: false,
      message: m.addError + m.vehicleNotFoundReason,
    });
    expect(await actions.updateServiceDueAction(due.id, null, form(entry))).toEqual({
      ok: false,
      message: m.updateError + m.notFoundReason,
    });
    expect(await actions.deleteServiceDueAction(due.id, "1")).toEqual({ ok: false, message: m.deleteError + m.notFoundReason });
    expect(await actions.deleteServiceDueAction("nao-e-um-id", "1")).toEqual({ ok: false, message: m.deleteError + m.notFoundReason });
    expect(await rowsOf(vehicleId)).toEqual(before);
  });

  it("lists a delivered job's due with the job it came from", async () => {
    const { shop, customerId, vehicleId } = await shopWithCar();
    const job = await createQuote(shop.id, customerId, {
      description: "Óleo",
      cost: null,
      vehicleId,
      items: [
        {
          kind: "service",
          description: OIL.name,
          catalogueServiceId: OIL.id,
          partCondition: null,
          labourPricing: null,
          quantity: "1",
          unitPrice: "180",
        },
      ],
    });
    await getDb().update(quotes).set({ status: "ready" }).where(eq(quotes.id, job!.id));
    await registerDelivery(shop.id, job!.id, {
      deliveredAt: new Date("2026-11-20T15:00:00Z"),
      km: 45_100,
      replacedParts: "none",
      notes: null,
    });
    const [listed] = await dues.listServiceDues(shop.id, vehicleId);
    expect(listed).toMatchObject({
      serviceName: OIL.name,
      dueOn: "2027-05-20",
      dueKm: 55_100,
      source: { id: job!.id, number: job!.number },
    });
  });
});

describe("the catalogue's interval through 'Salvar Alterações'", () => {
  const profileForm = async (shopId: string, services: unknown[]) =>
    form({
      shopName: "Oficina do Zé",
      ownerName: "",
      description: "",
      slug: "",
      whatsappIntegration: "",
      services: JSON.stringify(services),
      openingHours: JSON.stringify(defaultOpeningHours()),
      version: String((await getProfile(shopId)).version),
    });

  it("stores 6 meses / 10.000 km as typed, and keeps a saved row's interval", async () => {
    const { shop } = await shopWithCar();
    const typed = [
      { id: "svc-oleo", name: "Troca de óleo", price: "180,00", intervalMonths: 6, intervalKm: 10_000 },
      { id: "svc-correia", name: "Correia dentada", price: "420", intervalMonths: "60", intervalKm: "60.000" },
      { id: "svc-lavagem", name: "Lavagem", price: "50", intervalMonths: "", intervalKm: "" },
    ];
    expect(await saveProfileAction(null, await profileForm(shop.id, typed))).toEqual({ ok: true, message: messages.profile.saved });
    expect((await getProfile(shop.id)).services).toEqual([
      { id: "svc-oleo", name: "Troca de óleo", price: 180, intervalMonths: 6, intervalKm: 10_000 },
      { id: "svc-correia", name: "Correia dentada", price: 420, intervalMonths: 60, intervalKm: 60_000 },
      { id: "svc-lavagem", name: "Lavagem", price: 50 },
    ]);
  });

  it("refuses a km it cannot read with the service's name, and saves nothing", async () => {
    const { shop } = await shopWithCar();
    const before = (await getProfile(shop.id)).services;
    const result = await saveProfileAction(
      null,
      await profileForm(shop.id, [{ id: "svc-oleo", name: "Troca de óleo", price: "180", intervalMonths: "6", intervalKm: "10,5" }]),
    );
    expect(result).toMatchObject({ ok: false });
    expect(JSON.stringify(result)).toContain(m.intervalKmInvalid("Troca de óleo"));
    expect((await getProfile(shop.id)).services).toEqual(before);
  });
});

describe("two edits of the same due at once", () => {
  it("saves one and refuses the other as changed elsewhere", async () => {
    const { vehicleId } = await shopWithCar();
    await actions.addServiceDueAction(vehicleId, null, form({ serviceName: "Revisão", dueOn: "2027-05-20", dueKm: "" }));
    const [due] = await rowsOf(vehicleId);
    const edit = (dueOn: string) =>
      actions.updateServiceDueAction(due!.id, null, form({ serviceName: "Revisão", dueOn, dueKm: "", version: "1" }));
    const answers = await Promise.all([edit("2027-06-01"), edit("2027-07-01")]);
    expect(answers).toEqual(
      expect.arrayContaining([
        { ok: true, message: m.updated },
        { ok: false, message: m.stale },
      ]),
    );
    const [saved] = await rowsOf(vehicleId);
    expect(saved!.version).toBe(2);
  });
});
