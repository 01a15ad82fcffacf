/** Saving a quote as its edit form would: what the page loaded, with one thing changed. */
import { getQuote } from "@/lib/data/quote-document";
import { updateQuote, type QuoteWrite } from "@/lib/data/quotes";
import type { Quote } from "@/lib/quotes/types";

/** The quote's fields and items as loaded, with `change` on top, saved at the version loaded. */
export async function saveQuoteWith(shopId: string, quoteId: string, change: Partial<QuoteWrite>, today?: string) {
  const quote = (await getQuote(shopId, quoteId))!;
  const write: QuoteWrite = {
    description: quote.description,
    cost: null,
    vehicleId: quote.vehicleId,
    checkInKm: quote.checkInKm,
    validUntil: quote.validUntil,
    items: itemsAsLoaded(quote),
    ...change,
  };
  return updateQuote(shopId, quoteId, write, quote.version, today);
}

/** A loaded quote's items as its edit form sends them back. */
export function itemsAsLoaded(quote: Quote) {
  return quote.items.map(({ kind, description, catalogueServiceId, partCondition, labourPricing, quantity, unitPrice, awaitingPrice }) => ({
    kind,
    description,
    catalogueServiceId,
    partCondition,
    labourPricing,
    quantity,
    unitPrice,
    ...(awaitingPrice && { awaitingPrice }),
  }));
}
