/**
 * The margin the shop keeps: the job page's parts cost, price and margin and the job's margin
 * (lib/data/margins.ts), and 'Financeiro''s margin on parts by month (lib/data/finance.ts), against
 * the rule computed here in cents: a line's cost is round(quantity × unit cost, 2); only part lines
 * with a cost enter cost, price and margin; the job's margin is its total after the discount less
 * the parts' cost. Costs and suppliers are written straight to the rows (the editor is helper D's),
 * then the quote's sums as a save writes them (writeQuoteTotals).
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { QuoteItemInput as ItemInput } from "@/lib/validation/quote";

const { getDb } = await import("@/db");
const { quoteItems, quotes } = await import("@/db/schema");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { createSupplier } = await import("@/lib/data/suppliers");
const { getJobMargin } = await import("@/lib/data/margins");
const { writeQuoteTotals } = await import("@/lib/data/quote-items");
const { listMonthlyPartsMargin } = await import("@/lib/data/finance");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");

async function shop() {
  const account = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(account.id, { name: "Maria Souza", phone: "", email: "", notes: "" });
  const supplier = await createSupplier(account.id, { name: "Auto Peças Central", phone: "", email: "", tags: [], notes: "" });
  return { shopId: account.id, customerId: customer.id, supplierId: supplier.id };
}

type Shop = Awaited<ReturnType<typeof shop>>;

const part = (description: string, quantity: string, unitPrice: string): ItemInput => ({
  kind: "part",
  description,
  catalogueServiceId: null,
  partCondition: "original",
  labourPricing: null,
  quantity,
  unitPrice,
});
const labour = (unitPrice: string): ItemInput => ({
  kind: "labour",
  description: "Mão de obra",
  catalogueServiceId: null,
  partCondition: null,
  labourPricing: "fixed",
  quantity: "1",
  unitPrice,
});

/** A quote of `items`; then each part line's cost (by position; null = none) and supplier written to its row. */
async function quoteWith(
  owner: Shop,
  items: ItemInput[],
  costs: Record<number, string>,
  extra: { discount?: { kind: "amount" | "percent"; value: string } } = {},
) {
  const quote = await createQuote(owner.shopId, owner.customerId, { description: "Freios", cost: null, items, ...extra });
  for (const [position, unitCost] of Object.entries(costs)) {
    await getDb()
      .update(quoteItems)
      .set({ unitCost, supplierId: Number(position) === 0 ? owner.supplierId : null })
      .where(and(eq(quoteItems.quoteId, quote!.id), eq(quoteItems.shopId, owner.shopId), eq(quoteItems.position, Number(position))));
  }
  // As a save does it: the quote's part sums (quotes.parts_cost…) are written with its lines.
  await writeQuoteTotals(getDb(), owner.shopId, quote!.id);
  return quote!.id;
}

describe("the job's margin", () => {
  it("sums the parts with a cost, names those without, and takes the job's total after the discount", async () => {
    const owner = await shop();
    // Pastilha: 3 × 33.335 would be 100.005: each line's cost is rounded to the cent first.
    const id = await quoteWith(
      owner,
      [
        part("Pastilha", "3", "50.00"),
        labour("200.00"),
        part("Disco", "2", "120.00"),
        part("Fluido", "1", "40.00"),
        part("Sensor", "1", "10.00"),
      ],
      { 0: "33.34", 2: "80.00" },
      { discount: { kind: "amount", value: "30.00" } },
    );
    const margin = await getJobMargin(owner.shopId, id);
    // Costs: 100.02 + 160.00; prices 150.00 + 240.00; total 150 + 200 + 240 + 40 + 10 − 30 = 610.00.
    expect(margin).toEqual({
      partLines: 4,
      lines: [
        { description: "Pastilha", supplierName: "Auto Peças Central", cost: "100.02", price: "150.00", margin: "49.98" },
        { description: "Disco", supplierName: null, cost: "160.00", price: "240.00", margin: "80.00" },
      ],
      uncosted: ["Fluido", "Sensor"],
      partsCost: "260.02",
      partsPrice: "390.00",
      partsMargin: "129.98",
      partsMarginPercent: "33.3",
      total: "610.00",
      jobMargin: "349.98",
      jobMarginPercent: "57.4",
    });
  });

  it("counts a cost of zero as known, and a job without parts or without costs says so", async () => {
    const owner = await shop();
    const free = await quoteWith(owner, [part("Brinde", "1", "0.00")], { 0: "0.00" });
    expect(await getJobMargin(owner.shopId, free)).toMatchObject({
      partLines: 1,
      uncosted: [],
      partsCost: "0.00",
      partsPrice: "0.00",
      partsMargin: "0.00",
      partsMarginPercent: null,
      jobMarginPercent: null,
    });
    const labourOnly = await quoteWith(owner, [labour("150.00")], {});
    expect(await getJobMargin(owner.shopId, labourOnly)).toMatchObject({
      partLines: 0,
      lines: [],
      uncosted: [],
      total: "150.00",
      jobMargin: "150.00",
    });
    const noCosts = await quoteWith(owner, [part("Filtro", "1", "30.00"), part("Óleo", "4", "45.00")], {});
    expect(await getJobMargin(owner.shopId, noCosts)).toMatchObject({
      partLines: 2,
      lines: [],
      uncosted: ["Filtro", "Óleo"],
      partsCost: "0",
    });
  });

  it("is another shop's nothing, and a malformed id is not found", async () => {
    const [owner, other] = [await shop(), await shop()];
    const id = await quoteWith(owner, [part("Filtro", "1", "30.00")], { 0: "10.00" });
    expect(await getJobMargin(other.shopId, id)).toBeNull();
    expect(await getJobMargin(owner.shopId, "não-é-um-id")).toBeNull();
  });
});

describe("the margin on parts by month", () => {
  it("groups the part lines of the jobs delivered in each São Paulo month, with the share without a cost", async () => {
    const [owner, other] = [await shop(), await shop()];
    const delivered = async (since: Date, items: ItemInput[], costs: Record<number, string>, who = owner) => {
      const id = await quoteWith(who, items, costs);
      await putAtStage(who.shopId, id, "delivered");
      await getDb().update(quotes).set({ stageChangedAt: since }).where(eq(quotes.id, id));
      return id;
    };
    // 2026-03-01T02:59Z is still 28 February in São Paulo (UTC-3).
    await delivered(new Date("2026-03-01T02:59:00Z"), [part("A", "1", "100.00")], { 0: "60.00" });
    await delivered(new Date("2026-03-01T03:00:00Z"), [part("B", "2", "50.00"), part("C", "1", "20.00"), labour("90.00")], { 0: "30.00" });
    await delivered(new Date("2026-03-31T23:00:00Z"), [part("D", "3", "10.00")], { 0: "3.33" });
    // Ready, not delivered; labour only; another shop's: none of them count.
    const ready = await quoteWith(owner, [part("E", "1", "999.00")], { 0: "1.00" });
    await putAtStage(owner.shopId, ready, "ready");
    await delivered(new Date("2026-03-10T12:00:00Z"), [labour("500.00")], {});
    await delivered(new Date("2026-03-10T12:00:00Z"), [part("F", "1", "999.00")], { 0: "1.00" }, other);

    const months = await listMonthlyPartsMargin(owner.shopId, "2026-04", 3);
    expect(months).toEqual([
      { month: "2026-02", price: "100.00", cost: "60.00", margin: "40.00", partLines: 1, uncostedLines: 0 },
      // B: 100.00 for 60.00; D: 30.00 for round(3 × 3.33) = 9.99; C has no cost.
      { month: "2026-03", price: "130.00", cost: "69.99", margin: "60.01", partLines: 3, uncostedLines: 1 },
      { month: "2026-04", price: "0.00", cost: "0.00", margin: "0.00", partLines: 0, uncostedLines: 0 },
    ]);
  });
});
