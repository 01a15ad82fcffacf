import { describe, expect, it } from "vitest";
import { dayForKm, DEFAULT_KM_PER_DAY, measuredKmPerDay, remindOn, usableReadings } from "@/lib/service-dues/km-pace";
import { addMonthsToDay, intervalText, nextDue, readKmText } from "@/lib/service-dues/intervals";
import { messages } from "@/lib/messages";
import { sanitiseServices, serviceRowsToSave } from "@/lib/profile/services";
import { serviceSchema } from "@/lib/validation/profile";

describe("a vehicle's km pace", () => {
  it("measures km per day from the first usable reading to the last", () => {
    const readings = [
      { day: "2026-01-10", km: 40_000 },
      { day: "2026-07-09", km: 46_000 }, // 180 days, 6.000 km
    ];
    expect(measuredKmPerDay(readings)).toBe(33.33);
  });

  it("ignores readings going backwards and keeps one per day (the highest)", () => {
    const readings = [
      { day: "2026-01-10", km: 40_000 },
      { day: "2026-01-10", km: 39_990 },
      { day: "2026-03-01", km: 4_500 }, // a digit missing: dropped
      { day: "2026-04-20", km: 43_000 },
    ];
    expect(usableReadings(readings)).toEqual([
      { day: "2026-01-10", km: 40_000 },
      { day: "2026-04-20", km: 43_000 },
    ]);
    expect(measuredKmPerDay(readings)).toBe(30);
  });

  it("has no measured pace with one reading, or readings within a fortnight (same-visit noise)", () => {
    expect(measuredKmPerDay([])).toBeNull();
    expect(measuredKmPerDay([{ day: "2026-01-10", km: 40_000 }])).toBeNull();
    expect(
      measuredKmPerDay([
        { day: "2026-01-10", km: 40_000 },
        { day: "2026-01-12", km: 40_120 },
      ]),
    ).toBeNull();
  });

  it("caps an absurd pace (a km typed with an extra digit)", () => {
    expect(
      measuredKmPerDay([
        { day: "2026-01-01", km: 40_000 },
        { day: "2026-02-01", km: 4_000_000 },
      ]),
    ).toBe(2000);
  });
});

describe("the day a km is reached", () => {
  const from = { day: "2026-11-20", km: 45_000 };
  it("counts from the last reading at the car's pace, rounding up", () => {
    expect(dayForKm(55_000, from, 100, "2026-11-20")).toBe("2027-02-28");
    expect(dayForKm(45_001, from, 100, "2026-11-20")).toBe("2026-11-21");
  });
  it("uses the default pace when the car's is unknown", () => {
    expect(DEFAULT_KM_PER_DAY).toBe(35);
    expect(dayForKm(45_350, from, null, "2026-11-20")).toBe("2026-11-30");
  });
  it("is never before today, and a km already passed is due today", () => {
    expect(dayForKm(45_100, from, 100, "2026-12-01")).toBe("2026-12-01");
    expect(dayForKm(44_000, from, 100, "2026-11-25")).toBe("2026-11-25");
  });
  it("is never for a car that does not move", () => {
    expect(dayForKm(50_000, from, 0, "2026-11-20")).toBeNull();
  });
});

describe("remind_on", () => {
  const from = { day: "2026-11-20", km: 45_000 };
  it("is the earlier of the date and the day the km is reached", () => {
    // 10.000 km at 100 km/day: 100 days, before 6 months.
    expect(remindOn({ dueOn: "2027-05-20", dueKm: 55_000, from, kmPerDay: 100, today: "2026-11-20" })).toBe("2027-02-28");
    // At 20 km/day the 6 months come first.
    expect(remindOn({ dueOn: "2027-05-20", dueKm: 55_000, from, kmPerDay: 20, today: "2026-11-20" })).toBe("2027-05-20");
  });
  it("is the date alone when there is no km, or the car does not move", () => {
    expect(remindOn({ dueOn: "2027-05-20", dueKm: null, from, kmPerDay: 100, today: "2026-11-20" })).toBe("2027-05-20");
    expect(remindOn({ dueOn: "2027-05-20", dueKm: 55_000, from, kmPerDay: 0, today: "2026-11-20" })).toBe("2027-05-20");
  });
  it("falls back to the default pace for a due by km alone on a car that does not move", () => {
    expect(remindOn({ dueOn: null, dueKm: 45_350, from, kmPerDay: 0, today: "2026-11-20" })).toBe("2026-11-30");
  });
  it("is today for a due by km alone on a car whose km is unknown", () => {
    expect(remindOn({ dueOn: null, dueKm: 60_000, from: undefined, kmPerDay: null, today: "2026-11-20" })).toBe("2026-11-20");
  });
  it("keeps a date already past (overdue), and puts a passed km at today", () => {
    expect(remindOn({ dueOn: "2026-10-01", dueKm: null, from, kmPerDay: 30, today: "2026-11-20" })).toBe("2026-10-01");
    expect(remindOn({ dueOn: "2027-05-20", dueKm: 44_000, from, kmPerDay: 30, today: "2026-11-25" })).toBe("2026-11-25");
  });
});

describe("the next due of a delivered service", () => {
  it("is the delivery day plus months and the km plus the interval km", () => {
    expect(nextDue({ deliveredOn: "2026-11-20", km: 45_100, intervalMonths: 6, intervalKm: 10_000 })).toEqual({
      dueOn: "2027-05-20",
      dueKm: 55_100,
    });
  });
  it("ends a month on its last day (31 January + 1 month is 28 February)", () => {
    expect(addMonthsToDay("2027-01-31", 1)).toBe("2027-02-28");
  });
  it("sets the date alone without a km, and nothing for a km interval without a km", () => {
    expect(nextDue({ deliveredOn: "2026-11-20", km: null, intervalMonths: 12, intervalKm: 10_000 })).toEqual({
      dueOn: "2027-11-20",
      dueKm: null,
    });
    expect(nextDue({ deliveredOn: "2026-11-20", km: null, intervalMonths: null, intervalKm: 10_000 })).toBeNull();
    expect(nextDue({ deliveredOn: "2026-11-20", km: 1000, intervalMonths: null, intervalKm: null })).toBeNull();
  });
});

describe("km typed the Brazilian way", () => {
  it.each([
    ["10.000", 10_000],
    ["10000", 10_000],
    ["10 000 km", 10_000],
    ["1.000.000", 1_000_000],
    ["  500 KM ", 500],
    ["", null],
    ["   ", null],
  ])("reads %j as %j", (typed, km) => {
    expect(readKmText(typed)).toBe(km);
  });
  it.each(["10,5", "1.00", "10.0000", "dez mil", "-5", "1e4", "10.000,00"])("refuses %j", (typed) => {
    expect(readKmText(typed)).toBeNaN();
  });
  it("says an interval the way the catalogue shows it", () => {
    expect(intervalText({ intervalMonths: 6, intervalKm: 10_000 })).toBe("6 meses ou 10.000 km");
    expect(intervalText({ intervalMonths: 1, intervalKm: null })).toBe("1 mês");
    expect(intervalText({ intervalMonths: null, intervalKm: 5000 })).toBe("5.000 km");
    expect(intervalText({ intervalMonths: null, intervalKm: null })).toBe("");
  });
});

describe("a catalogue service's interval ('Repetir a cada')", () => {
  const oil = { id: "svc-1", name: "Troca de óleo", price: "180,00" };

  it("reads months and km typed the Brazilian way, or as a saved row carries them", () => {
    expect(serviceSchema.parse({ ...oil, intervalMonths: "6", intervalKm: "10.000" })).toEqual({
      id: "svc-1",
      name: "Troca de óleo",
      price: 180,
      intervalMonths: 6,
      intervalKm: 10_000,
    });
    expect(serviceSchema.parse({ ...oil, intervalMonths: 12, intervalKm: 20_000 })).toMatchObject({
      intervalMonths: 12,
      intervalKm: 20_000,
    });
    // Blank is no interval (not stored at all).
    expect(serviceSchema.parse({ ...oil, intervalMonths: "", intervalKm: " " })).toEqual({
      id: "svc-1",
      name: "Troca de óleo",
      price: 180,
    });
  });

  it.each([
    ["intervalMonths", "0"],
    ["intervalMonths", "121"],
    ["intervalMonths", "6,5"],
    ["intervalMonths", "seis"],
    ["intervalKm", "0"],
    ["intervalKm", "1.000.001"],
    ["intervalKm", "10,5"],
    ["intervalKm", "1.00"],
  ])("refuses %s %j with the service's name", (field, typed) => {
    const parsed = serviceSchema.safeParse({ ...oil, [field]: typed });
    expect(parsed.success).toBe(false);
    const message =
      field === "intervalMonths"
        ? messages.nextService.intervalMonthsInvalid("Troca de óleo")
        : messages.nextService.intervalKmInvalid("Troca de óleo");
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it("keeps a stored interval on load, and drops one that is not a whole number in range", () => {
    expect(
      sanitiseServices([
        { id: "a", name: "Óleo", price: 1, intervalMonths: 6, intervalKm: 10_000 },
        { id: "b", name: "Freio", price: 1, intervalMonths: 0, intervalKm: "10.000" },
      ]),
    ).toEqual([
      { id: "a", name: "Óleo", price: 1, intervalMonths: 6, intervalKm: 10_000 },
      { id: "b", name: "Freio", price: 1 },
    ]);
  });

  it("sends a row's interval as typed, and a saved row's as saved", () => {
    const saved = [{ id: "a", name: "Óleo", price: 180, intervalMonths: 6, intervalKm: 10_000 }];
    const draft = {
      name: "Freio",
      price: "250",
      description: "",
      intervalMonths: "12",
      intervalKm: "20.000",
      durationMinutes: "",
      isNew: true,
    };
    expect(serviceRowsToSave(saved, { b: draft }, (price) => String(price))).toEqual([
      { id: "a", name: "Óleo", price: "180", intervalMonths: 6, intervalKm: 10_000 },
      { id: "b", name: "Freio", price: "250", intervalMonths: "12", intervalKm: "20.000" },
    ]);
  });
});
