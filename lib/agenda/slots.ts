import { tzOffset } from "@date-fns/tz";
import { WEEKDAYS } from "@/lib/enums";
import type { OpeningHours } from "@/db/schema";
import { addDaysToDay } from "@/lib/calendar";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { normaliseOpeningHours, parseIntervals } from "@/lib/profile/opening-hours";

/**
 * The agenda's capacity, as one pure function over what one query reads (lib/data/agenda.ts
 * readAgenda): the shop's hours, its 'vagas' (cars at the same time), an optional cap per day, the
 * days it is closed, and the appointments that hold a place. The free slots offered and the check
 * of a booking are the same function, so the agenda never offers what a booking would refuse.
 */

/** Slots start every half hour within the shop's hours. */
export const SLOT_STEP_MINUTES = 30;
/** An appointment with no catalogue duration is booked for an hour. */
export const DEFAULT_DURATION_MINUTES = 60;
/** The longest appointment: a day's work (the table's check allows 12 hours). */
export const MAX_DURATION_MINUTES = 10 * 60;

export type AgendaRules = {
  openingHours: OpeningHours;
  /** 'Vagas': how many cars at the same time. */
  slots: number;
  /** At most this many appointments in a day; null: no cap. */
  dailyCap: number | null;
  /** Days the shop is closed, yyyy-MM-dd. */
  closedDays: ReadonlySet<string>;
};

/** An appointment holding a place: requested, confirmed or arrived. */
export type Busy = { id: string; startsAt: Date; endsAt: Date };

/** Why a time cannot be booked, or null when it can. */
export type SlotProblem = "past" | "closed" | "outsideHours" | "full" | "dailyCapReached";

/**
 * São Paulo's offset from UTC in minutes at an instant. A zone changes its offset on a quarter hour
 * of UTC, so the offset is asked of Intl once per quarter hour and kept: a TZDate asks it several
 * times per date, and the agenda's week converts some thousand times a request (12 ms of its 80).
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<number, number>();
function offsetMinutes(instantMs: number): number {
  const quarter = Math.floor(instantMs / QUARTER_HOUR_MS);
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    offset = tzOffset(SHOP_TIME_ZONE, new Date(quarter * QUARTER_HOUR_MS));
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(quarter, offset);
  }
  return offset;
}

/** The instant of `minutes` after midnight of `day` (yyyy-MM-dd) on São Paulo's clock. */
export function shopInstant(day: string, minutes: number): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, 0, minutes);
  // The offset of the wall time read as UTC is a guess; the offset at the instant it gives is the
  // zone's, and differs only across a change of offset.
  const guess = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(guess) * 60_000);
}

/** A São Paulo day range as instants: from the first day's midnight to the midnight after the last. */
export function dayRangeInstants(range: { fromDay: string; toDay: string }) {
  return { from: shopInstant(range.fromDay, 0), to: shopInstant(addDaysToDay(range.toDay, 1), 0) };
}

/** The São Paulo day (yyyy-MM-dd) and minute of the day of an instant. */
export function shopDayAndMinutes(instant: Date): { day: string; minutes: number } {
  const local = new Date(instant.getTime() + offsetMinutes(instant.getTime()) * 60_000);
  const day = `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, "0")}-${String(local.getUTCDate()).padStart(2, "0")}`;
  return { day, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The periods the shop is open on `day`, in minutes since midnight (none when closed). */
export function openPeriods(rules: AgendaRules, day: string): { start: number; end: number }[] {
  if (rules.closedDays.has(day)) return [];
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // getUTCDay of the calendar day itself: 0 is Sunday; WEEKDAYS starts on Monday.
  const weekday = WEEKDAYS[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7]!;
  const hours = normaliseOpeningHours(rules.openingHours)[weekday];
  return hours.open ? parseIntervals(hours.hours).sort((a, b) => a.start - b.start) : [];
}

/** The most appointments of `busy` that overlap at any moment of [start, end). */
function peakOverlap(busy: readonly Busy[], start: number, end: number): number {
  const edges: [number, number][] = [];
  for (const other of busy) {
    const from = Math.max(other.startsAt.getTime(), start);
    const to = Math.min(other.endsAt.getTime(), end);
    if (from < to) edges.push([from, 1], [to, -1]);
  }
  // An end before a start at the same instant: back-to-back appointments do not overlap.
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let peak = 0;
  for (const [, change] of edges) {
    now += change;
    peak = Math.max(peak, now);
  }
  return peak;
}

/**
 * Why [startsAt, endsAt) cannot be booked under `rules` with `busy` holding places (leave out the
 * appointment being moved), or null. The whole time must fit one open period of its day.
 */
export function slotProblem(rules: AgendaRules, busy: readonly Busy[], startsAt: Date, endsAt: Date, now: Date): SlotProblem | null {
  if (startsAt.getTime() <= now.getTime()) return "past";
  const { day, minutes } = shopDayAndMinutes(startsAt);
  const periods = openPeriods(rules, day);
  if (periods.length === 0) return "closed";
  const length = (endsAt.getTime() - startsAt.getTime()) / 60_000;
  if (!periods.some((period) => minutes >= period.start && minutes + length <= period.end)) return "outsideHours";
  if (rules.dailyCap !== null) {
    const sameDay = busy.filter((other) => shopDayAndMinutes(other.startsAt).day === day).length;
    if (sameDay >= rules.dailyCap) return "dailyCapReached";
  }
  if (peakOverlap(busy, startsAt.getTime(), endsAt.getTime()) >= rules.slots) return "full";
  return null;
}

export type DaySlots = { day: string; slots: { startsAt: Date; endsAt: Date }[] };

/**
 * The free times of each day from `fromDay` to `toDay` (inclusive) for an appointment of
 * `durationMinutes`: every half hour of each open period that `slotProblem` accepts.
 */
export function freeSlots(
  rules: AgendaRules,
  busy: readonly Busy[],
  range: { fromDay: string; toDay: string },
  durationMinutes: number,
  now: Date,
): DaySlots[] {
  const days: DaySlots[] = [];
  for (let day = range.fromDay; day <= range.toDay; day = addDaysToDay(day, 1)) {
    const slots: DaySlots["slots"] = [];
    // A slot of this day can only meet what touches this day: a month's slots against a month's
    // appointments each would be quadratic.
    const { from, to } = dayRangeInstants({ fromDay: day, toDay: day });
    const dayBusy = busy.filter((other) => other.startsAt < to && other.endsAt > from);
    for (const period of openPeriods(rules, day)) {
      for (let minute = period.start; minute + durationMinutes <= period.end; minute += SLOT_STEP_MINUTES) {
        const startsAt = shopInstant(day, minute);
        const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
        if (slotProblem(rules, dayBusy, startsAt, endsAt, now) === null) slots.push({ startsAt, endsAt });
      }
    }
    days.push({ day, slots });
  }
  return days;
}
