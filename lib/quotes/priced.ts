/**
 * Whether a quote has something for its customer to approve: work listed (items), every line with
 * its price, or, on a quote kept as a description and a value alone, a value above zero. One that
 * is not (a check-in's quote before the shop prices it, or a part still 'Aguardando cotação') is
 * not approved by any path (answerQuote refuses it), its link shows only the check-in, and no
 * message offers it "no valor de R$ 0,00" or a total without that part.
 */
export function isPriced(quote: PricedQuote) {
  if (quote.items.length > 0) return awaitingPriceCount(quote) === 0;
  return quote.cost !== null && Number(quote.cost) > 0;
}

type PricedQuote = { items: readonly { awaitingPrice?: boolean }[]; cost: number | string | null };

/**
 * The lines saved 'Aguardando cotação' (a part asked of suppliers, its price not in yet): while
 * there is one the quote is not priced, so no send, link or answer offers a total that lacks it.
 */
export function awaitingPriceCount(quote: Pick<PricedQuote, "items">) {
  return quote.items.filter((item) => item.awaitingPrice === true).length;
}
