import { warrantyText } from "@/components/jobs/delivery-details";
import { QuoteCard } from "@/components/quotes/quote-card";
import { shopToday } from "@/lib/calendar";
import type { VehicleQuote } from "@/lib/data/quote-lists";
import { formatDate, formatKm } from "@/lib/format";
import { vehiclePage as t } from "@/lib/messages/customers";
import { delivery } from "@/lib/messages/delivery";

/**
 * A vehicle's quotes, newest first, with the km each came in with. One card per quote at every
 * width: the fields wrap rather than needing a table.
 */
export function VehicleHistory({ quotes, limit }: { quotes: VehicleQuote[]; limit: number }) {
  const today = shopToday();
  // The km it came in with; once delivered, when, and the warranty that runs from it.
  const detailOf = (quote: VehicleQuote) =>
    [
      quote.checkInKm === null ? "" : t.checkInKm(formatKm(quote.checkInKm)),
      quote.deliveredAt ? delivery.deliveredOn(formatDate(quote.deliveredAt)) : "",
      quote.warrantyUntil ? warrantyText(quote.warrantyUntil, today) : "",
    ]
      .filter(Boolean)
      .join(" · ");
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 lg:grid-cols-2" aria-label={t.historyLabel}>
        {quotes.map((quote) => (
          <QuoteCard key={quote.id} quote={quote} detail={detailOf(quote)} />
        ))}
      </ul>
      {quotes.length === limit && <p className="text-sm text-muted-foreground">{t.limited(limit)}</p>}
    </div>
  );
}
