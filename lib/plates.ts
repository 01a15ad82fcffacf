import {
  convertLicensePlateToMercosul,
  formatLicensePlate,
  isValidLicensePlate,
  parseLicensePlate,
} from "@brazilian-utils/brazilian-utils";

/**
 * Brazilian plates, in one place for the forms, the lists and the server (../shared quotes.md,
 * "Plates"): the old `LLLNNNN`, written `ABC-1234`, and the Mercosul `LLLNLNN`, `ABC1D23`.
 * Typed however the mechanic types them (lower case, spaces, a dash), stored uppercase without
 * separators, shown formatted. An old plate and its Mercosul conversion (the 5th character, a
 * digit, becomes a letter: 0→A … 9→J) are the same car, so each vehicle also has a key, its
 * Mercosul form, unique per shop and what a search compares.
 *
 * Safe in the browser and on the server. The checks are @brazilian-utils/brazilian-utils's.
 */

/** The longest a typed plate gets: seven characters with a few separators ("ABC - 1234"). */
export const PLATE_MAX_LENGTH = 12;

// Only what people put between a plate's characters; the library would also drop dots or
// underscores, which are more likely a typo in another field than a plate.
const TYPED_PLATE = /^[A-Za-z0-9 -]+$/;

/** The plate as stored ("ABC1234", "ABC1D23"), or null when `typed` is not a plate. */
export function normalizePlate(typed: string): string | null {
  const text = typed.trim();
  if (!TYPED_PLATE.test(text) || !isValidLicensePlate(text)) return null;
  const plate = parseLicensePlate(text);
  return plate.length === 7 ? plate : null;
}

/**
 * What makes two plates the same car: the Mercosul form ("ABC1234" → "ABC1C34"; a Mercosul plate
 * is its own key). The generated column `vehicles.plate_key` (db/schema/customers.ts) computes the same.
 */
export function plateKey(plate: string): string {
  const normalized = normalizePlate(plate) ?? plate;
  return convertLicensePlateToMercosul(normalized) || normalized;
}

/** How a stored plate is shown: "ABC-1234" or "ABC1D23" (as stored, should it not be a plate). */
export function formatPlate(plate: string): string {
  return normalizePlate(plate) ? formatLicensePlate(plate) : plate;
}

const LETTER_OF_DIGIT = "ABCDEFGHIJ";
// The start of a plate in either format: three letters, a digit, a letter or digit, two digits.
const PLATE_START = /^[A-Z]{3}(?:\d(?:[A-Z\d](?:\d{1,2})?)?)?$/;

/**
 * What a search term asks of the plates' keys: for a term that could be the start of a plate (at
 * least its three letters, typed either way, with or without the dash), the start of the key it
 * would have ("abc-12" → "ABC1C", "ABC1C3" → "ABC1C3"); otherwise null. Searching `ABC-1234` and
 * `ABC1C34` therefore finds the same car.
 */
export function plateSearchPrefix(term: string): string | null {
  const text = term.trim();
  if (!TYPED_PLATE.test(text)) return null;
  const compact = text.replace(/[ -]/g, "").toUpperCase();
  if (!PLATE_START.test(compact)) return null;
  const fifth = compact[4];
  if (fifth === undefined || !/\d/.test(fifth)) return compact;
  return compact.slice(0, 4) + LETTER_OF_DIGIT[Number(fifth)] + compact.slice(5);
}
