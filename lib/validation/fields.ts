import { z } from "@/lib/validation/zod";
import { money, validation } from "@/lib/messages/validation";
import { formatPhone, isBrazilianPhone, PHONE_MAX_LENGTH } from "@/lib/phone";

/**
 * Field builders shared by the forms' schemas, so every form treats text, e-mails, phones and
 * money the same way, with the same pt-BR messages.
 */

/**
 * Control characters (Unicode Cc: NUL, escape, DEL, C1…) never belong in what a person types, and
 * Postgres refuses \0 in text. They are refused with a message saying so, never stripped silently
 * (what is stored is what was typed) and never left for the database to fail on. A multi-line
 * field (notes, descriptions, messages) keeps tab and line breaks; a single-line one refuses them too.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

export type TextOptions = { /** A textarea: tab and line breaks are allowed. */ multiline?: boolean };

export function hasControlCharacters(value: string, { multiline = false }: TextOptions = {}) {
  return (multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(value);
}

/**
 * Free text as typed, trimmed (a tab or line break pasted at either end is not worth a refusal);
 * control characters left inside are refused. HTML, SQL or formulas stay as they are (React escapes them).
 */
export function plainText(options: TextOptions = {}) {
  return z
    .string()
    .transform((value) => value.trim())
    .refine((value) => !hasControlCharacters(value, options), validation.controlCharacters);
}

/** Required text: blank or whitespace-only is refused with `requiredMessage`. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string, options?: TextOptions) {
  return z.string({ error: requiredMessage }).pipe(plainText(options)).pipe(z.string().min(1, requiredMessage).max(max, tooLongMessage));
}

/** Optional text: blank becomes "". */
export function optionalText(max: number, tooLongMessage: string, options?: TextOptions) {
  return z.string().optional().default("").pipe(plainText(options)).pipe(z.string().max(max, tooLongMessage));
}

/** An optional e-mail: blank becomes "", anything else must be an e-mail. */
export const optionalEmailSchema = optionalText(254, validation.emailTooLong)
  .transform((value) => value.toLowerCase())
  .pipe(z.union([z.literal(""), z.email(validation.emailInvalid)]));

/**
 * An optional Brazilian phone, typed any usual way ((11) 91234-5678, 11912345678, +55 11 91234 5678):
 * blank becomes "", anything else must be a real landline or mobile number with its DDD, and is
 * stored the one way it is shown, "(11) 91234-5678", so every list and export reads alike.
 */
export const optionalPhoneSchema = optionalText(PHONE_MAX_LENGTH, validation.phoneTooLong)
  .refine((value) => value === "" || isBrazilianPhone(value), validation.phoneInvalid)
  .transform((value) => (value === "" ? "" : formatPhone(value)));

/** Up to R$ 9.999.999.999,99: what numeric(12,2) holds. */
export const MAX_MONEY = 9_999_999_999.99;

export type MoneyReading = { ok: true; value: number | null } | { ok: false; message: string };

// 1.234.567 : dots grouping thousands, the Brazilian way.
const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;

/**
 * The one reading of an amount typed in reais, for every money field, in the browser and on the
 * server alike. A comma is the decimal separator and dots group thousands ("1.234,56", "120,00",
 * "120"); without a comma, dots in groups of three are thousands ("1.234" is R$ 1.234,00) and one
 * dot before one or two digits is a decimal point ("1234.56", as a phone's keypad may type it).
 * Anything else is refused with its reason rather than guessed: "12,345" (three decimals), "1,234.56"
 * (the English writing), negatives, letters. Blank is null (no value). An "R$" in front is ignored.
 */
export function readMoney(typed: string): MoneyReading {
  const text = typed.trim().replace(/^R\$\s*/i, "");
  if (text === "") return { ok: true, value: null };
  const negative = text.startsWith("-");
  const unsigned = negative ? text.slice(1).trim() : text;

  let integer: string;
  let decimals: string;
  const comma = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d+)$/.exec(unsigned);
  const dot = /^(\d+)(?:\.(\d+))?$/.exec(unsigned);
  if (comma) [integer, decimals] = [comma[1]!.replace(/\./g, ""), comma[2]!];
  else if (GROUPED.test(unsigned)) [integer, decimals] = [unsigned.replace(/\./g, ""), ""];
  else if (dot) [integer, decimals] = [dot[1]!, dot[2] ?? ""];
  else return { ok: false, message: money.invalid };

  if (negative) return { ok: false, message: money.negative };
  if (decimals.length > 2) return { ok: false, message: money.tooManyDecimals };
  const value = Number(`${integer}.${decimals || "0"}`);
  if (value > MAX_MONEY) return { ok: false, message: money.tooLarge };
  return { ok: true, value };
}

/** An amount for a money field to show, the way readMoney reads it back: 1234.5 → "1.234,50" (never "1234.5"). */
export function moneyInputText(value: number | null | undefined) {
  return value == null ? "" : MONEY_INPUT.format(value);
}
const MONEY_INPUT = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A money field: null when blank, else a number ≥ 0 with at most 2 decimals (readMoney). */
export const optionalMoneySchema = z
  .string()
  .optional()
  .default("")
  .transform((typed, context) => {
    const reading = readMoney(typed);
    if (reading.ok) return reading.value;
    context.addIssue({ code: "custom", message: reading.message });
    return z.NEVER;
  });

/**
 * Why a quantity or percentage does not read: "ambiguous" is a dot before exactly three digits
 * ("1.500": a thousand and a half, or one and a half?), "decimals" more places than allowed,
 * "invalid" anything else (letters, a sign, two separators).
 */
export type DecimalRefusal = "ambiguous" | "decimals" | "invalid";
export type DecimalReading = { ok: true; value: string | null } | { ok: false; reason: DecimalRefusal };

/**
 * A quantity or a percentage as typed: "2,5", "4,5", "12" or "2.5" (a phone's keypad may type the
 * dot), at most `decimals` places, as a decimal string with a dot ("2.5") for the database. A dot
 * before exactly three digits ("1.500") could be a thousand and a half or one and a half: it is
 * refused rather than guessed, with that reason, as is anything else that is not a plain positive
 * number. Blank is null.
 */
export function readDecimal(typed: string, decimals: number): DecimalReading {
  const text = typed.trim();
  if (text === "") return { ok: true, value: null };
  const match = /^(\d{1,9})(?:([.,])(\d+))?$/.exec(text);
  if (!match) return { ok: false, reason: "invalid" };
  const [, integer, separator, fraction = ""] = match;
  if (separator === "." && fraction.length === 3) return { ok: false, reason: "ambiguous" };
  if (fraction.length > decimals) return { ok: false, reason: "decimals" };
  const value = fraction ? `${Number(integer)}.${fraction}` : String(Number(integer));
  return { ok: true, value };
}

/**
 * A structured part of a form (a list of rows the page edits) travels as JSON in one hidden field.
 * Unreadable JSON is a broken page, not something the user typed: it is refused with a reload hint.
 */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.issues.push({ code: "custom", message: validation.brokenForm, input: value });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
