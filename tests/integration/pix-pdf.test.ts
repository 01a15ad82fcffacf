/**
 * The quote's PDF with the shop's data and PIX: the header prints the CNPJ or CPF and
 * the address; once approved with something owed and a PIX key, 'Pague com PIX' carries the
 * copia-e-cola of what is owed (read back from the PDF's text), whose QR decodes to the same
 * payload; the cache key follows a payment and a new key.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";
import { GET } from "@/app/dashboard/quotes/[id]/pdf/route";
import { getDb } from "@/db";
import { shops, payments } from "@/db/schema";
import { createCustomer } from "@/lib/data/customers";
import { getQuoteBilling } from "@/lib/data/shop-billing";
import { getQuoteDocument } from "@/lib/data/quote-document";
import { createQuote } from "@/lib/data/quotes";
import { quotePdfCacheKey } from "@/lib/quote-pdf/cache";
import { pixQrPng } from "@/lib/quote-pdf/pix";
import { createMechanic } from "../support/factories";
import { pdfText } from "../support/pdf-text";
import { putAtStage } from "../support/stages";
import { crcIsValid, decodeQr, emvField } from "../support/pix-qr";

const squeeze = (text: string) => text.replace(/\s+/g, " ");

async function shopWithQuote(withPix = true) {
  const shop = await createMechanic({ plan: "pro" });
  await getDb()
    .update(shops)
    .set({
      shopName: "Oficina São João",
      taxId: "11222333000181",
      postalCode: "01310100",
      street: "Avenida Paulista",
      streetNumber: "1000",
      district: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      ...(withPix ? { pixKeyType: "cnpj" as const, pixKey: "11222333000181", pixName: "Oficina São João", pixCity: "São Paulo" } : {}),
    })
    .where(eq(shops.id, shop.id));
  const customer = await createCustomer(shop.id, { name: "Maria", phone: "11912345678", email: "", notes: "" });
  const quote = await createQuote(shop.id, customer.id, {
    description: "Revisão",
    cost: null,
    vehicleId: null,
    items: [
      {
        kind: "service",
        description: "Revisão completa",
        catalogueServiceId: null,
        partCondition: null,
        labourPricing: null,
        quantity: "1",
        unitPrice: "1234.56",
      },
    ],
  });
  if (!quote) throw new Error("quote not created");
  return { shopId: shop.id, quoteId: quote.id, number: quote.number };
}

async function pdfOf(shopId: string, quoteId: string) {
  signInAs(shopId);
  const response = await GET(new Request(`http://localhost/dashboard/quotes/${quoteId}/pdf`), {
    params: Promise.resolve({ id: quoteId }),
  });
  expect(response.status).toBe(200);
  return squeeze(await pdfText(await response.arrayBuffer()));
}

describe("the PDF's shop data and 'Pague com PIX'", () => {
  it("prints the CNPJ and address, and no PIX before the approval", async () => {
    const { shopId, quoteId } = await shopWithQuote();
    const text = await pdfOf(shopId, quoteId);
    expect(text).toContain("CNPJ: 11.222.333/0001-81");
    expect(text).toContain("Avenida Paulista, 1000 – Bela Vista");
    expect(text).toContain("São Paulo/SP – CEP 01310-100");
    expect(text).not.toContain("Pague com PIX");
    expect((await getQuoteBilling(shopId, quoteId))?.pix).toBeNull();
  });

  it("once approved, carries the copia-e-cola of what is owed, and follows a payment", async () => {
    const { shopId, quoteId, number } = await shopWithQuote();
    await putAtStage(shopId, quoteId, "approved");
    const billing = (await getQuoteBilling(shopId, quoteId))!;
    expect(billing.pix).toMatchObject({ amount: "1234.56", reference: `OS${String(number).padStart(4, "0")}` });
    const payload = billing.pix!.payload;
    expect(emvField(payload, "54")).toBe("1234.56");
    expect(crcIsValid(payload)).toBe(true);
    // The QR the PDF embeds decodes back to the same payload.
    expect(await decodeQr(await pixQrPng(payload))).toBe(payload);

    const text = await pdfOf(shopId, quoteId);
    expect(text).toContain("Pague com PIX");
    expect(text).toContain("Valor: R$ 1.234,56");
    expect(text.replace(/\s/g, "")).toContain(payload.replace(/\s/g, ""));

    // A payment changes what is owed: a new charge and a new cache key.
    const document = (await getQuoteDocument(shopId, quoteId))!;
    const before = quotePdfCacheKey(shopId, quoteId, document, undefined, undefined, billing);
    await getDb().insert(payments).values({ shopId: shopId, quoteId, amount: "234.56", method: "cash", paidOn: "2026-11-20" });
    const after = (await getQuoteBilling(shopId, quoteId))!;
    expect(after.pix?.amount).toBe("1000.00");
    expect(emvField(after.pix!.payload, "54")).toBe("1000.00");
    expect(quotePdfCacheKey(shopId, quoteId, document, undefined, undefined, after)).not.toBe(before);
    expect(await pdfOf(shopId, quoteId)).toContain("Valor: R$ 1.000,00");

    // A new key, too.
    await getDb().update(shops).set({ pixKeyType: "email", pixKey: "pix@oficina.com.br" }).where(eq(shops.id, shopId));
    const rekeyed = (await getQuoteBilling(shopId, quoteId))!;
    expect(quotePdfCacheKey(shopId, quoteId, document, undefined, undefined, rekeyed)).not.toBe(
      quotePdfCacheKey(shopId, quoteId, document, undefined, undefined, after),
    );

    // Paid in full: no charge.
    await getDb().insert(payments).values({ shopId: shopId, quoteId, amount: "1000.00", method: "pix", paidOn: "2026-11-21" });
    expect((await getQuoteBilling(shopId, quoteId))?.pix).toBeNull();
    expect(await pdfOf(shopId, quoteId)).not.toContain("Pague com PIX");
  });

  it("has no charge without a PIX key, nor once cancelled", async () => {
    const noKey = await shopWithQuote(false);
    await putAtStage(noKey.shopId, noKey.quoteId, "ready");
    expect((await getQuoteBilling(noKey.shopId, noKey.quoteId))?.pix).toBeNull();
    const cancelled = await shopWithQuote();
    await putAtStage(cancelled.shopId, cancelled.quoteId, "approved");
    await putAtStage(cancelled.shopId, cancelled.quoteId, "canceled");
    expect((await getQuoteBilling(cancelled.shopId, cancelled.quoteId))?.pix).toBeNull();
  });
});
