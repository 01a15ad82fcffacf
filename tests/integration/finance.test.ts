/**
 * 'Financeiro' and the Painel's money cards against the rule, computed here in cents: the money
 * received in a month is the payments not cancelled whose paid_on (a São Paulo day) falls in it, by
 * method; 'A receber' is the jobs ready or delivered that still owe, the longest owing first.
 */
import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { QuoteStatus } from "@/lib/enums";

const { getDb } = await import("@/db");
const { payments, quotes } = await import("@/db/schema");
const { createCustomer, deleteCustomer } = await import("@/lib/data/customers");
const { createQuote, deleteQuote } = await import("@/lib/data/quotes");
const { getDeliveredMix, listMonthlyReceived, listReceivables } = await import("@/lib/data/finance");
const { getOverview } = await import("@/lib/data/overview");
const { PAYMENT_METHODS } = await import("@/lib/enums");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");

async function shop() {
  const account = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(account.id, { name: "Maria Souza", phone: "(11) 91234-5678", email: "", notes: "" });
  return { shopId: account.id, customerId: customer.id };
}

/** A job at `status`, owing `cost` (putAtStage sets approved_total), that reached its stage at `since`. */
async function job(owner: { shopId: string; customerId: string }, cost: number, status: QuoteStatus, since = new Date()) {
  const quote = await createQuote(owner.shopId, owner.customerId, { description: "Serviço", cost });
  await putAtStage(owner.shopId, quote!.id, status);
  await getDb()
    .update(quotes)
    .set({ stageChangedAt: since })
    .where(and(eq(quotes.id, quote!.id), eq(quotes.shopId, owner.shopId)));
  return quote!.id;
}

type Method = (typeof PAYMENT_METHODS)[number];

async function pay(shopId: string, quoteId: string, amount: string, paidOn: string, method: Method = "pix", cancelled = false) {
  const [row] = await getDb().insert(payments).values({ shopId, quoteId, amount, method, paidOn }).returning({ id: payments.id });
  if (cancelled) {
    await getDb().update(payments).set({ cancelledAt: new Date(), cancelReason: "Lançado em dobro" }).where(eq(payments.id, row!.id));
  }
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const reais = (value: number) => (value / 100).toFixed(2);

describe("money received by month and method", () => {
  it("sums each month's payments by method as the rule does, without cancelled ones or another shop's", async () => {
    const owner = await shop();
    const other = await shop();
    const quoteId = await job(owner, 999_999, "delivered");
    const otherQuote = await job(other, 999_999, "delivered");
    // The days around each month's edges, and some inside.
    const days = [
      "2024-12-31",
      "2025-01-01",
      "2025-01-15",
      "2025-01-31",
      "2025-02-01",
      "2025-02-28",
      "2025-03-01",
      "2025-03-31",
      "2025-04-01",
    ];
    const written: { paidOn: string; method: Method; amount: string; cancelled: boolean }[] = [];
    for (let index = 0; index < 60; index++) {
      const payment = {
        paidOn: days[randomInt(days.length)]!,
        method: PAYMENT_METHODS[randomInt(PAYMENT_METHODS.length)]!,
        amount: reais(1 + randomInt(500_000)),
        cancelled: randomInt(5) === 0,
      };
      written.push(payment);
      await pay(owner.shopId, quoteId, payment.amount, payment.paidOn, payment.method, payment.cancelled);
    }
    // The other shop's money on the same days never counts.
    await pay(other.shopId, otherQuote, "777.77", "2025-02-10", "cash");

    const months = await listMonthlyReceived(owner.shopId, "2025-03", 3);

    const expected = ["2025-01", "2025-02", "2025-03"].map((month) => {
      const inMonth = written.filter((payment) => !payment.cancelled && payment.paidOn.startsWith(month));
      const byMethod = Object.fromEntries(
        PAYMENT_METHODS.map((method) => [
          method,
          reais(inMonth.filter((payment) => payment.method === method).reduce((sum, payment) => sum + cents(payment.amount), 0)),
        ]),
      );
      return { month, total: reais(inMonth.reduce((sum, payment) => sum + cents(payment.amount), 0)), byMethod };
    });
    expect(months).toEqual(expected);
  });

  // The months are kept by the payments' trigger (payment_months): each write, then the read.
  it("counts payments made at once, and lets go of a job's payments when the job or its customer is deleted", async () => {
    const owner = await shop();
    const kept = await job(owner, 99_999, "delivered");
    const dropped = await job(owner, 99_999, "delivered");
    await Promise.all(Array.from({ length: 12 }, () => pay(owner.shopId, kept, "10.05", "2025-06-10", "pix")));
    await pay(owner.shopId, dropped, "300.00", "2025-06-20", "pix");
    await pay(owner.shopId, dropped, "45.50", "2025-06-21", "cash");
    const june = async () => (await listMonthlyReceived(owner.shopId, "2025-06", 1))[0]!;
    expect(await june()).toMatchObject({ total: "466.10", byMethod: { pix: "420.60", cash: "45.50" } });

    expect(await deleteQuote(owner.shopId, dropped)).toEqual({ customerId: owner.customerId });
    expect(await june()).toMatchObject({ total: "120.60", byMethod: { pix: "120.60", cash: "0.00" } });

    expect(await deleteCustomer(owner.shopId, owner.customerId)).toBe(true);
    expect(await june()).toMatchObject({ total: "0.00", byMethod: { pix: "0.00" } });
  });

  it("answers every month, with zeros, for a shop with no payment", async () => {
    const owner = await shop();
    const months = await listMonthlyReceived(owner.shopId, "2026-02", 12);
    expect(months.map((month) => month.month)).toEqual([
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(months.every((month) => month.total === "0.00" && Object.values(month.byMethod).every((sum) => sum === "0.00"))).toBe(true);
  });
});

describe("A receber", () => {
  it("lists the jobs ready or delivered that still owe, the longest owing first, with their count and sum", async () => {
    const owner = await shop();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 15));
    const newest = await job(owner, 300, "ready", day(20));
    const oldest = await job(owner, 1000, "delivered", day(2));
    const middle = await job(owner, 500, "delivered", day(10));
    await pay(owner.shopId, middle, "200.00", "2026-01-10");
    // Paid in full, still in the shop, or cancelled: not asked for money here.
    const paid = await job(owner, 400, "delivered", day(1));
    await pay(owner.shopId, paid, "400.00", "2026-01-01");
    await job(owner, 800, "in_progress", day(1));
    await job(owner, 900, "approved", day(1));
    // A payment cancelled owes again.
    const cancelledPayment = await job(owner, 50, "delivered", day(15));
    await pay(owner.shopId, cancelledPayment, "50.00", "2026-01-15", "cash", true);

    const list = await listReceivables(owner.shopId);
    expect(list.items.map((item) => [item.quoteId, item.owed, item.status])).toEqual([
      [oldest, "1000.00", "delivered"],
      [middle, "300.00", "delivered"],
      [cancelledPayment, "50.00", "delivered"],
      [newest, "300.00", "ready"],
    ]);
    expect(list.items[0]).toMatchObject({ customerName: "Maria Souza", customerPhone: "(11) 91234-5678", since: day(2) });
    expect({ total: list.total, owed: list.owed }).toEqual({ total: 4, owed: "1650.00" });

    const capped = await listReceivables(owner.shopId, 2);
    expect(capped.items.map((item) => item.quoteId)).toEqual([oldest, middle]);
    expect({ total: capped.total, owed: capped.owed }).toEqual({ total: 4, owed: "1650.00" });
  });
});

describe("parts, labour and services of the month's deliveries", () => {
  it("takes the jobs delivered in the month by São Paulo's calendar, and their average ticket", async () => {
    const owner = await shop();
    const withItems = async (since: Date, parts: string, labour: string, services: string, total: number) => {
      const id = await job(owner, total, "delivered", since);
      await getDb().update(quotes).set({ partsTotal: parts, labourTotal: labour, servicesTotal: services }).where(eq(quotes.id, id));
    };
    // 2026-03-01T02:59Z is still 28 February in São Paulo (UTC-3); 03:00Z is March.
    await withItems(new Date("2026-03-01T02:59:00Z"), "999.00", "999.00", "999.00", 2997);
    await withItems(new Date("2026-03-01T03:00:00Z"), "100.00", "50.00", "25.00", 175);
    await withItems(new Date("2026-03-31T23:00:00Z"), "200.50", "0.00", "100.00", 300.5);
    // 1 April 02:00 in UTC is 31 March in São Paulo.
    await withItems(new Date("2026-04-01T02:00:00Z"), "10.00", "10.00", "10.00", 30);
    await withItems(new Date("2026-04-01T03:00:00Z"), "5000.00", "0.00", "0.00", 5000);
    // Ready, not delivered: not in the month's mix.
    await job(owner, 123, "ready", new Date("2026-03-15T12:00:00Z"));

    expect(await getDeliveredMix(owner.shopId, "2026-03")).toEqual({
      jobs: 3,
      parts: "310.50",
      labour: "60.00",
      services: "135.00",
      total: "505.50",
      averageTicket: "168.50",
    });
    expect((await getDeliveredMix(owner.shopId, "2026-05")).jobs).toBe(0);
  });
});

describe("the Painel's money cards", () => {
  it("shows what is owed and what came in during São Paulo's month", async () => {
    const owner = await shop();
    const ready = await job(owner, 600, "ready");
    await pay(owner.shopId, ready, "100.00", "2026-11-30", "pix");
    await pay(owner.shopId, ready, "50.00", "2026-11-01", "cash");
    await pay(owner.shopId, ready, "70.00", "2026-11-15", "cash", true);
    await pay(owner.shopId, ready, "40.00", "2026-10-31", "pix");
    await pay(owner.shopId, ready, "30.00", "2026-12-01", "pix");
    await job(owner, 900, "in_progress");
    const viewer = { shopId: owner.shopId, isOperator: false };

    // 02:00 UTC on 1 December is still 30 November in São Paulo: November's money.
    const november = await getOverview(viewer, new Date("2026-12-01T02:00:00Z"));
    expect({ receivable: november.receivable, received: november.receivedThisMonth }).toEqual({
      receivable: "380.00",
      received: "150.00",
    });
    const december = await getOverview(viewer, new Date("2026-12-01T03:00:00Z"));
    expect(december.receivedThisMonth).toBe("30.00");
  });
});
