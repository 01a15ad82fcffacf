import { QuoteCard } from "@/components/quotes/quote-card";
import type { VehicleQuote } from "@/lib/data/quote-lists";
import { formatKm } from "@/lib/format";
import { messages } from "@/lib/messages";

const t = messages.vehiclePage;

/**
 * A vehicle's quotes, newest first, with the km each came in with. One card per quote at every
 * width: the fields wrap rather than needing a table.
 */
export function VehicleHistory({ quotes, limit }: { quotes: VehicleQuote[]; limit: number }) {
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 lg:grid-cols-2" aria-label={t.historyLabel}>
        {quotes.map((quote) => (
          <QuoteCard key={quote.id} quote={quote} detail={quote.checkInKm === null ? "" : t.checkInKm(formatKm(quote.checkInKm))} />
        ))}
      </ul>
      {quotes.length === limit && <p className="text-sm text-muted-foreground">{t.limited(limit)}</p>}
    </div>
  );
}
