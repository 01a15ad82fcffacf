import { describe, expect, it } from "vitest";
import { formatBytes, formatAmount, formatDate, formatDateTime, formatQuoteNumber } from "@/lib/format";
import { findPlan, isPlanId, PLANS, SUBSCRIPTION_LENGTH_MS } from "@/lib/plans";

describe("plans", () => {
  it("defines Básico, Profissional and Premium with the product's prices, Pro recommended", () => {
    expect(PLANS.map((plan) => [plan.id, plan.name, plan.price, plan.recommended])).toEqual([
      ["basic", "Básico", 9.9, false],
      ["pro", "Profissional", 49.9, true],
      ["premium", "Premium", 99.9, false],
    ]);
    expect(findPlan("pro")?.yearlyPrice).toBe(499);
  });

  it("lasts 30 days (2,592,000,000 ms)", () => {
    expect(SUBSCRIPTION_LENGTH_MS).toBe(2_592_000_000);
  });

  it("only knows its own ids", () => {
    expect(isPlanId("basic")).toBe(true);
    expect(isPlanId("premium")).toBe(true);
    expect(isPlanId("enterprise")).toBe(false);
    expect(findPlan(null)).toBeUndefined();
  });
});

describe("pt-BR formats", () => {
  it("formats money as R$ 1.234,56", () => {
    expect(formatAmount(1234.56).replace(/\s/g, " ")).toBe("R$ 1.234,56");
  });

  it("formats dates as dd/MM/yyyy", () => {
    expect(formatDate(new Date("2026-01-05T15:00:00Z"))).toBe("05/01/2026");
    // 01:30 UTC is still the evening before in São Paulo.
    expect(formatDate(new Date("2026-01-06T01:30:00Z"))).toBe("05/01/2026");
  });

  it("formats a date and time in São Paulo as dd/MM/yyyy HH:mm", () => {
    expect(formatDateTime(new Date("2026-11-24T17:32:00Z"))).toBe("24/11/2026 14:32");
  });

  it("formats quote numbers as Nº 0042, longer ones whole", () => {
    expect(formatQuoteNumber(42)).toBe("Nº 0042");
    expect(formatQuoteNumber(12345)).toBe("Nº 12345");
  });
});

describe("formatBytes", () => {
  it("writes a stored size the Brazilian way, never rounding up to the limit", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(850 * 1024)).toBe("850 KB");
    expect(formatBytes(312.4 * 1024 ** 2)).toBe("312,4 MB");
    expect(formatBytes(1024 ** 3)).toBe("1 GB");
    expect(formatBytes(1.5 * 1024 ** 3)).toBe("1,5 GB");
    expect(formatBytes(10 * 1024 ** 3)).toBe("10 GB");
    // A byte short of 1 GB is not shown as the full gigabyte.
    expect(formatBytes(1024 ** 3 - 1)).toBe("1.023,9 MB");
  });
});
