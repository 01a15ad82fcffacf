import type { DiscountKind, LabourPricing, PartCondition, QuoteItemKind } from "@/lib/enums";
import { quotes } from "@/lib/messages/quotes";
import { exceeds, lineTotal, quoteTotals, type PricedLine, type QuoteDiscount, type QuoteTotals } from "@/lib/quotes/totals";
import { DEFAULT_PARTS_MARKUP, markupOf } from "@/lib/suppliers/markup";
import { quantityOf } from "@/lib/validation/quote";
import { moneyInputText, readDecimal, readMoney } from "@/lib/validation/fields";

/**
 * The quote editor's rows as the mechanic types them (every value a string, "2,5", "1.234,56"),
 * and the readings the editor shows from them. The server reads the same strings with the same
 * functions (lib/validation/quote.ts), so what the totals panel shows is what gets saved.
 */

export type ItemDraft = {
  /** Stable across moves and removals: React's key and the ids of the row's fields. */
  key: string;
  /**
   * The line across saves (quote_items.line_key): what a supplier request's parts point at. ""
   * until the line has one (a duplicated quote's lines); the save then gives it one.
   */
  lineKey: string;
  kind: QuoteItemKind;
  description: string;
  catalogueServiceId: string;
  condition: PartCondition;
  pricing: LabourPricing;
  quantity: string;
  unitPrice: string;
  /** A part's cost to the shop, typed money ("" when unknown); never shown to the customer. */
  unitCost: string;
  /** A part's markup over its cost, in percent as typed ("30", "35,5"): the editor's, not saved. */
  markup: string;
  /** The supplier the part comes from ("" for none), and its name to show. */
  supplierId: string;
  supplierName: string;
};

/** A saved line, as getQuote answers it ("2.500", "85.00"). */
export type SavedItem = {
  lineKey?: string | null;
  kind: QuoteItemKind;
  description: string;
  catalogueServiceId: string | null;
  partCondition: PartCondition | null;
  labourPricing: LabourPricing | null;
  quantity: string;
  unitPrice: string;
  /** A part saved 'Aguardando cotação': it comes back with its price blank. */
  awaitingPrice?: boolean;
  /** A part's cost and supplier: never on getQuote's answer, merged in by the editor's page (listQuoteItemCosts). */
  unitCost?: string | null;
  supplierId?: string | null;
  supplierName?: string | null;
};

const QUANTITY_DECIMALS = 3;
const PERCENT_DECIMALS = 2;

/**
 * The key of the row made `n`-th on this page. A counter, not a random id: the server's render and
 * the browser's hydration must give the first rows the same keys (they name the fields' ids).
 */
export function draftKey(n: number) {
  return `item-${n}`;
}

/** "2.500" → "2,5": a stored decimal the way the mechanic types it (never "1.500", which reads as ambiguous). */
export function decimalInputText(value: string) {
  const [integer, fraction = ""] = value.split(".");
  const kept = fraction.replace(/0+$/, "");
  return kept ? `${integer},${kept}` : (integer ?? "");
}

/** "85.00" → "85,00" (readMoney reads it back). */
export function moneyDecimalInputText(value: string | null | undefined) {
  return value == null || value === "" ? "" : moneyInputText(Number(value));
}

/**
 * A new line's key, made in the browser when the line is added. From getRandomValues, not
 * randomUUID: a shop's LAN address over http is not a secure context, where randomUUID is missing.
 */
export function newLineKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A line added in the editor (only ever in the browser: its line key is random); a part starts with the shop's markup. */
export function blankDraft(key: string, kind: QuoteItemKind, hourlyRate: string | null, partsMarkup = DEFAULT_PARTS_MARKUP): ItemDraft {
  return {
    key,
    lineKey: newLineKey(),
    kind,
    description: "",
    catalogueServiceId: "",
    condition: "original",
    pricing: "hours",
    quantity: "1",
    unitPrice: kind === "labour" ? moneyDecimalInputText(hourlyRate) : "",
    unitCost: "",
    markup: decimalInputText(partsMarkup),
    supplierId: "",
    supplierName: "",
  };
}

/** A saved line back into a row. `offered` drops a catalogue link to a service the shop no longer offers (a duplicate of an old quote). */
export function draftFromSaved(key: string, item: SavedItem, offered?: ReadonlySet<string>, partsMarkup = DEFAULT_PARTS_MARKUP): ItemDraft {
  const catalogueServiceId = item.catalogueServiceId && (!offered || offered.has(item.catalogueServiceId)) ? item.catalogueServiceId : "";
  return {
    key,
    lineKey: item.lineKey ?? "",
    kind: item.kind,
    description: item.description,
    catalogueServiceId,
    condition: item.partCondition ?? "original",
    pricing: item.labourPricing ?? "hours",
    quantity: decimalInputText(item.quantity),
    unitPrice: item.awaitingPrice ? "" : moneyDecimalInputText(item.unitPrice),
    unitCost: moneyDecimalInputText(item.unitCost),
    // The markup the saved price makes over the saved cost; the shop's when there is no cost yet.
    markup: (item.unitCost && markupOf(item.unitCost, item.unitPrice)) || decimalInputText(partsMarkup),
    supplierId: item.supplierId ?? "",
    supplierName: item.supplierName ?? "",
  };
}

/** What the hidden `items` field carries for a row (QUOTE_FIELDS): the strings as typed. */
export function postedItem(draft: ItemDraft) {
  return {
    kind: draft.kind,
    lineKey: draft.lineKey,
    description: draft.description,
    catalogueServiceId: draft.kind === "service" ? draft.catalogueServiceId : "",
    condition: draft.kind === "part" ? draft.condition : "",
    pricing: draft.kind === "labour" ? draft.pricing : "",
    quantity: draft.quantity,
    unitPrice: draft.unitPrice,
    unitCost: draft.kind === "part" ? draft.unitCost : "",
    supplierId: draft.kind === "part" ? draft.supplierId : "",
  };
}

/** Whether the row's price is one amount (labour at a fixed price): its quantity is 1, whatever was typed. */
export function isFixedPrice(draft: ItemDraft) {
  return draft.kind === "labour" && draft.pricing === "fixed";
}

/** The row as a priced line, or null while its quantity or price does not read yet (or would be refused). */
export function pricedLine(draft: ItemDraft): PricedLine | null {
  const quantity = isFixedPrice(draft) ? { ok: true as const, value: "1" } : readDecimal(draft.quantity, QUANTITY_DECIMALS);
  const price = readMoney(draft.unitPrice);
  // A quantity of zero is refused on saving (lib/validation/quote.ts): it has no total to show either.
  if (!quantity.ok || quantity.value === null || Number(quantity.value) === 0 || !price.ok || price.value === null) return null;
  return { kind: draft.kind, quantity: quantity.value, unitPrice: price.value.toFixed(2) };
}

/**
 * Whether the row is a part with no price typed: saved as it is, it waits for the suppliers'
 * prices ('Aguardando cotação'), left out of the totals and named, never counted as R$ 0,00.
 */
export function isAwaitingPrice(draft: ItemDraft) {
  return draft.kind === "part" && draft.unitPrice.trim() === "";
}

/** The row's total ("212.50"), or null while it does not read. */
export function draftLineTotal(draft: ItemDraft): string | null {
  const line = pricedLine(draft);
  return line ? lineTotal(line.quantity, line.unitPrice) : null;
}

/** The discount as typed, read like the server reads it; `invalid` while it does not read. */
export function readDiscount(kind: DiscountKind, typed: string): QuoteDiscount | "invalid" {
  const reading = kind === "percent" ? readDecimal(typed.trim().replace(/%$/, ""), PERCENT_DECIMALS) : readMoney(typed);
  if (!reading.ok) return "invalid";
  if (reading.value === null || Number(reading.value) === 0) return null;
  return { kind, value: typeof reading.value === "number" ? reading.value.toFixed(2) : reading.value };
}

export type DraftTotals = QuoteTotals & {
  /** False while the discount does not read or cannot be given: the discount and total then show "—", never a negative. */
  discountReads: boolean;
  /** Why the discount cannot be given as typed, the message the server would answer; null when it can. */
  discountError: string | null;
  /** The rows (1-based) left out of the totals because their quantity or price does not read yet. */
  uncounted: number[];
  /** The part rows (1-based) left out because they wait for a price ('Aguardando cotação'). */
  awaiting: number[];
};

/**
 * The totals panel: the rows that read are added up and the others are named, so one unfinished
 * row never hides the rest; a discount that does not read, or that is above the subtotal, shows
 * its reason instead of a negative total.
 */
export function draftTotals(drafts: readonly ItemDraft[], discountKind: DiscountKind, discountValue: string): DraftTotals {
  const lines = drafts.map(pricedLine);
  const counted = lines.filter((line): line is PricedLine => line !== null);
  const uncounted = lines.flatMap((line, index) => (line === null && !isAwaitingPrice(drafts[index]!) ? [index + 1] : []));
  const awaiting = drafts.flatMap((draft, index) => (isAwaitingPrice(draft) ? [index + 1] : []));
  const discount = readDiscount(discountKind, discountValue);
  const totals = quoteTotals(counted, discount === "invalid" ? null : discount);
  let discountError: string | null = null;
  if (discount === "invalid") discountError = quotes.discountInvalid;
  else if (discount?.kind === "percent" && exceeds(discount.value, "100")) discountError = quotes.percentTooLarge;
  else if (exceeds(totals.discount, totals.subtotal)) discountError = quotes.discountTooLarge;
  return { ...totals, discountReads: discountError === null, discountError, uncounted, awaiting };
}

/** Why the row's quantity is refused, while typed in a way that can only be asked about ("1.500"); null otherwise. */
export function ambiguousQuantity(draft: ItemDraft): string | null {
  if (isFixedPrice(draft)) return null;
  const reading = readDecimal(draft.quantity, QUANTITY_DECIMALS);
  if (reading.ok || reading.reason !== "ambiguous") return null;
  const outcome = quantityOf(draft.quantity, draft.kind === "labour");
  return "error" in outcome ? outcome.error : null;
}
