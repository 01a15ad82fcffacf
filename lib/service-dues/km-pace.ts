import { differenceInCalendarDays, parseISO } from "date-fns";
import { addDaysToDay } from "@/lib/calendar";

/**
 * A vehicle's pace (km per day) from its own odometer readings, and the day that pace reaches a
 * km. Pure: lib/data reads the readings (check-ins, quotes' check-in km, deliveries) and stores
 * the pace on the vehicle (vehicles.km_per_day).
 */

/** One odometer reading: the km, and the day (yyyy-MM-dd, São Paulo) it was read. */
export type KmReading = { day: string; km: number };

/**
 * The pace assumed for a car with a single reading (or readings too close together to measure):
 * 35 km a day is about 12.800 km a year, the usual figure for a Brazilian private car (surveys
 * put it between 12 and 15 thousand km a year). Erring low reminds a little late rather than
 * asking a customer back long before the car needs it.
 */
export const DEFAULT_KM_PER_DAY = 35;

/**
 * Readings closer than this say more about typing than about driving (a check-in and a delivery
 * two days apart, a km typed one digit off): the pace needs at least this many days between the
 * first and the last reading it uses.
 */
export const MIN_PACE_SPAN_DAYS = 14;

/** What vehicles.km_per_day (numeric(8,2)) holds at most; a pace above it is a typing error. */
export const MAX_KM_PER_DAY = 2_000;

/**
 * The readings that can be trusted, oldest first: one per day (the highest), and none below an
 * earlier one (an odometer never goes back: a lower km later is a typing error, and is dropped).
 */
export function usableReadings(readings: readonly KmReading[]): KmReading[] {
  const byDay = new Map<string, number>();
  for (const { day, km } of readings) {
    if (!Number.isFinite(km) || km < 0) continue;
    byDay.set(day, Math.max(byDay.get(day) ?? -1, km));
  }
  const usable: KmReading[] = [];
  for (const day of [...byDay.keys()].sort()) {
    const km = byDay.get(day)!;
    const last = usable.at(-1);
    if (last && km < last.km) continue;
    usable.push({ day, km });
  }
  return usable;
}

/**
 * The measured km per day: from the first usable reading to the last, over at least
 * MIN_PACE_SPAN_DAYS; null when there is nothing to measure (one reading, or all within a fortnight).
 * Rounded to two decimals, as the column keeps it; capped at MAX_KM_PER_DAY.
 */
export function measuredKmPerDay(readings: readonly KmReading[]): number | null {
  const usable = usableReadings(readings);
  const first = usable[0];
  const last = usable.at(-1);
  if (!first || !last) return null;
  const days = differenceInCalendarDays(parseISO(last.day), parseISO(first.day));
  if (days < MIN_PACE_SPAN_DAYS) return null;
  const pace = (last.km - first.km) / days;
  return Math.min(Math.round(pace * 100) / 100, MAX_KM_PER_DAY);
}

/** The last usable reading (the car's latest known km and its day), if any. */
export function lastReading(readings: readonly KmReading[]): KmReading | undefined {
  return usableReadings(readings).at(-1);
}

/**
 * The day the car reaches `dueKm` at `kmPerDay` from `from` (its last reading), never before
 * `today`: a km already passed is due today. A car that does not move (pace 0) never reaches it:
 * null. A pace unknown (null) is DEFAULT_KM_PER_DAY.
 */
export function dayForKm(dueKm: number, from: KmReading, kmPerDay: number | null, today: string): string | null {
  const pace = kmPerDay ?? DEFAULT_KM_PER_DAY;
  const left = dueKm - from.km;
  if (left <= 0) return today;
  if (!(pace > 0)) return null;
  const day = addDaysToDay(from.day, Math.ceil(left / pace));
  return day < today ? today : day;
}

export type RemindInput = {
  dueOn: string | null;
  dueKm: number | null;
  /** The car's last reading (lib/data falls back to its current km, read today). */
  from: KmReading | undefined;
  kmPerDay: number | null;
  today: string;
};

/**
 * The day 'Lembretes' shows a due (service_dues.remind_on): the earlier of its date and the day
 * the car's pace reaches its km. A due by km alone on a car that does not move falls back to the
 * default pace, so it is still reminded of some day rather than never; one on a car whose km is
 * not known at all is due today (the shop knows best when to call).
 */
export function remindOn({ dueOn, dueKm, from, kmPerDay, today }: RemindInput): string {
  let byKm: string | null = null;
  if (dueKm !== null && from) {
    byKm = dayForKm(dueKm, from, kmPerDay, today);
    if (byKm === null && dueOn === null) byKm = dayForKm(dueKm, from, DEFAULT_KM_PER_DAY, today);
  }
  if (dueOn === null) return byKm ?? today;
  return byKm !== null && byKm < dueOn ? byKm : dueOn;
}
