import { Detail } from "@/components/quotes/view-details";
import { Card, CardContent } from "@/components/ui/card";
import { formatAmount, formatKm } from "@/lib/format";
import { quotePage as t } from "@/lib/messages/quote-page";
import { formatPlate } from "@/lib/plates";
import { vehicleName } from "@/lib/quotes/display";
import type { Quote } from "@/lib/quotes/types";

/**
 * For whom, which car and what job: the shop's QuoteDetails without its links into the dashboard
 * (the date is under the page's heading). The customer's name only: the page never carries his phone, e-mail or the shop's notes.
 */
export function PublicQuoteSummary({ quote, customerName }: { quote: Quote; customerName: string }) {
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label={t.customer}>{customerName}</Detail>
          {quote.vehicle && (
            <Detail label={t.vehicle}>
              <span className="font-mono font-semibold tracking-wide">{formatPlate(quote.vehicle.plate)}</span>
              {vehicleName(quote.vehicle) && <span className="block break-words">{vehicleName(quote.vehicle)}</span>}
            </Detail>
          )}
          {quote.checkInKm !== null && <Detail label={t.checkInKm}>{formatKm(quote.checkInKm)}</Detail>}
          {/* A record from before items kept its value; a quote with neither (a check-in's) shows none. */}
          {quote.items.length === 0 && quote.cost !== null && <Detail label={t.value}>{formatAmount(quote.cost)}</Detail>}
          {quote.description.trim() && (
            <Detail label={t.description} className="sm:col-span-2">
              <span className="break-words whitespace-pre-wrap">{quote.description}</span>
            </Detail>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
