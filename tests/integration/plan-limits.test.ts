import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, quotes } from "@/db/schema";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { createCustomerAction } = await import("@/lib/actions/customers");
const { createQuoteAction } = await import("@/lib/actions/quotes");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { countQuotesThisMonth, getPlanUsage } = await import("@/lib/data/plan-usage");
const { messages } = await import("@/lib/messages");
const { PLAN_LIMITS, PlanLimitReachedError } = await import("@/lib/plans");
const { createMechanic, putOnPlan } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

const m = messages.planLimits;
const customerInput = (name: string) => ({ name, phone: "", email: "", notes: "" });
const quoteInput = (description: string) => ({ description, cost: null, status: "pending" as const });

async function customerCount(userId: string) {
  const [row] = await getDb().select({ n: count() }).from(customers).where(eq(customers.userId, userId));
  return row?.n ?? 0;
}

async function quoteCount(userId: string) {
  const [row] = await getDb().select({ n: count() }).from(quotes).where(eq(quotes.userId, userId));
  return row?.n ?? 0;
}

/** A Básico shop signed in with `customersBefore` customers and `quotesBefore` quotes this month. */
async function basicShop({ customersBefore = 0, quotesBefore = 0 } = {}) {
  const shop = await createMechanic({ plan: "basic" });
  signInAs(shop.id);
  const made = [];
  for (let i = 0; i < Math.max(customersBefore, 1); i++) made.push(await createCustomer(shop.id, customerInput(`Cliente ${i + 1}`)));
  for (let i = 0; i < quotesBefore; i++) await createQuote(shop.id, made[0]!.id, quoteInput(`Orçamento ${i + 1}`));
  return { ...shop, customerId: made[0]!.id };
}

describe("the plan rules", () => {
  it("Básico: 20 customers, 5 quotes a month; Profissional: no limit", () => {
    expect(PLAN_LIMITS.basic).toEqual({ customers: 20, quotesPerMonth: 5, storageBytes: 1024 ** 3 });
    expect(PLAN_LIMITS.pro).toEqual({ customers: null, quotesPerMonth: null, storageBytes: 10 * 1024 ** 3 });
  });
});

describe("the customer limit", () => {
  it("refuses the 21st customer of a Básico shop with the upgrade, keeping the form", async () => {
    const shop = await basicShop({ customersBefore: 20 });
    const result = await createCustomerAction(null, form({ name: "Vinte e Um", phone: "(11) 98888-7777" }));
    expect(result).toEqual({
      ok: false,
      message: "Seu plano Básico permite até 20 clientes. Assine o Profissional para cadastrar sem limite.",
      upgradeHref: "/dashboard/plans",
    });
    expect(await customerCount(shop.id)).toBe(20);
  });

  it("lets the 20th in", async () => {
    const shop = await basicShop({ customersBefore: 19 });
    expect(await createCustomerAction(null, form({ name: "Vinte" }))).toMatchObject({ ok: true });
    expect(await customerCount(shop.id)).toBe(20);
  });

  it("answers a repeated submit of an existing customer at the limit with that customer", async () => {
    const shop = await basicShop({ customersBefore: 19 });
    const key = randomUUID();
    const first = await createCustomerAction(null, form({ name: "Vinte" }, key));
    expect(first).toMatchObject({ ok: true });
    expect(await createCustomerAction(null, form({ name: "Vinte" }, key))).toEqual(first);
    expect(await customerCount(shop.id)).toBe(20);
  });

  it("20 creates at once at 19 customers leave exactly 20", async () => {
    const shop = await basicShop({ customersBefore: 19 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createCustomer(shop.id, customerInput(`Ao mesmo tempo ${i}`))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.reason).toBeInstanceOf(PlanLimitReachedError);
    expect(await customerCount(shop.id)).toBe(20);
  });

  it("does not limit Profissional", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    for (let i = 0; i < 21; i++) await createCustomer(shop.id, customerInput(`Cliente ${i}`));
    expect(await createCustomerAction(null, form({ name: "Vinte e Dois" }))).toMatchObject({ ok: true });
    expect(await customerCount(shop.id)).toBe(22);
  });

  it("is per shop: another shop's customers do not count", async () => {
    const full = await basicShop({ customersBefore: 20 });
    const other = await createMechanic({ plan: "basic" });
    expect(await createCustomer(other.id, customerInput("Outro"))).toHaveProperty("id");
    expect(await customerCount(full.id)).toBe(20);
  });
});

describe("the monthly quote limit", () => {
  it("refuses the 6th quote of the month of a Básico shop with the upgrade", async () => {
    const shop = await basicShop({ quotesBefore: 5 });
    const result = await createQuoteAction(shop.customerId, null, form({ description: "Sexto", cost: "", status: "pending" }));
    expect(result).toEqual({
      ok: false,
      message: "Seu plano Básico permite até 5 orçamentos por mês. Assine o Profissional para criar sem limite.",
      upgradeHref: "/dashboard/plans",
    });
    expect(result).toEqual({ ok: false, message: m.quotesReached(5), upgradeHref: "/dashboard/plans" });
    expect(await quoteCount(shop.id)).toBe(5);
  });

  it("answers a repeated submit of an existing quote at the limit with that quote", async () => {
    const shop = await basicShop({ quotesBefore: 4 });
    const key = randomUUID();
    const fields = { description: "Quinto", cost: "", status: "pending" };
    const first = await createQuoteAction(shop.customerId, null, form(fields, key));
    expect(first).toMatchObject({ ok: true });
    expect(await createQuoteAction(shop.customerId, null, form(fields, key))).toEqual(first);
    expect(await quoteCount(shop.id)).toBe(5);
  });

  it("20 creates at once at 4 quotes leave exactly 5", async () => {
    const shop = await basicShop({ quotesBefore: 4 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createQuote(shop.id, shop.customerId, quoteInput(`Ao mesmo tempo ${i}`))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(PlanLimitReachedError);
    expect(await quoteCount(shop.id)).toBe(5);
  });

  it("counts by the calendar month in São Paulo", async () => {
    const shop = await basicShop({ quotesBefore: 5 });
    // 2026-12-01 02:00 UTC is 30/11 23:00 in São Paulo: November's.
    await getDb()
      .update(quotes)
      .set({ createdAt: new Date("2026-12-01T02:00:00Z") })
      .where(eq(quotes.userId, shop.id));
    expect(await countQuotesThisMonth(shop.id, new Date("2026-11-30T12:00:00Z"))).toBe(5);
    expect(await countQuotesThisMonth(shop.id, new Date("2026-12-01T02:59:59Z"))).toBe(5);
    expect(await countQuotesThisMonth(shop.id, new Date("2026-12-01T03:00:00Z"))).toBe(0);
    expect(await countQuotesThisMonth(shop.id, new Date("2026-11-01T02:59:59Z"))).toBe(0);
  });

  it("a quote of the previous month does not count, one of this month does", async () => {
    const shop = await basicShop({ quotesBefore: 5 });
    const [oldest] = await getDb().select({ id: quotes.id }).from(quotes).where(eq(quotes.userId, shop.id)).limit(1);
    await getDb()
      .update(quotes)
      .set({
        createdAt: sql`date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo' - interval '1 second'`,
      })
      .where(and(eq(quotes.userId, shop.id), eq(quotes.id, oldest!.id)));
    expect(await countQuotesThisMonth(shop.id)).toBe(4);
    expect(await createQuoteAction(shop.customerId, null, form({ description: "Quinto", cost: "", status: "pending" }))).toMatchObject({
      ok: true,
    });
    expect(await createQuoteAction(shop.customerId, null, form({ description: "Sexto", cost: "", status: "pending" }))).toMatchObject({
      ok: false,
      message: m.quotesReached(5),
    });
  });

  it("does not limit Profissional", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    const { id } = await createCustomer(shop.id, customerInput("Cliente"));
    for (let i = 0; i < 6; i++) await createQuote(shop.id, id, quoteInput(`Orçamento ${i}`));
    expect(await createQuoteAction(id, null, form({ description: "Sétimo", cost: "", status: "pending" }))).toMatchObject({ ok: true });
  });
});

describe("a downgrade from Profissional to Básico", () => {
  it("keeps every record and refuses only new creates past the limits", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    const made = [];
    for (let i = 0; i < 22; i++) made.push(await createCustomer(shop.id, customerInput(`Cliente ${i}`)));
    for (let i = 0; i < 7; i++) await createQuote(shop.id, made[0]!.id, quoteInput(`Orçamento ${i}`));

    await putOnPlan(shop.id, "basic");
    expect(await customerCount(shop.id)).toBe(22);
    expect(await quoteCount(shop.id)).toBe(7);
    expect(await getPlanUsage(shop.id)).toMatchObject({ customers: { used: 22, limit: 20 }, quotes: { used: 7, limit: 5 } });

    expect(await createCustomerAction(null, form({ name: "Novo" }))).toMatchObject({ ok: false, message: m.customersReached(20) });
    expect(await createQuoteAction(made[1]!.id, null, form({ description: "Novo", cost: "", status: "pending" }))).toMatchObject({
      ok: false,
      message: m.quotesReached(5),
    });
    expect(await customerCount(shop.id)).toBe(22);
    expect(await quoteCount(shop.id)).toBe(7);
  });
});

describe("the usage the screens show", () => {
  it("counts the shop's customers and this month's quotes against its plan", async () => {
    const shop = await basicShop({ customersBefore: 3, quotesBefore: 2 });
    expect(await getPlanUsage(shop.id)).toEqual({
      customers: { used: 3, limit: 20 },
      quotes: { used: 2, limit: 5 },
      storage: { used: 0, limit: PLAN_LIMITS.basic.storageBytes },
    });
    const pro = await createMechanic({ plan: "pro" });
    await createCustomer(pro.id, customerInput("Cliente"));
    expect(await getPlanUsage(pro.id)).toEqual({
      customers: { used: 1, limit: null },
      quotes: { used: null, limit: null },
      storage: { used: 0, limit: PLAN_LIMITS.pro.storageBytes },
    });
  });
});
