/** 'Próxima revisão' set by a delivery: the catalogue's interval, the car's pace, and what an undone delivery leaves. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const { getDb } = await import("@/db");
const { shops, quotes, serviceDues, vehicles } = await import("@/db/schema");
const { createCustomer } = await import("@/lib/data/customers");
const deliveries = await import("@/lib/data/deliveries");
const { moveJobStage } = await import("@/lib/data/job-stages");
const { saveCheckIn } = await import("@/lib/data/check-ins");
const { createQuote } = await import("@/lib/data/quotes");
const { createVehicle } = await import("@/lib/data/vehicles");
const { shopToday, addDaysToDay } = await import("@/lib/calendar");
const { createMechanic } = await import("../support/factories");

const OIL = { id: "svc-oleo", name: "Troca de óleo", price: 180, intervalMonths: 6, intervalKm: 10_000 };
const ALIGNMENT = { id: "svc-alinhamento", name: "Alinhamento", price: 120 };
const TODAY = shopToday();

const item = (catalogueServiceId: string | null, description: string) => ({
  kind: "service" as const,
  description,
  catalogueServiceId,
  partCondition: null,
  labourPricing: null,
  quantity: "1",
  unitPrice: "100.00",
});

/** A shop whose catalogue has an oil change every 6 months or 10.000 km, and a car at 45.000 km. */
async function shopWithCar() {
  const shop = await createMechanic({ plan: "pro" });
  await getDb()
    .update(shops)
    .set({ services: [OIL, ALIGNMENT] })
    .where(eq(shops.id, shop.id));
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
  const vehicle = await createVehicle(shop.id, customer.id, {
    plate: "ABC1D23",
    make: "Fiat",
    model: "Uno",
    year: 2015,
    color: "",
    currentKm: 45_000,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  return { shop, customerId: customer.id, vehicleId: vehicle.id };
}

/** A job 'Pronto para retirada' with `items`, for the car (or none). */
async function readyJob(
  shop: { id: string },
  customerId: string,
  vehicleId: string | null,
  items = [item(OIL.id, OIL.name)],
  quoteDate?: Date,
) {
  const job = await createQuote(shop.id, customerId, { description: "Revisão", cost: null, vehicleId, items });
  await getDb()
    .update(quotes)
    .set({ status: "ready", ...(quoteDate ? { quoteDate } : {}) })
    .where(eq(quotes.id, job!.id));
  return job!.id;
}

const deliver = (shopId: string, quoteId: string, km: number | null, deliveredAt = new Date()) =>
  deliveries.registerDelivery(shopId, quoteId, { deliveredAt, km, replacedParts: "none", notes: null });

const duesOf = (vehicleId: string) => getDb().select().from(serviceDues).where(eq(serviceDues.vehicleId, vehicleId));
async function paceOf(vehicleId: string) {
  const [row] = await getDb().select({ kmPerDay: vehicles.kmPerDay }).from(vehicles).where(eq(vehicles.id, vehicleId));
  return row?.kmPerDay ?? null;
}

describe("a delivered service with an interval", () => {
  it("sets the car's next due: the day in 6 months, the km + 10.000, reminded on the earlier of the two", async () => {
    const { shop, customerId, vehicleId } = await shopWithCar();
    const quoteId = await readyJob(shop, customerId, vehicleId, [item(OIL.id, OIL.name), item(ALIGNMENT.id, ALIGNMENT.name)]);
    expect(await deliver(shop.id, quoteId, 45_100, new Date("2026-11-20T15:00:00Z"))).toMatchObject({ ok: true });

    // The alignment has no interval: only the oil change is due again.
    const [due, ...others] = await duesOf(vehicleId);
    expect(others).toEqual([]);
    expect(due).toMatchObject({
      shopId: shop.id,
      serviceName: "Troca de óleo",
      catalogueServiceId: OIL.id,
      intervalMonths: 6,
      intervalKm: 10_000,
      dueOn: "2027-05-20",
      dueKm: 55_100,
      sourceQuoteId: quoteId,
    });
    // One reading of the car's own (the delivery): the default pace, 35 km a day, reaches 55.100 km
    // 289 days after the delivery (10.000 / 35, rounded up), after the 6 months: the date comes first.
    expect(due!.remindOn).toBe("2027-05-20");
    expect(await paceOf(vehicleId)).toBeNull();
  });

  it("reminds by the km first for a car that drives a lot (its pace from its own visits)", async () => {
    const { shop, customerId, vehicleId } = await shopWithCar();
    // An earlier visit 100 days before at 35.000 km: 10.000 km in 100 days, 100 km a day.
    const earlier = await readyJob(shop, customerId, vehicleId, [item(null, "Freios")], new Date(Date.now() - 100 * 86_400_000));
    await getDb().update(quotes).set({ checkInKm: 35_000 }).where(eq(quotes.id, earlier));
    const quoteId = await readyJob(shop, customerId, vehicleId);
    expect(await deliver(shop.id, quoteId, 45_000)).toMatchObject({ ok: true });

    expect(await paceOf(vehicleId)).toBe("100.00");
    const [due] = await duesOf(vehicleId);
    expect(due).toMatchObject({ dueKm: 55_000, remindOn: addDaysToDay(TODAY, 100) });
  });

  it("replaces the due when the same service is delivered again, and an undone delivery brings the earlier one back", async () => {
    const { shop, customerId, vehicleId } = await shopWithCar();
    const first = await readyJob(shop, customerId, vehicleId);
    await deliver(shop.id, first, 45_100, new Date("2026-05-20T15:00:00Z"));
    const second = await readyJob(shop, customerId, vehicleId);
    await deliver(shop.id, second, 50_000, new Date("2026-11-20T15:00:00Z"));

    const [due, ...others] = await duesOf(vehicleId);
    expect(others).toEqual([]);
    expect(due).toMatchObject({ dueOn: "2027-05-20", dueKm: 60_000, sourceQuoteId: second, version: 2 });

    // 'Entregue' was a mistake: the due it set goes, and the first delivery's comes back.
    expect(await moveJobStage(shop.id, second, { from: "delivered", to: "ready", reason: "Entrega registrada por engano" })).toEqual({
      ok: true,
    });
    const [restored, ...more] = await duesOf(vehicleId);
    expect(more).toEqual([]);
    expect(restored).toMatchObject({ dueOn: "2026-11-20", dueKm: 55_100, sourceQuoteId: first });

    // Undoing the first as well leaves the car with no due for the service.
    expect(await moveJobStage(shop.id, first, { from: "delivered", to: "ready", reason: "Engano" })).toEqual({ ok: true });
    expect(await duesOf(vehicleId)).toEqual([]);
  });

  it("sets nothing for a service without interval, an item typed by hand, or a job without a car", async () => {
    const { shop, customerId, vehicleId } = await shopWithCar();
    const plain = await readyJob(shop, customerId, vehicleId, [item(ALIGNMENT.id, ALIGNMENT.name), item(null, "Troca de óleo")]);
    expect(await deliver(shop.id, plain, 45_100)).toMatchObject({ ok: true });
    expect(await duesOf(vehicleId)).toEqual([]);

    const carless = await readyJob(shop, customerId, null);
    expect(await deliver(shop.id, carless, null)).toMatchObject({ ok: true });
    const all = await getDb().select().from(serviceDues).where(eq(serviceDues.shopId, shop.id));
    expect(all).toEqual([]);
  });

  it("counts the km from the car's last known km when the delivery has none", async () => {
    const { shop, customerId, vehicleId } = await shopWithCar();
    const quoteId = await readyJob(shop, customerId, vehicleId);
    await deliver(shop.id, quoteId, null, new Date("2026-11-20T15:00:00Z"));
    const [due] = await duesOf(vehicleId);
    expect(due).toMatchObject({ dueOn: "2027-05-20", dueKm: 55_000 });
  });

  it("moves a due's remind_on when a check-in's km changes the car's pace", async () => {
    const { shop, customerId, vehicleId } = await shopWithCar();
    const quoteId = await readyJob(shop, customerId, vehicleId);
    // Delivered 60 days ago at 45.000 km: the due is at 55.000 km, or 6 months after.
    await deliver(shop.id, quoteId, 45_000, new Date(Date.now() - 60 * 86_400_000));
    const [before] = await duesOf(vehicleId);

    // Back today at 54.000 km (150 km a day): 55.000 km is 7 days away, long before the date.
    const visit = await createQuote(shop.id, customerId, { description: "Barulho", cost: null, vehicleId });
    expect(
      await saveCheckIn(shop.id, visit!.id, { km: 54_000, fuelEighths: 4, complaint: "", notes: "", checklist: [] }, null),
    ).toMatchObject({ ok: true });
    expect(await paceOf(vehicleId)).toBe("150.00");
    const [after] = await duesOf(vehicleId);
    expect(after!.remindOn).toBe(addDaysToDay(TODAY, 7));
    expect(after!.remindOn < before!.remindOn).toBe(true);
  });

  it("writes nothing when the delivery is refused (km below the car's)", async () => {
    const { shop, customerId, vehicleId } = await shopWithCar();
    const quoteId = await readyJob(shop, customerId, vehicleId);
    expect(await deliver(shop.id, quoteId, 1_000)).toMatchObject({ ok: false, reason: "kmBelow" });
    expect(await duesOf(vehicleId)).toEqual([]);
  });
});
