/** Tenant isolation: payments, balances and receipts (the matrix: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const balances = await import("@/lib/data/payment-balance");
const { getPixReceiver } = await import("@/lib/data/pix");

export const attacks: Record<string, Attack> = {
  "lib/data/payment-balance.ts#getQuoteBalance": async (a, b) => {
    expect(await balances.getQuoteBalance(b.id, a.quoteId)).toBeUndefined();
  },
  // The shop's own profile: B's id reads B's key (none), never A's.
  "lib/data/pix.ts#getPixReceiver": async (_a, b) => {
    expect(await getPixReceiver(b.id)).toBeNull();
  },
};

export const exempt: Record<string, string> = {
  "lib/data/pix.ts#pixReceiverOf": "pure helper over a profile row its caller already read by owner",
};
