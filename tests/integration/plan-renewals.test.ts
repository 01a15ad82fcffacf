import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, shops } from "@/db/schema";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { choosePlanAction } = await import("@/lib/actions/plans");
const { createCustomerAction } = await import("@/lib/actions/customers");
const { subscribeToPlan } = await import("@/lib/data/accounts");
const { createCustomer } = await import("@/lib/data/customers");
const { findPublicShop } = await import("@/lib/data/profile");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { createQuote } = await import("@/lib/data/quotes");
const { formatDate } = await import("@/lib/format");
const { messages } = await import("@/lib/messages");
const { PUBLIC_PAGE_GRACE_DAYS, renewedEndDate, SUBSCRIPTION_LENGTH_MS, subscriptionState } = await import("@/lib/plans");
const { requireSubscribedUser, requireUser } = await import("@/lib/session");
const { createMechanic, profileInput, saveLoadedProfile } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

const DAY = 24 * 60 * 60 * 1000;

async function endDateOf(shopId: string) {
  const [row] = await getDb().select({ end: shops.subscriptionEndDate }).from(shops).where(eq(shops.id, shopId));
  return row?.end ?? null;
}

async function setEndDate(shopId: string, end: Date) {
  await getDb().update(shops).set({ subscriptionEndDate: end }).where(eq(shops.id, shopId));
}

/** The path next/navigation's redirect() was asked for, or null if it did not redirect. */
async function redirectOf(check: () => Promise<unknown>) {
  try {
    await check();
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return digest.split(";")[2];
  }
}

describe("the subscription's state", () => {
  it("is none without a plan, active until the end date, expired from it", () => {
    const end = new Date("2026-12-10T15:00:00Z");
    expect(subscriptionState({ plan: null, subscriptionEndDate: null })).toBe("none");
    expect(subscriptionState({ plan: "basic", subscriptionEndDate: end }, new Date("2026-12-10T14:59:59Z"))).toBe("active");
    expect(subscriptionState({ plan: "basic", subscriptionEndDate: end }, end)).toBe("expired");
  });
});

describe("after the end date", () => {
  it("the guard sends the mechanic to the plans page, and actions answer the renewal message, writing nothing", async () => {
    const shop = await createMechanic({ plan: "pro" });
    await createCustomer(shop.id, { name: "Cliente antigo", phone: "", email: "", notes: "" });
    const end = new Date(Date.now() - DAY);
    await setEndDate(shop.id, end);
    signInAs(shop.id, { plan: "pro" });

    expect(await redirectOf(() => requireSubscribedUser("workOnCars"))).toBe("/dashboard/plans?motivo=vencido");
    expect(await redirectOf(() => requireUser("ownAccount"))).toBeNull(); // the plans page and the account stay open

    const expected = `Sua assinatura venceu em ${formatDate(end)}. Renove para continuar usando o painel.`;
    expect(await createCustomerAction(null, form({ name: "Novo" }))).toEqual({
      ok: false,
      message: expected,
      redirectTo: "/dashboard/plans",
    });
    expect(messages.planLimits.expired(formatDate(end))).toBe(expected);
    // Every record is kept.
    expect(await getDb().select({ name: customers.name }).from(customers).where(eq(customers.shopId, shop.id))).toEqual([
      { name: "Cliente antigo" },
    ]);
  });

  it("renewing starts a new period now and opens the dashboard again", async () => {
    const shop = await createMechanic({ plan: "basic" });
    await setEndDate(shop.id, new Date(Date.now() - 3 * DAY));
    signInAs(shop.id, { plan: "basic" });
    const before = Date.now();
    const result = await choosePlanAction("basic");
    expect(result).toMatchObject({ ok: true, redirectTo: "/dashboard" });
    const end = await endDateOf(shop.id);
    expect(end!.getTime()).toBeGreaterThanOrEqual(before + SUBSCRIPTION_LENGTH_MS);
    expect(end!.getTime()).toBeLessThan(Date.now() + SUBSCRIPTION_LENGTH_MS + 1000);
    expect(result).toEqual({ ok: true, message: `Plano Básico renovado até ${formatDate(end!)}.`, redirectTo: "/dashboard" });
    await expect(requireSubscribedUser("workOnCars")).resolves.toMatchObject({ userId: shop.id, shopId: shop.id, plan: "basic" });
  });
});

describe("renewing early", () => {
  it("extends from the current end date, losing no day", async () => {
    const shop = await createMechanic({ plan: "basic" });
    const now = new Date("2026-11-25T12:00:00Z");
    const currentEnd = new Date("2026-11-30T12:00:00Z");
    await setEndDate(shop.id, currentEnd);
    expect(await subscribeToPlan(shop.id, "basic", now)).toEqual(new Date(currentEnd.getTime() + SUBSCRIPTION_LENGTH_MS));
    expect(renewedEndDate(currentEnd, now)).toEqual(new Date(currentEnd.getTime() + SUBSCRIPTION_LENGTH_MS));
  });

  it("after the end, extends from now", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const now = new Date("2026-11-25T12:00:00Z");
    await setEndDate(shop.id, new Date("2026-11-01T12:00:00Z"));
    expect(await subscribeToPlan(shop.id, "pro", now)).toEqual(new Date(now.getTime() + SUBSCRIPTION_LENGTH_MS));
    expect(renewedEndDate(new Date("2026-11-01T12:00:00Z"), now)).toEqual(new Date(now.getTime() + SUBSCRIPTION_LENGTH_MS));
  });

  it("the current plan is bought again only in its last week or after it", async () => {
    const shop = await createMechanic({ plan: "basic" });
    signInAs(shop.id, { plan: "basic" });
    // 30 days left: it is the current plan.
    expect(await choosePlanAction("basic")).toEqual({ ok: false, message: messages.plans.alreadyCurrent });
    // 5 days left: a renewal, from the end date.
    const end = new Date(Date.now() + 5 * DAY);
    await setEndDate(shop.id, end);
    expect(await choosePlanAction("basic")).toMatchObject({ ok: true });
    expect((await endDateOf(shop.id))!.getTime()).toBe(end.getTime() + SUBSCRIPTION_LENGTH_MS);
  });
});

describe("the public page after the end date", () => {
  it("stays up for the grace days, then answers nothing (404), and comes back with a renewal", async () => {
    const shop = await createMechanic({ plan: "basic" });
    const saved = await saveLoadedProfile(shop.id, profileInput({ shopName: "Auto Vencida", slug: "" }));
    if (!saved.ok || !saved.slug) throw new Error("perfil não salvo");
    const end = new Date("2026-11-10T12:00:00Z");
    await setEndDate(shop.id, end);

    expect(await findPublicShop(saved.slug, new Date("2026-11-09T12:00:00Z"))).toMatchObject({ shopId: shop.id });
    expect(await findPublicShop(saved.slug, new Date(end.getTime() + (PUBLIC_PAGE_GRACE_DAYS * DAY - 1000)))).toMatchObject({
      shopId: shop.id,
    });
    expect(await findPublicShop(saved.slug, new Date(end.getTime() + PUBLIC_PAGE_GRACE_DAYS * DAY))).toBeNull();
    expect(await findPublicShop(saved.slug)).toBeNull(); // today is past the grace days

    await subscribeToPlan(shop.id, "basic");
    expect(await findPublicShop(saved.slug)).toMatchObject({ shopId: shop.id });
  });
});

describe("quote links after the end date", () => {
  it("keep working: the customer's quote does not expire with the shop's plan", async () => {
    const shop = await createMechanic({ plan: "basic" });
    const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
    const quote = await createQuote(shop.id, customer.id, { description: "Troca de óleo", cost: 120 });
    const token = await getQuoteLinkToken(shop.id, quote!.id);
    await setEndDate(shop.id, new Date(Date.now() - 60 * DAY));
    expect(await getPublicQuote(token!)).toBeDefined();
  });
});
