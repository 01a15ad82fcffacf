import { describe, expect, it } from "vitest";
import { limitOf, PLANS, publicPageOpen, renewalOpen, usageLevel } from "@/lib/plans";

const DAY = 24 * 60 * 60 * 1000;

describe("the plan rules", () => {
  it("reads each limit from the plan, none without a plan", () => {
    expect(limitOf("basic", "customers")).toBe(20);
    expect(limitOf("basic", "quotes")).toBe(5);
    expect(limitOf("pro", "customers")).toBeNull();
    expect(limitOf(null, "quotes")).toBeNull();
  });

  it("warns from 80% of a limit and stops at it", () => {
    expect(usageLevel(3, 5)).toBe("ok");
    expect(usageLevel(4, 5)).toBe("near");
    expect(usageLevel(15, 20)).toBe("ok");
    expect(usageLevel(16, 20)).toBe("near");
    expect(usageLevel(20, 20)).toBe("reached");
    expect(usageLevel(22, 20)).toBe("reached"); // after a downgrade
    expect(usageLevel(500, null)).toBe("unlimited");
  });

  it("the plan cards state the limits the server enforces", () => {
    const basic = PLANS.find((plan) => plan.id === "basic")!.features.map((feature) => feature.text);
    expect(basic).toContain("Até 5 orçamentos enviados por mês (a entrada do veículo não conta)");
    expect(basic).toContain("Até 20 clientes cadastrados");
  });

  it("keeps the public page 7 days after the end date", () => {
    const end = new Date("2026-11-10T12:00:00Z");
    expect(publicPageOpen(null)).toBe(true);
    expect(publicPageOpen(end, new Date(end.getTime() + 7 * DAY - 1))).toBe(true);
    expect(publicPageOpen(end, new Date(end.getTime() + 7 * DAY))).toBe(false);
  });

  it("offers renewing the current plan from a week before its end", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(renewalOpen(null, now)).toBe(false);
    expect(renewalOpen(new Date(now.getTime() + 8 * DAY), now)).toBe(false);
    expect(renewalOpen(new Date(now.getTime() + 7 * DAY), now)).toBe(true);
    expect(renewalOpen(new Date(now.getTime() - DAY), now)).toBe(true);
  });
});
