import { addMonths, format, parseISO } from "date-fns";

/**
 * A catalogue service's interval ('a cada 6 meses ou 10.000 km') and the next due it sets when a
 * job with it is delivered. Pure: lib/data/service-dues.ts writes what this computes.
 */

export const INTERVAL_LIMITS = { months: { min: 1, max: 120 }, km: { min: 1, max: 1_000_000 } } as const;
/** The most a due's km can be (an odometer with seven digits, as the vehicle's km). */
export const MAX_DUE_KM = 9_999_999;

export type ServiceInterval = { intervalMonths: number | null; intervalKm: number | null };

/**
 * A whole km typed the Brazilian way: "10.000", "10000", "10 000 km". Null when blank; NaN when it
 * is not a whole number ("10,5", "1.00", "dez mil"). Dots must group thousands, so "1.00" (a typo)
 * is not read as 100.
 */
export function readKmText(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/\s*km$/i, "")
    .trim();
  if (text === "") return null;
  if (/^\d{1,9}$/.test(text.replace(/\s/g, ""))) return Number(text.replace(/\s/g, ""));
  if (/^\d{1,3}([.\s]\d{3})+$/.test(text)) return Number(text.replace(/[.\s]/g, ""));
  return NaN;
}

const KM = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** "10.000", the way the mechanic types it and reads it back. */
export function kmText(km: number) {
  return KM.format(km);
}

/** "6 meses ou 10.000 km", "1 mês", "5.000 km"; empty without an interval. */
export function intervalText({ intervalMonths, intervalKm }: ServiceInterval) {
  const months = intervalMonths ? `${intervalMonths} ${intervalMonths === 1 ? "mês" : "meses"}` : "";
  const km = intervalKm ? `${kmText(intervalKm)} km` : "";
  return [months, km].filter(Boolean).join(" ou ");
}

/** The day `months` after `day` (yyyy-MM-dd); the 31st of a shorter month is its last day. */
export function addMonthsToDay(day: string, months: number) {
  return format(addMonths(parseISO(day), months), "yyyy-MM-dd");
}

export type DeliveredService = ServiceInterval & {
  /** The delivery's day in São Paulo (yyyy-MM-dd). */
  deliveredOn: string;
  /** The km at delivery, else the car's last known km; null when none is known. */
  km: number | null;
};

/**
 * The next due a delivered service sets: its day (delivery + months) and its km (the km then +
 * interval km), whichever the interval has. Null when nothing can be set (an interval by km alone
 * on a car whose km nobody typed).
 */
export function nextDue({ deliveredOn, km, intervalMonths, intervalKm }: DeliveredService) {
  const dueOn = intervalMonths ? addMonthsToDay(deliveredOn, intervalMonths) : null;
  const dueKm = intervalKm && km !== null ? Math.min(km + intervalKm, MAX_DUE_KM) : null;
  if (dueOn === null && dueKm === null) return null;
  return { dueOn, dueKm };
}
