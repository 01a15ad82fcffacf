/**
 * What the payments look like where they are shown, rendered on the server from the real data:
 * the customer's link (payments received, what is owed, the receipts), and the job's history lines.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const { PublicPayments } = await import("@/components/public-quote/payments-list");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { registerPayment, cancelPayment, listPayments } = await import("@/lib/data/payments");
const { quoteTimeline, timelineLine } = await import("@/lib/quotes/timeline");
const { formatAmount } = await import("@/lib/format");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");

const m = messages.payments;
const squeeze = (shown: string) => shown.replace(/\s+/g, " ");
const text = (html: string) => squeeze(html.replace(/<[^>]+>/g, " "));

async function jobWithPayments() {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
  const job = await createQuote(shop.id, customer.id, { description: "Freios", cost: 300 });
  await putAtStage(shop.id, job!.id, "ready");
  const pay = async (amount: string, method: "pix" | "cash") => {
    const outcome = await registerPayment(shop.id, job!.id, {
      amount,
      method,
      paidOn: "2026-11-20",
      installments: null,
      note: "Nota da oficina",
      confirmOverpayment: false,
      idempotencyKey: crypto.randomUUID(),
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.paymentId;
  };
  return { shopId: shop.id, quoteId: job!.id, pay };
}

describe("the customer's link", () => {
  it("lists the payments received with their receipts and what is still owed; hides cancelled ones and the shop's notes", async () => {
    const { shopId, quoteId, pay } = await jobWithPayments();
    expect(await PublicPayments({ shopId, quoteId, path: "/orcamento/t" })).toBeNull();
    const first = await pay("100.00", "pix");
    const wrong = await pay("50.00", "cash");
    await cancelPayment(shopId, wrong, "Engano");
    const html = renderToStaticMarkup((await PublicPayments({ shopId, quoteId, path: "/orcamento/t" })) as ReactElement);
    const shown = text(html);
    expect(shown).toContain(squeeze(`${formatAmount("100")} · PIX · 20/11/2026`));
    expect(shown).toContain(squeeze(m.publicOwed(formatAmount("200"))));
    expect(shown).not.toContain(squeeze(formatAmount("50")));
    expect(shown).not.toContain("Nota da oficina");
    expect(html).toContain(`href="/orcamento/t/recibo/${first}"`);
    expect(html).toContain(`href="/orcamento/t/recibo"`);

    await pay("200.00", "cash");
    const paid = text(renderToStaticMarkup((await PublicPayments({ shopId, quoteId, path: "/orcamento/t" })) as ReactElement));
    expect(paid).toContain(m.publicPaid);
  });
});

describe("the job's history", () => {
  it("says each payment registered and cancelled, in order", async () => {
    const { shopId, quoteId, pay } = await jobWithPayments();
    const id = await pay("100.00", "pix");
    await cancelPayment(shopId, id, "Valor errado");
    const events = quoteTimeline({
      createdAt: new Date(0),
      versions: [],
      sends: [],
      views: [],
      answers: [],
      payments: await listPayments(shopId, quoteId),
    });
    expect(events.map((event) => event.kind)).toEqual(["created", "payment", "paymentCancelled"]);
    const [, registered, cancelled] = events.map((event) => timelineLine(event).text);
    expect(registered).toMatch(/^Pagamento de R\$\s100,00 \(PIX, 20\/11\/2026\) registrado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cancelled).toMatch(/cancelado em .*: Valor errado$/);
  });
});
