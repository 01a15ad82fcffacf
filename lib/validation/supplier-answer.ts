import { z } from "@/lib/validation/zod";
import { PART_CONDITIONS, type PartCondition } from "@/lib/enums";
import { supplierLink } from "@/lib/messages/supplier-link";
import { money } from "@/lib/messages/validation";
import { MAX_QUOTE_ITEMS } from "@/lib/quotes/items";
import { formatAmount } from "@/lib/format";
import { DELIVERY_DAY_CHOICES } from "@/lib/suppliers/availability";
import { MAX_SUPPLIER_UNIT_PRICE } from "@/lib/suppliers/price-check";
import { optionalText, readMoney } from "@/lib/validation/fields";

const m = supplierLink.validation;

/** A request has at most a quote's lines; a post naming more parts is not the page's. */
export const MAX_ANSWER_PARTS = MAX_QUOTE_ITEMS;
export const ANSWER_BRAND_MAX = 60;
export const ANSWER_NOTE_MAX = 500;

/** The form's field names for one part (the page and the route share them). */
export const answerFieldNames = (partId: string) => ({
  price: `preco_${partId}`,
  condition: `estado_${partId}`,
  brand: `marca_${partId}`,
  availability: `prazo_${partId}`,
  note: `obs_${partId}`,
  none: `naotenho_${partId}`,
  confirm: `confirmo_${partId}`,
});
/** Repeated once per part, in the page's order: which parts the post answers. */
export const PART_FIELD = "parte";

/** What the supplier typed for one part, as posted (the draft the page shows back after a refusal). */
export type TypedPartAnswer = {
  partId: string;
  none: boolean;
  price: string;
  condition: string;
  brand: string;
  availability: string;
  note: string;
  /** 'O preço está certo, enviar assim': a price asked about (lib/suppliers/price-check.ts) goes as typed. */
  confirmed?: boolean;
};

/** A form's fields, read into one typed row per part (anything missing becomes ""). */
export function supplierAnswerFormInput(form: URLSearchParams | FormData): { parts: TypedPartAnswer[] } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  // One more than allowed is enough for the schema to refuse: never read an unbounded list.
  const ids = form
    .getAll(PART_FIELD)
    .slice(0, MAX_ANSWER_PARTS + 1)
    .map((id) => (typeof id === "string" ? id : ""));
  return {
    parts: ids.map((partId) => {
      const names = answerFieldNames(partId);
      return {
        partId,
        none: text(names.none) !== "",
        price: text(names.price),
        condition: text(names.condition),
        brand: text(names.brand),
        availability: text(names.availability),
        note: text(names.note),
        confirmed: text(names.confirm) !== "",
      };
    }),
  };
}

/** One part's answer as stored: a null price is 'não tenho' (then no condition, no delivery time). */
export type PartAnswerInput = {
  price: string | null;
  condition: PartCondition | null;
  brand: string | null;
  deliveryDays: number | null;
  note: string | null;
};

/** A part's outcome: its answer, or null when the row was left blank (no answer for it, or the old one taken back). */
export type ParsedPartAnswer = { partId: string; answer: PartAnswerInput | null };

const isCondition = (value: string): value is PartCondition => (PART_CONDITIONS as readonly string[]).includes(value);
const DAY_CHOICES = new Set<number>(DELIVERY_DAY_CHOICES);

const partSchema = z
  .object({
    partId: z.uuid(m.partInvalid),
    none: z.boolean(),
    price: z.string().max(40, money.invalid),
    condition: z.string().max(20),
    // Trimmed; control characters refused with their own message. HTML and formulas are kept as
    // typed: React escapes them on every page, and the CSV export neutralises formulas.
    brand: optionalText(ANSWER_BRAND_MAX, m.brandTooLong),
    availability: z.string().max(10),
    note: optionalText(ANSWER_NOTE_MAX, m.noteTooLong, { multiline: true }),
    confirmed: z.boolean().optional(),
  })
  .transform((part, context): ParsedPartAnswer => {
    const note = part.note || null;
    if (part.none) return { partId: part.partId, answer: { price: null, condition: null, brand: null, deliveryDays: null, note } };
    if (part.price.trim() === "" && !part.brand && !note) return { partId: part.partId, answer: null };

    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    const reading = readMoney(part.price);
    if (!reading.ok) issue("price", reading.message);
    else if (reading.value === null) issue("price", m.priceRequired);
    else if (reading.value <= 0) issue("price", m.pricePositive);
    else if (reading.value > MAX_SUPPLIER_UNIT_PRICE) issue("price", m.priceTooHigh(formatAmount(MAX_SUPPLIER_UNIT_PRICE)));
    const condition = isCondition(part.condition) ? part.condition : null;
    if (!condition) issue("condition", m.conditionInvalid);
    // A 'paralela' part is only worth comparing, and only fair to put in a customer's car (who
    // consents to non-original parts, CDC art. 21), when its make is known: 'paralela' alone may be
    // any of ten makes at ten qualities. An original's make is the vehicle's, and a used part's
    // rarely matters, so there it is optional.
    if (condition === "paralela" && !part.brand) issue("brand", m.brandRequired);
    const days = /^\d{1,2}$/.test(part.availability) ? Number(part.availability) : NaN;
    if (!DAY_CHOICES.has(days)) issue("availability", m.availabilityInvalid);
    if (!reading.ok || reading.value === null || reading.value <= 0 || reading.value > MAX_SUPPLIER_UNIT_PRICE) return z.NEVER;
    if (!condition || !DAY_CHOICES.has(days)) return z.NEVER;
    return {
      partId: part.partId,
      answer: { price: reading.value.toFixed(2), condition, brand: part.brand || null, deliveryDays: days, note },
    };
  });

/**
 * A supplier's answer to a request, all parts at once. Which parts belong to the link's request is
 * the data layer's check (lib/data/supplier-links.ts), made in the transaction that writes.
 */
export const supplierAnswerSchema = z
  .object({ parts: z.array(z.unknown()).min(1, m.nothingAnswered).max(MAX_ANSWER_PARTS, m.tooManyParts).pipe(z.array(partSchema)) })
  .superRefine(({ parts }, context) => {
    if (new Set(parts.map((part) => part.partId)).size !== parts.length)
      context.addIssue({ code: "custom", path: [], message: m.partInvalid });
    else if (parts.every((part) => part.answer === null)) context.addIssue({ code: "custom", path: [], message: m.nothingAnswered });
  });

export type SupplierAnswerInput = z.output<typeof supplierAnswerSchema>;

/**
 * A refusal's messages for the page: each field's under its own name (`{partId}.price`), so the
 * form shows it next to that part's field, and the ones about the whole answer under "".
 */
export function supplierAnswerErrors(typed: { parts: TypedPartAnswer[] }, error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const [top, index, field] = issue.path;
    const partId = top === "parts" && typeof index === "number" ? typed.parts[index]?.partId : undefined;
    const key = partId && typeof field === "string" && field !== "partId" ? `${partId}.${field}` : "";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
