import type { SupplierLinkPart } from "@/lib/data/supplier-links";
import { priceWarning, type PriceWarning } from "@/lib/suppliers/price-check";
import type { ParsedPartAnswer, TypedPartAnswer } from "@/lib/validation/supplier-answer";

/**
 * The prices of an answer to ask about before it is saved, by part: far above the shop's last
 * price for the part, or above the plausible ceiling (lib/suppliers/price-check.ts), and not
 * confirmed with 'O preço está certo, enviar assim'. The answer route sends the supplier back with
 * them; the page shows each under its price. Empty when the answer may go as it is.
 */
export function unconfirmedPriceWarnings(
  answers: readonly ParsedPartAnswer[],
  typed: readonly TypedPartAnswer[],
  parts: readonly Pick<SupplierLinkPart, "id" | "lastPrice">[],
): Map<string, PriceWarning> {
  const warnings = new Map<string, PriceWarning>();
  for (const { partId, answer } of answers) {
    if (!answer?.price || typed.find((row) => row.partId === partId)?.confirmed) continue;
    const warning = priceWarning(answer.price, parts.find((part) => part.id === partId)?.lastPrice ?? null);
    if (warning) warnings.set(partId, warning);
  }
  return warnings;
}
