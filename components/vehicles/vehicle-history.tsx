import Link from "next/link";
import { StatusBadge } from "@/components/services/status-badge";
import type { VehicleQuote } from "@/lib/data/quotes";
import { formatCurrency, formatDate, formatKm, formatQuoteNumber } from "@/lib/format";
import { messages } from "@/lib/messages";

const t = messages.vehiclePage;

/**
 * A vehicle's quotes, newest first: number, date, what was done, the km it came in with, the total
 * and the status. One card per quote at every width (the fields wrap rather than needing a
 * table); the link's ::after covers the card, so a tap anywhere opens the quote. Not prefetched:
 * each card would be a request to the server.
 */
export function VehicleHistory({ quotes, limit }: { quotes: VehicleQuote[]; limit: number }) {
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 lg:grid-cols-2" aria-label={t.historyLabel}>
        {quotes.map((quote) => (
          <li
            key={quote.id}
            className="relative grid gap-2 rounded-lg border bg-card p-4 shadow-xs has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring"
          >
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-muted-foreground">
                <span className="font-semibold text-foreground">{formatQuoteNumber(quote.number)}</span> · {formatDate(quote.serviceDate)}
              </span>
              <span className="font-semibold whitespace-nowrap">{quote.cost === null ? messages.quotePage.none : formatCurrency(quote.cost)}</span>
            </div>
            <Link
              href={`/dashboard/services/${quote.id}`}
              prefetch={false}
              className="font-medium break-words outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
            >
              <span className="line-clamp-2">{quote.description}</span>
            </Link>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground">{quote.checkInKm === null ? "" : t.checkInKm(formatKm(quote.checkInKm))}</span>
              <StatusBadge status={quote.status} />
            </div>
          </li>
        ))}
      </ul>
      {quotes.length === limit && <p className="text-sm text-muted-foreground">{t.limited(limit)}</p>}
    </div>
  );
}
