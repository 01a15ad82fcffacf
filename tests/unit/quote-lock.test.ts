/** When a quote is locked by its customer's approval, and when its validity has passed (lib/quotes/lock.ts). */
import { describe, expect, it } from "vitest";
import { isQuoteExpired, isQuoteLocked, offersValidityExtension } from "@/lib/quotes/lock";

const quote = { approvedVersion: null, amending: false, validUntil: null };

describe("isQuoteLocked", () => {
  it("locks an approved quote until a complement is open", () => {
    expect(isQuoteLocked(quote)).toBe(false);
    expect(isQuoteLocked({ ...quote, approvedVersion: 2 })).toBe(true);
    expect(isQuoteLocked({ ...quote, approvedVersion: 2, amending: true })).toBe(false);
  });
});

describe("isQuoteExpired", () => {
  it("is past only after the last valid day, and never without a validity", () => {
    expect(isQuoteExpired(quote, "2026-11-25")).toBe(false);
    expect(isQuoteExpired({ ...quote, validUntil: "2026-11-25" }, "2026-11-25")).toBe(false);
    expect(isQuoteExpired({ ...quote, validUntil: "2026-11-24" }, "2026-11-25")).toBe(true);
  });
});

describe("offersValidityExtension", () => {
  const expired = { ...quote, validUntil: "2026-11-01", status: "pending" as const };
  it("offers it on an expired quote still awaiting its customer, never on a locked one or finished work", () => {
    expect(offersValidityExtension(expired, "2026-11-25")).toBe(true);
    expect(offersValidityExtension({ ...expired, status: "rejected" }, "2026-11-25")).toBe(true);
    expect(offersValidityExtension({ ...expired, validUntil: "2026-11-25" }, "2026-11-25")).toBe(false);
    expect(offersValidityExtension({ ...expired, approvedVersion: 1, status: "approved" }, "2026-11-25")).toBe(false);
    expect(offersValidityExtension({ ...expired, status: "delivered" }, "2026-11-25")).toBe(false);
    // A complement mid-job: the customer must still approve it on the link.
    expect(offersValidityExtension({ ...expired, approvedVersion: 1, amending: true, status: "in_progress" }, "2026-11-25")).toBe(true);
  });
});
