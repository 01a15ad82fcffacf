/**
 * Double submits. Every create form sends a key made once per entry in the browser; the server
 * stores it on the row under a unique (owner, key) constraint, so a second submit of the same entry
 * (a double click, a retry after a lost answer) finds the first row instead of adding another.
 * No imports: the landing page's bundle takes this without the server's validation code.
 */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";

/** A random UUID v4; by hand where the page is not a secure context (crypto.randomUUID is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
