import type { DiscountKind, QuoteStatus } from "@/lib/enums";
import { decimalInputText, moneyDecimalInputText, type SavedItem } from "@/lib/quotes/drafts";
import { moneyInputText } from "@/lib/validation/fields";
import { defaultValidUntil } from "@/lib/validation/quote";

/**
 * What the quote editor opens with, as the fields show it (strings as typed): a new quote from the
 * shop's defaults, a saved one to edit, or a new one that starts from another quote's items
 * (`?duplicar=`). The pages build it on the server; the editor only reads it.
 */
export type QuoteEditorInitial = {
  description: string;
  status: QuoteStatus;
  vehicleId: string;
  checkInKm: string;
  cost: string;
  items: SavedItem[];
  discountKind: DiscountKind;
  discountValue: string;
  validUntil: string;
  paymentTerms: string;
  estimatedStart: string;
  estimatedCompletion: string;
  observations: string;
  warrantyText: string;
};

type ShopDefaults = { paymentTerms: string; warrantyText: string };

/** The saved quote's fields the editor needs (getQuote's answer has them all). */
type SavedQuote = {
  description: string;
  status: QuoteStatus;
  vehicleId: string | null;
  checkInKm: number | null;
  cost: number | null;
  items: SavedItem[];
  discountKind: DiscountKind | null;
  discountValue: string | null;
  validUntil: string | null;
  paymentTerms: string | null;
  estimatedStart: string | null;
  estimatedCompletion: string | null;
  observations: string | null;
  warrantyText: string | null;
};

const KM = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

function discountText(kind: DiscountKind | null, value: string | null) {
  if (!kind || value === null) return "";
  return kind === "percent" ? decimalInputText(value) : moneyDecimalInputText(value);
}

/** A new quote: nothing typed yet, valid for the default 10 days, the shop's payment terms and warranty. */
export function newQuoteInitial(defaults: ShopDefaults, now = new Date()): QuoteEditorInitial {
  return {
    description: "",
    status: "pending",
    vehicleId: "",
    checkInKm: "",
    cost: "",
    items: [],
    discountKind: "amount",
    discountValue: "",
    validUntil: defaultValidUntil(now),
    paymentTerms: defaults.paymentTerms,
    estimatedStart: "",
    estimatedCompletion: "",
    observations: "",
    warrantyText: defaults.warrantyText,
  };
}

/** The saved quote, every field as stored. */
export function savedQuoteInitial(quote: SavedQuote): QuoteEditorInitial {
  return {
    description: quote.description,
    status: quote.status,
    vehicleId: quote.vehicleId ?? "",
    checkInKm: quote.checkInKm === null ? "" : KM.format(quote.checkInKm),
    // With items the cost is their total, shown by the totals panel; the plain value field is for a quote without.
    cost: quote.items.length === 0 ? moneyInputText(quote.cost) : "",
    items: quote.items,
    discountKind: quote.discountKind ?? "amount",
    discountValue: discountText(quote.discountKind, quote.discountValue),
    validUntil: quote.validUntil ?? "",
    paymentTerms: quote.paymentTerms ?? "",
    estimatedStart: quote.estimatedStart ?? "",
    estimatedCompletion: quote.estimatedCompletion ?? "",
    observations: quote.observations ?? "",
    warrantyText: quote.warrantyText ?? "",
  };
}

/**
 * A new quote for the same job: the source's items, discount and texts (payment terms,
 * observations, warranty); the complaint, vehicle, km and dates are this customer's own, so they
 * start as on any new quote.
 */
export function duplicateQuoteInitial(defaults: ShopDefaults, source: SavedQuote, now = new Date()): QuoteEditorInitial {
  return {
    ...newQuoteInitial(defaults, now),
    items: source.items,
    discountKind: source.discountKind ?? "amount",
    discountValue: discountText(source.discountKind, source.discountValue),
    paymentTerms: source.paymentTerms ?? defaults.paymentTerms,
    observations: source.observations ?? "",
    warrantyText: source.warrantyText ?? defaults.warrantyText,
  };
}
