/**
 * The supplier's page below its form: its answers to the shop's price requests (newest first, 20
 * a page, a 'não tenho' as a null price), how many part lines chose it, and how many requests it
 * was sent and answered. Another shop's supplier shows nothing.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { quoteItems, supplierAnswers, supplierRequestLinks, supplierRequestParts, supplierRequests } from "@/db/schema";
import { createCustomer } from "@/lib/data/customers";
import { createQuote } from "@/lib/data/quotes";
import { getSupplierHistory, SUPPLIER_HISTORY_PAGE_SIZE } from "@/lib/data/supplier-history";
import { createSupplier } from "@/lib/data/suppliers";
import { newSupplierLinkToken } from "@/lib/suppliers/link-token";
import { createMechanic } from "../support/factories";

const part = (description: string) => ({
  kind: "part" as const,
  description,
  catalogueServiceId: null,
  partCondition: "original" as const,
  labourPricing: null,
  quantity: "2",
  unitPrice: "100.00",
});

/** A shop with a quote of `parts` part lines and two suppliers. */
async function shopWithQuote(parts: string[]) {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Maria", phone: "", email: "", notes: "" });
  const quote = await createQuote(shop.id, customer.id, { description: "Freios", cost: null, items: parts.map(part) });
  if (!quote) throw new Error("quote not created");
  const supplier = await createSupplier(shop.id, { name: "Autopeças Central", phone: "", email: "", tags: [], notes: "" });
  const other = await createSupplier(shop.id, { name: "Distribuidora Sul", phone: "", email: "", tags: [], notes: "" });
  const lines = await getDb()
    .select({ lineKey: quoteItems.lineKey, description: quoteItems.description })
    .from(quoteItems)
    .where(and(eq(quoteItems.quoteId, quote.id), eq(quoteItems.shopId, shop.id)))
    .orderBy(quoteItems.position);
  return { shop, quote, supplier, other, lines };
}

type Answer = { price: string | null; brand?: string; deliveryDays?: number; note?: string };

/** A request for the lines, sent to `suppliers`; each answers as `answers` says (none: never answered). */
async function request(
  shopId: string,
  quoteId: string,
  lines: { lineKey: string; description: string }[],
  createdAt: Date,
  suppliers: { id: string; answers?: Answer[] }[],
) {
  const db = getDb();
  const [row] = await db
    .insert(supplierRequests)
    .values({ shopId, quoteId, vehicle: "Volkswagen Gol 2015", deadline: new Date(createdAt.getTime() + 3_600_000), createdAt })
    .returning({ id: supplierRequests.id });
  const parts = await db
    .insert(supplierRequestParts)
    .values(
      lines.map((line, position) => ({ requestId: row!.id, shopId, position, ...line, quantity: "2", condition: "original" as const })),
    )
    .returning({ id: supplierRequestParts.id });
  for (const supplier of suppliers) {
    const [link] = await db
      .insert(supplierRequestLinks)
      .values({
        requestId: row!.id,
        shopId,
        supplierId: supplier.id,
        token: newSupplierLinkToken(),
        answeredAt: supplier.answers ? createdAt : null,
        createdAt,
      })
      .returning({ id: supplierRequestLinks.id });
    if (!supplier.answers) continue;
    await db.insert(supplierAnswers).values(
      supplier.answers.map((answer, index) => ({
        requestId: row!.id,
        linkId: link!.id,
        partId: parts[index]!.id,
        shopId,
        price: answer.price,
        condition: answer.price === null ? null : ("paralela" as const),
        brand: answer.brand ?? null,
        deliveryDays: answer.price === null ? null : (answer.deliveryDays ?? 0),
        note: answer.note ?? null,
        createdAt,
        updatedAt: createdAt,
      })),
    );
  }
}

describe("a supplier's history", () => {
  it("lists its answers newest first, with the quote, part, price or 'não tem', and counts choices, requests and answers", async () => {
    const { shop, quote, supplier, other, lines } = await shopWithQuote(["Pastilha de freio", "Disco de freio"]);
    const older = new Date("2026-03-02T13:00:00Z");
    const newer = new Date("2026-03-09T13:00:00Z");
    await request(shop.id, quote.id, lines, older, [
      { id: supplier.id, answers: [{ price: "85.50", brand: "Cobreq", deliveryDays: 2, note: "Entrego à tarde" }] },
      { id: other.id, answers: [{ price: "70.00" }] },
    ]);
    await request(shop.id, quote.id, lines, newer, [{ id: supplier.id, answers: [{ price: "90.00", brand: "Bosch" }, { price: null }] }]);
    // A request it never answered counts as sent only.
    await request(shop.id, quote.id, lines, new Date("2026-03-10T13:00:00Z"), [{ id: supplier.id }]);
    // Both lines chose it.
    await getDb()
      .update(quoteItems)
      .set({ unitCost: "85.50", supplierId: supplier.id })
      .where(and(eq(quoteItems.quoteId, quote.id), eq(quoteItems.shopId, shop.id)));

    const history = await getSupplierHistory(shop.id, supplier.id);
    expect(history).toMatchObject({ chosen: 2, sent: 3, answered: 2, answers: { total: 3, page: 1, pageSize: 20 } });
    expect(history!.answers.items).toEqual([
      {
        id: expect.any(String),
        answeredAt: newer,
        quoteId: quote.id,
        quoteNumber: quote.number,
        part: "Pastilha de freio",
        quantity: "2.000",
        price: "90.00",
        condition: "paralela",
        brand: "Bosch",
        deliveryDays: 0,
        note: null,
      },
      {
        id: expect.any(String),
        answeredAt: newer,
        quoteId: quote.id,
        quoteNumber: quote.number,
        part: "Disco de freio",
        quantity: "2.000",
        price: null,
        condition: null,
        brand: null,
        deliveryDays: null,
        note: null,
      },
      {
        id: expect.any(String),
        answeredAt: older,
        quoteId: quote.id,
        quoteNumber: quote.number,
        part: "Pastilha de freio",
        quantity: "2.000",
        price: "85.50",
        condition: "paralela",
        brand: "Cobreq",
        deliveryDays: 2,
        note: "Entrego à tarde",
      },
    ]);
    // The other supplier's answer is its own.
    expect(await getSupplierHistory(shop.id, other.id)).toMatchObject({ chosen: 0, sent: 1, answered: 1, answers: { total: 1 } });
  });

  it("is paginated on the server, 20 a page", async () => {
    const names = Array.from({ length: 23 }, (_, index) => `Peça ${String(index).padStart(2, "0")}`);
    const { shop, quote, supplier, lines } = await shopWithQuote(names);
    await request(shop.id, quote.id, lines, new Date("2026-03-02T13:00:00Z"), [
      { id: supplier.id, answers: names.map((_, index) => ({ price: `${index + 1}.00` })) },
    ]);
    const first = await getSupplierHistory(shop.id, supplier.id);
    const second = await getSupplierHistory(shop.id, supplier.id, { page: 2 });
    expect(first!.answers.items).toHaveLength(SUPPLIER_HISTORY_PAGE_SIZE);
    expect(second).toMatchObject({ sent: 1, answers: { total: 23, page: 2 } });
    // A request's parts in the order they were asked, across the pages.
    expect(second!.answers.items.map((answer) => answer.part)).toEqual(["Peça 20", "Peça 21", "Peça 22"]);
  });

  it("is empty for a supplier never asked, and null for another shop's supplier or a malformed id", async () => {
    const { shop, quote, supplier, other, lines } = await shopWithQuote(["Filtro de óleo"]);
    await request(shop.id, quote.id, lines, new Date(), [{ id: supplier.id, answers: [{ price: "30.00" }] }]);
    expect(await getSupplierHistory(shop.id, other.id)).toEqual({
      chosen: 0,
      sent: 0,
      answered: 0,
      answers: { items: [], total: 0, page: 1, pageSize: SUPPLIER_HISTORY_PAGE_SIZE },
    });

    const intruder = await createMechanic({ plan: "pro" });
    expect(await getSupplierHistory(intruder.id, supplier.id)).toBeNull();
    expect(await getSupplierHistory(intruder.id, "não-é-um-id")).toBeNull();
  });
});
