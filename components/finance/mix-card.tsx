import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DeliveredMix } from "@/lib/data/finance";
import { monthLabel } from "@/lib/finance/months";
import { formatAmount } from "@/lib/format";
import { finance } from "@/lib/messages/finance";

const t = finance.mix;

/**
 * Parts vs labour vs services of the jobs delivered in the month, each with its share, and the
 * average ticket. The basis (delivered jobs, by their items before discounts) is said on screen as
 * lib/data/finance.ts getDeliveredMix computes it.
 */
export function MixCard({ mix, month }: { mix: DeliveredMix; month: string }) {
  const parts = [
    { label: t.parts, value: Number(mix.parts) },
    { label: t.labour, value: Number(mix.labour) },
    { label: t.services, value: Number(mix.services) },
  ];
  const gross = parts.reduce((sum, part) => sum + part.value, 0);
  const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 0 });
  return (
    <Card data-testid="finance-mix" aria-labelledby="finance-mix-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="finance-mix-heading">{t.heading}</h2>
        </CardTitle>
        <CardDescription>{t.basis(monthLabel(month))}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {mix.jobs === 0 ? (
          <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <ul className="grid gap-3">
            {parts.map((part) => {
              const share = gross > 0 ? part.value / gross : 0;
              return (
                <li key={part.label} className="grid gap-1 text-sm">
                  <div className="flex justify-between gap-3">
                    <span>{part.label}</span>
                    <span className="tabular-nums">
                      {formatAmount(part.value)} ({percent.format(share)})
                    </span>
                  </div>
                  {/* A bar of the share: drawn by CSS width, no script. */}
                  <div className="h-2 rounded bg-muted" aria-hidden="true">
                    <div className="h-2 rounded bg-primary" style={{ width: `${Math.round(share * 100)}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-muted-foreground">{t.jobs}</dt>
            <dd className="text-2xl font-bold" data-testid="finance-mix-jobs">
              {mix.jobs.toLocaleString("pt-BR")}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t.averageTicket}</dt>
            <dd className="text-2xl font-bold" data-testid="finance-average-ticket">
              {formatAmount(mix.averageTicket)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
