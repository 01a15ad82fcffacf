"use server";

import { setTimeout as wait } from "node:timers/promises";
import { revalidatePath } from "next/cache";
import { unstable_update } from "@/auth";
import { defineAction } from "@/lib/actions/define-action";
import { subscribeToPlan } from "@/lib/data/accounts";
import { messages } from "@/lib/messages";
import { formatDate } from "@/lib/format";
import { findPlan, renewalOpen, SIMULATED_PAYMENT_MS } from "@/lib/plans";
import { choosePlanSchema } from "@/lib/validation/plans";

const m = messages.plans;

/**
 * 'Assinar …' (or 'Renovar …'): the one action a signed-in mechanic without a plan, or whose plan
 * has ended, is there to use. Any plan may be chosen at any time; the days already paid are kept.
 */
export const choosePlanAction = defineAction({
  access: "session",
  name: "troca de plano",
  texts: { failed: m.paymentError, loginRequired: m.loginRequired },
  input: (planId: string) => ({ planId }),
  schema: choosePlanSchema,
  async run({ caller, input: { planId } }) {
    // The current plan is bought again only as a renewal: from a week before its end, or after it.
    const renewal = caller.plan === planId;
    if (renewal && !renewalOpen(caller.subscriptionEndDate)) return { ok: false, message: m.alreadyCurrent };
    await wait(SIMULATED_PAYMENT_MS); // stands for the payment a later version will make real
    const endDate = await subscribeToPlan(caller.id, planId);
    if (!endDate) return { ok: false, message: m.updateError };
    // The session cookie carries the plan for proxy.ts: refresh it now so the guard lets the mechanic
    // in at once (the jwt callback reads the new plan from the database). The plan is saved by now, so
    // a failure here is logged, not reported as a failed payment: the server-side checks read the
    // plan from the database, and the cookie catches up at the next sign-in.
    await unstable_update({}).catch((error: unknown) =>
      console.error("sessão não atualizada após a troca de plano", { userId: caller.id, planId }, error),
    );
    revalidatePath("/dashboard", "layout");
    const message = renewal ? messages.planLimits.renewed(findPlan(planId)?.name ?? planId, formatDate(endDate)) : m.activated[planId];
    return { ok: true, message, redirectTo: "/dashboard" };
  },
});
