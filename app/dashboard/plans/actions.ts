"use server";

import { setTimeout as wait } from "node:timers/promises";
import { revalidatePath } from "next/cache";
import { unstable_update } from "@/auth";
import { subscribeToPlan } from "@/lib/data/accounts";
import { validationFailure, type ActionResult } from "@/lib/action-result";
import { messages } from "@/lib/messages";
import { SIMULATED_PAYMENT_MS } from "@/lib/plans";
import { getCurrentAccount } from "@/lib/session";
import { choosePlanSchema } from "@/lib/validation/plans";

export async function choosePlanAction(planId: string): Promise<ActionResult> {
  const account = await getCurrentAccount();
  if (!account) return { ok: false, message: messages.plans.loginRequired, redirectTo: "/auth" };

  const parsed = choosePlanSchema.safeParse({ planId });
  if (!parsed.success) return validationFailure(parsed.error);
  const plan = parsed.data.planId;
  if (account.plan === plan) return { ok: false, message: messages.plans.alreadyCurrent };

  await wait(SIMULATED_PAYMENT_MS); // stands for the payment a later version will make real
  try {
    const updated = await subscribeToPlan(account.id, plan);
    if (!updated) return { ok: false, message: messages.plans.updateError };
  } catch (error) {
    console.error("troca de plano falhou", { userId: account.id, plan }, error);
    return { ok: false, message: messages.plans.paymentError };
  }
  // The session cookie carries the plan for proxy.ts: refresh it now so the guard lets the mechanic
  // in at once (the new value is read from the database in the jwt callback). The plan is saved by
  // now, so a failure here is logged, not reported as a failed payment: the server-side checks read
  // the plan from the database, and the cookie catches up at the next sign-in.
  await unstable_update({}).catch((error: unknown) => console.error("sessão não atualizada após a troca de plano", { userId: account.id, plan }, error));
  revalidatePath("/dashboard", "layout");
  return { ok: true, message: messages.plans.activated[plan], redirectTo: "/dashboard" };
}
