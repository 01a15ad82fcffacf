import { SectionHeading } from "@/components/landing/section-heading";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Check, Crown, Users, Wrench, X } from "@/components/ui/icons";
import { SIGN_UP_HREF } from "@/lib/auth/auth-tabs";
import type { SubscriptionPlanId } from "@/lib/enums";
import { formatAmount } from "@/lib/format";
import { PLANS, type Plan } from "@/lib/plans";
import { cn } from "@/lib/utils";

const PLAN_ICON: Record<SubscriptionPlanId, typeof Wrench> = { basic: Wrench, pro: Crown, premium: Users };

/** Whole amounts read better without cents in the yearly line: "R$ 499/ano". */
function formatWholeCurrency(value: number) {
  return Number.isInteger(value) ? formatAmount(value).replace(/,00$/, "") : formatAmount(value);
}

export function Pricing() {
  return (
    <section id="precos" aria-labelledby="precos-titulo" className="scroll-mt-28 md:scroll-mt-16 bg-muted py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 md:px-8">
        <SectionHeading
          id="precos-titulo"
          eyebrow="Preços"
          title="Planos que cabem no bolso da oficina"
          description="Comece pequeno e mude de plano quando quiser."
        />
        <ul className="mx-auto mt-12 grid max-w-6xl items-stretch gap-8 md:grid-cols-2 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const Icon = PLAN_ICON[plan.id];
  const titleId = `plano-${plan.id}-titulo`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`landing-plan-${plan.id}`}
      className={cn(
        "relative flex w-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8",
        plan.recommended && "border-2 border-primary shadow-xl md:-my-2",
      )}
    >
      {plan.recommended && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-sm">Recomendado</Badge>}
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "flex size-10 items-center justify-center rounded-lg",
            plan.recommended ? "bg-primary text-primary-foreground" : "bg-accent text-primary",
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 id={titleId} className="text-xl font-bold">
          {plan.name}
        </h3>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold tracking-tight">{formatAmount(plan.price)}</span>
        <span className="text-muted-foreground">/mês</span>
      </p>
      {plan.yearlyPrice !== undefined && (
        <p className="mt-1 text-sm font-medium text-success">
          ou {formatWholeCurrency(plan.yearlyPrice)}/ano{plan.yearlyNote && ` (${plan.yearlyNote})`}
        </p>
      )}
      <ul className="mt-6 grid flex-1 content-start gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature.text} className={cn("flex items-start gap-2", !feature.included && "text-muted-foreground")}>
            {feature.included ? (
              <Check className="mt-0.5 size-4 shrink-0 text-success" role="img" aria-label="Incluído" />
            ) : (
              <X className="mt-0.5 size-4 shrink-0" role="img" aria-label="Não incluído" />
            )}
            <span>{feature.text}</span>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={plan.recommended ? "default" : "outline"} className="mt-8 w-full">
        <a href={SIGN_UP_HREF}>{plan.landingButtonText}</a>
      </Button>
    </article>
  );
}
