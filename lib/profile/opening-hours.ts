import { TZDate } from "@date-fns/tz";
import { WEEKDAYS, type Weekday } from "@/lib/enums";
import type { OpeningHours } from "@/db/schema";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { profile } from "@/lib/messages/profile";

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: "Segunda-feira",
  tuesday: "Terça-feira",
  wednesday: "Quarta-feira",
  thursday: "Quinta-feira",
  friday: "Sexta-feira",
  saturday: "Sábado",
  sunday: "Domingo",
};

/** Default hours: Monday to Friday 08:00-18:00, Saturday 08:00-12:00, Sunday closed. */
export function defaultOpeningHours(): OpeningHours {
  const weekday = { open: true, hours: "08:00-18:00" };
  return {
    monday: { ...weekday },
    tuesday: { ...weekday },
    wednesday: { ...weekday },
    thursday: { ...weekday },
    friday: { ...weekday },
    saturday: { open: true, hours: "08:00-12:00" },
    sunday: { open: false, hours: "" },
  };
}

/**
 * What is stored, made whole: a profile that never saved its hours gets the defaults; a day
 * missing from a saved value is closed with no hours (it was never opened).
 */
export function normaliseOpeningHours(raw: unknown): OpeningHours {
  if (!raw || typeof raw !== "object") return defaultOpeningHours();
  const stored = raw as Record<string, unknown>;
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const value = stored[day] as { open?: unknown; hours?: unknown } | undefined;
      return [day, { open: value?.open === true, hours: typeof value?.hours === "string" ? value.hours : "" }];
    }),
  ) as OpeningHours;
}

/**
 * Opening a day with no data starts it with empty hours; closing
 * keeps the text (the input is only disabled) so reopening brings it back.
 */
export function toggleDay(hours: OpeningHours, day: Weekday, open: boolean): OpeningHours {
  return { ...hours, [day]: { open, hours: hours[day]?.hours ?? "" } };
}

/**
 * 'Copiar para todos os dias': every other day takes `day`'s periods (a lunch break included).
 * Which days open stays as set: a closed day keeps the periods for when it opens, as toggleDay does.
 */
export function copyDayToAll(hours: OpeningHours, day: Weekday): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((other) => [other, { open: hours[other].open, hours: hours[day].hours }])) as OpeningHours;
}

type Interval = { start: number; end: number };

/** One period of a day as its two time inputs hold it: "08:00" and "12:00" ("" while not filled). */
export type TimeRange = { start: string; end: string };

/** The most periods a day may have (a morning, an afternoon, an evening and one more). */
export const MAX_RANGES_PER_DAY = 4;

/** "08:00-12:00;14:00-18:00" as the editor's rows; "" is one empty row, ready to fill. */
export function splitRanges(text: string): TimeRange[] {
  if (!text.trim()) return [{ start: "", end: "" }];
  return text.split(";").map((part) => {
    const [start = "", end = ""] = part.split(/[-–]/);
    return { start: start.trim(), end: end.trim() };
  });
}

/** The rows back as the stored text: "08:00-12:00;14:00-18:00". */
export function joinRanges(ranges: TimeRange[]): string {
  return ranges.map(({ start, end }) => (start || end ? `${start}-${end}` : "")).join(";");
}

const TIME = /^(\d{1,2})(?::(\d{2}))?$/;

/** Minutes since midnight, or null for a time no clock shows ("25:00", "12:75", "meio-dia"). */
function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/**
 * Why an open day's hours cannot be published, in the words the profile shows, or null when they
 * can: every period has a start and an end a clock shows, the end after the start (a period that
 * runs past midnight is refused: "18:00-08:00" is far more often a typo than a night shift), and
 * no two periods overlap. A closed day's text is kept as it is, for when it opens again.
 */
export function dayHoursProblem(day: Weekday, open: boolean, text: string): string | null {
  if (!open) return null;
  const label = WEEKDAY_LABELS[day];
  const m = profile;
  const ranges = text.split(";").filter((part) => part.trim() !== "" && part.trim() !== "-");
  if (ranges.length === 0) return m.hoursMissing(label);
  if (ranges.length > MAX_RANGES_PER_DAY) return m.hoursTooMany(label, MAX_RANGES_PER_DAY);
  const intervals: Interval[] = [];
  for (const { start, end } of splitRanges(ranges.join(";"))) {
    if (!start || !end) return m.hoursMissing(label);
    const from = minutesOf(start);
    if (from === null) return m.hoursImpossible(label, start);
    const to = minutesOf(end);
    if (to === null) return m.hoursImpossible(label, end);
    if (to <= from) return m.hoursEndBeforeStart(label, start, end);
    intervals.push({ start: from, end: to });
  }
  intervals.sort((a, b) => a.start - b.start);
  if (intervals.some((interval, index) => index > 0 && interval.start < intervals[index - 1]!.end)) return m.hoursOverlap(label);
  return null;
}

/** "08:00-12:00;14:00-18:00" as minutes since midnight; unreadable parts are ignored. */
export function parseIntervals(text: string): Interval[] {
  return text.split(";").flatMap((part) => {
    const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*$/.exec(part);
    if (!match) return [];
    const start = Number(match[1]) * 60 + Number(match[2] ?? 0);
    const end = Number(match[3]) * 60 + Number(match[4] ?? 0);
    if (start > 24 * 60 || end > 24 * 60 || start === end) return [];
    return [{ start, end }];
  });
}

/** The weekday and minute of `now` as a clock in the shops' time zone reads them. */
export function shopClock(now: Date): { day: Weekday; minutes: number } {
  const local = new TZDate(now, SHOP_TIME_ZONE);
  // getDay(): 0 is Sunday; WEEKDAYS starts on Monday.
  return { day: WEEKDAYS[(local.getDay() + 6) % 7]!, minutes: local.getHours() * 60 + local.getMinutes() };
}

/**
 * Whether the shop is open at `now` (America/Sao_Paulo). An interval that ends before it starts
 * ("22:00-02:00") runs past midnight into the next day.
 */
export function isOpenAt(hours: OpeningHours, now: Date): boolean {
  const { day, minutes } = shopClock(now);
  const previous = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;
  const today = hours[day];
  const yesterday = hours[previous];
  const openToday =
    today?.open === true &&
    parseIntervals(today.hours).some(({ start, end }) => (end > start ? minutes >= start && minutes < end : minutes >= start));
  const stillOpenFromYesterday =
    yesterday?.open === true && parseIntervals(yesterday.hours).some(({ start, end }) => end < start && minutes < end);
  return openToday || stillOpenFromYesterday;
}
