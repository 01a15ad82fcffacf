/**
 * The 'Recibo' (lib/data/receipts.ts, lib/receipt-pdf/), read back as text with pdf.js: the amount
 * in figures and in words, the shop's CNPJ and address, the customer, what it refers to, the
 * method, place and date; the whole job's receipt sums what was not cancelled; a cancelled payment
 * has none; the link's route opens it by the token.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { GET: shopReceipt } = await import("@/app/dashboard/quotes/[id]/receipt/route");
const { GET: shopPaymentReceipt } = await import("@/app/dashboard/quotes/[id]/receipt/[paymentId]/route");
const { GET: linkPaymentReceipt } = await import("@/app/(public-quote)/orcamento/[token]/recibo/[paymentId]/route");
const { getDb } = await import("@/db");
const { shops } = await import("@/db/schema");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { createVehicle } = await import("@/lib/data/vehicles");
const { getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { registerPayment, cancelPayment } = await import("@/lib/data/payments");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");
const { pdfDrawnText, pdfText } = await import("../support/pdf-text");

const squeeze = (text: string) => text.replace(/\s+/g, " ");

async function paidJob() {
  const shop = await createMechanic({ plan: "pro" });
  await getDb()
    .update(shops)
    .set({
      shopName: "Auto Center Conceição",
      taxId: "11222333000181",
      street: "Rua das Flores",
      streetNumber: "123",
      district: "Centro",
      city: "Campinas",
      state: "SP",
      postalCode: "13010000",
    })
    .where(eq(shops.id, shop.id));
  const customer = await createCustomer(shop.id, { name: "Maria da Conceição", phone: "11912345678", email: "", notes: "" });
  const vehicle = await createVehicle(shop.id, customer.id, {
    plate: "ABC1D23",
    make: "Fiat",
    model: "Uno",
    year: 2015,
    color: "",
    currentKm: null,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  const quote = await createQuote(shop.id, customer.id, { description: "Revisão dos freios", cost: 2469.12, vehicleId: vehicle.id });
  await putAtStage(shop.id, quote!.id, "ready");
  const pay = async (amount: string, method: "pix" | "credit_card", paidOn: string) => {
    const outcome = await registerPayment(shop.id, quote!.id, {
      amount,
      method,
      paidOn,
      installments: method === "credit_card" ? 3 : null,
      note: null,
      confirmOverpayment: false,
      idempotencyKey: crypto.randomUUID(),
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.paymentId;
  };
  const pix = await pay("1234.56", "pix", "2026-11-20");
  const card = await pay("1234.56", "credit_card", "2026-11-24");
  signInAs(shop.id);
  return { shop, quoteId: quote!.id, pix, card };
}

async function textOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return squeeze(await pdfText(await response.arrayBuffer()));
}

describe("the receipt PDF", () => {
  it("draws a space between a label and its value ('Endereço: Rua', never 'Endereço:Rua')", async () => {
    const { quoteId, card } = await paidJob();
    const response = await shopPaymentReceipt(new Request("http://localhost/x"), {
      params: Promise.resolve({ id: quoteId, paymentId: card }),
    });
    const drawn = await pdfDrawnText(await response.arrayBuffer());
    expect(drawn).toContain("Endereço: Rua das Flores, 123");
    expect(drawn).toContain("Forma de pagamento: Cartão de crédito (3x)");
    expect(drawn).not.toContain("Endereço:Rua");
  });

  it("reads one payment's amount in figures and in words, with the shop, the customer, the job, method, place and date", async () => {
    const { quoteId, card } = await paidJob();
    const text = await textOf(
      await shopPaymentReceipt(new Request("http://localhost/x"), { params: Promise.resolve({ id: quoteId, paymentId: card }) }),
    );
    expect(text).toContain("R$ 1.234,56 (mil duzentos e trinta e quatro reais e cinquenta e seis centavos)");
    for (const expected of [
      "Auto Center Conceição",
      "CNPJ 11.222.333/0001-81",
      "Rua das Flores, 123 - Centro - Campinas/SP - CEP 13010-000",
      "Recebemos de Maria da Conceição",
      "OS Nº 0001",
      "ABC1D23",
      "Fiat Uno 2015",
      "Revisão dos freios",
      "Cartão de crédito (3x)",
      "Campinas/SP, 24/11/2026",
    ])
      expect(text).toContain(expected);
  });

  it("sums the job's payments not cancelled, and a cancelled payment has no receipt", async () => {
    const { shop, quoteId, pix } = await paidJob();
    const request = new Request("http://localhost/x");
    const whole = await textOf(await shopReceipt(request, { params: Promise.resolve({ id: quoteId }) }));
    expect(whole).toContain("R$ 2.469,12 (dois mil quatrocentos e sessenta e nove reais e doze centavos)");
    expect(whole).toContain("Campinas/SP, 24/11/2026");

    expect((await cancelPayment(shop.id, pix, "Engano")).ok).toBe(true);
    const cancelled = await shopPaymentReceipt(request, { params: Promise.resolve({ id: quoteId, paymentId: pix }) });
    expect(cancelled.status).toBe(404);
    expect(await cancelled.text()).toBe(messages.receiptPdf.notFound);
    const after = await textOf(await shopReceipt(request, { params: Promise.resolve({ id: quoteId }) }));
    expect(after).toContain("R$ 1.234,56 (mil duzentos e trinta e quatro reais e cinquenta e seis centavos)");
  });

  it("opens on the customer's link by its token, with the link's headers", async () => {
    const { shop, quoteId, card } = await paidJob();
    const token = await getQuoteLinkToken(shop.id, quoteId);
    const response = await linkPaymentReceipt(new Request("http://localhost/x"), {
      params: Promise.resolve({ token: token!, paymentId: card }),
    });
    expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(await textOf(response)).toContain("mil duzentos e trinta e quatro reais e cinquenta e seis centavos");
  });
});
