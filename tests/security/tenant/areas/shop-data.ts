/** Tenant isolation: the shop's data and PIX on the quote's PDF (the matrix: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const { getQuoteBilling } = await import("@/lib/data/shop-billing");

export const attacks: Record<string, Attack> = {
  // B with A's quote id: nothing, not A's address nor A's charge.
  "lib/data/shop-billing.ts#getQuoteBilling": async (a, b) => {
    expect(await getQuoteBilling(b.id, a.quoteId)).toBeUndefined();
    expect(await getQuoteBilling(a.id, a.quoteId)).toBeDefined();
  },
};

export const exempt: Record<string, string> = {};
