/**
 * A catalogue service's 'Duração' (ShopService.durationMinutes): how long the agenda books it.
 * Safe in the browser: the profile's services editor offers the choices and checks a typed value.
 */
import { MAX_DURATION_MINUTES } from "@/lib/agenda/slots";

/** The choices the editor offers; any whole number of minutes in DURATION_LIMITS is accepted. */
export const DURATION_CHOICES = [15, 30, 45, 60, 90, 120, 180, 240] as const;
export const DURATION_LIMITS = { min: 5, max: MAX_DURATION_MINUTES } as const;

/** Whether `value` is a duration the catalogue keeps. */
export function isServiceDuration(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= DURATION_LIMITS.min && value <= DURATION_LIMITS.max;
}

/** A duration as typed or selected ("90") or as saved (90): null when blank, undefined when refused. */
export function readServiceDuration(typed: string | number | undefined): number | null | undefined {
  const text = typed === undefined ? "" : String(typed).trim();
  if (text === "") return null;
  const minutes = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  return isServiceDuration(minutes) ? minutes : undefined;
}
