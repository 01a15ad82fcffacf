import { describe, expect, it } from "vitest";
import { deadlineWhen } from "@/lib/supplier-link/deadline";
import { decodeDraft, encodeDraft } from "@/lib/supplier-link/draft";
import type { TypedPartAnswer } from "@/lib/validation/supplier-answer";

describe("deadlineWhen", () => {
  // 26/11/2026 13:00 in São Paulo (UTC-3), whatever the server's zone.
  const now = new Date("2026-11-26T16:00:00Z");

  it("says today, tomorrow or the day, at São Paulo's time", () => {
    expect(deadlineWhen(new Date("2026-11-26T19:00:00Z"), now)).toBe("hoje, 16:00");
    expect(deadlineWhen(new Date("2026-11-27T02:59:00Z"), now)).toBe("hoje, 23:59"); // already the 27th in UTC
    expect(deadlineWhen(new Date("2026-11-27T12:30:00Z"), now)).toBe("amanhã, 09:30");
    expect(deadlineWhen(new Date("2026-11-30T19:00:00Z"), now)).toBe("30/11/2026, 16:00");
    expect(deadlineWhen(new Date("2026-11-25T19:00:00Z"), now)).toBe("25/11/2026, 16:00");
  });
});

describe("the refused answer's draft", () => {
  const part = (note: string): TypedPartAnswer => ({
    partId: crypto.randomUUID(),
    none: false,
    price: "1.234,56",
    condition: "paralela",
    brand: "Cofap",
    availability: "0",
    note,
  });

  it("comes back as it was typed", () => {
    const draft = { parts: [part("Chega amanhã <b>cedo</b>"), part("")] };
    expect(decodeDraft(encodeDraft(draft))).toEqual(draft);
  });

  it("drops the notes before it stops fitting a cookie, and gives up past that", () => {
    const long = { parts: ["n", "ç", "x", "y", "z"].map((letter) => part(letter.repeat(500))) };
    const kept = decodeDraft(encodeDraft(long));
    expect(kept?.parts.map((row) => row.note)).toEqual(["", "", "", "", ""]);
    expect(kept?.parts[0]?.price).toBe("1.234,56");
    expect(encodeDraft({ parts: Array.from({ length: 40 }, () => part("")) })).toBeUndefined();
  });

  it("reads nothing from a cookie that is not a draft", () => {
    expect(decodeDraft(undefined)).toBeUndefined();
    expect(decodeDraft("not-base64-json")).toBeUndefined();
    expect(decodeDraft(Buffer.from(JSON.stringify({ parts: [{ partId: 1 }] })).toString("base64url"))).toBeUndefined();
  });
});
