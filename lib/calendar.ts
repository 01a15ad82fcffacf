import { tz } from "@date-fns/tz";
import { addDays, format, isValid, parseISO } from "date-fns";
import { SHOP_TIME_ZONE } from "@/lib/format";

/**
 * Calendar days ("2026-12-05", as a date input and a Postgres `date` write them), which have no
 * time and no zone: a quote valid until the 5th is valid all of the 5th in Brazil. "Today" is the
 * shop's today, in America/Sao_Paulo, whatever the server's zone.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the shop's time zone, as yyyy-MM-dd. */
export function shopToday(now: Date = new Date()) {
  return format(now, "yyyy-MM-dd", { in: tz(SHOP_TIME_ZONE) });
}

/** Whether `text` is a real calendar day written yyyy-MM-dd (2026-02-30 is not). */
export function isIsoDay(text: string) {
  return ISO_DAY.test(text) && isValid(parseISO(text)) && format(parseISO(text), "yyyy-MM-dd") === text;
}

/** The day `days` after `day` (both yyyy-MM-dd). */
export function addDaysToDay(day: string, days: number) {
  return format(addDays(parseISO(day), days), "yyyy-MM-dd");
}

/** dd/MM/yyyy of a calendar day, read as written: never shifted by a time zone. */
export function formatDay(day: string) {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}
