/** Tenant isolation: quotes (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack, AS_LOADED, quoteForm, quoteInput } from "../fixtures";

const quoteActions = await import("@/lib/actions/quotes");
const quotePdfRoute = await import("@/app/dashboard/quotes/[id]/pdf/route");
const quoteListsData = await import("@/lib/data/quote-lists");
const quotesData = await import("@/lib/data/quotes");
const quoteItemsData = await import("@/lib/data/quote-items");
const quoteLockData = await import("@/lib/data/quote-lock");
const quoteDocumentData = await import("@/lib/data/quote-document");
const { getDb } = await import("@/db");
const { eq, sql } = await import("drizzle-orm");
const { quotes } = await import("@/db/schema");
const { messages } = await import("@/lib/messages");
const { plateKey } = await import("@/lib/plates");

export const attacks: Record<string, Attack> = {
  "lib/actions/quotes.ts#createQuoteAction": async (a) => {
    expect(await quoteActions.createQuoteAction(a.customerId, null, quoteForm())).toEqual({
      ok: false,
      message: messages.quotes.customerOrUserMissing,
    });
  },
  "lib/actions/quotes.ts#updateQuoteAction": async (a) => {
    expect(await quoteActions.updateQuoteAction(a.quoteId, null, quoteForm())).toEqual({
      ok: false,
      message: messages.quotes.updateError + messages.quotes.notFoundReason,
    });
  },
  "lib/actions/quotes.ts#deleteQuoteAction": async (a) => {
    expect(await quoteActions.deleteQuoteAction(a.quoteId)).toEqual({
      ok: false,
      message: messages.quotes.deleteError + messages.quotes.notFoundReason,
    });
  },
  "app/dashboard/quotes/[id]/pdf/route.ts#GET": async (a, b) => {
    const pdfOf = (id: string) =>
      quotePdfRoute.GET(new Request(`http://localhost/dashboard/quotes/${id}/pdf`), { params: Promise.resolve({ id }) });
    const response = await pdfOf(a.quoteId);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(messages.publicQuote.notFound);
    expect((await pdfOf(b.quoteId)).headers.get("content-type")).toBe("application/pdf");
  },
  "lib/data/quotes.ts#createQuote": async (a, b) => {
    expect(await quotesData.createQuote(b.id, a.customerId, quoteInput)).toBeUndefined();
    // B's own customer with A's vehicle: the (vehicle, customer, owner) foreign key refuses it.
    expect(await quotesData.createQuote(b.id, b.customerId, { ...quoteInput, vehicleId: a.vehicleId })).toBeUndefined();
  },
  "lib/data/quote-document.ts#getQuote": async (a, b) => {
    expect(await quoteDocumentData.getQuote(b.id, a.quoteId)).toBeUndefined();
  },
  "lib/data/quotes.ts#quoteExists": async (a, b) => {
    expect(await quotesData.quoteExists(b.id, a.quoteId)).toBe(false);
    expect(await quotesData.quoteExists(b.id, b.quoteId)).toBe(true);
  },
  "lib/data/quotes.ts#updateQuote": async (a, b) => {
    expect(await quotesData.updateQuote(b.id, a.quoteId, quoteInput, AS_LOADED)).toEqual({ ok: false, reason: "notFound" });
    expect(await quotesData.updateQuote(b.id, b.quoteId, { ...quoteInput, vehicleId: a.vehicleId }, AS_LOADED)).toEqual({
      ok: false,
      reason: "vehicleNotFound",
    });
  },
  "lib/data/quote-items.ts#listQuoteItems": async (a, b) => {
    expect(await quoteItemsData.listQuoteItems(getDb(), b.id, a.quoteId)).toEqual([]);
  },
  "lib/data/quote-items.ts#replaceQuoteItems": async (a, b) => {
    // B's delete matches none of A's items, and an item B claims on A's quote breaks the
    // (quote_id, shop_id) foreign key: the database refuses it.
    const line = {
      kind: "part",
      description: "Intrusa",
      catalogueServiceId: null,
      partCondition: "original",
      labourPricing: null,
      quantity: "1",
      unitPrice: "1.00",
    } as const;
    await expect(quoteItemsData.replaceQuoteItems(getDb(), b.id, a.quoteId, [line])).rejects.toThrow();
    await quoteItemsData.replaceQuoteItems(getDb(), b.id, a.quoteId, []);
  },
  "lib/data/quote-items.ts#writeQuoteTotals": async (a, b) => {
    // A discount on A's quote that its sums do not show yet: run for A, the sums would change.
    const discountOnA = (kind: string | null, value: number | null) =>
      getDb().execute(sql`UPDATE quotes SET discount_kind = ${kind}, discount_value = ${value} WHERE id = ${a.quoteId}`);
    await discountOnA("amount", 1);
    await quoteItemsData.writeQuoteTotals(getDb(), b.id, a.quoteId);
    const [row] = await getDb().execute<{ discount_total: string }>(sql`SELECT discount_total FROM quotes WHERE id = ${a.quoteId}`);
    expect(row?.discount_total).toBe("0.00");
    await discountOnA(null, null);
  },
  "lib/data/quote-lock.ts#lockShopQuote": async (a, b) => {
    for (const strength of ["update", "share"] as const) {
      expect(await getDb().transaction((tx) => quoteLockData.lockShopQuote(tx, b.id, a.quoteId, strength))).toBe(false);
      expect(await getDb().transaction((tx) => quoteLockData.lockShopQuote(tx, b.id, b.quoteId, strength))).toBe(true);
    }
  },
  "lib/data/quote-items.ts#advanceVehicleKm": async (a, b) => {
    await quoteItemsData.advanceVehicleKm(getDb(), b.id, a.vehicleId, 9_000_000);
  },
  "lib/data/quote-document.ts#getQuoteDocument": async (a, b) => {
    expect(await quoteDocumentData.getQuoteDocument(b.id, a.quoteId)).toBeUndefined();
    expect((await quoteDocumentData.getQuoteDocument(b.id, b.quoteId))?.customer.email).toBe(b.customerEmail);
  },
  "lib/data/quotes.ts#extendQuoteValidity": async (a, b) => {
    expect(await quotesData.extendQuoteValidity(b.id, a.quoteId, "2099-12-31")).toBe(false);
    // Only a validity that has passed is extended: B's own, made past, is.
    await getDb().update(quotes).set({ validUntil: "2026-01-10" }).where(eq(quotes.id, b.quoteId));
    // B's own quote, unlocked, is extended: the refusal above is the owner's, not the call's.
    expect(await quotesData.extendQuoteValidity(b.id, b.quoteId, "2099-12-31")).toBe(true);
  },
  "lib/data/quotes.ts#deleteQuote": async (a, b) => {
    expect(await quotesData.deleteQuote(b.id, a.quoteId)).toBeFalsy();
  },
  "lib/data/quote-lists.ts#listQuotes": async (a, b) => {
    // Nor by A's plate, in either format (A's quote is for that vehicle).
    // Nor by the description or the car's make and model, which both shops' quotes share ("Motor", a Gol).
    for (const search of [
      undefined,
      a.customerEmail,
      a.phone,
      "1",
      "Nº 0001",
      a.plate,
      plateKey(a.plate),
      a.plate.slice(0, 3),
      "motor",
      "gol",
      "volkswagen",
    ]) {
      const { items } = await quoteListsData.listQuotes(b.id, { search });
      expect(
        items.map((item) => item.id),
        String(search),
      ).not.toContain(a.quoteId);
      expect(items.every((item) => item.customerId !== a.customerId)).toBe(true);
    }
  },
  "lib/data/quote-lists.ts#listVehicleQuotes": async (a, b) => {
    expect(await quoteListsData.listVehicleQuotes(b.id, a.vehicleId)).toEqual([]);
    expect((await quoteListsData.listVehicleQuotes(b.id, b.vehicleId)).map((quote) => quote.id)).toEqual([b.quoteId]);
  },
  "lib/data/quote-lists.ts#listCustomerVehicleVisits": async (a, b) => {
    expect(await quoteListsData.listCustomerVehicleVisits(b.id, a.customerId)).toEqual({});
    expect(Object.keys(await quoteListsData.listCustomerVehicleVisits(b.id, b.customerId))).toEqual([b.vehicleId]);
  },
  "lib/data/quote-lists.ts#getQuoteToDuplicate": async (a, b) => {
    expect(await quoteListsData.getQuoteToDuplicate(b.id, a.quoteId)).toBeUndefined();
    expect(await quoteListsData.getQuoteToDuplicate(b.id, b.quoteId)).toMatchObject({ customerId: b.customerId });
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/quote-lists.ts#quoteNumberIn": "pure helper",
  "lib/data/quote-lists.ts#withNumericCost": "pure helper over a row its caller already read by owner",
};
