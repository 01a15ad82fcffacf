import { getPixKeyInfo, isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import type { PixKeyType } from "@/lib/enums";
import { isBrazilianPhone, phoneDigits } from "@/lib/phone";

/**
 * The shop's PIX key, read as the type the shop says it is (an 11-digit number is a CPF or a
 * phone, so the type is never guessed), and written in the canonical form a BR Code carries
 * ("Formatação das chaves do DICT no BR Code"): CPF and CNPJ digits, the phone as +55DDNNNNNNNNN,
 * the e-mail in lower case, the random key (EVP) as a lower-case UUID. Null when the text is not a
 * key of that type. The checks are @brazilian-utils/brazilian-utils's.
 *
 * Safe in the browser and on the server.
 */
export function canonicalPixKey(type: PixKeyType, typed: string): string | null {
  const value = typed.trim();
  if (!value || value.length > 77) return null;
  switch (type) {
    case "cpf":
      return isValidCpf(value) && /^[\d.\-\s]+$/.test(value) ? value.replace(/\D/g, "") : null;
    case "cnpj":
      return isValidCnpj(value) && /^[\d./\-\s]+$/.test(value) ? value.replace(/\D/g, "") : null;
    case "phone": {
      // A PIX phone key is a mobile (the DICT registers a 'telefone celular').
      const digits = phoneDigits(value);
      return digits.length === 11 && isBrazilianPhone(value) ? `+55${digits}` : null;
    }
    case "email": {
      const info = getPixKeyInfo(value);
      return info?.type === "email" ? info.value : null;
    }
    case "random": {
      const info = getPixKeyInfo(value);
      return info?.type === "evp" ? info.value : null;
    }
  }
}
