import type { ShopService } from "@/db/schema";
import { MAX_DURATION_MINUTES } from "@/lib/agenda/slots";
import { INTERVAL_LIMITS } from "@/lib/service-dues/intervals";

/** An interval as the catalogue keeps it: a whole number in its range (anything else is no interval). */
function wholeIn(value: unknown, { min, max }: { min: number; max: number }): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Entries lacking a string id, a string name or a numeric price are dropped
 * on load, so a hand-edited or legacy jsonb value can never break the profile or the public page.
 */
export function sanitiseServices(raw: unknown): ShopService[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): ShopService[] => {
    if (!entry || typeof entry !== "object") return [];
    const { id, name, price, description, intervalMonths, intervalKm, durationMinutes } = entry as Record<string, unknown>;
    if (typeof id !== "string" || !id || typeof name !== "string" || typeof price !== "number" || !Number.isFinite(price)) {
      return [];
    }
    return [
      {
        id,
        name,
        price,
        ...(typeof description === "string" && description ? { description } : {}),
        ...(wholeIn(intervalMonths, INTERVAL_LIMITS.months) ? { intervalMonths } : {}),
        ...(wholeIn(intervalKm, INTERVAL_LIMITS.km) ? { intervalKm } : {}),
        ...(wholeIn(durationMinutes, { min: 1, max: MAX_DURATION_MINUTES }) ? { durationMinutes } : {}),
      },
    ];
  });
}

/** A service id that also works on plain-http pages, where crypto.randomUUID() is missing. */
export function newServiceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A service as the profile form sends it: its price as typed ("1.234,56") and its interval as typed
 * ("6", "10.000") or as saved (numbers), read on the server.
 */
export type ServiceRow = {
  id: string;
  name: string;
  price: string;
  description?: string;
  intervalMonths?: string | number;
  intervalKm?: string | number;
};

/** A row being edited: what is typed, over the saved service (or a new one). */
export type ServiceDraft = {
  name: string;
  price: string;
  description: string;
  /** 'Repetir a cada': months and km as typed; blank for none. */
  intervalMonths: string;
  intervalKm: string;
  isNew: boolean;
};

/**
 * What one 'Salvar Alterações' stores: the saved services with the rows being edited as typed
 * (no row needs its own confirmation first), then the new rows. A new row left wholly blank is
 * no service: it is dropped rather than refused.
 */
export function serviceRowsToSave(
  services: ShopService[],
  drafts: Record<string, ServiceDraft>,
  priceText: (price: number) => string,
): ServiceRow[] {
  const row = (id: string, draft: ServiceDraft): ServiceRow => ({
    id,
    name: draft.name,
    price: draft.price,
    ...(draft.description ? { description: draft.description } : {}),
    ...(draft.intervalMonths.trim() ? { intervalMonths: draft.intervalMonths } : {}),
    ...(draft.intervalKm.trim() ? { intervalKm: draft.intervalKm } : {}),
  });
  const saved = services.map((service) => {
    const draft = drafts[service.id];
    return draft ? row(service.id, draft) : { ...service, price: priceText(service.price) };
  });
  const added = Object.entries(drafts)
    .filter(
      ([, draft]) =>
        draft.isNew &&
        (draft.name.trim() || draft.price.trim() || draft.description.trim() || draft.intervalMonths.trim() || draft.intervalKm.trim()),
    )
    .map(([id, draft]) => row(id, draft));
  return [...saved, ...added];
}
