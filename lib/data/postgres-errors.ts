/** Postgres error codes the data layer turns into answers (drizzle wraps them in `cause`). */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
/** Raised by the trigger that keeps a quote its customer answered (migration 0020). */
export const PG_RESTRICT_VIOLATION = "23001";

export function hasPostgresCode(error: unknown, code: string): boolean {
  if (!error || typeof error !== "object") return false;
  if ("code" in error && error.code === code) return true;
  return "cause" in error && hasPostgresCode(error.cause, code);
}

/** The constraint postgres.js names on the error (drizzle wraps it in `cause`). */
export function constraintOf(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("constraint_name" in error && typeof error.constraint_name === "string") return error.constraint_name;
  return "cause" in error ? constraintOf(error.cause) : undefined;
}
