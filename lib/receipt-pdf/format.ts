import { convertCurrencyToWords, formatCEP, formatCNPJ, formatCPF } from "@brazilian-utils/brazilian-utils";
import type { Receipt } from "@/lib/data/receipts";
import { formatAmount, formatQuoteNumber } from "@/lib/format";
import { messages } from "@/lib/messages";

const t = messages.receiptPdf;

/**
 * "R$ 1.234,56 (mil duzentos e trinta e quatro reais e cinquenta e seis centavos)": the figures and
 * the words, by the library's rules, not hand-written ones. The amount is at most R$ 999.999,99 a
 * payment (lib/validation/payment.ts), well within a double's exact cents.
 */
export function amountInFiguresAndWords(amount: string) {
  return `${formatAmount(amount)} (${convertCurrencyToWords(Number(amount))})`;
}

/** "CNPJ 11.222.333/0001-81" or "CPF 123.456.789-09"; null until the profile has it. */
export function taxIdLine(taxId: string | null) {
  if (!taxId) return null;
  return taxId.length === 14 ? `${t.taxId("CNPJ")} ${formatCNPJ(taxId)}` : `${t.taxId("CPF")} ${formatCPF(taxId)}`;
}

/** "Rua X, 123 - Centro - Campinas/SP - CEP 13000-000", from what the profile has. */
export function addressLine(shop: Receipt["shop"]) {
  const street = [shop.street, shop.streetNumber].filter(Boolean).join(", ");
  const parts = [street, shop.district, placeOf(shop), shop.postalCode ? `CEP ${formatCEP(shop.postalCode)}` : ""];
  return parts.filter(Boolean).join(" - ");
}

/** "Campinas/SP", "Campinas" or "". */
export function placeOf(shop: Pick<Receipt["shop"], "city" | "state">) {
  return [shop.city, shop.state].filter(Boolean).join("/");
}

/** The receipt's title: 'Recibo Nº 0042' (the job's number). */
export function receiptTitle(receipt: Pick<Receipt, "quoteNumber">) {
  return t.titleNumber(formatQuoteNumber(receipt.quoteNumber));
}
