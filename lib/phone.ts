import { isValidPhone, parsePhone } from "@brazilian-utils/brazilian-utils";

/**
 * Brazilian phones, in one place for the forms, the lists and the server: a number is a 2-digit
 * DDD plus 8 digits (landline) or 9 digits starting with 9 (mobile). It is stored and shown as
 * "(11) 91234-5678" / "(11) 3456-7890", and called or messaged through its digits with the
 * country code: tel:+5511912345678, https://wa.me/5511912345678.
 *
 * Safe in the browser (the phone field formats as the user types) and on the server.
 */

/** The longest a typed phone gets: +55, DDD and 9 digits, with the usual separators. */
export const PHONE_MAX_LENGTH = 20;

/**
 * The national digits (DDD and number) of whatever was typed: separators dropped, and a leading
 * country code (+55, 0055, 55) too when what is left is a whole national number.
 */
export function phoneDigits(value: string | null | undefined): string {
  return value ? parsePhone(value) : "";
}

/**
 * A real Brazilian landline or mobile number: a known DDD and a number the numbering plan allows
 * (the library's check), and a mobile's 9 digits start with 9, as every mobile's do since the
 * ninth digit was added (the plan also reserves 7 and 8 for mobiles no one has yet).
 */
export function isBrazilianPhone(value: string): boolean {
  const digits = phoneDigits(value);
  return isValidPhone(value, { version: 2 }) && (digits.length === 10 || digits[2] === "9");
}

/** "(11) 91234-5678" for 11 digits, "(11) 3456-7890" for 10. */
function formatNational(digits: string) {
  return `(${digits.slice(0, 2)}) ${digits.slice(2, -4)}-${digits.slice(-4)}`;
}

/**
 * How a stored phone is shown: formatted when its digits are a whole national number, else as it
 * was typed (rows saved before phones were checked may hold anything).
 */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  return digits.length === 10 || digits.length === 11 ? formatNational(digits) : value.trim();
}

/**
 * The mask applied while the user types: "(1", "(11) 9123", "(11) 9123-4567" (a landline's
 * grouping until the 11th digit), "(11) 91234-5678". More than 11 digits are read as a number
 * with its country code when they are one, else cut at 11.
 */
export function formatPhoneAsTyped(value: string): string {
  const typed = value.replace(/\D/g, "");
  const digits = typed.length > 11 ? phoneDigits(typed).slice(0, 11) : typed;
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 2)}) ${digits.slice(2)}`;
  if (digits.length <= 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return formatNational(digits);
}

/** The number with the country code, for links; null when it has no DDD and number to dial. */
function internationalDigits(value: string | null | undefined): string | null {
  const digits = phoneDigits(value);
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : null;
}

/** tel:+5511912345678, or null when the phone cannot be dialled. */
export function telUrl(value: string | null | undefined): string | null {
  const digits = internationalDigits(value);
  return digits ? `tel:+${digits}` : null;
}

/** https://wa.me/5511912345678 (with `?text=` when given), or null when the phone cannot be dialled. */
export function whatsAppUrl(value: string | null | undefined, text?: string): string | null {
  const digits = internationalDigits(value);
  if (!digits) return null;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
