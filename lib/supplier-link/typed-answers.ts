import type { SupplierLinkPart } from "@/lib/data/supplier-links";
import { unconfirmedPriceWarnings } from "@/lib/supplier-link/price-warnings";
import type { PriceWarning } from "@/lib/suppliers/price-check";
import { moneyInputText, readMoney } from "@/lib/validation/fields";
import { supplierAnswerErrors, supplierAnswerSchema, type TypedPartAnswer } from "@/lib/validation/supplier-answer";

/** A saved answer as the form shows it: "1.234,50", the condition, the days' choice; blank where none. */
export function savedAsTyped(part: SupplierLinkPart): TypedPartAnswer {
  const answer = part.answer;
  return {
    partId: part.id,
    none: answer !== null && answer.price === null,
    price: answer?.price ? moneyInputText(Number(answer.price)) : "",
    condition: answer?.condition ?? part.condition,
    brand: answer?.brand ?? "",
    availability: answer?.deliveryDays != null ? String(answer.deliveryDays) : "",
    note: answer?.note ?? "",
  };
}

/**
 * A typed price as the form shows it back: as it was read ("11850" → "11.850,00"), which is what
 * the money field shows when left, or as typed when it does not read, for its message to explain.
 */
function shownAsRead(row: TypedPartAnswer): TypedPartAnswer {
  const reading = readMoney(row.price);
  return reading.ok ? { ...row, price: moneyInputText(reading.value) } : row;
}

/**
 * What the form shows: the saved answers, or, back from a refusal, what was typed (the draft) with
 * the same schema's messages by field, and the prices still to confirm. A draft is used only when it names exactly this link's
 * parts: it is a cookie, the client's to change, and it only ever fills this page's own fields.
 */
export function formState(parts: SupplierLinkPart[], draft: { parts: TypedPartAnswer[] } | undefined) {
  const ids = parts.map((part) => part.id).join(",");
  const usable = draft && draft.parts.map((part) => part.partId).join(",") === ids ? draft : undefined;
  const rows = usable?.parts.map(shownAsRead) ?? parts.map(savedAsTyped);
  const parsed = usable ? supplierAnswerSchema.safeParse(usable) : undefined;
  const errors = usable && parsed && !parsed.success ? supplierAnswerErrors(usable, parsed.error) : {};
  // Back from 'conferir': the prices to confirm, each under its field.
  const warnings =
    usable && parsed?.success ? unconfirmedPriceWarnings(parsed.data.parts, usable.parts, parts) : new Map<string, PriceWarning>();
  return { typed: new Map(rows.map((row) => [row.partId, row])), errors, warnings };
}
