/** The agenda's days and times as the screens write them, on São Paulo's clock. */
import { describe, expect, it } from "vitest";
import { longDayLabel, mondayOf, shortDayLabel, timeOf } from "@/lib/agenda/display";
import { shopInstant } from "@/lib/agenda/slots";

describe("the agenda's days and times", () => {
  it("writes a time on São Paulo's clock, whatever the instant's UTC day", () => {
    expect(timeOf(new Date("2030-03-04T12:30:00Z"))).toBe("09:30");
    expect(timeOf(shopInstant("2030-03-04", 22 * 60))).toBe("22:00");
  });

  it("finds a day's Monday, and names days in Portuguese", () => {
    expect(mondayOf("2030-03-04")).toBe("2030-03-04");
    expect(mondayOf("2030-03-10")).toBe("2030-03-04");
    expect(mondayOf("2030-03-06")).toBe("2030-03-04");
    expect(shortDayLabel("2030-03-04")).toBe("seg., 04/03");
    expect(longDayLabel("2030-03-10")).toBe("domingo, 10/03/2030");
  });
});
