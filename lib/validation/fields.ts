import { z } from "zod";
import { messages } from "@/lib/messages";
import { formatPhone, isBrazilianPhone, PHONE_MAX_LENGTH } from "@/lib/phone";

/**
 * Field builders shared by the forms' schemas, so every form treats text, e-mails, phones and
 * money the same way, with the same pt-BR messages.
 */

// Control characters never belong in what a person types (Postgres also refuses \0 in text).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Free text as typed, trimmed, without control characters; HTML, SQL or formulas stay as they are (React escapes them). */
export function plainText() {
  return z.string().transform((value) => value.replace(CONTROL_CHARACTERS, "").trim());
}

/** Required text: blank or whitespace-only is refused with `requiredMessage`. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .pipe(plainText())
    .pipe(z.string().min(1, requiredMessage).max(max, tooLongMessage));
}

/** Optional text: blank becomes "". */
export function optionalText(max: number, tooLongMessage: string) {
  return z
    .string()
    .optional()
    .default("")
    .pipe(plainText())
    .pipe(z.string().max(max, tooLongMessage));
}

/** An optional e-mail: blank becomes "", anything else must be an e-mail. */
export const optionalEmailSchema = optionalText(254, messages.validation.emailTooLong)
  .transform((value) => value.toLowerCase())
  .pipe(z.union([z.literal(""), z.email(messages.validation.emailInvalid)]));

/**
 * An optional Brazilian phone, typed any usual way ((11) 91234-5678, 11912345678, +55 11 91234 5678):
 * blank becomes "", anything else must be a real landline or mobile number with its DDD, and is
 * stored the one way it is shown, "(11) 91234-5678", so every list and export reads alike.
 */
export const optionalPhoneSchema = optionalText(PHONE_MAX_LENGTH, messages.validation.phoneTooLong)
  .refine((value) => value === "" || isBrazilianPhone(value), messages.validation.phoneInvalid)
  .transform((value) => (value === "" ? "" : formatPhone(value)));

/** Up to R$ 9.999.999.999,99: what numeric(12,2) holds. */
export const MAX_MONEY = 9_999_999_999.99;

/**
 * An optional amount in reais, typed as "1234.56", "1234,56" or "1.234,56": null when blank,
 * else a number ≥ 0 with at most 2 decimals.
 */
export const optionalMoneySchema = z
  .string()
  .optional()
  .default("")
  .transform((value, context) => {
    const text = value.trim().replace(/^R\$\s*/, "");
    if (text === "") return null;
    // With a comma, the comma is the decimal separator and dots group thousands (pt-BR).
    const normalised = text.includes(",") ? text.replace(/\./g, "").replace(",", ".") : text;
    const issue = !/^-?\d+(\.\d+)?$/.test(normalised)
      ? "Informe um valor numérico, por exemplo 150,00."
      : normalised.startsWith("-")
        ? "O valor não pode ser negativo."
        : /\.\d{3,}$/.test(normalised)
          ? "Use no máximo 2 casas decimais."
          : Number(normalised) > MAX_MONEY
            ? "O valor máximo é R$ 9.999.999.999,99."
            : null;
    if (issue) {
      context.addIssue({ code: "custom", message: issue });
      return z.NEVER;
    }
    return Number(normalised);
  });
