import { formatAmount } from "@/lib/format";
import { Card, CardContent } from "@/components/ui/card";
import { quotePage } from "@/lib/messages/quote-page";
import { totalsLines } from "@/lib/quotes/display";
import type { Quote } from "@/lib/quotes/types";

/** The quote's sums: each kind it has, the discount (its % named) and the total, to the cent. */
export function QuoteTotalsView({ quote }: { quote: Quote }) {
  const kinds = new Set(quote.items.map((item) => item.kind));
  const total = quote.cost === null ? "0" : quote.cost.toFixed(2);
  const lines = totalsLines(kinds, quote.totals, { kind: quote.discountKind, value: quote.discountValue }, total);
  return (
    <Card className="w-full py-4 sm:ml-auto sm:max-w-sm">
      <CardContent className="px-4">
        <h3 className="sr-only">{quotePage.totalsHeading}</h3>
        <dl className="grid gap-2 text-sm" data-testid="quote-totals">
          {lines.map((line) => (
            <div
              key={line.id}
              data-total={line.id}
              className={
                line.id === "total" ? "flex justify-between gap-4 border-t pt-2 text-base font-semibold" : "flex justify-between gap-4"
              }
            >
              <dt className={line.id === "total" ? undefined : "text-muted-foreground"}>{line.label}</dt>
              <dd className="whitespace-nowrap">
                {line.subtracted ? "− " : ""}
                {formatAmount(line.amount)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
