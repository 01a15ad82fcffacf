import type { PriceWarning } from "@/lib/suppliers/price-check";
import type { PartCondition } from "@/lib/enums";

/**
 * A supplier's answer for one part, as the quote editor shows it next to the part's line
 * (listQuoteSupplierAnswers; the JSON the editor polls). Dates travel as ISO strings.
 */
export type SupplierAnswerView = {
  id: string;
  supplierId: string;
  supplierName: string;
  /** The price of one unit ("85.00"); null is 'não tenho'. */
  price: string | null;
  condition: PartCondition | null;
  brand: string | null;
  deliveryDays: number | null;
  note: string | null;
  answeredAt: string;
  deadline: string;
  /** A price far above the shop's last for the part, or above the plausible ceiling (lib/suppliers/price-check.ts). */
  priceCheck?: PriceWarning | null;
};

/** The answers by the quote line they were asked for (quote_items.line_key). */
export type SupplierAnswersByLine = Record<string, SupplierAnswerView[]>;

/** An answer that offers the part (a price), as opposed to 'não tenho'. */
export type SupplierOffer = SupplierAnswerView & { price: string; condition: PartCondition; deliveryDays: number };

export function isOffer(answer: SupplierAnswerView): answer is SupplierOffer {
  return answer.price !== null && answer.condition !== null && answer.deliveryDays !== null;
}

/**
 * 'Mais barato' (the lowest price; on a tie, the faster) and 'Mais rápido' (the fewest days; on a
 * tie, the cheaper) among the offers: only when there are two offers or more to compare.
 */
export function answerHighlights(answers: readonly SupplierAnswerView[]): { cheapest: string | null; fastest: string | null } {
  const offers = answers.filter(isOffer);
  if (offers.length < 2) return { cheapest: null, fastest: null };
  const cents = (offer: SupplierOffer) => Math.round(Number(offer.price) * 100);
  const cheapest = offers.reduce((best, offer) =>
    cents(offer) < cents(best) || (cents(offer) === cents(best) && offer.deliveryDays < best.deliveryDays) ? offer : best,
  );
  const fastest = offers.reduce((best, offer) =>
    offer.deliveryDays < best.deliveryDays || (offer.deliveryDays === best.deliveryDays && cents(offer) < cents(best)) ? offer : best,
  );
  return { cheapest: cheapest.id, fastest: fastest.id };
}

/** How many answers `next` has that `previous` did not (a new supplier or part answered): what is announced. */
export function newAnswerCount(previous: SupplierAnswersByLine, next: SupplierAnswersByLine): number {
  const known = new Set(Object.values(previous).flatMap((answers) => answers.map((answer) => answer.id)));
  return Object.values(next).reduce((count, answers) => count + answers.filter((answer) => !known.has(answer.id)).length, 0);
}
