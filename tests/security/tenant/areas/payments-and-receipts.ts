/** Tenant isolation: 'Registrar pagamento', 'Cancelar pagamento' and the 'Recibo' routes (the matrix: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import type { Attack, Shop } from "../fixtures";

const { registerPaymentAction, cancelPaymentAction } = await import("@/lib/actions/payments");
const paymentsData = await import("@/lib/data/payments");
const { getReceipt } = await import("@/lib/data/receipts");
const shopReceipt = await import("@/app/dashboard/quotes/[id]/receipt/route");
const shopPaymentReceipt = await import("@/app/dashboard/quotes/[id]/receipt/[paymentId]/route");
const linkReceipt = await import("@/app/(public-quote)/orcamento/[token]/recibo/route");
const linkPaymentReceipt = await import("@/app/(public-quote)/orcamento/[token]/recibo/[paymentId]/route");
const { getDb } = await import("@/db");
const { eq } = await import("drizzle-orm");
const { payments } = await import("@/db/schema");
const { messages } = await import("@/lib/messages");
const { submittedForm: form } = await import("../../../support/forms");

const m = messages.payments;

/** A's payment (tests/support/job-rows.ts adds one to every shop). */
async function paymentOf(shop: Shop) {
  const [row] = await getDb().select({ id: payments.id }).from(payments).where(eq(payments.quoteId, shop.quoteId));
  return row!.id;
}

const write = {
  amount: "1.00",
  method: "pix" as const,
  paidOn: "2026-11-20",
  installments: null,
  note: null,
  confirmOverpayment: true,
  idempotencyKey: crypto.randomUUID(),
};

const notFound = async (response: Response) => {
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(messages.receiptPdf.notFound);
};

export const attacks: Record<string, Attack> = {
  "lib/actions/payments.ts#registerPaymentAction": async (a) => {
    const input = form({ amount: "1,00", method: "pix", paidOn: "20/11/2026", confirmOverpayment: "1" });
    expect(await registerPaymentAction(a.quoteId, null, input)).toEqual({ ok: false, message: m.error + m.notFoundReason });
  },
  "lib/actions/payments.ts#cancelPaymentAction": async (a) => {
    const result = await cancelPaymentAction(await paymentOf(a), null, form({ reason: "Roubado" }));
    expect(result).toEqual({ ok: false, message: m.cancelError + m.cancelNotFound });
  },
  "lib/data/payments.ts#registerPayment": async (a, b) => {
    expect(await paymentsData.registerPayment(b.id, a.quoteId, write)).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/payments.ts#cancelPayment": async (a, b) => {
    expect(await paymentsData.cancelPayment(b.id, await paymentOf(a), "Roubado")).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/payments.ts#listPayments": async (a, b) => {
    expect(await paymentsData.listPayments(b.id, a.quoteId)).toEqual([]);
  },
  "lib/data/receipts.ts#getReceipt": async (a, b) => {
    expect(await getReceipt(b.id, a.quoteId)).toBeUndefined();
    expect(await getReceipt(b.id, a.quoteId, await paymentOf(a))).toBeUndefined();
    // B's own job with A's payment: the payment must be of that job and shop.
    expect(await getReceipt(b.id, b.quoteId, await paymentOf(a))).toBeUndefined();
    expect(await getReceipt(b.id, b.quoteId)).toBeDefined();
  },
  "app/dashboard/quotes/[id]/receipt/route.ts#GET": async (a) => {
    const id = a.quoteId;
    await notFound(
      await shopReceipt.GET(new Request(`http://localhost/dashboard/quotes/${id}/receipt`), { params: Promise.resolve({ id }) }),
    );
  },
  "app/dashboard/quotes/[id]/receipt/[paymentId]/route.ts#GET": async (a, b) => {
    const paymentId = await paymentOf(a);
    const request = new Request(`http://localhost/dashboard/quotes/x/receipt/${paymentId}`);
    await notFound(await shopPaymentReceipt.GET(request, { params: Promise.resolve({ id: a.quoteId, paymentId }) }));
    await notFound(await shopPaymentReceipt.GET(request, { params: Promise.resolve({ id: b.quoteId, paymentId }) }));
  },
  // Keyed by the link's token: B's link never opens A's receipt, nor B's link with A's payment.
  "app/(public-quote)/orcamento/[token]/recibo/route.ts#GET": async (a, b) => {
    const response = await linkReceipt.GET(new Request("http://localhost/orcamento/x/recibo"), {
      params: Promise.resolve({ token: b.linkToken }),
    });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bad = await linkReceipt.GET(new Request("http://localhost/orcamento/x/recibo"), {
      params: Promise.resolve({ token: a.quoteId }),
    });
    expect(bad.status).toBe(404);
  },
  "app/(public-quote)/orcamento/[token]/recibo/[paymentId]/route.ts#GET": async (a, b) => {
    const paymentId = await paymentOf(a);
    const request = new Request("http://localhost/orcamento/x/recibo/y");
    await notFound(await linkPaymentReceipt.GET(request, { params: Promise.resolve({ token: b.linkToken, paymentId }) }));
  },
};

export const exempt: Record<string, string> = {};
