/** A quote's items, sums, vehicle and km, on a real Postgres (lib/data/quotes.ts, quote-items.ts). */
import { randomInt, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { quoteItems, quotes } from "@/db/schema";
import { PART_CONDITIONS, QUOTE_ITEM_KINDS } from "@/lib/enums";
import { quoteTotals, type QuoteDiscount } from "@/lib/quotes/totals";
import type { QuoteItemInput } from "@/lib/validation/quote";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { createQuoteAction } = await import("@/lib/actions/quotes");
const { createCustomer, deleteCustomer } = await import("@/lib/data/customers");
const { getQuote } = await import("@/lib/data/quote-document");
const { createQuote, deleteQuote, updateQuote } = await import("@/lib/data/quotes");
const { createVehicle, deleteVehicle, getVehicle } = await import("@/lib/data/vehicles");
const { messages } = await import("@/lib/messages");
const { constraintOf } = await import("@/lib/data/postgres-errors");

/** The constraint that refused a write (drizzle wraps Postgres's error), or "accepted". */
async function refusedBy(write: Promise<unknown>) {
  try {
    await write;
    return "accepted";
  } catch (error) {
    return constraintOf(error) ?? String(error);
  }
}
const { createMechanic, profileInput, saveLoadedProfile } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

const line = (fields: Partial<QuoteItemInput> & Pick<QuoteItemInput, "kind" | "quantity" | "unitPrice">): QuoteItemInput => ({
  description: `Item ${fields.kind}`,
  catalogueServiceId: null,
  partCondition: fields.kind === "part" ? "original" : null,
  labourPricing: fields.kind === "labour" ? "hours" : null,
  ...fields,
});

async function shopWithCustomer() {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Maria da Conceição", phone: "", email: "", notes: "" });
  const vehicle = await createVehicle(shop.id, customer.id, {
    plate: "ABC1D23",
    make: "Fiat",
    model: "Uno",
    year: 2015,
    color: "",
    currentKm: 80000,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  return { shopId: shop.id, customerId: customer.id, vehicleId: vehicle.id };
}

const sumsOf = async (quoteId: string) => {
  const [row] = await getDb()
    .select({
      services: quotes.servicesTotal,
      parts: quotes.partsTotal,
      labour: quotes.labourTotal,
      discount: quotes.discountTotal,
      total: quotes.cost,
      lines: quotes.itemCount,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return row!;
};

/** A random decimal string with up to `decimals` places, between 0 (excluded when `positive`) and `max`. */
function randomDecimal(max: number, decimals: number, positive: boolean) {
  const scale = 10 ** decimals;
  const units = randomInt(positive ? 1 : 0, max * scale + 1);
  return (units / scale).toFixed(decimals);
}

describe("a quote's sums", () => {
  it("are what the editor shows: Postgres's numeric sums equal lib/quotes/totals.ts on random quotes", async () => {
    const { shopId, customerId } = await shopWithCustomer();
    for (let quote = 0; quote < 40; quote++) {
      const items = Array.from({ length: randomInt(1, 12) }, () => {
        const kind = QUOTE_ITEM_KINDS[randomInt(3)]!;
        return line({
          kind,
          quantity: randomDecimal(20, 3, true),
          unitPrice: randomDecimal(900, 2, false),
          partCondition: kind === "part" ? PART_CONDITIONS[randomInt(3)]! : null,
        });
      });
      const expectedWithout = quoteTotals(items, null);
      const discount: QuoteDiscount =
        quote % 3 === 0
          ? null
          : quote % 3 === 1
            ? { kind: "percent", value: randomDecimal(100, 2, true) }
            : { kind: "amount", value: randomDecimal(Math.floor(Number(expectedWithout.subtotal)), 2, false) };
      const expected = quoteTotals(items, discount);
      const created = await createQuote(shopId, customerId, {
        description: `Orçamento ${quote}`,
        cost: null,
        items,
        discount,
      });
      expect(await sumsOf(created!.id), JSON.stringify({ items, discount })).toEqual({
        services: expected.services,
        parts: expected.parts,
        labour: expected.labour,
        discount: expected.discount,
        total: expected.total,
        lines: items.length,
      });
    }
  });

  it("keep a plain record's typed value when it has no items", async () => {
    const { shopId, customerId } = await shopWithCustomer();
    const created = await createQuote(shopId, customerId, { description: "Só descrição e valor", cost: 350.5 });
    expect(await sumsOf(created!.id)).toEqual({
      services: "0.00",
      parts: "0.00",
      labour: "0.00",
      discount: "0.00",
      total: "350.50",
      lines: 0,
    });
  });
});

describe("saving a quote", () => {
  const items = [
    line({ kind: "service", description: "Revisão", quantity: "1", unitPrice: "120.00" }),
    line({ kind: "part", description: "Pastilha", quantity: "2", unitPrice: "89.90", partCondition: "paralela" }),
    line({ kind: "labour", description: "Troca", quantity: "1.5", unitPrice: "90.00" }),
  ];

  it("keeps the items in the mechanic's order and replaces them on save, sums included", async () => {
    const { shopId, customerId } = await shopWithCustomer();
    const created = await createQuote(shopId, customerId, { description: "Freios", cost: null, items });
    expect(
      (await getQuote(shopId, created!.id))?.items.map((item) => [item.description, item.quantity, item.total, item.partCondition]),
    ).toEqual([
      ["Revisão", "1", "120.00", null],
      ["Pastilha", "2", "179.80", "paralela"],
      ["Troca", "1.5", "135.00", null],
    ]);

    const reordered = [items[2]!, items[0]!];
    expect(await updateQuote(shopId, created!.id, { description: "Freios", cost: null, items: reordered }, 1)).toEqual({
      ok: true,
      version: 2,
    });
    const saved = await getQuote(shopId, created!.id);
    expect(saved?.items.map((item) => item.description)).toEqual(["Troca", "Revisão"]);
    expect(saved).toMatchObject({ cost: 255, status: "pending", totals: { services: "120.00", parts: "0.00", labour: "135.00" } });

    // A tab opened before that save: refused, and the items stay as saved.
    expect(await updateQuote(shopId, created!.id, { description: "Velho", cost: null, items }, 1)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect((await getQuote(shopId, created!.id))?.items).toHaveLength(2);
  });

  it("keeps each line's key across saves (what supplier answers point at); a line without one, or a repeated one, gets a new key", async () => {
    const { shopId, customerId } = await shopWithCustomer();
    const created = await createQuote(shopId, customerId, { description: "Freios", cost: null, items });
    const keys = (await getQuote(shopId, created!.id))!.items.map((item) => item.lineKey!);
    expect(new Set(keys).size).toBe(3);
    // Reordered and one line dropped: the kept lines keep their keys; a copy of a key keeps it on its first line only.
    const posted = [
      { ...items[2]!, lineKey: keys[2] },
      { ...items[0]!, lineKey: keys[0] },
      { ...items[1]!, lineKey: keys[0] },
    ];
    expect(await updateQuote(shopId, created!.id, { description: "Freios", cost: null, items: posted }, 1)).toMatchObject({ ok: true });
    const saved = (await getQuote(shopId, created!.id))!.items.map((item) => item.lineKey);
    expect(saved.slice(0, 2)).toEqual([keys[2], keys[0]]);
    expect(saved[2]).not.toBe(keys[0]);
    expect(saved[2]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is refused whole by the database when a number does not fit: no quote, no item, no number taken", async () => {
    const { shopId, customerId } = await shopWithCustomer();
    const tooBig = [
      line({ kind: "part", quantity: "1", unitPrice: "9999999999.99" }),
      line({ kind: "part", quantity: "1", unitPrice: "9999999999.99" }),
    ];
    await expect(createQuote(shopId, customerId, { description: "Grande demais", cost: null, items: tooBig })).rejects.toThrow();
    const [{ quotes, lines } = { quotes: -1, lines: -1 }] = await getDb().execute<{ quotes: number; lines: number }>(
      sql`SELECT (SELECT count(*)::int FROM quotes WHERE shop_id = ${shopId}) AS quotes, (SELECT count(*)::int FROM quote_items WHERE shop_id = ${shopId}) AS lines`,
    );
    expect({ quotes, lines }).toEqual({ quotes: 0, lines: 0 });
    expect((await createQuote(shopId, customerId, { description: "Depois", cost: null }))?.number).toBe(1);
  });

  it("goes with its quote, and the customer's deletion takes vehicles, quotes and items", async () => {
    const { shopId, customerId, vehicleId } = await shopWithCustomer();
    const first = await createQuote(shopId, customerId, { description: "Um", cost: null, items, vehicleId });
    const second = await createQuote(shopId, customerId, { description: "Dois", cost: null, items, vehicleId });
    await deleteQuote(shopId, first!.id);
    expect(await getDb().select().from(quoteItems).where(eq(quoteItems.quoteId, first!.id))).toEqual([]);
    expect(await getDb().select().from(quoteItems).where(eq(quoteItems.quoteId, second!.id))).toHaveLength(3);

    await deleteCustomer(shopId, customerId);
    const [left] = await getDb().execute<{ rows: number }>(
      sql`SELECT (SELECT count(*) FROM vehicles WHERE shop_id = ${shopId}) + (SELECT count(*) FROM quotes WHERE shop_id = ${shopId}) + (SELECT count(*) FROM quote_items WHERE shop_id = ${shopId}) AS rows`,
    );
    expect(Number(left?.rows)).toBe(0);
  });
});

describe("a quote's vehicle", () => {
  it("is one of the same customer's: another customer's car is refused", async () => {
    const { shopId, vehicleId } = await shopWithCustomer();
    const other = await createCustomer(shopId, { name: "Outro", phone: "", email: "", notes: "" });
    expect(await createQuote(shopId, other.id, { description: "Carro errado", cost: null, vehicleId })).toBeUndefined();
  });

  it("takes the km read at check-in as the vehicle's km, never winding it back", async () => {
    const { shopId, customerId, vehicleId } = await shopWithCustomer();
    await createQuote(shopId, customerId, { description: "Revisão", cost: null, vehicleId, checkInKm: 81500 });
    expect(await getVehicle(shopId, vehicleId)).toMatchObject({ currentKm: 81500, version: 2 });
    await createQuote(shopId, customerId, { description: "Visita antiga", cost: null, vehicleId, checkInKm: 79000 });
    expect(await getVehicle(shopId, vehicleId)).toMatchObject({ currentKm: 81500, version: 2 });
  });

  it("may be deleted: its quotes stay, without a vehicle", async () => {
    const { shopId, customerId, vehicleId } = await shopWithCustomer();
    const created = await createQuote(shopId, customerId, { description: "Revisão", cost: 100, vehicleId });
    expect((await getQuote(shopId, created!.id))?.vehicle).toMatchObject({ plate: "ABC1D23", make: "Fiat" });
    await deleteVehicle(shopId, vehicleId);
    expect(await getQuote(shopId, created!.id)).toMatchObject({ vehicleId: null, vehicle: null, customerId, cost: 100 });
  });
});

describe("the database itself", () => {
  it("refuses an item on another shop's quote, whatever the application does", async () => {
    const a = await shopWithCustomer();
    const b = await shopWithCustomer();
    const quote = await createQuote(a.shopId, a.customerId, { description: "De A", cost: null });
    const intruder = getDb()
      .execute(sql`INSERT INTO quote_items (quote_id, shop_id, position, kind, description, part_condition, quantity, unit_price)
      VALUES (${quote!.id}, ${b.shopId}, 0, 'part', 'Intrusa', 'original', 1, 1)`);
    expect(await refusedBy(intruder)).toBe("quote_items_quote_owner_fk");
    // Nor can a quote point at another shop's vehicle, even with raw SQL.
    const stolenCar = getDb().update(quotes).set({ vehicleId: b.vehicleId }).where(eq(quotes.id, quote!.id));
    expect(await refusedBy(stolenCar)).toBe("quotes_vehicle_owner_fk");
  });

  it("refuses a part without its condition and labour without its pricing", async () => {
    const { shopId, customerId } = await shopWithCustomer();
    const quote = await createQuote(shopId, customerId, { description: "X", cost: null });
    const insert = (kind: string, condition: string | null, pricing: string | null) =>
      getDb()
        .execute(sql`INSERT INTO quote_items (quote_id, shop_id, position, kind, description, part_condition, labour_pricing, quantity, unit_price)
        VALUES (${quote!.id}, ${shopId}, ${randomInt(1000)}, ${kind}, 'Linha', ${condition}, ${pricing}, 1, 1)`);
    expect(await refusedBy(insert("part", null, null))).toBe("quote_items_condition_check");
    expect(await refusedBy(insert("labour", null, null))).toBe("quote_items_pricing_check");
    expect(await refusedBy(insert("service", "usada", null))).toBe("quote_items_condition_check");
    expect(await refusedBy(insert("service", null, null))).toBe("accepted");
  });
});

describe("the catalogue", () => {
  it("must be the shop's own: a service id from another shop's catalogue is refused next to its line, nothing saved", async () => {
    const other = await createMechanic({ plan: "pro" });
    await saveLoadedProfile(other.id, profileInput({ services: [{ id: "svc-alheio", name: "Alinhamento", price: 80 }] }));
    const shop = await createMechanic({ plan: "pro" });
    await saveLoadedProfile(shop.id, profileInput({ services: [{ id: "svc-meu", name: "Revisão", price: 120 }] }));
    const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
    signInAs(shop.id);

    const service = (catalogueServiceId: string) => ({
      kind: "service",
      description: "Serviço",
      catalogueServiceId,
      quantity: "1",
      unitPrice: "80",
    });
    const post = (catalogueServiceId: string) =>
      createQuoteAction(
        customer.id,
        null,
        submittedForm({
          description: "Alinhar",
          status: "pending",
          items: JSON.stringify([service("svc-meu"), service(catalogueServiceId)]),
        }),
      );

    expect(await post("svc-alheio")).toEqual({
      ok: false,
      message: messages.quotes.createError + messages.quotes.catalogueServiceUnknown,
      fieldErrors: { "items.1.description": [messages.quotes.catalogueServiceUnknown] },
    });
    expect(await getDb().select().from(quotes).where(eq(quotes.shopId, shop.id))).toEqual([]);
    expect(await post("svc-meu")).toMatchObject({ ok: true, message: messages.quotes.created });
  });

  it("answers a refused item with the path of its field, and saves nothing", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
    signInAs(shop.id);
    const items = [
      { kind: "part", description: "Óleo", quantity: "4,5", unitPrice: "39,90" },
      { kind: "part", description: "Filtro", quantity: "0", unitPrice: "-1" },
    ];
    const result = await createQuoteAction(
      customer.id,
      null,
      submittedForm({ description: "Troca", items: JSON.stringify(items) }, randomUUID()),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { "items.1.quantity": [messages.quotes.quantityInvalid], "items.1.unitPrice": [messages.money.negative] },
    });
    expect(await getDb().select().from(quotes).where(eq(quotes.shopId, shop.id))).toEqual([]);
  });

  it("answers every mistake in one round: the items', the discount's and the dates' together, nothing saved", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
    signInAs(shop.id);
    const items = [
      { kind: "part", description: "Óleo", quantity: "1.500", unitPrice: "39,90" },
      { kind: "part", description: "Filtro", quantity: "1", unitPrice: "30" },
    ];
    const result = await createQuoteAction(
      customer.id,
      null,
      submittedForm(
        {
          description: "Troca",
          status: "pending",
          items: JSON.stringify(items),
          discountKind: "percent",
          discountValue: "150",
          validUntil: "2020-01-01",
          estimatedStart: "2030-01-10",
          estimatedCompletion: "2030-01-09",
        },
        randomUUID(),
      ),
    );
    expect(result).toEqual({
      ok: false,
      message: messages.quotes.createError + messages.quotes.quantityAmbiguous("1.500", "1,5", "1500"),
      fieldErrors: {
        "items.0.quantity": [messages.quotes.quantityAmbiguous("1.500", "1,5", "1500")],
        validUntil: [messages.quotes.validityPast],
        estimatedCompletion: [messages.quotes.completionBeforeStart],
        discountValue: [messages.quotes.percentTooLarge],
      },
    });
    expect(await getDb().select().from(quotes).where(eq(quotes.shopId, shop.id))).toEqual([]);
  });
});
