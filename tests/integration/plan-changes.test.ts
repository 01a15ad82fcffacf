import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops } from "@/db/schema";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { cancelScheduledPlanAction, choosePlanAction } = await import("@/lib/actions/plans");
const { subscribeToPlan } = await import("@/lib/data/accounts");
const { formatDate } = await import("@/lib/format");
const { messages } = await import("@/lib/messages");
const { findPlan, planChange, SUBSCRIPTION_LENGTH_MS } = await import("@/lib/plans");
const { requireSubscribedUser, requireUser } = await import("@/lib/session");
const { createMechanic } = await import("../support/factories");

const DAY = 24 * 60 * 60 * 1000;

async function subscriptionOf(shopId: string) {
  const [row] = await getDb()
    .select({
      plan: shops.subscriptionPlan,
      end: shops.subscriptionEndDate,
      scheduledPlan: shops.scheduledPlan,
      scheduledPlanAt: shops.scheduledPlanAt,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row!;
}

async function setEndDate(shopId: string, end: Date) {
  await getDb().update(shops).set({ subscriptionEndDate: end }).where(eq(shops.id, shopId));
}

/** A shop on `plan`, paid until `daysLeft` days from now (to the millisecond), signed in. */
async function shopOn(plan: "basic" | "pro", daysLeft: number) {
  const shop = await createMechanic({ plan });
  const end = new Date(Date.now() + daysLeft * DAY);
  await setEndDate(shop.id, end);
  signInAs(shop.id, { plan });
  return { shop, end };
}

describe("a downgrade while Profissional is paid for", () => {
  it("waits for the end of the paid period: Profissional until then, the end date unchanged", async () => {
    // A mechanic paid to 24/01 on Profissional taps 'Assinar Básico'.
    const { shop, end } = await shopOn("pro", 20);
    const result = await choosePlanAction("basic");
    expect(result).toEqual({ ok: true, message: `Troca agendada: Básico a partir de ${formatDate(end)}.` });

    expect(await subscriptionOf(shop.id)).toEqual({ plan: "pro", end, scheduledPlan: "basic", scheduledPlanAt: end });
    // Still Profissional now: WhatsApp, e-mail and the assistant stay until the end.
    await expect(requireSubscribedUser("workOnCars")).resolves.toMatchObject({ plan: "pro", scheduledPlan: "basic", scheduledPlanAt: end });
  });

  it("takes effect at the end date: the plan is Básico from then, and Básico is what is renewed", async () => {
    const { shop } = await shopOn("pro", 20);
    await choosePlanAction("basic");
    const ended = new Date(Date.now() - DAY);
    await getDb().update(shops).set({ subscriptionEndDate: ended, scheduledPlanAt: ended }).where(eq(shops.id, shop.id));

    // No days were added: the period is over, and the plan read now is Básico.
    await expect(requireUser("ownAccount")).resolves.toMatchObject({ plan: "basic", subscriptionEndDate: ended, scheduledPlan: null });
    const before = Date.now();
    expect(await choosePlanAction("basic")).toMatchObject({ ok: true, redirectTo: "/dashboard" });
    const renewed = await subscriptionOf(shop.id);
    expect(renewed).toMatchObject({ plan: "basic", scheduledPlan: null, scheduledPlanAt: null });
    expect(renewed.end!.getTime()).toBeGreaterThanOrEqual(before + SUBSCRIPTION_LENGTH_MS);
    expect(renewed.end!.getTime()).toBeLessThan(Date.now() + SUBSCRIPTION_LENGTH_MS + 1000);
  });

  it("can be cancelled: Profissional simply goes on, to the same end date", async () => {
    const { shop, end } = await shopOn("pro", 20);
    await choosePlanAction("basic");
    expect(await cancelScheduledPlanAction()).toEqual({ ok: true, message: "Troca cancelada. Você continua com o Profissional." });
    expect(await subscriptionOf(shop.id)).toEqual({ plan: "pro", end, scheduledPlan: null, scheduledPlanAt: null });
    expect(await cancelScheduledPlanAction()).toEqual({ ok: false, message: messages.plans.cancelScheduledNone });
  });

  it("lists what is lost, from the plans' own feature lists", () => {
    const now = new Date("2026-12-25T12:00:00Z");
    const end = new Date("2027-01-24T12:00:00Z");
    expect(planChange({ plan: "pro", subscriptionEndDate: end }, "basic", now)).toEqual({
      kind: "downgrade",
      from: end,
      lost: [
        "Orçamentos ilimitados",
        "Clientes ilimitados",
        "Envio com um toque por WhatsApp e e-mail",
        "Assistente de IA que tira dúvidas e agenda horários",
        "Suporte prioritário (em breve)",
      ],
    });
  });
});

describe("an upgrade while Básico is paid for", () => {
  it("starts now and ends when the paid period ends: no day lost, none added", async () => {
    const { shop, end } = await shopOn("basic", 20);
    const result = await choosePlanAction("pro");
    expect(result).toEqual({ ok: true, message: `Plano Profissional ativado até ${formatDate(end)}.`, redirectTo: "/dashboard" });
    expect(await subscriptionOf(shop.id)).toEqual({ plan: "pro", end, scheduledPlan: null, scheduledPlanAt: null });
    await expect(requireSubscribedUser("workOnCars")).resolves.toMatchObject({ plan: "pro", subscriptionEndDate: end });
  });

  it("costs the price difference for the days left, to the cent", () => {
    const now = new Date("2027-01-04T12:00:00Z");
    const end = new Date("2027-01-24T12:00:00Z");
    // R$ 49,90 − R$ 9,90 = R$ 40,00 a month; 20 of 30 days: R$ 26,67.
    expect(planChange({ plan: "basic", subscriptionEndDate: end }, "pro", now)).toEqual({
      kind: "upgrade",
      until: end,
      cost: 26.67,
      daysLeft: 20,
    });
    expect(planChange({ plan: "basic", subscriptionEndDate: end }, "pro", new Date(end.getTime() - 36 * 3600 * 1000))).toEqual({
      kind: "upgrade",
      until: end,
      cost: 2,
      daysLeft: 2,
    });
  });
});

describe("no switch adds days", () => {
  it("switching back and forth keeps the end date where it was", async () => {
    const { shop, end } = await shopOn("pro", 20);
    await choosePlanAction("basic");
    await cancelScheduledPlanAction();
    await choosePlanAction("basic");
    expect((await subscriptionOf(shop.id)).end).toEqual(end);

    const basic = await shopOn("basic", 10);
    await choosePlanAction("pro");
    signInAs(basic.shop.id, { plan: "pro" });
    await choosePlanAction("basic");
    expect(await subscriptionOf(basic.shop.id)).toEqual({
      plan: "pro",
      end: basic.end,
      scheduledPlan: "basic",
      scheduledPlanAt: basic.end,
    });
  });

  it("the period-buying write refuses a switch while another plan's period runs", async () => {
    const { shop, end } = await shopOn("pro", 20);
    expect(await subscribeToPlan(shop.id, "basic")).toBeNull();
    expect(await subscriptionOf(shop.id)).toMatchObject({ plan: "pro", end });
  });

  it("a choice made on a page that is out of date changes nothing", async () => {
    const { shop, end } = await shopOn("pro", 20);
    // Another tab already scheduled it; this tab's upgrade target is the current plan.
    await choosePlanAction("basic");
    expect(await choosePlanAction("pro")).toEqual({ ok: false, message: messages.plans.alreadyCurrent });
    expect(await subscriptionOf(shop.id)).toEqual({ plan: "pro", end, scheduledPlan: "basic", scheduledPlanAt: end });
  });

  it("a start after the end (or without a plan) is a new 30-day period from now", () => {
    const now = new Date("2027-02-01T12:00:00Z");
    expect(planChange({ plan: "pro", subscriptionEndDate: new Date("2027-01-24T12:00:00Z") }, "basic", now)).toEqual({ kind: "start" });
    expect(planChange({ plan: null, subscriptionEndDate: null }, "pro", now)).toEqual({ kind: "start" });
    expect(findPlan("basic")?.name).toBe("Básico");
  });
});
