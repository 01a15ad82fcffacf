import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { getDb } = await import("@/db");
const { quotes } = await import("@/db/schema");
const { createQuoteAction } = await import("@/lib/actions/quotes");
const { shopToday, addDaysToDay } = await import("@/lib/calendar");
const { createCustomer } = await import("@/lib/data/customers");
const deliveries = await import("@/lib/data/deliveries");
const { createQuote } = await import("@/lib/data/quotes");
const { createVehicle } = await import("@/lib/data/vehicles");
const { messages } = await import("@/lib/messages");
const { WarrantyReturnRefused } = await import("@/lib/quotes/warranty-return");
const { createMechanic } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

const w = messages.warrantyReturn;

async function car(shopId: string, customerId: string, plate: string) {
  const vehicle = await createVehicle(shopId, customerId, {
    plate,
    make: "",
    model: "",
    year: null,
    color: "",
    currentKm: null,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  return vehicle.id;
}

/** A shop whose customer has two cars; the first had a job delivered `daysAgo` days ago (90-day warranty). */
async function shopWithDeliveredJob(daysAgo = 10) {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
  const vehicleId = await car(shop.id, customer.id, "ABC1D23");
  const otherVehicleId = await car(shop.id, customer.id, "XYZ9Z87");
  const job = await createQuote(shop.id, customer.id, { description: "Embreagem", cost: 900, vehicleId });
  await getDb().update(quotes).set({ status: "ready" }).where(eq(quotes.id, job!.id));
  const deliveredAt = new Date(Date.now() - daysAgo * 86_400_000);
  const outcome = await deliveries.registerDelivery(shop.id, job!.id, { deliveredAt, km: null, replacedParts: "none", notes: null });
  if (!outcome.ok) throw new Error("not delivered");
  return { shop, customerId: customer.id, vehicleId, otherVehicleId, job: job!, warrantyUntil: outcome.warrantyUntil };
}

const newQuote = (vehicleId: string, warrantyOfQuoteId: string) => ({
  description: "Barulho na embreagem",
  cost: null,
  status: "pending" as const,
  vehicleId,
  warrantyOfQuoteId,
});

async function quoteCount(shopId: string) {
  return (await getDb().select({ id: quotes.id }).from(quotes).where(eq(quotes.shopId, shopId))).length;
}

describe("'Retorno em garantia'", () => {
  it("finds the car's job whose warranty runs today, up to its last day and not after", async () => {
    const { shop, vehicleId, otherVehicleId, job, warrantyUntil } = await shopWithDeliveredJob();
    expect(await deliveries.runningWarrantyOf(shop.id, vehicleId)).toMatchObject({
      quoteId: job.id,
      number: job.number,
      vehicleId,
      warrantyUntil,
    });
    expect(await deliveries.runningWarrantyOf(shop.id, vehicleId, warrantyUntil)).toMatchObject({ quoteId: job.id });
    expect(await deliveries.runningWarrantyOf(shop.id, vehicleId, addDaysToDay(warrantyUntil, 1))).toBeUndefined();
    expect(await deliveries.runningWarrantyOf(shop.id, otherVehicleId)).toBeUndefined();
    expect(await deliveries.runningWarrantiesOf(shop.id, [vehicleId, otherVehicleId])).toEqual([
      expect.objectContaining({ quoteId: job.id, vehicleId }),
    ]);
  });

  it("links a new quote for the same car to the job, shown on both sides", async () => {
    const { shop, customerId, vehicleId, job } = await shopWithDeliveredJob();
    const created = await createQuote(shop.id, customerId, newQuote(vehicleId, job.id));
    const [row] = await getDb().select({ of: quotes.warrantyOfQuoteId }).from(quotes).where(eq(quotes.id, created!.id));
    expect(row?.of).toBe(job.id);
    expect(await deliveries.getWarrantyLinks(shop.id, created!.id)).toEqual({ returnOf: { id: job.id, number: job.number }, returns: [] });
    expect(await deliveries.getWarrantyLinks(shop.id, job.id)).toEqual({
      returnOf: null,
      returns: [{ id: created!.id, number: created!.number }],
    });
  });

  it("refuses another car's job, and creates nothing", async () => {
    const { shop, customerId, otherVehicleId, job } = await shopWithDeliveredJob();
    const before = await quoteCount(shop.id);
    await expect(createQuote(shop.id, customerId, newQuote(otherVehicleId, job.id))).rejects.toBeInstanceOf(WarrantyReturnRefused);
    expect(await quoteCount(shop.id)).toBe(before);
  });

  it("refuses a job whose warranty ended", async () => {
    const { shop, customerId, vehicleId, job, warrantyUntil } = await shopWithDeliveredJob(120);
    expect(warrantyUntil < shopToday()).toBe(true);
    expect(await deliveries.runningWarrantyOf(shop.id, vehicleId)).toBeUndefined();
    const before = await quoteCount(shop.id);
    await expect(createQuote(shop.id, customerId, newQuote(vehicleId, job.id))).rejects.toBeInstanceOf(WarrantyReturnRefused);
    expect(await quoteCount(shop.id)).toBe(before);
  });

  it("refuses another shop's job through the action, under the question, and writes nothing", async () => {
    const a = await shopWithDeliveredJob();
    const b = await shopWithDeliveredJob();
    signInAs(b.shop.id);
    const before = await quoteCount(b.shop.id);
    const result = await createQuoteAction(
      b.customerId,
      null,
      form({ description: "Retorno", status: "pending", vehicleId: b.vehicleId, warrantyOfQuoteId: a.job.id, items: "[]" }),
    );
    expect(result).toEqual({
      ok: false,
      message: messages.quotes.createError + w.invalid,
      fieldErrors: { warrantyOfQuoteId: [w.invalid] },
    });
    expect(await quoteCount(b.shop.id)).toBe(before);
    expect(await deliveries.getWarrantyLinks(a.shop.id, a.job.id)).toEqual({ returnOf: null, returns: [] });
    expect(await deliveries.runningWarrantyOf(b.shop.id, a.vehicleId)).toBeUndefined();
    expect(await deliveries.getWarrantyLinks(b.shop.id, a.job.id)).toEqual({ returnOf: null, returns: [] });
  });

  it("links through the action when the box is ticked, and not when it is not", async () => {
    const { shop, customerId, vehicleId, job } = await shopWithDeliveredJob();
    signInAs(shop.id);
    const fields = { description: "Retorno", status: "pending", vehicleId, items: "[]" };
    expect(await createQuoteAction(customerId, null, form({ ...fields, warrantyOfQuoteId: job.id }))).toMatchObject({ ok: true });
    expect(await createQuoteAction(customerId, null, form(fields))).toMatchObject({ ok: true });
    expect((await deliveries.getWarrantyLinks(shop.id, job.id)).returns).toHaveLength(1);
  });
});
