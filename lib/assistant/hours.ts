/**
 * The shop's hours as the assistant says them: a day's periods, whether it is open now and until
 * when, or when it opens next. Times are the shop's clock (America/Sao_Paulo, shopClock).
 */
import type { OpeningHours } from "@/db/schema";
import { WEEKDAYS, type Weekday } from "@/lib/enums";
import { assistantChat } from "@/lib/messages/assistant-chat";
import { isOpenAt, parseIntervals, shopClock, WEEKDAY_LABELS } from "@/lib/profile/opening-hours";

const m = assistantChat.hours;
const DAY_MINUTES = 24 * 60;

/** 810 → "13:30"; the end of a day (1440) reads "24:00", as the shop would write it. */
function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "Sábado: 08:00 às 12:00", "Domingo: fechado"; hours the shop typed as free text stay as typed. */
export function dayLine(hours: OpeningHours, day: Weekday): string {
  const { open, hours: text } = hours[day];
  if (!open) return m.day(WEEKDAY_LABELS[day], m.closed);
  const intervals = parseIntervals(text);
  const periods =
    intervals.length > 0
      ? intervals.map(({ start, end }) => m.period(clockTime(start), clockTime(end))).join(m.periodsJoiner)
      : text.trim() || m.notInformed;
  return m.day(WEEKDAY_LABELS[day], periods);
}

/** Every weekday's line, Monday first. */
export function weekLines(hours: OpeningHours): string[] {
  return WEEKDAYS.map((day) => dayLine(hours, day));
}

const weekdayAfter = (day: Weekday, days: number) => WEEKDAYS[(WEEKDAYS.indexOf(day) + days) % 7]!;

const openIntervals = (hours: OpeningHours, day: Weekday) => (hours[day].open ? parseIntervals(hours[day].hours) : []);

/**
 * "Estamos abertos agora, até 18:00." or "Estamos fechados agora. Abrimos amanhã às 08:00.": the end
 * of the period now in, or the first start after now within a week.
 */
export function openNowText(hours: OpeningHours, now: Date): string {
  const { day, minutes } = shopClock(now);
  if (isOpenAt(hours, now)) {
    const today = openIntervals(hours, day).find(({ start, end }) => minutes >= start && (end <= start || minutes < end));
    // Not today's: a period of yesterday's running past midnight (isOpenAt's other case).
    const fromYesterday = openIntervals(hours, weekdayAfter(day, 6)).find(({ start, end }) => end < start && minutes < end);
    const end = today?.end ?? fromYesterday?.end;
    return end === undefined ? m.openNowNoEnd : m.openNow(clockTime(end));
  }
  return `${m.closedNow} ${nextOpening(hours, day, minutes)}`;
}

function nextOpening(hours: OpeningHours, today: Weekday, minutes: number): string {
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = weekdayAfter(today, ahead);
    const starts = openIntervals(hours, day)
      .map(({ start }) => start)
      .filter((start) => start < DAY_MINUTES && (ahead > 0 || start > minutes))
      .sort((a, b) => a - b);
    if (starts.length === 0) continue;
    const time = clockTime(starts[0]!);
    if (ahead === 0) return m.opensToday(time);
    if (ahead === 1) return m.opensTomorrow(time);
    return m.opensOn(m.onDay[day], time);
  }
  return m.noOpening;
}
