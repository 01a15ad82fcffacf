import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PublicQuoteFooter } from "@/components/public-quote/footer";
import { PublicQuoteSummary } from "@/components/public-quote/quote-summary";
import { ShopHeader } from "@/components/public-quote/shop-header";
import { QuoteItemsView } from "@/components/quotes/view-items";
import { QuoteTerms } from "@/components/quotes/view-terms";
import { QuoteTotalsView } from "@/components/quotes/view-totals";
import { formatDate, formatQuoteNumber } from "@/lib/format";
import { messages } from "@/lib/messages";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import { loadPublicQuote } from "./load";

type Props = { params: Promise<{ token: string }> };

const t = messages.publicQuote;

// Never in a search engine, whatever the headers say (lib/security-headers.ts sends X-Robots-Tag too).
const robots = { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const view = await loadPublicQuote(token);
  if (!view) return { robots };
  const { document } = view;
  // An absolute title: the root layout's template would add the product's name after the shop's.
  return { title: { absolute: t.metaTitle(formatQuoteNumber(document.quote.number), document.shop.shopName.trim()) }, robots };
}

/**
 * The quote as its customer opens it from the link the shop sent: a Server Component with no
 * script of its own, so it shows in full before (or without) any JavaScript on a cheap phone.
 * Unknown, revoked or malformed tokens, and any token from an address that has missed too often
 * (lib/quotes/public-access.ts), get the app's 404 page.
 */
export default async function PublicQuotePage({ params }: Props) {
  const { token } = await params;
  const view = await loadPublicQuote(token);
  if (!view) notFound();
  const { shop, quote, customer } = view.document;
  const shopName = shop.shopName.trim() || t.shopFallback;
  const number = formatQuoteNumber(quote.number);

  return (
    <div className="min-h-dvh bg-muted/40">
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-10">
        <ShopHeader shop={shop} shopName={shopName} pdfHref={`${quoteLinkPath(token)}/pdf`} />

        <div className="grid gap-1">
          <h1 className="text-2xl font-bold">{t.title(number)}</h1>
          <p className="text-sm text-muted-foreground">{t.issuedOn(formatDate(quote.serviceDate))}</p>
        </div>

        <PublicQuoteSummary quote={quote} customerName={customer.name} />

        {quote.items.length > 0 && (
          <section aria-labelledby="quote-items-heading" className="grid gap-3">
            <h2 id="quote-items-heading" className="text-lg font-semibold">
              {messages.quotePage.itemsHeading}
            </h2>
            <QuoteItemsView items={quote.items} />
            <QuoteTotalsView quote={quote} />
          </section>
        )}

        <QuoteTerms quote={quote} />

        <PublicQuoteFooter validUntil={quote.validUntil} />
      </main>
    </div>
  );
}
