import "server-only";
import { z } from "zod";
import { IDEMPOTENCY_KEY_FIELD } from "@/lib/idempotency-key";

/**
 * The create form's key (lib/idempotency-key.ts), or null when it is missing or not a UUID. Every
 * create form sends one, so null is a bug in the page, not something the user typed: the action
 * refuses with messages.reasons.staleForm (the form keeps what was typed) and the bug is logged,
 * rather than storing a row that a second click would duplicate.
 */
export function idempotencyKeyFrom(formData: FormData, context: string): string | null {
  const parsed = z.uuid().safeParse(formData.get(IDEMPOTENCY_KEY_FIELD));
  if (parsed.success) return parsed.data;
  console.error(`${context}: formulário sem chave de envio válida`);
  return null;
}
