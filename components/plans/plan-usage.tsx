import { Link } from "@/components/ui/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Crown } from "@/components/ui/icons";
import type { PlanUsage } from "@/lib/data/plan-usage";
import { formatBytes } from "@/lib/format";
import { planLimits as m } from "@/lib/messages/plans";
import { PLANS_PATH, usageLevel } from "@/lib/plans";
import { cn } from "@/lib/utils";

type Line = { key: string; text: string; used: number; limit: number | null };

/**
 * The plan's usage, on the Painel and the plans page: "3 de 5 orçamentos enviados este mês", "18 de 20
 * clientes", with a bar, and a calm warning from 80% of a limit (lib/plans.ts usageLevel), so the
 * limit never bites unannounced. A plan without limits shows its counts without a bar.
 */
export function PlanUsageCard({ usage, showUpgrade = true }: { usage: PlanUsage; showUpgrade?: boolean }) {
  const lines: Line[] = [
    {
      key: "quotes",
      text:
        usage.quotes.limit === null ? m.quotesUnlimited(usage.quotes.used ?? 0) : m.quotesUsage(usage.quotes.used ?? 0, usage.quotes.limit),
      used: usage.quotes.used ?? 0,
      limit: usage.quotes.limit,
    },
    {
      key: "customers",
      text:
        usage.customers.limit === null
          ? m.customersUnlimited(usage.customers.used)
          : m.customersUsage(usage.customers.used, usage.customers.limit),
      used: usage.customers.used,
      limit: usage.customers.limit,
    },
  ];
  const levels = lines.map((line) => usageLevel(line.used, line.limit));
  // The warning speaks of Básico's counts (its way out is Profissional): the storage line shows its own level by its colour.
  const warning = levels.includes("reached") ? "reached" : levels.includes("near") ? "near" : null;
  const limited = lines.some((line) => line.limit !== null);
  // Unlimited plans show no quote count: nothing is counted for them (getPlanUsage).
  const counts = limited ? lines : lines.filter((line) => line.key === "customers");
  const shown: (Line & { level: ReturnType<typeof usageLevel> })[] = counts.map((line) => ({
    ...line,
    level: levels[lines.indexOf(line)] ?? "ok",
  }));
  const { used: storageUsed, limit: storageLimit } = usage.storage;
  if (storageLimit !== null) {
    const text = m.storageUsage(formatBytes(storageUsed), formatBytes(storageLimit));
    shown.push({ key: "storage", text, used: storageUsed, limit: storageLimit, level: usageLevel(storageUsed, storageLimit) });
  }

  return (
    <Card data-testid="plan-usage">
      <CardHeader>
        <CardTitle>
          <h2>{m.usageTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3 sm:grid-cols-2">
          {shown.map(({ level, ...line }) => {
            return (
              <li key={line.key} className="grid gap-1.5" data-testid={`usage-${line.key}`} data-level={level}>
                <span className={cn("text-sm font-medium", level === "reached" && "text-warning-foreground")}>{line.text}</span>
                {line.limit !== null && (
                  <div
                    role="progressbar"
                    aria-label={line.text}
                    aria-valuemin={0}
                    aria-valuemax={line.limit}
                    aria-valuenow={Math.min(line.used, line.limit)}
                    className="h-2 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      className={cn("h-full rounded-full", level === "ok" ? "bg-primary" : "bg-amber-500")}
                      style={{ width: `${Math.min(100, Math.round((line.used / line.limit) * 100))}%` }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {usage.quotes.limit !== null && (
          <p className="text-sm text-muted-foreground" data-testid="usage-quotes-rule">
            {m.quotesCountRule}
          </p>
        )}
        {warning && (
          <Alert variant="warning" data-testid="plan-usage-warning">
            <AlertTitle>{warning === "reached" ? m.reachedLimit : m.nearLimit}</AlertTitle>
            {showUpgrade && (
              <AlertDescription>
                <UpgradeButton />
              </AlertDescription>
            )}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A Profissional feature shown to a Básico shop: what it is, why it is locked, and the way to the
 * plans (no dead end).
 */
export function ProFeatureNotice({ text, testId }: { text: string; testId?: string }) {
  return (
    <Alert data-testid={testId ?? "pro-feature-notice"}>
      <Crown aria-hidden="true" />
      <AlertTitle>{m.proOnlyTitle}</AlertTitle>
      <AlertDescription>
        <p>{text}</p>
        <UpgradeButton />
      </AlertDescription>
    </Alert>
  );
}

/** The way from a limit or a locked feature to the plans page. */
export function UpgradeButton() {
  return (
    <Button asChild size="sm" className="mt-2">
      <Link href={PLANS_PATH}>
        <Crown aria-hidden="true" /> {m.upgrade}
      </Link>
    </Button>
  );
}
