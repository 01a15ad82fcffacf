import { z } from "@/lib/validation/zod";
import { addDaysToDay, isIsoDay, shopToday } from "@/lib/calendar";
import { DEPOSIT_KINDS, DISCOUNT_KINDS, LABOUR_PRICINGS, PART_CONDITIONS, QUOTE_ITEM_KINDS } from "@/lib/enums";
import { deposit as depositMessages } from "@/lib/messages/deposit";
import { quotes } from "@/lib/messages/quotes";
import { supplierAnswers } from "@/lib/messages/supplier-answers";
import { DEFAULT_VALIDITY_DAYS, MAX_QUOTE_ITEMS } from "@/lib/quotes/items";
import { exceeds, MAX_QUOTE_TOTAL, quoteTotals, type QuoteDiscount } from "@/lib/quotes/totals";
import { isRecordId } from "@/lib/record-id";
import { depositOf } from "@/lib/validation/deposit";
import { jsonField, optionalText, plainText, readDecimal, readMoney } from "@/lib/validation/fields";
import { quoteBasicsSchema } from "@/lib/validation/quote-basics";
import { optionalKmSchema } from "@/lib/validation/vehicle";

const m = quotes;

export const QUOTE_LIMITS = {
  itemDescription: 300,
  paymentTerms: 500,
  observations: 2000,
  warranty: 1000,
  /** A litre, an hour, a piece: no line of a repair needs ten thousand. */
  maxQuantity: "9999",
  quantityDecimals: 3,
} as const;

/** "1.500" → ["1,5", "1500"]: the two things an ambiguous quantity could mean, for its message. */
function readingsOf(typed: string): [string, string] {
  const [integer = "", fraction = ""] = typed.trim().split(".");
  const decimal = fraction.replace(/0+$/, "");
  return [decimal ? `${integer},${decimal}` : integer, `${integer}${fraction}`];
}

/** A quantity as typed ("2,5"), as a decimal string ("2.5"), refused unless 0 < q ≤ 9.999, with the real reason. */
export function quantityOf(typed: string, hours: boolean): { value: string } | { error: string } {
  const reading = readDecimal(typed, QUOTE_LIMITS.quantityDecimals);
  if (!reading.ok && reading.reason === "ambiguous") return { error: m.quantityAmbiguous(typed.trim(), ...readingsOf(typed)) };
  if (!reading.ok && reading.reason === "decimals") return { error: m.quantityDecimals };
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
    /** The line's key across saves (lib/quotes/drafts.ts); anything but a uuid gets a new one. */
    lineKey: z.string().max(64).optional(),
    // Blank is refused in the transform below, with the line's other mistakes: the mechanic sees
    // every one of them at once, not the next only after fixing the first.
    description: optionalText(QUOTE_LIMITS.itemDescription, m.itemDescriptionTooLong(QUOTE_LIMITS.itemDescription)),
    catalogueServiceId: z.string().max(64).optional(),
    condition: z.union([z.enum(PART_CONDITIONS), z.literal("")], { error: m.conditionInvalid }).optional(),
    pricing: z.union([z.enum(LABOUR_PRICINGS), z.literal("")], { error: m.pricingInvalid }).optional(),
    quantity: z.string().optional().default(""),
    unitPrice: z.string().optional().default(""),
    /** A part's cost to the shop, typed money; blank is unknown. Ignored on other kinds. */
    unitCost: z.string().max(40).optional().default("").pipe(plainText()),
    /** The supplier a part comes from ("" for none): the shop's own, which the database checks (quote_items_supplier_owner_fk). */
    supplierId: z.string().max(64).optional().default("").pipe(plainText()),
  })
  .transform((item, context) => {
    const pricing = item.kind === "labour" ? item.pricing || "hours" : null;
    const quantity: { value: string } | { error: string } =
      pricing === "fixed" ? { value: "1" } : quantityOf(item.quantity, pricing === "hours");
    if ("error" in quantity) context.addIssue({ code: "custom", path: ["quantity"], message: quantity.error });
    if (item.description === "") context.addIssue({ code: "custom", path: ["description"], message: m.itemDescriptionRequired });
    const price = readMoney(item.unitPrice);
    const part = item.kind === "part";
    // A part without a price is saved 'Aguardando cotação' (asked of suppliers): the quote is kept,
    // and it cannot go out until the line is priced (lib/quotes/priced.ts). Any other line needs one.
    const awaitingPrice = part && price.ok && price.value === null;
    if (!price.ok) context.addIssue({ code: "custom", path: ["unitPrice"], message: price.message });
    else if (price.value === null && !awaitingPrice) context.addIssue({ code: "custom", path: ["unitPrice"], message: m.priceRequired });
    const cost = part ? readMoney(item.unitCost) : ({ ok: true, value: null } as const);
    if (!cost.ok) context.addIssue({ code: "custom", path: ["unitCost"], message: cost.message });
    const supplierId = part ? item.supplierId.trim() : "";
    if (supplierId && !isRecordId(supplierId))
      context.addIssue({ code: "custom", path: ["supplierId"], message: supplierAnswers.supplierNotFound });
    if (item.description === "" || !("value" in quantity) || !price.ok || (price.value === null && !awaitingPrice)) return z.NEVER;
    if (!cost.ok || (supplierId && !isRecordId(supplierId))) return z.NEVER;
    return {
      kind: item.kind,
      ...(item.lineKey && isRecordId(item.lineKey) && { lineKey: item.lineKey.toLowerCase() }),
      description: item.description,
      catalogueServiceId: item.kind === "service" && item.catalogueServiceId ? item.catalogueServiceId : null,
      partCondition: item.kind === "part" ? item.condition || "original" : null,
      labourPricing: pricing,
      quantity: quantity.value,
      unitPrice: awaitingPrice ? "0.00" : price.value!.toFixed(2),
      ...(awaitingPrice && { awaitingPrice: true as boolean }),
      // A part's only (quote_items_cost_part_check); never on the customer's link, PDF or snapshot.
      ...(part && {
        unitCost: cost.value === null ? null : cost.value.toFixed(2),
        supplierId: supplierId ? supplierId.toLowerCase() : null,
      }),
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

/** Each field's own rules; what crosses fields (dates, discount, totals) is checkAcross's. */
const quoteFieldsSchema = quoteBasicsSchema.extend({
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
  depositKind: z
    .union([z.enum(DEPOSIT_KINDS), z.literal("")], { error: depositMessages.kindInvalid })
    .optional()
    .default(""),
  depositValue: z.string().optional().default(""),
  validUntil: optionalDay,
  paymentTerms: optionalText(QUOTE_LIMITS.paymentTerms, m.paymentTermsTooLong(QUOTE_LIMITS.paymentTerms), { multiline: true }),
  estimatedStart: optionalDay,
  estimatedCompletion: optionalDay,
  observations: optionalText(QUOTE_LIMITS.observations, m.observationsTooLong(QUOTE_LIMITS.observations), { multiline: true }),
  warrantyText: optionalText(QUOTE_LIMITS.warranty, m.warrantyTooLong(QUOTE_LIMITS.warranty), { multiline: true }),
});

type QuoteFields = z.output<typeof quoteFieldsSchema>;
type QuoteItem = z.output<typeof quoteItemSchema>;

/**
 * What a form whose fields did not all read still tells: every field that reads on its own, and
 * the item lines that read (`allItems` false when some did not, or the list itself did not).
 */
type PartialQuote = { fields: Partial<QuoteFields>; items: QuoteItem[]; allItems: boolean };

function partialQuote(raw: Record<string, unknown>): PartialQuote {
  const fields: Partial<QuoteFields> = {};
  for (const [name, schema] of Object.entries(quoteFieldsSchema.shape)) {
    if (name === "items") continue;
    const parsed = (schema as z.ZodType).safeParse(raw[name]);
    if (parsed.success) Object.assign(fields, { [name]: parsed.data });
  }
  let rows: unknown = [];
  try {
    rows = typeof raw.items === "string" && raw.items.trim() ? JSON.parse(raw.items) : [];
  } catch {
    return { fields, items: [], allItems: false };
  }
  if (!Array.isArray(rows)) return { fields, items: [], allItems: false };
  const items = rows.flatMap((row) => {
    const parsed = quoteItemSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  return { fields, items, allItems: items.length === rows.length };
}

/**
 * The rules across fields: the dates' order, the discount against the subtotal, the total's
 * ceiling. They run whether or not every field read, so the mechanic sees every mistake in one
 * round. On what does not read, a rule says only what more would not undo: the items that read
 * already above the ceiling stay above it with more items, but a discount above their subtotal may
 * not be above the whole one, so that check waits until every item reads.
 */
function checkAcross(
  { fields, items, allItems }: PartialQuote,
  issue: (path: string, message: string) => void,
  options: QuoteSchemaOptions,
) {
  if (fields.estimatedStart && fields.estimatedCompletion && fields.estimatedCompletion < fields.estimatedStart)
    issue("estimatedCompletion", m.completionBeforeStart);
  // A new quote has no saved validity to keep: one in the past is never allowed.
  if (options.validFrom && fields.validUntil && fields.validUntil < options.validFrom()) issue("validUntil", m.validityPast);

  let discount: QuoteDiscount = null;
  const discountKind = fields.discountKind ?? "";
  const discountValue = fields.discountValue ?? "";
  const typedDiscount = discountKind === "percent" ? readDecimal(discountValue.replace(/%$/, ""), 2) : readMoney(discountValue);
  if (!typedDiscount.ok) issue("discountValue", m.discountInvalid);
  else if (typedDiscount.value !== null && Number(typedDiscount.value) > 0) {
    const value = typeof typedDiscount.value === "number" ? typedDiscount.value.toFixed(2) : typedDiscount.value;
    discount = { kind: discountKind === "percent" ? "percent" : "amount", value };
  }

  const totals = quoteTotals(items, discount);
  const hasItems = items.length > 0 || !allItems;
  if (discount && !hasItems) issue("discountValue", m.discountWithoutItems);
  else if (discount?.kind === "percent" && exceeds(discount.value, "100")) issue("discountValue", m.percentTooLarge);
  else if (allItems && exceeds(totals.discount, totals.subtotal)) issue("discountValue", m.discountTooLarge);
  const cost = fields.cost ?? null;
  const total = hasItems ? totals.total : cost === null ? null : cost.toFixed(2);
  if (exceeds(hasItems ? totals.subtotal : (total ?? "0"), MAX_QUOTE_TOTAL)) issue(hasItems ? "total" : "cost", m.totalTooLarge);
  // Against the total only once every item reads (more items could raise it).
  const deposit = depositOf(fields.depositKind ?? "", fields.depositValue ?? "", {
    total: (hasItems && !allItems) || (!hasItems && fields.cost === undefined) ? undefined : total,
    parts: totals.parts,
    allItems,
  });
  if ("error" in deposit) issue("depositValue", deposit.error);
  return { discount, totals, cost: total, deposit: "error" in deposit ? null : deposit.deposit };
}

type QuoteSchemaOptions = {
  /** The first day the validity may be (a new quote's: today); an edit's is checked against the saved quote. */
  validFrom?: () => string;
};

/**
 * The quote editor's form. A quote with items has the items' total as its cost; one without keeps
 * the value typed in `cost`, as a plain quote always did. The totals are computed here
 * with the rule of lib/quotes/totals.ts, so an impossible total is refused before anything is saved.
 *
 * One round: the fields' own mistakes and those across fields come back together. (A zod
 * transform after the fields runs only when every field read, which made the discount's and the
 * dates' messages wait for the items to be fixed.)
 *
 * A validity in the past on an edit is checked on the server against the saved quote, not here:
 * keeping a date that has passed since the quote was saved is allowed, setting a new past one is
 * not, and what the quote had is read from the database (validityAllowed, updateQuote), never
 * from a field the page sends.
 */
export function quoteSchemaWith(options: QuoteSchemaOptions = {}) {
  return z.record(z.string(), z.unknown()).transform((raw, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    const fields = quoteFieldsSchema.safeParse(raw);
    if (fields.success) {
      const { discountKind, discountValue, depositKind, depositValue, ...quote } = fields.data;
      const typed = { ...quote, discountKind, discountValue, depositKind, depositValue };
      const across = checkAcross({ fields: typed, items: quote.items, allItems: true }, issue, options);
      return { ...quote, ...across };
    }
    // Passed on as they are (their codes, paths and messages): the fields' own round.
    for (const fieldIssue of fields.error.issues)
      context.issues.push({ ...fieldIssue, input: fieldIssue.input } as (typeof context.issues)[number]);
    checkAcross(partialQuote(raw), issue, options);
    return z.NEVER;
  });
}

/** A saved quote's form (its validity is checked against what it had, on the server). */
export const quoteSchema = quoteSchemaWith();
/** A new quote's form: its validity cannot be in the past. */
export const newQuoteSchema = quoteSchemaWith({ validFrom: () => shopToday() });

export type QuoteInput = z.output<typeof quoteSchema>;

/** The fields the editor posts (the items as JSON). */
export const QUOTE_FIELDS = [
  "description",
  "cost",
  "vehicleId",
  "checkInKm",
  "items",
  "discountKind",
  "discountValue",
  "depositKind",
  "depositValue",
  "validUntil",
  "paymentTerms",
  "estimatedStart",
  "estimatedCompletion",
  "observations",
  "warrantyText",
] as const;
