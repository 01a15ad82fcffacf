/**
 * 'Registrar pagamento' and 'Cancelar pagamento' (lib/data/payments.ts, lib/actions/payments.ts):
 * the balance against its rule on random payments, the race of two tabs, the double tap, and every
 * refused input writing nothing.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const { getDb } = await import("@/db");
const { payments, quotes } = await import("@/db/schema");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const data = await import("@/lib/data/payments");
const { getQuoteBalance } = await import("@/lib/data/payment-balance");
const { registerPaymentAction, cancelPaymentAction } = await import("@/lib/actions/payments");
const { messages } = await import("@/lib/messages");
const { formatAmount } = await import("@/lib/format");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");
const { signInAs } = await import("../support/request");
const { submittedForm: form } = await import("../support/forms");

const m = messages.payments;

async function shopWithJob(cost = 300, stage: "ready" | "pending" | "canceled" = "ready") {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
  const job = await createQuote(shop.id, customer.id, { description: "Freios", cost });
  await putAtStage(shop.id, job!.id, stage);
  return { shopId: shop.id, quoteId: job!.id };
}

const write = (amount: string, extra: Partial<Parameters<typeof data.registerPayment>[2]> = {}) => ({
  amount,
  method: "pix" as const,
  paidOn: "2026-11-20",
  installments: null,
  note: null,
  confirmOverpayment: false,
  idempotencyKey: crypto.randomUUID(),
  ...extra,
});

const rowsOf = (quoteId: string) => getDb().select().from(payments).where(eq(payments.quoteId, quoteId));
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe("registerPayment", () => {
  it("keeps paid = sum of the payments not cancelled and owed = max(approved - paid, 0) on random payments", async () => {
    // A seeded generator: a failure can be replayed.
    let seed = 35;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const { shopId, quoteId } = await shopWithJob(1234.56);
    const made: { id: string; amount: number; cancelled: boolean }[] = [];
    for (let step = 0; step < 40; step++) {
      const live = made.filter((payment) => !payment.cancelled);
      if (live.length > 0 && random() < 0.3) {
        const victim = live[Math.floor(random() * live.length)]!;
        expect((await data.cancelPayment(shopId, victim.id, "Engano")).ok).toBe(true);
        victim.cancelled = true;
      } else {
        const amountCents = 1 + Math.floor(random() * 50_000);
        const outcome = await data.registerPayment(shopId, quoteId, write((amountCents / 100).toFixed(2), { confirmOverpayment: true }));
        if (!outcome.ok) throw new Error(outcome.reason);
        made.push({ id: outcome.paymentId, amount: amountCents, cancelled: false });
      }
      const paid = made.filter((payment) => !payment.cancelled).reduce((sum, payment) => sum + payment.amount, 0);
      const balance = await getQuoteBalance(shopId, quoteId);
      expect(cents(balance!.paid)).toBe(paid);
      expect(cents(balance!.owed)).toBe(Math.max(123_456 - paid, 0));
      expect(balance!.isPaid).toBe(paid >= 123_456);
    }
  });

  it("of two tabs paying the whole balance at once, registers one and asks the other to confirm", async () => {
    const { shopId, quoteId } = await shopWithJob(300);
    const outcomes = await Promise.all([
      data.registerPayment(shopId, quoteId, write("300.00")),
      data.registerPayment(shopId, quoteId, write("300.00")),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, reason: "overpayment", owed: "0.00" });
    expect(await rowsOf(quoteId)).toHaveLength(1);
  });

  it("gives one payment for a double tap with the same key, and the same answer", async () => {
    const { shopId, quoteId } = await shopWithJob(300);
    const input = write("150.00");
    const [first, second] = await Promise.all([data.registerPayment(shopId, quoteId, input), data.registerPayment(shopId, quoteId, input)]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ ok: true, balance: { approved: "300.00", paid: "150.00", owed: "150.00" } });
    expect(await rowsOf(quoteId)).toHaveLength(1);
  });

  it("asks before an overpayment and writes it once confirmed", async () => {
    const { shopId, quoteId } = await shopWithJob(100);
    expect(await data.registerPayment(shopId, quoteId, write("110.00"))).toEqual({ ok: false, reason: "overpayment", owed: "100.00" });
    expect(await rowsOf(quoteId)).toHaveLength(0);
    const confirmed = await data.registerPayment(shopId, quoteId, write("110.00", { confirmOverpayment: true }));
    expect(confirmed).toMatchObject({ ok: true, balance: { paid: "110.00", owed: "0.00" } });
  });

  it("refuses a job not approved, or another shop's, writing nothing", async () => {
    const pending = await shopWithJob(100, "pending");
    expect(await data.registerPayment(pending.shopId, pending.quoteId, write("10.00"))).toEqual({ ok: false, reason: "notChargeable" });
    const other = await shopWithJob(100);
    expect(await data.registerPayment(pending.shopId, other.quoteId, write("10.00"))).toEqual({ ok: false, reason: "notFound" });
    expect(await rowsOf(pending.quoteId)).toHaveLength(0);
    expect(await rowsOf(other.quoteId)).toHaveLength(0);
  });
});

describe("cancelPayment", () => {
  it("cancels once, keeps the row and gives the money back to the balance", async () => {
    const { shopId, quoteId } = await shopWithJob(300);
    const made = await data.registerPayment(shopId, quoteId, write("100.00"));
    if (!made.ok) throw new Error(made.reason);
    const [first, second] = await Promise.all([
      data.cancelPayment(shopId, made.paymentId, "Valor errado"),
      data.cancelPayment(shopId, made.paymentId, "De novo"),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    expect([first, second].find((outcome) => !outcome.ok)).toEqual({ ok: false, reason: "alreadyCancelled" });
    const [row] = await rowsOf(quoteId);
    expect(row!.cancelReason).toBe(first.ok ? "Valor errado" : "De novo");
    expect((await getQuoteBalance(shopId, quoteId))!.owed).toBe("300.00");
    const list = await data.listPayments(shopId, quoteId);
    expect(list).toHaveLength(1);
    expect(list[0]!.cancelledAt).toBeInstanceOf(Date);
  });
});

describe("registerPaymentAction", () => {
  const key = () => crypto.randomUUID();
  const fields = ({ idempotencyKey = key(), ...overrides }: Record<string, string> = {}) =>
    form({ amount: "100,00", method: "pix", paidOn: "20/11/2026", installments: "", note: "", ...overrides }, idempotencyKey);

  it("registers the Brazilian amount and says the job is paid", async () => {
    const job = await shopWithJob(1234.56);
    signInAs(job.shopId);
    const result = await registerPaymentAction(job.quoteId, null, fields({ amount: "1.234,56", method: "credit_card", installments: "3" }));
    expect(result).toEqual({ ok: true, message: m.registered(formatAmount("1234.56")), detail: m.registeredPaid });
    const [row] = await rowsOf(job.quoteId);
    expect(row).toMatchObject({ amount: "1234.56", method: "credit_card", installments: 3, paidOn: "2026-11-20" });
  });

  it.each([
    ["a forged method", { method: "bitcoin" }, "method", m.methodInvalid],
    ["zero", { amount: "0,00" }, "amount", m.amountPositive],
    ["a negative amount", { amount: "-10,00" }, "amount", messages.money.negative],
    ["too large an amount", { amount: "1.000.000,00" }, "amount", m.amountTooLarge(formatAmount("999999.99"))],
    ["no amount", { amount: "" }, "amount", m.amountRequired],
    ["a day in the future", { paidOn: "2999-01-01" }, "paidOn", m.paidOnFuture],
    ["an impossible day", { paidOn: "30/02/2026" }, "paidOn", m.paidOnInvalid],
    ["installments for cash", { method: "cash", installments: "2" }, "installments", m.installmentsOnlyCard],
    ["25 installments", { method: "credit_card", installments: "25" }, "installments", m.installmentsInvalid],
    ["too long a note", { note: "x".repeat(501) }, "note", m.noteTooLong(500)],
  ])("refuses %s with a pt-BR message, writing nothing", async (_name, overrides, field, message) => {
    const job = await shopWithJob(300);
    signInAs(job.shopId);
    const result = await registerPaymentAction(job.quoteId, null, fields(overrides));
    expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: [message] } });
    expect(await rowsOf(job.quoteId)).toHaveLength(0);
  });

  it("answers an overpayment on its field, then registers it once confirmed with the same key", async () => {
    const job = await shopWithJob(50);
    signInAs(job.shopId);
    const entry = key();
    const asked = await registerPaymentAction(job.quoteId, null, fields({ amount: "60", idempotencyKey: entry }));
    expect(asked).toEqual({
      ok: false,
      message: m.error + m.overpaymentReason,
      fieldErrors: { confirmOverpayment: [m.overpayment(formatAmount("60"), formatAmount("50"))] },
    });
    expect(await rowsOf(job.quoteId)).toHaveLength(0);
    const confirmed = await registerPaymentAction(
      job.quoteId,
      null,
      fields({ amount: "60", idempotencyKey: entry, confirmOverpayment: "1" }),
    );
    expect(confirmed.ok).toBe(true);
    expect(
      await registerPaymentAction(job.quoteId, null, fields({ amount: "60", idempotencyKey: entry, confirmOverpayment: "1" })),
    ).toEqual(confirmed);
    expect(await rowsOf(job.quoteId)).toHaveLength(1);
  });

  it("refuses another shop's job as not found, writing nothing", async () => {
    const mine = await shopWithJob(300);
    const theirs = await shopWithJob(300);
    signInAs(mine.shopId);
    expect(await registerPaymentAction(theirs.quoteId, null, fields())).toEqual({ ok: false, message: m.error + m.notFoundReason });
    expect(await rowsOf(theirs.quoteId)).toHaveLength(0);
  });

  it("cancels with a reason required", async () => {
    const job = await shopWithJob(300);
    signInAs(job.shopId);
    await registerPaymentAction(job.quoteId, null, fields());
    const [row] = await rowsOf(job.quoteId);
    expect(await cancelPaymentAction(row!.id, null, form({ reason: " " }))).toMatchObject({
      ok: false,
      fieldErrors: { reason: [m.reasonRequired] },
    });
    expect(await cancelPaymentAction(row!.id, null, form({ reason: "Duplicado" }))).toEqual({ ok: true, message: m.cancelled });
    expect(await cancelPaymentAction(row!.id, null, form({ reason: "Duplicado" }))).toEqual({
      ok: false,
      message: m.cancelError + m.alreadyCancelled,
    });
    const [quote] = await getDb()
      .select({ paid: quotes.paidTotal })
      .from(quotes)
      .where(and(eq(quotes.id, job.quoteId)));
    expect(quote!.paid).toBe("0.00");
  });
});
