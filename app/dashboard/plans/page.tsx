import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { PlanCards } from "@/components/plans/plan-cards";
import { PlanUsageCard } from "@/components/plans/plan-usage";
import { ScheduledPlanChange } from "@/components/plans/scheduled-change";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { getPlanUsage } from "@/lib/data/plan-usage";
import { formatDate } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { findPlan, RENEWAL_WINDOW_DAYS, renewalOpen, SUBSCRIPTION_DAYS, subscriptionState } from "@/lib/plans";
import { requireUser } from "@/lib/session";
import { can } from "@/lib/team/permissions";

export const metadata: Metadata = { title: "Escolha seu Plano" };

const m = messages.planLimits;

export default async function PlansPage() {
  // Open to the whole team: a shop without a plan in force sends everyone here, and the page says
  // why; only the owner chooses (the actions check managePlan).
  const account = await requireUser("ownAccount");
  const chooses = can(account.role, "managePlan");
  const currentPlan = findPlan(account.plan);
  const state = subscriptionState(account);
  const end = account.subscriptionEndDate;
  // The usage is a help, not the page: a failed read leaves it out and the plans still work.
  const usage = currentPlan ? await load("uso do plano", account.shopId, () => getPlanUsage(account.shopId)) : null;

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader title="Escolha seu Plano" description="Assine para usar todas as ferramentas da sua oficina." />

      {!currentPlan ? (
        <Alert variant="warning">
          <AlertTitle>{messages.guard.planRequired}</AlertTitle>
          <AlertDescription>Escolha um dos planos abaixo para liberar o painel da sua oficina.</AlertDescription>
        </Alert>
      ) : state === "expired" && end ? (
        <Alert variant="warning" data-testid="subscription-expired">
          <AlertTitle>{m.expired(formatDate(end))}</AlertTitle>
          <AlertDescription>Seus clientes, orçamentos e demais registros continuam guardados.</AlertDescription>
        </Alert>
      ) : (
        end && (
          <div className="grid gap-1 text-sm text-muted-foreground" data-testid="subscription-active">
            <p>{m.activeUntil(currentPlan.name, formatDate(end))}</p>
            {account.scheduledPlan && account.scheduledPlanAt && (
              <ScheduledPlanChange plan={account.scheduledPlan} at={account.scheduledPlanAt} />
            )}
            {renewalOpen(end) && <p>{m.renewHint}</p>}
          </div>
        )
      )}

      {usage && !usage.failed && <PlanUsageCard usage={usage.value} showUpgrade={false} />}

      {!chooses ? (
        <p role="status" className="text-sm text-muted-foreground">
          {m.ownerChooses}
        </p>
      ) : (
        <PlanCards
          currentPlanId={account.plan}
          renewable={renewalOpen(end)}
          endDate={end}
          scheduled={account.scheduledPlan && account.scheduledPlanAt ? { plan: account.scheduledPlan, at: account.scheduledPlanAt } : null}
        />
      )}

      {/* No charge is made yet (decisions.md): the page says so rather than name ways to pay. */}
      <p className="text-center text-sm text-muted-foreground">{messages.plans.billingNote(SUBSCRIPTION_DAYS, RENEWAL_WINDOW_DAYS)}</p>
    </div>
  );
}
