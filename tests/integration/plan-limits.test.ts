import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, quotes } from "@/db/schema";
import { signInAs } from "../support/request";
import { createCustomerAction } from "@/lib/actions/customers";
import { createQuoteAction } from "@/lib/actions/quotes";
import { createWalkInCheckInAction } from "@/lib/actions/check-ins";
import { handOutQuoteLinkAction } from "@/lib/actions/quote-sending";
import { GET } from "@/app/dashboard/quotes/[id]/pdf/route";
import { listQuoteSends, markQuoteHandedOut, recordQuoteSend } from "@/lib/data/quote-sends";
import { saveQuoteWith } from "../support/quotes";
import { createCustomer } from "@/lib/data/customers";
import { getQuote } from "@/lib/data/quote-document";
import { createQuote } from "@/lib/data/quotes";
import { countQuotesThisMonth, getPlanUsage } from "@/lib/data/plan-usage";
import { messages } from "@/lib/messages";
import { PLAN_LIMITS, PlanLimitReachedError } from "@/lib/plans";
import { createMechanic, putOnPlan } from "../support/factories";
import { submittedForm as form } from "../support/forms";

// The session is the one thing faked: it stands for the cookie a browser would send.

const m = messages.planLimits;
const customerInput = (name: string) => ({ name, phone: "", email: "", notes: "" });
const pricedInput = (description: string) => ({ description, cost: 100, status: "pending" as const });
const serviceLine = {
  kind: "service" as const,
  description: "Troca de óleo",
  catalogueServiceId: null,
  partCondition: null,
  labourPricing: null,
  quantity: "1",
  unitPrice: "120.00",
};

async function customerCount(shopId: string) {
  const [row] = await getDb().select({ n: count() }).from(customers).where(eq(customers.shopId, shopId));
  return row?.n ?? 0;
}

async function quoteCount(shopId: string) {
  const [row] = await getDb().select({ n: count() }).from(quotes).where(eq(quotes.shopId, shopId));
  return row?.n ?? 0;
}

/** A Básico shop signed in with `customersBefore` customers and `quotesBefore` quotes this month. */
async function basicShop({ customersBefore = 0, quotesBefore = 0 } = {}) {
  const shop = await createMechanic({ plan: "basic" });
  signInAs(shop.id);
  const made = [];
  for (let i = 0; i < Math.max(customersBefore, 1); i++) made.push(await createCustomer(shop.id, customerInput(`Cliente ${i + 1}`)));
  for (let i = 0; i < quotesBefore; i++) await sentQuote(shop.id, made[0]!.id, `Orçamento ${i + 1}`);
  return { ...shop, customerId: made[0]!.id };
}

/** A priced quote, handed out (its link copied): it counts in this month. */
async function sentQuote(shopId: string, customerId: string, description: string) {
  const quote = await createQuote(shopId, customerId, pricedInput(description));
  await markQuoteHandedOut(shopId, quote!.id);
  return quote!;
}

const getPdf = (id: string) => GET(new Request(`http://localhost/dashboard/quotes/${id}/pdf`), { params: Promise.resolve({ id }) });

describe("the plan rules", () => {
  it("Básico: 20 customers, 5 quotes a month; Profissional: no limit; Premium: a team of five", () => {
    expect(PLAN_LIMITS.basic).toEqual({ customers: 20, quotesPerMonth: 5, storageBytes: 1024 ** 3, people: 1 });
    expect(PLAN_LIMITS.pro).toEqual({ customers: null, quotesPerMonth: null, storageBytes: 10 * 1024 ** 3, people: 1 });
    expect(PLAN_LIMITS.premium).toEqual({ customers: null, quotesPerMonth: null, storageBytes: 10 * 1024 ** 3, people: 5 });
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
  it("a Básico shop's check-ins never hit it; the 6th quote sent priced in the month does", async () => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id);
    const checkIns: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const started = await createWalkInCheckInAction(null, form({ name: `Cliente ${i}`, phone: `(11) 98888-000${i}` }));
      expect(started).toMatchObject({ ok: true });
      checkIns.push(started.redirectTo!.split("/")[3]!);
    }
    expect(await quoteCount(shop.id)).toBe(6);
    expect(await countQuotesThisMonth(shop.id)).toBe(0);
    // A check-in's link handed out before the quote has a price is no send of a quote.
    expect(await handOutQuoteLinkAction(checkIns[0]!)).toEqual({ ok: true });
    expect(await countQuotesThisMonth(shop.id)).toBe(0);

    for (const quoteId of checkIns) await saveQuoteWith(shop.id, quoteId, { items: [serviceLine] });
    for (const quoteId of checkIns.slice(0, 5)) expect(await handOutQuoteLinkAction(quoteId)).toEqual({ ok: true });
    expect(await countQuotesThisMonth(shop.id)).toBe(5);
    // A quote already sent goes out again as often as wanted.
    expect(await handOutQuoteLinkAction(checkIns[0]!)).toEqual({ ok: true });
    expect(await getPdf(checkIns[1]!)).toHaveProperty("status", 200);

    expect(await handOutQuoteLinkAction(checkIns[5]!)).toEqual({ ok: false, message: m.quotesReached(5), upgradeHref: "/dashboard/plans" });
    const pdf = await getPdf(checkIns[5]!);
    expect(pdf.status).toBe(403);
    expect(await pdf.text()).toBe(m.quotesReached(5));
    expect(await countQuotesThisMonth(shop.id)).toBe(5);
    expect((await getQuote(shop.id, checkIns[5]!))?.id).toBe(checkIns[5]);
  });

  it("refuses a first send by WhatsApp past the limit, and records nothing", async () => {
    const shop = await basicShop({ quotesBefore: 5 });
    const quote = await createQuote(shop.id, shop.customerId, pricedInput("Sexto"));
    await expect(
      recordQuoteSend(shop.id, quote!.id, { channel: "whatsapp", recipient: "11988887777" }, randomUUID()),
    ).rejects.toBeInstanceOf(PlanLimitReachedError);
    expect(await listQuoteSends(shop.id, quote!.id)).toEqual([]);
  });

  it("creating quotes is never limited: Básico makes a 6th and a 7th", async () => {
    const shop = await basicShop({ quotesBefore: 5 });
    expect(await createQuoteAction(shop.customerId, null, form({ description: "Sexto", cost: "", status: "pending" }))).toMatchObject({
      ok: true,
    });
    expect(
      await createQuoteAction(shop.customerId, null, form({ description: "Sétimo", cost: "150,00", status: "pending" })),
    ).toMatchObject({
      ok: true,
    });
    expect(await quoteCount(shop.id)).toBe(7);
  });

  it("first sends at once at 4 sent leave exactly 5", async () => {
    const shop = await basicShop({ quotesBefore: 4 });
    const waiting = [];
    for (let i = 0; i < 6; i++) waiting.push((await createQuote(shop.id, shop.customerId, pricedInput(`Ao mesmo tempo ${i}`)))!.id);
    const results = await Promise.allSettled(waiting.map((quoteId) => markQuoteHandedOut(shop.id, quoteId)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(PlanLimitReachedError);
    expect(await countQuotesThisMonth(shop.id)).toBe(5);
  });

  it("counts by the calendar month in São Paulo of the first send", async () => {
    const shop = await basicShop({ quotesBefore: 5 });
    // 2026-12-01 02:00 UTC is 30/11 23:00 in São Paulo: November's.
    await getDb()
      .update(quotes)
      .set({ sentAt: new Date("2026-12-01T02:00:00Z") })
      .where(eq(quotes.shopId, shop.id));
    expect(await countQuotesThisMonth(shop.id, new Date("2026-11-30T12:00:00Z"))).toBe(5);
    expect(await countQuotesThisMonth(shop.id, new Date("2026-12-01T02:59:59Z"))).toBe(5);
    expect(await countQuotesThisMonth(shop.id, new Date("2026-12-01T03:00:00Z"))).toBe(0);
    expect(await countQuotesThisMonth(shop.id, new Date("2026-11-01T02:59:59Z"))).toBe(0);
  });

  it("a quote sent the previous month does not count, one sent this month does", async () => {
    const shop = await basicShop({ quotesBefore: 5 });
    const [oldest] = await getDb().select({ id: quotes.id }).from(quotes).where(eq(quotes.shopId, shop.id)).limit(1);
    await getDb()
      .update(quotes)
      .set({
        sentAt: sql`date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo' - interval '1 second'`,
      })
      .where(and(eq(quotes.shopId, shop.id), eq(quotes.id, oldest!.id)));
    expect(await countQuotesThisMonth(shop.id)).toBe(4);
    const fifth = await createQuote(shop.id, shop.customerId, pricedInput("Quinto"));
    const sixth = await createQuote(shop.id, shop.customerId, pricedInput("Sexto"));
    expect(await handOutQuoteLinkAction(fifth!.id)).toEqual({ ok: true });
    expect(await handOutQuoteLinkAction(sixth!.id)).toMatchObject({ ok: false, message: m.quotesReached(5) });
  });

  it("does not limit Profissional", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    const { id } = await createCustomer(shop.id, customerInput("Cliente"));
    for (let i = 0; i < 7; i++) {
      const quote = await createQuote(shop.id, id, pricedInput(`Orçamento ${i}`));
      expect(await handOutQuoteLinkAction(quote!.id)).toEqual({ ok: true });
    }
  });
});

describe("a downgrade from Profissional to Básico", () => {
  it("keeps every record and refuses only new first sends past the limits", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    const made = [];
    for (let i = 0; i < 22; i++) made.push(await createCustomer(shop.id, customerInput(`Cliente ${i}`)));
    for (let i = 0; i < 7; i++) await sentQuote(shop.id, made[0]!.id, `Orçamento ${i}`);

    await putOnPlan(shop.id, "basic");
    expect(await customerCount(shop.id)).toBe(22);
    expect(await quoteCount(shop.id)).toBe(7);
    expect(await getPlanUsage(shop.id)).toMatchObject({ customers: { used: 22, limit: 20 }, quotes: { used: 7, limit: 5 } });

    expect(await createCustomerAction(null, form({ name: "Novo" }))).toMatchObject({ ok: false, message: m.customersReached(20) });
    const created = await createQuoteAction(made[1]!.id, null, form({ description: "Novo", cost: "90,00", status: "pending" }));
    expect(created).toMatchObject({ ok: true });
    const newId = (created as { redirectTo: string }).redirectTo.split("/")[3]!;
    expect(await handOutQuoteLinkAction(newId)).toMatchObject({ ok: false, message: m.quotesReached(5) });
    expect(await customerCount(shop.id)).toBe(22);
    expect(await countQuotesThisMonth(shop.id)).toBe(7);
  });
});

describe("the usage the screens show", () => {
  it("counts the shop's customers and this month's quotes sent against its plan", async () => {
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
