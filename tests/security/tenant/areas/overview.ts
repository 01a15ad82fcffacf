/** Tenant isolation: overview (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack } from "../fixtures";

const { getOverview, listUnseenAnswers } = await import("@/lib/data/overview");
const shopCounts = await import("@/lib/data/shop-counts");

export const attacks: Record<string, Attack> = {
  "lib/data/overview.ts#listUnseenAnswers": async (a, b) => {
    expect(await listUnseenAnswers(b.id)).toEqual({ items: [], total: 0 });
    expect((await listUnseenAnswers(a.id)).items.map((item) => item.quoteId)).toEqual([a.quoteId]);
  },
  "lib/data/shop-counts.ts#shopCount": async (_a, b) => {
    for (const column of ["customers", "suppliers", "leads"] as const) expect(await shopCounts.shopCount(b.id, column)).toBe(1);
  },
  "lib/data/overview.ts#getOverview": async (_a, b) => {
    // B's one quote is pending (R$ 10,00): open, and no approved value; A's are not added. Each shop
    // has one R$ 100,00 payment on 2026-11-20 (addJobRows): November's money is B's alone.
    expect(await getOverview(b.viewer, new Date("2026-11-25T12:00:00Z"))).toEqual({
      customers: 1,
      suppliers: 1,
      quotes: 1,
      leads: 1,
      openQuotes: 1,
      approvedUnfinishedValue: 0,
      hasShopProfile: true,
      receivable: "0",
      receivedThisMonth: "100.00",
    });
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {};
