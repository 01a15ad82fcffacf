import Big from "big.js";
import type { DepositKind } from "@/lib/enums";
import { formatAmount } from "@/lib/format";
import { deposit } from "@/lib/messages/deposit";
import { readMoney } from "@/lib/validation/fields";

const m = deposit;

export type DepositInput = { kind: DepositKind; value: string | null } | null;

/**
 * The 'Sinal' the editor posts (depositKind: "" | "amount" | "parts", depositValue as typed), read
 * against the quote's total and parts. `total` undefined: not known yet (an item or the value did
 * not read), so the ceiling waits for the next round rather than saying something false.
 */
export function depositOf(
  kind: string,
  typed: string,
  quote: { total: string | null | undefined; parts: string; allItems: boolean },
): { deposit: DepositInput } | { error: string } {
  if (kind === "") return { deposit: null };
  if (kind === "parts") {
    if (quote.allItems && !new Big(quote.parts).gt(0)) return { error: m.partsWithoutParts };
    return { deposit: { kind: "parts", value: null } };
  }
  const reading = readMoney(typed);
  if (!reading.ok) return { error: m.amountInvalid };
  if (reading.value === null) return { error: m.amountRequired };
  const value = reading.value.toFixed(2);
  if (!new Big(value).gt(0)) return { error: m.amountZero };
  if (quote.total === null) return { error: m.amountWithoutTotal };
  if (quote.total !== undefined && new Big(value).gt(quote.total)) return { error: m.amountAboveTotal(formatAmount(quote.total)) };
  return { deposit: { kind: "amount", value } };
}
