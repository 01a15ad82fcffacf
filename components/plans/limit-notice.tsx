import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { getPlanUsage } from "@/lib/data/plan-usage";
import { load } from "@/lib/load";
import { planLimits as m } from "@/lib/messages/plans";
import { usageLevel, type PlanLimitKind } from "@/lib/plans";
import { UpgradeButton } from "@/components/plans/plan-usage";

/**
 * Above a create form (new customer, new quote): near the plan's limit, the count ("18 de 20
 * clientes"); at it, what the server will answer and the way to Profissional, before anything is
 * typed. Nothing on a plan without limits, or when the count cannot be read (the server still checks).
 */
export async function LimitNotice({ shopId, kind }: { shopId: string; kind: PlanLimitKind }) {
  const read = await load("uso do plano", shopId, () => getPlanUsage(shopId));
  if (read.failed) return null;
  const { used, limit } =
    kind === "customers" ? read.value.customers : { used: read.value.quotes.used ?? 0, limit: read.value.quotes.limit };
  const level = usageLevel(used, limit);
  if (limit === null || level === "ok" || level === "unlimited") return null;
  const usageText = kind === "customers" ? m.customersUsage(used, limit) : m.quotesUsage(used, limit);

  if (level === "near") {
    return (
      <p
        className="rounded-md border border-amber-300 bg-warning px-3 py-2 text-sm text-warning-foreground"
        data-testid="limit-notice"
        data-level="near"
      >
        {usageText}. {m.nearLimit}
      </p>
    );
  }
  return (
    <Alert variant="warning" data-testid="limit-notice" data-level="reached">
      <AlertTitle>{kind === "customers" ? m.customersReached(limit) : m.quotesReached(limit)}</AlertTitle>
      <AlertDescription>
        <p>{usageText}</p>
        <UpgradeButton />
      </AlertDescription>
    </Alert>
  );
}
