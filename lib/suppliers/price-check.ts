import Big from "big.js";

/**
 * A supplier's price that may be a slip ("11850" typed for 118,50): warned about before it is
 * sent, and marked for the shop once it arrives. A warning, never a refusal: the supplier confirms
 * and sends it anyway (an engine does cost R$ 12.000).
 */

/** Above this for one unit, a price is asked to be confirmed when the shop has no price of its own to compare. */
export const PLAUSIBLE_UNIT_PRICE = 5000;

/** How many times the shop's last price for the part a new one may be before it is asked about. */
export const FAR_ABOVE_FACTOR = 3;

/** The hard cap of a supplier's unit price: past it the answer is refused, confirmed or not. */
export const MAX_SUPPLIER_UNIT_PRICE = 100_000;

export type PriceWarning = "aboveLast" | "aboveCeiling";

/**
 * Why `price` (one unit, "11850.00") should be confirmed, or null: far above `lastPrice`, the
 * shop's last price for the same part when it has one, else above the plausible ceiling.
 */
export function priceWarning(price: string, lastPrice: string | null): PriceWarning | null {
  const typed = new Big(price);
  if (lastPrice !== null && new Big(lastPrice).gt(0)) return typed.gt(new Big(lastPrice).times(FAR_ABOVE_FACTOR)) ? "aboveLast" : null;
  return typed.gt(PLAUSIBLE_UNIT_PRICE) ? "aboveCeiling" : null;
}
