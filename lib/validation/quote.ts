import { z } from "@/lib/validation/zod";
import { addDaysToDay, isIsoDay, shopToday } from "@/lib/calendar";
import { DISCOUNT_KINDS, LABOUR_PRICINGS, PART_CONDITIONS, QUOTE_ITEM_KINDS } from "@/lib/enums";
import { messages } from "@/lib/messages";
import { DEFAULT_VALIDITY_DAYS, MAX_QUOTE_ITEMS } from "@/lib/quotes/items";
import { exceeds, MAX_QUOTE_TOTAL, quoteTotals, type QuoteDiscount } from "@/lib/quotes/totals";
import { isRecordId } from "@/lib/record-id";
import { jsonField, optionalText, readDecimal, readMoney } from "@/lib/validation/fields";
import { quoteBasicsSchema } from "@/lib/validation/quote-basics";
import { optionalKmSchema } from "@/lib/validation/vehicle";

const m = messages.quotes;

export const QUOTE_LIMITS = {
  itemDescription: 300,
  paymentTerms: 500,
  observations: 2000,
  warranty: 1000,
  /** A litre, an hour, a piece: no line of a repair needs ten thousand. */
  maxQuantity: "9999",
  quantityDecimals: 3,
} as const;

/** A quantity as typed ("2,5"), as a decimal string ("2.5"), refused unless 0 < q ≤ 9.999. */
function quantityOf(typed: string, hours: boolean): { value: string } | { error: string } {
  const reading = readDecimal(typed, QUOTE_LIMITS.quantityDecimals);
  if (!reading.ok || (reading.value !== null && Number(reading.value) === 0)) return { error: hours ? m.hoursInvalid : m.quantityInvalid };
  if (reading.value === null) return { error: hours ? m.hoursRequired : m.quantityRequired };
  if (exceeds(reading.value, QUOTE_LIMITS.maxQuantity)) return { error: m.quantityTooLarge("9.999") };
  return { value: reading.value };
}

/**
 * One line of the editor, as its hidden JSON carries it (every value a string, as typed). What
 * does not concern the line's kind is dropped: a part's condition (original by default), labour's
 * pricing (by the hour by default; a fixed price is quantity 1), the catalogue id of a service.
 */
const quoteItemSchema = z
  .object({
    kind: z.enum(QUOTE_ITEM_KINDS, { error: m.itemKindInvalid }),
    // Blank is refused in the transform below, with the line's other mistakes: the mechanic sees
    // every one of them at once, not the next only after fixing the first.
    description: optionalText(QUOTE_LIMITS.itemDescription, m.itemDescriptionTooLong(QUOTE_LIMITS.itemDescription)),
    catalogueServiceId: z.string().max(64).optional(),
    condition: z.union([z.enum(PART_CONDITIONS), z.literal("")], { error: m.conditionInvalid }).optional(),
    pricing: z.union([z.enum(LABOUR_PRICINGS), z.literal("")], { error: m.pricingInvalid }).optional(),
    quantity: z.string().optional().default(""),
    unitPrice: z.string().optional().default(""),
  })
  .transform((item, context) => {
    const pricing = item.kind === "labour" ? item.pricing || "hours" : null;
    const quantity: { value: string } | { error: string } =
      pricing === "fixed" ? { value: "1" } : quantityOf(item.quantity, pricing === "hours");
    if ("error" in quantity) context.addIssue({ code: "custom", path: ["quantity"], message: quantity.error });
    if (item.description === "") context.addIssue({ code: "custom", path: ["description"], message: m.itemDescriptionRequired });
    const price = readMoney(item.unitPrice);
    if (!price.ok) context.addIssue({ code: "custom", path: ["unitPrice"], message: price.message });
    else if (price.value === null) context.addIssue({ code: "custom", path: ["unitPrice"], message: m.priceRequired });
    if (item.description === "" || !("value" in quantity) || !price.ok || price.value === null) return z.NEVER;
    return {
      kind: item.kind,
      description: item.description,
      catalogueServiceId: item.kind === "service" && item.catalogueServiceId ? item.catalogueServiceId : null,
      partCondition: item.kind === "part" ? item.condition || "original" : null,
      labourPricing: pricing,
      quantity: quantity.value,
      unitPrice: price.value.toFixed(2),
    };
  });

export type QuoteItemInput = z.output<typeof quoteItemSchema>;

/** An optional calendar day from a date input (yyyy-MM-dd); blank is null. */
const optionalDay = z
  .string()
  .optional()
  .default("")
  .transform((typed) => typed.trim())
  .refine((typed) => typed === "" || isIsoDay(typed), m.dateInvalid)
  .transform((typed) => typed || null);

/** The day a new quote is valid until unless the mechanic changes it (CDC art. 40 §1). */
export function defaultValidUntil(now = new Date()) {
  return addDaysToDay(shopToday(now), DEFAULT_VALIDITY_DAYS);
}

/**
 * The quote editor's form. A quote with items has the items' total as its cost; one without keeps
 * the value typed in `cost`, as a plain quote always did. The totals are computed here
 * with the rule of lib/quotes/totals.ts, so an impossible total is refused before anything is saved.
 * A validity in the past is checked on the server against the saved quote, not here: keeping a
 * date that has passed since the quote was saved is allowed, setting a new past one is not, and
 * what the quote had is read from the database (validityAllowed, updateQuote), never
 * from a field the page sends.
 */
export const quoteSchema = quoteBasicsSchema
  .extend({
    vehicleId: z
      .string()
      .optional()
      .default("")
      .refine((id) => id === "" || isRecordId(id), m.vehicleNotFound)
      .transform((id) => id || null),
    checkInKm: optionalKmSchema,
    items: z
      .string()
      .optional()
      .transform((text) => (text?.trim() ? text : "[]"))
      .pipe(jsonField(z.array(quoteItemSchema).max(MAX_QUOTE_ITEMS, m.tooManyItems(MAX_QUOTE_ITEMS)))),
    discountKind: z
      .union([z.enum(DISCOUNT_KINDS), z.literal("")], { error: m.discountInvalid })
      .optional()
      .default(""),
    discountValue: z.string().optional().default(""),
    validUntil: optionalDay,
    paymentTerms: optionalText(QUOTE_LIMITS.paymentTerms, m.paymentTermsTooLong(QUOTE_LIMITS.paymentTerms), { multiline: true }),
    estimatedStart: optionalDay,
    estimatedCompletion: optionalDay,
    observations: optionalText(QUOTE_LIMITS.observations, m.observationsTooLong(QUOTE_LIMITS.observations), { multiline: true }),
    warrantyText: optionalText(QUOTE_LIMITS.warranty, m.warrantyTooLong(QUOTE_LIMITS.warranty), { multiline: true }),
  })
  .transform(({ discountKind, discountValue, ...quote }, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (quote.estimatedStart && quote.estimatedCompletion && quote.estimatedCompletion < quote.estimatedStart)
      issue("estimatedCompletion", m.completionBeforeStart);

    let discount: QuoteDiscount = null;
    const typedDiscount = discountKind === "percent" ? readDecimal(discountValue.replace(/%$/, ""), 2) : readMoney(discountValue);
    if (!typedDiscount.ok) issue("discountValue", m.discountInvalid);
    else if (typedDiscount.value !== null && Number(typedDiscount.value) > 0) {
      const value = typeof typedDiscount.value === "number" ? typedDiscount.value.toFixed(2) : typedDiscount.value;
      discount = { kind: discountKind === "percent" ? "percent" : "amount", value };
    }

    const totals = quoteTotals(quote.items, discount);
    if (discount && quote.items.length === 0) issue("discountValue", m.discountWithoutItems);
    else if (discount?.kind === "percent" && exceeds(discount.value, "100")) issue("discountValue", m.percentTooLarge);
    else if (exceeds(totals.discount, totals.subtotal)) issue("discountValue", m.discountTooLarge);
    const total = quote.items.length > 0 ? totals.total : quote.cost === null ? null : quote.cost.toFixed(2);
    if (exceeds(quote.items.length > 0 ? totals.subtotal : (total ?? "0"), MAX_QUOTE_TOTAL))
      issue(quote.items.length > 0 ? "total" : "cost", m.totalTooLarge);
    return { ...quote, discount, totals, cost: total };
  });

export type QuoteInput = z.output<typeof quoteSchema>;

/** The fields the editor posts (the items as JSON). */
export const QUOTE_FIELDS = [
  "description",
  "cost",
  "status",
  "vehicleId",
  "checkInKm",
  "items",
  "discountKind",
  "discountValue",
  "validUntil",
  "paymentTerms",
  "estimatedStart",
  "estimatedCompletion",
  "observations",
  "warrantyText",
] as const;
