import Big from "big.js";
import type { DepositKind } from "@/lib/enums";

/**
 * The deposit ('sinal') a quote asks with its approval: an amount the shop typed, or the parts'
 * total ('o valor das peças', so the parts are bought with the customer's money). What it comes to
 * is frozen in each version's snapshot (lib/quotes/snapshot.ts), so the approval says it.
 */
export type DepositAsk = { kind: DepositKind; value: string | null };

/**
 * What the deposit comes to, in reais with two decimals ("150.00"); null when none is asked or it
 * comes to nothing (a parts deposit on a quote whose parts were all removed). Never above the
 * quote's total: a discount can bring the total below the parts' sum.
 */
export function depositAmount(
  ask: { depositKind?: DepositKind | null; depositValue?: string | null },
  parts: string,
  total: string | number | null,
): string | null {
  if (!ask.depositKind) return null;
  const asked = ask.depositKind === "amount" ? ask.depositValue : parts;
  if (asked == null) return null;
  let amount = new Big(asked);
  if (total !== null && amount.gt(total)) amount = new Big(total);
  return amount.gt(0) ? amount.toFixed(2) : null;
}

/**
 * What is left of the deposit to pay, given what the job has received (quotes.paid_total): "0.00"
 * once it is paid. Payments count towards the deposit first, as the shop takes them in order.
 */
export function depositDue(amount: string, paid: string): string {
  const left = new Big(amount).minus(paid);
  return left.gt(0) ? left.toFixed(2) : "0.00";
}

/**
 * What a job asks for now, the amount 'Registrar pagamento' starts with: while the car is in the
 * shop (approved, in progress) the part of the deposit not paid yet, if one was asked; otherwise
 * (no deposit, or it is paid, or the car is ready or delivered) the whole balance.
 */
export function dueNow(status: string, owed: string, unpaidDeposit: string | null): { amount: string; isDeposit: boolean } {
  const inShop = status === "approved" || status === "in_progress";
  if (inShop && unpaidDeposit !== null && new Big(unpaidDeposit).gt(0)) {
    // Never above the balance: a deposit cannot ask more than the job still owes.
    return { amount: new Big(unpaidDeposit).gt(owed) ? owed : unpaidDeposit, isDeposit: true };
  }
  return { amount: owed, isDeposit: false };
}
