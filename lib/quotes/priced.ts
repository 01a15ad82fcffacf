/**
 * Whether a quote has something for its customer to approve: work listed (items) or, on a quote
 * kept as a description and a value alone, a value above zero. One that has neither (a check-in's
 * quote, before the shop prices it) is not approved by any path (answerQuote refuses it), its link
 * shows only the check-in, and no message offers it "no valor de R$ 0,00".
 */
export function isPriced(quote: { items: readonly unknown[]; cost: number | string | null }) {
  return quote.items.length > 0 || (quote.cost !== null && Number(quote.cost) > 0);
}
