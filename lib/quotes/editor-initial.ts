import type { DepositKind, DiscountKind } from "@/lib/enums";
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
  vehicleId: string;
  checkInKm: string;
  cost: string;
  items: SavedItem[];
  discountKind: DiscountKind;
  discountValue: string;
  /** 'Sinal': "" for none. */
  depositKind: DepositKind | "";
  depositValue: string;
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
  vehicleId: string | null;
  checkInKm: number | null;
  cost: number | null;
  items: SavedItem[];
  discountKind: DiscountKind | null;
  discountValue: string | null;
  depositKind?: DepositKind | null;
  depositValue?: string | null;
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

/** The 'Sinal' fields of a saved quote: its kind, and the amount as a money field shows it. */
function depositText(quote: Pick<SavedQuote, "depositKind" | "depositValue">) {
  return {
    depositKind: quote.depositKind ?? "",
    depositValue: quote.depositKind === "amount" && quote.depositValue ? moneyDecimalInputText(quote.depositValue) : "",
  } as const;
}

/**
 * What every new quote starts with, whoever makes it (the editor, a check-in's quote): valid for the
 * default 10 days (CDC art. 40 §1), the shop's payment terms and warranty text from its profile.
 */
export function newQuoteTerms(defaults: ShopDefaults, now = new Date()) {
  return { validUntil: defaultValidUntil(now), paymentTerms: defaults.paymentTerms, warrantyText: defaults.warrantyText };
}

/** A new quote: nothing typed yet, with newQuoteTerms. */
export function newQuoteInitial(defaults: ShopDefaults, now = new Date()): QuoteEditorInitial {
  const terms = newQuoteTerms(defaults, now);
  return {
    description: "",
    vehicleId: "",
    checkInKm: "",
    cost: "",
    items: [],
    discountKind: "amount",
    discountValue: "",
    depositKind: "",
    depositValue: "",
    validUntil: terms.validUntil,
    paymentTerms: terms.paymentTerms,
    estimatedStart: "",
    estimatedCompletion: "",
    observations: "",
    warrantyText: terms.warrantyText,
  };
}

/** The saved quote, every field as stored. */
export function savedQuoteInitial(quote: SavedQuote): QuoteEditorInitial {
  return {
    description: quote.description,
    vehicleId: quote.vehicleId ?? "",
    checkInKm: quote.checkInKm === null ? "" : KM.format(quote.checkInKm),
    // With items the cost is their total, shown by the totals panel; the plain value field is for a quote without.
    cost: quote.items.length === 0 ? moneyInputText(quote.cost) : "",
    items: quote.items,
    discountKind: quote.discountKind ?? "amount",
    discountValue: discountText(quote.discountKind, quote.discountValue),
    ...depositText(quote),
    validUntil: quote.validUntil ?? "",
    paymentTerms: quote.paymentTerms ?? "",
    estimatedStart: quote.estimatedStart ?? "",
    estimatedCompletion: quote.estimatedCompletion ?? "",
    observations: quote.observations ?? "",
    warrantyText: quote.warrantyText ?? "",
  };
}

/** A vehicle of the customer as the new quote's page lists it: its id and last known km. */
export type VehicleChoice = { id: string; currentKm: number | null };

/** The km field's text for a vehicle's last known km ("45.000"; blank when unknown). */
export function kmText(km: number | null | undefined) {
  return km == null ? "" : KM.format(km);
}

/**
 * The vehicle a new quote starts with: the first of `asked` (`?veiculo=` from the vehicle's page
 * or the Painel, then a duplicated quote's car) that is one of `vehicles` (the customer's, in this
 * shop: any other id is ignored), else the customer's only one; none when there are several and
 * none was asked for.
 */
export function chosenVehicle<V extends VehicleChoice>(vehicles: readonly V[], ...asked: (string | undefined)[]): V | undefined {
  for (const id of asked) {
    const match = id ? vehicles.find((vehicle) => vehicle.id === id) : undefined;
    if (match) return match;
  }
  return vehicles.length === 1 ? vehicles[0] : undefined;
}

/** A new quote opened on `vehicle` (or none), its km prefilled with the vehicle's last known one (the mechanic corrects it). */
export function withVehicle(initial: QuoteEditorInitial, vehicle: VehicleChoice | undefined): QuoteEditorInitial {
  return { ...initial, vehicleId: vehicle?.id ?? "", checkInKm: kmText(vehicle?.currentKm) };
}

/**
 * A new quote for the same job: the source's items, discount, deposit ('Sinal') and texts (payment
 * terms, observations, warranty). The deposit comes along as the payment terms do: it is how the
 * shop is paid for this job, and with the same items it fits the same total (the save checks it). For another customer the complaint, vehicle, km and dates are that
 * customer's own, so they start as on any new quote; for the same customer (the car came back for
 * the same job) the complaint and the vehicle come along too (the page then prefills the km).
 */
export function duplicateQuoteInitial(
  defaults: ShopDefaults,
  source: SavedQuote,
  { sameCustomer = false }: { sameCustomer?: boolean } = {},
  now = new Date(),
): QuoteEditorInitial {
  return {
    ...newQuoteInitial(defaults, now),
    ...(sameCustomer && { description: source.description, vehicleId: source.vehicleId ?? "" }),
    // The new quote's lines are its own: a save gives them new keys, so the source's supplier
    // answers never show next to them.
    items: source.items.map((item) => ({ ...item, lineKey: null })),
    discountKind: source.discountKind ?? "amount",
    discountValue: discountText(source.discountKind, source.discountValue),
    ...depositText(source),
    paymentTerms: source.paymentTerms ?? defaults.paymentTerms,
    observations: source.observations ?? "",
    warrantyText: source.warrantyText ?? defaults.warrantyText,
  };
}
