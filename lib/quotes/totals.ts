import Big from "big.js";
import type { DiscountKind, QuoteItemKind } from "@/lib/enums";

/**
 * How a quote adds up, the one rule the editor shows as the mechanic types and the server checks
 * before saving (the database then stores the same sums, computed in `numeric`, migration 0015):
 *
 *  - each line's total is quantity × unit price rounded to the cent, half up (2,5 h × R$ 85,00 =
 *    R$ 212,50; 0,333 × R$ 10,00 = R$ 3,33);
 *  - the subtotals add the lines of each kind, and the subtotal adds the three;
 *  - a percentage discount is the subtotal × % / 100 rounded to the cent, half up; an amount is itself;
 *  - the total is the subtotal less the discount.
 *
 * Decimal arithmetic (big.js), never float: 0,1 + 0,2 is 0,30, not 0,30000000000000004. Amounts
 * go in and out as decimal strings with a dot ("212.50"), as Postgres reads and writes `numeric`.
 */

export type PricedLine = { kind: QuoteItemKind; quantity: string; unitPrice: string };
export type QuoteDiscount = { kind: DiscountKind; value: string } | null;

export type QuoteTotals = {
  services: string;
  parts: string;
  labour: string;
  subtotal: string;
  discount: string;
  total: string;
};

/** The largest total a quote may reach: R$ 9.999.999,99. */
export const MAX_QUOTE_TOTAL = "9999999.99";

function cents(value: Big) {
  return value.round(2, Big.roundHalfUp);
}

/** A line's total: quantity × unit price, to the cent. */
export function lineTotal(quantity: string, unitPrice: string): string {
  return cents(new Big(quantity).times(unitPrice)).toFixed(2);
}

/** The discount in reais for a subtotal: the amount as given, or the percentage of it to the cent. */
export function discountAmount(subtotal: string, discount: QuoteDiscount): string {
  if (!discount) return "0.00";
  if (discount.kind === "amount") return new Big(discount.value).toFixed(2);
  return cents(new Big(subtotal).times(discount.value).div(100)).toFixed(2);
}

export function quoteTotals(lines: readonly PricedLine[], discount: QuoteDiscount): QuoteTotals {
  const sums: Record<QuoteItemKind, Big> = { service: new Big(0), part: new Big(0), labour: new Big(0) };
  for (const line of lines) sums[line.kind] = sums[line.kind].plus(lineTotal(line.quantity, line.unitPrice));
  const subtotal = sums.service.plus(sums.part).plus(sums.labour);
  const off = discountAmount(subtotal.toFixed(2), discount);
  return {
    services: sums.service.toFixed(2),
    parts: sums.part.toFixed(2),
    labour: sums.labour.toFixed(2),
    subtotal: subtotal.toFixed(2),
    discount: off,
    total: subtotal.minus(off).toFixed(2),
  };
}

/** Whether a decimal string is above another (both as Postgres and big.js write them). */
export function exceeds(amount: string, limit: string) {
  return new Big(amount).gt(limit);
}
