/** Tenant isolation: the deposit ('sinal') asked with the approval (the matrix: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const { getApprovedDeposit } = await import("@/lib/data/deposits");

export const attacks: Record<string, Attack> = {
  // B with A's quote id: "not found", never A's deposit or what A's customer paid.
  "lib/data/deposits.ts#getApprovedDeposit": async (a, b) => {
    expect(await getApprovedDeposit(b.id, a.quoteId)).toBeUndefined();
    expect(await getApprovedDeposit(a.id, a.quoteId)).not.toBeUndefined();
  },
};

export const exempt: Record<string, string> = {};
