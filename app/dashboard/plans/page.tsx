import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { PlanCards } from "@/components/plans/plan-cards";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatDate } from "@/lib/format";
import { messages } from "@/lib/messages";
import { findPlan } from "@/lib/plans";
import { requireUser } from "@/lib/session";

export const metadata: Metadata = { title: "Escolha seu Plano" };

export default async function PlansPage() {
  const account = await requireUser();
  const currentPlan = findPlan(account.plan);

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader title="Escolha seu Plano" description="Assine para usar todas as ferramentas da sua oficina." />

      {currentPlan ? (
        account.subscriptionEndDate && (
          <p className="text-sm text-muted-foreground">
            Seu plano {currentPlan.name} está ativo até {formatDate(account.subscriptionEndDate)}.
          </p>
        )
      ) : (
        <Alert variant="warning">
          <AlertTitle>{messages.guard.planRequired}</AlertTitle>
          <AlertDescription>Escolha um dos planos abaixo para liberar o painel da sua oficina.</AlertDescription>
        </Alert>
      )}

      <PlanCards currentPlanId={account.plan} />

      <p className="text-center text-sm text-muted-foreground">
        Cobrança mensal, cancele quando quiser. Aceitamos cartão de crédito, boleto e PIX.
      </p>
    </div>
  );
}
