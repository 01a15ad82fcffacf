import Big from "big.js";
import type { DiscountKind, LabourPricing, QuoteItemKind } from "@/lib/enums";
import { formatAmount } from "@/lib/format";
import { messages } from "@/lib/messages";
import { QUOTE_ITEM_KIND_TOTAL_LABELS } from "@/lib/quotes/items";

/**
 * How a stored quote reads on its page and in the histories. Amounts arrive as Postgres writes
 * `numeric` ("212.50", quantities trimmed to "2.5"): they are added with big.js and only turned into
 * a number to be formatted, so no cent is lost on the way. Safe in the browser and on the server.
 */

const quantityFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });

/** "2,5", "4,125", "1.000": a quantity the Brazilian way, with the decimals it has (up to 3). */
export function formatQuantity(quantity: string) {
  return quantityFormat.format(Number(quantity));
}

type PricedItem = { kind: QuoteItemKind; labourPricing: LabourPricing | null; quantity: string; unitPrice: string };

/**
 * A line's quantity as the customer reads it: labour by the hour in hours ("1,5 h"), labour at a
 * fixed price as no quantity at all (null: it is one job), anything else as a count ("2", "4,5").
 */
export function itemQuantity(item: PricedItem) {
  if (item.kind === "labour" && item.labourPricing === "fixed") return null;
  const quantity = formatQuantity(item.quantity);
  return item.kind === "labour" ? `${quantity} h` : quantity;
}

/** "1,5 h × R$ 90,00", "2 × R$ 45,50"; null for labour at a fixed price (its total says it all). */
export function itemPricing(item: PricedItem) {
  const quantity = itemQuantity(item);
  return quantity === null ? null : `${quantity} × ${formatAmount(item.unitPrice)}`;
}

type StoredTotals = { services: string; parts: string; labour: string; discount: string };

/**
 * The totals lines a quote shows: a subtotal for each kind it has items of, then, with a
 * discount, the subtotal and the discount (its percentage named when it was one), and the total.
 * The total is the stored `cost`, which the save wrote from the same sums (writeQuoteTotals).
 */
export function totalsLines(
  kinds: ReadonlySet<QuoteItemKind>,
  totals: StoredTotals,
  discount: { kind: DiscountKind | null; value: string | null },
  total: string,
) {
  const t = messages.quotePage.totals;
  const lines: { id: string; label: string; amount: string; subtracted?: true }[] = [];
  if (kinds.has("service")) lines.push({ id: "services", label: QUOTE_ITEM_KIND_TOTAL_LABELS.service, amount: totals.services });
  if (kinds.has("part")) lines.push({ id: "parts", label: QUOTE_ITEM_KIND_TOTAL_LABELS.part, amount: totals.parts });
  if (kinds.has("labour")) lines.push({ id: "labour", label: QUOTE_ITEM_KIND_TOTAL_LABELS.labour, amount: totals.labour });
  if (new Big(totals.discount).gt(0)) {
    const subtotal = new Big(totals.services).plus(totals.parts).plus(totals.labour).toFixed(2);
    const label = discount.kind === "percent" && discount.value !== null ? t.discountPercent(formatQuantity(discount.value)) : t.discount;
    lines.push({ id: "subtotal", label: t.subtotal, amount: subtotal });
    lines.push({ id: "discount", label, amount: totals.discount, subtracted: true });
  }
  lines.push({ id: "total", label: t.total, amount: total });
  return lines;
}

type VehicleNaming = { make: string | null; model: string | null; year: number | null };

/** "Fiat Palio Weekend 2012", from what was filled in ("" when nothing was). */
export function vehicleName(vehicle: VehicleNaming) {
  return [vehicle.make, vehicle.model, vehicle.year].filter((part) => part !== null && part !== "").join(" ");
}
