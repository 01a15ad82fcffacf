"use client";

import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cancelScheduledPlanAction } from "@/lib/actions/plans";
import type { SubscriptionPlanId } from "@/lib/enums";
import { formatDate } from "@/lib/format";
import { plans } from "@/lib/messages/plans";
import { findPlan } from "@/lib/plans";

const m = plans;

/** 'Básico a partir de 24/01/2027' and the way to drop it (plans page and account). */
export function ScheduledPlanChange({ plan, at }: { plan: SubscriptionPlanId; at: Date }) {
  const [pending, cancel] = useActionCall(cancelScheduledPlanAction, m.cancelScheduledError);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="scheduled-plan-change">
      <p className="font-medium text-foreground">{m.scheduled(findPlan(plan)?.name ?? plan, formatDate(at))}</p>
      <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => cancel()}>
        {pending && <Spinner label={m.cancelScheduled} />}
        {m.cancelScheduled}
      </Button>
    </div>
  );
}
