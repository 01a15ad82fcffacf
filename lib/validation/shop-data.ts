import { isValidCep, isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import { z } from "@/lib/validation/zod";
import { PIX_KEY_TYPES, type PixKeyType } from "@/lib/enums";
import { shopData as m } from "@/lib/messages/shop-data";
import { canonicalPixKey } from "@/lib/pix/key";
import { PIX_CITY_MAX, PIX_NAME_MAX, SHOP_DATA_FIELDS } from "@/lib/profile/shop-data";
import { BRAZILIAN_STATES } from "@/lib/profile/states";
import { optionalText } from "@/lib/validation/fields";

export { PIX_CITY_MAX, PIX_NAME_MAX };

export const SHOP_DATA_LIMITS = { street: 120, streetNumber: 20, district: 80, city: 80 } as const;

const text = (max: number, label: string) => optionalText(max, m.tooLong(label, max));

/** Blank is null: the column is left empty rather than holding "". */
const orNull = (value: string) => (value === "" ? null : value);

/** CNPJ or CPF as typed (with or without its punctuation), stored as its 14 or 11 digits. */
const taxIdSchema = text(30, "O CNPJ ou CPF").transform((typed, context) => {
  if (typed === "") return null;
  const digits = typed.replace(/\D/g, "");
  const valid = /^[\d.\-/\s]+$/.test(typed) && (digits.length === 14 ? isValidCnpj(digits) : digits.length === 11 && isValidCpf(digits));
  if (valid) return digits;
  context.addIssue({ code: "custom", message: m.taxIdInvalid });
  return z.NEVER;
});

/** The CEP, "01310-100" or "01310100", stored as its 8 digits. */
const postalCodeSchema = text(20, "O CEP").transform((typed, context) => {
  if (typed === "") return null;
  const digits = typed.replace(/\D/g, "");
  if (/^[\d.\-\s]+$/.test(typed) && digits.length === 8 && isValidCep(digits)) return digits;
  context.addIssue({ code: "custom", message: m.postalCodeInvalid });
  return z.NEVER;
});

const STATE_CODES: readonly string[] = BRAZILIAN_STATES.map((state) => state.code);
const stateSchema = text(2, "O estado")
  .transform((typed) => typed.toUpperCase())
  .refine((code) => code === "" || STATE_CODES.includes(code), m.stateInvalid)
  .transform(orNull);

/**
 * The beneficiary's name or city as the BR Code carries them: the library folds accents to ASCII,
 * so anything that does not fold to plain printable ASCII (an emoji, a symbol, another script)
 * would reach the customer's bank as something else, and is refused.
 */
function foldsToAscii(value: string) {
  return /^[\x20-\x7e]*$/.test(value.normalize("NFD").replace(/\p{M}/gu, ""));
}
const pixText = (max: number, tooLong: string) => optionalText(max, tooLong).refine(foldsToAscii, m.pixTextInvalid);

/** The address and tax id fields of the profile's 'Dados e PIX' tab, each on its own. */
export const shopDataFields = {
  taxId: taxIdSchema,
  postalCode: postalCodeSchema,
  street: text(SHOP_DATA_LIMITS.street, "A rua").transform(orNull),
  streetNumber: text(SHOP_DATA_LIMITS.streetNumber, "O número").transform(orNull),
  district: text(SHOP_DATA_LIMITS.district, "O bairro").transform(orNull),
  city: text(SHOP_DATA_LIMITS.city, "A cidade").transform(orNull),
  state: stateSchema,
  pixKeyType: z
    .union([z.literal(""), z.enum(PIX_KEY_TYPES)], { error: m.pixIncomplete })
    .optional()
    .default(""),
  pixKey: optionalText(100, m.pixKeyInvalid.random),
  pixName: pixText(PIX_NAME_MAX, m.pixNameTooLong),
  pixCity: pixText(PIX_CITY_MAX, m.pixCityTooLong),
};

export { SHOP_DATA_FIELDS };

type PixTyped = { pixKeyType: "" | PixKeyType; pixKey: string; pixName: string; pixCity: string };
export type PixSettings =
  | { pixKeyType: PixKeyType; pixKey: string; pixName: string; pixCity: string }
  | { pixKeyType: null; pixKey: null; pixName: null; pixCity: null };

/**
 * The four PIX fields go together: all blank is "no PIX"; some filled asks for the rest, under
 * each missing field; the key is read as its type says (lib/pix/key.ts) and kept in the canonical
 * form the BR Code carries. For the profile schema's transform (its ctx).
 */
export function readPixSettings(typed: PixTyped, context: z.RefinementCtx): PixSettings {
  const { pixKeyType, pixKey, pixName, pixCity } = typed;
  const filled = { pixKeyType: pixKeyType !== "", pixKey: pixKey !== "", pixName: pixName !== "", pixCity: pixCity !== "" };
  if (!Object.values(filled).some(Boolean)) return { pixKeyType: null, pixKey: null, pixName: null, pixCity: null };
  const missing = Object.entries(filled).filter(([, isFilled]) => !isFilled);
  if (missing.length > 0) {
    // Each missing field is marked; the first says the whole rule, and the toast with it.
    missing.forEach(([field], index) =>
      context.addIssue({ code: "custom", path: [field], message: index === 0 ? m.pixIncomplete : m.pixFieldMissing }),
    );
    return z.NEVER;
  }
  const canonical = canonicalPixKey(pixKeyType as PixKeyType, pixKey);
  if (!canonical) {
    context.addIssue({ code: "custom", path: ["pixKey"], message: m.pixKeyInvalid[pixKeyType as PixKeyType] });
    return z.NEVER;
  }
  return { pixKeyType: pixKeyType as PixKeyType, pixKey: canonical, pixName, pixCity };
}
