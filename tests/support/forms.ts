import { randomUUID } from "node:crypto";
import { IDEMPOTENCY_KEY_FIELD } from "@/lib/idempotency-key";

/**
 * A form as the app's pages post it: the fields, plus the submission key every form sends (a fresh
 * one unless given, as for a new entry).
 */
export function submittedForm(fields: Record<string, string | undefined>, idempotencyKey: string | null = randomUUID()) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.set(name, value);
  if (idempotencyKey !== null) data.set(IDEMPOTENCY_KEY_FIELD, idempotencyKey);
  return data;
}
