import { shopToday } from "@/lib/calendar";

/**
 * Calendar months of the shop ("2026-11"), as São Paulo's calendar has them: a payment's paid_on is
 * already a São Paulo day, so a month is the half-open range of days [first day, next month's first
 * day). Pure and safe anywhere.
 */

const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export type MonthRange = { month: string; from: string; to: string };

/** "2026-11" of a yyyy-MM-dd day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `offset` months after `month` (negative: before). */
export function addMonths(month: string, offset: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const total = year * 12 + (index - 1) + offset;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/** The month's days: from its first day (inclusive) to the next month's first day (exclusive). */
export function monthRange(month: string): MonthRange {
  return { month, from: `${month}-01`, to: `${addMonths(month, 1)}-01` };
}

/** This month in São Paulo. */
export const currentMonth = (now: Date = new Date()) => monthOf(shopToday(now));

/** A month typed in a URL (`?mes=2026-11`), or null when it is not one. */
export function parseMonth(value: string | null | undefined): string | null {
  return value && ISO_MONTH.test(value) ? value : null;
}

/** The last `count` months, oldest first, ending with `last`. */
export function lastMonths(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(last, index - count + 1));
}

const MONTH_NAMES = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
const MONTH_FULL_NAMES = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/** "nov/26": a chart's axis. */
export function shortMonthLabel(month: string) {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`;
}

/** "novembro de 2026". */
export function monthLabel(month: string) {
  return `${MONTH_FULL_NAMES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}
