import "server-only";
import { and, eq, gt, isNotNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { shops, type SubscriptionPlanId } from "@/db/schema";

/*
 * Changing plan while one is paid for (lib/plans.ts planChange says which kind a choice is). A
 * start or a renewal is subscribeToPlan (lib/data/accounts.ts). Each write here is one statement
 * that checks the period is still running, so a second tab or a late tap cannot turn a change into
 * a new period: no change adds a day that was not paid for.
 */

/**
 * The shop's plan as of now: a scheduled plan is the plan from its date on. Read this way rather
 * than written by a job or on sign-in: there is nothing to run, no GET writes, and every reader
 * (the guard, the session's plan, the limits) sees the change at the same instant. The stored
 * `subscription_plan` catches up at the next purchase, which clears the schedule.
 */
export const currentPlanSql = sql<SubscriptionPlanId | null>`(case when ${shops.scheduledPlanAt} <= now() then ${shops.scheduledPlan} else ${shops.subscriptionPlan} end)`;

const stillPaid = (now: Date) => gt(shops.subscriptionEndDate, now);

/**
 * An upgrade: `plan` from `now` until the end of the period already paid for (the end date does
 * not move). Answers that end, or null when there is no running period on another plan to upgrade.
 */
export async function upgradePlan(shopId: string, plan: SubscriptionPlanId, now = new Date()) {
  const [row] = await getDb()
    .update(shops)
    .set({ subscriptionPlan: plan, subscriptionStartDate: now, scheduledPlan: null, scheduledPlanAt: null, updatedAt: now })
    .where(and(eq(shops.id, shopId), ne(shops.subscriptionPlan, plan), stillPaid(now)))
    .returning({ endDate: shops.subscriptionEndDate });
  return row?.endDate ?? null;
}

/**
 * A downgrade: `plan` from the end of the period already paid for; the current plan stays until
 * then. Answers that date, or null when there is no running period on another plan.
 */
export async function schedulePlanChange(shopId: string, plan: SubscriptionPlanId, now = new Date()) {
  const [row] = await getDb()
    .update(shops)
    .set({ scheduledPlan: plan, scheduledPlanAt: sql`${shops.subscriptionEndDate}`, updatedAt: now })
    .where(and(eq(shops.id, shopId), ne(shops.subscriptionPlan, plan), stillPaid(now)))
    .returning({ at: shops.scheduledPlanAt });
  return row?.at ?? null;
}

/**
 * Cancels a scheduled change that has not happened yet; the current plan simply goes on. Answers
 * whether there was one to cancel.
 */
export async function cancelScheduledPlanChange(shopId: string, now = new Date()) {
  const rows = await getDb()
    .update(shops)
    .set({ scheduledPlan: null, scheduledPlanAt: null, updatedAt: now })
    .where(and(eq(shops.id, shopId), isNotNull(shops.scheduledPlan), gt(shops.scheduledPlanAt, now)))
    .returning({ id: shops.id });
  return rows.length > 0;
}
