import { formatCep, formatCnpj, formatCpf } from "@brazilian-utils/brazilian-utils";
import type { PixKeyType } from "@/lib/enums";
import { formatPhone } from "@/lib/phone";

/** The BR Code's own limits for the beneficiary (EMV tags 59 and 60). */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

/** The CNPJ or CPF and the address, as stored (digits for the ids, null when blank). */
export type ShopIdentity = {
  taxId: string | null;
  postalCode: string | null;
  street: string | null;
  streetNumber: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
};

/** The PIX settings as stored: the four set together, or all null. */
export type ShopPixSettings = { pixKeyType: PixKeyType | null; pixKey: string | null; pixName: string | null; pixCity: string | null };

/** The form fields of the 'Dados e PIX' tab, as the profile form posts them. */
export const SHOP_DATA_FIELDS = [
  "taxId",
  "postalCode",
  "street",
  "streetNumber",
  "district",
  "city",
  "state",
  "pixKeyType",
  "pixKey",
  "pixName",
  "pixCity",
] as const;

/** What the 'Dados e PIX' tab edits, every field as text. */
export type ShopDataFormValues = Record<keyof ShopIdentity | keyof ShopPixSettings, string>;

/** "12.345.678/0001-95" or "123.456.789-09", with the word that names it; null without one. */
export function shownTaxId(taxId: string | null | undefined): { kind: "CNPJ" | "CPF"; value: string } | null {
  if (!taxId) return null;
  return taxId.length === 14 ? { kind: "CNPJ", value: formatCnpj(taxId) } : { kind: "CPF", value: formatCpf(taxId) };
}

/**
 * The address in two lines as a letter carries it: "Rua das Flores, 120 – Centro" and
 * "São Paulo/SP – CEP 01310-100". Empty lines are left out; no address at all is [].
 */
export function addressLines(identity: ShopIdentity): string[] {
  const street = [identity.street, identity.streetNumber].filter(Boolean).join(", ");
  const first = [street, identity.district].filter(Boolean).join(" – ");
  const place = [identity.city, identity.state].filter(Boolean).join("/");
  const second = [place, identity.postalCode ? `CEP ${formatCep(identity.postalCode)}` : ""].filter(Boolean).join(" – ");
  return [first, second].filter(Boolean);
}

/** The key as the shop reads it back: a phone as "(11) 91234-5678", the rest as the BR Code carries it. */
export function shownPixKey(type: PixKeyType, key: string): string {
  if (type === "phone") return formatPhone(key.replace(/^\+55/, ""));
  if (type === "cpf") return formatCpf(key);
  if (type === "cnpj") return formatCnpj(key);
  return key;
}

/** The stored values as the tab's fields show them (masked ids, the phone key as a phone). */
export function shopDataFormValues(identity: ShopIdentity, pix: ShopPixSettings): ShopDataFormValues {
  const taxId = shownTaxId(identity.taxId);
  return {
    taxId: taxId?.value ?? "",
    postalCode: identity.postalCode ? formatCep(identity.postalCode) : "",
    street: identity.street ?? "",
    streetNumber: identity.streetNumber ?? "",
    district: identity.district ?? "",
    city: identity.city ?? "",
    state: identity.state ?? "",
    pixKeyType: pix.pixKeyType ?? "",
    pixKey: pix.pixKeyType && pix.pixKey ? shownPixKey(pix.pixKeyType, pix.pixKey) : "",
    pixName: pix.pixName ?? "",
    pixCity: pix.pixCity ?? "",
  };
}

/**
 * A suggestion for the beneficiary's name or city from the shop's own (the mechanic may change
 * it): without emojis or symbols the BR Code cannot carry, cut at the standard's length.
 */
export function pixTextSuggestion(text: string, max: number): string {
  const plain = [...text.trim()].filter((char) => /^[\x20-\x7e]$/.test(char.normalize("NFD").replace(/\p{M}/gu, ""))).join("");
  return plain.replace(/\s+/g, " ").slice(0, max).trim();
}
