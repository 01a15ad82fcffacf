import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { quoteTimeline, timelineLine } from "@/lib/quotes/timeline";
import { shopMoment, shopMomentInput } from "@/lib/validation/delivery";
import { warrantyText } from "@/components/jobs/delivery-details";

describe("the delivery's clock, São Paulo's whatever the server's", () => {
  it("reads a datetime-local as São Paulo's wall clock, and writes it back the same", () => {
    expect(shopMoment("2026-11-25T22:30")).toEqual(new Date("2026-11-26T01:30:00Z"));
    expect(shopMomentInput(new Date("2026-11-26T01:30:00Z"))).toBe("2026-11-25T22:30");
  });

  it.each(["", "2026-02-30T10:00", "2026-11-25 22:30", "25/11/2026 22:30", "2026-11-25T25:00"])("refuses %j", (typed) => {
    expect(shopMoment(typed)).toBeUndefined();
  });
});

describe("the warranty's line", () => {
  it("runs until its last day, then says it ended", () => {
    expect(warrantyText("2027-02-23", "2027-02-23")).toBe("Garantia até 23/02/2027");
    expect(warrantyText("2027-02-23", "2027-02-24")).toBe("Garantia encerrada em 23/02/2027");
  });
});

describe("'Entregue' in 'Histórico do orçamento'", () => {
  const base = { createdAt: new Date("2026-11-01T12:00:00Z"), versions: [], sends: [], views: [], answers: [] };

  it("comes last, with the km and what became of the parts, São Paulo's time", () => {
    const events = quoteTimeline({
      ...base,
      delivery: { deliveredAt: new Date("2026-11-26T01:30:00Z"), km: 45100, replacedParts: "returned" },
    });
    expect(events.map((event) => event.kind)).toEqual(["created", "delivered"]);
    expect(timelineLine(events[1]!).text).toBe("Entregue em 25/11/2026 22:30 (45.100 km, peças entregues ao cliente)");
  });

  it("says no parts were changed, and leaves out a km not given", () => {
    const [, delivered] = quoteTimeline({
      ...base,
      delivery: { deliveredAt: new Date("2026-11-20T15:00:00Z"), km: null, replacedParts: "none" },
    });
    expect(timelineLine(delivered!).text).toBe(messages.delivery.timeline("20/11/2026 12:00", "sem troca de peças"));
  });
});
