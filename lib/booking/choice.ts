import type { ShopService } from "@/db/schema";
import { DEFAULT_DURATION_MINUTES, MAX_DURATION_MINUTES } from "@/lib/agenda/slots";
import { addDaysToDay, isIsoDay, shopToday } from "@/lib/calendar";
import { hasControlCharacters } from "@/lib/validation/fields";

/**
 * The booking page's choices (/oficina/<slug>/agendar), carried from step to step in the query
 * string so that each step is a plain GET form: `servico` (a catalogue id, or `outro` with
 * `problema`), `dia` (yyyy-MM-dd) and `horario` (HH:mm, São Paulo). Pure: read again on the server
 * at every step, so a choice typed into the address is only ever an offer to check.
 */
export const CHOICE_PARAMS = { service: "servico", problem: "problema", day: "dia", time: "horario" } as const;
export const OTHER_SERVICE = "outro";
export const PROBLEM_MAX = 500;

export type ChosenService = { kind: "catalogue"; service: ShopService } | { kind: "other"; problem: string };

export type BookingChoice = {
  service: ChosenService | null;
  /** What was typed as the problem, even when too long (shown back with why). */
  problemTyped: string;
  day: string | null;
  /** Minutes after midnight. */
  time: number | null;
};

/** "09:30" → 570; anything else null. */
export function readTime(value: string | null | undefined): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[1]) < 24 && Number(match[2]) < 60 ? minutes : null;
}

/** 570 → "09:30". */
export function timeText(minutes: number) {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The days offered: from today to the last day of `weeksAhead` weeks (São Paulo). */
export function bookingRange(weeksAhead: number, now: Date = new Date()) {
  const fromDay = shopToday(now);
  return { fromDay, toDay: addDaysToDay(fromDay, weeksAhead * 7 - 1) };
}

/** How long an appointment for it is booked. */
export function durationOf(service: ChosenService | null) {
  const minutes = service?.kind === "catalogue" ? service.service.durationMinutes : undefined;
  return Math.min(minutes ?? DEFAULT_DURATION_MINUTES, MAX_DURATION_MINUTES);
}

/**
 * The choices read from the query (or a posted form, which carries the same names). A service not
 * in the catalogue, an 'Outro' without its problem (or with more than PROBLEM_MAX characters), a
 * day outside `range` or not a day, a time not written HH:mm: not chosen, and each later choice
 * with it, so the page asks again from there.
 */
export function readChoice(
  params: URLSearchParams,
  services: readonly ShopService[],
  range: { fromDay: string; toDay: string },
): BookingChoice {
  const serviceParam = params.get(CHOICE_PARAMS.service) ?? "";
  const problemTyped = (params.get(CHOICE_PARAMS.problem) ?? "").trim();
  let service: ChosenService | null = null;
  if (serviceParam === OTHER_SERVICE) {
    if (problemTyped && problemTyped.length <= PROBLEM_MAX && !hasControlCharacters(problemTyped, { multiline: true })) {
      service = { kind: "other", problem: problemTyped };
    }
  } else {
    const found = services.find((entry) => entry.id === serviceParam);
    if (found) service = { kind: "catalogue", service: found };
  }
  const dayParam = params.get(CHOICE_PARAMS.day) ?? "";
  const day = service && isIsoDay(dayParam) && dayParam >= range.fromDay && dayParam <= range.toDay ? dayParam : null;
  const time = day ? readTime(params.get(CHOICE_PARAMS.time)) : null;
  return { service, problemTyped, day, time };
}

/** The query that carries `choice` up to `upTo` (the step being linked back to leaves out its own and later). */
export function choiceQuery(choice: BookingChoice, upTo: "service" | "day" | "time" | "all") {
  const params = new URLSearchParams();
  if (upTo === "service" || !choice.service) return params;
  if (choice.service.kind === "other") {
    params.set(CHOICE_PARAMS.service, OTHER_SERVICE);
    params.set(CHOICE_PARAMS.problem, choice.service.problem);
  } else {
    params.set(CHOICE_PARAMS.service, choice.service.service.id);
  }
  if (upTo === "day" || !choice.day) return params;
  params.set(CHOICE_PARAMS.day, choice.day);
  if (upTo === "time" || choice.time === null) return params;
  params.set(CHOICE_PARAMS.time, timeText(choice.time));
  return params;
}

/** The step the page shows for what is chosen so far. */
export function currentStep(choice: BookingChoice): "service" | "day" | "time" | "contact" {
  if (!choice.service) return "service";
  if (!choice.day) return "day";
  if (choice.time === null) return "time";
  return "contact";
}

/** The shop's address in one line, and its map search (Google Maps' documented search URL). */
export function addressLine(address: {
  street: string | null;
  streetNumber: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
}) {
  const street = [address.street, address.streetNumber].filter((part) => part?.trim()).join(", ");
  const place = [address.city, address.state].filter((part) => part?.trim()).join(" - ");
  return [street, address.district, place].filter((part) => part?.trim()).join(", ");
}

export function mapUrl(line: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(line)}`;
}
