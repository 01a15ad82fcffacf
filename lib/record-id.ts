import { z } from "@/lib/validation/zod";

/**
 * Whether a value can be a record id at all (a uuid): a route's `[id]` segment, a form's hidden id,
 * the id a data function was handed. A malformed one is "not found", answered before any query
 * (Postgres would refuse to compare it with a uuid column).
 */
export function isRecordId(value: string) {
  return z.uuid().safeParse(value).success;
}
