import { z } from "@/lib/validation/zod";
import { suppliers } from "@/lib/messages/suppliers";
import { SUPPLIER_REQUEST_TEMPLATE_MAX_LENGTH, unknownSupplierRequestPlaceholders } from "@/lib/suppliers/message";
import { plainText, readDecimal } from "@/lib/validation/fields";

const m = suppliers.partsSettings;

/** 'Acréscimo sobre peças (%)': shops_parts_markup_check's range. */
export const PARTS_MARKUP_LIMITS = { min: 0, max: 1000 } as const;

/**
 * The markup as typed the Brazilian way ("35", "37,5", a phone's "37.5", "35 %"), as a decimal
 * string for `numeric` ("37.5"); blank is null, the product's default. Two decimals at most, and a
 * dot before three digits ("1.000") is refused rather than guessed, as every decimal field does.
 */
const partsMarkupSchema = z
  .string()
  .optional()
  .default("")
  .transform((typed, context) => {
    const reading = readDecimal(typed.trim().replace(/\s*%$/, ""), 2);
    if (reading.ok && (reading.value === null || Number(reading.value) <= PARTS_MARKUP_LIMITS.max)) return reading.value;
    context.addIssue({ code: "custom", message: m.markupInvalid });
    return z.NEVER;
  });

/**
 * The WhatsApp message asking a supplier for prices: blank is the product's default (stored as
 * null). A misspelt placeholder would reach the supplier as "{peca}", and a message without
 * {link} leaves the supplier no way to answer: both are refused.
 */
const supplierRequestTemplateSchema = z
  .string()
  .optional()
  .default("")
  // A form posts a textarea's line breaks as CRLF: read as posted, the default text would not be the
  // default, and each line break would count twice against the length the field allows.
  .transform((typed) => typed.replace(/\r\n?/g, "\n"))
  .pipe(plainText({ multiline: true }))
  .pipe(z.string().max(SUPPLIER_REQUEST_TEMPLATE_MAX_LENGTH, m.templateTooLong(SUPPLIER_REQUEST_TEMPLATE_MAX_LENGTH)))
  .superRefine((template, context) => {
    const unknown = unknownSupplierRequestPlaceholders(template);
    if (unknown.length > 0) context.addIssue({ code: "custom", message: m.templateUnknown(unknown) });
    else if (template !== "" && !template.includes("{link}")) context.addIssue({ code: "custom", message: m.templateWithoutLink });
  });

/** The profile's fields for parts ('Orçamentos' › 'Peças e fornecedores'), spread into profileFields. */
export const partsSettingsFields = {
  partsMarkup: partsMarkupSchema,
  supplierRequestTemplate: supplierRequestTemplateSchema,
};

export const PARTS_SETTINGS_FIELDS = ["partsMarkup", "supplierRequestTemplate"] as const;

/** A stored markup ("37.50") as its field shows it, the Brazilian way ("37,5"); never grouped ("1000", not "1.000"). */
export function partsMarkupText(stored: string | null): string {
  return stored === null ? "" : MARKUP_TEXT.format(Number(stored));
}
const MARKUP_TEXT = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2, useGrouping: false });
