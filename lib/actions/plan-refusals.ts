import "server-only";
import type { ActionResult } from "@/lib/actions/result";
import { messages } from "@/lib/messages";
import { planAllows, PlanLimitReachedError, PLANS_PATH, type ProFeature } from "@/lib/plans";
import type { SubscriptionPlanId } from "@/lib/enums";

const m = messages.planLimits;

/**
 * A create the plan's limit refused, as the action's answer: the whole text names the limit and
 * offers Profissional, the toast links to the plans, and no redirect, so the form keeps what was
 * typed. Anything else is not ours: null, and the caller rethrows it.
 */
export function planLimitRefusal(error: unknown): (ActionResult & { ok: false }) | null {
  if (!(error instanceof PlanLimitReachedError)) return null;
  const message = error.kind === "customers" ? m.customersReached(error.limit) : m.quotesReached(error.limit);
  return { ok: false, message, upgradeHref: PLANS_PATH };
}

/** A Profissional feature asked by a shop whose plan does not have it: the refusal, or null when allowed. */
export function proFeatureRefusal(plan: SubscriptionPlanId, feature: ProFeature): (ActionResult & { ok: false }) | null {
  if (planAllows(plan, feature)) return null;
  return { ok: false, message: m.proOnly[feature], upgradeHref: PLANS_PATH };
}
