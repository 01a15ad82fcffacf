import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { MonthReceived } from "@/lib/data/finance";
import { PAYMENT_METHODS } from "@/lib/enums";
import { monthLabel } from "@/lib/finance/months";
import { formatAmount } from "@/lib/format";
import { finance } from "@/lib/messages/finance";
import { payments } from "@/lib/messages/payments";

const t = finance;

/** 'Recebido este mês' / 'no mês passado': the month's total and its split by method (every method, zeros included). */
export function ReceivedCard({ heading, received, id }: { heading: string; received: MonthReceived; id: string }) {
  return (
    <Card data-testid={id} aria-labelledby={`${id}-heading`}>
      <CardHeader>
        <CardTitle>
          <h2 id={`${id}-heading`}>{heading}</h2>
        </CardTitle>
        <CardDescription>{t.received.month(monthLabel(received.month))}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-3xl font-bold" data-testid={`${id}-total`}>
          {formatAmount(received.total)}
        </p>
        <dl className="grid gap-1 text-sm" aria-label={t.received.byMethod}>
          {PAYMENT_METHODS.map((method) => (
            <div key={method} className="flex justify-between gap-3 border-b py-1 last:border-b-0">
              <dt className="text-muted-foreground">{payments.methods[method]}</dt>
              <dd className="font-medium tabular-nums" data-method={method}>
                {formatAmount(received.byMethod[method])}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
