import { Link } from "@/components/ui/link";
import { Card, CardContent } from "@/components/ui/card";
import { formatAmount, formatDate, formatKm } from "@/lib/format";
import { quotePage as t } from "@/lib/messages/quote-page";
import { formatPlate } from "@/lib/plates";
import { vehicleName } from "@/lib/quotes/display";
import { cn } from "@/lib/utils";
import type { Quote } from "@/lib/quotes/types";
import { customerPath, vehiclePath } from "@/lib/routes";

/**
 * Who the quote is for and which car, when, and what the job is. A quote without items (every
 * record made before quotes had them) shows its value here: it has no totals below.
 */
export function QuoteDetails({ quote, showPrices = true }: { quote: Quote; showPrices?: boolean }) {
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label={t.customer}>
            <Link href={customerPath(quote.customerId)} className="font-medium text-primary underline-offset-4 hover:underline">
              {quote.customerName}
            </Link>
          </Detail>
          <Detail label={t.date}>{formatDate(quote.quoteDate)}</Detail>
          {quote.vehicle && quote.vehicleId && (
            <Detail label={t.vehicle}>
              <Link
                href={vehiclePath(quote.customerId, quote.vehicleId)}
                className="font-mono font-semibold tracking-wide text-primary underline-offset-4 hover:underline"
              >
                {formatPlate(quote.vehicle.plate)}
              </Link>
              {vehicleName(quote.vehicle) && <span className="block break-words">{vehicleName(quote.vehicle)}</span>}
            </Detail>
          )}
          {quote.checkInKm !== null && <Detail label={t.checkInKm}>{formatKm(quote.checkInKm)}</Detail>}
          {showPrices && quote.items.length === 0 && (
            <Detail label={t.value}>
              {quote.cost === null ? <span className="text-muted-foreground">{t.notInformed}</span> : formatAmount(quote.cost)}
            </Detail>
          )}
          <Detail label={t.description} className="sm:col-span-2">
            <span className="break-words whitespace-pre-wrap">{quote.description}</span>
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}

// A <dl> may hold <div> groups of <dt>/<dd>, one level deep only (so the span goes on the group).
export function Detail({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    // min-w-0: a long value is cut inside its column instead of widening the page.
    <div className={cn("grid min-w-0 gap-1", className)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
