/** Tenant isolation: plans (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Attack } from "../fixtures";

const { getDb } = await import("@/db");
const { shops } = await import("@/db/schema");
const subscriptionData = await import("@/lib/data/subscription");
const { cancelScheduledPlanAction } = await import("@/lib/actions/plans");
const { messages } = await import("@/lib/messages");

/** A's subscription as stored: what B's calls must leave as it was. */
async function subscriptionOf(shopId: string) {
  const [row] = await getDb()
    .select({
      plan: shops.subscriptionPlan,
      start: shops.subscriptionStartDate,
      end: shops.subscriptionEndDate,
      scheduledPlan: shops.scheduledPlan,
      scheduledPlanAt: shops.scheduledPlanAt,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row;
}

/**
 * A with a scheduled downgrade while B's `attack` runs: written straight to the row and taken back
 * after, so the matrix's snapshot of A (taken before the attack) still holds; B's call must leave it.
 */
async function whileAHasAScheduledChange(a: { id: string }, attack: () => Promise<void>) {
  const set = (values: { scheduledPlan: "basic" | null; scheduledPlanAt: Date | null }) =>
    getDb().update(shops).set(values).where(eq(shops.id, a.id));
  const [row] = await getDb().select({ end: shops.subscriptionEndDate }).from(shops).where(eq(shops.id, a.id));
  await set({ scheduledPlan: "basic", scheduledPlanAt: row!.end });
  const before = await subscriptionOf(a.id);
  await attack();
  expect(await subscriptionOf(a.id)).toEqual(before);
  await set({ scheduledPlan: null, scheduledPlanAt: null });
}

export const attacks: Record<string, Attack> = {
  "lib/data/subscription.ts#upgradePlan": async (a, b) => {
    const before = await subscriptionOf(a.id);
    // B takes no id but its own: an upgrade of B to B's own plan changes nobody.
    expect(await subscriptionData.upgradePlan(b.id, "pro")).toBeNull();
    expect(await subscriptionOf(a.id)).toEqual(before);
  },
  "lib/data/subscription.ts#schedulePlanChange": async (a, b) => {
    const before = await subscriptionOf(a.id);
    expect(await subscriptionData.schedulePlanChange(b.id, "basic")).not.toBeNull();
    expect(await subscriptionOf(a.id)).toEqual(before);
  },
  "lib/data/subscription.ts#cancelScheduledPlanChange": async (a, b) => {
    await whileAHasAScheduledChange(a, async () => {
      expect(await subscriptionData.cancelScheduledPlanChange(b.id)).toBe(false);
    });
  },
  "lib/actions/plans.ts#cancelScheduledPlanAction": async (a) => {
    await whileAHasAScheduledChange(a, async () => {
      expect(await cancelScheduledPlanAction()).toEqual({ ok: false, message: messages.plans.cancelScheduledNone });
    });
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/actions/plans.ts#choosePlanAction": "a plan id, not a record; the caller's own account (server-checks.test.ts)",
  "lib/data/plan-usage.ts#lockCustomerCreates": "locks the caller's own customer creates inside createCustomer's transaction; no record id",
  "lib/data/plan-usage.ts#assertWithinPlanLimit":
    "counts the caller's own rows (by shop_id) against its own plan; no record id (plan-limits.test.ts)",
  "lib/data/plan-usage.ts#countFirstSend":
    "runs inside recordQuoteSend's and markQuoteHandedOut's transactions, after lockShopQuote found the caller's own quote; its reads and update filter by shop_id too (plan-limits.test.ts)",
  "lib/data/plan-usage.ts#countQuotesThisMonth": "counts the caller's own quotes (by shop_id); no record id (plan-limits.test.ts)",
  "lib/data/plan-usage.ts#getPlanUsage": "counts the caller's own rows (by shop_id); no record id (plan-limits.test.ts)",
  "lib/data/plan-usage.ts#photoStorageAllows":
    "sums the caller's own photos (by shop_id) against its own plan inside addJobPhoto; no record id (photo-limits.test.ts)",
};
