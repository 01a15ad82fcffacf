/**
 * What the quote's page, the histories and the Orçamentos list read: quotes found by plate in
 * either format, a vehicle's own history (order, limit), the plates in a customer's history, the
 * visits on each vehicle card, and what 'Duplicar' reads.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { quotes } from "@/db/schema";
import { createCustomer, listCustomerHistory } from "@/lib/data/customers";
import {
  getQuoteToDuplicate,
  listCustomerVehicleVisits,
  listQuotes,
  listVehicleQuotes,
  VEHICLE_HISTORY_LIMIT,
} from "@/lib/data/quote-lists";
import { getQuote } from "@/lib/data/quote-document";
import { createQuote } from "@/lib/data/quotes";
import { createVehicle, deleteVehicle } from "@/lib/data/vehicles";
import type { QuoteItemInput } from "@/lib/validation/quote";
import { createMechanic } from "../support/factories";

const noVehicleFields = { model: "", year: null, color: "", currentKm: null, notes: "" };

async function vehicleOf(shopId: string, customerId: string, plate: string, make = "Fiat") {
  const created = await createVehicle(shopId, customerId, { plate, make, ...noVehicleFields });
  if (!created.ok) throw new Error(`vehicle not created: ${created.reason}`);
  return created.id;
}

async function quoteFor(
  shopId: string,
  customerId: string,
  description: string,
  extra: { vehicleId?: string; checkInKm?: number; items?: QuoteItemInput[] } = {},
) {
  const created = await createQuote(shopId, customerId, { description, cost: 100, ...extra });
  if (!created) throw new Error("quote not created");
  return created;
}

/** Puts the quote on a day of its own, so the order is the test's and not the clock's. */
async function dated(shopId: string, quoteId: string, day: string) {
  await getDb()
    .update(quotes)
    .set({ quoteDate: new Date(`${day}T12:00:00Z`) })
    .where(eq(quotes.id, quoteId));
  return quoteId;
}

/** Maria has an old plate and a Mercosul one; Abílio (a name that also starts like a plate) has none. */
async function shopWithPlates() {
  const shop = await createMechanic({ plan: "pro" });
  const maria = await createCustomer(shop.id, { name: "Maria Souza", phone: "", email: "", notes: "" });
  const abilio = await createCustomer(shop.id, { name: "Abílio Costa", phone: "", email: "", notes: "" });
  const gol = await vehicleOf(shop.id, maria.id, "ABC1234", "Volkswagen");
  const onix = await vehicleOf(shop.id, maria.id, "RST2E45", "Chevrolet");
  const first = await quoteFor(shop.id, maria.id, "Troca de óleo", { vehicleId: gol, checkInKm: 45000 }); // Nº 1
  const second = await quoteFor(shop.id, maria.id, "Freios", { vehicleId: onix, checkInKm: 12000 }); // Nº 2
  const third = await quoteFor(shop.id, abilio.id, "Alinhamento"); // Nº 3, no vehicle
  const fourth = await quoteFor(shop.id, maria.id, "Revisão", { vehicleId: gol, checkInKm: 52000 }); // Nº 4
  return { shopId: shop.id, maria, abilio, gol, onix, first, second, third, fourth };
}

describe("the Orçamentos list searched by plate", () => {
  it("finds a car's quotes by its old plate or its Mercosul form, typed any usual way, with the plate on each row", async () => {
    const { shopId } = await shopWithPlates();
    for (const search of ["ABC-1234", "abc1234", "abc 1234", "ABC1C34", "abc1c34", "abc-12", "ABC1C"]) {
      const { items, total } = await listQuotes(shopId, { search });
      expect({ numbers: items.map((item) => item.number), total }, search).toEqual({ numbers: [4, 1], total: 2 });
      expect(new Set(items.map((item) => item.plate)), search).toEqual(new Set(["ABC1234"]));
    }
    expect((await listQuotes(shopId, { search: "RST2E45" })).items.map((item) => item.number)).toEqual([2]);
    // And the other way round: RST-2445 converts to RST2E45, so by the rule it is the same car.
    expect((await listQuotes(shopId, { search: "rst-2445" })).items.map((item) => item.number)).toEqual([2]);
    expect((await listQuotes(shopId, { search: "RST2F45" })).total).toBe(0);
  });

  it("ORs the plate with the customer's name, keeps the status filter, and shows no plate for a quote without a vehicle", async () => {
    const { shopId } = await shopWithPlates();
    // 'abi' is a name's start and could be a plate's: Abílio by name; no plate starts with ABI.
    expect((await listQuotes(shopId, { search: "abi" })).items.map((item) => item.number)).toEqual([3]);
    // 'abc' finds Maria's Gol by plate.
    expect((await listQuotes(shopId, { search: "abc" })).items.map((item) => item.number)).toEqual([4, 1]);
    expect((await listQuotes(shopId, { search: "abc", status: "delivered" })).total).toBe(0);
    const all = await listQuotes(shopId);
    expect(all.items.map((item) => [item.number, item.plate])).toEqual([
      [4, "ABC1234"],
      [3, null],
      [2, "RST2E45"],
      [1, "ABC1234"],
    ]);
  });

  it("still finds by number and by name when the term is no plate", async () => {
    const { shopId } = await shopWithPlates();
    expect((await listQuotes(shopId, { search: "Nº 2" })).items.map((item) => item.number)).toEqual([2]);
    expect((await listQuotes(shopId, { search: "souza" })).items.map((item) => item.number)).toEqual([4, 2, 1]);
  });
});

describe("a vehicle's own history", () => {
  it("lists that vehicle's quotes only, newest first, with the km each came in with", async () => {
    const { shopId, gol, first, fourth } = await shopWithPlates();
    await dated(shopId, first.id, "2026-03-01");
    await dated(shopId, fourth.id, "2026-09-15");
    const quotes = await listVehicleQuotes(shopId, gol);
    expect(quotes.map((quote) => [quote.number, quote.checkInKm, quote.description])).toEqual([
      [4, 52000, "Revisão"],
      [1, 45000, "Troca de óleo"],
    ]);
    expect(quotes[0]).toMatchObject({ cost: 100, status: "pending" });
    // Dated the other way round, the order follows the date, not the number.
    await dated(shopId, first.id, "2026-10-01");
    expect((await listVehicleQuotes(shopId, gol)).map((quote) => quote.number)).toEqual([1, 4]);
  });

  it(`shows at most the newest ${VEHICLE_HISTORY_LIMIT}`, async () => {
    const shop = await createMechanic({ plan: "pro" });
    const customer = await createCustomer(shop.id, { name: "Frota Ltda.", phone: "", email: "", notes: "" });
    const truck = await vehicleOf(shop.id, customer.id, "FRT1A00");
    // One statement, one day apart each: the oldest is 2020-01-01 + 0 days.
    await getDb().execute(sql`
      INSERT INTO quotes (shop_id, customer_id, vehicle_id, description, status, quote_date)
      SELECT ${shop.id}, ${customer.id}, ${truck}, 'Visita ' || n, 'delivered', timestamptz '2020-01-01 12:00Z' + n * interval '1 day'
      FROM generate_series(0, ${VEHICLE_HISTORY_LIMIT}) AS n`);
    const quotes = await listVehicleQuotes(shop.id, truck);
    expect(quotes).toHaveLength(VEHICLE_HISTORY_LIMIT);
    expect(quotes[0]?.description).toBe(`Visita ${VEHICLE_HISTORY_LIMIT}`);
    expect(quotes.at(-1)?.description).toBe("Visita 1");
  });

  it("answers nothing for a malformed id or a vehicle with no quote", async () => {
    const { shopId, maria } = await shopWithPlates();
    expect(await listVehicleQuotes(shopId, "nao-e-um-id")).toEqual([]);
    expect(await listVehicleQuotes(shopId, await vehicleOf(shopId, maria.id, "NEW1A11"))).toEqual([]);
  });
});

describe("the customer's history and vehicle cards", () => {
  it("give each quote its vehicle's plate, and each vehicle its count and last visit", async () => {
    const { shopId, maria, gol, onix, first, second, fourth } = await shopWithPlates();
    await dated(shopId, first.id, "2026-03-01");
    await dated(shopId, second.id, "2026-05-10");
    await dated(shopId, fourth.id, "2026-09-15");
    const history = await listCustomerHistory(shopId, maria.id);
    expect(history.map((record) => [record.number, record.plate, record.cost])).toEqual([
      [4, "ABC1234", 100],
      [2, "RST2E45", 100],
      [1, "ABC1234", 100],
    ]);
    const visits = await listCustomerVehicleVisits(shopId, maria.id);
    expect(visits).toEqual({
      [gol]: { quotes: 2, lastVisit: new Date("2026-09-15T12:00:00Z") },
      [onix]: { quotes: 1, lastVisit: new Date("2026-05-10T12:00:00Z") },
    });
    expect(await listCustomerVehicleVisits(shopId, "nao-e-um-id")).toEqual({});
  });

  it("keep a quote whose vehicle was deleted, without a plate", async () => {
    const { shopId, maria, onix } = await shopWithPlates();
    await deleteVehicle(shopId, onix);
    const history = await listCustomerHistory(shopId, maria.id);
    expect(history.map((record) => [record.number, record.plate])).toEqual([
      [4, "ABC1234"],
      [2, null],
      [1, "ABC1234"],
    ]);
    expect(Object.keys(await listCustomerVehicleVisits(shopId, maria.id))).toHaveLength(1);
  });
});

describe("the quote's page and 'Duplicar'", () => {
  it("read the quote's lines, sums and customer", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const customer = await createCustomer(shop.id, { name: "Maria Souza", phone: "(11) 91234-5678", email: "", notes: "" });
    const items: QuoteItemInput[] = [
      {
        kind: "service",
        description: "Troca de óleo",
        catalogueServiceId: null,
        partCondition: null,
        labourPricing: null,
        quantity: "1",
        unitPrice: "149.90",
      },
      {
        kind: "part",
        description: "Filtro de ar",
        catalogueServiceId: null,
        partCondition: "paralela",
        labourPricing: null,
        quantity: "2",
        unitPrice: "45.50",
      },
      {
        kind: "labour",
        description: "Mão de obra",
        catalogueServiceId: null,
        partCondition: null,
        labourPricing: "hours",
        quantity: "1.5",
        unitPrice: "90.00",
      },
    ];
    const created = await createQuote(shop.id, customer.id, {
      description: "Revisão",
      cost: null,
      items,
      discount: { kind: "percent", value: "5" },
    });
    const quote = await getQuote(shop.id, created!.id);
    expect(quote?.items.map((item) => [item.kind, item.partCondition, item.quantity, item.unitPrice, item.total])).toEqual([
      ["service", null, "1", "149.90", "149.90"],
      ["part", "paralela", "2", "45.50", "91.00"],
      ["labour", null, "1.5", "90.00", "135.00"],
    ]);
    // 375.90 less 5% (18.795 → 18.80) = 357.10.
    expect(quote).toMatchObject({ totals: { services: "149.90", parts: "91.00", labour: "135.00", discount: "18.80" }, cost: 357.1 });

    expect(await getQuoteToDuplicate(shop.id, created!.id)).toEqual({
      id: created!.id,
      number: created!.number,
      description: "Revisão",
      itemCount: 3,
      customerId: customer.id,
      customerName: "Maria Souza",
      customerPhone: "(11) 91234-5678",
      customerEmail: null,
    });
    expect(await getQuoteToDuplicate(shop.id, "nao-e-um-id")).toBeUndefined();
  });
});
