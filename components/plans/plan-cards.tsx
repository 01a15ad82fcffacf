"use client";

import { useState } from "react";
import { choosePlanAction } from "@/lib/actions/plans";
import { useActionCall } from "@/components/forms/use-action";
import { PlanChangeDialog, type ConfirmedChange } from "@/components/plans/plan-change-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Check, X } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import type { SubscriptionPlanId } from "@/lib/enums";
import { formatAmount, formatDate } from "@/lib/format";
import { planLimits, plans } from "@/lib/messages/plans";
import { findPlan, planChange, PLANS, type Plan } from "@/lib/plans";
import { cn } from "@/lib/utils";

type Props = {
  currentPlanId: SubscriptionPlanId | null;
  renewable?: boolean;
  /** The end of the paid period, when there is one: a change while it runs is confirmed first. */
  endDate?: Date | null;
  /** A downgrade waiting for the end of the period: its card says so instead of offering it. */
  scheduled?: { plan: SubscriptionPlanId; at: Date } | null;
};

/**
 * The two plans. The current one is 'Plano Atual' (not bought twice) until a week before its end
 * date, and after it: then 'Renovar …' (the days already paid are kept, lib/plans.ts). Another plan
 * while one is paid for is a change (lib/plans.ts planChange): asked first, in PlanChangeDialog.
 */
export function PlanCards({ currentPlanId, renewable = false, endDate = null, scheduled = null }: Props) {
  const [pending, choosePlan] = useActionCall(choosePlanAction, plans.paymentError);
  const [chosen, setChosen] = useState<SubscriptionPlanId | null>(null);
  // A downgrade pays nothing now: its pending text must not say a payment is being processed.
  const [scheduling, setScheduling] = useState(false);
  const [confirming, setConfirming] = useState<ConfirmedChange | null>(null);
  const processing = pending ? chosen : null;
  const current = findPlan(currentPlanId);

  function run(planId: SubscriptionPlanId, downgrade = false) {
    setChosen(planId);
    setScheduling(downgrade);
    choosePlan(planId);
  }

  function choose(plan: Plan) {
    // Worked out at the tap, so the cost counts the days left at that moment.
    const change = planChange({ plan: currentPlanId, subscriptionEndDate: endDate }, plan.id);
    if (change.kind === "upgrade" || change.kind === "downgrade") setConfirming({ plan, change });
    else run(plan.id);
  }

  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {PLANS.map((plan) => {
        const isCurrent = plan.id === currentPlanId;
        const isScheduled = scheduled?.plan === plan.id;
        const locked = (isCurrent && !renewable) || isScheduled;
        return (
          <Card
            key={plan.id}
            data-testid={`plan-${plan.id}`}
            className={cn("relative flex flex-col", plan.recommended && "border-primary shadow-md", isCurrent && "ring-2 ring-success")}
          >
            {isCurrent ? (
              <Badge variant="success" className="absolute -top-3 left-6">
                SEU PLANO
              </Badge>
            ) : (
              plan.recommended && <Badge className="absolute -top-3 left-6">Recomendado</Badge>
            )}
            <CardHeader>
              {/* Each plan is a section of the page, under its h1 'Escolha seu Plano'. */}
              <CardTitle className="text-xl">
                <h2>{plan.name}</h2>
              </CardTitle>
              <CardDescription>{plan.description}</CardDescription>
              <p className="pt-2">
                <span className="text-3xl font-bold">{formatAmount(plan.price)}</span>
                <span className="text-muted-foreground">/mês</span>
              </p>
            </CardHeader>
            <CardContent className="flex-1">
              <ul className="grid gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature.text} className={cn("flex items-start gap-2", !feature.included && "text-muted-foreground")}>
                    {feature.included ? (
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-label="Incluído" />
                    ) : (
                      <X className="mt-0.5 size-4 shrink-0" aria-label="Não incluído" />
                    )}
                    {feature.text}
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <Button
                className="w-full"
                variant={locked ? "secondary" : plan.recommended || isCurrent ? "default" : "outline"}
                disabled={locked || processing !== null}
                onClick={() => choose(plan)}
              >
                {processing === plan.id && scheduling ? (
                  <>
                    <Spinner label="Agendando..." /> Agendando...
                  </>
                ) : processing === plan.id ? (
                  <>
                    <Spinner label="Processando pagamento..." /> Processando pagamento...
                  </>
                ) : isScheduled ? (
                  plans.scheduledCardButton(formatDate(scheduled.at))
                ) : locked ? (
                  "Plano Atual"
                ) : isCurrent ? (
                  planLimits.renew(plan.name)
                ) : (
                  `Assinar ${plan.name}`
                )}
              </Button>
            </CardFooter>
          </Card>
        );
      })}
      {current && (
        <PlanChangeDialog
          pending={confirming}
          current={current}
          onClose={() => setConfirming(null)}
          onConfirm={(plan) => {
            const downgrade = confirming?.change.kind === "downgrade";
            setConfirming(null);
            run(plan.id, downgrade);
          }}
        />
      )}
    </div>
  );
}
