/**
 * A request's deadline, in São Paulo time whatever the server's or the phone's zone: the quick
 * choices ('Hoje 16h'), a day and time typed, the rule (in the future, at most 7 days ahead) and
 * how the WhatsApp message says it ('hoje às 16:00'). Pure and browser-safe.
 */
import { TZDate } from "@date-fns/tz";
import { addDaysToDay, isIsoDay, shopToday } from "@/lib/calendar";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { supplierRequests } from "@/lib/messages/supplier-requests";

/** How far ahead a deadline may be: a price asked today is worthless in two weeks. */
export const MAX_DEADLINE_DAYS = 7;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of `day` (yyyy-MM-dd) at `time` (HH:mm) in São Paulo; null when either is not one. */
export function deadlineAt(day: string, time: string): Date | null {
  const clock = TIME.exec(time);
  if (!isIsoDay(day) || !clock) return null;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, Number(clock[1]), Number(clock[2]), SHOP_TIME_ZONE).getTime());
}

/** Why a deadline is refused, or null: it passed, or it is more than MAX_DEADLINE_DAYS ahead. */
export function deadlineProblem(deadline: Date, now: Date = new Date()): "past" | "tooFar" | null {
  if (deadline.getTime() <= now.getTime()) return "past";
  if (deadline.getTime() - now.getTime() > MAX_DEADLINE_DAYS * 86_400_000) return "tooFar";
  return null;
}

export type QuickDeadline = { label: string; day: string; time: string };

// The choices a shop makes most: before lunch, the afternoon's end, tomorrow morning.
const QUICK: { days: 0 | 1; hour: number }[] = [
  { days: 0, hour: 12 },
  { days: 0, hour: 16 },
  { days: 0, hour: 18 },
  { days: 1, hour: 10 },
  { days: 1, hour: 16 },
];

/** The quick choices still in the future at `now`. */
export function quickDeadlines(now: Date = new Date()): QuickDeadline[] {
  const today = shopToday(now);
  return QUICK.map(({ days, hour }) => ({
    label: supplierRequests.quickDeadline(days === 1, hour),
    day: addDaysToDay(today, days),
    time: `${String(hour).padStart(2, "0")}:00`,
  })).filter(({ day, time }) => deadlineAt(day, time)!.getTime() > now.getTime());
}

/** 'hoje às 16:00', 'amanhã às 10:00', '28/11 às 16:00', as the message reads at `now`. */
export function deadlineText(deadline: Date, now: Date = new Date()): string {
  const local = new TZDate(deadline.getTime(), SHOP_TIME_ZONE);
  const day = shopToday(deadline);
  const time = `${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;
  const today = shopToday(now);
  if (day === today) return `hoje às ${time}`;
  if (day === addDaysToDay(today, 1)) return `amanhã às ${time}`;
  return `${day.slice(8, 10)}/${day.slice(5, 7)} às ${time}`;
}
