import { addDaysToDay } from "@/lib/calendar";
import { shopDayAndMinutes } from "@/lib/agenda/slots";

/**
 * How the agenda writes its days and times, on São Paulo's clock whatever the server's zone:
 * "09:30", "seg., 04/03", the Monday of a day's week. Pure: the pages and the client form share it.
 */

const WEEKDAY_SHORT = ["dom.", "seg.", "ter.", "qua.", "qui.", "sex.", "sáb."] as const;
const WEEKDAY_LONG = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"] as const;

/** "09:30" of an instant, São Paulo time. */
export function timeOf(instant: Date): string {
  const { minutes } = shopDayAndMinutes(instant);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** 0 for Sunday … 6 for Saturday, of a calendar day (yyyy-MM-dd). */
function weekdayOf(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The Monday of the week `day` is in. */
export function mondayOf(day: string): string {
  return addDaysToDay(day, -((weekdayOf(day) + 6) % 7));
}

/** "seg., 04/03" */
export function shortDayLabel(day: string): string {
  const [, month, date] = day.split("-");
  return `${WEEKDAY_SHORT[weekdayOf(day)]}, ${date}/${month}`;
}

/** "segunda-feira, 04/03/2030" */
export function longDayLabel(day: string): string {
  const [year, month, date] = day.split("-");
  return `${WEEKDAY_LONG[weekdayOf(day)]}, ${date}/${month}/${year}`;
}
