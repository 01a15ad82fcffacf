import { TZDate } from "@date-fns/tz";
import { WEEKDAYS, type Weekday } from "@/lib/enums";
import type { OpeningHours } from "@/db/schema";
import { SHOP_TIME_ZONE } from "@/lib/format";

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

type Interval = { start: number; end: number };

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
