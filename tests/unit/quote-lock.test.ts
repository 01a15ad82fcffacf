/** When a quote is locked by its customer's approval, and when its validity has passed (lib/quotes/lock.ts). */
import { describe, expect, it } from "vitest";
import { isQuoteExpired, isQuoteLocked } from "@/lib/quotes/lock";

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
