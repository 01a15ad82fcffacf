import Big from "big.js";

import type { Money } from "./types";

export class MoneyFormatError extends Error {
  constructor(
    readonly field: string,
    readonly value: string,
  ) {
    super(`${field}: "${value}" não é um valor com até duas casas decimais`);
    this.name = "MoneyFormatError";
  }
}

/**
 * A money or percent value as the XSD writes it (TSDec15V2 and kin: "0", "0.50", "1234.50"). A
 * value with more than two decimals is refused rather than rounded: the caller's total is the
 * customer's, and a silent rounding would make the note differ from the job.
 */
export function decimal2(field: string, value: Money): string {
  let amount: Big;
  try {
    amount = typeof value === "string" ? new Big(value.trim()) : value;
  } catch {
    throw new MoneyFormatError(field, String(value));
  }
  if (amount.lt(0) || !amount.round(2).eq(amount)) throw new MoneyFormatError(field, amount.toString());
  return amount.toFixed(2);
}

export const toBig = (value: Money): Big => (typeof value === "string" ? new Big(value.trim()) : value);
