import type { ItemDraft, SavedItem } from "@/lib/quotes/drafts";
import { DEFAULT_PARTS_MARKUP, markupOf, percentText, priceWithMarkup } from "@/lib/suppliers/markup";
import type { SupplierOffer } from "@/lib/suppliers/answer-choice";
import { moneyInputText, readDecimal, readMoney } from "@/lib/validation/fields";

/**
 * A part line's cost and margin in the editor: typing the cost or the margin recomputes the price
 * (cost + markup, priceWithMarkup), typing the price shows the margin it makes over the cost.
 * Every value is text as typed ("85,00", "30"); what does not read yet changes nothing else.
 */

/** The most a markup may be (shops_parts_markup_check). */
export const MAX_MARKUP = "1000";

/** A markup as typed ("30", "35,5", "30%") → "35.5"; null while it does not read or is out of 0..1000. */
export function readMarkup(typed: string): string | null {
  const reading = readDecimal(typed.trim().replace(/%$/, ""), 2);
  if (!reading.ok || reading.value === null || Number(reading.value) > Number(MAX_MARKUP)) return null;
  return reading.value;
}

/** The price text for a typed cost and markup, or null while either does not read. */
function priceFor(unitCost: string, markup: string): string | null {
  const cost = readMoney(unitCost);
  const percent = readMarkup(markup);
  if (!cost.ok || cost.value === null || percent === null) return null;
  return moneyInputText(Number(priceWithMarkup(cost.value.toFixed(2), percent)));
}

/** The cost typed: the price follows it with the line's markup. */
export function withCost(draft: ItemDraft, unitCost: string): Partial<ItemDraft> {
  const unitPrice = priceFor(unitCost, draft.markup);
  return unitPrice === null ? { unitCost } : { unitCost, unitPrice };
}

/** The markup typed: the price follows it over the line's cost. */
export function withMarkup(draft: ItemDraft, markup: string): Partial<ItemDraft> {
  const unitPrice = priceFor(draft.unitCost, markup);
  return unitPrice === null ? { markup } : { markup, unitPrice };
}

/** The price typed: the margin shows what it makes over the cost (when there is one). */
export function withPrice(draft: ItemDraft, unitPrice: string): Partial<ItemDraft> {
  const cost = readMoney(draft.unitCost);
  const price = readMoney(unitPrice);
  const markup = cost.ok && cost.value !== null && price.ok && price.value !== null ? markupOf(cost.value, price.value) : null;
  return markup === null ? { unitPrice } : { unitPrice, markup };
}

/**
 * 'Usar' on a supplier's answer: its price becomes the line's cost, the price to the customer is
 * that plus the line's markup (the shop's when the line's does not read), the condition follows
 * the answer (a 'paralela' answer makes the line paralela: the customer's consent rules apply) and
 * the supplier is the answer's.
 */
export function fromAnswer(draft: ItemDraft, answer: SupplierOffer, partsMarkup = DEFAULT_PARTS_MARKUP): Partial<ItemDraft> {
  const markup = readMarkup(draft.markup) ?? partsMarkup;
  return {
    unitCost: moneyInputText(Number(answer.price)),
    unitPrice: moneyInputText(Number(priceWithMarkup(answer.price, markup))),
    markup: percentText(Number(markup)),
    condition: answer.condition,
    supplierId: answer.supplierId,
    supplierName: answer.supplierName,
  };
}

/** The shop's costs and suppliers put on the saved lines the editor opens with (by line key): the editor's page only. */
export function withItemCosts<T extends { items: SavedItem[] }>(
  initial: T,
  costs: Record<string, { unitCost: string | null; supplierId: string | null; supplierName: string | null }>,
): T {
  return {
    ...initial,
    items: initial.items.map((item) => (item.lineKey && costs[item.lineKey] ? { ...item, ...costs[item.lineKey] } : item)),
  };
}
