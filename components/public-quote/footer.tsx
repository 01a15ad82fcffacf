import { ProductLink } from "@/components/documents/product-link";
import { formatDay } from "@/lib/calendar";
import { publicQuote as t } from "@/lib/messages/public-quote";
import { quotes } from "@/lib/messages/quotes";

/**
 * The PDF's footnote (CDC art. 40): how long the prices hold, and what approving means. Without
 * a quote to approve yet (`terms` false: only the check-in is on the link), only the product's line.
 */
export function PublicQuoteFooter({ validUntil, terms = true }: { validUntil: string | null; terms?: boolean }) {
  return (
    <footer className="grid gap-3 text-sm text-muted-foreground">
      {terms && <p data-testid="public-quote-footnote">{quotes.footnote(validUntil && formatDay(validUntil))}</p>}
      <p className="text-center">
        {t.madeWith} <ProductLink />
      </p>
    </footer>
  );
}
