/**
 * A part line's cost and supplier (quote_items.unit_cost, supplier_id): saved and read by the shop
 * only, refused for another shop's supplier with nothing written, and never on what the customer
 * sees: the link's page (its HTML and every prop it hands the browser), the PDF, the snapshot.
 * And the suppliers' answers, by the line they were asked for.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { getDb } = await import("@/db");
const { quoteItems, quoteVersions, quotes, supplierAnswers, supplierRequestLinks } = await import("@/db/schema");
const { createQuoteAction, updateQuoteAction } = await import("@/lib/actions/quotes");
const { createCustomer } = await import("@/lib/data/customers");
const { listQuoteItemCosts } = await import("@/lib/data/quote-item-costs");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { getQuote, getQuoteDocument } = await import("@/lib/data/quote-document");
const { getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { answerQuote } = await import("@/lib/data/quote-answers");
const { listQuoteSupplierAnswers } = await import("@/lib/data/supplier-answers");
const { createSupplier } = await import("@/lib/data/suppliers");
const { messages } = await import("@/lib/messages");
const { renderQuotePdf } = await import("@/lib/quote-pdf");
const { GET: quoteLinkRoute } = await import("@/app/(public-quote)/orcamento/[token]/route");
const { GET: answersRoute } = await import("@/app/dashboard/quotes/[id]/supplier-answers/route");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");
const { pdfText } = await import("../support/pdf-text");
const { addSupplierRequestRows } = await import("../support/supplier-request-rows");

// What must never reach the customer: an odd cost and a supplier's name no other text has.
const COST = "47,31";
const SUPPLIER_NAME = "Distribuidora Sigilosa Ltda";

async function shop() {
  const mechanic = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(mechanic.id, { name: "Maria da Conceição", phone: "", email: "", notes: "" });
  const supplier = await createSupplier(mechanic.id, { name: SUPPLIER_NAME, phone: "", email: "", tags: [], notes: "" });
  return { shopId: mechanic.id, customerId: customer.id, supplierId: supplier.id };
}

const partLine = (supplierId: string, changes: Record<string, string> = {}) => ({
  kind: "part",
  description: "Pastilha de freio",
  quantity: "2",
  unitPrice: "61,50",
  condition: "paralela",
  unitCost: COST,
  supplierId,
  ...changes,
});
const labourLine = { kind: "labour", description: "Troca das pastilhas", quantity: "1", unitPrice: "90,00", pricing: "hours" };

async function quoteWithCost(s: Awaited<ReturnType<typeof shop>>) {
  signInAs(s.shopId);
  const result = await createQuoteAction(
    s.customerId,
    null,
    submittedForm({ description: "Freio dianteiro", items: JSON.stringify([partLine(s.supplierId), labourLine]) }, randomUUID()),
  );
  expect(result).toMatchObject({ ok: true });
  const quoteId = result.ok ? result.redirectTo!.split("/").at(-1)! : "";
  return { quoteId, quote: (await getQuote(s.shopId, quoteId))! };
}

const itemRows = (quoteId: string) =>
  getDb()
    .select({
      lineKey: quoteItems.lineKey,
      unitCost: quoteItems.unitCost,
      supplierId: quoteItems.supplierId,
      unitPrice: quoteItems.unitPrice,
    })
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, quoteId))
    .orderBy(quoteItems.position);

describe("a part line's cost and supplier", () => {
  it("is saved with the quote and read back by line key, the supplier's name with it; only a part has one", async () => {
    const s = await shop();
    const { quoteId, quote } = await quoteWithCost(s);
    const [part, labour] = quote.items;
    expect(await itemRows(quoteId)).toEqual([
      { lineKey: part!.lineKey, unitCost: "47.31", supplierId: s.supplierId, unitPrice: "61.50" },
      { lineKey: labour!.lineKey, unitCost: null, supplierId: null, unitPrice: "90.00" },
    ]);
    expect(await listQuoteItemCosts(s.shopId, quoteId)).toEqual({
      [part!.lineKey!]: { unitCost: "47.31", supplierId: s.supplierId, supplierName: SUPPLIER_NAME },
    });
    // Never on the shop's QuoteItem either: what the link, the PDF and the snapshot are built from.
    expect(JSON.stringify(quote)).not.toMatch(/47\.31|Sigilosa|unitCost|supplierId/);

    // Saved again without a supplier (the mechanic cleared it) and with another cost: the same line.
    const saved = await updateQuoteAction(
      quoteId,
      null,
      submittedForm({
        description: "Freio dianteiro",
        version: String(quote.version),
        items: JSON.stringify([{ ...partLine("", { unitCost: "50" }), lineKey: part!.lineKey! }, labourLine]),
      }),
    );
    expect(saved).toMatchObject({ ok: true });
    expect(await listQuoteItemCosts(s.shopId, quoteId)).toEqual({
      [part!.lineKey!]: { unitCost: "50.00", supplierId: null, supplierName: null },
    });
  });

  it("refuses another shop's supplier next to its line, and writes nothing", async () => {
    const [a, b] = [await shop(), await shop()];
    const { quoteId, quote } = await quoteWithCost(a);
    const before = await itemRows(quoteId);
    signInAs(a.shopId);
    const update = await updateQuoteAction(
      quoteId,
      null,
      submittedForm({
        description: "Outra descrição",
        version: String(quote.version),
        items: JSON.stringify([labourLine, { ...partLine(b.supplierId), unitPrice: "99" }]),
      }),
    );
    expect(update).toEqual({
      ok: false,
      message: messages.quotes.updateError + messages.supplierAnswers.supplierNotFound,
      fieldErrors: { "items.1.supplierId": [messages.supplierAnswers.supplierNotFound] },
    });
    expect(await itemRows(quoteId)).toEqual(before);
    const [row] = await getDb()
      .select({ description: quotes.description, version: quotes.version })
      .from(quotes)
      .where(eq(quotes.id, quoteId));
    expect(row).toEqual({ description: "Freio dianteiro", version: quote.version });

    // A new quote naming it: no quote at all (its number not taken either).
    const count = async () => (await getDb().select({ id: quotes.id }).from(quotes).where(eq(quotes.shopId, a.shopId))).length;
    const created = await createQuoteAction(
      a.customerId,
      null,
      submittedForm({ description: "Freio", items: JSON.stringify([partLine(b.supplierId)]) }, randomUUID()),
    );
    expect(created).toMatchObject({ ok: false, fieldErrors: { "items.0.supplierId": [messages.supplierAnswers.supplierNotFound] } });
    expect(await count()).toBe(1);
  });
});

describe("the suppliers' answers in the editor", () => {
  it("come grouped by the line they were asked for, offers cheapest first, 'não tenho' last; the shop's only", async () => {
    const [a, b] = [await shop(), await shop()];
    const { quoteId, quote } = await quoteWithCost(a);
    const rows = await addSupplierRequestRows(a.shopId, { quoteId, supplierId: a.supplierId });
    // A second supplier on the same request: it has not got the part.
    const other = await createSupplier(a.shopId, { name: "Peças Centro", phone: "", email: "", tags: [], notes: "" });
    const [link] = await getDb()
      .insert(supplierRequestLinks)
      .values({
        requestId: rows.supplierRequestId,
        shopId: a.shopId,
        supplierId: other.id,
        token: `t${randomUUID()}`,
        answeredAt: new Date(),
      })
      .returning({ id: supplierRequestLinks.id });
    await getDb().insert(supplierAnswers).values({
      requestId: rows.supplierRequestId,
      linkId: link!.id,
      partId: rows.supplierPartId,
      shopId: a.shopId,
      price: null,
      note: "Acabou",
    });

    const answers = await listQuoteSupplierAnswers(a.shopId, quoteId);
    expect(Object.keys(answers)).toEqual([quote.items[0]!.lineKey!]);
    expect(answers[quote.items[0]!.lineKey!]).toEqual([
      expect.objectContaining({
        id: rows.supplierAnswerId,
        supplierId: a.supplierId,
        supplierName: SUPPLIER_NAME,
        price: "1.00",
        condition: "paralela",
        brand: "Marca",
        deliveryDays: 0,
      }),
      expect.objectContaining({
        supplierId: other.id,
        supplierName: "Peças Centro",
        price: null,
        condition: null,
        deliveryDays: null,
        note: "Acabou",
      }),
    ]);
    expect(await listQuoteSupplierAnswers(b.shopId, quoteId)).toEqual({});

    // The JSON the editor polls: the same, for the shop; a 404 for another shop.
    signInAs(a.shopId);
    const response = await answersRoute(new Request("http://localhost/"), { params: Promise.resolve({ id: quoteId }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, answers });
    signInAs(b.shopId);
    const refused = await answersRoute(new Request("http://localhost/"), { params: Promise.resolve({ id: quoteId }) });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(await refused.json())).not.toContain(SUPPLIER_NAME);
  });
});

describe("what the customer sees", () => {
  it("the link's page, the PDF and the approval snapshot have the price and neither the cost nor the supplier", async () => {
    const s = await shop();
    const { quoteId } = await quoteWithCost(s);
    await addSupplierRequestRows(s.shopId, { quoteId, supplierId: s.supplierId });
    // The fixture set the cost to 1.00: put this test's back.
    await getDb()
      .update(quoteItems)
      .set({ unitCost: "47.31" })
      .where(and(eq(quoteItems.quoteId, quoteId), eq(quoteItems.kind, "part")));
    const leaks = /47[.,]31|Sigilosa|unitCost|unit_cost|supplierId/;

    const token = (await getQuoteLinkToken(s.shopId, quoteId))!;
    const view = (await getPublicQuote(token))!;
    expect(JSON.stringify(view)).not.toMatch(leaks);
    // The link is a document: its HTML is all the customer's phone gets (no payload for scripts).
    const response = await quoteLinkRoute(new Request(`http://localhost/orcamento/${token}`), { params: Promise.resolve({ token }) });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("Pastilha de freio");
    expect(html).toContain("61,50");
    expect(html).not.toMatch(leaks);

    for (const document of [view.document, (await getQuoteDocument(s.shopId, quoteId))!]) {
      const text = (await pdfText(await renderQuotePdf(document))).replace(/\s+/g, " ");
      expect(text).toContain("61,50");
      expect(text).not.toMatch(leaks);
    }

    const approved = await answerQuote(s.shopId, quoteId, {
      versionNumber: view.version.number,
      sha256: view.version.sha256,
      answer: "approved",
      customerName: "Maria",
      reason: null,
      nonOriginalPartsConsent: true,
      clientAddress: "200.160.2.3",
      userAgent: "Mozilla/5.0",
    });
    expect(approved).toMatchObject({ ok: true });
    const snapshots = await getDb()
      .select({ snapshot: quoteVersions.snapshot })
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, quoteId));
    expect(snapshots.length).toBeGreaterThan(0);
    for (const { snapshot } of snapshots) {
      expect(snapshot).toContain("Pastilha de freio");
      expect(snapshot).not.toMatch(leaks);
    }
  });
});
