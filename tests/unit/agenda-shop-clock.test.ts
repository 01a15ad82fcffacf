/**
 * The agenda's São Paulo clock (lib/agenda/slots.ts) keeps the zone's offset per quarter hour
 * instead of asking a TZDate each time: it must read and write the same times as the TZDate, also
 * across the last summer time (clocks forward at midnight on 04/11/2018, back on 17/02/2019).
 */
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { shopDayAndMinutes, shopInstant } from "@/lib/agenda/slots";
import { addDaysToDay } from "@/lib/calendar";

const ZONE = "America/Sao_Paulo";

describe("the agenda's São Paulo clock", () => {
  it("reads every instant's day and minute as a TZDate does, summer time included", () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(2018, 9, 20); ms < Date.UTC(2019, 2, 1); ms += 7 * 60_000) {
      const local = new TZDate(ms, ZONE);
      const expected = {
        day: `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`,
        minutes: local.getHours() * 60 + local.getMinutes(),
      };
      const actual = shopDayAndMinutes(new Date(ms));
      if (actual.day !== expected.day || actual.minutes !== expected.minutes) mismatches.push(new Date(ms).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it("writes each half hour of each day as the instant a TZDate gives, and reads it back", () => {
    const mismatches: string[] = [];
    for (let day = "2018-10-20"; day <= "2019-03-01"; day = addDaysToDay(day, 1)) {
      // Midnight of 04/11/2018 did not exist (the clocks went from 00:00 to 01:00).
      for (let minutes = day === "2018-11-04" ? 60 : 0; minutes < 24 * 60; minutes += 30) {
        const [year, month, date] = day.split("-").map(Number) as [number, number, number];
        const expected = new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, ZONE).getTime();
        const instant = shopInstant(day, minutes);
        if (instant.getTime() !== expected) mismatches.push(`${day} ${minutes}`);
        // On the night the clocks went back, 23:00-23:59 of 16/02 happened twice: the first is kept.
        else if (shopDayAndMinutes(instant).minutes !== minutes) mismatches.push(`${day} ${minutes} back`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("is UTC-3 today: 08:00 in São Paulo is 11:00 UTC", () => {
    expect(shopInstant("2026-12-07", 8 * 60).toISOString()).toBe("2026-12-07T11:00:00.000Z");
    expect(shopDayAndMinutes(new Date("2026-12-08T02:30:00Z"))).toEqual({ day: "2026-12-07", minutes: 23 * 60 + 30 });
  });
});
