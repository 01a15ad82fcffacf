import { Link } from "@/components/ui/link";
import { StatusBadge } from "@/components/quotes/status-badge";
import type { QuoteStatus } from "@/lib/enums";
import { formatAmount, formatDate, formatQuoteNumber } from "@/lib/format";
import { quoteApproval, quotePage } from "@/lib/messages/quote-page";
import { shopToday } from "@/lib/calendar";
import { quoteStageOf } from "@/lib/quote-status";
import { quotePath } from "@/lib/routes";

type QuoteCardProps = {
  quote: {
    id: string;
    number: number;
    description: string;
    cost: number | null;
    status: QuoteStatus;
    quoteDate: Date | string;
    /** With it, a pending quote past its validity shows as 'Vencido'. */
    validUntil?: string | null;
    answerUnseen?: boolean;
  };
  /** The line under the description, beside the status: whose quote, or the km it came in with. */
  detail: React.ReactNode;
  /** The total, for those whose role handles quotes (not a mechanic's list). */
  showPrice?: boolean;
};

/**
 * One quote in a list of cards (the Orçamentos list, a vehicle's history): number, date, total,
 * what was done, a detail line and the status. The link's ::after covers the card, so a tap
 * anywhere opens the quote. Not prefetched: a page of cards would send the server a request each
 * (and rendering the quote's page marks its customer's answer as seen). 'Nova resposta' says in
 * words, not colour alone, that the customer answered on the link since the shop last opened it.
 */
export function QuoteCard({ quote, detail, showPrice = true }: QuoteCardProps) {
  return (
    <li className="relative grid gap-2 rounded-lg border bg-card p-4 shadow-xs has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted-foreground">
          <span className="font-semibold text-foreground">{formatQuoteNumber(quote.number)}</span> · {formatDate(quote.quoteDate)}
        </span>
        {showPrice && (
          <span className="font-semibold whitespace-nowrap">{quote.cost === null ? quotePage.none : formatAmount(quote.cost)}</span>
        )}
      </div>
      <Link
        href={quotePath(quote.id)}
        prefetch={false}
        className="font-medium break-words outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
      >
        <span className="line-clamp-2">{quote.description}</span>
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="min-w-0 break-words text-muted-foreground">{detail}</span>
        <span className="flex flex-wrap items-center gap-2">
          {quote.answerUnseen && (
            <span
              className="inline-flex w-fit items-center rounded-md border border-violet-300 bg-violet-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-950"
              data-testid="new-answer"
            >
              {quoteApproval.newAnswer}
            </span>
          )}
          <StatusBadge status={quoteStageOf({ status: quote.status, validUntil: quote.validUntil ?? null }, shopToday())} />
        </span>
      </div>
    </li>
  );
}
