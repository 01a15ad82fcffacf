import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { getDb } = await import("@/db");
const { shops, quoteDeliveries, quoteStageChanges, quotes, vehicles } = await import("@/db/schema");
const { registerDeliveryAction } = await import("@/lib/actions/deliveries");
const { createCustomer } = await import("@/lib/data/customers");
const deliveries = await import("@/lib/data/deliveries");
const { undoDeliveryIn } = await import("@/lib/data/delivery-dues");
const { moveJobStage } = await import("@/lib/data/job-stages");
const { listVehicleQuotes } = await import("@/lib/data/quote-lists");
const { createQuote } = await import("@/lib/data/quotes");
const { createVehicle } = await import("@/lib/data/vehicles");
const { messages } = await import("@/lib/messages");
const { shopMomentInput } = await import("@/lib/validation/delivery");
const { createMechanic } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

const m = messages.delivery;

/** A shop with a car at 45.000 km and a job for it at `status`. */
async function shopWithJob(status: "ready" | "in_progress" = "ready") {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
  const vehicle = await createVehicle(shop.id, customer.id, {
    plate: "ABC1D23",
    make: "Fiat",
    model: "Uno",
    year: 2015,
    color: "",
    currentKm: 45000,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  const job = await createQuote(shop.id, customer.id, { description: "Freios", cost: 300, vehicleId: vehicle.id });
  await getDb().update(quotes).set({ status }).where(eq(quotes.id, job!.id));
  return { shop, customerId: customer.id, vehicleId: vehicle.id, quoteId: job!.id };
}

const delivery = (overrides: Partial<Parameters<typeof deliveries.registerDelivery>[2]> = {}) => ({
  deliveredAt: new Date("2026-11-20T15:00:00Z"),
  km: 45100,
  replacedParts: "returned" as const,
  notes: null,
  ...overrides,
});

async function statusOf(quoteId: string) {
  const [row] = await getDb().select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quoteId));
  return row?.status;
}
const deliveryRows = (quoteId: string) => getDb().select().from(quoteDeliveries).where(eq(quoteDeliveries.quoteId, quoteId));
const stageChanges = (quoteId: string) => getDb().select().from(quoteStageChanges).where(eq(quoteStageChanges.quoteId, quoteId));
async function vehicleKm(vehicleId: string) {
  const [row] = await getDb().select({ km: vehicles.currentKm }).from(vehicles).where(eq(vehicles.id, vehicleId));
  return row?.km;
}

describe("'Registrar entrega'", () => {
  it("delivers the job, starts a 90-day warranty from São Paulo's day and moves the car's km forward", async () => {
    const { shop, quoteId, vehicleId } = await shopWithJob();
    // 01:30 UTC on the 26th is still the 25th, 22:30, in São Paulo: the warranty counts from the 25th.
    const outcome = await deliveries.registerDelivery(shop.id, quoteId, delivery({ deliveredAt: new Date("2026-11-26T01:30:00Z") }));
    expect(outcome).toEqual({ ok: true, warrantyUntil: "2027-02-23", warrantyDays: 90 });
    expect(await statusOf(quoteId)).toBe("delivered");
    expect(await deliveries.getDelivery(shop.id, quoteId)).toEqual({
      deliveredAt: new Date("2026-11-26T01:30:00Z"),
      km: 45100,
      replacedParts: "returned",
      notes: null,
      warrantyDays: 90,
      warrantyUntil: "2027-02-23",
      // Registered by the data layer itself, not a person signed in.
      deliveredBy: null,
    });
    expect(await vehicleKm(vehicleId)).toBe(45100);
    // The vehicle's history says when it was delivered and until when the warranty runs.
    expect(await listVehicleQuotes(shop.id, vehicleId)).toEqual([
      expect.objectContaining({ id: quoteId, deliveredAt: new Date("2026-11-26T01:30:00Z"), warrantyUntil: "2027-02-23" }),
    ]);
    expect((await stageChanges(quoteId)).map((change) => [change.fromStatus, change.toStatus])).toEqual([["ready", "delivered"]]);
  });

  it("uses the shop's own warranty term, kept on the delivery when the term changes later", async () => {
    const { shop, quoteId } = await shopWithJob();
    await getDb().update(shops).set({ warrantyDays: 180 }).where(eq(shops.id, shop.id));
    const outcome = await deliveries.registerDelivery(shop.id, quoteId, delivery({ deliveredAt: new Date("2026-11-20T15:00:00Z") }));
    expect(outcome).toEqual({ ok: true, warrantyUntil: "2027-05-19", warrantyDays: 180 });
    await getDb().update(shops).set({ warrantyDays: 30 }).where(eq(shops.id, shop.id));
    expect((await deliveries.getDelivery(shop.id, quoteId))?.warrantyUntil).toBe("2027-05-19");
  });

  it("refuses a km below the car's, and writes nothing", async () => {
    const { shop, quoteId, vehicleId } = await shopWithJob();
    signInAs(shop.id);
    const result = await registerDeliveryAction(
      quoteId,
      null,
      form({ deliveredAt: "2026-11-20T10:00", km: "44.000", replacedParts: "discarded", notes: "Cliente levou" }),
    );
    expect(result).toEqual({ ok: false, message: m.error + m.kmBelow("45.000 km"), fieldErrors: { km: [m.kmBelow("45.000 km")] } });
    expect(await statusOf(quoteId)).toBe("ready");
    expect(await deliveryRows(quoteId)).toEqual([]);
    expect(await stageChanges(quoteId)).toEqual([]);
    expect(await vehicleKm(vehicleId)).toBe(45000);
  });

  it("registers through the action, reading the time as São Paulo's clock", async () => {
    const { shop, quoteId } = await shopWithJob();
    signInAs(shop.id);
    const result = await registerDeliveryAction(
      quoteId,
      null,
      form({ deliveredAt: "2026-11-20T22:30", km: "", replacedParts: "none", notes: "  Lavado  " }),
    );
    expect(result).toEqual({ ok: true, message: m.registered("18/02/2027") });
    const stored = await deliveries.getDelivery(shop.id, quoteId);
    expect(stored).toMatchObject({ deliveredAt: new Date("2026-11-21T01:30:00Z"), km: null, replacedParts: "none", notes: "Lavado" });
  });

  it("refuses bad input in Portuguese: a time in the future, no parts outcome, an unknown one", async () => {
    const { shop, quoteId } = await shopWithJob();
    signInAs(shop.id);
    const tomorrow = shopMomentInput(new Date(Date.now() + 86_400_000));
    const future = await registerDeliveryAction(quoteId, null, form({ deliveredAt: tomorrow, km: "", replacedParts: "none", notes: "" }));
    expect(future).toMatchObject({ ok: false, fieldErrors: { deliveredAt: [m.deliveredAtFuture] } });
    const noParts = await registerDeliveryAction(quoteId, null, form({ deliveredAt: "2026-11-20T10:00", km: "", notes: "" }));
    expect(noParts).toMatchObject({ ok: false, fieldErrors: { replacedParts: [m.partsRequired] } });
    const bad = await registerDeliveryAction(quoteId, null, form({ deliveredAt: "2026-02-30T10:00", replacedParts: "sold" }));
    expect(bad).toMatchObject({ ok: false, fieldErrors: { deliveredAt: [m.deliveredAtInvalid], replacedParts: [m.partsRequired] } });
    expect(await statusOf(quoteId)).toBe("ready");
    expect(await deliveryRows(quoteId)).toEqual([]);
  });

  it("refuses a job that is not 'Pronto para retirada' (a forged request), writing nothing", async () => {
    const { shop, quoteId } = await shopWithJob("in_progress");
    signInAs(shop.id);
    const result = await registerDeliveryAction(quoteId, null, form({ deliveredAt: "2026-11-20T10:00", replacedParts: "none" }));
    expect(result).toEqual({ ok: false, message: m.error + m.notReady });
    expect(await statusOf(quoteId)).toBe("in_progress");
    expect(await deliveryRows(quoteId)).toEqual([]);
    expect(await stageChanges(quoteId)).toEqual([]);
  });

  it("two at once (two taps, two tabs): one delivery and one stage change", async () => {
    const { shop, quoteId } = await shopWithJob();
    const outcomes = await Promise.all([
      deliveries.registerDelivery(shop.id, quoteId, delivery({ km: 45200 })),
      deliveries.registerDelivery(shop.id, quoteId, delivery({ km: 45300 })),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: "notReady", status: "delivered" }]);
    expect(await deliveryRows(quoteId)).toHaveLength(1);
    expect(await stageChanges(quoteId)).toHaveLength(1);
  });

  it("is 'not found' for another shop, and writes nothing", async () => {
    const { shop, quoteId, vehicleId } = await shopWithJob();
    const other = await createMechanic({ plan: "pro" });
    expect(await deliveries.registerDelivery(other.id, quoteId, delivery())).toEqual({ ok: false, reason: "notFound" });
    signInAs(other.id);
    const result = await registerDeliveryAction(
      quoteId,
      null,
      form({ deliveredAt: "2026-11-20T10:00", km: "99999", replacedParts: "none" }),
    );
    expect(result).toEqual({ ok: false, message: m.error + m.notFoundReason });
    expect(await statusOf(quoteId)).toBe("ready");
    expect(await deliveryRows(quoteId)).toEqual([]);
    expect(await vehicleKm(vehicleId)).toBe(45000);
    expect(await deliveries.getDelivery(other.id, quoteId)).toBeUndefined();
    expect(await deliveries.minimumDeliveryKm(shop.id, quoteId)).toBe(45000);
    expect(await deliveries.minimumDeliveryKm(other.id, quoteId)).toBeNull();
  });

  it("a step back to 'Pronto para retirada' removes the delivery and its warranty with it", async () => {
    const { shop, quoteId } = await shopWithJob();
    await deliveries.registerDelivery(shop.id, quoteId, delivery());
    expect(await moveJobStage(shop.id, quoteId, { from: "delivered", to: "ready", reason: "Registrada por engano" })).toEqual({
      ok: true,
    });
    expect(await statusOf(quoteId)).toBe("ready");
    expect(await deliveryRows(quoteId)).toEqual([]);
    // Delivered again, for real this time: a new record.
    expect(await deliveries.registerDelivery(shop.id, quoteId, delivery({ replacedParts: "discarded" }))).toMatchObject({ ok: true });
    expect((await deliveries.getDelivery(shop.id, quoteId))?.replacedParts).toBe("discarded");
  });

  it("another shop's step back removes nothing", async () => {
    const { shop, quoteId } = await shopWithJob();
    await deliveries.registerDelivery(shop.id, quoteId, delivery());
    const other = await createMechanic({ plan: "pro" });
    expect(await moveJobStage(other.id, quoteId, { from: "delivered", to: "ready", reason: "x" })).toEqual({
      ok: false,
      reason: "notFound",
    });
    await getDb().transaction((tx) => undoDeliveryIn(tx, other.id, quoteId));
    expect(await deliveryRows(quoteId)).toHaveLength(1);
    expect(
      await getDb()
        .select()
        .from(quoteDeliveries)
        .where(and(eq(quoteDeliveries.shopId, shop.id))),
    ).toHaveLength(1);
  });
});
