/**
 * The seeds write a quote's sums as a save does: the e2e seed (e2e/support/quote-seed.ts), the
 * link's measuring seed (scripts/support/quote-link-seed.ts) and the large shop's
 * (scripts/support/seed-large.ts, every quote at once) against lib/data/quote-items.ts
 * writeQuoteTotals, on the same lines, with part costs and both kinds of discount.
 */
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import type { QuoteItemInput as ItemInput } from "@/lib/validation/quote";

const { getDb } = await import("@/db");
const { quoteItems, quotes } = await import("@/db/schema");
const { writeQuoteTotalsWith } = await import("@/db/quote-totals");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { writeQuoteTotals } = await import("@/lib/data/quote-items");
const { createVehicle } = await import("@/lib/data/vehicles");
const { itemiseQuote, writeSeededTotals } = await import("../../e2e/support/quote-seed");
const { seedQuoteLink } = await import("../../scripts/support/quote-link-seed");
const { createMechanic } = await import("../support/factories");

const sums = {
  servicesTotal: quotes.servicesTotal,
  partsTotal: quotes.partsTotal,
  labourTotal: quotes.labourTotal,
  itemCount: quotes.itemCount,
  discountTotal: quotes.discountTotal,
  partsCost: quotes.partsCost,
  costedPartsTotal: quotes.costedPartsTotal,
  partLines: quotes.partLines,
  uncostedPartLines: quotes.uncostedPartLines,
  cost: quotes.cost,
};

async function sumsOf(shopId: string, quoteId: string) {
  const [row] = await getDb()
    .select(sums)
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  return row!;
}

/** Wipes the sums, so a writer that leaves a column out shows it. */
async function clearSums(shopId: string, quoteId: string) {
  await getDb().execute(sql`
    UPDATE ${quotes} SET services_total = 0, parts_total = 0, labour_total = 0, item_count = 0, discount_total = 0,
      parts_cost = 0, costed_parts_total = 0, part_lines = 0, uncosted_part_lines = 0, cost = NULL
    WHERE id = ${quoteId} AND shop_id = ${shopId}`);
}

const line = (kind: ItemInput["kind"], quantity: string, unitPrice: string): ItemInput => ({
  kind,
  description: `Linha ${kind}`,
  catalogueServiceId: null,
  partCondition: kind === "part" ? "original" : null,
  labourPricing: kind === "labour" ? "hours" : null,
  quantity,
  unitPrice,
});

/** A shop's quote with every kind of line, two of its three parts costed (one at a cost with a fraction of a cent per line). */
async function costedQuote(discount: { kind: "amount" | "percent"; value: string }) {
  const account = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(account.id, { name: "Maria Souza", phone: "", email: "", notes: "" });
  const items = [
    line("service", "1", "149.90"),
    line("part", "3", "33.33"),
    line("part", "2.5", "52.90"),
    line("part", "1", "275.69"),
    line("labour", "1.5", "90.00"),
  ];
  const quote = await createQuote(account.id, customer.id, { description: "Revisão", cost: null, items, discount });
  for (const [position, unitCost] of [
    [1, "21.115"],
    [2, "38.40"],
  ] as const) {
    await getDb()
      .update(quoteItems)
      .set({ unitCost })
      .where(and(eq(quoteItems.quoteId, quote!.id), eq(quoteItems.shopId, account.id), eq(quoteItems.position, position)));
  }
  return { shopId: account.id, quoteId: quote!.id, customerId: customer.id };
}

/** The seeds' own connection: postgres.js for the scripts, Drizzle without the schema for e2e (e2e/support/accounts.ts). */
const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
const e2eDb = () => drizzle(client);
afterAll(() => client.end({ timeout: 5 }));

const seedPaths = {
  "the e2e seed": (shopId: string, quoteId: string) => e2eDb().transaction((tx) => writeSeededTotals(tx, shopId, quoteId)),
  "the scripts' seeds, for one quote": (shopId: string, quoteId: string) => writeQuoteTotalsWith(client, shopId, quoteId),
  "the large shop's seed, for every quote": (shopId: string) => writeQuoteTotalsWith(client, shopId),
};

describe("the sums the seeds write", () => {
  for (const discount of [
    { kind: "percent", value: "7.5" },
    { kind: "amount", value: "41.37" },
  ] as const) {
    for (const [path, write] of Object.entries(seedPaths)) {
      it(`${path} writes what a save writes, with part costs and a discount by ${discount.kind}`, async () => {
        const { shopId, quoteId } = await costedQuote(discount);
        await writeQuoteTotals(getDb(), shopId, quoteId);
        const saved = await sumsOf(shopId, quoteId);
        expect(saved.partsCost).not.toBe("0.00");
        expect(saved.discountTotal).not.toBe("0.00");
        await clearSums(shopId, quoteId);
        await write(shopId, quoteId);
        expect(await sumsOf(shopId, quoteId)).toEqual(saved);
      });
    }
  }

  it("the e2e seed's whole quote sums as a save sums it", async () => {
    const { shopId, quoteId, customerId } = await costedQuote({ kind: "percent", value: "5" });
    await getDb()
      .delete(quoteItems)
      .where(and(eq(quoteItems.quoteId, quoteId), eq(quoteItems.shopId, shopId)));
    const vehicle = await createVehicle(shopId, customerId, {
      plate: "ABC1D23",
      make: "Fiat",
      model: "Palio",
      year: 2012,
      color: "",
      currentKm: null,
      notes: "",
    });
    if (!vehicle.ok) throw new Error(vehicle.reason);
    const vehicleId = vehicle.id;
    await e2eDb().transaction((tx) => itemiseQuote(tx, shopId, quoteId, vehicleId));
    const seeded = await sumsOf(shopId, quoteId);
    await writeQuoteTotals(getDb(), shopId, quoteId);
    expect(seeded).toEqual(await sumsOf(shopId, quoteId));
    expect(seeded.cost).toBe("1234.56");
  });

  it("the link's measuring seed sums its quote as a save sums it", async () => {
    await seedQuoteLink(process.env.DATABASE_URL!);
    const [quote] = await getDb().execute<{ id: string; shop_id: string }>(
      sql`SELECT q.id, q.shop_id FROM ${quotes} q JOIN users u ON u.id = q.shop_id WHERE u.email = 'link@oficinadigital.com.br'`,
    );
    const seeded = await sumsOf(quote!.shop_id, quote!.id);
    await writeQuoteTotals(getDb(), quote!.shop_id, quote!.id);
    expect(seeded).toEqual(await sumsOf(quote!.shop_id, quote!.id));
  });
});
