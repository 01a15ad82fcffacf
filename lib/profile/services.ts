import type { ShopService } from "@/db/schema";

/**
 * Entries lacking a string id, a string name or a numeric price are dropped
 * on load, so a hand-edited or legacy jsonb value can never break the profile or the public page.
 */
export function sanitiseServices(raw: unknown): ShopService[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): ShopService[] => {
    if (!entry || typeof entry !== "object") return [];
    const { id, name, price, description } = entry as Record<string, unknown>;
    if (typeof id !== "string" || !id || typeof name !== "string" || typeof price !== "number" || !Number.isFinite(price)) {
      return [];
    }
    return [{ id, name, price, ...(typeof description === "string" && description ? { description } : {}) }];
  });
}

/** A service id that also works on plain-http pages, where crypto.randomUUID() is missing. */
export function newServiceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
