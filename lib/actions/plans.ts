"use server";

import { setTimeout as wait } from "node:timers/promises";
import { refresh } from "next/cache";
import { unstable_update } from "@/auth";
import { defineAction } from "@/lib/actions/define-action";
import { subscribeToPlan } from "@/lib/data/accounts";
import { peopleOverLimit } from "@/lib/data/team";
import { cancelScheduledPlanChange, schedulePlanChange, upgradePlan } from "@/lib/data/subscription";
import { messages } from "@/lib/messages";
import { formatDate } from "@/lib/format";
import { findPlan, peopleLimitOf, planChange, SIMULATED_PAYMENT_MS } from "@/lib/plans";
import { choosePlanSchema } from "@/lib/validation/plans";
import { z } from "@/lib/validation/zod";

const m = messages.plans;

/**
 * The session cookie carries the plan for proxy.ts: refresh it so the guard lets the mechanic in at
 * once (the jwt callback reads the plan from the database). The plan is saved by now, so a failure
 * here is logged, not reported as a failed payment: the server-side checks read the plan from the
 * database, and the cookie catches up at the next sign-in.
 */
async function refreshSessionPlan(shopId: string, planId: string) {
  await unstable_update({}).catch((error: unknown) =>
    console.error("sessão não atualizada após a troca de plano", { shopId, planId }, error),
  );
}

/**
 * 'Assinar …' (or 'Renovar …'): the one action a signed-in mechanic without a plan, or whose plan
 * has ended, is there to use. What a choice does is lib/plans.ts planChange: a start or a renewal
 * is paid now (simulated), an upgrade runs from now to the end already paid (paid now, simulated),
 * a downgrade waits for that end (nothing paid now). The plans page confirms a change first.
 */
export const choosePlanAction = defineAction({
  access: "session",
  permission: "managePlan",
  name: "troca de plano",
  texts: { failed: m.paymentError, loginRequired: m.loginRequired },
  input: (planId: string) => ({ planId }),
  schema: choosePlanSchema,
  async run({ caller, input: { planId } }) {
    const planName = findPlan(planId)?.name ?? planId;
    const change = planChange(caller, planId);
    // A plan with room for fewer people than the shop has: the owner chooses who leaves first,
    // rather than the change locking someone out on its date.
    if (change.kind !== "current" && change.kind !== "renewal") {
      const over = await peopleOverLimit(caller.shopId, planId);
      if (over.length > 0) return { ok: false, message: messages.team.downgradeTooMany(planName, peopleLimitOf(planId), over) };
    }
    switch (change.kind) {
      case "current":
        return { ok: false, message: m.alreadyCurrent };
      case "downgrade": {
        const from = await schedulePlanChange(caller.shopId, planId);
        if (!from) return { ok: false, message: m.changeStale };
        refresh();
        return { ok: true, message: m.scheduledDone(planName, formatDate(from)) };
      }
      case "upgrade": {
        await wait(SIMULATED_PAYMENT_MS); // stands for the payment a later version will make real
        const until = await upgradePlan(caller.shopId, planId);
        if (!until) return { ok: false, message: m.changeStale };
        await refreshSessionPlan(caller.shopId, planId);
        refresh();
        return { ok: true, message: m.upgraded(planName, formatDate(until)), redirectTo: "/dashboard" };
      }
      default: {
        await wait(SIMULATED_PAYMENT_MS);
        const endDate = await subscribeToPlan(caller.shopId, planId);
        if (!endDate) return { ok: false, message: m.changeStale };
        await refreshSessionPlan(caller.shopId, planId);
        refresh();
        const message = change.kind === "renewal" ? messages.planLimits.renewed(planName, formatDate(endDate)) : m.activated[planId];
        return { ok: true, message, redirectTo: "/dashboard" };
      }
    }
  },
});

/** 'Cancelar a troca': the scheduled downgrade is dropped and the current plan simply goes on. */
export const cancelScheduledPlanAction = defineAction({
  access: "session",
  permission: "managePlan",
  name: "cancelamento da troca de plano",
  texts: { failed: m.cancelScheduledError, loginRequired: m.loginRequired },
  input: () => ({}),
  schema: z.object({}),
  async run({ caller }) {
    if (!(await cancelScheduledPlanChange(caller.shopId))) return { ok: false, message: m.cancelScheduledNone };
    refresh();
    return { ok: true, message: m.cancelScheduledDone(findPlan(caller.plan)?.name ?? "") };
  },
});
